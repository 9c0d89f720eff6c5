import { kernelKinds } from '../../kernels/kernel';
import type { Trace } from '../../engine/trace';
import type { ListedPoint } from '../../streams/point-list';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { param } from '../kit/params';
import { dataUrl, integer, oneOf, pointList, real } from '../kit/value-schemas';
import type {
  KernelPerceptronConfig,
  KernelPerceptronMeta,
  KernelStreamId,
} from '../kernel-perceptron';

const streams = [
  { id: 'spiral', label: 'Two spirals (a sum of Gaussian bumps)' },
  { id: 'circles', label: 'A disc in a ring (degree 2)' },
  { id: 'xor', label: 'XOR: the sign of x₁x₂' },
  { id: 'moons', label: 'Two moons (a cubic)' },
  { id: 'user', label: 'You choose the points' },
  { id: 'csv', label: 'A CSV file' },
] as const;
const streamIds = streams.map((s) => s.id);

/** As the address writes the student's points: three decimals, `x1,x2,y;…`. */
function formatPoints(points: readonly ListedPoint[]): string {
  const r = (x: number) => String(Math.round(x * 1000) / 1000);
  return points.map((p) => `${r(p.x1)},${r(p.x2)},${p.y}`).join(';');
}

/** Above this many support points the page says each prediction has become costly. */
export const LARGE_SUPPORT = 500;

export const kernelPerceptronScene = defineScene({
  id: 'kernel-perceptron',
  title: 'The kernel perceptron',
  family: 'classification',
  summary:
    'The dual perceptron with a polynomial or Gaussian kernel draws a curved boundary; its mistakes stay under Novikoff’s bound in the feature space.',
  theorem:
    'Novikoff in the feature space: at most R²/γ² mistakes, R² = max K(x, x), γ the target’s margin there.',
  panels: [
    { id: 'plane', label: 'The plane: the score, the boundary, the support set' },
    { id: 'mistakes', label: 'Mistakes (the support set’s size) against the bound' },
    { id: 'bounds', label: 'The bound, in numbers' },
    { id: 'kernel', label: 'The kernel’s properties' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  // Each round costs |S| kernel evaluations, and |S| grows with every mistake: 10⁵ rounds on a
  // stream the kernel cannot separate is 10⁹ evaluations or more.
  T: { default: 500, max: 100_000 },
  maxPerFrame: 1000,
  streams,
  csv: {
    reader: 'points',
    format: 'rows x1,x2,y with y = −1 or +1, optional header',
    noun: 'points',
  },
  params: {
    stream: param(oneOf(streamIds), 'spiral' as KernelStreamId),
    kernel: param(oneOf(kernelKinds), 'gaussian' as (typeof kernelKinds)[number]),
    degree: param(integer(1, 8), 2, { inUrl: (p) => p['kernel'] === 'poly' }),
    c: param(real(0, 100), 1, { inUrl: (p) => p['kernel'] === 'poly' }),
    sigma: param(real(1e-3, 100), 0.15, { inUrl: (p) => p['kernel'] === 'gaussian' }),
    a: param(real(-100, 100), 1, { inUrl: (p) => p['kernel'] === 'sigmoid' }),
    b: param(real(-100, 100), -1, { inUrl: (p) => p['kernel'] === 'sigmoid' }),
    gamma: param(real(0, 0.9), 0.1, {
      inUrl: (p) => p['stream'] !== 'user' && p['stream'] !== 'csv',
    }),
    R: param(real(1e-3, 1000), 1),
    points: param(pointList, [] as ListedPoint[], {
      inUrl: (p) => p['stream'] === 'user' && (p['points'] as ListedPoint[]).length > 0,
      format: formatPoints,
    }),
    data: param(dataUrl, null),
  },
  engineConfig({ seed, T, params: p }, { csv }): KernelPerceptronConfig {
    return {
      lesson: 'kernel-perceptron',
      stream: p.stream,
      seed,
      T,
      kernel: { kind: p.kernel, degree: p.degree, c: p.c, sigma: p.sigma, a: p.a, b: p.b },
      gamma: p.gamma,
      R: p.R,
      points: p.stream === 'csv' ? (csv?.points ?? []) : p.stream === 'user' ? p.points : [],
    };
  },
  async engine() {
    const { KernelPerceptronScene } = await import('../kernel-perceptron');
    return { create: (config) => new KernelPerceptronScene(config) };
  },
  async state({ meta, trace, t }) {
    const { kernelPerceptronView } = await import('../kernel-perceptron-view');
    const m = meta as KernelPerceptronMeta;
    const view = kernelPerceptronView(m, trace, t);
    return {
      t: view.t,
      learners: [
        {
          id: 'kernel-perceptron',
          name: 'Kernel perceptron',
          mistakes: view.M,
          cumulativeLoss: view.M,
          supportSize: view.M,
        },
      ],
      // The target g labels every point of its stream: it makes no mistake. Without one (the
      // student's points, a file), the fewest mistakes any classifier makes on the points so far.
      comparatorLoss: m.target ? 0 : fewestMistakes(trace, view.t),
      bounds: [boundState(view.bound)],
      supportSize: view.M,
      kernel: m.kernel.kind,
      margin: view.margin,
      radius2: view.t > 0 ? view.R2 : null,
    };
  },
});

/**
 * Σ over distinct points of min(#rounds labelled +1, #rounds labelled −1): a classifier gives a
 * point one label, so it errs at least that often, and one that follows each point's majority
 * errs exactly that often. A Gaussian kernel's classifiers can follow any labelling of distinct
 * points (its Gram matrix there is positive definite); other kernels may do worse.
 */
function fewestMistakes(trace: Trace | null, t: number): number {
  if (!trace) return 0;
  const counts = new Map<string, [number, number]>();
  for (let s = 1; s <= t; s++) {
    const key = `${trace.at('x1', s)},${trace.at('x2', s)}`;
    const c = counts.get(key) ?? [0, 0];
    c[trace.at('y', s) === 1 ? 0 : 1] += 1;
    counts.set(key, c);
  }
  let total = 0;
  for (const [pos, neg] of counts.values()) total += Math.min(pos, neg);
  return total;
}
