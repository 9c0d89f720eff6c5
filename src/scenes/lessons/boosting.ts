import { boostingLearners, type BoostingLearnerId } from '../../learners/boosting/booster';
import {
  MAX_POINTS,
  MAX_ROUNDS,
  MIN_POINTS,
  boostingStreamIds,
  type BoostingConfig,
  type BoostingStreamId,
} from '../boosting-config';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import { dataUrl, idList, integer, oneOf, real } from '../kit/value-schemas';

const streams = [
  { id: 'circles', label: 'A disc in a square' },
  { id: 'xor', label: 'XOR: the sign of x₁x₂' },
  { id: 'moons', label: 'Two moons (a cubic between them)' },
  { id: 'stripes', label: 'Vertical stripes' },
  { id: 'csv', label: 'A CSV file' },
] as const satisfies readonly { id: BoostingStreamId; label: string }[];

const defaultLearners: BoostingLearnerId[] = ['mwu-boost', 'adaboost'];

export const boostingScene = defineScene({
  id: 'boosting',
  title: 'Boosting: multiplicative weights on the examples',
  family: 'mwu',
  summary:
    'Decision stumps, each barely better than chance, combined by multiplicative weights over the training points (a majority vote) and by AdaBoost: the training error falls exponentially while every stump has an edge.',
  theorem:
    'AdaBoost: training error ≤ ∏ 2√(εₜ(1 − εₜ)) ≤ exp(−2Σγₜ²); MWU boosting: ≤ exp(−Tγ²/2), below δ once T ≥ 2 ln(1/δ)/(½ − ε)².',
  panels: [
    { id: 'plane', label: 'The points weighted by Dₜ, the stump, the vote’s regions' },
    { id: 'error', label: 'Training error against the bounds' },
    { id: 'weak', label: 'Each stump’s error εₜ against ½' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The theorems and their proofs' },
  ],
  // A round is one stump per learner, 2n steps of the sweep each: 2000 rounds is already far
  // past where either bound reaches a single point's error.
  T: { default: 100, max: MAX_ROUNDS },
  maxPerFrame: 50,
  streams,
  csv: {
    reader: 'points',
    format: 'rows x1,x2,y with y = −1 or +1, optional header',
    noun: 'points',
  },
  params: {
    stream: param(oneOf(boostingStreamIds), 'circles' as BoostingStreamId),
    n: param(integer(MIN_POINTS, MAX_POINTS), 200),
    noise: param(real(0, 0.5), 0, { inUrl: (p) => p['noise'] !== 0 }),
    learners: param(idList(boostingLearners), defaultLearners, {
      inUrl: (p) => display(p['learners']) !== display(defaultLearners),
    }),
    epsilon: param(real(1e-6, 0.499999), 0.4),
    delta: param(real(1e-9, 0.999), 0.1),
    data: param(dataUrl, null),
  },
  // δ is not here: it moves the marks on the chart, not the run.
  engineConfig({ seed, T, params: p }, { csv }): BoostingConfig {
    return {
      lesson: 'boosting',
      stream: p.stream,
      seed,
      T,
      n: p.n,
      noise: p.noise,
      learners: p.learners,
      eps: p.epsilon,
      points: p.stream === 'csv' ? (csv?.points ?? null) : null,
    };
  },
  async engine() {
    const { BoostingScene } = await import('../boosting');
    return { create: (config) => new BoostingScene(config) };
  },
  async state({ params, meta, trace, t }) {
    const { boostingView, columnUpTo } = await import('../boosting-view');
    const m = meta as import('../boosting').BoostingMeta;
    const view = boostingView(params, m, trace, t);
    const byLearner = <V>(f: (l: (typeof view.learners)[number]) => V): Record<string, V> =>
      Object.fromEntries(view.learners.map((l) => [l.id, f(l)]));
    return {
      t: view.t,
      learners: view.learners.map((l) => ({
        id: l.id,
        name: l.name,
        cumulativeLoss: l.trainingError,
        trainingError: l.trainingError,
        errorWithTies: l.errTie,
        weakErrors: columnUpTo(trace, l.id, 'eps', view.t),
        ...(l.id === 'adaboost' ? { alphas: columnUpTo(trace, l.id, 'alpha', view.t) } : {}),
        stump: l.stump,
      })),
      // The best a vote of stumps could do is not known; the error of a perfect classifier is 0.
      comparatorLoss: 0,
      bounds: view.learners.map((l) =>
        boundState(l.bound, {
          brokeAt: l.brokeAt > 0 ? l.brokeAt : null,
          roundsNeeded: finiteOrNull(l.bound.quantities['Tneeded']),
          roundsNeededObserved: finiteOrNull(l.bound.quantities['TneededObs']),
        }),
      ),
      n: m.n,
      trainingError: byLearner((l) => l.trainingError),
      weakErrors: byLearner((l) => columnUpTo(trace, l.id, 'eps', view.t)),
      alphas: m.learners.includes('adaboost')
        ? columnUpTo(trace, 'adaboost', 'alpha', view.t)
        : null,
    };
  },
});

const finiteOrNull = (x: number | undefined): number | null =>
  x !== undefined && Number.isFinite(x) ? x : null;
