/** Labelled points and fast-check arbitraries shared by the margin2d tests. */
import fc from 'fast-check';

export type P = { x1: number; x2: number; y: 1 | -1 };

export const pt = (x1: number, x2: number, y: 1 | -1): P => ({ x1, x2, y });

// Subnormal coordinates next to ordinary ones give margins below the smallest double, where the
// optimum direction is not representable; they get their own tests.
const coord = fc.oneof(
  fc.integer({ min: -4, max: 4 }),
  fc.double({ min: -10, max: 10, noNaN: true }).map((v) => (Math.abs(v) < 1e-6 ? 0 : v)),
);
const label = fc.constantFrom<1 | -1>(1, -1);
export const point = fc.record({ x1: coord, x2: coord, y: label });
/** Random labels are rarely separable, so half the sets are relabelled by a random direction. */
export const pointSet = fc
  .tuple(
    fc.array(point, { maxLength: 9 }),
    fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    fc.boolean(),
  )
  .map(([pts, t, relabel]) =>
    relabel
      ? pts.map((p): P => {
          const s = Math.cos(t) * p.x1 + Math.sin(t) * p.x2;
          return { ...p, y: s >= 0 ? 1 : -1 };
        })
      : pts,
  );
