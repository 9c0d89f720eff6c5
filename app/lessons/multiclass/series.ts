import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { MulticlassMeta } from '../../../src/scenes/multiclass';
import type { MulticlassBest } from '../../../src/scenes/multiclass';
import type { ChartSeries } from '../../panels/SeriesChart';
import { OKABE_ITO } from '../../panels/palette';
import { measured, sampled } from '../kit/series-cache';

const BUCKETS = 600;

/**
 * The mistakes chart: M_t (solid), Theorem 14.2 at w* and γ with its hinge term (dashed), at w*'s
 * observed margin (dotted), both from the trace round by round, and the bound at the best (γ, w)
 * found, a single mark at the round it was computed for.
 */
export function useMistakeSeries(
  meta: MulticlassMeta | null,
  trace: Trace | null,
  gamma: number,
  best: MulticlassBest | null,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number): ChartSeries[] => {
      if (!meta || !trace) return [];
      const scale = logScale ? 'log' : 'linear';
      const w = { trace, T: meta.T, t: n, buckets: BUCKETS, scale } as const;
      const M = trace.column('M');
      const R2 = trace.column('R2');
      const out: ChartSeries[] = [
        {
          id: 'mistakes',
          label: 'Multiclass perceptron: mistakes M_t',
          color: OKABE_ITO.green,
          dash: '',
          marker: 'circle',
          kind: 'measured',
          points: [[0, 0], ...(M ? measured(w, 'M', (s) => M[s - 1] ?? 0) : [])],
        },
      ];
      const hinge = trace.column('hinge');
      const margin = trace.column('margin');
      if (meta.wstar && hinge && margin && R2 && n > 0) {
        out.push({
          id: 'bound-configured',
          label: 'Theorem 14.2 at w* and γ (hinge term included)',
          color: OKABE_ITO.blue,
          dash: '8 4',
          kind: 'bound',
          points: sampled(w, `a${gamma}`, (s) =>
            gamma > 0 ? 2 * (hinge[s - 1] ?? 0) + (2 * (R2[s - 1] ?? 0)) / (gamma * gamma) : NaN,
          ),
        });
        out.push({
          id: 'bound-observed',
          label: 'at w* and its observed margin',
          color: OKABE_ITO.purple,
          dash: '2 3',
          kind: 'bound',
          points: sampled(w, 'b', (s) => {
            const g = margin[s - 1] ?? NaN;
            return g > 0 ? (2 * (R2[s - 1] ?? 0)) / (g * g) : NaN;
          }),
        });
      }
      if (best && best.t >= 1 && best.t <= n)
        out.push({
          id: 'bound-best',
          label: `at the best (γ, w) found (round ${best.t})`,
          color: OKABE_ITO.orange,
          dash: '4 2',
          marker: 'diamond',
          kind: 'bound',
          points: [[best.t, best.value]],
        });
      return out;
    },
    // A new trace, γ, best answer or scale means new series; the trace grows in place (n).
    [meta, trace, gamma, best, logScale],
  );
}
