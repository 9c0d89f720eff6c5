import type { Trace } from '../engine/trace';
import {
  onlineToBatchQuantities,
  prop3Theorem,
  prop4Theorem,
  thm149RandomTheorem,
  thm149Theorem,
  type OnlineToBatchNumbers,
} from '../theory/online-to-batch';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { OnlineToBatchConfig } from './online-to-batch-config';
import type { OnlineToBatchMeta } from './online-to-batch';

/** Which estimator a bound is about. */
export type Estimator = 'random' | 'average' | 'last';

/** One part of a bound's value, as the bound-terms panel stacks them. */
export interface BoundTerm {
  id: 'approximation' | 'mistake' | 'regret' | 'concentration';
  label: string;
  value: number;
}

export interface OnlineToBatchBound {
  id: string;
  /** The learner it is about ('perceptron' or 'ogd'), as getState names it. */
  learner: string;
  estimator: Estimator;
  /** The round its numbers are from (OGD's test loss may lag t when evaluated every k rounds). */
  t: number;
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
  terms: BoundTerm[];
}

export interface OnlineToBatchView {
  t: number;
  w: [number, number];
  average: [number, number];
  mistakes: number;
  testError: { random: number; average: number; last: number };
  /** OGD's held-out φ (null for the perceptron), at round `lossRound`. */
  testLoss: { random: number; average: number; last: number } | null;
  lossRound: number;
  /** Proposition 4's λ (null for OGD, or before the first round). */
  lambda: number | null;
  point: { x1: number; x2: number; y: 1 | -1; mistake: boolean } | null;
  bounds: OnlineToBatchBound[];
  /** Estimators no theorem covers, and why. */
  unbounded: { estimator: Estimator; reason: string }[];
}

export type ViewParams = Pick<OnlineToBatchConfig, 'R' | 'gamma' | 'noise' | 'stream'> & {
  delta: number;
};

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** The numbers behind every theorem at round t, read from the trace in O(1). */
export function numbersAt(
  params: ViewParams,
  meta: OnlineToBatchMeta,
  trace: Trace | null,
  t: number,
): OnlineToBatchNumbers {
  return {
    t,
    R: params.R,
    gamma: params.gamma,
    noise: params.stream === 'noisy' ? params.noise : 0,
    delta: params.delta,
    Robs: at(trace, 'Robs', t, 0),
    marginObs: at(trace, 'marginObs', t, Infinity),
    wsNorm: Math.hypot(meta.wstar[0], meta.wstar[1]),
    mistakes: at(trace, 'M', t, 0),
    errRandom: at(trace, 'errRandom', t, 1),
    eta: meta.eta ?? NaN,
    G: meta.G ?? NaN,
    Mloss: meta.M ?? NaN,
    B: meta.B ?? NaN,
    maxLoss: at(trace, 'maxLoss', t, 0),
    maxGrad: at(trace, 'maxGrad', t, 0),
    maxNorm: at(trace, 'maxNorm', t, 0),
    lossAverage: at(trace, 'lossAverage', t, NaN),
    lossRandom: at(trace, 'lossRandom', t, NaN),
    onlineLoss: at(trace, 'onlineLoss', t, 0),
    compTest: at(trace, 'compTest', t, NaN),
    compTrain: at(trace, 'compTrain', t, 0),
    compNormSq: at(trace, 'compNormSq', t, 0),
  };
}

function perceptronBounds(q: Quantities, t: number): OnlineToBatchBound[] {
  const make = (theorem: Theorem, terms: BoundTerm[], caption: string): OnlineToBatchBound => ({
    id: theorem.id,
    learner: 'perceptron',
    estimator: 'random',
    t,
    caption,
    theorem,
    quantities: q,
    status: evaluate(theorem, q),
    terms,
  });
  return [
    make(
      prop3Theorem,
      [{ id: 'mistake', label: 'mistake bound / T', value: q['prop3Bound'] ?? NaN }],
      'R and γ as configured (the distribution’s). It bounds the mean over training samples; the page shows one draw, scored on the held-out sample.',
    ),
    make(
      prop4Theorem,
      [
        {
          id: 'mistake',
          label: 'λ/(1 − e^−λ) · mistake bound / T',
          value: q['mistakePart'] ?? NaN,
        },
        { id: 'concentration', label: 'ln(1/δ) / ((1 − e^−λ)·T)', value: q['concPart4'] ?? NaN },
      ],
      'R and γ as configured (the distribution’s); λ minimises the bracket. E_Z is estimated on the held-out sample.',
    ),
  ];
}

function ogdBounds(q: Quantities, t: number): OnlineToBatchBound[] {
  const terms: BoundTerm[] = [
    { id: 'approximation', label: 'E φ(w̄) (approximation)', value: q['compTest'] ?? NaN },
    { id: 'regret', label: '‖w̄‖²/(2ηT) + ηG²/2 (regret / T)', value: q['regretPart'] ?? NaN },
    { id: 'concentration', label: 'M√(2 ln(2/δ)/T) (concentration)', value: q['conc'] ?? NaN },
  ];
  const caption =
    'E φ is estimated on the held-out sample, the infimum over Ω by a near-minimiser w̄ (any w of Ω gives a valid bound). The notes’ statement prints ηG/2; the proof gives ηG²/2, which the page uses.';
  return [thm149Theorem, thm149RandomTheorem].map((theorem) => ({
    id: theorem.id,
    learner: 'ogd',
    estimator: theorem === thm149Theorem ? ('average' as const) : ('random' as const),
    t,
    caption,
    theorem,
    quantities: q,
    status: evaluate(theorem, q),
    terms,
  }));
}

/** Everything the lesson's panels and the embed API need at round t. */
export function onlineToBatchView(
  params: ViewParams,
  meta: OnlineToBatchMeta,
  trace: Trace | null,
  tWanted: number,
): OnlineToBatchView {
  const t = Math.max(0, Math.min(Math.floor(tWanted), trace?.length ?? 0));
  const ogd = meta.learner === 'ogd';
  const lossRound = ogd ? at(trace, 'lossRound', t, 0) : t;
  const q = onlineToBatchQuantities(numbersAt(params, meta, trace, t));
  const bounds = ogd
    ? lossRound >= 1
      ? ogdBounds(onlineToBatchQuantities(numbersAt(params, meta, trace, lossRound)), lossRound)
      : ogdBounds(q, t)
    : perceptronBounds(q, t);
  const lambda = q['lambda'];
  const point =
    t >= 1 && trace
      ? {
          x1: at(trace, 'x1', t, 0),
          x2: at(trace, 'x2', t, 0),
          y: (at(trace, 'y', t, 1) === 1 ? 1 : -1) as 1 | -1,
          mistake: at(trace, 'mistake', t, 0) === 1,
        }
      : null;
  const unbounded: OnlineToBatchView['unbounded'] = [
    {
      estimator: 'last',
      reason: 'no theorem of the notes bounds the last iterate; it is drawn for comparison',
    },
  ];
  if (!ogd)
    unbounded.unshift({
      estimator: 'average',
      reason:
        'the 0–1 loss is not convex in w, so Jensen’s inequality does not carry the bound from the iterates to their average',
    });
  return {
    t,
    w: [at(trace, 'w0', t, 0), at(trace, 'w1', t, 0)],
    average: [at(trace, 'a0', t, 0), at(trace, 'a1', t, 0)],
    mistakes: at(trace, 'M', t, 0),
    testError: {
      random: at(trace, 'errRandom', t, NaN),
      average: at(trace, 'errAverage', t, NaN),
      last: at(trace, 'errLast', t, NaN),
    },
    testLoss: ogd
      ? {
          random: at(trace, 'lossRandom', t, NaN),
          average: at(trace, 'lossAverage', t, NaN),
          last: at(trace, 'lossLast', t, NaN),
        }
      : null,
    lossRound,
    lambda: !ogd && t >= 1 && Number.isFinite(lambda) ? (lambda as number) : null,
    point,
    bounds,
    unbounded,
  };
}

/** A bound's value at round s for the chart (NaN where it does not apply: a gap). */
export function boundValueAt(
  theorem: Theorem,
  params: ViewParams,
  meta: OnlineToBatchMeta,
  trace: Trace | null,
  s: number,
): number {
  const status = evaluate(theorem, onlineToBatchQuantities(numbersAt(params, meta, trace, s)));
  return status.applies ? status.value : NaN;
}
