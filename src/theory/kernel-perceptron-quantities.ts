import type { Quantities } from './types';

/** What the kernel Novikoff bound is computed from at round t. */
export interface KernelPerceptronNumbers {
  /** Mistakes so far, which is also |S_t|, the support set's size. */
  M: number;
  /** R² = max_s K(x_s, x_s) over the rounds so far (0 before the first). */
  R2: number;
  /** ‖u‖, the target's norm in the feature space (NaN when it is not in it). */
  uNorm: number;
  /** min_s y_s g(x_s) and γ = that divided by ‖u‖ (∞ before the first round). */
  gMin: number;
  gammaObs: number;
  /** ⟨u/‖u‖, w_t⟩ = Σ_{i∈S_t} y_i g(x_i)/‖u‖ (u·φ(x) = g(x)), and ‖w_t‖² = Σ y_i y_j K(x_i, x_j). */
  uDot: number;
  wNormSq: number;
  /** 1 when the notes' rules prove K a kernel; 0 (sigmoid) otherwise. */
  isKernel: number;
  /** 0 when the target lies in K's feature space, else why not (feature-norm.ts targetCodes). */
  targetCode: number;
}

export const kernelPerceptronQuantityNames = [
  'M',
  'R2',
  'uNorm',
  'gMin',
  'gammaObs',
  'uDot',
  'wNormSq',
  'isKernel',
  'targetCode',
  'wNorm',
  'gammaM',
  'R2M',
  'RsqrtM',
  'bound',
] as const;

export function kernelPerceptronQuantities(n: KernelPerceptronNumbers): Quantities {
  const g = n.gammaObs;
  return {
    ...n,
    wNorm: Math.sqrt(Math.max(0, n.wNormSq)),
    gammaM: g === Infinity ? (n.M === 0 ? 0 : Infinity) : g * n.M,
    R2M: n.R2 * n.M,
    RsqrtM: Math.sqrt(Math.max(0, n.R2 * n.M)),
    bound: g > 0 ? n.R2 / (g * g) : Infinity,
  };
}
