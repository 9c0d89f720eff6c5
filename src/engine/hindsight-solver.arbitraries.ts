import fc from 'fast-check';
import { expect } from 'vitest';
import {
  lossOf,
  type HindsightData,
  type HindsightLoss,
  type HindsightResult,
  type HindsightSet,
} from './hindsight-solver';
import { inSet, type Table } from './hindsight-reference';

/** The solver's tests' shared pieces: the losses, a result's invariants, random problems. */

export const LOSSES: readonly HindsightLoss[] = ['squared', 'absolute', 'hinge'];

/** The invariants of every result. */
export function wellFormed(
  r: HindsightResult,
  data: HindsightData,
  loss: HindsightLoss,
  set: HindsightSet,
): void {
  expect(r.u).toBeInstanceOf(Float64Array);
  expect(r.u.length).toBe(data.n);
  expect(inSet(r.u, set)).toBe(true);
  expect(r.value).toBe(lossOf(data, loss, r.u));
  expect(Number.isNaN(r.lower)).toBe(false);
  expect(r.lower).toBeGreaterThanOrEqual(0);
  expect(r.gap).toBeGreaterThanOrEqual(0);
  expect(r.gap).toBe(Math.max(0, r.value - r.lower));
  expect(Number.isInteger(r.iterations)).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Random small data sets.

export const coord = fc.integer({ min: -3000, max: 3000 }).map((k) => k / 1000);

export function table(n: number, loss: HindsightLoss, minRows = 0): fc.Arbitrary<Table> {
  const label =
    loss === 'hinge'
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(-1, 1) }, { weight: 1, arbitrary: coord })
      : coord;
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 5, arbitrary: fc.array(coord, { minLength: n, maxLength: n }) },
          {
            weight: 1,
            arbitrary: fc.constant(new Array<number>(n).fill(0)),
          },
        ),
        label,
      ),
      { minLength: minRows, maxLength: 12 },
    )
    .map((rs) => ({ rows: rs.map(([r]) => r), y: rs.map(([, v]) => v) }));
}

export const radius = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }).map((k) => k / 1000) },
);

/** A loss, a set, a dimension the references can brute-force, and a data set. */
export const problem = fc
  .record({
    loss: fc.constantFrom(...LOSSES),
    ball: fc.boolean(),
    U: radius,
    n: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ loss, ball, U, n }) => {
    const dim = ball ? Math.min(n, 2) : n;
    const set: HindsightSet = ball ? { kind: 'ball', U } : { kind: 'simplex' };
    return table(dim, loss).map((t) => ({ loss, set, n: dim, t }));
  });
