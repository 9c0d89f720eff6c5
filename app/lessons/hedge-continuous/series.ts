import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { HedgeContinuousMeta } from '../../../src/scenes/hedge-continuous';
import { hedgeNumbersAt } from '../../../src/scenes/hedge-continuous-view';
import { hedgeContinuousTheorems } from '../../../src/theory/hedge-continuous';
import { hedgeContinuousQuantities } from '../../../src/theory/hedge-continuous-quantities';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled } from '../kit/series-cache';

const boundStyles = [
  {
    label: 'Bound (a): exact inf over p, −(1/η) ln E_p₀ e^(−ηL) + ηtM²/8 − min L',
    color: OKABE_ITO.blue,
    dash: '8 4',
  },
  {
    label: 'Bound (b): p a point mass, min_w [L + ln(1/p₀)/η] + ηtM²/8 − min L',
    color: OKABE_ITO.purple,
    dash: '2 4',
  },
  {
    label: 'Bound (c): finite case, M√(ln N/8)(√T + t/√T)',
    color: OKABE_ITO.black,
    dash: '12 3 2 3',
  },
];

/**
 * The regret Σ E_{p_{s−1}} ℓ_s − min_w L_t(w) (solid) against the three bounds (dashed; a gap
 * where a hypothesis fails, and (c) only when it can apply at all).
 */
export function regretSeries(
  meta: HedgeContinuousMeta,
  trace: Trace | null,
  n: number,
  logScale: boolean,
): ChartSeries[] {
  if (!trace) return [];
  const w = {
    trace,
    T: Math.max(1, meta.T),
    t: n,
    buckets: 500,
    scale: logScale ? 'log' : 'linear',
  } as const;
  const cum = trace.column('cumExp');
  const Lmin = trace.column('Lmin');
  const out: ChartSeries[] = [
    {
      id: 'regret',
      label: 'Regret Σ E ℓ − min_w L_t(w)',
      color: OKABE_ITO.vermillion,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: measured(w, 'regret', (s) => (cum?.[s - 1] ?? NaN) - (Lmin?.[s - 1] ?? NaN)),
    },
  ];
  hedgeContinuousTheorems.forEach((theorem, k) => {
    if (k === 2 && !(meta.uniform && meta.tuned)) return;
    const style = boundStyles[k] ?? (boundStyles[0] as (typeof boundStyles)[number]);
    out.push({
      id: `bound-${k}`,
      label: style.label,
      color: style.color,
      dash: style.dash,
      kind: 'bound',
      points: sampled(w, `bound-${k}`, (s) => {
        const st = evaluate(theorem, hedgeContinuousQuantities(hedgeNumbersAt(meta, trace, s)));
        return st.applies ? st.value : NaN;
      }),
    });
  });
  return out;
}

/** The chart's series as a function of the rounds drawn; new only when the data changes. */
export function useRegretSeries(
  meta: HedgeContinuousMeta | null,
  trace: Trace | null,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number) => (meta ? regretSeries(meta, trace, n, logScale) : []),
    [meta, trace, logScale],
  );
}
