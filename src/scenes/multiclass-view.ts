import type { Trace } from '../engine/trace';
import { BLOCK } from '../learners/multiclass-perceptron';
import {
  multiclassBestBound,
  multiclassObservedBound,
  multiclassQuantities,
  multiclassSeparableBound,
  multiclassTargetBound,
  type MulticlassNumbers,
} from '../theory/multiclass';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { MulticlassAnalysis, MulticlassMeta } from './multiclass';

/** Which (γ, w) a bound is evaluated at. */
export type MulticlassSource = 'configured' | 'observed' | 'separable' | 'best';

export interface MulticlassBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  source: MulticlassSource;
  /** Plain words for the list and the theorem caption. */
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface MulticlassView {
  t: number;
  /** Mistakes of the multiclass perceptron. */
  M: number;
  /** w_t, 3k numbers (single precision: for drawing). */
  w: number[];
  point: { x1: number; x2: number; y: number; yhat: number; mistake: boolean } | null;
  /** M² = 2 max ‖x̃‖² so far (0 before any round). */
  M2: number;
  /** w*'s smallest margin so far (∞ before any round), its hinge sum at γ, its mistakes; null without w*. */
  margin: number | null;
  hinge: number | null;
  comparatorMistakes: number | null;
  /** The adversary could make the learner err on its last point. */
  forced: boolean;
  bounds: MulticlassBoundReport[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

const NO_PROOF = {
  hasStep: 0,
  stepRound: NaN,
  wPsi: NaN,
  starPsi: NaN,
  PhiPrev: NaN,
  cross: NaN,
  psiSq: NaN,
  PhiNow: NaN,
  stepHinge: NaN,
  line3: NaN,
  rhs: NaN,
  hasPotential: 0,
  PhiT: NaN,
};

/** The proof's numbers from the engine's potential, when it was computed for this comparator. */
function proofNumbers(
  analysis: MulticlassAnalysis | null,
  t: number,
  comparator: 'target' | 'best',
): typeof NO_PROOF {
  const p = analysis?.potential;
  if (!p || analysis.t !== t || p.comparator !== comparator) return NO_PROOF;
  const s = p.last;
  return {
    hasStep: s ? 1 : 0,
    stepRound: s?.s ?? NaN,
    wPsi: s?.wPsi ?? NaN,
    starPsi: s?.starPsi ?? NaN,
    PhiPrev: s?.PhiPrev ?? NaN,
    cross: s?.cross ?? NaN,
    psiSq: s?.psiSq ?? NaN,
    PhiNow: s?.PhiNow ?? NaN,
    stepHinge: s?.stepHinge ?? NaN,
    line3: s?.line3 ?? NaN,
    rhs: s?.rhs ?? NaN,
    hasPotential: 1,
    PhiT: p.PhiT,
  };
}

/**
 * What the multiclass panels and the embed API need at round t, read from the trace in O(k),
 * with the engine's latest analysis (the best (γ, w) and the potential) when one has arrived.
 * Bounds: Theorem 14.2 at w* and the configured γ (hinge term shown), at w*'s observed margin,
 * its separable corollary, and at the best (γ, w) found — the last for the round the analysis
 * was computed at, with the mistakes of that round.
 */
export function multiclassView(
  config: { gamma: number },
  meta: MulticlassMeta,
  trace: Trace | null,
  tWanted: number,
  analysis: MulticlassAnalysis | null,
): MulticlassView {
  const t = Math.max(0, Math.min(Math.floor(tWanted), trace?.length ?? 0));
  const d = BLOCK * meta.k;
  const w = Array.from({ length: d }, (_, i) => at(trace, `w${i}`, t, 0));
  const M = at(trace, 'M', t, 0);
  const M2 = 2 * at(trace, 'R2', t, 0);
  const target = meta.wstar !== null;
  const margin = target ? at(trace, 'margin', t, Infinity) : null;
  const hinge = target ? at(trace, 'hinge', t, 0) : null;
  const point =
    t >= 1
      ? {
          x1: at(trace, 'x1', t, 0),
          x2: at(trace, 'x2', t, 0),
          y: at(trace, 'y', t, 0),
          yhat: at(trace, 'yhat', t, 0),
          mistake: at(trace, 'mistake', t, 0) === 1,
        }
      : null;
  const learner = meta.learner.id;
  const bounds: MulticlassBoundReport[] = [];
  const push = (
    source: MulticlassSource,
    theorem: Theorem,
    numbers: MulticlassNumbers,
    caption: string,
  ): void => {
    const quantities = multiclassQuantities(numbers);
    bounds.push({
      id: `${theorem.id}:${source}`,
      learner,
      learnerIndex: 0,
      source,
      caption,
      theorem,
      quantities,
      status: evaluate(theorem, quantities),
    });
  };
  const common = {
    t,
    M,
    M2,
    hasComparator: target ? 1 : 0,
    wNorm: target ? 1 : NaN,
    gammaObs: margin ?? NaN,
  };
  push(
    'configured',
    multiclassTargetBound,
    { ...common, gamma: config.gamma, hinge: hinge ?? NaN, ...proofNumbers(analysis, t, 'target') },
    'at the stream’s w* and the configured γ, hinge term included',
  );
  push(
    'observed',
    multiclassObservedBound,
    {
      ...common,
      gamma: margin !== null && margin > 0 && Number.isFinite(margin) ? margin : NaN,
      hinge: 0,
      ...NO_PROOF,
    },
    'at w* and its observed margin γ_obs',
  );
  push(
    'separable',
    multiclassSeparableBound,
    { ...common, gamma: config.gamma, hinge: hinge ?? NaN, ...NO_PROOF },
    'the separable case: at w* and γ, if every margin is at least γ',
  );
  const best = analysis?.best ?? null;
  const tq = best ? Math.min(best.t, t) : t;
  const fresh = best !== null && best.t <= t;
  push(
    'best',
    multiclassBestBound,
    {
      t: tq,
      M: fresh ? at(trace, 'M', tq, 0) : M,
      gamma: 1,
      hasComparator: fresh ? 1 : 0,
      wNorm: fresh ? Math.sqrt(best.normSq) : NaN,
      M2: fresh ? best.M2 : M2,
      hinge: fresh ? best.hinge : NaN,
      gammaObs: NaN,
      ...proofNumbers(analysis, t, 'best'),
    },
    fresh && best.t < t
      ? `at the best (γ, w) found for rounds 1…${best.t} (the page is computing round ${t})`
      : 'at the best (γ, w) the page found (γ = 1, w a small multiclass SVM)',
  );

  return {
    t,
    M,
    w,
    point,
    M2,
    margin,
    hinge,
    comparatorMistakes: target ? at(trace, 'comparator', t, 0) : null,
    forced: at(trace, 'forced', t, 0) === 1,
    bounds,
  };
}
