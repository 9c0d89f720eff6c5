// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WeightStrip,
  BAR_LIMIT,
  type WeightStripProps,
  type WeightStripLearner,
} from './WeightStrip';
import {
  DEFAULT_FS,
  DEFAULT_W,
  binOf,
  colOf,
  paintStrips,
  stripDevice,
  stripLayout,
  stripStats,
} from './weight-strip-draw';
import { fakeContext, type FillCall } from '../fake-canvas-context';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figure = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;
const aria = (c: HTMLElement) => figure(c).getAttribute('aria-label') ?? '';

const learner = (
  id: string,
  name: string,
  weights: Float64Array | number[],
  marker: WeightStripLearner['marker'] = 'circle',
): WeightStripLearner => ({ id, name, color: 'var(--oi-blue)', marker, weights });

type Fake = ReturnType<typeof fakeContext>;

function withFakeContext(): () => Fake {
  let ctx: Fake | null = null;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    ctx ??= fakeContext(this);
    return ctx as unknown as CanvasRenderingContext2D;
  });
  return () => {
    expect(ctx).not.toBeNull();
    return ctx as Fake;
  };
}

const N = 10_000;
const SPIKE = 4321;

/** GD: a single positive spike and a negative one among tiny noise; EG: near uniform + spike. */
function bigProps(over: Partial<WeightStripProps> = {}): WeightStripProps {
  const gd = new Float64Array(N);
  for (let i = 0; i < N; i++) gd[i] = ((i * 7919) % 13) * 1e-5 - 6e-5; // |w| ≤ 6e-5
  gd[SPIKE] = 0.5;
  gd[9000] = -0.25;
  const eg = new Float64Array(N).fill(1e-4);
  eg[17] = 0.3;
  eg[SPIKE] = 0.2;
  return {
    n: N,
    learners: [learner('gd', 'GD', gd), learner('eg', 'EG', eg, 'square')],
    support: [17, SPIKE, 9999],
    t: 250,
    ...over,
  };
}

describe('WeightStrip, canvas (n = 10 000)', () => {
  it('draws without a 2-D context (jsdom): the SVG and its summary still there, the DOM small', () => {
    const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { container } = render(<WeightStrip {...bigProps()} />);
    expect(spy).toHaveBeenCalled();
    const canvas = container.querySelector('canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.bar')).toHaveLength(0);
    expect(figure(container).querySelectorAll('*').length).toBeLessThan(60);
    expect(aria(container)).toContain('GD: largest |w_i| 0.5 at coordinate 4322');
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    // The canvas covers the figure: the exporter draws it under the SVG.
    expect(canvas?.width).toBe(Math.round(DEFAULT_W));
  });

  it('while the weights are read, keeps the figure of the same height with empty lanes, and says so', () => {
    const two = [learner('gd', 'GD', [0.5, -1, 0]), learner('eg', 'EG', [0.2, 0.3, 0.5])];
    const props = { n: 3, support: [1], t: 7 };
    const read = render(<WeightStrip {...props} learners={two} />);
    const height = figure(read.container).getAttribute('height');
    cleanup();
    const empty = two.map((l) => ({ ...l, weights: [] }));
    const { container } = render(<WeightStrip {...props} learners={empty} reading />);
    expect(figure(container).getAttribute('height')).toBe(height);
    expect(container.querySelectorAll('.bar')).toHaveLength(0);
    expect(aria(container)).toContain('GD: reading the weights; EG: reading the weights');
    expect(aria(container)).not.toContain('all weights 0');
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('does not throw with jsdom’s own getContext, nor when getContext itself throws', () => {
    // jsdom's: "not implemented", null.
    expect(() => render(<WeightStrip {...bigProps()} />)).not.toThrow();
    cleanup();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('no canvas here');
    });
    expect(() => render(<WeightStrip {...bigProps()} />)).not.toThrow();
  });

  it('paints a single spike at full intensity in its pixel, and the negative one below', () => {
    const ctx = withFakeContext();
    const p = bigProps();
    render(<WeightStrip {...p} />);
    const { fills } = ctx();
    const L = stripLayout(DEFAULT_W, DEFAULT_FS, N, 2);
    const D = stripDevice(L, 0, 1);
    const B = Math.min(N, D.pxW);
    expect(B).toBeLessThan(N); // binned: several coordinates a pixel
    const spikeCol = D.x + colOf(binOf(SPIKE, N, B), B, D.pxW);
    const upper = fills.filter((f) => f.style === '#0072b2' && f.y === D.y);
    // The noise (≤ 6e-5 of 0.5) is below the first intensity level: the spike alone is painted.
    expect(upper).toHaveLength(1);
    expect(upper[0]).toMatchObject({ x: spikeCol, w: 1, h: D.half, alpha: 1 });
    const lower = fills.filter((f) => f.style === '#e69f00' && f.y === D.y + D.half);
    expect(lower).toHaveLength(1);
    expect(lower[0]?.x).toBe(D.x + colOf(binOf(9000, N, B), B, D.pxW));
    expect(lower[0]?.alpha).toBeCloseTo(0.5, 1);
    // EG's row: its spikes scaled by its own max (0.3): coordinate 17 full, 4321 at 2/3.
    const D2 = stripDevice(L, 1, 1);
    const eg = fills.filter((f) => f.style === '#0072b2' && f.y === D2.y);
    const at = (i: number) => eg.find((f) => f.x === D2.x + colOf(binOf(i, N, B), B, D2.pxW));
    expect(at(17)?.alpha).toBe(1);
    expect(at(SPIKE)?.alpha).toBeCloseTo(2 / 3, 1);
    // Draw calls grow with the pixels, never with n.
    expect(fills.length).toBeLessThan(4 * D.pxW);
  });

  it('ticks the target’s support above and below every strip at its pixels', () => {
    const ctx = withFakeContext();
    // 100 and 101 share a pixel: one tick for both.
    render(<WeightStrip {...bigProps({ support: [9999, 17, SPIKE, 100, 101] })} />);
    const { fills } = ctx();
    const L = stripLayout(DEFAULT_W, DEFAULT_FS, N, 2);
    const ticks = fills.filter((f) => f.style === '#009e73');
    expect(ticks).toHaveLength(2 * 2 * 4); // 2 learners × (above, below) × 4 distinct pixels
    for (const row of [0, 1]) {
      const D = stripDevice(L, row, 1);
      const B = Math.min(N, D.pxW);
      expect(binOf(100, N, B)).toBe(binOf(101, N, B));
      for (const i of [17, 100, SPIKE, 9999]) {
        const c0 = colOf(binOf(i, N, B), B, D.pxW);
        const x = D.x + Math.round(c0 + 0.5 - 1); // 2 px wide, centred on a 1-px bin
        const here = ticks.filter((f) => f.x === x);
        const above = here.find((f) => f.y + f.h === D.y - D.tickGap);
        const below = here.find((f) => f.y === D.y + 2 * D.half + D.tickGap);
        expect(above, `tick above coordinate ${i}, row ${row}`).toBeDefined();
        expect(below, `tick below coordinate ${i}, row ${row}`).toBeDefined();
        // The tick covers the coordinate's own pixel column.
        expect(x).toBeLessThanOrEqual(D.x + c0);
        expect(x + (above as FillCall).w).toBeGreaterThan(D.x + c0);
      }
    }
    // The spike in GD's strip lies under its support tick.
    const D = stripDevice(L, 0, 1);
    const spike = fills.find((f) => f.style === '#0072b2' && f.y === D.y && f.alpha === 1);
    expect(
      ticks.some((f) => f.x <= (spike as FillCall).x && f.x + f.w > (spike as FillCall).x),
    ).toBe(true);
  });

  it('draws no ticks without a target, and repaints only when its props change', () => {
    const ctx = withFakeContext();
    const p = bigProps({ support: [] });
    const { rerender, container } = render(<WeightStrip {...p} />);
    expect(ctx().fills.filter((f) => f.style === '#009e73')).toHaveLength(0);
    expect(aria(container)).toContain('no target');
    expect(aria(container)).not.toContain('among its');
    expect(ctx().calls.clearRect).toBe(1);
    rerender(<WeightStrip {...p} />);
    expect(ctx().calls.clearRect).toBe(1);
    rerender(<WeightStrip {...p} t={251} />);
    expect(ctx().calls.clearRect).toBe(1); // the round is in the text only
    rerender(<WeightStrip {...p} learners={[...p.learners]} />);
    expect(ctx().calls.clearRect).toBe(2);
  });

  it('paints 4 learners × 10 000 coordinates in draw calls bounded by the pixels, not by n', () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2 * DEFAULT_W;
    const ctx = fakeContext(canvas);
    const weights = [0, 1, 2, 3].map((k) =>
      Float64Array.from({ length: N }, (_, i) => Math.sin(i * (k + 1))),
    );
    const support = [17, 100, SPIKE, 9999];
    const L = stripLayout(DEFAULT_W, DEFAULT_FS, N, 4);
    const frame = (): void => {
      const stats = weights.map((w) => stripStats(w, N, support));
      paintStrips(ctx as unknown as CanvasRenderingContext2D, {
        n: N,
        weights,
        maxAbs: stats.map((s) => s.maxAbs),
        support,
        L,
        dpr: 2,
        colors: { pos: '#0072b2', neg: '#e69f00', accent: '#009e73' },
      });
    };
    // Its time is the benchmark's to measure; here, what it costs in draw calls.
    frame();
    // Draw calls grow with the pixels (2 lanes × 1 248 device columns a row), never with n.
    expect(ctx.fills.length).toBeLessThanOrEqual(4 * (2 * stripDevice(L, 0, 2).pxW + 8));
  });
});

describe('WeightStrip, bars (n ≤ 64)', () => {
  const small = (over: Partial<WeightStripProps> = {}): WeightStripProps => ({
    n: 12,
    learners: [
      learner('gd', 'GD', [0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.05, 0.02, 0.01, -0.01, 0.2, 0.3]),
      learner('winnow', 'Winnow', [1, 1, 2, 1, 4, 1, 1, 0, 1, 1, 1, 8], 'triangle'),
    ],
    support: [4, 11],
    t: 9,
    ...over,
  });

  it('draws a bar per non-zero weight, up for positive, down for negative, and no canvas', () => {
    const { container } = render(<WeightStrip {...small()} />);
    expect(container.querySelector('canvas')).toBeNull();
    const rows = container.querySelectorAll('g.strip-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelectorAll('rect.bar')).toHaveLength(12);
    expect(rows[0]?.querySelectorAll('rect.bar.pos')).toHaveLength(8);
    expect(rows[0]?.querySelectorAll('rect.bar.neg')).toHaveLength(4);
    expect(rows[1]?.querySelectorAll('rect.bar')).toHaveLength(11); // one weight is 0
    expect(container.querySelectorAll('rect.bar')).toHaveLength(23);
    // Scaled per learner: each learner's largest weight fills its half of the strip.
    const h = (row: number, i: number) =>
      Number(rows[row]?.querySelector(`rect.bar[data-coord="${i}"]`)?.getAttribute('height'));
    expect(h(0, 5)).toBeCloseTo(h(1, 11));
    expect(h(0, 0) / h(0, 5)).toBeCloseTo(1 / 6);
    // A negative bar starts at the midline, a positive one ends there.
    const mid = Number(rows[0]?.querySelector('.midline')?.getAttribute('y1'));
    const neg = rows[0]?.querySelector('rect.bar[data-coord="5"]');
    const pos = rows[0]?.querySelector('rect.bar[data-coord="4"]');
    expect(Number(neg?.getAttribute('y'))).toBeCloseTo(mid);
    expect(Number(pos?.getAttribute('y')) + Number(pos?.getAttribute('height'))).toBeCloseTo(mid);
  });

  it('marks the support on every strip, and ticks every coordinate on the axis', () => {
    const { container } = render(<WeightStrip {...small()} />);
    const rows = container.querySelectorAll('g.strip-row');
    rows.forEach((r) => {
      expect(r.querySelector('.support-ticks')?.getAttribute('data-coords')).toBe('4,11');
      expect(r.querySelectorAll('rect.support-tick')).toHaveLength(4);
    });
    // The tick over coordinate 4 is centred on its bar.
    const bar = rows[0]?.querySelector('rect.bar[data-coord="4"]');
    const tick = rows[0]?.querySelector('g[data-coord="4"] rect.support-tick');
    const centre = (el: Element | null | undefined) =>
      Number(el?.getAttribute('x')) + Number(el?.getAttribute('width')) / 2;
    expect(centre(tick)).toBeCloseTo(centre(bar));
    expect(container.querySelectorAll('.coord-axis line.axis-line')).toHaveLength(1 + 12);
    const labels = Array.from(container.querySelectorAll('.coord-axis .tick-label')).map(
      (t) => t.textContent,
    );
    expect(labels).toContain('12'); // numbered from 1
    expect(container.querySelector('.axis-label')?.textContent).toBe(
      'coordinate i (n = 12), round 9',
    );
  });

  it(`uses bars up to ${BAR_LIMIT} coordinates and the canvas beyond`, () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const ones = (n: number) => new Float64Array(n).fill(1);
    const { container: a } = render(
      <WeightStrip
        n={BAR_LIMIT}
        learners={[learner('a', 'A', ones(BAR_LIMIT))]}
        support={[]}
        t={0}
      />,
    );
    expect(a.querySelectorAll('rect.bar')).toHaveLength(BAR_LIMIT);
    expect(a.querySelector('canvas')).toBeNull();
    const { container: b } = render(
      <WeightStrip
        n={BAR_LIMIT + 1}
        learners={[learner('a', 'A', ones(BAR_LIMIT + 1))]}
        support={[]}
        t={0}
      />,
    );
    expect(b.querySelectorAll('rect.bar')).toHaveLength(0);
    expect(b.querySelector('canvas')).not.toBeNull();
  });

  it('names each row in its colour with its marker, and shows its max', () => {
    const { container } = render(<WeightStrip {...small()} />);
    const row = container.querySelector('g.strip-row[data-learner="winnow"]');
    expect(row?.querySelector('.row-name')?.textContent).toBe('Winnow');
    expect(row?.querySelector('.row-name')?.getAttribute('style')).toContain('var(--oi-blue)');
    expect(row?.querySelector('path.row-marker')?.getAttribute('fill')).toBe('var(--oi-blue)');
    expect(row?.querySelector('.row-max')?.textContent).toBe('max |wᵢ| = 8 at i = 12');
  });
});

describe('WeightStrip summary', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });

  it('tells each learner’s largest weight and how many target coordinates are among its top', () => {
    const n = 200;
    const gd = new Float64Array(n);
    for (let i = 0; i < n; i++) gd[i] = 0.001 * ((i % 7) - 3);
    gd[16] = 0.42;
    gd[2] = -0.3;
    gd[40] = 0.1;
    const eg = new Float64Array(n).fill(1 / n);
    const { container } = render(
      <WeightStrip
        n={n}
        learners={[learner('gd', 'GD', gd), learner('eg', 'EG', eg)]}
        support={[40, 2, 16]}
        t={30}
      />,
    );
    expect(aria(container)).toBe(
      'Weight vectors over n = 200 coordinates after round 30, each scaled by its largest ' +
        "|w_i|, positive above the middle, negative below; target's support: " +
        'coordinates 3, 17, 41. ' +
        'GD: largest |w_i| 0.42 at coordinate 17, 3 of the 3 target coordinates among its 10 largest; ' +
        'EG: largest |w_i| 0.005 at coordinate 1, 0 of the 3 target coordinates among its 10 largest',
    );
  });

  it('says when the largest weight is negative, numbers from 0 on request, copes with nothing', () => {
    const { container } = render(
      <WeightStrip
        n={5}
        base={0}
        learners={[
          learner('p', 'Perceptron', [0, -2, 1, 0, 0]),
          learner('z', 'Zero', [0, 0, 0, 0, 0]),
        ]}
        support={[1]}
        t={3}
      />,
    );
    expect(aria(container)).toContain(
      'Perceptron: largest |w_i| 2 at coordinate 1 (negative), 1 of the 1 target coordinate among its 5 largest',
    );
    expect(aria(container)).toContain('Zero: all weights 0');
    const { container: none } = render(<WeightStrip n={0} learners={[]} support={[3]} t={NaN} />);
    expect(aria(none)).toContain('No learners');
    expect(none.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});

describe('WeightStrip accessibility', () => {
  it('is axe-clean (structure rules; contrast is checked in the browser by e2e)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { default: axe } = await import('axe-core');
    const { container } = render(
      <main>
        <WeightStrip
          n={8}
          learners={[learner('gd', 'GD', [1, -1, 0, 2, 0, 0, 0, 0])]}
          support={[3]}
          t={1}
        />
        <WeightStrip {...bigProps()} />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
