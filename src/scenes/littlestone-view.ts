import type { Trace } from '../engine/trace';
import { littlestoneQuantities, type LittlestoneNumbers } from '../theory/littlestone-quantities';
import {
  bisectLowerBound,
  littlestoneTheoremsFor,
  treeLowerBound,
  vcLdimTheorem,
} from '../theory/littlestone';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { LittlestoneConfig, LittlestoneMeta } from './littlestone';

export interface LittlestoneBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface LittlestoneLearnerView {
  id: string;
  name: string;
  deterministic: boolean;
  /** Mistakes for a deterministic learner, Σ|p − y| for a weighted vote. */
  loss: number;
  /** Its prediction on the last round (0/1, or the weighted vote). */
  p: number;
}

export interface LittlestoneView {
  t: number;
  learners: LittlestoneLearnerView[];
  /** The last round's point and label (null before the first round). */
  x: number | null;
  y: 0 | 1 | null;
  /** |V_t|, Ldim(V_t), VCdim(V_t). */
  size: number;
  ldimNow: number;
  vcNow: number;
  /** The class's largest shattered set (a mask of points). */
  vcSet: number;
  Lstar: number;
  brokeAt: number;
  restarts: number;
  soaMistakes: number;
  claimDrops: number;
  /** SOA mistakes that lowered Ldim(V) by more than one (the notes' "exactly one" is too strong). */
  claimOver: number;
  bounds: LittlestoneBoundReport[];
  /** Theorem 13 on this class: VCdim(H) ≤ Ldim(H). */
  vcBound: LittlestoneBoundReport;
}

type StreamParams = { stream: LittlestoneConfig['stream'] };

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** The numbers the theorems read for learner k at round t, from the trace in O(1). */
export function littlestoneNumbersAt(
  params: StreamParams,
  meta: LittlestoneMeta,
  trace: Trace | null,
  k: number,
  t: number,
): LittlestoneNumbers {
  const l = meta.learners[k];
  const Lstar = at(trace, 'Lstar', t, 0);
  const isSoa = l?.id === 'soa' && meta.learners.findIndex((m) => m.id === 'soa') === k;
  return {
    t,
    T: meta.T,
    H: meta.H,
    ldimH: meta.ldimH,
    ldimNow: at(trace, 'ldim', t, meta.ldimH),
    ldimBefore: t > 1 ? at(trace, 'ldim', t - 1, meta.ldimH) : meta.ldimH,
    V: at(trace, 'size', t, meta.H),
    vcH: meta.vcH,
    loss: at(trace, `L${k}.cum`, t, 0),
    Lstar,
    realizable: Lstar === 0 ? 1 : 0,
    brokeAt: at(trace, 'brokeAt', t, 0),
    deterministic: l?.deterministic ? 1 : 0,
    treeTarget: params.stream === 'tree' && k === 0 ? 1 : 0,
    bisectTarget: params.stream === 'bisect' && k === 0 ? 1 : 0,
    treeStream: params.stream === 'tree' ? 1 : 0,
    bisectStream: params.stream === 'bisect' ? 1 : 0,
    soaMistakes: isSoa ? at(trace, 'soaM', t, 0) : 0,
    claimDrops: isSoa ? at(trace, 'soaDrops', t, 0) : 0,
    eta: l?.eta ?? 0,
  };
}

/**
 * A learner's theorems on this stream: an adversary's lower bound only where that adversary
 * plays (elsewhere it would only say "not this stream").
 */
export function theoremsOn(stream: LittlestoneConfig['stream'], learnerId: string): Theorem[] {
  return littlestoneTheoremsFor(learnerId).filter(
    (th) =>
      (th.id !== treeLowerBound.id || stream === 'tree') &&
      (th.id !== bisectLowerBound.id || stream === 'bisect'),
  );
}

/**
 * The lesson at round t: each learner's loss, the version space's size and dimensions, and every
 * theorem about each learner evaluated on the run's own numbers.
 */
export function littlestoneView(
  params: StreamParams,
  meta: LittlestoneMeta,
  trace: Trace | null,
  tWanted: number,
): LittlestoneView {
  const t = Math.max(0, Math.min(tWanted, trace?.length ?? 0));
  const learners = meta.learners.map((l, k) => ({
    id: l.id,
    name: l.name,
    deterministic: l.deterministic,
    loss: at(trace, `L${k}.cum`, t, 0),
    p: at(trace, `L${k}.p`, t, NaN),
  }));
  const bounds: LittlestoneBoundReport[] = [];
  let first: Quantities | null = null;
  learners.forEach((l, k) => {
    const quantities = littlestoneQuantities(littlestoneNumbersAt(params, meta, trace, k, t));
    first ??= quantities;
    for (const theorem of theoremsOn(params.stream, l.id))
      bounds.push({
        id: `${theorem.id}:${l.id}`,
        learner: l.id,
        learnerIndex: k,
        theorem,
        quantities,
        status: evaluate(theorem, quantities),
      });
  });
  const classQuantities =
    first ??
    littlestoneQuantities({
      ...littlestoneNumbersAt(params, meta, trace, 0, t),
      deterministic: 0,
    });
  const y = t >= 1 ? at(trace, 'y', t, -1) : -1;
  return {
    t,
    learners,
    x: t >= 1 ? at(trace, 'x', t, NaN) : null,
    y: y === 0 || y === 1 ? y : null,
    size: at(trace, 'size', t, meta.H),
    ldimNow: at(trace, 'ldim', t, meta.ldimH),
    vcNow: at(trace, 'vc', t, meta.vcH),
    vcSet: meta.vcSetH,
    Lstar: at(trace, 'Lstar', t, 0),
    brokeAt: at(trace, 'brokeAt', t, 0),
    restarts: at(trace, 'restarts', t, 0),
    soaMistakes: at(trace, 'soaM', t, 0),
    claimDrops: at(trace, 'soaDrops', t, 0),
    claimOver: at(trace, 'soaOver', t, 0),
    bounds,
    vcBound: {
      id: 'vc-ldim:class',
      learner: 'class',
      learnerIndex: -1,
      theorem: vcLdimTheorem,
      quantities: classQuantities,
      status: evaluate(vcLdimTheorem, classQuantities),
    },
  };
}
