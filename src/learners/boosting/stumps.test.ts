import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrainingSet } from '../../streams/boosting/training-set';
import { StumpSearch, stumpPredict, thresholds, weightedError, type Stump } from './stumps';

/** Every stump over a threshold grid far finer than the data needs: every value ± a hair, and between. */
function bruteForce(set: TrainingSet, D: number[]): number {
  let best = Infinity;
  for (const axis of [0, 1] as const) {
    const xs = Array.from(axis === 0 ? set.x1 : set.x2);
    const cands = [-10, 10];
    for (const a of xs) for (const b of xs) cands.push((a + b) / 2);
    for (const theta of cands)
      for (const sign of [1, -1] as const) {
        let e = 0;
        for (let i = 0; i < xs.length; i++) {
          const h = (xs[i] as number) > theta ? sign : -sign;
          if (h !== set.y[i]) e += D[i] as number;
        }
        best = Math.min(best, e);
      }
  }
  return best;
}

const smallSet = fc
  .array(
    fc.record({
      // A coarse grid, so equal values (ties) are common.
      a: fc.integer({ min: -4, max: 4 }),
      b: fc.integer({ min: -4, max: 4 }),
      y: fc.constantFrom(1, -1),
      w: fc.integer({ min: 0, max: 20 }),
    }),
    { minLength: 1, maxLength: 14 },
  )
  .filter((ps) => ps.some((p) => p.w > 0));

describe('the exact stump search', () => {
  it('finds the smallest weighted error a brute force over all thresholds finds', () => {
    fc.assert(
      fc.property(smallSet, (ps) => {
        const set: TrainingSet = {
          x1: Float64Array.from(ps, (p) => p.a / 4),
          x2: Float64Array.from(ps, (p) => p.b / 4),
          y: Int8Array.from(ps, (p) => p.y),
        };
        const total = ps.reduce((s, p) => s + p.w, 0);
        const D = ps.map((p) => p.w / total);
        const h = new StumpSearch(set).best(D);
        expect(h.error).toBeCloseTo(bruteForce(set, D), 12);
        // Its reported error is its own error, summed directly.
        expect(h.error).toBeCloseTo(weightedError(h, set, D), 15);
        expect(h.error).toBeLessThanOrEqual(0.5 + 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('puts every threshold between two distinct values, or outside them all', () => {
    expect(thresholds([0.5, -1, 0.5, 2])).toEqual([-2, -0.25, 1.25, 3]);
    // Adjacent doubles: the midpoint would round up onto the larger one.
    const a = 1;
    const b = 1 + Number.EPSILON;
    const [, mid] = thresholds([a, b]);
    expect(mid).toBeGreaterThanOrEqual(a);
    expect(mid).toBeLessThan(b);
  });

  it('predicts s to the right of θ and −s on it and to its left', () => {
    const h: Stump = { axis: 1, theta: 0.2, sign: -1 };
    expect(stumpPredict(h, 5, 0.3)).toBe(-1);
    expect(stumpPredict(h, 5, 0.2)).toBe(1);
  });

  it('splits a set one stump separates with error 0', () => {
    const set: TrainingSet = {
      x1: Float64Array.of(0, 0, 0, 0),
      x2: Float64Array.of(-0.5, -0.1, 0.3, 0.9),
      y: Int8Array.of(-1, -1, 1, 1),
    };
    const h = new StumpSearch(set).best([0.25, 0.25, 0.25, 0.25]);
    expect(h).toMatchObject({ axis: 1, sign: 1, error: 0 });
    expect(h.theta).toBeCloseTo(0.1, 12);
  });
});
