import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SampledSeries, SeriesSummary } from './series-summary';

describe('SeriesSummary', () => {
  it('keeps every bucket’s min and max, the first and the last point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
          minLength: 1,
          maxLength: 3000,
        }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('linear' as const, 'log' as const),
        fc.nat(),
        (ys, buckets, scale, cut) => {
          const T = ys.length;
          const t = 1 + (cut % T);
          const value = (s: number) => ys[s - 1] ?? NaN;
          const s = new SeriesSummary(T, buckets, scale);
          s.extend(T, value); // summarized further than shown: points(t) must not leak rounds past t
          const pts = s.points(t, value);
          expect(pts[0]).toEqual([1, ys[0]]);
          expect(pts[pts.length - 1]).toEqual([t, ys[t - 1]]);
          expect(pts.every(([r]) => r >= 1 && r <= t)).toBe(true);
          expect(pts.length).toBeLessThanOrEqual(2 * buckets + 2);
          const shown = ys.slice(0, t);
          expect(Math.max(...pts.map((p) => p[1]))).toBe(Math.max(...shown));
          expect(Math.min(...pts.map((p) => p[1]))).toBe(Math.min(...shown));
          // Rounds come in order.
          for (let i = 1; i < pts.length; i++)
            expect((pts[i] as [number, number])[0]).toBeGreaterThanOrEqual(
              (pts[i - 1] as [number, number])[0],
            );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('marks gaps where the series is not finite', () => {
    const s = new SeriesSummary(100, 10, 'linear');
    const pts = s.points(100, (t) => (t > 30 && t <= 60 ? NaN : t));
    expect(pts.some(([, v]) => Number.isNaN(v))).toBe(true);
  });

  it('gives, at every round a run steps or seeks to, the points a brute force gives', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { weight: 8, arbitrary: fc.double({ min: -1e3, max: 1e3, noNaN: true }) },
            { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity) },
          ),
          { minLength: 1, maxLength: 600 },
        ),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('linear' as const, 'log' as const),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        (ys, buckets, scale, stops) => {
          const T = ys.length;
          const value = (r: number) => ys[r - 1] ?? NaN;
          const summary = new SeriesSummary(T, buckets, scale);
          const sampled = new SampledSeries(T, buckets, scale);
          let t = 0;
          for (const stop of stops) {
            // Mostly forward, as a run plays; every third stop a seek anywhere.
            t = stop % 3 === 0 ? 1 + (stop % T) : Math.min(T, t + 1 + (stop % 50));
            expect(summary.points(t, value)).toEqual(bruteSummary(ys, buckets, scale, t));
            expect(sampled.points(t, value)).toEqual(bruteSampled(ys, buckets, scale, t));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The bucket of round r, from the definition: B equal spans of rounds, or of ln r. */
function bucketOfRound(r: number, T: number, B: number, scale: 'linear' | 'log'): number {
  const b =
    scale === 'log'
      ? Math.floor((Math.log(r) / Math.log(Math.max(2, T) + 1)) * B)
      : Math.floor(((r - 1) * B) / T);
  return Math.min(B - 1, Math.max(0, b));
}

/** Lowest and highest finite values (the first round of each, on ties) among `rounds`. */
function extremes(ys: readonly number[], rounds: readonly number[]): Array<[number, number]> {
  const finite = rounds.filter((r) => Number.isFinite(ys[r - 1]));
  if (finite.length === 0) return [];
  const v = (r: number) => ys[r - 1] as number;
  const lo = finite.reduce((a, r) => (v(r) < v(a) ? r : a));
  const hi = finite.reduce((a, r) => (v(r) > v(a) ? r : a));
  if (lo === hi) return [[lo, v(lo)]];
  return lo < hi
    ? [
        [lo, v(lo)],
        [hi, v(hi)],
      ]
    : [
        [hi, v(hi)],
        [lo, v(lo)],
      ];
}

/** Per-bucket extremes over rounds 1…t, every round looked at afresh. */
function bruteSummary(
  ys: readonly number[],
  B: number,
  scale: 'linear' | 'log',
  t: number,
): Array<[number, number]> {
  const T = ys.length;
  const rounds = Array.from({ length: t }, (_, i) => i + 1);
  const last = bucketOfRound(t, T, B, scale);
  const out: Array<[number, number]> = [[1, ys[0] as number]];
  for (let b = 0; b < last; b++) {
    const inB = rounds.filter((r) => bucketOfRound(r, T, B, scale) === b);
    const ext = extremes(ys, inB);
    const gap = inB.find((r) => !Number.isFinite(ys[r - 1]));
    if (ext.length) out.push(...ext);
    else if (gap !== undefined) out.push([gap, ys[gap - 1] as number]);
  }
  out.push(
    ...extremes(
      ys,
      rounds.filter((r) => bucketOfRound(r, T, B, scale) === last),
    ),
  );
  out.push([t, ys[t - 1] as number]);
  return out;
}

/** One sample per bucket before t's, at the last round not past that bucket. */
function bruteSampled(
  ys: readonly number[],
  B: number,
  scale: 'linear' | 'log',
  t: number,
): Array<[number, number]> {
  const T = ys.length;
  const last = bucketOfRound(t, T, B, scale);
  const out: Array<[number, number]> = [[1, ys[0] as number]];
  for (let b = 0; b < last; b++) {
    let r = 1;
    for (let s = 1; s <= T; s++) if (bucketOfRound(s, T, B, scale) <= b) r = s;
    out.push([r, ys[r - 1] as number]);
  }
  out.push([t, ys[t - 1] as number]);
  return out;
}
