import { describe, expect, it } from 'vitest';
import { describeJitter, jitterFigure } from './machine-jitter';

describe('jitterFigure', () => {
  it('takes the median, p99 and maximum by rank, and counts the runs of 50 ms or more', () => {
    // 1, 2, …, 100 in a shuffled order: ranks ⌊0.5·100⌋ = 50 and ⌊0.99·100⌋ = 99 hold 51 and 100.
    const runs = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(new Set(runs).size).toBe(100);
    expect(jitterFigure(runs)).toEqual({
      medianMs: 51,
      p99Ms: 100,
      maxMs: 100,
      over50: 51,
      tasks: 100,
    });
  });

  it('leaves out what is not a duration, and has no figure without one', () => {
    // 12, 13 and 60: ranks ⌊0.5·3⌋ = 1 and ⌊0.99·3⌋ = 2.
    expect(jitterFigure([12, NaN, -1, Infinity, 13, 60])).toEqual({
      medianMs: 13,
      p99Ms: 60,
      maxMs: 60,
      over50: 1,
      tasks: 3,
    });
    expect(jitterFigure([])).toBeNull();
    expect(jitterFigure([NaN])).toBeNull();
  });

  it('is printed with its device and throttle, never with NaN', () => {
    const line = describeJitter('phone', 4, {
      medianMs: 12.4,
      p99Ms: 44,
      maxMs: 59.4,
      over50: 1,
      tasks: 400,
    });
    expect(line).toBe(
      'machine jitter, phone (4× CPU throttle): the same work in 400 tasks of their own in a blank ' +
        'page took a median of 12.4 ms, p99 44 ms, max 59 ms; 1 of 400 took 50 ms or more',
    );
  });
});
