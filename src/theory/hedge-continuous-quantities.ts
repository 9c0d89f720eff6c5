import type { Quantities } from './types';

/** What the continuous Hedge theorems are computed from at round t (the engine's exact numbers). */
export interface HedgeContinuousNumbers {
  t: number;
  T: number;
  /** Cells of the grid: Ω's size. */
  N: number;
  eta: number;
  M: number;
  /** Σ_{s≤t} E_{p_{s−1}} ℓ_s. */
  cumExp: number;
  /** min_w L_t(w). */
  Lmin: number;
  /** Z_t = −ln Σ_w p₀(w) e^{−ηL_t(w)}. */
  Z: number;
  /** min_w [L_t(w) + ln(1/p₀(w))/η]. */
  pointMass: number;
  /** The last round's step Z_{t−1} − Z_t = ln E_{p_{t−1}} e^{−ηℓ_t}, and E_{p_{t−1}} ℓ_t. */
  lastStep: number;
  lastExp: number;
  /** The smallest Hoeffding slack so far, min_s [−ηE ℓ_s + η²M²/8 − (Z_{s−1} − Z_s)]. */
  minSlack: number;
  /** E_{p_t} L_t and KL(p_t‖p₀), summed over the cells. */
  EpL: number;
  KL: number;
  /** E_{p₀} L_t: the bracket at p = p₀. */
  EpriorL: number;
  /** max_{s≤t} (sup ℓ_s − inf ℓ_s), and the first round where it exceeded M (0: never). */
  rangeMax: number;
  breakRound: number;
  /** 1 when p₀ is uniform on the grid, and when η is the finite example's √(8 ln N/(TM²)). */
  uniform: number;
  tuned: number;
}

export const hedgeContinuousQuantityNames = [
  't',
  'T',
  'N',
  'eta',
  'M',
  'cumExp',
  'Lmin',
  'Z',
  'pointMass',
  'lastStep',
  'lastExp',
  'minSlack',
  'EpL',
  'KL',
  'EpriorL',
  'rangeMax',
  'breakRound',
  'uniform',
  'tuned',
  'regret',
  'ZoverEta',
  'hoeffTotal',
  'lastHoeff',
  'lastSlack',
  'KLoverEta',
  'gibbsValue',
  'boundA',
  'boundB',
  'lnN',
  'etaTuned',
  'finiteBound',
  'finiteFinal',
  'sumBound',
] as const;

/** √(8 ln N/(TM²)): the finite example's η, which makes ln N/η + ηTM²/8 = M√(T ln N/2). */
export function tunedEta(N: number, T: number, M: number): number {
  const v = Math.sqrt((8 * Math.log(Math.max(2, N))) / (Math.max(1, T) * M * M));
  return Number.isFinite(v) && v > 0 ? v : 1;
}

export function hedgeContinuousQuantities(n: HedgeContinuousNumbers): Quantities {
  const { eta, M, t, T, N } = n;
  const hoeffTotal = (eta * t * M * M) / 8;
  const lastHoeff = t > 0 ? -eta * n.lastExp + (eta * eta * M * M) / 8 : 0;
  const lnN = Math.log(N);
  const sqT = Math.sqrt(Math.max(1, T));
  return {
    ...n,
    regret: n.cumExp - n.Lmin,
    ZoverEta: n.Z / eta,
    hoeffTotal,
    lastHoeff,
    lastSlack: t > 0 ? lastHoeff - n.lastStep : 0,
    KLoverEta: n.KL / eta,
    gibbsValue: n.EpL + n.KL / eta,
    sumBound: n.Z / eta + hoeffTotal,
    boundA: n.Z / eta + hoeffTotal - n.Lmin,
    boundB: n.pointMass + hoeffTotal - n.Lmin,
    lnN,
    etaTuned: tunedEta(N, T, M),
    // ln N/η + ηtM²/8 at η = √(8 ln N/(TM²)): M√(ln N/8)·(√T + t/√T), M√(T ln N/2) at t = T.
    finiteBound: M * Math.sqrt(lnN / 8) * (sqT + t / sqT),
    finiteFinal: M * Math.sqrt((T * lnN) / 2),
  };
}
