import type { Quantities } from './types';

/**
 * What the `gd-eg` theorems are computed from, at round t, for one learner (gd, eg, pnorm,
 * perceptron, winnow). Fields a learner has no use for are 0. "So far" means rounds 1..t.
 */
export interface GdEgNumbers {
  t: number;
  T: number;
  /** The dimension the learner sees. */
  n: number;
  /** The learner's rate (0 for perceptron and winnow). */
  eta: number;
  /** Σ_s ℓ(y_s, ŷ_s) (mistakes for perceptron and winnow), and the comparator's Σ_s ℓ(y_s, u·x_s). */
  loss: number;
  Lu: number;
  /** 1: u is the target that generated the stream; 0: the best u in hindsight from a solver. */
  comparator: number;
  /** When comparator = 0, a certified bound on L_u − L* ≥ 0 (L* the true optimum); 0 otherwise. */
  solverGap: number;
  /** ‖u‖₂. */
  U: number;
  /** 1 when u ≥ 0 and Σu = 1 (to 10⁻⁹). */
  uOnSimplex: number;
  /** Added for EG's failing hypothesis: ‖u‖₁ (= Σu when u ≥ 0) and min_i u_i of EG's comparator. */
  uL1: number;
  uMin: number;
  /** The p-norm learner's p (= max(2, 2 ln n)) and ‖u‖_q, 1/p + 1/q = 1. */
  p: number;
  uQ: number;
  /** max over rounds so far of ‖x_s‖₂, ‖x_s‖∞, ‖x_s‖_p. */
  R2: number;
  Rinf: number;
  Rp: number;
  /** max over rounds so far of |ℓ′(y_s, ŷ_s)| for this learner. */
  Z: number;
  /**
   * B(u, w₁) and B(u, w_{t+1}): ½‖u − w‖₂² for gd, KL(u‖w) for eg, ½‖u‖_q² − ½‖w‖_q² −
   * ∇F(w)·(u − w) for pnorm; Σ_{s ≤ t} B(w_s, w_{s+1}); Σ_{s ≤ t} ℓ′_s (w_s − u)·x_s. The identity
   * η·linSum = potStart − potNow + stepSum holds up to rounding for all three.
   */
  potStart: number;
  potNow: number;
  stepSum: number;
  linSum: number;
  /** Classifiers (perceptron, winnow), 0 elsewhere: mistakes so far. */
  mistakes: number;
  /** min_s y_s (u·x_s) for the target u, unnormalised (≤ 0: not separated). */
  gammaU: number;
  /** Literals in the target disjunction (0 when the stream is not one). */
  k: number;
  /** 1 when every x_s ∈ {0, 1}^n; 1 when every label came from a monotone disjunction of k features. */
  booleanX: number;
  disjunction: number;
  /** Added for the perceptron: 1 when every y_s ∈ {−1, +1}. */
  binaryLabels: number;
  /** Added for the perceptron (w₁ = 0, w ← w + y x on a mistake): ⟨w_{t+1}, u⟩ and ‖w_{t+1}‖₂. */
  wDotU: number;
  wNorm: number;
  /** Added for Winnow: its missed positives (the doubling updates) and Σ_i w_i now. */
  promotions: number;
  weightSum: number;
}

export const gdEgQuantityNames = [
  't',
  'T',
  'n',
  'eta',
  'loss',
  'Lu',
  'comparator',
  'solverGap',
  'U',
  'uOnSimplex',
  'uL1',
  'uMin',
  'p',
  'uQ',
  'R2',
  'Rinf',
  'Rp',
  'Z',
  'potStart',
  'potNow',
  'stepSum',
  'linSum',
  'mistakes',
  'gammaU',
  'k',
  'booleanX',
  'disjunction',
  'binaryLabels',
  'wDotU',
  'wNorm',
  'promotions',
  'weightSum',
  'regret',
  'regretVsOpt',
  'etaLin',
  'telescoped',
  'etaRegret',
  'potBudget',
  'lnn',
  'log2n',
  'halfU2',
  'halfUq2',
  'qDual',
  'nPow',
  'gdStepCap',
  'gdBound',
  'gdAtT',
  'gdTuned',
  'gdEta',
  'egStepCap',
  'egBound',
  'egAtT',
  'egTuned',
  'egEta',
  'pnStepCap',
  'pnBound',
  'pnAtT',
  'pnTuned',
  'pnEta',
  'RpCap',
  'percBound',
  'percProgress',
  'wNormSq',
  'percGrowth',
  'wNormU',
  'percSqrt',
  'demotions',
  'winnowPromoCap',
  'winnowWeightCap',
  'winnowDemoCap',
  'winnowBound',
] as const;

// Guards for the degenerate corners (η = 0, t = 0, an infinite radius, a huge loss): there a
// hypothesis fails or the bound is ∞, and the numbers only need to stay numbers, never NaN.

/** A product with 0·∞ = 0 (a vanishing factor kills the term), and no underflow-then-∞ NaN. */
const mul = (...xs: number[]): number => {
  if (xs.includes(0)) return 0;
  if (xs.some((x) => !Number.isFinite(x)))
    return xs.reduce((s, x) => s * Math.sign(x), 1) * Infinity;
  return xs.reduce((s, x) => s * x, 1);
};
/** A quotient with 0/b = 0 and ±∞/±∞ = ±∞. */
const div = (a: number, b: number): number =>
  a === 0
    ? 0
    : !Number.isFinite(a) && !Number.isFinite(b)
      ? Math.sign(a) * Math.sign(b) * Infinity
      : a / b;
/** A sum and a difference with ∞ − ∞ = 0. */
const add = (a: number, b: number): number => (a === -b ? 0 : a + b);
const sub = (a: number, b: number): number => (a === b ? 0 : a - b);
const sqrt = (x: number): number => Math.sqrt(Math.max(0, x));
const sq = (x: number): number => mul(x, x);

/** The running bound a/η + b·η·t with the degenerate corners guarded. */
const running = (a: number, eta: number, b: number, t: number): number =>
  add(div(a, eta), mul(b, eta, t));

export function gdEgQuantities(x: GdEgNumbers): Quantities {
  const { t, T, n, eta, U, p, uQ, R2, Rinf, Rp, Z } = x;
  const regret = sub(x.loss, x.Lu);
  const lnn = Math.log(Math.max(n, 1));
  const log2n = Math.log2(Math.max(n, 1));
  const pm1 = sub(p, 1);
  const nPow = Math.exp(div(lnn, p));
  // Per-round step costs: ½η²Z²R₂² (gd), ½η²Z²R∞² (eg), ½(p − 1)η²Z²R_p² (pnorm).
  const gdB = mul(sq(R2), sq(Z)) / 2;
  const egB = mul(sq(Rinf), sq(Z)) / 2;
  const pnB = mul(pm1, sq(Rp), sq(Z)) / 2;
  const halfU2 = sq(U) / 2;
  const halfUq2 = sq(uQ) / 2;
  const demotions = sub(x.mistakes, x.promotions);
  const winnowPromoCap = mul(x.k, add(1, log2n));
  return {
    ...x,
    regret,
    regretVsOpt: x.comparator === 0 ? add(regret, x.solverGap) : Infinity,
    etaLin: mul(eta, x.linSum),
    telescoped: add(sub(x.potStart, x.potNow), x.stepSum),
    etaRegret: mul(eta, regret),
    potBudget: add(x.potStart, x.stepSum),
    lnn,
    log2n,
    halfU2,
    halfUq2,
    qDual: p === Infinity ? 1 : div(p, pm1),
    nPow,
    gdStepCap: mul(gdB, eta, eta, t),
    gdBound: running(halfU2, eta, gdB, t),
    gdAtT: running(halfU2, eta, gdB, T),
    gdTuned: mul(U, R2, Z, sqrt(T)),
    gdEta: div(U, mul(R2, Z, sqrt(T))),
    egStepCap: mul(egB, eta, eta, t),
    egBound: running(lnn, eta, egB, t),
    egAtT: running(lnn, eta, egB, T),
    egTuned: mul(Rinf, Z, sqrt(mul(2, T, lnn))),
    egEta: div(sqrt(2 * lnn), mul(Rinf, Z, sqrt(T))),
    pnStepCap: mul(pnB, eta, eta, t),
    pnBound: running(halfUq2, eta, pnB, t),
    pnAtT: running(halfUq2, eta, pnB, T),
    pnTuned: mul(uQ, Z, Rp, sqrt(mul(pm1, T))),
    pnEta: div(uQ, mul(Z, Rp, sqrt(mul(pm1, T)))),
    RpCap: mul(nPow, Rinf),
    percBound: x.gammaU > 0 ? div(mul(sq(R2), sq(U)), sq(x.gammaU)) : Infinity,
    percProgress: mul(x.gammaU, x.mistakes),
    wNormSq: sq(x.wNorm),
    percGrowth: mul(sq(R2), x.mistakes),
    wNormU: mul(x.wNorm, U),
    percSqrt: mul(R2, sqrt(x.mistakes), U),
    demotions,
    winnowPromoCap,
    winnowWeightCap: mul(n, add(add(1, x.promotions), -demotions / 2)),
    winnowDemoCap: add(2, 2 * x.promotions),
    winnowBound: add(2, 3 * winnowPromoCap),
  };
}
