import type { Quantities } from './types';

/** What the boosting bounds are computed from at round t, for one learner. */
export interface BoostingNumbers {
  t: number;
  n: number;
  /** The fraction of points whose vote yᵢF(xᵢ) ≤ 0 (ties counted as errors). */
  err: number;
  /** max εₛ over the rounds so far (0 before the first), and the first round whose εₛ broke the hypothesis (0: none). */
  maxEps: number;
  brokeAt: number;
  /** The εₛ of that round (NaN when none broke it). */
  brokeEps: number;
  delta: number;
  // MWU boosting: the assumed ε, ln Φₜ₊₁ and Σ accₛ.
  eps: number;
  logPhi: number;
  sumAcc: number;
  // AdaBoost: ln ∏Zₛ, Σ ln 2√(ε̃ₛ(1 − ε̃ₛ)), Σ γ̃ₛ², (1/n)Σ exp(−yF).
  logZ: number;
  logProd: number;
  sumG2: number;
  meanExp: number;
}

export const boostingQuantityNames = [
  't',
  'n',
  'err',
  'maxEps',
  'brokeAt',
  'brokeEps',
  'delta',
  'eps',
  'gamma',
  'eta',
  'logPhi',
  'logPhiAcc',
  'logPhiCap',
  'logBad',
  'badCount',
  'sumAcc',
  'bound',
  'boundSimple',
  'Tneeded',
  'TneededObs',
  'edgeObs',
  'logZ',
  'prodZ',
  'logProd',
  'sumG2',
  'expBound',
  'meanExp',
] as const;

/** T with e^(−Tγ²/2) ≤ δ, the notes' 2 ln(1/δ)/γ²; ∞ without an edge. */
export const mwuRoundsNeeded = (gamma: number, delta: number): number =>
  gamma > 0 && delta > 0 && delta < 1
    ? Math.ceil((2 * Math.log(1 / delta)) / (gamma * gamma))
    : Infinity;

/** T with e^(−2Tγ²) ≤ δ, AdaBoost's ln(1/δ)/(2γ²) when every round has edge ≥ γ. */
export const adaRoundsNeeded = (gamma: number, delta: number): number =>
  gamma > 0 && delta > 0 && delta < 1
    ? Math.ceil(Math.log(1 / delta) / (2 * gamma * gamma))
    : Infinity;

/** δₜ = (1 − η)^(−t/2)·exp(−ηt(½ + γ)) with η = γ: MWU boosting's exact bound. */
export function mwuBound(t: number, gamma: number): number {
  const eta = gamma;
  return Math.min(1, Math.exp((-t / 2) * Math.log1p(-eta) - eta * t * (0.5 + gamma)));
}

export function mwuBoostQuantities(x: BoostingNumbers): Quantities {
  const gamma = 0.5 - x.eps;
  const eta = gamma;
  const bad = Math.round(x.err * x.n);
  const edgeObs = 0.5 - x.maxEps;
  return {
    ...x,
    gamma,
    eta,
    logPhiAcc: Math.log(Math.max(1, x.n)) - eta * x.sumAcc,
    logPhiCap: Math.log(Math.max(1, x.n)) - eta * x.t * (0.5 + gamma),
    badCount: bad,
    logBad: bad > 0 ? Math.log(bad) + (x.t / 2) * Math.log1p(-eta) : -Infinity,
    // Unclipped here: the proof's line compares it with err itself; the chart clips at 1.
    bound: Math.exp((-x.t / 2) * Math.log1p(-eta) - eta * x.t * (0.5 + gamma)),
    boundSimple: Math.exp((-x.t * gamma * gamma) / 2),
    Tneeded: mwuRoundsNeeded(gamma, x.delta),
    TneededObs: x.t > 0 ? mwuRoundsNeeded(edgeObs, x.delta) : NaN,
    edgeObs: x.t > 0 ? edgeObs : NaN,
  };
}

export function adaBoostQuantities(x: BoostingNumbers): Quantities {
  const edgeObs = 0.5 - x.maxEps;
  return {
    ...x,
    gamma: NaN,
    eta: NaN,
    prodZ: Math.exp(x.logZ),
    bound: Math.exp(x.logProd),
    expBound: Math.exp(-2 * x.sumG2),
    Tneeded: adaRoundsNeeded(0.5 - x.eps, x.delta),
    TneededObs: x.t > 0 ? adaRoundsNeeded(edgeObs, x.delta) : NaN,
    edgeObs: x.t > 0 ? edgeObs : NaN,
  };
}
