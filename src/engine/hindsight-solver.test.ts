import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestInHindsight, lossOf, type HindsightData, type HindsightSet } from './hindsight-solver';
import { F, gridMin, referenceMin, ridge, toData } from './hindsight-reference';
import { Rng } from './rng';
import { LOSSES, coord, problem, radius, table, wellFormed } from './hindsight-solver.arbitraries';

describe('lossOf', () => {
  it('is Σ ℓ(y_s, u·x_s), for every loss', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              table(n, 'hinge'),
              fc.array(coord, { minLength: n, maxLength: n }),
            ),
          ),
        ([n, t, u]) => {
          const data = toData(t, n);
          for (const loss of LOSSES) {
            const want = F(t, loss, u);
            expect(lossOf(data, loss, u)).toBeCloseTo(want, 10);
          }
        },
      ),
    );
  });

  it('checks the shapes', () => {
    const data: HindsightData = { n: 2, rows: 1, x: Float64Array.of(1, 2), y: Float64Array.of(1) };
    expect(lossOf(data, 'squared', [1, 1])).toBe(4);
    expect(lossOf(data, 'absolute', [1, 1])).toBe(2);
    expect(lossOf(data, 'hinge', [1, 1])).toBe(0);
    expect(lossOf(data, 'hinge', [-1, 0.5])).toBe(1);
    expect(() => lossOf(data, 'squared', [1])).toThrow(RangeError);
    expect(() => lossOf({ ...data, rows: 2 }, 'squared', [1, 1])).toThrow(RangeError);
  });
});

describe('bestInHindsight: closed forms', () => {
  it('1-D squared loss on the ball: the least-squares solution, clamped', () => {
    fc.assert(
      fc.property(table(1, 'squared', 1), radius, ({ rows, y }, U) => {
        const t = { rows, y };
        const data = toData(t, 1);
        const r = bestInHindsight(data, 'squared', { kind: 'ball', U });
        wellFormed(r, data, 'squared', { kind: 'ball', U });
        let sxx = 0;
        let sxy = 0;
        rows.forEach((row, s) => {
          sxx += (row[0] as number) ** 2;
          sxy += (row[0] as number) * (y[s] as number);
        });
        const star = sxx > 0 ? Math.min(U, Math.max(-U, sxy / sxx)) : 0;
        const fStar = F(t, 'squared', [star]);
        const slack = 1e-9 * (1 + fStar);
        expect(r.lower).toBeLessThanOrEqual(fStar + slack);
        expect(r.value).toBeLessThanOrEqual(fStar + r.gap + slack);
        expect(r.gap).toBeLessThanOrEqual(1e-8 * Math.max(1, r.value));
        // f is Σx²-strongly convex and star is its minimiser on [−U, U]: f(u) − f* ≥ Σx²(u − star)².
        if (sxx > 0)
          expect(Math.abs((r.u[0] as number) - star)).toBeLessThanOrEqual(
            Math.sqrt((r.value - fStar + slack) / sxx) + 1e-12,
          );
      }),
      { numRuns: 300 },
    );
  });

  it('1-D absolute loss with x ≡ 1: the median, clamped', () => {
    fc.assert(
      fc.property(fc.array(coord, { minLength: 1, maxLength: 15 }), radius, (ys, U) => {
        const t = { rows: ys.map(() => [1]), y: ys };
        const data = toData(t, 1);
        const r = bestInHindsight(data, 'absolute', { kind: 'ball', U });
        wellFormed(r, data, 'absolute', { kind: 'ball', U });
        const sorted = [...ys].sort((p, q) => p - q);
        const median = sorted[Math.floor((sorted.length - 1) / 2)] as number;
        const fStar = F(t, 'absolute', [Math.min(U, Math.max(-U, median))]);
        expect(r.lower).toBeLessThanOrEqual(fStar + 1e-12 * (1 + fStar));
        expect(r.value).toBeLessThanOrEqual(fStar + 1e-8 * Math.max(1, fStar));
      }),
      { numRuns: 300 },
    );
  });

  it('separable data with a margin: hinge loss 0, certified', () => {
    const t = {
      rows: [
        [2, 1],
        [1, 3],
        [-2, -1],
        [-1, -2],
      ],
      y: [1, 1, -1, -1],
    };
    const data = toData(t, 2);
    const r = bestInHindsight(data, 'hinge', { kind: 'ball', U: 10 });
    wellFormed(r, data, 'hinge', { kind: 'ball', U: 10 });
    expect(r.value).toBeLessThanOrEqual(1e-9);
    expect(r.lower).toBe(0);
  });

  it('a well-conditioned squared-loss problem: gap ≤ 1e-6 relative, and the ridge reference', () => {
    const rng = new Rng(2024);
    const n = 10;
    const T = 300;
    const wStar = Array.from({ length: n }, () => rng.uniform(-1, 1));
    const rows = Array.from({ length: T }, () =>
      Array.from({ length: n }, () => rng.uniform(-1, 1)),
    );
    const y = rows.map(
      (row) => row.reduce((s, v, i) => s + v * (wStar[i] as number), 0) + rng.uniform(-0.3, 0.3),
    );
    const t = { rows, y };
    const data = toData(t, n);
    const ls = ridge(t, n, 0);
    const lsNorm = Math.hypot(...ls);
    for (const U of [0.5 * lsNorm, 2 * lsNorm]) {
      const set: HindsightSet = { kind: 'ball', U };
      const r = bestInHindsight(data, 'squared', set);
      wellFormed(r, data, 'squared', set);
      expect(r.gap).toBeLessThanOrEqual(1e-6 * Math.max(1, r.value));
      expect(r.iterations).toBeLessThan(500);
      // The reference: the least-squares solution inside the ball, else the ridge solution whose
      // norm is U (bisection on the multiplier).
      let ref = ls;
      if (lsNorm > U) {
        let lo = 0;
        let hi = 1;
        while (Math.hypot(...ridge(t, n, hi)) > U) hi *= 2;
        for (let k = 0; k < 200; k++) {
          const mid = (lo + hi) / 2;
          if (Math.hypot(...ridge(t, n, mid)) > U) lo = mid;
          else hi = mid;
        }
        ref = ridge(t, n, hi);
      }
      const fRef = F(t, 'squared', ref);
      expect(r.lower).toBeLessThanOrEqual(fRef + 1e-9 * fRef);
      expect(r.value).toBeLessThanOrEqual(fRef + 1e-6 * fRef);
      for (let i = 0; i < n; i++) expect(r.u[i]).toBeCloseTo(ref[i] as number, 4);
    }
    const r = bestInHindsight(data, 'squared', { kind: 'simplex' });
    wellFormed(r, data, 'squared', { kind: 'simplex' });
    expect(r.gap).toBeLessThanOrEqual(1e-6 * Math.max(1, r.value));
  });
});

describe('bestInHindsight: the piecewise-linear losses are solved, not just bounded', () => {
  it('absolute and hinge losses on 200 × 5 data: gap at rounding level within a few hundred steps', () => {
    const rng = new Rng(31);
    const n = 5;
    const T = 200;
    const x = Float64Array.from({ length: T * n }, () => rng.uniform(-1, 1));
    const reals = Float64Array.from({ length: T }, () => rng.uniform(-1, 1));
    const labels = Float64Array.from({ length: T }, () => (rng.next() < 0.5 ? -1 : 1));
    const sets: HindsightSet[] = [
      { kind: 'ball', U: 0.5 },
      { kind: 'ball', U: 100 },
      { kind: 'simplex' },
    ];
    for (const loss of ['absolute', 'hinge'] as const)
      for (const set of sets) {
        const data = { n, rows: T, x, y: loss === 'hinge' ? labels : reals };
        const r = bestInHindsight(data, loss, set);
        wellFormed(r, data, loss, set);
        expect(r.gap).toBeLessThanOrEqual(1e-9 * Math.max(1, r.value));
        expect(r.iterations).toBeLessThan(1000);
      }
  });
});

describe('bestInHindsight: against brute force', () => {
  it('2-D, every loss, ball and simplex: value ≤ grid minimum + gap, lower ≤ grid minimum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOSSES),
        fc.boolean(),
        radius,
        fc.constantFrom(...LOSSES).chain((l) => table(2, l, 1)),
        (loss, ball, U, t) => {
          const set: HindsightSet = ball ? { kind: 'ball', U } : { kind: 'simplex' };
          const data = toData(t, 2);
          const r = bestInHindsight(data, loss, set);
          wellFormed(r, data, loss, set);
          const grid = gridMin(t, loss, set, 2);
          const slack = 1e-9 * (1 + grid);
          expect(r.value).toBeLessThanOrEqual(grid + r.gap + slack);
          expect(r.lower).toBeLessThanOrEqual(grid + slack);
          // Small problems are solved, not just bounded.
          expect(r.gap).toBeLessThanOrEqual(1e-6 * Math.max(1, r.value));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('matches the nested-ternary minimum to within its gap', () => {
    fc.assert(
      fc.property(problem, ({ loss, set, n, t }) => {
        const data = toData(t, n);
        const r = bestInHindsight(data, loss, set);
        wellFormed(r, data, loss, set);
        const ref = referenceMin(t, loss, set, n);
        const slack = 1e-9 * (1 + ref);
        expect(r.lower).toBeLessThanOrEqual(ref + slack);
        expect(r.value).toBeLessThanOrEqual(ref + r.gap + slack);
        expect(r.value).toBeGreaterThanOrEqual(ref - slack);
        expect(r.gap).toBeLessThanOrEqual(1e-6 * Math.max(1, r.value));
      }),
      { numRuns: 300 },
    );
  });

  it('the certificate holds however early the solver stops', () => {
    fc.assert(
      fc.property(problem, fc.constantFrom(0, 1, 2, 3, 5, 8, 20, 60), ({ loss, set, n, t }, k) => {
        const data = toData(t, n);
        const r = bestInHindsight(data, loss, set, { maxIterations: k });
        wellFormed(r, data, loss, set);
        expect(r.iterations).toBeLessThanOrEqual(k);
        const ref = referenceMin(t, loss, set, n);
        expect(r.lower).toBeLessThanOrEqual(ref + 1e-9 * (1 + ref));
        expect(r.value).toBeGreaterThanOrEqual(ref - 1e-9 * (1 + ref));
      }),
      { numRuns: 400 },
    );
  });

  it('in more dimensions, lower never exceeds f anywhere in C', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            loss: fc.constantFrom(...LOSSES),
            ball: fc.boolean(),
            U: radius,
            t: fc.constantFrom(...LOSSES).chain((l) => table(n, l)),
            k: fc.constantFrom(1, 4, 30, 10_000),
            seed: fc.nat(),
          }),
        ),
        ({ n, loss, ball, U, t, k, seed }) => {
          const set: HindsightSet = ball ? { kind: 'ball', U } : { kind: 'simplex' };
          const data = toData(t, n);
          const r = bestInHindsight(data, loss, set, { maxIterations: k });
          wellFormed(r, data, loss, set);
          const rng = new Rng(seed);
          // Random points of C, the vertices of the simplex, and the solver's own point.
          const points: number[][] = [Array.from(r.u)];
          for (let j = 0; j < 200; j++) {
            const v = Array.from({ length: n }, () =>
              ball ? rng.uniform(-1, 1) : -Math.log(1 - rng.next()),
            );
            const norm = ball
              ? Math.hypot(...v) / (U * Math.sqrt(rng.next()))
              : v.reduce((s, q) => s + q, 0);
            points.push(v.map((q) => (norm > 0 ? q / norm : 0)));
          }
          if (!ball)
            for (let i = 0; i < n; i++)
              points.push(Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
          for (const p of points) {
            const f = F(t, loss, p);
            expect(r.lower).toBeLessThanOrEqual(f + 1e-9 * (1 + f));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
