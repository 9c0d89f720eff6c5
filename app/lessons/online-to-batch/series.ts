import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { OnlineToBatchMeta } from '../../../src/scenes/online-to-batch';
import { boundValueAt, type ViewParams } from '../../../src/scenes/online-to-batch-view';
import { prop3Theorem, prop4Theorem, thm149Theorem } from '../../../src/theory/online-to-batch';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled, type SeriesWindow } from '../kit/series-cache';

/** One colour, dash and marker per estimator, in the plane, the charts and the text. */
export const ESTIMATOR_STYLE = {
  random: { color: OKABE_ITO.blue, dash: '', marker: 'circle', name: 'Eₛ of wₛ (random s)' },
  average: {
    color: OKABE_ITO.vermillion,
    dash: '10 3 2 3',
    marker: 'square',
    name: 'the average ŵ',
  },
  last: { color: OKABE_ITO.green, dash: '4 2', marker: 'triangle', name: 'the last w_T' },
} as const;

type Which = 'error' | 'loss';
const ESTIMATORS = ['random', 'average', 'last'] as const;
const COLUMN: Record<Which, Record<(typeof ESTIMATORS)[number], string>> = {
  error: { random: 'errRandom', average: 'errAverage', last: 'errLast' },
  loss: { random: 'lossRandom', average: 'lossAverage', last: 'lossLast' },
};

/**
 * The held-out 0–1 error (or, for OGD, the held-out loss) of each estimator, solid, against the
 * bounds in the hue of the estimator they are about, dashed; a gap where a bound does not apply.
 */
export function estimatorSeries(args: {
  which: Which;
  trace: Trace | null;
  meta: OnlineToBatchMeta;
  params: ViewParams;
  n: number;
  logScale: boolean;
}): ChartSeries[] {
  const { which, trace, meta, params, n, logScale } = args;
  if (!trace) return [];
  const w: SeriesWindow = {
    trace,
    T: meta.T,
    t: n,
    buckets: 500,
    scale: logScale ? 'log' : 'linear',
  };
  const out: ChartSeries[] = ESTIMATORS.map((e) => {
    const col = trace.column(COLUMN[which][e]);
    const s = ESTIMATOR_STYLE[e];
    return {
      id: `${which}-${e}`,
      label: `${which === 'error' ? 'test error' : 'test loss'} of ${s.name}`,
      color: s.color,
      dash: s.dash,
      marker: s.marker,
      kind: 'measured' as const,
      points: measured(w, `${which}:${e}`, (t) => col?.[t - 1] ?? NaN),
    };
  });
  const key = `${params.R}|${params.gamma}|${params.delta}|${params.stream}|${params.noise}`;
  const bound = (
    id: string,
    label: string,
    theorem: typeof prop3Theorem,
    color: string,
    dash: string,
  ) =>
    out.push({
      id,
      label,
      color,
      dash,
      kind: 'bound',
      points: sampled(w, `${id}|${key}`, (s) => boundValueAt(theorem, params, meta, trace, s)),
    });
  if (meta.learner === 'perceptron' && which === 'error') {
    bound(
      'prop3',
      'Proposition 3 (in expectation)',
      prop3Theorem,
      ESTIMATOR_STYLE.random.color,
      '8 4',
    );
    bound('prop4', 'Proposition 4 (w.p. 1 − δ)', prop4Theorem, ESTIMATOR_STYLE.random.color, '2 3');
  }
  if (meta.learner === 'ogd' && which === 'loss')
    bound(
      'thm149',
      'Theorem 14.9 (ŵ, and Eₛ of wₛ)',
      thm149Theorem,
      ESTIMATOR_STYLE.average.color,
      '8 4',
    );
  return out;
}

/** A chart's series as a function of the rounds drawn; new only when the data changes. */
export function useEstimatorSeries(
  which: Which,
  meta: OnlineToBatchMeta | null,
  trace: Trace | null,
  params: ViewParams,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  const { R, gamma, delta, stream, noise } = params;
  return useCallback(
    (n: number) =>
      meta
        ? estimatorSeries({
            which,
            trace,
            meta,
            params: { R, gamma, delta, stream, noise },
            n,
            logScale,
          })
        : [],
    [which, meta, trace, R, gamma, delta, stream, noise, logScale],
  );
}
