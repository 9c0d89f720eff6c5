// @vitest-environment jsdom
import { act, cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcoPlane, type OcoStep } from './OcoPlane';
import { STEP_SHARE } from './step-animation';
import { frontSvg, learner, pathVertices, props, toData, type P2 } from './oco-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const B = 1;
const from: P2 = [0.6, 0.6];
/** ‖w̃‖ = √(1.2² + 0.4²) > 1: projected onto the unit circle. */
const tildeOut: P2 = [1.2, 0.4];
const toOut: P2 = [1.2 / Math.hypot(1.2, 0.4), 0.4 / Math.hypot(1.2, 0.4)];
const tildeIn: P2 = [0.5, 0.2];

const scene = (step: OcoStep) =>
  props({
    radius: B,
    learners: [learner([[0, 0], from, step.to])],
    step,
  });

const shownW = (c: HTMLElement): P2 =>
  (c.querySelector('.hs-oco-iterate.primary')?.getAttribute('data-w') ?? '')
    .split(',')
    .map(Number) as P2;

describe('OcoPlane: the gradient step', () => {
  it('snaps to w_t with durationMs 0, and still draws −η g and the projection', () => {
    const step = { from, tilde: tildeOut, to: toOut, durationMs: 0 };
    const { container } = render(<OcoPlane {...scene(step)} />);
    expect(shownW(container)).toEqual(toOut);
    const g = container.querySelector('.hs-oco-step');
    expect(g?.getAttribute('data-phase')).toBe('done');
    // The arrow w_{t−1} → w̃_t: its head's tip is w̃_t.
    const tip = pathVertices(g?.querySelector('.hs-oco-step-arrow .head')?.getAttribute('d'))[0];
    const [tx, ty] = toData(frontSvg(container), 2, ...(tip as P2));
    expect(tx).toBeCloseTo(tildeOut[0], 2);
    expect(ty).toBeCloseTo(tildeOut[1], 2);
    // The projection: a dashed segment from w̃_t to w_t on the boundary.
    const seg = g?.querySelector('.hs-oco-projection');
    expect(seg).not.toBeNull();
    const end = toData(
      frontSvg(container),
      2,
      Number(seg?.getAttribute('x2')),
      Number(seg?.getAttribute('y2')),
    );
    expect(Math.hypot(...end)).toBeCloseTo(B, 2);
    expect(container.querySelector('[data-label="tilde"]')?.textContent).toBe('w̃t');
    expect(frontSvg(container).getAttribute('aria-label')).toContain('projected back');
  });

  it('draws no projection when w̃_t stays in Ω', () => {
    const step = { from, tilde: tildeIn, to: tildeIn, durationMs: 0 };
    const { container } = render(<OcoPlane {...scene(step)} />);
    expect(container.querySelector('.hs-oco-step-arrow')).not.toBeNull();
    expect(container.querySelector('.hs-oco-projection')).toBeNull();
    expect(container.querySelector('.hs-oco-tilde')).toBeNull();
    expect(shownW(container)).toEqual(tildeIn);
  });

  it('eases to w̃_t, then along the projection to w_t, which appears only then', () => {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const D = 1000;
    const step = { from, tilde: tildeOut, to: toOut, durationMs: D };
    const { container } = render(<OcoPlane {...scene(step)} />);
    const frame = (ms: number) => act(() => queue.shift()?.(ms));
    const projection = () => container.querySelector('.hs-oco-projection');
    const trailEnd = () => {
      const v = pathVertices(container.querySelector('.hs-oco-trail')?.getAttribute('d'));
      return toData(frontSvg(container), 2, ...(v[v.length - 1] as P2));
    };

    expect(shownW(container)).toEqual(from); // starts at w_{t−1}: no flash of the end state
    // While it moves the trail stops at w_{t−1}: the point draws the last step.
    expect(trailEnd()[0]).toBeCloseTo(from[0], 2);
    frame(0);
    frame((STEP_SHARE / 2) * D); // halfway through phase 1: cubic in-out gives exactly ½
    const mid = shownW(container);
    expect(mid[0]).toBeCloseTo((from[0] + tildeOut[0]) / 2, 6);
    expect(mid[1]).toBeCloseTo((from[1] + tildeOut[1]) / 2, 6);
    expect(projection()).toBeNull();
    expect(container.querySelector('.hs-oco-tilde')).not.toBeNull(); // where it is heading

    frame(STEP_SHARE * D); // at w̃_t, outside Ω
    expect(shownW(container)[0]).toBeCloseTo(tildeOut[0], 6);
    expect(shownW(container)[1]).toBeCloseTo(tildeOut[1], 6);

    frame(((1 + STEP_SHARE) / 2) * D); // halfway back along the projection
    expect(container.querySelector('.hs-oco-step')?.getAttribute('data-phase')).toBe('project');
    expect(projection()).not.toBeNull();
    const back = shownW(container);
    expect(back[0]).toBeCloseTo((tildeOut[0] + toOut[0]) / 2, 6);
    expect(back[1]).toBeCloseTo((tildeOut[1] + toOut[1]) / 2, 6);

    frame(D);
    expect(shownW(container)).toEqual(toOut);
    expect(trailEnd()[0]).toBeCloseTo(toOut[0], 2);
    expect(projection()).not.toBeNull(); // it stays, static
    expect(queue).toHaveLength(0); // stops when done
  });

  it('without a projection, eases straight from w_{t−1} to w_t over the whole duration', () => {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const step = { from, tilde: tildeIn, to: tildeIn, durationMs: 400 };
    const { container } = render(<OcoPlane {...scene(step)} />);
    act(() => queue.shift()?.(0));
    act(() => queue.shift()?.(200));
    expect(shownW(container)[0]).toBeCloseTo((from[0] + tildeIn[0]) / 2, 6);
    act(() => queue.shift()?.(400));
    expect(shownW(container)).toEqual(tildeIn);
  });

  it('snaps without requestAnimationFrame', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const step = { from, tilde: tildeOut, to: toOut, durationMs: 500 };
    const { container } = render(<OcoPlane {...scene(step)} />);
    expect(shownW(container)).toEqual(toOut);
    expect(container.querySelector('.hs-oco-projection')).not.toBeNull();
  });
});
