import { describe, expect, it } from 'vitest';
import { median } from './json';
import { quantile } from './quantile';

describe('quantile', () => {
  it('reads the value at rank ⌊q·n⌋ of the sorted values, the largest at q = 1', () => {
    // 1, 2, …, 100 shuffled: rank ⌊0.5·100⌋ = 50 holds 51, rank ⌊0.95·100⌋ = 95 holds 96.
    const xs = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(quantile(xs, 0)).toBe(1);
    expect(quantile(xs, 0.5)).toBe(51);
    expect(quantile(xs, 0.95)).toBe(96);
    expect(quantile(xs, 1)).toBe(100);
    // The input is left as it was.
    expect(xs[1]).toBe(38);
  });

  it("is the engine benches' median at ½: the upper of the two middle values", () => {
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('has no value without data', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([7], 0.99)).toBe(7);
  });
});
