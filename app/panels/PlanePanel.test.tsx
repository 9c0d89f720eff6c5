// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanePanel, type PlaneLearner, type PlanePoints, type PlaneProps } from './PlanePanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function makePoints(
  rows: Array<[number, number, 1 | -1, 0 | 1]>,
  count = rows.length,
): PlanePoints {
  return {
    x1: Float64Array.from(rows, (r) => r[0]),
    x2: Float64Array.from(rows, (r) => r[1]),
    y: Int8Array.from(rows, (r) => r[2]),
    mistake: Int8Array.from(rows, (r) => r[3]),
    count,
  };
}

const learner = (w: [number, number], id = 'perceptron'): PlaneLearner => ({
  id,
  name: id,
  color: '#0072B2',
  dash: '',
  w,
});

function props(over: Partial<PlaneProps> = {}): PlaneProps {
  return {
    extent: 2,
    points: makePoints([]),
    learners: [learner([0.6, -1.3])],
    wstar: [0.6, 0.8],
    gamma: 0.25,
    radius: 1.5,
    showTarget: true,
    update: null,
    ...over,
  };
}

/** viewBox units → data coordinates for extent E (viewBox 0 0 V V). */
function toData(svg: SVGSVGElement, E: number, vx: number, vy: number): [number, number] {
  const V = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  return [(vx / V) * 2 * E - E, E - (vy / V) * 2 * E];
}

const frontSvg = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;

describe('PlanePanel', () => {
  const rows: Array<[number, number, 1 | -1, 0 | 1]> = [
    [0.5, 0.5, 1, 1],
    [-0.5, 0.2, -1, 0],
    [1, -1, 1, 0],
    [0.3, 1.2, 1, 1],
    [-1.1, -0.4, -1, 1],
    [0.1, 0.9, 1, 0],
    [-0.2, -1.5, -1, 0],
    [1.4, 0.3, 1, 0],
    [-0.7, 0.7, -1, 0],
    [0.9, 0.1, 1, 0],
  ];

  it('draws one shape per point, by class, with mistakes ringed and the latest emphasised', () => {
    const { container } = render(<PlanePanel {...props({ points: makePoints(rows) })} />);
    expect(container.querySelectorAll('.pt')).toHaveLength(10);
    expect(container.querySelectorAll('.pt.pos')).toHaveLength(6);
    expect(container.querySelectorAll('.pt.neg')).toHaveLength(4);
    expect(container.querySelectorAll('.pt.mistake')).toHaveLength(3);
    expect(container.querySelectorAll('.pt.mistake .ring')).toHaveLength(3);
    // +1 and −1 differ by shape, not only by colour.
    expect(container.querySelectorAll('.pt.pos circle.shape')).toHaveLength(6);
    expect(container.querySelectorAll('.pt.neg path.shape')).toHaveLength(4);
    const latest = container.querySelectorAll('.pt.latest');
    expect(latest).toHaveLength(1);
    expect(latest[0]?.classList.contains('pos')).toBe(true);
    expect(latest[0]?.getAttribute('transform')).toContain('scale(');
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('shows only the first `count` rounds', () => {
    const { container } = render(<PlanePanel {...props({ points: makePoints(rows, 4) })} />);
    expect(container.querySelectorAll('.pt')).toHaveLength(4);
    expect(container.querySelectorAll('.pt.neg')).toHaveLength(1);
    expect(container.querySelectorAll('.pt.mistake')).toHaveLength(2);
  });

  it('summarises the scene in the accessible name, never with NaN', () => {
    const { container } = render(
      <PlanePanel {...props({ points: makePoints(rows), label: 'Plane' })} />,
    );
    const svg = frontSvg(container);
    expect(svg.getAttribute('aria-label')).toBe('Plane: 10 points, 3 mistakes, w = (0.6, −1.3)');
    cleanup();
    const { container: c2 } = render(
      <PlanePanel {...props({ learners: [learner([NaN, 1])], points: makePoints(rows, 0) })} />,
    );
    expect(frontSvg(c2).getAttribute('aria-label')).not.toContain('NaN');
    expect(c2.innerHTML).not.toContain('NaN');
  });

  it('draws each hyperplane perpendicular to its w, across the whole square', () => {
    const E = 2;
    const ws: Array<[number, number]> = [
      [0.6, -1.3],
      [2, 0.3],
      [0, 1],
    ];
    for (const w of ws) {
      const { container } = render(
        <PlanePanel {...props({ extent: E, learners: [learner(w)] })} />,
      );
      const svg = frontSvg(container);
      const line = container.querySelector('.learner.primary .hyperplane') as SVGLineElement;
      expect(line).not.toBeNull();
      const a = toData(svg, E, Number(line.getAttribute('x1')), Number(line.getAttribute('y1')));
      const b = toData(svg, E, Number(line.getAttribute('x2')), Number(line.getAttribute('y2')));
      const n = Math.hypot(w[0], w[1]);
      expect(Math.abs(a[0] * w[0] + a[1] * w[1]) / n).toBeLessThan(1e-2);
      expect(Math.abs(b[0] * w[0] + b[1] * w[1]) / n).toBeLessThan(1e-2);
      // The endpoints lie on the square's border and on opposite sides of the origin.
      expect(Math.max(Math.abs(a[0]), Math.abs(a[1]))).toBeCloseTo(E, 2);
      expect(Math.max(Math.abs(b[0]), Math.abs(b[1]))).toBeCloseTo(E, 2);
      expect(a[0] * b[0] + a[1] * b[1]).toBeLessThan(0);
      // The arrow points along w: its head's tip has a positive inner product with w.
      const head = container.querySelector('.learner.primary .w-arrow .head')?.getAttribute('d');
      const m = /^M([-\d.]+),([-\d.]+)/.exec(head ?? '');
      expect(m).not.toBeNull();
      const tip = toData(svg, E, Number(m?.[1]), Number(m?.[2]));
      expect(tip[0] * w[0] + tip[1] * w[1]).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('draws no hyperplane for w = 0 and says so', () => {
    const { container } = render(<PlanePanel {...props({ learners: [learner([0, 0])] })} />);
    expect(container.querySelector('.hyperplane')).toBeNull();
    expect(container.querySelector('.learner .vec-label')?.textContent).toContain('= 0');
  });

  it('draws every learner with its own dash', () => {
    const second: PlaneLearner = { ...learner([1, 1], 'winnow'), color: '#D55E00', dash: '6 3' };
    const { container } = render(
      <PlanePanel {...props({ learners: [learner([1, 0]), second] })} />,
    );
    const lines = container.querySelectorAll('.hyperplane');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(lines[1]?.getAttribute('stroke-dasharray')).toBe('6 3');
    expect(lines[1]?.getAttribute('stroke')).toBe('#D55E00');
  });

  it('shades the margin band and draws w* only when showTarget', () => {
    const E = 2;
    const wstar: [number, number] = [0.6, 0.8];
    const gamma = 0.25;
    const { container, rerender } = render(
      <PlanePanel {...props({ extent: E, wstar, gamma, showTarget: true })} />,
    );
    const band = container.querySelector('.band');
    expect(band).not.toBeNull();
    const svg = frontSvg(container);
    const pts = (band?.getAttribute('points') ?? '')
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(pts.length).toBeGreaterThanOrEqual(4);
    for (const [vx, vy] of pts) {
      const [x, y] = toData(svg, E, vx as number, vy as number);
      expect(Math.abs(x * wstar[0] + y * wstar[1])).toBeLessThanOrEqual(gamma + 1e-2);
    }
    expect(container.querySelector('.target .target-boundary')).not.toBeNull();
    expect(container.querySelector('.target .vec-label')?.textContent).toBe('w*');

    rerender(<PlanePanel {...props({ extent: E, wstar, gamma, showTarget: false })} />);
    expect(container.querySelector('.band')).toBeNull();
    expect(container.querySelector('.target')).toBeNull();

    rerender(<PlanePanel {...props({ extent: E, wstar: null, gamma, showTarget: true })} />);
    expect(container.querySelector('.band')).toBeNull();
    expect(container.querySelector('.target')).toBeNull();
  });

  it('adds +1 on click and −1 on shift-click or right-click, at the clicked data coordinates', () => {
    const onAddPoint = vi.fn();
    const { container } = render(<PlanePanel {...props({ extent: 2, onAddPoint })} />);
    const svg = frontSvg(container);
    expect(svg.classList.contains('adding')).toBe(true);
    expect(container.querySelector('.hs-hint')?.textContent).toMatch(/shift-click/);
    svg.getBoundingClientRect = () =>
      ({
        left: 10,
        top: 20,
        width: 200,
        height: 200,
        right: 210,
        bottom: 220,
        x: 10,
        y: 20,
      }) as DOMRect;

    fireEvent.click(svg, { clientX: 160, clientY: 70 }); // ¾ across, ¼ down
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(1, 6), expect.closeTo(1, 6), 1);

    fireEvent.click(svg, { clientX: 60, clientY: 170, shiftKey: true }); // ¼ across, ¾ down
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(-1, 6), expect.closeTo(-1, 6), -1);

    const notPrevented = fireEvent.contextMenu(svg, { clientX: 110, clientY: 120 });
    expect(notPrevented).toBe(false);
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(0, 6), expect.closeTo(0, 6), -1);
    expect(onAddPoint).toHaveBeenCalledTimes(3);
  });

  it('accounts for letterboxing when the svg box is not square, and ignores clicks outside', () => {
    const onAddPoint = vi.fn();
    const { container } = render(<PlanePanel {...props({ extent: 1, onAddPoint })} />);
    const svg = frontSvg(container);
    svg.getBoundingClientRect = () =>
      ({
        left: 0,
        top: 0,
        width: 300,
        height: 100,
        right: 300,
        bottom: 100,
        x: 0,
        y: 0,
      }) as DOMRect;
    fireEvent.click(svg, { clientX: 150, clientY: 50 }); // the centre
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(0, 6), expect.closeTo(0, 6), 1);
    fireEvent.click(svg, { clientX: 20, clientY: 50 }); // in the left letterbox
    expect(onAddPoint).toHaveBeenCalledTimes(1);
  });

  it('has no crosshair or hint, and ignores clicks, without onAddPoint', () => {
    const { container } = render(<PlanePanel {...props()} />);
    expect(frontSvg(container).classList.contains('adding')).toBe(false);
    expect(container.querySelector('.hs-hint')).toBeNull();
  });

  it('snaps to the new w and shows the added vector y·x when durationMs is 0', () => {
    const update = {
      from: [0.5, 0] as [number, number],
      to: [0, 1] as [number, number],
      x: [0.5, -1] as [number, number],
      y: -1 as const,
      durationMs: 0,
    };
    const { container } = render(
      <PlanePanel {...props({ learners: [learner([0, 1])], update })} />,
    );
    expect(container.querySelector('.learner.primary')?.getAttribute('data-w')).toBe('0,1');
    const added = container.querySelector('.added');
    expect(added?.getAttribute('data-from')).toBe('0.5,0');
    expect(added?.querySelector('.head')).not.toBeNull();
    expect(added?.textContent).toBe('−x');
  });

  it('eases w from `from` to `to` over durationMs', () => {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const update = {
      from: [0, 0] as [number, number],
      to: [1, 2] as [number, number],
      x: [1, 2] as [number, number],
      y: 1 as const,
      durationMs: 400,
    };
    const { container } = render(
      <PlanePanel {...props({ learners: [learner([1, 2])], update })} />,
    );
    const w = () =>
      (container.querySelector('.learner.primary')?.getAttribute('data-w') ?? '')
        .split(',')
        .map(Number);
    expect(w()).toEqual([0, 0]); // starts at `from`, no flash of the end state
    const frame = (now: number) => act(() => queue.shift()?.(now));
    frame(1000);
    expect(w()).toEqual([0, 0]);
    frame(1200); // halfway: cubic in-out gives exactly ½
    expect(w()[0]).toBeCloseTo(0.5, 6);
    expect(w()[1]).toBeCloseTo(1, 6);
    frame(1100); // a quarter: cubic in-out is 4·(¼)³ = 1/16
    expect(w()[0]).toBeCloseTo(1 / 16, 6);
    frame(1400);
    expect(w()).toEqual([1, 2]);
    expect(queue).toHaveLength(0); // stops when done
  });
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

  it('draws only the new points when the count grows, and everything again when it shrinks', () => {
    const ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ctx as unknown as CanvasRenderingContext2D,
    );
    const all = spiral(2000);
    const at = (count: number): PlanePoints => ({ ...all, count });
    const { rerender } = render(<PlanePanel {...props({ points: at(1000) })} />);
    // Sparse style: one sprite per point, and one more per mistake ring.
    expect(ctx.calls.drawImage).toBe(1000 + mis(0, 1000));
    expect(ctx.calls.clearRect).toBe(1);

    rerender(<PlanePanel {...props({ points: at(1200) })} />);
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200));
    expect(ctx.calls.clearRect).toBe(1); // incremental: nothing cleared

    rerender(<PlanePanel {...props({ points: at(1200) })} />);
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200)); // nothing new, nothing drawn

    rerender(<PlanePanel {...props({ points: at(900) })} />);
    expect(ctx.calls.clearRect).toBe(2); // shrank: full redraw
    expect(ctx.calls.drawImage).toBe(1200 + mis(0, 1200) + 900 + mis(0, 900));

    rerender(<PlanePanel {...props({ points: at(900), extent: 3 })} />);
    expect(ctx.calls.clearRect).toBe(3); // extent changed: full redraw
  });

  it('redraws 10^6 points into an ImageData, not with arc(), in well under a frame budget', () => {
    const ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ctx as unknown as CanvasRenderingContext2D,
    );
    const n = 1_000_000;
    const pts = spiral(n);
    // A +1 point at a known place: data (0.5, 0.5) with extent 2 on a 400-px canvas → pixel (250, 150).
    pts.x1[n - 5] = 0.5;
    pts.x2[n - 5] = 0.5;
    pts.y[n - 5] = 1;
    const start = performance.now();
    render(<PlanePanel {...props({ points: pts, extent: 2 })} />);
    const ms = performance.now() - start;
    expect(ctx.calls.arc ?? 0).toBe(0);
    expect(ctx.calls.putImageData).toBe(1);
    const img = ctx.put[0] as ImageData;
    expect(img.width).toBe(400);
    const i = (150 * 400 + 250) * 4;
    expect(Array.from(img.data.slice(i, i + 4))).toEqual([0x00, 0x72, 0xb2, 255]);
    expect(ms).toBeLessThan(1000); // generous for CI; the pixel loop itself takes a few ms
  });
});
