import { describe, expect, it } from 'vitest';
import { MAX_TRAIL_VERTICES, RECENT, decimateTrail, trailLength } from './trail-decimation';

const pairs = (flat: number[]): Array<[number, number]> => {
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] as number, flat[i + 1] as number]);
  return out;
};

/** A spiral converging to (0.5, 0.2): w_k for k = 0 … n − 1, w_0 = 0. */
function spiral(n: number) {
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let k = 1; k < n; k++) {
    const r = 1 / Math.sqrt(k);
    x[k] = 0.5 + r * Math.cos(k * 0.7);
    y[k] = 0.2 + r * Math.sin(k * 0.7);
  }
  return { x, y, count: n - 1 };
}

describe('decimateTrail', () => {
  it('reads w_0 … w_count, bounded by the arrays', () => {
    expect(trailLength({ x: [0, 1, 2], y: [0, 1, 2], count: 2 })).toBe(3);
    expect(trailLength({ x: [0, 1, 2], y: [0, 1, 2], count: 9 })).toBe(3);
    expect(trailLength({ x: [0, 1, 2], y: [0, 1], count: 9 })).toBe(2);
    expect(trailLength({ x: [0, 1], y: [0, 1], count: -1 })).toBe(0);
    expect(trailLength({ x: [0, 1], y: [0, 1], count: NaN })).toBe(0);
    expect(decimateTrail({ x: [0, 1, 2], y: [0, 3, 4], count: 1 }).recent).toEqual([0, 0, 1, 3]);
  });

  it('keeps a short trail in full', () => {
    const t = spiral(50);
    const p = decimateTrail(t);
    expect(p.old).toEqual([]);
    expect(p.recent).toHaveLength(100);
  });

  it('draws 10⁵ rounds with a bounded number of vertices, the last RECENT steps in full', () => {
    const t = spiral(100_001);
    const p = decimateTrail(t);
    const n = (p.old.length + p.recent.length) / 2;
    expect(n).toBeLessThanOrEqual(MAX_TRAIL_VERTICES);
    expect(p.recent.length / 2).toBe(RECENT + 1);
    // It ends at w_count, and the old part starts at w_0 and joins the recent part.
    expect(p.recent.slice(-2)).toEqual([t.x[100_000], t.y[100_000]]);
    expect(p.old.slice(0, 2)).toEqual([0, 0]);
    expect(p.old.slice(-2)).toEqual(p.recent.slice(0, 2));
    // A million rounds: the same bound.
    const big = decimateTrail(spiral(1_000_001));
    expect((big.old.length + big.recent.length) / 2).toBeLessThanOrEqual(MAX_TRAIL_VERTICES);
  });

  it('keeps both ends of an alternating trail in the old part as in the recent one', () => {
    const n = 50_001;
    const x = Float64Array.from({ length: n }, (_, k) => (k === 0 ? 0 : k % 2 ? -1 : 1));
    const y = new Float64Array(n);
    const p = decimateTrail({ x, y, count: n - 1 });
    const oldXs = new Set(pairs(p.old).map((q) => q[0]));
    expect(oldXs.has(-1) && oldXs.has(1)).toBe(true);
    const recentXs = pairs(p.recent).map((q) => q[0]);
    expect(recentXs.slice(-2)).toEqual([-1, 1]); // w_{t−1} = (−1, 0), w_t = (1, 0)
  });

  it('skips NaN and infinite points', () => {
    const n = 3000;
    const t = spiral(n);
    for (let k = 5; k < n; k += 7) t.x[k] = NaN;
    t.y[n - 2] = Infinity;
    const p = decimateTrail(t);
    for (const v of [...p.old, ...p.recent]) expect(Number.isFinite(v)).toBe(true);
    expect(p.recent.slice(-2)).toEqual([t.x[n - 1], t.y[n - 1]]);
  });
});
