import type { Trace } from '../engine/trace';
import { hedgeContinuousTheorems } from '../theory/hedge-continuous';
import {
  hedgeContinuousQuantities,
  type HedgeContinuousNumbers,
} from '../theory/hedge-continuous-quantities';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { HedgeContinuousMeta } from './hedge-continuous';

export interface HedgeBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface HedgeContinuousView {
  t: number;
  numbers: HedgeContinuousNumbers;
  quantities: Quantities;
  /** (a) the exact infimum, (b) the point mass, (c) the finite example. */
  bounds: HedgeBoundReport[];
  /** The round's expected and sampled loss, the drawn cell, the density's mean and entropy. */
  expLoss: number;
  sampleLoss: number;
  sample: number;
  mean: number[];
  entropy: number;
  regret: number;
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

const captions = [
  'the infimum over every density p, exact on the grid (Proposition 15: −(1/η) ln E_{p₀} e^{−ηL})',
  'p a point mass: min over cells of L_t(w) + ln(1/p₀(w))/η',
  'the finite case: N cells, p₀ = 1/N, η = √(8 ln N/(TM²)); M√(T ln N/2) at t = T',
];

/** The theorems' numbers at round t, read from the trace in O(1). */
export function hedgeNumbersAt(
  meta: HedgeContinuousMeta,
  trace: Trace | null,
  t: number,
): HedgeContinuousNumbers {
  return {
    t,
    T: Math.max(1, meta.T),
    N: meta.grid.N,
    eta: meta.eta,
    M: meta.M,
    cumExp: at(trace, 'cumExp', t, 0),
    Lmin: at(trace, 'Lmin', t, 0),
    Z: at(trace, 'Z', t, 0),
    pointMass: at(trace, 'pointMass', t, meta.pointMass0),
    lastStep: at(trace, 'step', t, 0),
    lastExp: at(trace, 'expLoss', t, 0),
    minSlack: at(trace, 'minSlack', t, Infinity),
    EpL: at(trace, 'EpL', t, 0),
    KL: at(trace, 'KL', t, 0),
    EpriorL: at(trace, 'EpriorL', t, 0),
    rangeMax: at(trace, 'rangeMax', t, 0),
    breakRound: at(trace, 'breakRound', t, 0),
    uniform: meta.uniform ? 1 : 0,
    tuned: meta.tuned ? 1 : 0,
  };
}

/** Everything the lesson's panels and the embed API read at round t. */
export function hedgeContinuousView(
  meta: HedgeContinuousMeta,
  trace: Trace | null,
  tWanted: number,
): HedgeContinuousView {
  const t = Math.max(0, Math.min(Math.floor(tWanted), trace?.length ?? 0));
  const numbers = hedgeNumbersAt(meta, trace, t);
  const quantities = hedgeContinuousQuantities(numbers);
  const bounds = hedgeContinuousTheorems.map((theorem, k) => ({
    id: theorem.id,
    learner: 'hedge',
    learnerIndex: 0,
    caption: captions[k] as string,
    theorem,
    quantities,
    status: evaluate(theorem, quantities),
  }));
  const mean = [at(trace, 'mean1', t, meta.mean0[0] as number)];
  if (meta.grid.dim === 2) mean.push(at(trace, 'mean2', t, meta.mean0[1] as number));
  return {
    t,
    numbers,
    quantities,
    bounds,
    expLoss: at(trace, 'expLoss', t, NaN),
    sampleLoss: at(trace, 'sampleLoss', t, NaN),
    sample: at(trace, 'sample', t, -1),
    mean,
    entropy: at(trace, 'entropy', t, meta.entropy0),
    regret: numbers.cumExp - numbers.Lmin,
  };
}
