import { linearLosses } from '../../engine/linear-game';
import { linearLearnerIds, type LinearLearnerId } from '../../learners/linear/registry';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import { dataUrl, idList, integer, oneOf, rate, real } from '../kit/value-schemas';
import { MAX_DIM, MIN_DIM, type GdEgConfig, type Rate } from '../gd-eg-config';

const streams = [
  { id: 'sparse', label: 'A sparse target: k of n features matter' },
  { id: 'dense', label: 'A dense target: every feature matters a little' },
  { id: 'disjunction', label: 'A monotone disjunction of k features' },
  { id: 'csv', label: 'Rows from a CSV file' },
] as const;

const defaultLearners: LinearLearnerId[] = ['gd', 'eg'];

export const gdEgScene = defineScene({
  id: 'gd-eg',
  title: 'Additive against multiplicative updates',
  family: 'linear',
  summary:
    'Gradient descent against exponentiated gradient (and the perceptron against Winnow) on a few relevant features among thousands.',
  theorem:
    'GD’s regret ≤ U R₂ Z √T, EG’s ≤ R∞ Z √(2T ln n): with k of n features relevant, n against ln n.',
  panels: [
    { id: 'weights', label: 'Each learner’s weights' },
    { id: 'loss', label: 'Regret (or mistakes) against each bound' },
    { id: 'potential', label: 'The potentials ½‖u − w‖² and KL(u‖w)' },
    { id: 'sweep', label: 'The dimension sweep' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  T: { default: 500, max: 100_000 },
  maxPerFrame: 100,
  streams,
  csv: {
    reader: 'rows',
    format: 'rows x1,…,xn,y (n from 1 to 10 000), optional header',
    noun: 'rows',
  },
  params: {
    stream: param(oneOf(streams.map((s) => s.id)), 'sparse' as GdEgConfig['stream']),
    n: param(integer(MIN_DIM, MAX_DIM), 1000),
    k: param(integer(1, 100), 3),
    features: param(oneOf(['pm1', '01'] as const), 'pm1' as GdEgConfig['features'], {
      inUrl: (p) => p['features'] !== 'pm1',
    }),
    noise: param(real(0, 10), 0, { inUrl: (p) => p['noise'] !== 0 }),
    loss: param(oneOf(linearLosses), 'absolute' as GdEgConfig['loss']),
    learners: param(idList(linearLearnerIds), defaultLearners, {
      inUrl: (p) => display(p['learners']) !== display(defaultLearners),
    }),
    eta: param(rate, 'tuned' as Rate, { inUrl: (p) => p['eta'] !== 'tuned' }),
    etaEg: param(rate, 'tuned' as Rate, { inUrl: (p) => p['etaEg'] !== 'tuned' }),
    etaP: param(rate, 'tuned' as Rate, { inUrl: (p) => p['etaP'] !== 'tuned' }),
    U: param(real(1e-6, 1e6), 1, { inUrl: (p) => p['stream'] === 'csv' }),
    data: param(dataUrl, null),
  },
  engineConfig({ seed, T, params: p }, { csv }): GdEgConfig {
    return {
      lesson: 'gd-eg',
      stream: p.stream,
      seed,
      T,
      n: p.n,
      k: p.k,
      features: p.features,
      noise: p.noise,
      loss: p.loss,
      learners: p.learners,
      eta: p.eta,
      etaEg: p.etaEg,
      etaP: p.etaP,
      U: p.U,
      rows: p.stream === 'csv' ? (csv?.table ?? null) : null,
    };
  },
  async engine() {
    const { GdEgScene } = await import('../gd-eg');
    return { create: (config) => new GdEgScene(config) };
  },
  async state({ params, meta, trace, t, exact }) {
    const { gdEgView } = await import('../gd-eg-view');
    const m = meta as import('../gd-eg').GdEgMeta;
    const view = gdEgView(params, m, trace, t);
    const state = (await exact(view.t)) as import('../gd-eg').GdEgExactState | null;
    return {
      t: view.t,
      learners: view.learners.map((l, k) => {
        const w = state?.weights[k] ?? new Float64Array(0);
        let rest = 0;
        for (let i = 64; i < w.length; i++) rest += (w[i] as number) ** 2;
        return {
          id: l.id,
          name: l.name,
          cumulativeLoss: l.loss,
          ...(l.classifier ? { mistakes: l.loss } : {}),
          weights: Array.from(w.subarray(0, 64)),
          weightsRestNorm: Math.sqrt(rest),
        };
      }),
      comparatorLoss: view.learners[0]?.Lu ?? 0,
      bounds: view.bounds.map((b) => boundState(b, { direction: b.theorem.direction ?? 'upper' })),
      dimension: m.dim,
      support: m.support,
      comparator: m.comparatorIsTarget ? 'target' : 'hindsight',
      sweep: state?.sweep ?? [],
    };
  },
});
