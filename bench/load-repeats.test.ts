import { describe, expect, it } from 'vitest';
import { DEFAULT_LOADS, describeRepeatedLoads, loadsWanted, repeatedLoads } from './load-repeats';

describe('repeatedLoads', () => {
  it('takes the median, the range and the longest of the loads’ counts', () => {
    // Five loads: counts 2, 0, 3, 1, 8; the longest of each 70, 0, 90, 55, 120.
    const r = repeatedLoads([
      { longTasks: [70, 51], firstRoundAt: 900 },
      { longTasks: [], firstRoundAt: 700 },
      { longTasks: [60, 90, 50], firstRoundAt: 1000 },
      { longTasks: [55], firstRoundAt: 800 },
      { longTasks: [50, 50, 50, 50, 50, 50, 50, 120], firstRoundAt: null },
    ]);
    // Sorted counts 0 1 2 3 8: the middle one is 2. Longest 0 55 70 90 120: 70. First rounds
    // drawn 700 800 900 1000: rank ⌊0.5·4⌋ = 2, 900 (the bench's one quantile, quantile.ts).
    expect(r).toEqual({
      loads: 5,
      loadLongTasksMedian: 2,
      loadLongTasksMin: 0,
      loadLongTasksMax: 8,
      loadLongestTaskMedianMs: 70,
      firstRoundMedianMs: 900,
    });
    expect(describeRepeatedLoads(r)).toBe(
      '  over 5 loads (this one and 4 more): tasks ≥ 50 ms before the first drawn round median 2 ' +
        '(0–8), the longest a median 70 ms; first round drawn at a median 900 ms',
    );
  });

  it('says so when every load counted the same, and when none drew its first round', () => {
    const r = repeatedLoads([
      { longTasks: [], firstRoundAt: null },
      { longTasks: [], firstRoundAt: null },
    ]);
    expect(r.firstRoundMedianMs).toBeNull();
    expect(describeRepeatedLoads(r)).toBe(
      '  over 2 loads (this one and 1 more): tasks ≥ 50 ms before the first drawn round 0 in ' +
        'every load, the longest a median 0 ms; no first round drawn',
    );
  });

  it('names the end of a load as it is told: the floor page loads to its first frame', () => {
    // Three loads: counts 1, 0, 1; the longest of each 57, 0, 62; first frames 180, 240, 200.
    const r = repeatedLoads([
      { longTasks: [57], firstRoundAt: 180 },
      { longTasks: [], firstRoundAt: 240 },
      { longTasks: [62], firstRoundAt: 200 },
    ]);
    const words = { until: 'its first frame', reached: 'first frame' };
    // Counts sorted 0 1 1, longest 0 57 62, frames 180 200 240: the middle ones.
    expect(describeRepeatedLoads(r, words)).toBe(
      '  over 3 loads (this one and 2 more): tasks ≥ 50 ms before its first frame median 1 (0–1), ' +
        'the longest a median 57 ms; first frame at a median 200 ms',
    );
    const none = repeatedLoads([{ longTasks: [], firstRoundAt: null }]);
    expect(describeRepeatedLoads(none, words)).toContain('0 in every load');
    expect(describeRepeatedLoads(none, words)).toMatch(/; no first frame$/);
  });

  it('refuses no loads at all', () => {
    expect(() => repeatedLoads([])).toThrow('no load');
  });
});

describe('loadsWanted', () => {
  it('reads BENCH_LOADS, with a default when unset', () => {
    expect(loadsWanted(undefined)).toBe(DEFAULT_LOADS);
    expect(loadsWanted(' ')).toBe(DEFAULT_LOADS);
    expect(loadsWanted('1')).toBe(1);
    expect(loadsWanted('12')).toBe(12);
  });

  it('rejects what is not a whole number of loads from 1 to 50, saying what it got', () => {
    for (const bad of ['0', '-3', '2.5', 'five', '51'])
      expect(() => loadsWanted(bad)).toThrow(`BENCH_LOADS: "${bad}"`);
  });
});
