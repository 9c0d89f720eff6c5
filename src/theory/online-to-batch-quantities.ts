import type { Quantities } from './types';

/**
 * Proposition 4's λ: the minimiser over λ > 0 of f(λ) = (aλ + b)/(1 − e^{−λ}), a = R²/(γ²T) the
 * mistake bound over T, b = ln(1/δ)/T. f′(λ) = 0 reads a(e^λ − 1) = aλ + b, i.e.
 * e^λ − 1 − λ = b/a: the left side grows from 0 to ∞ on λ > 0, so the root is unique and f is
 * smallest there. Solved by bisection on a bracket then Newton, to full double precision.
 */
export function prop4Lambda(a: number, b: number): number {
  if (!(a > 0) || !Number.isFinite(a)) return NaN;
  if (!(b > 0)) return 0;
  const c = b / a;
  if (!Number.isFinite(c)) return Infinity;
  // e^λ − 1 − λ, with its series where expm1(λ) − λ would cancel.
  const g = (l: number): number =>
    l < 1e-3 ? l * l * (0.5 + l * (1 / 6 + l * (1 / 24 + l / 120))) : Math.expm1(l) - l;
  let lo = 0;
  let hi = 1;
  while (g(hi) < c) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (g(mid) < c) lo = mid;
    else hi = mid;
  }
  let l = (lo + hi) / 2;
  // Two Newton steps polish the last bits (g′(λ) = e^λ − 1).
  for (let i = 0; i < 2; i++) {
    const d = Math.expm1(l);
    if (!(d > 0)) break;
    const next = l - (g(l) - c) / d;
    if (next > 0 && Number.isFinite(next)) l = next;
  }
  return l;
}

/** λ/(1 − e^{−λ}) (1 at λ → 0). */
export function lambdaFactor(l: number): number {
  return l > 1e-12 ? l / -Math.expm1(-l) : 1 + l / 2;
}

/** 1/(1 − e^{−λ}) (∞ at λ = 0). */
export function inverseGap(l: number): number {
  return 1 / -Math.expm1(-l);
}

/** Proposition 4's right side at λ. */
export function prop4Value(l: number, a: number, b: number): number {
  if (l === 0) return b > 0 ? Infinity : a;
  return lambdaFactor(l) * a + b * inverseGap(l);
}

/** The run's numbers every theorem of the lesson is computed from (NaN when not emitted). */
export interface OnlineToBatchNumbers {
  /** Rounds so far (the theorems' T). */
  t: number;
  R: number;
  gamma: number;
  noise: number;
  delta: number;
  Robs: number;
  marginObs: number;
  wsNorm: number;
  mistakes: number;
  /** E_s of the held-out error of w_s, s uniform in 0…t−1. */
  errRandom: number;
  // OGD's.
  eta: number;
  G: number;
  Mloss: number;
  B: number;
  maxLoss: number;
  maxGrad: number;
  maxNorm: number;
  lossAverage: number;
  lossRandom: number;
  /** Σ_{s ≤ t} φ(w_{s−1}, Z_s). */
  onlineLoss: number;
  compTest: number;
  /** Σ_{s ≤ t} φ(w̄, Z_s) for the comparator w̄. */
  compTrain: number;
  compNormSq: number;
}

export const onlineToBatchQuantityNames = [
  't',
  'R',
  'gamma',
  'noise',
  'delta',
  'Robs',
  'marginObs',
  'wsNorm',
  'mistakes',
  'errRandom',
  'sumErr',
  'mistakeBound',
  'mistakeRate',
  'prop3Bound',
  'lnInvDelta',
  'lambda',
  'lambdaFactor',
  'mistakePart',
  'concPart4',
  'prop4Bound',
  'freedmanRhs',
  'eta',
  'G',
  'Mloss',
  'B',
  'maxLoss',
  'maxGrad',
  'maxNorm',
  'lossAverage',
  'lossRandom',
  'onlineAvg',
  'compTest',
  'compTrainAvg',
  'compNormSq',
  'regretNorm',
  'regretStep',
  'notesStep',
  'regretPart',
  'halfConc',
  'conc',
  'thm149Bound',
  'rhs5',
  'rhs6',
  'rhs7',
] as const;

export function onlineToBatchQuantities(n: OnlineToBatchNumbers): Quantities {
  const { t, R, gamma, delta, eta, G } = n;
  const T = Math.max(t, 1);
  const mistakeBound = gamma > 0 ? (R * R) / (gamma * gamma) : Infinity;
  const a = mistakeBound / T;
  const lnInvDelta = delta > 0 && delta < 1 ? Math.log(1 / delta) : NaN;
  const b = lnInvDelta / T;
  const lambda = prop4Lambda(a, b);
  const factor = lambdaFactor(lambda);
  const mistakePart = factor * a;
  const concPart4 = b * inverseGap(lambda);
  const halfConc = n.Mloss * Math.sqrt(Math.log(2 / delta) / (2 * T));
  const regretNorm = n.compNormSq / (2 * eta * T);
  const regretStep = (eta * G * G) / 2;
  const regretPart = regretNorm + regretStep;
  const onlineAvg = n.onlineLoss / T;
  const compTrainAvg = n.compTrain / T;
  return {
    ...n,
    sumErr: n.errRandom * t,
    mistakeBound,
    mistakeRate: n.mistakes / T,
    prop3Bound: a,
    lnInvDelta,
    lambda,
    lambdaFactor: factor,
    mistakePart,
    concPart4,
    prop4Bound: mistakePart + concPart4,
    freedmanRhs: factor * (n.mistakes / T) + concPart4,
    onlineAvg,
    compTrainAvg,
    regretNorm,
    regretStep,
    notesStep: (eta * G) / 2,
    regretPart,
    halfConc,
    conc: 2 * halfConc,
    thm149Bound: n.compTest + regretPart + 2 * halfConc,
    rhs5: onlineAvg + halfConc,
    rhs6: compTrainAvg + regretPart,
    rhs7: n.compTest + halfConc,
  };
}
