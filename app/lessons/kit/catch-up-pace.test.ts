import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatchUpPace } from './catch-up-pace';

/** Catches up `behind` rounds on a device where a round costs `msPerRound`; the steps' times. */
function catchUp(pace: CatchUpPace, behind: number, msPerRound: number, fixedMs = 0): number[] {
  const times: number[] = [];
  for (let done = 0; done < behind;) {
    const rounds = Math.min(pace.step, behind - done);
    const ms = fixedMs + rounds * msPerRound;
    times.push(ms);
    pace.took(rounds, ms);
    done += rounds;
  }
  return times;
}

describe('CatchUpPace', () => {
  it('keeps the largest steps where rounds are cheap (a laptop)', () => {
    const pace = new CatchUpPace(12, 500, 8_000, 2_000);
    const times = catchUp(pace, 100_000, 0.0005);
    expect(pace.step).toBe(8_000);
    expect(Math.max(...times)).toBeLessThan(12);
  });

  it('takes steps that fit the budget where rounds are dear (a phone, 4x)', () => {
    // 8 000 rounds in 48 ms, as the experts regret chart took on the phone.
    const pace = new CatchUpPace(12, 500, 8_000, 2_000);
    const times = catchUp(pace, 100_000, 0.006);
    expect(pace.step).toBe(2_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(12 + 1e-9);
  });

  it('never goes below its least step, however slow the device', () => {
    const pace = new CatchUpPace(12, 500, 8_000, 2_000);
    catchUp(pace, 50_000, 1);
    expect(pace.step).toBe(500);
  });

  it('learns nothing from steps too short to time, or from broken clocks', () => {
    const pace = new CatchUpPace(12, 500, 8_000, 2_000);
    pace.took(100, 500);
    pace.took(4_000, 0);
    pace.took(4_000, NaN);
    pace.took(4_000, Infinity);
    expect(pace.step).toBe(2_000);
  });

  it('grows at most twofold after one quick step', () => {
    const pace = new CatchUpPace(12, 500, 8_000, 1_000);
    pace.took(1_000, 0.01);
    expect(pace.step).toBe(2_000);
  });

  it('after a step that taught it, fits any linear cost within budget + its fixed part', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-5, max: 0.1, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (msPerRound, fixedMs) => {
          const pace = new CatchUpPace(12, 500, 8_000, 2_000);
          const times = catchUp(pace, 200_000, msPerRound, fixedMs);
          // Every step after the first is sized from a timed one: it costs at most the budget,
          // or the least step's cost when even that does not fit.
          const bound = Math.max(12, fixedMs + 500 * msPerRound) + fixedMs + 1e-9;
          for (const ms of times.slice(1)) expect(ms).toBeLessThanOrEqual(bound);
          expect(pace.step).toBeGreaterThanOrEqual(500);
          expect(pace.step).toBeLessThanOrEqual(8_000);
        },
      ),
    );
  });
});
