import type { Trace } from '../engine/trace';
import type { BoostingLearnerId } from '../learners/boosting/booster';
import type { Stump } from '../learners/boosting/stumps';
import { adaBoostBound, mwuBoostBound } from '../theory/boosting';
import {
  adaBoostQuantities,
  mwuBoostQuantities,
  type BoostingNumbers,
} from '../theory/boosting-quantities';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { BoostingMeta } from './boosting';
import { col } from './boosting-config';

export const learnerNames: Record<BoostingLearnerId, string> = {
  'mwu-boost': 'MWU boosting (majority vote)',
  adaboost: 'AdaBoost',
};

export interface BoostingBoundReport {
  id: string;
  learner: BoostingLearnerId;
  learnerIndex: number;
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface BoostingLearnerView {
  id: BoostingLearnerId;
  name: string;
  /** hₜ, this round's stump (null before the first round). */
  stump: (Stump & { eps: number; alpha: number }) | null;
  /** The vote's training error, a tie predicted +1; and with ties counted as errors. */
  trainingError: number;
  errTie: number;
  maxEps: number;
  brokeAt: number;
  bound: BoostingBoundReport;
}

export interface BoostingView {
  t: number;
  learners: BoostingLearnerView[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** One learner's numbers at round t, read from the trace in O(1). */
export function boostingNumbersAt(
  meta: BoostingMeta,
  trace: Trace | null,
  learner: BoostingLearnerId,
  t: number,
  delta: number,
): BoostingNumbers {
  const c = (name: string, fallback: number) => at(trace, col(learner, name), t, fallback);
  const brokeAt = c('broke', 0);
  const mwu = learner === 'mwu-boost';
  return {
    t,
    n: meta.n,
    err: c('errTie', t === 0 ? 1 : NaN),
    maxEps: c('maxEps', 0),
    brokeAt,
    brokeEps: brokeAt > 0 ? at(trace, col(learner, 'eps'), brokeAt, NaN) : NaN,
    delta,
    eps: meta.eps,
    logPhi: mwu ? c('potential', Math.log(Math.max(1, meta.n))) : NaN,
    sumAcc: mwu ? c('sumA', 0) : NaN,
    logZ: mwu ? NaN : c('potential', 0),
    logProd: mwu ? NaN : c('sumA', 0),
    sumG2: mwu ? NaN : c('sumB', 0),
    meanExp: mwu ? NaN : c('aux', 1),
  };
}

export function boostingQuantitiesAt(
  meta: BoostingMeta,
  trace: Trace | null,
  learner: BoostingLearnerId,
  t: number,
  delta: number,
): Quantities {
  const x = boostingNumbersAt(meta, trace, learner, t, delta);
  return learner === 'mwu-boost' ? mwuBoostQuantities(x) : adaBoostQuantities(x);
}

export const theoremOf = (learner: BoostingLearnerId): Theorem =>
  learner === 'mwu-boost' ? mwuBoostBound : adaBoostBound;

const captions: Record<BoostingLearnerId, string> = {
  'mwu-boost': 'the majority vote, with η = γ = ½ − ε from the promised ε',
  adaboost: 'with each round’s εₛ as the stumps made it',
};

/** Everything the lesson's panels and the embed API read at round t. */
export function boostingView(
  params: { delta: number },
  meta: BoostingMeta,
  trace: Trace | null,
  tWanted: number,
): BoostingView {
  const t = Math.max(0, Math.min(Math.floor(tWanted), trace?.length ?? 0));
  const learners = meta.learners.map((id, k): BoostingLearnerView => {
    const c = (name: string, fallback: number) => at(trace, col(id, name), t, fallback);
    const theorem = theoremOf(id);
    const quantities = boostingQuantitiesAt(meta, trace, id, t, params.delta);
    const status = evaluate(theorem, quantities);
    return {
      id,
      name: learnerNames[id],
      stump:
        t >= 1
          ? {
              axis: c('axis', 0) === 1 ? 1 : 0,
              theta: c('theta', 0),
              sign: c('sign', 1) === -1 ? -1 : 1,
              eps: c('eps', NaN),
              alpha: c('alpha', NaN),
            }
          : null,
      // Before any round the empty vote is a tie everywhere: predicted +1, so the −1 points err.
      trainingError: c('err', t === 0 ? negativeShare(meta) : NaN),
      errTie: c('errTie', 1),
      maxEps: c('maxEps', 0),
      brokeAt: c('broke', 0),
      bound: {
        id: theorem.id,
        learner: id,
        learnerIndex: k,
        caption: captions[id],
        theorem,
        quantities,
        status,
      },
    };
  });
  return { t, learners };
}

/** εₛ for s = 1 … t, or αₛ: one learner's column as a plain list (getState). */
export function columnUpTo(
  trace: Trace | null,
  learner: BoostingLearnerId,
  name: string,
  t: number,
): number[] {
  const c = trace?.column(col(learner, name));
  return c ? Array.from(c.subarray(0, t)) : [];
}

function negativeShare(meta: BoostingMeta): number {
  let neg = 0;
  for (let i = 0; i < meta.n; i++) if (meta.set.y[i] !== 1) neg++;
  return meta.n > 0 ? neg / meta.n : 0;
}
