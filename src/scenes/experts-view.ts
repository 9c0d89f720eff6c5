import type { Trace } from '../engine/trace';
import { expertsQuantities, expertsTheoremsFor } from '../theory/experts';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { ExpertsConfig, ExpertsMeta } from './experts';

export interface ExpertsBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface ExpertsLearnerView {
  id: string;
  name: string;
  deterministic: boolean;
  /** Cumulative loss: mistakes for a deterministic learner, expected loss for a randomized one. */
  cumLoss: number;
  logW: number;
  /** The expert with the largest weight. */
  top: number;
}

export interface ExpertsView {
  t: number;
  learners: ExpertsLearnerView[];
  /** The best expert's cumulative loss L*_t, and which expert it is. */
  Lstar: number;
  best: number;
  bounds: ExpertsBoundReport[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/**
 * The experts lesson at round t, read from the trace in O(1) per learner: cumulative losses,
 * the potentials ln W_t, the best expert, and every theorem that speaks about each learner,
 * evaluated on the run's own numbers (a theorem whose hypotheses fail says why).
 */
export function expertsView(
  config: Pick<ExpertsConfig, 'stream'>,
  meta: ExpertsMeta,
  trace: Trace | null,
  tWanted: number,
): ExpertsView {
  const t = Math.max(0, Math.min(tWanted, trace?.length ?? 0));
  const d = meta.d;
  const learners = meta.learners.map((l, k) => ({
    id: l.id,
    name: l.name,
    deterministic: l.deterministic,
    cumLoss: at(trace, `L${k}.cum`, t, 0),
    logW: at(trace, `L${k}.logW`, t, Math.log(d)),
    top: at(trace, `L${k}.top`, t, 0),
  }));
  const Lstar = at(trace, 'Lstar', t, 0);
  const best = at(trace, 'best', t, 0);
  const bounds: ExpertsBoundReport[] = [];
  learners.forEach((l, k) => {
    const quantities = expertsQuantities({
      t,
      T: meta.T,
      d,
      loss: l.cumLoss,
      Lstar,
      logW: l.logW,
      epsilon: meta.epsilon,
      eta: meta.eta,
      labelled: config.stream === 'csv' ? 0 : 1,
      // The adaptive adversary plays against the first learner only.
      adversary: config.stream === 'adversary' && k === 0 ? 1 : 0,
      deterministic: l.deterministic ? 1 : 0,
    });
    for (const theorem of expertsTheoremsFor(l.id)) {
      bounds.push({
        id: `${theorem.id}:${l.id}`,
        learner: l.id,
        learnerIndex: k,
        theorem,
        quantities,
        status: evaluate(theorem, quantities),
      });
    }
  });
  return { t, learners, Lstar, best, bounds };
}
