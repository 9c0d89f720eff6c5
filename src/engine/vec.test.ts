import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { norm, normalize } from './vec';

describe('normalize', () => {
  it('gives a unit vector for huge and tiny vectors alike', () => {
    // Regression: w* = (1e308, 1e308) from the URL became the zero vector (‖a‖² overflowed), and
    // (1e-200, 1e-200) stayed as it was (‖a‖² underflowed to 0).
    for (const a of [
      [1e308, 1e308],
      [-1e308, 1e300],
      [1e-200, 1e-200],
      [5e-324, 0],
      [0, -5e-324],
      [3, 4],
    ]) {
      const u = normalize(a);
      expect(norm(u)).toBeCloseTo(1, 12);
      expect(Math.sign(u[0] ?? 0)).toBe(Math.sign(a[0] ?? 0));
      expect(Math.sign(u[1] ?? 0)).toBe(Math.sign(a[1] ?? 0));
    }
    const [h0, h1] = normalize([1e308, 1e308]);
    expect(h0).toBeCloseTo(Math.SQRT1_2, 15);
    expect(h1).toBe(h0);
    expect(Array.from(normalize([3, 4]))).toEqual([0.6, 0.8]);
  });

  it('leaves the zero vector alone', () => {
    expect(Array.from(normalize([0, 0]))).toEqual([0, 0]);
  });

  it('is a unit vector in the same direction for any finite non-zero vector', () => {
    const x = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.tuple(x, x), ([a, b]) => {
        fc.pre(a !== 0 || b !== 0);
        const [u0, u1] = normalize([a, b]);
        expect(Math.hypot(u0 ?? 0, u1 ?? 0)).toBeCloseTo(1, 12);
        // Same direction: the cross product vanishes, the dot product is positive.
        expect((u0 ?? 0) * Math.sign(a) >= 0 && (u1 ?? 0) * Math.sign(b) >= 0).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
