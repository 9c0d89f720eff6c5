import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteMinOnDisc } from './disc-brute.fixtures';
import { eigen2, minimiseQuadraticOnDisc, quadraticForm } from './disc-trust-region';

// Magnitudes a brute-force search can resolve; extreme entries have a test of their own.
const entry = fc.integer({ min: -10_000, max: 10_000 }).map((k) => k / 1000);
const radius = fc.integer({ min: 50, max: 20_000 }).map((k) => k / 1000);

function solve(a00: number, a01: number, a11: number, b0: number, b1: number, B: number) {
  const out = new Float64Array(2);
  const mu = minimiseQuadraticOnDisc(a00, a01, a11, b0, b1, B, out);
  const u0 = out[0] as number;
  const u1 = out[1] as number;
  return { u0, u1, mu, value: quadraticForm(a00, a01, a11, b0, b1, 0, u0, u1) };
}

/** Compares with the brute-force minimum; the scale is the form's size on the disc. */
function checkAgainstBrute(
  a00: number,
  a01: number,
  a11: number,
  b0: number,
  b1: number,
  B: number,
) {
  const s = solve(a00, a01, a11, b0, b1, B);
  expect(Math.hypot(s.u0, s.u1)).toBeLessThanOrEqual(B * (1 + 1e-12));
  const q = (u0: number, u1: number) => quadraticForm(a00, a01, a11, b0, b1, 0, u0, u1);
  const brute = bruteMinOnDisc(q, B);
  const scale =
    (Math.abs(a00) + 2 * Math.abs(a01) + Math.abs(a11)) * B * B +
    2 * Math.hypot(b0, b1) * B +
    1e-300;
  // Never worse than the brute force, and never below it by more than rounding (the brute force's
  // point is a point of the disc, so a value far below it would be wrong).
  expect(s.value).toBeLessThanOrEqual(brute.value + 1e-10 * scale);
  expect(s.value).toBeGreaterThanOrEqual(brute.value - 1e-8 * scale);
  return s;
}

describe('eigen2', () => {
  it('diagonalizes any symmetric 2×2 matrix', () => {
    fc.assert(
      fc.property(entry, entry, entry, (a00, a01, a11) => {
        const { d1, d2, e10, e11 } = eigen2(a00, a01, a11);
        expect(d1).toBeLessThanOrEqual(d2);
        expect(Math.hypot(e10, e11)).toBeCloseTo(1, 14);
        const s = Math.abs(a00) + Math.abs(a01) + Math.abs(a11);
        // A e1 = d1 e1 and A e2 = d2 e2, e2 = (−e11, e10).
        expect(Math.abs(a00 * e10 + a01 * e11 - d1 * e10)).toBeLessThanOrEqual(1e-13 * s + 1e-300);
        expect(Math.abs(a01 * e10 + a11 * e11 - d1 * e11)).toBeLessThanOrEqual(1e-13 * s);
        expect(Math.abs(-a00 * e11 + a01 * e10 + d2 * e11)).toBeLessThanOrEqual(1e-13 * s);
        expect(Math.abs(-a01 * e11 + a11 * e10 - d2 * e10)).toBeLessThanOrEqual(1e-13 * s);
        // Trace and determinant, independently.
        expect(d1 + d2).toBeCloseTo(a00 + a11, 10);
        expect(d1 * d2).toBeCloseTo(a00 * a11 - a01 * a01, 8);
      }),
    );
  });
});

describe('minimiseQuadraticOnDisc', () => {
  it('matches a brute-force minimum for positive semidefinite forms (sums of x xᵀ)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(entry, entry, entry), { minLength: 0, maxLength: 6 }),
        radius,
        ([...rows], B) => {
          let a00 = 0;
          let a01 = 0;
          let a11 = 0;
          let b0 = 0;
          let b1 = 0;
          for (const [x0, x1, y] of rows) {
            a00 += x0 * x0;
            a01 += x0 * x1;
            a11 += x1 * x1;
            b0 += y * x0;
            b1 += y * x1;
          }
          checkAgainstBrute(a00, a01, a11, b0, b1, B);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('matches a brute-force minimum for indefinite and negative forms', () => {
    fc.assert(
      fc.property(entry, entry, entry, entry, entry, radius, (a00, a01, a11, b0, b1, B) => {
        checkAgainstBrute(a00, a01, a11, b0, b1, B);
      }),
      { numRuns: 150 },
    );
  });

  it('satisfies the optimality conditions: (A + μI)u = b, μ ≥ 0, A + μI ⪰ 0, μ(B − ‖u‖) = 0', () => {
    fc.assert(
      fc.property(entry, entry, entry, entry, entry, radius, (a00, a01, a11, b0, b1, B) => {
        const { u0, u1, mu } = solve(a00, a01, a11, b0, b1, B);
        const { d1 } = eigen2(a00, a01, a11);
        const s = Math.abs(a00) + Math.abs(a01) + Math.abs(a11) + mu;
        expect(mu).toBeGreaterThanOrEqual(0);
        expect(d1 + mu).toBeGreaterThanOrEqual(-1e-9 * s);
        expect(Math.abs((a00 + mu) * u0 + a01 * u1 - b0)).toBeLessThanOrEqual(
          1e-7 * (s * B + Math.hypot(b0, b1)),
        );
        expect(Math.abs(a01 * u0 + (a11 + mu) * u1 - b1)).toBeLessThanOrEqual(
          1e-7 * (s * B + Math.hypot(b0, b1)),
        );
        if (mu > 1e-9 * s) expect(Math.hypot(u0, u1)).toBeCloseTo(B, 9);
      }),
    );
  });

  it('solves the closed forms exactly: linear (A = 0) and isotropic (A = αI)', () => {
    const out = new Float64Array(2);
    // A = 0, b = (3, 4): u = B·b/‖b‖.
    minimiseQuadraticOnDisc(0, 0, 0, 3, 4, 2, out);
    expect(out[0]).toBeCloseTo(1.2, 15);
    expect(out[1]).toBeCloseTo(1.6, 15);
    // A = 2I, b = (1, 1): unconstrained b/2 = (0.5, 0.5) inside B = 1.
    minimiseQuadraticOnDisc(2, 0, 2, 1, 1, 1, out);
    expect(Array.from(out)).toEqual([0.5, 0.5]);
    // Outside: projected, (3, 4)/5·B.
    minimiseQuadraticOnDisc(1, 0, 1, 3, 4, 1, out);
    expect(out[0]).toBeCloseTo(0.6, 15);
    expect(out[1]).toBeCloseTo(0.8, 15);
  });

  it('returns the minimiser of least norm when a rank-one form has a segment of minimisers', () => {
    // (⟨u, x⟩ − y)² with x = (1, 2), y = 1: minimisers on the line ⟨u, x⟩ = 1; least norm x/‖x‖².
    const out = new Float64Array(2);
    minimiseQuadraticOnDisc(1, 2, 4, 1, 2, 10, out);
    expect(out[0]).toBeCloseTo(0.2, 14);
    expect(out[1]).toBeCloseTo(0.4, 14);
    // Nothing at all (A = 0, b = 0): 0.
    minimiseQuadraticOnDisc(0, 0, 0, 0, 0, 1, out);
    expect(Array.from(out)).toEqual([0, 0]);
  });

  it('handles the hard case (b orthogonal to the lowest eigenvector, A indefinite)', () => {
    // A = diag(−1, 1), b = (0, 0.5): μ = 1, u = (±√(B² − 1/16), 1/4).
    const out = new Float64Array(2);
    const mu = minimiseQuadraticOnDisc(-1, 0, 1, 0, 0.5, 1, out);
    expect(mu).toBe(1);
    expect(Math.abs(out[0] as number)).toBeCloseTo(Math.sqrt(1 - 1 / 16), 14);
    expect(out[1]).toBeCloseTo(0.25, 15);
    checkAgainstBrute(-1, 0, 1, 0, 0.5, 1);
    checkAgainstBrute(-1, 0, -1, 0, 0, 1);
  });

  it('scales away tiny and huge entries: the answer of a form times k is the same', () => {
    const out = new Float64Array(2);
    const ref = new Float64Array(2);
    minimiseQuadraticOnDisc(2, 1, 3, 4, -5, 1.5, ref);
    for (const k of [1e-300, 1e-150, 1e-20, 1e20, 1e150]) {
      minimiseQuadraticOnDisc(2 * k, k, 3 * k, 4 * k, -5 * k, 1.5, out);
      expect(out[0]).toBeCloseTo(ref[0] as number, 12);
      expect(out[1]).toBeCloseTo(ref[1] as number, 12);
    }
    // b alone subnormal: the direction of b, on the circle.
    minimiseQuadraticOnDisc(0, 0, 0, 5e-324, 0, 2, out);
    expect(Array.from(out)).toEqual([2, 0]);
  });

  it('never returns NaN for extreme entries', () => {
    const out = new Float64Array(2);
    for (const [a00, a01, a11, b0, b1, B] of [
      [1e-300, 0, 1e300, 1e-300, 1e300, 1e-6],
      [1e12, 1e12, 1e12, 1e18, 1e18, 1e6],
      [0, 5e-324, 0, 1, 0, 1],
      [1e-12, 0, 1e-12, 0, 0, 1e6],
      [0, 0, 0, 5e-324, 0, 1.0000000000000002],
      [2.6e-41, 7.7e-218, 8.8e-109, 7.5e-48, 9e-197, 0.16],
    ] as const) {
      minimiseQuadraticOnDisc(a00, a01, a11, b0, b1, B, out);
      expect(Number.isFinite(out[0])).toBe(true);
      expect(Number.isFinite(out[1])).toBe(true);
      expect(Math.hypot(out[0] as number, out[1] as number)).toBeLessThanOrEqual(B * (1 + 1e-12));
    }
  });
});
