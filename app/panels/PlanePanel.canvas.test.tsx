// @vitest-environment jsdom
import { act, cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanePanel, type PlanePoints } from './PlanePanel';
import { frontSvg, props } from './PlanePanel.fixtures';
import { SPARSE_PER_CALL } from './plane-canvas';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PlanePanel canvas layer', () => {
  interface FakeCtx {
    calls: Record<string, number>;
    put: ImageData[];
    fillStyle: string;
    strokeStyle: string;
    lineWidth: number;
  }

  function fakeContext(): FakeCtx {
    const calls: Record<string, number> = {};
    const put: ImageData[] = [];
    const count = (name: string) => () => {
      calls[name] = (calls[name] ?? 0) + 1;
    };
    const ctx = {
      calls,
      put,
      fillStyle: '#000000',
      strokeStyle: '#000000',
      lineWidth: 1,
      beginPath: count('beginPath'),
      moveTo: count('moveTo'),
      lineTo: count('lineTo'),
      arc: count('arc'),
      drawImage: count('drawImage'),
      translate: count('translate'),
      fill: count('fill'),
      stroke: count('stroke'),
      setTransform: count('setTransform'),
      clearRect: count('clearRect'),
      fillRect: count('fillRect'),
      strokeRect: count('strokeRect'),
      createImageData: (w: number, h: number) => {
        calls.createImageData = (calls.createImageData ?? 0) + 1;
        return { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
      },
      getImageData: (_x: number, _y: number, w: number, h: number) => {
        calls.getImageData = (calls.getImageData ?? 0) + 1;
        return { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
      },
      putImageData: (img: ImageData) => {
        calls.putImageData = (calls.putImageData ?? 0) + 1;
        put.push(img);
      },
    };
    return ctx as FakeCtx;
  }

  /** Every canvas's 2-D context is one fake context, returned to count its calls. */
  function canvasesDrawOn(): FakeCtx {
    const ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ctx as unknown as CanvasRenderingContext2D,
    );
    return ctx;
  }

  /** n points on a spiral; every third is −1, every seventh a mistake. */
  function spiral(n: number) {
    const x1 = new Float64Array(n);
    const x2 = new Float64Array(n);
    const y = new Int8Array(n);
    const mistake = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      const r = 1.8 * Math.sqrt((i + 0.5) / n);
      x1[i] = r * Math.cos(i * 2.4);
      x2[i] = r * Math.sin(i * 2.4);
      y[i] = i % 3 === 0 ? -1 : 1;
      mistake[i] = i % 7 === 0 ? 1 : 0;
    }
    return { x1, x2, y, mistake, count: n };
  }

  const mis = (from: number, to: number) => {
    let k = 0;
    for (let i = from; i < to; i++) if (i % 7 === 0) k++;
    return k;
  };

  it('survives a missing 2-D context (jsdom) and draws no SVG points above 400', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const pts = spiral(1000);
    const { container } = render(<PlanePanel {...props({ points: pts })} />);
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(container.querySelectorAll('.pt')).toHaveLength(0);
    expect(container.querySelectorAll('.pt-latest')).toHaveLength(1);
    expect(frontSvg(container).getAttribute('aria-label')).toContain('1000 points');
    expect(frontSvg(container).getAttribute('aria-label')).toContain(`${mis(0, 1000)} mistakes`);
  });

  it('playing fast, draws even a few points on the canvas, the latest alone as a marker', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const pts = spiral(12);
    const { container, rerender } = render(<PlanePanel {...props({ points: pts, fast: true })} />);
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(container.querySelectorAll('.pt')).toHaveLength(0);
    expect(container.querySelectorAll('.pt-latest')).toHaveLength(1);
    expect(frontSvg(container).getAttribute('aria-label')).toContain('12 points');
    // Paused again, the few points are markers again, the canvas hidden.
    rerender(<PlanePanel {...props({ points: pts, fast: false })} />);
    expect(container.querySelector('canvas:not([hidden])')).toBeNull();
    expect(container.querySelectorAll('.pt')).toHaveLength(12);
  });

  it('draws only the new points when the count grows, and everything again when it shrinks', () => {
    vi.useFakeTimers();
    const ctx = canvasesDrawOn();
    const all = spiral(2000);
    const at = (count: number): PlanePoints => ({ ...all, count });
    /** Lets the canvas finish what the render left for the tasks after it. */
    const settle = () => act(() => void vi.runAllTimers());
    const { rerender } = render(<PlanePanel {...props({ points: at(1000) })} />);
    // In the render's own task, at most SPARSE_PER_CALL points.
    expect(ctx.calls.drawImage).toBe(SPARSE_PER_CALL + mis(0, SPARSE_PER_CALL));
    settle();
    // Sparse style: one sprite per point, and one more per mistake ring.
    expect(ctx.calls.drawImage).toBe(1000 + mis(0, 1000));
    expect(ctx.calls.clearRect).toBe(1);

    rerender(<PlanePanel {...props({ points: at(1200) })} />);
    settle();
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200));
    expect(ctx.calls.clearRect).toBe(1); // incremental: nothing cleared

    rerender(<PlanePanel {...props({ points: at(1200) })} />);
    settle();
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200)); // nothing new, nothing drawn

    rerender(<PlanePanel {...props({ points: at(900) })} />);
    settle();
    expect(ctx.calls.clearRect).toBe(2); // shrank: full redraw
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200) + 900 + mis(0, 900));

    rerender(<PlanePanel {...props({ points: at(900), extent: 3 })} />);
    settle();
    expect(ctx.calls.clearRect).toBe(3); // extent changed: full redraw

    // A new round before the canvas has caught up: it goes on from where it stopped, and draws
    // every point once.
    const before = ctx.calls.drawImage ?? 0;
    rerender(<PlanePanel {...props({ points: at(2000), extent: 3 })} />);
    expect((ctx.calls.drawImage ?? 0) - before).toBe(
      SPARSE_PER_CALL + mis(900, 900 + SPARSE_PER_CALL),
    );
    rerender(<PlanePanel {...props({ points: at(1999), extent: 3 })} />);
    settle();
    expect((ctx.calls.drawImage ?? 0) - before).toBe(1099 + mis(900, 1999));
    expect(ctx.calls.clearRect).toBe(3);
    vi.useRealTimers();
  });

  it('redraws 10^6 points into an ImageData, not with arc()', () => {
    vi.useFakeTimers();
    const ctx = canvasesDrawOn();
    const n = 1_000_000;
    const pts = spiral(n);
    // A +1 point at a known place: data (0.5, 0.5) with extent 2 on a 400-px canvas → pixel (250, 150).
    pts.x1[n - 5] = 0.5;
    pts.x2[n - 5] = 0.5;
    pts.y[n - 5] = 1;
    // How fast this is belongs to `npm run bench`; here: drawn as pixels, put back from one
    // ImageData (in as many calls as the drawing's time allows).
    render(<PlanePanel {...props({ points: pts, extent: 2 })} />);
    act(() => void vi.runAllTimers());
    vi.useRealTimers();
    expect(ctx.calls.arc ?? 0).toBe(0);
    expect(ctx.calls.drawImage ?? 0).toBe(0);
    expect(ctx.calls.putImageData).toBeGreaterThanOrEqual(1);
    expect(new Set(ctx.put).size).toBe(1);
    const img = ctx.put[0] as ImageData;
    expect(img.width).toBe(400);
    const i = (150 * 400 + 250) * 4;
    expect(Array.from(img.data.slice(i, i + 4))).toEqual([0x00, 0x72, 0xb2, 255]);
  });

  it('stops a drawing call when its time is up, and draws the rest in the tasks after', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctx = canvasesDrawOn();
    // Every look at the clock finds a millisecond gone.
    let ms = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (ms += 1));
    const all = spiral(1000);
    render(<PlanePanel {...props({ points: all })} />);
    const first = ctx.calls.drawImage ?? 0;
    // Some points, in whole steps between looks at the clock, fewer than the call's cap.
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(500);
    act(() => void vi.runAllTimers());
    expect(ctx.calls.drawImage).toBe(1000 + mis(0, 1000));
    expect(ctx.calls.clearRect).toBe(1);
    vi.useRealTimers();
  });

  it('readies the hidden canvas in idle time, and the first Play draws on it without a redraw', () => {
    vi.useFakeTimers();
    const ctx = canvasesDrawOn();
    const all = spiral(100);
    const at = (count: number): PlanePoints => ({ ...all, count });
    const { container, rerender } = render(<PlanePanel {...props({ points: at(10) })} />);
    expect(container.querySelector('canvas')?.hidden).toBe(true);
    expect(ctx.calls.drawImage ?? 0).toBe(0);
    act(() => void vi.runAllTimers());
    // The three sprites drawn once, and the canvas left blank.
    expect(ctx.calls.drawImage).toBe(3);
    const cleared = ctx.calls.clearRect ?? 0;
    expect(cleared).toBeGreaterThanOrEqual(2);

    rerender(<PlanePanel {...props({ points: at(10), fast: true })} />);
    expect(container.querySelector('canvas')?.hidden).toBe(false);
    expect(ctx.calls.drawImage).toBe(3 + 10 + mis(0, 10));
    expect(ctx.calls.clearRect).toBe(cleared);

    // Hidden again with points on it: readied afresh, blank for the next Play.
    rerender(<PlanePanel {...props({ points: at(12), fast: false })} />);
    act(() => void vi.runAllTimers());
    expect(ctx.calls.clearRect).toBeGreaterThan(cleared);
    const drawn = ctx.calls.drawImage ?? 0;
    rerender(<PlanePanel {...props({ points: at(12), fast: true })} />);
    expect((ctx.calls.drawImage ?? 0) - drawn).toBe(12 + mis(0, 12));
    vi.useRealTimers();
  });
});
