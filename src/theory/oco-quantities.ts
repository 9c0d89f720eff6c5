import type { OcoLossKind } from '../engine/oco';
import type { Quantities } from './types';

/** Kind codes, so a hypothesis can say which kind failed from the numbers alone. */
export const KIND_CODE: Record<OcoLossKind, number> = {
  linear: 0,
  quadratic: 1,
  hinge: 2,
  squared: 3,
};
export const KIND_OF_CODE: readonly OcoLossKind[] = ['linear', 'quadratic', 'hinge', 'squared'];

/**
 * What the oco theorems are computed from, for one learner at round t. u is the comparator of the
 * prefix (u*_t; w* for the perceptron's theorem; the weighted minimiser for Theorem 14.12). The
 * round-t numbers (η_t, f_t at w_{t−1} and u, g_t, the distances) are 0 at t = 0.
 */
export interface OcoNumbers {
  t: number;
  T: number;
  B: number;
  eta: number;
  lambda: number;
  gamma: number;
  /** KIND_CODE of the stream's losses. */
  kind: number;
  /** max_s Lip(f_s) on Ω, and the learner's max observed ‖∇f_s(w_{s−1})‖. */
  G: number;
  Gobs: number;
  /** Σ_s f_s(w_{s−1}) and Σ_s f_s(u*_t). */
  cum: number;
  cmp: number;
  uNorm: number;
  /** η_t, f_t(w_{t−1}), f_t(u), ‖g_t‖, ⟨g_t, w_{t−1} − u⟩, ‖w_{t−1} − u‖², ‖w̃_t − u‖², ‖w_t − u‖². */
  etaT: number;
  ftw: number;
  ftu: number;
  gNorm: number;
  gDot: number;
  dPrev: number;
  dTilde: number;
  dNext: number;
  /** Theorem 14.12: Σ (s + 1) f_s(w_{s−1}), Σ (s + 1) f_s(u_w), ‖u_w‖, and the round-t numbers at u_w. */
  wcum: number;
  uwLoss: number;
  uwNorm: number;
  ftuw: number;
  dPrevW: number;
  dNextW: number;
  /** Lemma 21: Σ_s [f_s(w_s) − f_s(w_{s+1})]; Σ Lip(f_s)²; max ‖z_s‖. */
  look: number;
  sumL2: number;
  zmax: number;
  /** The perceptron: mistakes, whether round t was one, Σ‖g_s‖², Σ hinge_γ(w*), ‖w*‖, hinge_t(w*), ⟨g_t, w* − w_{t−1}⟩; 1 when the stream has a target. */
  M: number;
  mistake: number;
  g2: number;
  hstar: number;
  wsNorm: number;
  hingeStarT: number;
  ex7Lhs: number;
  hasTarget: number;
  /** A bound on Σ_s sup_Ω |f_s| (lossSizeOnDisc): what the sums' rounding scales with. */
  lossSize: number;
}

/** H_t = Σ_{s≤t} 1/s, exactly summed below 64 and by Euler–Maclaurin above (error < 10⁻¹⁵). */
export function harmonic(t: number): number {
  if (!(t >= 1)) return 0;
  const n = Math.floor(t);
  if (n < 64) {
    let s = 0;
    for (let k = n; k >= 1; k--) s += 1 / k;
    return s;
  }
  const i2 = 1 / (n * n);
  return Math.log(n) + 0.5772156649015329 + 1 / (2 * n) - i2 / 12 + (i2 * i2) / 120;
}

/** Σ_{s≤t} 1/√s, exactly summed below 64 and by Euler–Maclaurin with ζ(½) above. */
export function sumInvSqrt(t: number): number {
  if (!(t >= 1)) return 0;
  const n = Math.floor(t);
  if (n < 64) {
    let s = 0;
    for (let k = n; k >= 1; k--) s += 1 / Math.sqrt(k);
    return s;
  }
  const r = Math.sqrt(n);
  return 2 * r - 1.4603545088095868 + 1 / (2 * r) - 1 / (24 * n * r) + 1 / (384 * n * n * n * r);
}

/** Every quantity an oco theorem's slots may name. */
export const ocoQuantityNames = [
  't',
  'T',
  'B',
  'eta',
  'lambda',
  'gamma',
  'kind',
  'G',
  'Gobs',
  'cum',
  'cmp',
  'uNorm',
  'etaT',
  'ftw',
  'ftu',
  'gNorm',
  'gDot',
  'dPrev',
  'dTilde',
  'dNext',
  'wcum',
  'uwLoss',
  'uwNorm',
  'ftuw',
  'dPrevW',
  'dNextW',
  'look',
  'sumL2',
  'zmax',
  'M',
  'mistake',
  'g2',
  'hstar',
  'wsNorm',
  'hingeStarT',
  'ex7Lhs',
  'hasTarget',
  // Derived.
  'regret',
  'lossScale',
  'lookScale',
  'pointScale',
  'uNormSq',
  'harmonic',
  'onePlusLnT',
  'sqrtT',
  'sumInvSqrt',
  'twoSqrtTMinus1',
  'ogdExpandRhs',
  'ogdStepRhs',
  'ogdSumRhs',
  'ogdBound',
  'ogdEtaTheory',
  'ogdTuned',
  'D',
  'sqrtStepRhs',
  'sqrtTelescoped',
  'sqrtBound',
  'scStepRhs',
  'scLhs',
  'scTelescoped',
  'scBound',
  'wRegret',
  'wScale',
  'wStepRhs',
  'wFactorLhs',
  'wFactorRhs',
  'wLhs',
  'wTelescoped',
  'wBound',
  'btl',
  'lemma22Harmonic',
  'lemma22Bound',
  'psiU',
  'ftrlLemma',
  'etaSumL2',
  'ftrlBound',
  'ftrlEtaTheory',
  'ftrlTuned',
  'ex7Rhs',
  'gammaM',
  'pObserved',
  'wsNormSq',
  'pSumRhs',
  'pHalfEtaG2',
  'pHalfEtaR2M',
  'pHalfEtaTG2',
  'pRhs',
  'pBound',
  'cNov',
  'novikoff',
] as const;

/** The bound of Theorem 14.5 at its theory step η = B/(G√T): B·G·√T. */
export function ogdTheoryEta(B: number, G: number, T: number): number {
  return G > 0 && T > 0 ? B / (G * Math.sqrt(T)) : Infinity;
}

/** FTRL's tuned η = B/√(2 Σ L_s²), which makes ‖u‖²/(2η) + ηΣL_s² ≤ B√(2 Σ L_s²). */
export function ftrlTheoryEta(B: number, sumL2: number): number {
  return sumL2 > 0 ? B / Math.sqrt(2 * sumL2) : Infinity;
}

export function ocoQuantities(n: OcoNumbers): Quantities {
  const { t, B, eta, lambda, gamma, G, etaT } = n;
  const regret = n.cum - n.cmp;
  const H = harmonic(t);
  const S = sumInvSqrt(t);
  const sqrtT = Math.sqrt(t);
  const G2 = G * G;
  const uNormSq = n.uNorm * n.uNorm;
  const D = 2 * B;
  // Terms that vanish at t = 0 (no round played yet): the bounds are then ‖u‖²/(2η) or 0.
  const onePlusLnT = t >= 1 ? 1 + Math.log(t) : 0;
  const wRegret = t >= 1 ? (2 * (n.wcum - n.uwLoss)) / (t * (t + 3)) : 0;
  const wsNormSq = n.wsNorm * n.wsNorm;
  const gammaM = gamma * n.M;
  const R = G;
  const ogdTuned = B * G * Math.sqrt(n.T);
  // A literal without a spread: V8 builds `{ ...n, 90 more }` one property at a time, about 100
  // times slower, and the view evaluates this for every learner at every round it shows.
  return {
    t: n.t,
    T: n.T,
    B: n.B,
    eta: n.eta,
    lambda: n.lambda,
    gamma: n.gamma,
    kind: n.kind,
    G: n.G,
    Gobs: n.Gobs,
    cum: n.cum,
    cmp: n.cmp,
    uNorm: n.uNorm,
    etaT: n.etaT,
    ftw: n.ftw,
    ftu: n.ftu,
    gNorm: n.gNorm,
    gDot: n.gDot,
    dPrev: n.dPrev,
    dTilde: n.dTilde,
    dNext: n.dNext,
    wcum: n.wcum,
    uwLoss: n.uwLoss,
    uwNorm: n.uwNorm,
    ftuw: n.ftuw,
    dPrevW: n.dPrevW,
    dNextW: n.dNextW,
    look: n.look,
    sumL2: n.sumL2,
    zmax: n.zmax,
    M: n.M,
    mistake: n.mistake,
    g2: n.g2,
    hstar: n.hstar,
    wsNorm: n.wsNorm,
    hingeStarT: n.hingeStarT,
    ex7Lhs: n.ex7Lhs,
    hasTarget: n.hasTarget,
    regret,
    // The sizes rounding errors scale with: sums of losses, and squared lengths in the plane
    // (every point is known to about 10⁻¹⁶ of its size, so squared distances to 10⁻¹⁶ of this).
    // A sum of losses that cancels (−5, then +5) keeps the rounding of its terms: lossSize
    // bounds them; |cum| covers learners whose points leave the disc (the perceptron).
    lossScale: Math.abs(n.cum) + Math.abs(n.cmp) + n.lossSize,
    lookScale: Math.abs(n.cum) + Math.abs(n.cum - n.look) + 2 * n.lossSize,
    pointScale: (B + Math.max(n.uNorm, n.uwNorm, n.wsNorm) + etaT * n.gNorm) ** 2,
    uNormSq,
    harmonic: H,
    onePlusLnT,
    sqrtT,
    sumInvSqrt: S,
    twoSqrtTMinus1: t >= 1 ? 2 * sqrtT - 1 : 0,
    // Theorem 14.5.
    ogdExpandRhs: n.dPrev - 2 * etaT * n.gDot + etaT * etaT * n.gNorm * n.gNorm,
    ogdStepRhs: n.dPrev - 2 * etaT * (n.ftw - n.ftu) + etaT * etaT * G2,
    ogdSumRhs: uNormSq - 2 * eta * regret + t * eta * eta * G2,
    ogdBound: uNormSq / (2 * eta) + (eta * t * G2) / 2,
    ogdEtaTheory: ogdTheoryEta(B, G, n.T),
    ogdTuned: Number.isFinite(ogdTuned) ? ogdTuned : 0,
    // The anytime schedule η_t = η/√t.
    D,
    sqrtStepRhs: n.dPrev - 2 * etaT * (n.ftw - n.ftu) + etaT * etaT * G2,
    sqrtTelescoped:
      t >= 1
        ? uNormSq / (2 * eta) + ((D * D) / 2) * (sqrtT / eta - 1 / eta) + (G2 / 2) * eta * S
        : uNormSq / (2 * eta),
    sqrtBound:
      t >= 1
        ? uNormSq / (2 * eta) + (D * D * (sqrtT - 1)) / (2 * eta) + eta * G2 * (sqrtT - 0.5)
        : uNormSq / (2 * eta),
    // Theorem 14.11, η_t = 1/(λt).
    scStepRhs: (1 - lambda * etaT) * n.dPrev + 2 * etaT * (n.ftu - n.ftw) + G2 * etaT * etaT,
    scLhs: lambda * t * n.dNext,
    scTelescoped: -2 * regret + (G2 / lambda) * H,
    scBound: (onePlusLnT * G2) / (2 * lambda),
    // Theorem 14.12, η_t = 2/(λ(t + 1)), u = u_w.
    wRegret,
    wScale: Math.abs(n.wcum) + Math.abs(n.uwLoss),
    wStepRhs: (1 - lambda * etaT) * n.dPrevW + 2 * etaT * (n.ftuw - n.ftw) + G2 * etaT * etaT,
    wFactorLhs: t >= 1 ? (lambda * lambda * (t * t - 1)) / 4 : 0,
    wFactorRhs: (lambda * lambda * t * t) / 4,
    wLhs: ((lambda * (t + 1)) / 2) ** 2 * n.dNextW,
    wTelescoped: -lambda * (n.wcum - n.uwLoss) + G2 * t,
    wBound: t >= 1 ? (2 * G2) / (lambda * (t + 3)) : 0,
    // Lemma 21 and Lemma 22 (FTL).
    btl: n.cum - n.look,
    lemma22Harmonic: 4 * lambda * B * B * H,
    lemma22Bound: 4 * lambda * B * B * onePlusLnT,
    // FTRL with Ψ = ‖w‖²/(2η).
    psiU: uNormSq / (2 * eta),
    ftrlLemma: uNormSq / (2 * eta) + n.look,
    etaSumL2: eta * n.sumL2,
    ftrlBound: uNormSq / (2 * eta) + eta * n.sumL2,
    ftrlEtaTheory: ftrlTheoryEta(B, n.sumL2),
    ftrlTuned: B * Math.sqrt(2 * n.sumL2),
    // Theorem 14.6 with Example 7 (the perceptron, u = w*).
    ex7Rhs: n.hingeStarT - gamma * n.mistake,
    gammaM,
    pObserved: gammaM - n.hstar,
    wsNormSq,
    pSumRhs: wsNormSq / (2 * eta) + (eta / 2) * n.g2,
    pHalfEtaG2: (eta / 2) * n.g2,
    pHalfEtaR2M: (eta / 2) * R * R * n.M,
    pHalfEtaTG2: (eta / 2) * t * G2,
    pRhs: wsNormSq / (2 * eta) + (eta * t * G2) / 2,
    pBound: (n.hstar + wsNormSq / (2 * eta) + (eta * t * G2) / 2) / gamma,
    cNov: (eta * R * R) / gamma,
    novikoff: (wsNormSq * R * R) / (gamma * gamma),
  };
}
