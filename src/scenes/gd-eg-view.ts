import type { Trace } from '../engine/trace';
import { gdEgQuantities, gdEgTheoremsFor, type GdEgNumbers } from '../theory/gd-eg';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { GdEgMeta } from './gd-eg';

export interface GdEgBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface GdEgLearnerView {
  id: string;
  name: string;
  classifier: boolean;
  /** Cumulative loss (mistakes for a classifier) and its comparator's. */
  loss: number;
  Lu: number;
  /** B(u, w_{t+1}): ½‖u − w‖² (GD), KL(u‖w) (EG), the p-norm divergence. */
  pot: number;
}

export interface GdEgView {
  t: number;
  learners: GdEgLearnerView[];
  bounds: GdEgBoundReport[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** The numbers learner k's theorems read at round t, from the trace in O(1). */
export function gdEgNumbersAt(
  meta: GdEgMeta,
  trace: Trace | null,
  k: number,
  t: number,
): GdEgNumbers {
  const l = meta.learners[k];
  const simplex = l?.set === 'simplex';
  const u = (name: string, fallback: number) => at(trace, `L${k}.${name}`, t, fallback);
  const loss = u('cum', 0);
  return {
    t,
    T: meta.T,
    n: meta.dim,
    eta: l?.eta ?? 0,
    loss,
    Lu: u('lu', 0),
    comparator: meta.comparatorIsTarget ? 1 : 0,
    solverGap: simplex ? meta.gaps.simplex : meta.gaps.ball,
    U: meta.U,
    uOnSimplex: meta.simplexOk ? 1 : 0,
    uL1: meta.simplexL1,
    uMin: meta.simplexMin,
    p: meta.p,
    uQ: meta.uQ,
    R2: at(trace, 'R2', t, 0),
    Rinf: at(trace, 'Rinf', t, 0),
    Rp: at(trace, 'Rp', t, 0),
    Z: u('Z', 0),
    potStart: meta.potStart[k] ?? 0,
    potNow: u('pot', meta.potStart[k] ?? 0),
    stepSum: u('step', 0),
    linSum: u('lin', 0),
    mistakes: l?.classifier ? loss : 0,
    gammaU: at(trace, 'gammaU', t, Infinity),
    k: meta.k,
    booleanX: meta.booleanX ? 1 : 0,
    disjunction: meta.disjunction ? 1 : 0,
    binaryLabels: meta.labels ? 1 : 0,
    wDotU: l?.id === 'perceptron' ? u('fa', 0) : 0,
    wNorm: l?.id === 'perceptron' ? u('fb', 0) : 0,
    promotions: l?.id === 'winnow' ? u('fa', 0) : 0,
    weightSum: l?.id === 'winnow' ? u('fb', meta.dim) : 0,
  };
}

/** The lesson at round t: each learner's losses and potential, and every theorem about it. */
export function gdEgView(
  _params: unknown,
  meta: GdEgMeta,
  trace: Trace | null,
  tWanted: number,
): GdEgView {
  const t = Math.max(0, Math.min(tWanted, trace?.length ?? 0));
  const learners = meta.learners.map((l, k) => ({
    id: l.id,
    name: l.name,
    classifier: l.classifier,
    loss: at(trace, `L${k}.cum`, t, 0),
    Lu: at(trace, `L${k}.lu`, t, 0),
    pot: at(trace, `L${k}.pot`, t, meta.potStart[k] ?? 0),
  }));
  const bounds: GdEgBoundReport[] = [];
  learners.forEach((l, k) => {
    const quantities = gdEgQuantities(gdEgNumbersAt(meta, trace, k, t));
    for (const theorem of gdEgTheoremsFor(l.id))
      bounds.push({
        id: `${theorem.id}:${l.id}`,
        learner: l.id,
        learnerIndex: k,
        theorem,
        quantities,
        status: evaluate(theorem, quantities),
      });
  });
  return { t, learners, bounds };
}
