import { computeContourMap } from '../../geometry/contour-map';
import { defineScene } from '../kit/definition';
import type { LessonStateBody } from '../kit/lesson-state';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import type { SceneInputs } from '../kit/inputs';
import { dataUrl, idList, oneOf, real, vectorList } from '../kit/value-schemas';
import { ocoLearnerIds } from '../../learners/oco/registry';
import type { OcoConfig, OcoExactState, OcoLearnerId, OcoMeta, OcoStreamId } from '../oco';

/**
 * What the two convex-optimisation lessons (`ogd`, `ftl-ftrl`) share: their streams, their
 * parameters, the engine configuration and getState. Each lesson's definition picks its defaults.
 */
export const ocoStreams = [
  { id: 'quadratic', label: 'Quadratic losses, random centres' },
  { id: 'linear', label: 'Linear losses, random directions' },
  { id: 'alternating', label: 'Alternating linear losses (FTL’s trap)' },
  { id: 'adversary', label: 'Adaptive adversary (linear)' },
  { id: 'hinge', label: 'Hinge losses: the perceptron as OGD' },
  { id: 'regression', label: 'Squared losses: online regression' },
  { id: 'user', label: 'You place the losses' },
  { id: 'csv', label: 'A CSV file of losses' },
] as const satisfies readonly { id: OcoStreamId; label: string }[];

export { ocoLearnerIds };

export const ocoCsv = {
  reader: 'oco-losses',
  format:
    'a header v1,v2 (linear losses ⟨v, w⟩) or z1,z2 (quadratic losses (λ/2)‖w − z‖²), then one loss a row',
  noun: 'losses',
} as const;

/** T at most 10⁵ here: every round records each learner's point, step and potential. */
export const OCO_MAX_T = 100_000;

export function ocoParams(defaults: {
  stream: OcoStreamId;
  learners: OcoLearnerId[];
  eta: number;
}) {
  const stream = (ids: readonly string[]) => (p: Readonly<Record<string, unknown>>) =>
    ids.includes(p['stream'] as string);
  return {
    stream: param(oneOf(ocoStreams.map((s) => s.id)), defaults.stream),
    learners: param(idList(ocoLearnerIds, ocoLearnerIds.length), defaults.learners, {
      inUrl: (p) => display(p['learners']) !== display(defaults.learners),
    }),
    B: param(real(1e-3, 1e3), 1),
    lambda: param(real(1e-3, 1e3), 1),
    eta: param(real(1e-6, 1e3), defaults.eta),
    gamma: param(real(1e-6, 1e6), 0.1, { inUrl: stream(['hinge']) }),
    R: param(real(1e-6, 1e6), 1, { inUrl: stream(['hinge', 'regression']) }),
    noise: param(real(0, 1e3), 0.1, { inUrl: stream(['regression']) }),
    loss: param(oneOf(['quadratic', 'linear'] as const), 'quadratic' as 'quadratic' | 'linear', {
      inUrl: stream(['user']),
    }),
    points: param(vectorList, [] as [number, number][], {
      inUrl: (p) => p['stream'] === 'user' && (p['points'] as unknown[]).length > 0,
      format: (points) =>
        points
          .map(([x, y]) => `${Math.round(x * 1000) / 1000},${Math.round(y * 1000) / 1000}`)
          .join(';'),
    }),
    data: param(dataUrl, null),
  };
}

type OcoParams = {
  [K in keyof ReturnType<typeof ocoParams>]: ReturnType<typeof ocoParams>[K]['default'];
};

/** γ < R: the hinge stream's points lie in the disc of radius R, outside the band of width γ. */
export function constrainOco(p: OcoParams) {
  if (p.gamma < p.R) return [];
  const given = p.gamma;
  p.gamma = Math.min(0.1, p.R / 2);
  return [
    {
      param: 'gamma',
      given: String(given),
      used: String(p.gamma),
      message: `gamma=${given} must be smaller than R=${p.R} (no point fits outside the band); using gamma=${p.gamma}.`,
    },
  ];
}

export function ocoEngineConfig(
  lesson: OcoConfig['lesson'],
  { seed, T, params: p }: { seed: number; T: number; params: OcoParams },
  { csv }: SceneInputs,
): OcoConfig {
  const losses =
    p.stream === 'csv'
      ? (csv?.losses ?? null)
      : p.stream === 'user'
        ? { kind: p.loss, values: Float64Array.from(p.points.flat()) }
        : null;
  return {
    lesson,
    stream: p.stream,
    seed,
    T,
    B: p.B,
    lambda: p.lambda,
    eta: p.eta,
    gamma: p.gamma,
    R: p.R,
    noise: p.noise,
    learners: p.learners,
    losses: losses ? { kind: losses.kind, values: losses.values } : null,
  };
}

/** getState: each learner's next point, its loss, the comparator and every bound. */
export async function ocoState(ctx: {
  meta: unknown;
  trace: import('../../engine/trace').Trace | null;
  t: number;
  exact(t: number): Promise<unknown>;
}): Promise<LessonStateBody> {
  const { ocoView } = await import('../oco-view');
  const meta = ctx.meta as OcoMeta;
  const view = ocoView(meta, ctx.trace, ctx.t);
  const exact = (await ctx.exact(view.t)) as OcoExactState;
  return {
    t: view.t,
    learners: view.learners.map((l, k) => ({
      id: l.id,
      name: l.name,
      cumulativeLoss: exact.cumLoss[k] ?? l.cumLoss,
      ...(l.mistakes !== undefined ? { mistakes: l.mistakes } : {}),
      weights: exact.weights[k] ?? [l.w[0], l.w[1]],
    })),
    comparatorLoss: exact.comparatorLoss,
    comparator: exact.comparator,
    bounds: view.bounds.map((b) => boundState(b)),
  };
}

/** A convex-optimisation lesson: the family's parameters, engine and getState, its own defaults. */
export function defineOcoScene(o: {
  id: OcoConfig['lesson'];
  title: string;
  summary: string;
  theorem: string;
  /** The lesson's own chart, after the three the family shares. */
  ownChart: { id: string; label: string };
  T: number;
  defaults: Parameters<typeof ocoParams>[0];
}) {
  return defineScene({
    id: o.id,
    title: o.title,
    family: 'oco',
    summary: o.summary,
    theorem: o.theorem,
    panels: [
      { id: 'plane', label: 'The plane' },
      { id: 'loss', label: 'Cumulative loss against the best point' },
      { id: 'regret', label: 'Regret against each bound' },
      { id: 'average', label: 'Average regret R_t / t' },
      o.ownChart,
      { id: 'bounds', label: 'The bounds, in numbers' },
      { id: 'theorem', label: 'The theorem and its proof' },
    ],
    T: { default: o.T, max: OCO_MAX_T },
    // A round costs the page more here (four charts, the trails): 10⁵ rounds still play in about
    // 0.8 s at 60 frames a second, and no frame or chart update takes on more than it can draw.
    maxPerFrame: 2000,
    streams: ocoStreams,
    csv: ocoCsv,
    params: ocoParams(o.defaults),
    constrain: constrainOco,
    engineConfig: (scene, inputs): OcoConfig => ocoEngineConfig(o.id, scene, inputs),
    async engine() {
      const { OcoScene } = await import('../oco');
      return {
        create(config) {
          const scene = new OcoScene(config);
          return Object.assign(scene, {
            /** `surface`: Σ f_s and f_t on an n×n grid over [−extent, extent]², at round t. */
            query(name: string, args: unknown) {
              if (name !== 'surface') throw new Error(`this lesson's engine answers no '${name}'`);
              const { t, extent, n } = (args ?? {}) as Record<string, unknown>;
              if (
                typeof t !== 'number' ||
                typeof extent !== 'number' ||
                typeof n !== 'number' ||
                !Number.isInteger(n) ||
                n < 2 ||
                n > 256 ||
                !(extent > 0 && extent < Infinity)
              )
                throw new Error('surface wants a round t, an extent > 0 and n in 2…256');
              // The contour maps too: their geometry is the costly part, kept off the main thread.
              const surface = scene.surfaceAt(t, extent, n);
              return {
                ...surface,
                maps: {
                  cumulative: computeContourMap({ values: surface.cumulative, n }),
                  current: computeContourMap({ values: surface.current, n }),
                },
              };
            },
          });
        },
      };
    },
    state: ocoState,
  });
}
