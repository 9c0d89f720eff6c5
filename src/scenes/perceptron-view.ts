import type { Trace } from '../engine/trace';
import { perceptronQuantities, theoremFor, type PerceptronNumbers } from '../theory/perceptron';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { PerceptronConfig, PerceptronMeta } from './perceptron';

/** Which numbers a bound is computed from. */
export type BoundSource = 'configured' | 'observed' | 'data';

export interface BoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  source: BoundSource;
  /** Plain words for the legend and the theorem caption. */
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface LearnerView {
  id: string;
  name: string;
  w: [number, number];
  M: number;
}

export interface PerceptronView {
  t: number;
  learners: LearnerView[];
  /** The point of round t and whether the first learner erred on it. */
  point: { x1: number; x2: number; y: 1 | -1; mistake: boolean } | null;
  Robs: number;
  gammaTarget: number;
  separable: boolean;
  gammaData: number;
  dataDirection: [number, number] | null;
  comparatorLoss: number | null;
  /** The adversary could force the last mistake (adversary stream only). */
  forced: boolean;
  bounds: BoundReport[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/**
 * Everything the perceptron panels and the embed API need at round t, read from the trace in
 * O(1). Bounds come in up to three instantiations: with R and γ as configured, with R and γ as
 * observed so far for w*, and — when the stream has no w* — with the best margin through the
 * origin of the data so far (its direction u* plays w* in the proof, which holds for the prefix).
 */
export function perceptronView(
  config: Pick<PerceptronConfig, 'R' | 'gamma'>,
  meta: PerceptronMeta,
  trace: Trace | null,
  tWanted: number,
): PerceptronView {
  const t = Math.max(0, Math.min(tWanted, trace?.length ?? 0));
  const learners: LearnerView[] = meta.learners.map((l, k) => ({
    id: l.id,
    name: l.name,
    w: [at(trace, `L${k}.w0`, t, l.initial[0]), at(trace, `L${k}.w1`, t, l.initial[1])],
    M: at(trace, `L${k}.M`, t, 0),
  }));
  const Robs = at(trace, 'R', t, 0);
  const gammaTarget = at(trace, 'gammaTarget', t, Infinity);
  const separable = at(trace, 'separable', t, 1) === 1;
  const gammaData = at(trace, 'gammaData', t, Infinity);
  const u: [number, number] | null =
    t >= 1 && separable ? [at(trace, 'u0', t, 0), at(trace, 'u1', t, 0)] : null;
  const point =
    t >= 1 && trace
      ? {
          x1: at(trace, 'x1', t, 0),
          x2: at(trace, 'x2', t, 0),
          y: (at(trace, 'y', t, 1) === 1 ? 1 : -1) as 1 | -1,
          mistake: at(trace, 'L0.mistake', t, 0) === 1,
        }
      : null;
  const cmp = at(trace, 'comparator', t, meta.wstar ? 0 : -1);

  const bounds: BoundReport[] = [];
  meta.learners.forEach((l, k) => {
    const lv = learners[k] as LearnerView;
    const theorem = theoremFor(l.id);
    const w0Norm = Math.hypot(l.initial[0], l.initial[1]);
    const make = (
      source: BoundSource,
      star: [number, number],
      R: number,
      gamma: number,
      gammaObs: number,
      caption: string,
    ): void => {
      const numbers: PerceptronNumbers = {
        M: lv.M,
        R,
        gamma,
        wsNorm: Math.hypot(star[0], star[1]),
        Robs,
        gammaObs,
        w0Norm,
        w0Dot: l.initial[0] * star[0] + l.initial[1] * star[1],
        wDot: lv.w[0] * star[0] + lv.w[1] * star[1],
        wNorm: Math.hypot(lv.w[0], lv.w[1]),
      };
      const quantities = perceptronQuantities(numbers);
      let status = evaluate(theorem, quantities);
      if (source === 'data' && !status.applies && !separable) {
        status = {
          ...status,
          failed: {
            id: 'margin',
            reason:
              'the points so far cannot be separated by a line through the origin, so no margin γ > 0 exists',
          },
        };
      }
      bounds.push({
        id: `${theorem.id}:${source}`,
        learner: l.id,
        learnerIndex: k,
        source,
        caption,
        theorem,
        quantities,
        status,
      });
    };
    if (meta.wstar) {
      make(
        'configured',
        meta.wstar,
        config.R,
        config.gamma,
        gammaTarget,
        'with R and γ as configured',
      );
      make(
        'observed',
        meta.wstar,
        Math.max(Robs, Number.MIN_VALUE),
        gammaTarget === Infinity ? config.gamma : gammaTarget,
        gammaTarget,
        'with R and γ as observed on the stream so far',
      );
    } else if (t >= 1) {
      make(
        'data',
        u ?? [1, 0],
        Robs,
        separable ? gammaData : 0,
        separable ? gammaData : 0,
        'with the best margin through the origin on the data so far',
      );
    }
  });

  return {
    t,
    learners,
    point,
    Robs,
    gammaTarget,
    separable,
    gammaData,
    dataDirection: u,
    comparatorLoss: cmp >= 0 ? cmp : null,
    forced: at(trace, 'forced', t, 0) === 1,
    bounds,
  };
}
