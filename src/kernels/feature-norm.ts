import type { KernelSpec } from './kernel';
import {
  homogeneousOf,
  polyDegree,
  type GaussianTarget,
  type PolyTarget,
  type Target,
} from './target';

/**
 * ‖u‖ for the u in K's feature space with ⟨u, φ(x)⟩ = g(x) (the smallest such u: its norm is the
 * target's norm in the kernel's space), or why no such u exists.
 */
export type FeatureNorm =
  { applies: true; norm: number } | { applies: false; code: TargetCode; reason: string };

/** Why the target is not in the feature space, as a number the theorem's quantities carry. */
export const targetCodes = {
  ok: 0,
  none: 1,
  degree: 2,
  constant: 3,
  gaussianInPoly: 4,
  polyInGaussian: 5,
  wide: 6,
  sigmoid: 7,
} as const;
export type TargetCode = (typeof targetCodes)[keyof typeof targetCodes];

/** The plain-words reason for each code. */
export function targetReason(code: number): string {
  switch (code) {
    case targetCodes.none:
      return 'the bound needs a separator in the feature space, and this stream comes with none';
    case targetCodes.degree:
      return 'the stream’s target is a polynomial of higher degree than the kernel’s: it is not in this kernel’s feature space';
    case targetCodes.constant:
      return 'the stream’s target has monomials of lower degree, which (⟨x, x′⟩ + c)^d only contains when c > 0: it is not in this kernel’s feature space';
    case targetCodes.gaussianInPoly:
      return 'the stream’s target is a sum of Gaussian bumps, not a polynomial: it is not in this kernel’s feature space';
    case targetCodes.polyInGaussian:
      return 'the stream’s target is a polynomial, and no nonzero polynomial lies in a Gaussian kernel’s feature space';
    case targetCodes.wide:
      return 'the stream’s target is not in this kernel’s feature space (σ ≥ √2·τ: the kernel is too wide for the target’s bumps)';
    case targetCodes.sigmoid:
      return 'the sigmoid kernel is not positive semidefinite in general, so it need have no feature space, and the stream’s target is not known in one';
    default:
      return '';
  }
}

const fail = (code: TargetCode): FeatureNorm => ({
  applies: false,
  code,
  reason: targetReason(code),
});

const factorial = (n: number): number => {
  let r = 1;
  for (let k = 2; k <= n; k++) r *= k;
  return r;
};

/**
 * The weight of x₁^i x₂^j in (⟨x, x′⟩ + c)^d = Σ_α C_α x^α x′^α, by the multinomial theorem:
 * C_α = d!/(i! j! (d − i − j)!)·c^(d−i−j) (0 when i + j > d; c⁰ = 1, also for c = 0).
 */
export function polyWeight(i: number, j: number, d: number, c: number): number {
  const rest = d - i - j;
  if (rest < 0) return 0;
  return (
    (factorial(d) / (factorial(i) * factorial(j) * factorial(rest))) * (rest === 0 ? 1 : c ** rest)
  );
}

/**
 * A polynomial under (⟨x, x′⟩ + c)^d: φ_α(x) = √C_α·x^α, so u_α = g_α/√C_α and ‖u‖² = Σ g_α²/C_α,
 * defined when every monomial of g has C_α > 0. The linear kernel is d = 1, c = 0.
 */
export function polyTargetNorm(g: PolyTarget, d: number, c: number): FeatureNorm {
  if (polyDegree(g) > d) return fail(targetCodes.degree);
  let sq = 0;
  for (const t of g.terms) {
    if (t.coef === 0) continue;
    const w = polyWeight(t.i, t.j, d, c);
    if (!(w > 0)) return fail(homogeneousOf(g, d) ? targetCodes.degree : targetCodes.constant);
    sq += (t.coef * t.coef) / w;
  }
  return { applies: true, norm: Math.sqrt(sq) };
}

/**
 * g = Σ_j α_j exp(−‖x − z_j‖²/(2τ²)) in the space of the Gaussian kernel of width σ, in the
 * plane. With ‖f‖² = (2π)^{−2}∫|f̂|²/k̂_σ (Fourier transforms):
 * ‖g‖² = τ⁴/(σ²(2τ² − σ²))·Σ_{j,l} α_jα_l exp(−‖z_j − z_l‖²/(2(2τ² − σ²))), finite iff σ² < 2τ².
 * At σ = τ it is αᵀKα.
 */
export function gaussianTargetNorm(g: GaussianTarget, sigma: number): FeatureNorm {
  const s2 = 2 * g.tau * g.tau - sigma * sigma;
  if (!(s2 > 0) || !(sigma > 0)) return fail(targetCodes.wide);
  const k = -1 / (2 * s2);
  let sum = 0;
  const n = g.alpha.length;
  for (let j = 0; j < n; j++)
    for (let l = 0; l < n; l++) {
      const d0 = (g.zx[j] as number) - (g.zx[l] as number);
      const d1 = (g.zy[j] as number) - (g.zy[l] as number);
      sum += (g.alpha[j] as number) * (g.alpha[l] as number) * Math.exp(k * (d0 * d0 + d1 * d1));
    }
  const tau2 = g.tau * g.tau;
  const sq = ((tau2 * tau2) / (sigma * sigma * s2)) * sum;
  return sq > 0 && Number.isFinite(sq)
    ? { applies: true, norm: Math.sqrt(sq) }
    : fail(targetCodes.wide);
}

/** ‖u‖ for the stream's target (null: the stream has none) in K's feature space. */
export function featureNorm(g: Target | null, spec: KernelSpec): FeatureNorm {
  if (!g) return fail(targetCodes.none);
  switch (spec.kind) {
    case 'sigmoid':
      return fail(targetCodes.sigmoid);
    case 'linear':
      return g.kind === 'poly' ? polyTargetNorm(g, 1, 0) : fail(targetCodes.gaussianInPoly);
    case 'poly':
      return g.kind === 'poly'
        ? polyTargetNorm(g, spec.degree, spec.c)
        : fail(targetCodes.gaussianInPoly);
    case 'gaussian':
      return g.kind === 'gaussian'
        ? gaussianTargetNorm(g, spec.sigma)
        : fail(targetCodes.polyInGaussian);
  }
}
