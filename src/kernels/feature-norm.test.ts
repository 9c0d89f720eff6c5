import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureNorm, gaussianTargetNorm, polyTargetNorm, targetCodes } from './feature-norm';
import { kernelFn, type KernelSpec } from './kernel';
import { targetValue, type GaussianTarget, type PolyTarget } from './target';

/** The explicit feature map of (⟨x, x′⟩ + c)^d: (x₁, x₂, √c)^{⊗d}, 3^d coordinates. */
function explicitFeatures(x0: number, x1: number, d: number, c: number): number[] {
  let out = [1];
  const base = [x0, x1, Math.sqrt(c)];
  for (let k = 0; k < d; k++) out = out.flatMap((v) => base.map((b) => v * b));
  return out;
}

/** Solves Gz = b by Gaussian elimination with partial pivoting. */
function solve(G: number[][], b: number[]): number[] {
  const n = b.length;
  const a = G.map((r, i) => [...r, b[i]!]);
  for (let k = 0; k < n; k++) {
    let p = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(a[i]![k]!) > Math.abs(a[p]![k]!)) p = i;
    [a[k], a[p]] = [a[p]!, a[k]!];
    for (let i = k + 1; i < n; i++) {
      const f = a[i]![k]! / a[k]![k]!;
      for (let j = k; j <= n; j++) a[i]![j] = a[i]![j]! - f * a[k]![j]!;
    }
  }
  const z = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = a[i]![n]!;
    for (let j = i + 1; j < n; j++) s -= a[i]![j]! * z[j]!;
    z[i] = s / a[i]![i]!;
  }
  return z;
}

/**
 * The smallest u with ⟨u, Ψ(x_k)⟩ = g(x_k) on D generic points (D = the dimension of Ψ's span),
 * found with explicit feature vectors: u = Aᵀz with (AAᵀ)z = b. Returns ‖u‖ and the residual
 * ⟨u, Ψ(x)⟩ − g(x) at a point not used, which is 0 exactly when g is in the span.
 */
function bruteNorm(g: PolyTarget, d: number, c: number): { norm: number; residual: number } {
  const D = c > 0 ? ((d + 1) * (d + 2)) / 2 : d + 1;
  const pts = Array.from({ length: D }, (_, k) => [
    Math.cos(1.3 * k + 0.4) * (0.5 + 0.04 * k),
    Math.sin(2.1 * k + 0.1) * (0.6 - 0.03 * k),
  ]);
  const A = pts.map(([a, b]) => explicitFeatures(a!, b!, d, c));
  const dotv = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
  const G = A.map((r) => A.map((s) => dotv(r, s)));
  const b = pts.map(([a, b2]) => targetValue(g, a!, b2!));
  const z = solve(G, b);
  const u = A[0]!.map((_, j) => A.reduce((s, row, k) => s + row[j]! * z[k]!, 0));
  const test = [0.37, -0.21];
  const residual =
    dotv(u, explicitFeatures(test[0]!, test[1]!, d, c)) - targetValue(g, test[0]!, test[1]!);
  return { norm: Math.sqrt(dotv(u, u)), residual };
}

const circles: PolyTarget = {
  kind: 'poly',
  terms: [
    { i: 0, j: 0, coef: 0.5 },
    { i: 2, j: 0, coef: -1 },
    { i: 0, j: 2, coef: -1 },
  ],
};
const xor: PolyTarget = { kind: 'poly', terms: [{ i: 1, j: 1, coef: 1 }] };
const cubic: PolyTarget = {
  kind: 'poly',
  terms: [
    { i: 0, j: 1, coef: 1 },
    { i: 3, j: 0, coef: -0.7 },
    { i: 1, j: 0, coef: 1.175 },
  ],
};

describe('the norm of a polynomial target in the polynomial kernel’s feature space', () => {
  it('matches the smallest u built from the explicit feature map (x₁, x₂, √c)^{⊗d}', () => {
    for (const [g, d, c] of [
      [circles, 2, 1],
      [circles, 3, 0.5],
      [xor, 2, 0],
      [xor, 2, 2],
      [cubic, 3, 1],
      [cubic, 4, 0.3],
    ] as const) {
      const exact = polyTargetNorm(g, d, c);
      const brute = bruteNorm(g, d, c);
      expect(exact.applies, `${d} ${c}`).toBe(true);
      expect(Math.abs(brute.residual)).toBeLessThan(1e-8);
      if (exact.applies) expect(exact.norm).toBeCloseTo(brute.norm, 7);
    }
  });

  it('does not apply exactly when the explicit features cannot represent g', () => {
    for (const [g, d, c, code] of [
      [circles, 2, 0, targetCodes.constant],
      [circles, 1, 1, targetCodes.degree],
      [cubic, 2, 1, targetCodes.degree],
      [cubic, 3, 0, targetCodes.constant],
    ] as const) {
      const exact = polyTargetNorm(g, d, c);
      expect(exact.applies).toBe(false);
      if (!exact.applies) expect(exact.code).toBe(code);
      expect(Math.abs(bruteNorm(g, d, c).residual)).toBeGreaterThan(1e-3);
    }
  });

  it('gives u·φ(x) = g(x) and, by Cauchy–Schwarz, |g(x)| ≤ ‖u‖·√K(x, x) on random points', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 3, max: 8 }),
        fc.double({ min: 0.01, max: 4, noNaN: true }),
        (x0, x1, d, c) => {
          const spec: KernelSpec = { kind: 'poly', degree: d, c, sigma: 1, a: 1, b: 0 };
          for (const g of [circles, xor, cubic]) {
            const n = featureNorm(g, spec);
            expect(n.applies).toBe(true);
            if (!n.applies) return;
            const k = kernelFn(spec)(x0, x1, x0, x1);
            expect(Math.abs(targetValue(g, x0, x1))).toBeLessThanOrEqual(
              n.norm * Math.sqrt(k) * (1 + 1e-9) + 1e-12,
            );
          }
        },
      ),
    );
  });
});

describe('the norm of a Gaussian expansion in the Gaussian kernel’s feature space', () => {
  const g: GaussianTarget = {
    kind: 'gaussian',
    tau: 0.3,
    zx: [0, 0.4, -0.3, 0.1],
    zy: [0, 0.1, 0.5, -0.6],
    alpha: [1, -1, 1, -1],
  };

  it('is αᵀKα when σ = τ', () => {
    const K = kernelFn({ kind: 'gaussian', degree: 1, c: 0, sigma: g.tau, a: 1, b: 0 });
    let q = 0;
    for (let j = 0; j < 4; j++)
      for (let l = 0; l < 4; l++)
        q += g.alpha[j]! * g.alpha[l]! * K(g.zx[j]!, g.zy[j]!, g.zx[l]!, g.zy[l]!);
    const n = gaussianTargetNorm(g, g.tau);
    expect(n.applies).toBe(true);
    if (n.applies) expect(n.norm * n.norm).toBeCloseTo(q, 12);
  });

  it('matches a quadrature when σ < τ: g = ∫ h(w) K_σ(·, w) dw, so ‖g‖² = ∫∫ h h′ K_σ', () => {
    // k_τ(x − z) = τ²/(2πσ²ρ²)·∫ k_σ(x − w) k_ρ(w − z) dw with ρ² = τ² − σ² (in the plane).
    const sigma = 0.2;
    const rho2 = g.tau * g.tau - sigma * sigma;
    const C = (g.tau * g.tau) / (2 * Math.PI * sigma * sigma * rho2);
    const step = 0.05;
    const ws: [number, number, number][] = [];
    for (let x = -1.6; x <= 1.6 + 1e-9; x += step)
      for (let y = -1.6; y <= 1.6 + 1e-9; y += step) {
        let h = 0;
        for (let j = 0; j < 4; j++)
          h += g.alpha[j]! * Math.exp(-((x - g.zx[j]!) ** 2 + (y - g.zy[j]!) ** 2) / (2 * rho2));
        if (Math.abs(h) > 1e-14) ws.push([x, y, C * h * step * step]);
      }
    let sq = 0;
    const k = -1 / (2 * sigma * sigma);
    for (const [x, y, a] of ws)
      for (const [x2, y2, b] of ws) sq += a * b * Math.exp(k * ((x - x2) ** 2 + (y - y2) ** 2));
    const n = gaussianTargetNorm(g, sigma);
    expect(n.applies).toBe(true);
    if (n.applies) expect(n.norm * n.norm).toBeCloseTo(sq, 6);
  });

  it('does not apply from σ = √2·τ on, nor across kinds', () => {
    expect(gaussianTargetNorm(g, Math.SQRT2 * g.tau).applies).toBe(false);
    expect(gaussianTargetNorm(g, 1).applies).toBe(false);
    const base = { degree: 2, c: 1, sigma: 0.2, a: 1, b: 0 };
    expect(featureNorm(g, { ...base, kind: 'poly' }).applies).toBe(false);
    expect(featureNorm(xor, { ...base, kind: 'gaussian' }).applies).toBe(false);
    expect(featureNorm(null, { ...base, kind: 'gaussian' }).applies).toBe(false);
    expect(featureNorm(xor, { ...base, kind: 'sigmoid' }).applies).toBe(false);
    expect(featureNorm(xor, { ...base, kind: 'linear' }).applies).toBe(false);
    const line: PolyTarget = {
      kind: 'poly',
      terms: [
        { i: 1, j: 0, coef: 3 },
        { i: 0, j: 1, coef: 4 },
      ],
    };
    const lin = featureNorm(line, { ...base, kind: 'linear' });
    expect(lin.applies && lin.norm).toBe(5);
  });
});
