// @vitest-environment jsdom
import { act, cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanePanel, type PlaneLearner } from './PlanePanel';
import { frontSvg, learner, makePoints, props, toData } from './PlanePanel.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
    // The canvas waits hidden for a Play.
    expect(container.querySelector('canvas:not([hidden])')).toBeNull();
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

  it('labels each vector with its own letter: the iterate w_t, the average ŵ_t', () => {
    const average = { ...learner([-0.5, 0.5], 'average'), name: '(average)', symbol: 'ŵ' };
    const { container } = render(
      <PlanePanel {...props({ learners: [learner([0.5, 0.5], 'last'), average], update: null })} />,
    );
    const labels = [...container.querySelectorAll('.learner .vec-label')].map((l) => l.textContent);
    expect(labels).toEqual(['wt', 'ŵt (average)']);
  });

  it('puts a label a line below another at the same point, and leaves apart ones alone', () => {
    const at = (w0: [number, number], w1: [number, number]) => {
      const { container, unmount } = render(
        <PlanePanel
          {...props({ learners: [learner(w0, 'last'), learner(w1, 'average')], update: null })}
        />,
      );
      const labels = [...container.querySelectorAll('.learner .vec-label')];
      const out = labels.map((l) => [l.getAttribute('y'), l.getAttribute('dy')]);
      unmount();
      return out;
    };
    // Round 0: both at the origin.
    const same = at([0, 0], [0, 0]);
    expect(same[0]?.[1]).toBeNull();
    expect(same[1]).toEqual([same[0]?.[0], '1.35em']);
    // Near the bottom edge, the second goes up.
    const low = at([0.3, -1.95], [0.31, -1.95]);
    expect(low[1]?.[1]).toBe('-1.35em');
    expect(at([1, 1], [-1, -1]).map(([, dy]) => dy)).toEqual([null, null]);
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
