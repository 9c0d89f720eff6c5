// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BoostPlane, radiusFor, regionPaths } from './BoostPlane';
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

  it('draws the markers on a canvas, the stump’s line, and the regions as one path per label', () => {
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
    expect(container.querySelector('g.regions')?.getAttribute('data-count')).toBe('2');
    // The left half (x < 0) votes −1, the right half +1: 360 units span the box's width of 2.
    const neg = container.querySelector('path.region-neg')?.getAttribute('d') ?? '';
    const pos = container.querySelector('path.region-pos')?.getAttribute('d') ?? '';
    expect(rectsOf(neg)).toEqual([[0, 0, 180, 360]]);
    expect(rectsOf(pos)).toEqual([[180, 0, 180, 360]]);
    const line = container.querySelector('.boost-stump line');
    expect(line?.getAttribute('x1')).toBe('180');
    expect(container.querySelector('.boost-stump')?.textContent).toBe('+1−1');
  });

  it('each region is one closed rectangle of its label’s path, where the box maps it', () => {
    const box = [-2, 3, -1, 4] as const;
    const coord = fc.double({ min: -5, max: 5, noNaN: true });
    const region = fc
      .tuple(coord, coord, coord, coord, fc.constantFrom(-1, 1))
      .map(([a, b, c, d, lab]) => [
        Math.min(a, b),
        Math.max(a, b),
        Math.min(c, d),
        Math.max(c, d),
        lab,
      ]);
    fc.assert(
      fc.property(fc.array(region, { maxLength: 40 }), (list) => {
        const paths = regionPaths(box, Float64Array.from(list.flat()));
        // An independent mapping: x from [−2, 3] onto [0, 360], y from [−1, 4] onto [360, 0].
        const expected = (lab: number) =>
          list
            .filter((r) => r[4] === lab)
            .map(([x0, x1, y0, y1]) => [
              ((x0 as number) + 2) * 72,
              (4 - (y1 as number)) * 72,
              ((x1 as number) - (x0 as number)) * 72,
              ((y1 as number) - (y0 as number)) * 72,
            ]);
        expect(paths.count).toBe(list.length);
        for (const [d, lab] of [
          [paths.pos, 1],
          [paths.neg, -1],
        ] as const) {
          const got = rectsOf(d);
          const want = expected(lab);
          expect(got).toHaveLength(want.length);
          got.forEach((r, i) =>
            r.forEach((v, j) =>
              expect(Math.abs(v - (want[i]?.[j] ?? NaN))).toBeLessThanOrEqual(0.01),
            ),
          );
        }
      }),
    );
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

/** The rectangles [x, y, w, h] of a path written as `Mx yhwvhh-wz` subpaths, read back. */
function rectsOf(d: string): number[][] {
  const out: number[][] = [];
  const re = /M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v(-?[\d.]+)h(-?[\d.]+)z/g;
  let m: RegExpExecArray | null;
  let read = 0;
  while ((m = re.exec(d))) {
    const [x, y, w, h, back] = m.slice(1).map(Number) as [number, number, number, number, number];
    // Closed: the last side goes back the whole width.
    expect(back).toBeCloseTo(-w, 9);
    out.push([x, y, w, h]);
    read += m[0].length;
  }
  // Nothing in the path but those rectangles.
  expect(read).toBe(d.length);
  return out;
}
