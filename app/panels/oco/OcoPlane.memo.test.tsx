// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contours } from 'd3-contour';
import { OcoPlane, type OcoPlaneLearner } from './OcoPlane';
import { props, sampleSurface } from './oco-fixtures';

// Count the contour computations: the real d3-contour, wrapped in a spy.
vi.mock('d3-contour', async (importOriginal) => {
  const mod = await importOriginal<typeof import('d3-contour')>();
  return { ...mod, contours: vi.fn(mod.contours) };
});

afterEach(cleanup);

function longLearners(n: number): OcoPlaneLearner[] {
  return ['a', 'b', 'c'].map((id, j) => {
    const x = Float64Array.from({ length: n }, (_, k) => Math.cos(k + j) / Math.sqrt(k + 1));
    const y = Float64Array.from({ length: n }, (_, k) => Math.sin(k + j) / Math.sqrt(k + 1));
    return {
      id,
      name: id,
      color: '#0072B2',
      dash: '',
      marker: 'circle',
      trail: { x, y, count: n - 1 },
      w: [x[n - 1] as number, y[n - 1] as number],
    };
  });
}

describe('OcoPlane: the map is memoised', () => {
  it('recomputes the contours only when `surface` changes, not when the iterates move', () => {
    const spy = vi.mocked(contours);
    spy.mockClear();
    const surface = sampleSurface(2, 48, (x, y) => x * x + 3 * y * y);
    const all = longLearners(100_001);
    const at = (count: number) =>
      all.map((l) => ({
        ...l,
        trail: { ...l.trail, count },
        w: [l.trail.x[count] as number, l.trail.y[count] as number] as [number, number],
      }));
    const { container, rerender } = render(
      <OcoPlane {...props({ surface, learners: at(90_000) })} />,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    const band = container.querySelector('.hs-oco-band');
    for (let t = 90_001; t < 90_020; t++) {
      rerender(<OcoPlane {...props({ surface, learners: at(t) })} />);
    }
    expect(spy).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.hs-oco-band')).toBe(band); // the same DOM node, untouched
    rerender(<OcoPlane {...props({ surface: { ...surface }, learners: at(90_020) })} />);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
