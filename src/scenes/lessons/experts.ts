import { expertLearnerIds, type ExpertLearnerId } from '../../learners/experts/registry';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import { dataUrl, idList, integer, oneOf, real } from '../kit/value-schemas';
import type { ExpertsConfig, ExpertsExactState, ExpertsMeta } from '../experts';

const streams = [
  { id: 'realizable', label: 'One perfect expert' },
  { id: 'iid', label: 'Experts with fixed error rates' },
  { id: 'adversary', label: 'Adaptive adversary' },
  { id: 'switching', label: 'The best expert changes' },
  { id: 'csv', label: 'A loss matrix (CSV)' },
] as const;

const defaultLearners: ExpertLearnerId[] = ['halving', 'wm', 'mwu', 'hedge'];

export const expertsScene = defineScene({
  id: 'experts',
  title: 'Prediction with expert advice',
  family: 'experts',
  summary:
    'Halving, Weighted Majority, MWU and Hedge against d experts: regret under each bound, and why a coin beats T/2.',
  theorem:
    'Halving ≤ log₂ d mistakes; Weighted Majority ≤ 2.4(L* + log₂ d); Hedge’s regret ≤ √(2T ln d).',
  panels: [
    { id: 'weights', label: 'The weights over the experts' },
    { id: 'expert-losses', label: 'Each expert’s cumulative loss' },
    { id: 'loss', label: 'Cumulative loss against the best expert' },
    { id: 'regret', label: 'Regret against each bound' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The potential argument' },
  ],
  T: { default: 500, max: 1_000_000 },
  streams,
  csv: {
    reader: 'loss-matrix',
    format: 'rows of d losses in [0, 1], one column per expert, optional header',
    noun: 'rows',
  },
  params: {
    stream: param(oneOf(streams.map((s) => s.id)), 'realizable' as ExpertsConfig['stream']),
    d: param(integer(2, 1000), 16),
    learners: param(idList(expertLearnerIds), defaultLearners, {
      inUrl: (p) => display(p['learners']) !== display(defaultLearners),
    }),
    // Up to 0.99: past ½ the MWU bound stops applying, which the page explains; at 1 the
    // update (1 − εℓ) could zero a weight.
    epsilon: param(real(1e-6, 0.99), 0.25),
    eta: param(real(1e-6, 1000), 0.5),
    data: param(dataUrl, null),
  },
  engineConfig({ seed, T, params: p }, { csv }): ExpertsConfig {
    const matrix = p.stream === 'csv' && csv?.matrix ? csv.matrix : null;
    return {
      lesson: 'experts',
      stream: p.stream,
      seed,
      T,
      d: matrix ? matrix.d : p.d,
      learners: p.learners,
      epsilon: p.epsilon,
      eta: p.eta,
      matrix,
    };
  },
  async engine() {
    const { ExpertsScene } = await import('../experts');
    return { create: (config) => new ExpertsScene(config) };
  },
  async state({ params, meta, trace, t, exact }) {
    const { expertsView } = await import('../experts-view');
    const view = expertsView(params, meta as ExpertsMeta, trace, t);
    const state = (await exact(view.t)) as ExpertsExactState | null;
    return {
      t: view.t,
      learners: view.learners.map((l, k) => ({
        id: l.id,
        name: l.name,
        cumulativeLoss: l.cumLoss,
        ...(l.deterministic ? { mistakes: l.cumLoss } : {}),
        weights: state?.weights[k] ?? [],
      })),
      comparatorLoss: view.Lstar,
      bounds: view.bounds.map((b) => boundState(b, { direction: b.theorem.direction ?? 'upper' })),
    };
  },
});
