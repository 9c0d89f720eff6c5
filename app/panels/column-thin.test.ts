import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { thinToColumns } from './column-thin';

const isFin = (v: number): boolean => Number.isFinite(v);

/**
 * The reference: the input cut into runs of consecutive finite points of one column (a gap, or a
 * point in no column, ends a run and stands alone), each run's lowest and highest value.
 */
function runsOf(
  points: ReadonlyArray<readonly [number, number]>,
  column: (x: number) => number,
): Array<{ idx: number[]; alone: boolean }> {
  const runs: Array<{ idx: number[]; alone: boolean }> = [];
  points.forEach(([x, v], i) => {
    const c = Math.floor(column(x));
    if (!isFin(v) || !isFin(c)) {
      runs.push({ idx: [i], alone: true });
      return;
    }
    const prev = runs[runs.length - 1];
    const prevP = prev && !prev.alone ? points[prev.idx[prev.idx.length - 1] as number] : null;
    if (prev && prevP && Math.floor(column(prevP[0])) === c) prev.idx.push(i);
    else runs.push({ idx: [i], alone: false });
  });
  return runs;
}

const value = fc.oneof(
  { weight: 8, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity) },
);

describe('thinToColumns', () => {
  it('keeps each column run’s lowest and highest point in order, every gap and the last point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), value), { maxLength: 300 }),
        fc.double({ min: 0.01, max: 3, noNaN: true }),
        (raw, perRound) => {
          // Rounds in order, as a chart's series are; the column function is the chart's x scale.
          const points = raw
            .map(([x, v]) => [x, v] as [number, number])
            .sort((a, b) => a[0] - b[0]);
          const column = (x: number): number => 40 + x * perRound;
          const out = thinToColumns(points, column);
          // A subsequence of the input, by identity and in order.
          const at = out.map((p) => points.indexOf(p));
          expect(at.every((i) => i >= 0)).toBe(true);
          for (let k = 1; k < at.length; k++)
            expect(at[k] as number).toBeGreaterThan(at[k - 1] as number);
          if (points.length > 0) expect(out[out.length - 1]).toBe(points[points.length - 1]);
          const kept = new Set(at);
          for (const run of runsOf(points, column)) {
            const mine = run.idx.filter((i) => kept.has(i));
            if (run.alone) {
              expect(mine).toEqual(run.idx);
              continue;
            }
            const vals = run.idx.map((i) => (points[i] as [number, number])[1]);
            const got = mine.map((i) => (points[i] as [number, number])[1]);
            expect(got).toContain(Math.min(...vals));
            expect(got).toContain(Math.max(...vals));
            // Two points a column at most, three when the series' last point ends this run.
            const lastHere = run.idx.includes(points.length - 1) ? 1 : 0;
            expect(mine.length).toBeLessThanOrEqual(2 + lastHere);
          }
        },
      ),
    );
  });

  it('halves a phone chart’s points: four a column in, two out', () => {
    // 600 buckets' min and max over a 300-pixel plot, as a phone draws a laptop-sized summary.
    const points: Array<[number, number]> = [];
    for (let b = 0; b < 600; b++)
      points.push([b * 10 + 1, Math.sin(b)], [b * 10 + 6, -Math.sin(b)]);
    const out = thinToColumns(points, (x) => x / 20);
    expect(points).toHaveLength(1200);
    // 300 columns, two points each, and the last point.
    expect(out.length).toBeLessThanOrEqual(601);
    expect(out.length).toBeGreaterThanOrEqual(599);
  });

  it('breaks the line where the series does, and keeps what maps to no column', () => {
    const points: Array<[number, number]> = [
      [1, 1],
      [2, 5],
      [3, NaN],
      [4, 2],
      [5, 3],
    ];
    expect(thinToColumns(points, () => 0)).toEqual([
      [1, 1],
      [2, 5],
      [3, NaN],
      [4, 2],
      [5, 3],
    ]);
    const none = thinToColumns(points, () => NaN);
    expect(none).toEqual(points);
    expect(thinToColumns([], (x) => x)).toEqual([]);
  });
});
