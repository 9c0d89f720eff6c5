import type { Quantities } from './types';

/**
 * What the `multiclass` theorems are computed from at round t, for one comparator (γ, w): the
 * stream's w* at the configured γ or at its observed margin, or the best (γ = 1, w) found.
 */
export interface MulticlassNumbers {
  t: number;
  /** Mistakes of the multiclass perceptron so far. */
  M: number;
  gamma: number;
  /** 1 when there is a comparator (a w*, or a best w computed for this round), else 0. */
  hasComparator: number;
  /** ‖w‖ of the comparator. */
  wNorm: number;
  /** M² = sup ‖ψ(X_s, Y_s) − ψ(X_s, ℓ)‖² = 2 max ‖x̃_s‖² over the rounds so far (0 before any). */
  M2: number;
  /** Σ_s max(0, 1 − γ⁻¹ min_{ℓ≠Y_s} w·Δψ_s). */
  hinge: number;
  /** min_s min_{ℓ≠Y_s} w*·Δψ_s so far (∞ before the first round; NaN without a w*). */
  gammaObs: number;
  /** The proof at the latest mistake round, from the engine (NaN until it answers). */
  hasStep: number;
  stepRound: number;
  wPsi: number;
  starPsi: number;
  PhiPrev: number;
  cross: number;
  psiSq: number;
  PhiNow: number;
  stepHinge: number;
  line3: number;
  rhs: number;
  /** 1 when the potential below was computed for this round and comparator. */
  hasPotential: number;
  PhiT: number;
}

export const multiclassQuantityNames = [
  't',
  'M',
  'gamma',
  'hasComparator',
  'wNorm',
  'M2',
  'hinge',
  'gammaObs',
  'hasStep',
  'stepRound',
  'wPsi',
  'starPsi',
  'PhiPrev',
  'cross',
  'psiSq',
  'PhiNow',
  'stepHinge',
  'line3',
  'rhs',
  'hasPotential',
  'PhiT',
  'wNormSq',
  'hingeTerm',
  'normTerm',
  'bound',
  'eta',
  'drop',
  'etaGamma',
  'teleRhs',
] as const;

export function multiclassQuantities(n: MulticlassNumbers): Quantities {
  const { gamma, M2, wNorm, hinge } = n;
  const wNormSq = wNorm * wNorm;
  const ok = gamma > 0 && Number.isFinite(gamma);
  // Before any round M² = 0: the norm term is 0 (no mistake can have happened either).
  const normTerm = ok ? (M2 > 0 ? (wNormSq * M2) / (gamma * gamma) : 0) : Infinity;
  const hingeTerm = 2 * hinge;
  const eta = ok && M2 > 0 ? gamma / M2 : NaN;
  const drop = ok && M2 > 0 ? (gamma * gamma) / M2 : NaN;
  return {
    ...n,
    wNormSq,
    hingeTerm,
    normTerm,
    bound: hingeTerm + normTerm,
    eta,
    drop,
    etaGamma: 2 * eta * gamma,
    teleRhs: wNormSq + 2 * eta * gamma * hinge - drop * n.M,
  };
}
