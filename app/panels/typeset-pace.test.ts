import { describe, expect, it } from 'vitest';
import { DeliveryPace } from './typeset-pace';

/** A device on which a delivery of n formulas takes a frame plus `perFormula` ms each. */
function settle(perFormula: number, deliveries = 40): number[] {
  const pace = new DeliveryPace();
  const counts: number[] = [];
  for (let i = 0; i < deliveries; i++) {
    const n = pace.count;
    counts.push(n);
    pace.took(16.7 + n * perFormula, n);
  }
  return counts;
}

describe('formulas per frame', () => {
  it('a laptop (3 ms a formula) soon takes four a frame', () => {
    expect(settle(3).slice(-10)).toEqual(Array(10).fill(4));
  });

  it('a phone (15 ms a formula) keeps each delivery near or under the slow mark', () => {
    const counts = settle(15);
    // Two formulas (46.7 ms) are over the 45 ms mark: it falls to one and stays there.
    expect(counts.slice(-10)).toEqual(Array(10).fill(1));
  });

  it('a middling device (8 ms a formula) settles between, never at four', () => {
    const tail = settle(8).slice(-12);
    for (const n of tail) expect(n).toBeGreaterThanOrEqual(1);
    // 16.7 + 4 × 8 = 48.7 ms is over the mark: four is never kept.
    expect(Math.max(...tail)).toBeLessThanOrEqual(3);
    expect(tail.filter((n) => 16.7 + n * 8 > 45).length).toBeLessThanOrEqual(tail.length / 2);
  });

  it('grows only when a delivery was full, and ignores what it cannot judge', () => {
    const pace = new DeliveryPace();
    const start = pace.count;
    // The last few formulas of a batch, fewer than allowed, quickly drawn: no evidence to grow.
    pace.took(5, start - 1);
    expect(pace.count).toBe(start);
    pace.took(NaN, 2);
    pace.took(-3, 2);
    pace.took(100, 0);
    expect(pace.count).toBe(start);
  });
});
