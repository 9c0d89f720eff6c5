import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { KernelPerceptronMeta } from '../../../src/scenes/kernel-perceptron';
import { kernelNumbersAt } from '../../../src/scenes/kernel-perceptron-view';
import { kernelNovikoff } from '../../../src/theory/kernel-perceptron';
import { kernelPerceptronQuantities } from '../../../src/theory/kernel-perceptron-quantities';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled } from '../kit/series-cache';

/**
 * M_t = |S_t| (solid) against the kernel Novikoff bound R²/γ² with R² and γ as observed so far
 * (dashed; a gap where its hypotheses fail).
 */
export function mistakeSeries(
  meta: KernelPerceptronMeta,
  trace: Trace | null,
  n: number,
  logScale: boolean,
): ChartSeries[] {
  if (!trace) return [];
  const w = { trace, T: meta.T, t: n, buckets: 500, scale: logScale ? 'log' : 'linear' } as const;
  const M = trace.column('L0.M');
  const out: ChartSeries[] = [
    {
      id: 'mistakes',
      label: 'Mistakes M_t = support size |S_t|',
      color: OKABE_ITO.blue,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: measured(w, 'M', (s) => M?.[s - 1] ?? NaN),
    },
  ];
  // Only drawn while it may apply: a stream without a target, a kernel without a feature space,
  // give no bound at any round.
  if (meta.uNorm !== null && meta.isKernel)
    out.push({
      id: 'bound',
      label: 'Bound R²/γ² (R² and γ as observed)',
      color: OKABE_ITO.blue,
      dash: '8 4',
      kind: 'bound',
      points: sampled(w, 'bound', (s) => {
        const status = evaluate(
          kernelNovikoff,
          kernelPerceptronQuantities(kernelNumbersAt(meta, trace, s)),
        );
        return status.applies ? status.value : NaN;
      }),
    });
  return out;
}

/** The chart's series as a function of the rounds drawn; new only when the data changes. */
export function useMistakeSeries(
  meta: KernelPerceptronMeta | null,
  trace: Trace | null,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number) => (meta ? mistakeSeries(meta, trace, n, logScale) : []),
    [meta, trace, logScale],
  );
}
