import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeriesSummary } from './series-summary';

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
});
