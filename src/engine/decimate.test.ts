import { describe, expect, it } from 'vitest';
import { decimate } from './decimate';

/** A deterministic pseudo-random walk (no Math.random in tests either: reproducible failures). */
function walk(n: number, seed = 1): Float64Array {
  const y = new Float64Array(n);
  let s = seed >>> 0;
  let v = 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    v += s / 2 ** 32 - 0.5;
    y[i] = v;
  }
  return y;
}

const at = (y: Float64Array) => (t: number) => y[t - 1] as number;

describe('decimate', () => {
  it('returns nothing for n = 0 and the single point for n = 1', () => {
    expect(decimate(0, () => 5, 10, 'linear')).toEqual([]);
    expect(decimate(1, () => 5, 10, 'linear')).toEqual([[1, 5]]);
    expect(decimate(1, () => 5, 10, 'log')).toEqual([[1, 5]]);
  });

  it('keeps every point when they already fit', () => {
    const y = walk(20);
    const out = decimate(20, at(y), 10, 'linear');
    expect(out).toHaveLength(20);
    out.forEach(([t, v], i) => {
      expect(t).toBe(i + 1);
      expect(v).toBe(y[i]);
    });
  });

  it('preserves the min and max of every linear bucket, keeps first and last, bounds the length', () => {
    const B = 50;
    const k = 37;
    const n = 2 + (B - 1) * k; // rounds 2..n−1 split into B − 1 blocks of k rounds
    const y = walk(n, 7);
    const out = decimate(n, at(y), B, 'linear');
    expect(out.length).toBeLessThanOrEqual(2 * B);
    expect(out[0]).toEqual([1, y[0]]);
    expect(out[out.length - 1]).toEqual([n, y[n - 1]]);
    const ts = new Set(out.map(([t]) => t));
    for (let b = 0; b < B - 1; b++) {
      let minT = -1;
      let maxT = -1;
      for (let t = 2 + b * k; t < 2 + (b + 1) * k; t++) {
        const v = y[t - 1] as number;
        if (minT < 0 || v < (y[minT - 1] as number)) minT = t;
        if (maxT < 0 || v > (y[maxT - 1] as number)) maxT = t;
      }
      expect(ts.has(minT), `bucket ${b} min at ${minT}`).toBe(true);
      expect(ts.has(maxT), `bucket ${b} max at ${maxT}`).toBe(true);
    }
    // Every output point is a real point of the series, in increasing round order.
    for (let i = 0; i < out.length; i++) {
      const [t, v] = out[i] as [number, number];
      expect(v).toBe(y[t - 1]);
      if (i > 0) expect(t).toBeGreaterThan((out[i - 1] as [number, number])[0]);
    }
  });

  it('keeps isolated spikes anywhere on a log axis', () => {
    const n = 100_000;
    const spikes = [2, 3, 17, 999, 5_000, 54_321, 99_999];
    const isSpike = new Set(spikes);
    const out = decimate(n, (t) => (isSpike.has(t) ? 1000 : -(t % 3)), 64, 'log');
    expect(out.length).toBeLessThanOrEqual(128);
    const ts = new Set(out.map(([t]) => t));
    for (const s of spikes) expect(ts.has(s), `spike at ${s}`).toBe(true);
    expect(out[0]?.[0]).toBe(1);
    expect(out[out.length - 1]?.[0]).toBe(n);
    // Log buckets are narrow at the start: the early rounds are all kept.
    for (let t = 1; t <= 5; t++) expect(ts.has(t)).toBe(true);
  });

  it('marks a bucket with no finite value as a gap and ignores non-finite values elsewhere', () => {
    const n = 10_000;
    const v = (t: number) => (t > 4_000 && t <= 6_000 ? NaN : t === 100 ? Infinity : t);
    const out = decimate(n, v, 20, 'linear');
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out.some(([t, y]) => Number.isNaN(y) && t > 4_000 && t <= 6_000)).toBe(true);
    expect(out.some(([, y]) => y === Infinity)).toBe(false);
    // Outside the gap, the finite max of the whole series is kept.
    expect(out.some(([t, y]) => t === n && y === n)).toBe(true);
  });

  it('handles 10^6 rounds quickly on both scales', () => {
    const n = 1_000_000;
    const y = walk(n, 3);
    const f = at(y);
    for (const scale of ['linear', 'log'] as const) {
      const start = performance.now();
      const out = decimate(n, f, 600, scale);
      const ms = performance.now() - start;
      expect(out.length).toBeLessThanOrEqual(1200);
      expect(out.length).toBeGreaterThan(100);
      expect(out[0]).toEqual([1, y[0]]);
      expect(out[out.length - 1]).toEqual([n, y[n - 1]]);
      let max = -Infinity;
      let min = Infinity;
      for (let i = 0; i < n; i++) {
        max = Math.max(max, y[i] as number);
        min = Math.min(min, y[i] as number);
      }
      expect(Math.max(...out.map(([, v]) => v))).toBe(max);
      expect(Math.min(...out.map(([, v]) => v))).toBe(min);
      expect(ms).toBeLessThan(500);
    }
  });

  it('treats fewer than one bucket as one: first and last only', () => {
    const out = decimate(10, (t) => t * 2, 0, 'linear');
    expect(out).toEqual([
      [1, 2],
      [10, 20],
    ]);
  });
});
