import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { param } from '../kit/params';
import { integer, oneOf, rate, real } from '../kit/value-schemas';
import {
  MAX_TEST_SIZE,
  MIN_TEST_SIZE,
  onlineToBatchLearners,
  surrogateLosses,
  type OnlineToBatchConfig,
  type OnlineToBatchRate,
} from '../online-to-batch-config';

const streams = [
  { id: 'separable', label: 'Random points, separable with margin γ (iid)' },
  { id: 'noisy', label: 'Random points, some labels flipped (iid)' },
] as const;

const defaultGamma = 0.1;
const ogd = (p: Readonly<Record<string, unknown>>) => p['learner'] === 'ogd';

export const onlineToBatchScene = defineScene({
  id: 'online-to-batch',
  title: 'From regret to test error: online-to-batch',
  family: 'classification',
  summary:
    'An online learner on an iid stream, scored on fresh points: its random iterate, its average and its last, against Propositions 3, 4 and Theorem 14.9.',
  theorem:
    'Eₛ err(wₛ) ≤ R²/(γ²T) in expectation (Prop. 3), and a little more with probability 1 − δ (Prop. 4); OGD’s average: E φ(ŵ) ≤ min over w of [E φ(w) + ‖w‖²/(2ηT)] + ηG²/2 + M√(2 ln(2/δ)/T) (Thm 14.9).',
  panels: [
    { id: 'plane', label: 'The plane: the last iterate, ŵ and w*' },
    { id: 'error', label: 'Test error of the three estimators' },
    { id: 'terms', label: 'The bound, term by term' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  T: { default: 1000, max: 100_000 },
  streams,
  params: {
    learner: param(oneOf(onlineToBatchLearners), 'perceptron' as OnlineToBatchConfig['learner']),
    stream: param(oneOf(streams.map((s) => s.id)), 'separable' as OnlineToBatchConfig['stream']),
    gamma: param(real(1e-6, 1e6), defaultGamma),
    R: param(real(1e-6, 1e6), 1),
    noise: param(real(0, 0.5), 0.1, { inUrl: (p) => p['stream'] === 'noisy' }),
    testSize: param(integer(MIN_TEST_SIZE, MAX_TEST_SIZE), 2000, {
      inUrl: (p) => p['testSize'] !== 2000,
    }),
    delta: param(real(1e-9, 0.999), 0.05),
    B: param(real(1e-3, 1e3), 2, { inUrl: ogd }),
    eta: param(rate, 'tuned' as OnlineToBatchRate, {
      inUrl: (p) => ogd(p) && p['eta'] !== 'tuned',
    }),
    loss: param(oneOf(surrogateLosses), 'hinge' as OnlineToBatchConfig['loss'], { inUrl: ogd }),
  },
  constrain(p) {
    if (p.gamma < p.R) return [];
    const given = p.gamma;
    p.gamma = Math.min(defaultGamma, p.R / 2);
    return [
      {
        param: 'gamma',
        given: String(given),
        used: String(p.gamma),
        message: `gamma=${given} must be smaller than R=${p.R} (no point fits outside the band); using gamma=${p.gamma}.`,
      },
    ];
  },
  // δ is not here: it changes the bounds drawn, not the run.
  engineConfig({ seed, T, params: p }): OnlineToBatchConfig {
    return {
      lesson: 'online-to-batch',
      learner: p.learner,
      stream: p.stream,
      seed,
      T,
      gamma: p.gamma,
      R: p.R,
      noise: p.noise,
      testSize: p.testSize,
      B: p.B,
      eta: p.eta,
      loss: p.loss,
    };
  },
  async engine() {
    const { OnlineToBatchScene } = await import('../online-to-batch');
    return { create: (config) => new OnlineToBatchScene(config) };
  },
  async state({ params, meta, trace, t }) {
    const { onlineToBatchView } = await import('../online-to-batch-view');
    const m = meta as import('../online-to-batch').OnlineToBatchMeta;
    const view = onlineToBatchView(params, m, trace, t);
    const at = (name: string) => (trace && view.t >= 1 ? trace.at(name, view.t) : 0);
    const isOgd = m.learner === 'ogd';
    return {
      t: view.t,
      learners: [
        {
          id: m.learner,
          name: isOgd ? `OGD (${m.loss ?? 'hinge'} loss)` : 'Perceptron',
          cumulativeLoss: isOgd ? at('onlineLoss') : view.mistakes,
          mistakes: view.mistakes,
          weights: view.w,
          average: view.average,
        },
      ],
      comparatorLoss: isOgd ? at('compTrain') : at('starMistakes'),
      bounds: view.bounds.map((b) =>
        boundState(b, { estimator: b.estimator, round: b.t, terms: termsOf(b.terms) }),
      ),
      testError: view.testError,
      ...(view.testLoss ? { testLoss: view.testLoss, lossRound: view.lossRound } : {}),
      lambda: view.lambda,
      testSize: m.testSize,
      ...(isOgd ? { eta: m.eta, G: m.G, M: m.M, B: m.B, lossEvery: m.lossEvery } : {}),
      unbounded: view.unbounded,
    };
  },
});

const termsOf = (terms: readonly { id: string; value: number }[]): Record<string, number | null> =>
  Object.fromEntries(terms.map((t) => [t.id, Number.isFinite(t.value) ? t.value : null]));
