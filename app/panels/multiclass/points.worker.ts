import * as Comlink from 'comlink';
import { drawClassPoints, type ClassPointsFrame } from './class-points-draw';

/** The plane's canvas of points, drawn here: rasterising it is off the page's main thread. */
let canvas: OffscreenCanvas | null = null;

const exposed = {
  init(offscreen: OffscreenCanvas): void {
    canvas = offscreen;
  },
  draw(frame: ClassPointsFrame): void {
    if (!canvas) return;
    if (canvas.width !== frame.px) canvas.width = frame.px;
    if (canvas.height !== frame.px) canvas.height = frame.px;
    const ctx = canvas.getContext('2d');
    if (ctx) drawClassPoints(ctx, frame);
  },
  /** The canvas's pixels as a PNG, for a saved figure (the page cannot read them itself). */
  async png(): Promise<Blob | null> {
    return canvas && canvas.width > 0 ? canvas.convertToBlob({ type: 'image/png' }) : null;
  },
};

export type ExposedPoints = typeof exposed;

Comlink.expose(exposed);
