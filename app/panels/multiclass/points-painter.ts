import * as Comlink from 'comlink';
import { providePixels } from '../../export/canvas-pixels';
import { sizedContext } from '../canvas-context';
import { drawClassPoints, type ClassPointsFrame } from './class-points-draw';
import type { ExposedPoints } from './points.worker';

/** Draws the plane's points on one canvas, in a worker where the browser can, else in the page. */
export interface PointsPainter {
  readonly canvas: HTMLCanvasElement;
  draw(frame: ClassPointsFrame): void;
  dispose(): void;
}

/**
 * A painter for `canvas`. Where the canvas can hand its drawing to a worker
 * (`transferControlToOffscreen`), a worker of its own draws it: at full speed the page asked for
 * 5000 points ten times a second, and on a phone (4× CPU) each drawing was 15–20 ms of script and
 * 25 ms of rasterising on the main thread, tasks of 50–100 ms. Elsewhere (jsdom, older browsers)
 * the page draws it. A drawing asked for while the worker is busy waits, and only the latest.
 */
export function pointsPainter(canvas: HTMLCanvasElement): PointsPainter {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker === 'undefined')
    return inPage(canvas);
  let worker: Worker;
  let offscreen: OffscreenCanvas;
  try {
    worker = new Worker(new URL('./points.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hindsight-points',
    });
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    return inPage(canvas);
  }
  const remote = Comlink.wrap<ExposedPoints>(worker);
  void remote.init(Comlink.transfer(offscreen, [offscreen]));
  providePixels(canvas, () => remote.png());
  let busy = false;
  let waiting: ClassPointsFrame | null = null;
  const send = (f: ClassPointsFrame): void => {
    busy = true;
    remote
      .draw(Comlink.transfer(f, [f.x1.buffer, f.x2.buffer, f.y.buffer, f.mistake.buffer]))
      .catch(() => undefined)
      .finally(() => {
        busy = false;
        const next = waiting;
        waiting = null;
        if (next) send(next);
      });
  };
  return {
    canvas,
    draw(f) {
      if (busy) waiting = f;
      else send(f);
    },
    dispose() {
      worker.terminate();
    },
  };
}

function inPage(canvas: HTMLCanvasElement): PointsPainter {
  return {
    canvas,
    draw(f) {
      const ctx = sizedContext(canvas, f.px, f.px);
      if (ctx) drawClassPoints(ctx, f);
    },
    dispose() {},
  };
}
