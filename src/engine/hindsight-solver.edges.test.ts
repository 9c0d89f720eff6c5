import { describe, expect, it } from 'vitest';
import { parseRowsCsv } from '../data/rows-csv';
import { bestInHindsight, lossOf, type HindsightData, type HindsightSet } from './hindsight-solver';
import { ell, referenceMin, toData } from './hindsight-reference';
import { Rng } from './rng';
import { LOSSES, wellFormed } from './hindsight-solver.arbitraries';

describe('bestInHindsight: degenerate data', () => {
  const sets: HindsightSet[] = [
    { kind: 'ball', U: 1 },
    { kind: 'ball', U: 0 },
    { kind: 'simplex' },
  ];

  it('no rows: value 0, gap 0, the starting point', () => {
    for (const loss of LOSSES)
      for (const set of sets) {
        const data: HindsightData = {
          n: 3,
          rows: 0,
          x: new Float64Array(0),
          y: new Float64Array(0),
        };
        const r = bestInHindsight(data, loss, set);
        expect(r).toEqual({
          u: set.kind === 'ball' ? new Float64Array(3) : new Float64Array(3).fill(1 / 3),
          value: 0,
          lower: 0,
          gap: 0,
          iterations: 0,
        });
      }
    // No features on the ball: u is the empty vector.
    const r = bestInHindsight(
      { n: 0, rows: 0, x: new Float64Array(0), y: new Float64Array(0) },
      'hinge',
      { kind: 'ball', U: 1 },
    );
    expect(r.u.length).toBe(0);
    expect(r.gap).toBe(0);
  });

  it('all-zero features: f is constant, certified exactly (no NaN)', () => {
    for (const loss of LOSSES)
      for (const set of sets)
        for (const n of [1, 4]) {
          const y = Float64Array.of(1, -1, 0, 2.5, -0.5);
          const data: HindsightData = { n, rows: 5, x: new Float64Array(5 * n), y };
          const r = bestInHindsight(data, loss, set);
          wellFormed(r, data, loss, set);
          const want = Array.from(y).reduce((s, v) => s + ell(loss, v, 0), 0);
          expect(r.value).toBe(want);
          expect(r.gap).toBeLessThanOrEqual(1e-12 * Math.max(1, want));
        }
  });

  it('no features on the ball: f is the constant Σ ℓ(y, 0)', () => {
    for (const loss of LOSSES) {
      const data: HindsightData = {
        n: 0,
        rows: 3,
        x: new Float64Array(0),
        y: Float64Array.of(1, -2, 0.5),
      };
      const r = bestInHindsight(data, loss, { kind: 'ball', U: 1 });
      wellFormed(r, data, loss, { kind: 'ball', U: 1 });
      expect(r.gap).toBeLessThanOrEqual(1e-12 * Math.max(1, r.value));
    }
  });

  it('a zero radius and a one-point simplex leave a single candidate', () => {
    const data: HindsightData = {
      n: 1,
      rows: 3,
      x: Float64Array.of(1, -2, 3),
      y: Float64Array.of(1, 1, -1),
    };
    for (const loss of LOSSES) {
      const zero = bestInHindsight(data, loss, { kind: 'ball', U: 0 });
      expect(Array.from(zero.u)).toEqual([0]);
      expect(zero.gap).toBeLessThanOrEqual(1e-12 * Math.max(1, zero.value));
      const one = bestInHindsight(data, loss, { kind: 'simplex' });
      expect(Array.from(one.u)).toEqual([1]);
      expect(one.value).toBe(lossOf(data, loss, [1]));
      expect(one.gap).toBeLessThanOrEqual(1e-12 * Math.max(1, one.value));
    }
  });

  it('repeated rows, a perfect fit, huge and tiny scales: finite and certified', () => {
    const fit = {
      rows: [
        [1, 2],
        [1, 2],
        [3, -1],
        [0, 1],
      ],
      y: [5, 5, 1, 2],
    };
    // u = (1, 2) fits exactly and has norm √5.
    for (const loss of ['squared', 'absolute'] as const) {
      const r = bestInHindsight(toData(fit, 2), loss, { kind: 'ball', U: 3 });
      expect(r.value).toBeLessThanOrEqual(1e-9);
      expect(r.lower).toBe(0);
    }
    for (const k of [1e-150, 1e-8, 1e8, 1e100]) {
      const t = {
        rows: [
          [k, 0],
          [0, k],
          [k, k],
        ],
        y: [1, -1, 1],
      };
      for (const loss of LOSSES)
        for (const set of [{ kind: 'ball', U: 1 / k } as const, { kind: 'simplex' } as const]) {
          const data = toData(t, 2);
          const r = bestInHindsight(data, loss, set);
          wellFormed(r, data, loss, set);
          expect(Number.isFinite(r.value)).toBe(true);
          const ref = referenceMin(t, loss, set, 2);
          expect(r.lower).toBeLessThanOrEqual(ref + 1e-9 * (1 + ref));
        }
    }
  });
});

describe('bestInHindsight: options and inputs', () => {
  const rng = new Rng(7);
  const n = 5;
  const T = 60;
  const data: HindsightData = {
    n,
    rows: T,
    x: Float64Array.from({ length: T * n }, () => rng.uniform(-1, 1)),
    y: Float64Array.from({ length: T }, () => (rng.next() < 0.5 ? -1 : 1)),
  };

  it('is deterministic', () => {
    for (const loss of LOSSES) {
      const a = bestInHindsight(data, loss, { kind: 'ball', U: 2 });
      const b = bestInHindsight(data, loss, { kind: 'ball', U: 2 });
      expect(b).toEqual(a);
    }
  });

  it('maxIterations 0 certifies the starting point', () => {
    const r = bestInHindsight(data, 'hinge', { kind: 'simplex' }, { maxIterations: 0 });
    expect(r.iterations).toBe(0);
    expect(Array.from(r.u)).toEqual(new Array(n).fill(1 / n));
    expect(r.value).toBe(lossOf(data, 'hinge', r.u));
    expect(r.lower).toBeLessThanOrEqual(r.value);
  });

  it('tolerance: a loose one stops sooner, with the gap it promised', () => {
    for (const loss of LOSSES) {
      const tight = bestInHindsight(data, loss, { kind: 'ball', U: 3 }, { tolerance: 1e-10 });
      const loose = bestInHindsight(data, loss, { kind: 'ball', U: 3 }, { tolerance: 0.05 });
      expect(loose.iterations).toBeLessThanOrEqual(tight.iterations);
      expect(loose.gap).toBeLessThanOrEqual(0.05 * Math.max(1, loose.value) * (1 + 1e-9));
      expect(tight.value).toBeLessThanOrEqual(loose.value + 1e-12);
    }
  });

  it('budgetMs stops the search', () => {
    const r = bestInHindsight(
      data,
      'absolute',
      { kind: 'ball', U: 3 },
      { budgetMs: 0, tolerance: 0 },
    );
    expect(r.iterations).toBe(0);
    expect(r.lower).toBeLessThanOrEqual(r.value);
  });

  it('rejects malformed inputs', () => {
    const ok: HindsightData = { n: 2, rows: 1, x: Float64Array.of(1, 2), y: Float64Array.of(1) };
    const ball = { kind: 'ball', U: 1 } as const;
    expect(() => bestInHindsight({ ...ok, x: Float64Array.of(1) }, 'squared', ball)).toThrow(
      RangeError,
    );
    expect(() => bestInHindsight({ ...ok, y: new Float64Array(0) }, 'squared', ball)).toThrow(
      RangeError,
    );
    expect(() => bestInHindsight({ ...ok, n: 1.5 }, 'squared', ball)).toThrow(RangeError);
    expect(() => bestInHindsight({ ...ok, rows: -1 }, 'squared', ball)).toThrow(RangeError);
    expect(() => bestInHindsight({ ...ok, x: Float64Array.of(1, NaN) }, 'squared', ball)).toThrow(
      /x\[1\]/,
    );
    expect(() => bestInHindsight({ ...ok, y: Float64Array.of(Infinity) }, 'squared', ball)).toThrow(
      /y\[0\]/,
    );
    for (const U of [-1, NaN, Infinity])
      expect(() => bestInHindsight(ok, 'squared', { kind: 'ball', U })).toThrow(RangeError);
    expect(() =>
      bestInHindsight(
        { n: 0, rows: 0, x: new Float64Array(0), y: new Float64Array(0) },
        'squared',
        { kind: 'simplex' },
      ),
    ).toThrow(RangeError);
  });

  it('reads what parseRowsCsv returns', () => {
    const parsed = parseRowsCsv('x1,x2,label\n2,1,1\n1,3,1\n-2,-1,-1\n-1,-2,-1\n0.5,0.5,-1\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.labels).toBe(true);
    for (const loss of LOSSES) {
      const r = bestInHindsight(parsed, loss, { kind: 'ball', U: 2 });
      wellFormed(r, parsed, loss, { kind: 'ball', U: 2 });
      const t = {
        rows: [
          [2, 1],
          [1, 3],
          [-2, -1],
          [-1, -2],
          [0.5, 0.5],
        ],
        y: [1, 1, -1, -1, -1],
      };
      const ref = referenceMin(t, loss, { kind: 'ball', U: 2 }, 2);
      expect(r.value).toBeCloseTo(ref, 8);
      expect(r.gap).toBeLessThanOrEqual(1e-8 * Math.max(1, r.value));
    }
  });

  it('a 10⁵-value squared-loss problem is quick', () => {
    const big = new Rng(99);
    const m = 20;
    const rows = 5000;
    const x = Float64Array.from({ length: rows * m }, () => big.uniform(-1, 1));
    const y = Float64Array.from(
      { length: rows },
      (_, s) => (x[s * m] as number) + 0.1 * big.uniform(-1, 1),
    );
    const t0 = performance.now();
    const r = bestInHindsight({ n: m, rows, x, y }, 'squared', { kind: 'ball', U: 1 });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(r.gap).toBeLessThanOrEqual(1e-6 * Math.max(1, r.value));
    expect(r.u[0]).toBeCloseTo(1, 2);
  });
});
