import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gramCheck, minEigenvalue } from './gram';
import { kernelFn, type KernelSpec } from './kernel';

/** A second implementation: cyclic Jacobi rotations until the off-diagonal vanishes. */
function jacobiEigenvalues(m: number[][]): number[] {
  const n = m.length;
  const a = m.map((r) => r.slice());
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) off += a[i]![j]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = a[p]![q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k]![p]!;
          const akq = a[k]![q]!;
          a[k]![p] = c * akp - s * akq;
          a[k]![q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p]![k]!;
          const aqk = a[q]![k]!;
          a[p]![k] = c * apk - s * aqk;
          a[q]![k] = s * apk + c * aqk;
        }
      }
  }
  return a.map((r, i) => r[i]!);
}

const symmetric = (n: number, values: number[]): number[][] => {
  const m = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let k = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      const v = values[k++ % values.length] ?? 0;
      m[i]![j] = v;
      m[j]![i] = v;
    }
  return m;
};

const spec = (over: Partial<KernelSpec>): KernelSpec => ({
  kind: 'gaussian',
  degree: 2,
  c: 1,
  sigma: 0.5,
  a: 1,
  b: -1,
  ...over,
});

describe('the smallest eigenvalue', () => {
  it('matches closed forms', () => {
    expect(minEigenvalue([2, 1, 1, 2], 2)).toBeCloseTo(1, 12);
    expect(minEigenvalue([5], 1)).toBe(5);
    // diag(3, −1, 4) in a rotated basis is still −1: a 3×3 with known spectrum.
    expect(minEigenvalue([2, -1, 0, -1, 2, -1, 0, -1, 2], 3)).toBeCloseTo(2 - Math.SQRT2, 12);
    // Two 2×2 blocks [[0, ε], [ε, 0]] and [[0, b], [b, 0]] (eigenvalues ±ε, ±b), ε so small that
    // ε² underflows: the smallest eigenvalue is −b.
    const e = 1.5717277847026288e-162;
    const b = 0.04704464286416312;
    expect(minEigenvalue([0, 0, 0, e, 0, 0, -b, 0, 0, -b, 0, 0, e, 0, 0, 0], 4)).toBeCloseTo(
      -b,
      14,
    );
  });

  it('agrees with Jacobi rotations on random symmetric matrices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 45, maxLength: 45 }),
        (n, values) => {
          const m = symmetric(n, values);
          const expected = Math.min(...jacobiEigenvalues(m));
          const got = minEigenvalue(m.flat(), n);
          expect(Math.abs(got - expected)).toBeLessThan(1e-8 * Math.max(1, Math.abs(expected)));
        },
      ),
    );
  });
});

describe('the Gram check', () => {
  const pts = { x0: [0.1, -0.5, 0.7, 0.3, -0.9], x1: [0.2, 0.4, -0.6, 0.8, -0.1] };

  it('finds the Gaussian and polynomial Gram matrices symmetric and PSD', () => {
    for (const s of [spec({}), spec({ kind: 'poly', degree: 3, c: 1 }), spec({ kind: 'linear' })]) {
      const g = gramCheck(kernelFn(s), pts.x0, pts.x1, 5);
      expect(g.asymmetry).toBe(0);
      expect(g.psd).toBe(true);
    }
  });

  it('finds a negative eigenvalue for tanh(⟨x, x′⟩ − 1): its diagonal is negative near 0', () => {
    const g = gramCheck(kernelFn(spec({ kind: 'sigmoid', a: 1, b: -1 })), pts.x0, pts.x1, 5);
    // K(x, x) = tanh(‖x‖² − 1) < 0 at x = (0.1, 0.2): the eigenvalue is at most that diagonal entry.
    expect(g.minEig).toBeLessThanOrEqual(Math.tanh(0.05 - 1) + 1e-12);
    expect(g.psd).toBe(false);
  });

  it('the linear Gram matrix of n > 2 points in the plane has rank 2: its smallest eigenvalue is 0', () => {
    const g = gramCheck(kernelFn(spec({ kind: 'linear' })), pts.x0, pts.x1, 5);
    expect(Math.abs(g.minEig)).toBeLessThan(1e-12);
  });
});
