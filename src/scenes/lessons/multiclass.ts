import * as v from 'valibot';
import { gammaCap } from '../../streams/multiclass/target';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { param } from '../kit/params';
import { dataUrl, integer, oneOf, real } from '../kit/value-schemas';
import {
  MAX_CLASSES,
  hasTarget,
  multiclassStreamIds,
  type MulticlassConfig,
  type MulticlassStreamId,
} from '../multiclass-config';

const streams = [
  { id: 'iid', label: 'Random points, k separable regions (iid)' },
  { id: 'noisy', label: 'Random, some labels replaced' },
  { id: 'adversary', label: 'Adaptive adversary' },
  { id: 'user', label: 'You choose the points' },
  { id: 'csv', label: 'A CSV file' },
] as const satisfies readonly { id: MulticlassStreamId; label: string }[];

/** The student's point: a position and a class 0 … k − 1 (the address writes 1 … k). */
export interface ClassPoint {
  x1: number;
  x2: number;
  c: number;
}

/** `x1,x2,c;…` with c a class from 1 to 6. */
export const classPointList = v.pipe(
  v.string(),
  v.transform((s: string) =>
    s
      .split(';')
      .filter((p) => p.trim() !== '')
      .map((p) => p.split(',').map((q) => Number(q.trim()))),
  ),
  v.check(
    (a: number[][]) =>
      a.length <= 5000 &&
      a.every(
        (p) =>
          p.length === 3 &&
          Number.isFinite(p[0]) &&
          Number.isFinite(p[1]) &&
          Number.isInteger(p[2]) &&
          (p[2] as number) >= 1 &&
          (p[2] as number) <= MAX_CLASSES,
      ),
    `must be points x1,x2,c separated by ";" with c a class from 1 to ${MAX_CLASSES}`,
  ),
  v.transform((a: number[][]): ClassPoint[] =>
    a.map(([x1, x2, c]) => ({ x1: x1 ?? 0, x2: x2 ?? 0, c: (c ?? 1) - 1 })),
  ),
);

/** As the address writes the student's points: three decimals, classes from 1. */
export function formatClassPoints(points: readonly ClassPoint[]): string {
  const r = (x: number) => String(Math.round(x * 1000) / 1000);
  return points.map((p) => `${r(p.x1)},${r(p.x2)},${p.c + 1}`).join(';');
}

const defaultGamma = 0.02;

export const multiclassScene = defineScene({
  id: 'multiclass',
  title: 'The multiclass perceptron',
  family: 'classification',
  summary:
    'k classes in the plane, one weight vector per class: the multiclass perceptron’s mistakes against Theorem 14.2, hinge term and all.',
  theorem:
    'Theorem 14.2: mistakes ≤ 2Σ hinge + ‖w‖²M²/γ² for every (γ, w); ‖w*‖²M²/γ² on separable data.',
  panels: [
    { id: 'plane', label: 'The plane and its decision regions' },
    { id: 'mistakes', label: 'Mistakes against the bounds' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'potential', label: 'The proof’s potential ‖ηw − w*‖²' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  // Each round records the 3k weights for the plane: 10⁵ rounds keep the trace near 12 MB.
  T: { default: 300, max: 100_000 },
  maxPerFrame: 2000,
  streams,
  csv: {
    reader: 'class-points',
    format: 'rows x1,x2,label (2 to 6 distinct labels, names or numbers), optional header',
    noun: 'points',
  },
  params: {
    stream: param(oneOf(multiclassStreamIds), 'iid' as MulticlassStreamId),
    k: param(integer(3, MAX_CLASSES), 3),
    gamma: param(real(1e-6, 1e6), defaultGamma),
    R: param(real(1e-3, 1e3), 1),
    noise: param(real(0, 0.9), 0.1, { inUrl: (p) => p['stream'] === 'noisy' }),
    points: param(classPointList, [] as ClassPoint[], {
      inUrl: (p) => p['stream'] === 'user' && (p['points'] as ClassPoint[]).length > 0,
      format: formatClassPoints,
    }),
    data: param(dataUrl, null),
  },
  constrain(p) {
    const notices = [];
    if (p.stream === 'user') {
      const top = p.points.reduce((m, q) => Math.max(m, q.c + 1), 0);
      if (top > p.k) {
        const given = p.k;
        p.k = top;
        notices.push({
          param: 'k',
          given: String(given),
          used: String(top),
          message: `k=${given} is fewer classes than the points use (class ${top}); using k=${top}.`,
        });
      }
    }
    const cap = gammaCap(p.k, p.R);
    if (hasTarget(p.stream) && p.gamma > cap) {
      const given = p.gamma;
      // Two significant digits, rounded down so the value stays under the cap.
      const unit = 10 ** (Math.floor(Math.log10(cap)) - 1);
      p.gamma = Math.min(defaultGamma, Number((Math.floor(cap / unit) * unit).toPrecision(2)));
      notices.push({
        param: 'gamma',
        given: String(given),
        used: String(p.gamma),
        message: `gamma=${given} is more than the margin ${cap.toPrecision(3)} that ${p.k} classes in radius R=${p.R} can always keep; using gamma=${p.gamma}.`,
      });
    }
    return notices;
  },
  engineConfig({ seed, T, params: p }, { csv }): MulticlassConfig {
    const file = p.stream === 'csv' ? (csv?.classPoints ?? null) : null;
    const user = p.stream === 'user' ? p.points : [];
    return {
      lesson: 'multiclass',
      stream: p.stream,
      seed,
      T,
      // A file brings its own classes; an empty one leaves k as set (the run waits).
      k: file ? Math.max(2, file.names.length) : p.k,
      gamma: p.gamma,
      R: p.R,
      noise: p.noise,
      points: file
        ? { x1: file.x1, x2: file.x2, label: file.label }
        : {
            x1: Float64Array.from(user, (q) => q.x1),
            x2: Float64Array.from(user, (q) => q.x2),
            label: Uint8Array.from(user, (q) => q.c),
          },
      names: file ? file.names : null,
    };
  },
  async engine() {
    const { MulticlassScene } = await import('../multiclass');
    return { create: (config) => new MulticlassScene(config) };
  },
  async state({ params, meta, trace, t, exact }) {
    const { multiclassView } = await import('../multiclass-view');
    const m = meta as import('../multiclass').MulticlassMeta;
    const first = multiclassView(params, m, trace, t, null);
    const state = (await exact(first.t)) as import('../multiclass').MulticlassExactState;
    const view = multiclassView(params, m, trace, first.t, state.analysis);
    const target = m.wstar !== null;
    return {
      t: view.t,
      learners: [
        {
          id: m.learner.id,
          name: m.learner.name,
          mistakes: view.M,
          cumulativeLoss: view.M,
          weights: state.weights,
        },
      ],
      comparatorLoss: target ? (view.comparatorMistakes ?? 0) : state.analysis.best.mistakes,
      bounds: view.bounds.map((b) => boundState(b, { source: b.source })),
      classes: m.k,
      classNames: m.names,
      margin: target ? view.margin : null,
      hingeSum: target ? view.hinge : state.analysis.best.hinge,
      potential: state.analysis.potential.PhiT,
      best: {
        t: state.analysis.best.t,
        value: state.analysis.best.value,
        gamma: 1,
        wNorm: Math.sqrt(state.analysis.best.normSq),
        source: state.analysis.best.source,
      },
    };
  },
});
