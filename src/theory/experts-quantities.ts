import type { Quantities } from './types';

/** What the experts theorems are computed from, at round t. */
export interface ExpertsNumbers {
  t: number;
  T: number;
  d: number;
  /** The learner's cumulative loss A_t: its mistakes M_t when deterministic, else its expected loss. */
  loss: number;
  /** The best expert's cumulative loss L*_t. */
  Lstar: number;
  /** ln W_t, the log of the learner's total weight (every w_i starts at 1). */
  logW: number;
  epsilon: number;
  eta: number;
  /** 1 when the experts give labels (deterministic learners need them), 0 on a bare loss matrix. */
  labelled: number;
  /** 1 when this learner is the one the adaptive adversary plays against. */
  adversary: number;
  /** 1 when the learner is deterministic. */
  deterministic: number;
}

export const expertsQuantityNames = [
  't',
  'T',
  'd',
  'loss',
  'Lstar',
  'logW',
  'epsilon',
  'eta',
  'labelled',
  'adversary',
  'deterministic',
  'lnd',
  'log2d',
  'regret',
  'W',
  'halfT',
  'consistentBound',
  'halvingBound',
  'halvingUpperW',
  'wmBound',
  'wmUpperLogW',
  'wmLowerLogW',
  'mwuBound',
  'mwuUpperLogW',
  'mwuLowerLogW',
  'mwuTuned',
  'epsTheory',
  'epsSlack',
  'hedgeBound',
  'hedgeUpperLogW',
  'hedgeLowerLogW',
  'etaTheory',
  'hedgeTuned',
  'etaNotes',
  'notesTuned',
] as const;

export function expertsQuantities(n: ExpertsNumbers): Quantities {
  const { t, T, d, loss, Lstar, logW, epsilon: e, eta } = n;
  const lnd = Math.log(d);
  const log2d = Math.log2(d);
  return {
    ...n,
    lnd,
    log2d,
    regret: loss - Lstar,
    W: Math.exp(logW),
    halfT: t / 2,
    consistentBound: d - 1,
    halvingBound: log2d,
    halvingUpperW: d * 2 ** -loss,
    wmBound: (Lstar + log2d) / Math.log2(4 / 3),
    wmUpperLogW: lnd + loss * Math.log(3 / 4),
    wmLowerLogW: -Lstar * Math.LN2,
    mwuBound: (1 + e) * Lstar + lnd / e,
    mwuUpperLogW: lnd - e * loss,
    mwuLowerLogW: Lstar * Math.log1p(-Math.min(e, 1)),
    mwuTuned: Lstar + 2 * Math.sqrt(T * lnd),
    epsTheory: Math.sqrt(lnd / T),
    epsSlack: (-Math.log1p(-Math.min(e, 1)) / e) * Lstar,
    hedgeBound: lnd / eta + (eta * t) / 8,
    hedgeUpperLogW: lnd - eta * loss + (eta * eta * t) / 8,
    hedgeLowerLogW: -eta * Lstar,
    etaTheory: Math.sqrt((8 * lnd) / T),
    hedgeTuned: Math.sqrt((T * lnd) / 2),
    etaNotes: Math.sqrt((2 * lnd) / T),
    notesTuned: Math.sqrt(2 * T * lnd),
  };
}
