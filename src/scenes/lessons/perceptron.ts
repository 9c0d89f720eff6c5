import { classifierIds } from '../../learners/registry';
import type { ListedPoint } from '../../streams/point-list';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import { dataUrl, idList, oneOf, pointList, real, vector2 } from '../kit/value-schemas';
import type { PerceptronConfig, PerceptronExactState, PerceptronMeta } from '../perceptron';

const streams = [
  { id: 'iid', label: 'Random points (iid)' },
  { id: 'noisy', label: 'Random, some labels flipped' },
  { id: 'adversary', label: 'Adaptive adversary' },
  { id: 'user', label: 'You choose the points' },
  { id: 'csv', label: 'A CSV file' },
] as const;
const streamIds = streams.map((s) => s.id);

/** As the address writes the student's points: three decimals, `x1,x2,y;…`. */
function formatPoints(points: readonly ListedPoint[]): string {
  const r = (x: number) => String(Math.round(x * 1000) / 1000);
  return points.map((p) => `${r(p.x1)},${r(p.x2)},${p.y}`).join(';');
}

const defaultGamma = 0.1;
const defaultLearners: (typeof classifierIds)[number][] = ['perceptron'];

export const perceptronScene = defineScene({
  id: 'perceptron',
  title: 'The perceptron’s mistake bound',
  family: 'classification',
  summary:
    'The perceptron learns a line in the plane; its mistakes stay under Novikoff’s R²‖w*‖²/γ².',
  theorem: 'Novikoff (Theorem 14.1): at most R²‖w*‖²/γ² mistakes on a separable stream.',
  panels: [
    { id: 'plane', label: 'The plane' },
    { id: 'mistakes', label: 'Mistakes against the bound' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  T: { default: 300, max: 1_000_000 },
  streams,
  csv: {
    reader: 'points',
    format: 'rows x1,x2,y with y = −1 or +1, optional header',
    noun: 'points',
  },
  params: {
    stream: param(oneOf(streamIds), 'iid' as const),
    gamma: param(real(1e-6, 1e6), defaultGamma),
    R: param(real(1e-6, 1e6), 1),
    noise: param(real(0, 0.5), 0.1, { inUrl: (p) => p['stream'] === 'noisy' }),
    learners: param(idList(classifierIds), defaultLearners, {
      inUrl: (p) => display(p['learners']) !== display(defaultLearners),
    }),
    wstar: param(vector2, null),
    points: param(pointList, [] as ListedPoint[], {
      inUrl: (p) => p['stream'] === 'user' && (p['points'] as ListedPoint[]).length > 0,
      format: formatPoints,
    }),
    data: param(dataUrl, null),
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
  engineConfig({ seed, T, params: p }, { csv }): PerceptronConfig {
    return {
      lesson: 'perceptron',
      stream: p.stream,
      seed,
      T,
      gamma: p.gamma,
      R: p.R,
      noise: p.noise,
      learners: p.learners,
      wstar: p.wstar,
      points: p.stream === 'csv' ? (csv?.points ?? []) : p.stream === 'user' ? p.points : [],
    };
  },
  async engine() {
    const { PerceptronScene } = await import('../perceptron');
    return { create: (config) => new PerceptronScene(config) };
  },
  async state({ params, meta, trace, t, exact }) {
    const { perceptronView } = await import('../perceptron-view');
    const view = perceptronView(params, meta as PerceptronMeta, trace, t);
    // Without a w*, the comparator (the best line in hindsight) is computed by the engine.
    const comparatorLoss =
      view.comparatorLoss ?? ((await exact(view.t)) as PerceptronExactState).comparatorLoss;
    return {
      t: view.t,
      learners: view.learners.map((l) => ({
        id: l.id,
        name: l.name,
        mistakes: l.M,
        cumulativeLoss: l.M,
        weights: [l.w[0], l.w[1]],
      })),
      comparatorLoss,
      bounds: view.bounds.map((b) => boundState(b, { source: b.source })),
    };
  },
});
