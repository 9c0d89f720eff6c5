import { describe, expect, it } from 'vitest';
import { binOf, binWeights, colOf, mthLargestAbs, stripStats } from './weight-strip-draw';

const N = 10_000;
const SPIKE = 4321;

describe('binning', () => {
  it('keeps a single spike among 10 000 coordinates, and the sign lanes apart', () => {
    const w = new Float64Array(N).fill(1e-4);
    w[SPIKE] = 0.9;
    w[SPIKE + 1] = -0.7;
    const { pos, neg } = binWeights(w, N, 600);
    expect(pos).toHaveLength(600);
    const b = binOf(SPIKE, N, 600);
    expect(pos[b]).toBeCloseTo(0.9);
    expect(neg[binOf(SPIKE + 1, N, 600)]).toBeCloseTo(0.7);
    // Every other bin keeps its own largest, 1e-4: a mean would have buried the spike at ~0.05.
    let others = 0;
    pos.forEach((v, i) => {
      if (i !== b) others = Math.max(others, v);
    });
    expect(others).toBeCloseTo(1e-4);
    // Bins tile the coordinates: the last coordinate lands in the last bin.
    expect(binOf(N - 1, N, 600)).toBe(599);
    expect(colOf(600, 600, 1234)).toBe(1234);
  });

  it('finds the m-th largest |w_i| and counts ties against the target', () => {
    expect(mthLargestAbs([3, -9, 1, 4, 0], 5, 1)).toBe(9);
    expect(mthLargestAbs([3, -9, 1, 4, 0], 5, 3)).toBe(3);
    expect(mthLargestAbs([3, NaN, 1], 3, 3)).toBe(-Infinity);
    // Uniform: no coordinate stands out, none of the target counts.
    expect(stripStats(new Float64Array(100).fill(0.01), 100, [1, 2, 3]).hits).toBe(0);
    // All zero: nothing.
    expect(stripStats(new Float64Array(100), 100, [1]).argMax).toBe(-1);
  });
});
