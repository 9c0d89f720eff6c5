// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { BoostPlane, radiusFor } from './BoostPlane';
import { SQUARE_HALF, boostMarkers } from './boost-markers';

const points = {
  x1: Float64Array.of(-0.5, 0.5, 0.2),
  x2: Float64Array.of(0, 0.5, -0.5),
  y: Int8Array.of(1, -1, 1),
};

describe('BoostPlane', () => {
  afterEach(cleanup);

  it('sizes each point by its weight: area ∝ D(i)', () => {
    const r1 = radiusFor(1 / 3, 3);
    const r4 = radiusFor(4 / 30, 3);
    // Weights 1/3 and 4/30: areas in ratio 2.5, radii in ratio √2.5.
    expect(r1 / r4).toBeCloseTo(Math.sqrt(2.5), 9);
    expect(radiusFor(0, 3)).toBeGreaterThan(0);
    expect(radiusFor(NaN, 3)).toBeGreaterThan(0);
  });

  it('places each marker at its point, +1 a disc and −1 a square of the same area', () => {
    const m = boostMarkers([-1, 1, -1, 1], points, Float64Array.of(0.5, 0.25, 0.25));
    // The box's corner (−1, 1) is the figure's (0, 0); 360 units span the box's width of 2.
    expect(Array.from(m.x)).toEqual([90, 270, 216]);
    expect(Array.from(m.y)).toEqual([180, 90, 270]);
    expect(Array.from(m.pos)).toEqual([1, 0, 1]);
    expect(m.r[0]).toBeCloseTo(radiusFor(0.5, 3), 12);
    expect(m.r[1]).toBeCloseTo(radiusFor(0.25, 3), 12);
    // A square of half-side h·r has the disc’s area πr².
    expect((2 * SQUARE_HALF) ** 2 / Math.PI).toBeCloseTo(1, 12);
    // Before D is known every point weighs 1/n.
    const uniform = boostMarkers([-1, 1, -1, 1], points, null);
    expect(Array.from(uniform.r)).toEqual([1, 2, 3].map(() => radiusFor(1 / 3, 3)));
  });

  it('draws the markers on a canvas, the stump’s line, and the regions as rects', () => {
    const { container } = render(
      <BoostPlane
        box={[-1, 1, -1, 1]}
        points={points}
        D={Float64Array.of(0.5, 0.25, 0.25)}
        stump={{ axis: 0, theta: 0, sign: 1 }}
        regions={Float64Array.of(-1, 0, -1, 1, -1, 0, 1, -1, 1, 1)}
        label="plane"
      />,
    );
    expect(container.querySelector('canvas.boost-points')?.getAttribute('data-count')).toBe('3');
    const regions = container.querySelectorAll('rect.region');
    expect(regions).toHaveLength(2);
    expect(regions[0]?.getAttribute('width')).toBe('180');
    expect(regions[1]?.getAttribute('data-label')).toBe('1');
    const line = container.querySelector('.boost-stump line');
    expect(line?.getAttribute('x1')).toBe('180');
    expect(container.querySelector('.boost-stump')?.textContent).toBe('+1−1');
  });

  it('draws no line for a stump outside the box (a constant rule), and no NaN anywhere', () => {
    const { container } = render(
      <BoostPlane
        box={[-1, 1, -1, 1]}
        points={points}
        D={null}
        stump={{ axis: 1, theta: -2, sign: -1 }}
        regions={null}
        label="plane"
      />,
    );
    expect(container.querySelector('.boost-stump line')).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN/);
  });
});
