import { measured } from '../kit/series-cache';
import type { Trace } from '../../../src/engine/trace';
import type { PerceptronMeta } from '../../../src/scenes/perceptron';
import type { ChartSeries } from '../../panels/MistakesChart';
import { OKABE_ITO } from '../../panels/palette';

export const LEARNER_COLORS = [
  OKABE_ITO.green,
  OKABE_ITO.purple,
  OKABE_ITO.orange,
  OKABE_ITO.sky,
] as const;
const LEARNER_DASH = ['', '10 3 2 3', '4 2', '1 2'] as const;
const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const;

/** The bound's value for a learner at given R and γ (∞ when γ ≤ 0: no bound exists). */
export function mistakeBound(learnerId: string, R: number, gamma: number): number {
  if (!(gamma > 0) || !Number.isFinite(gamma)) return NaN;
  const base = (R * R) / (gamma * gamma);
  return learnerId === 'perceptron-random' ? base + 2 / gamma : base;
}

/**
 * The chart's series up to round t: each learner's mistakes (solid), its bound with R, γ as
 * configured (dashed, drawn only while it applies) and as observed so far (dotted).
 */
export function mistakeSeries(args: {
  trace: Trace | null;
  meta: PerceptronMeta;
  T: number;
  t: number;
  R: number;
  gamma: number;
  configuredApplies: boolean[];
  logScale: boolean;
  buckets: number;
}): ChartSeries[] {
  const { trace, meta, T, t, R, gamma, logScale, buckets } = args;
  const n = Math.min(t, trace?.length ?? 0);
  const scale = logScale ? 'log' : 'linear';
  const out: ChartSeries[] = [];
  const Rcol = trace?.column('R');
  const gcol = trace?.column(meta.wstar ? 'gammaTarget' : 'gammaData');
  const sep = trace?.column('separable');
  meta.learners.forEach((l, k) => {
    const color = LEARNER_COLORS[k % LEARNER_COLORS.length] as string;
    const Mcol = trace?.column(`L${k}.M`);
    const M0 = 0;
    out.push({
      id: `${l.id}-${k}-mistakes`,
      label: `${l.name}: mistakes M_t`,
      color,
      dash: LEARNER_DASH[k % LEARNER_DASH.length] as string,
      marker: MARKERS[k % MARKERS.length],
      kind: 'measured',
      points: [
        [0, M0],
        ...(trace && Mcol
          ? measured({ trace, T, t: n, buckets, scale }, `M${k}`, (s) => Mcol[s - 1] ?? 0)
          : []),
      ],
    });
    if (meta.wstar && args.configuredApplies[k]) {
      const value = mistakeBound(l.id, R, gamma);
      out.push({
        id: `${l.id}-${k}-bound`,
        label: `${l.name}: bound, R and γ as configured`,
        color,
        dash: '8 4',
        kind: 'bound',
        points: [
          [0, value],
          [Math.max(n, 1), value],
        ],
      });
    }
    if (Rcol && gcol && n > 0) {
      out.push({
        id: `${l.id}-${k}-bound-observed`,
        label: meta.wstar
          ? `${l.name}: bound, R and γ as observed`
          : `${l.name}: bound, best margin of the data so far`,
        color,
        dash: '2 3',
        kind: 'bound',
        points: measured(
          { trace: trace as Trace, T, t: n, buckets, scale },
          `bound${k}:${l.id}`,
          (s) =>
            sep && !meta.wstar && sep[s - 1] !== 1
              ? NaN
              : mistakeBound(l.id, Rcol[s - 1] ?? 0, gcol[s - 1] ?? 0),
        ),
      });
    }
  });
  return out;
}
