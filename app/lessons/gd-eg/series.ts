import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { GdEgMeta } from '../../../src/scenes/gd-eg';
import { gdEgNumbersAt } from '../../../src/scenes/gd-eg-view';
import { gdEgQuantities, gdEgTheoremsFor } from '../../../src/theory/gd-eg';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { boundLabel } from '../kit/BoundList';
import { measured, sampled, type SeriesWindow } from '../kit/series-cache';

/** One colour, one dash and one marker per learner, in every panel of the lesson. */
const STYLES = [
  { color: OKABE_ITO.blue, dash: '', marker: 'circle' },
  { color: OKABE_ITO.vermillion, dash: '10 3 2 3', marker: 'square' },
  { color: OKABE_ITO.green, dash: '4 2', marker: 'triangle' },
  { color: OKABE_ITO.purple, dash: '1 2', marker: 'diamond' },
  { color: OKABE_ITO.orange, dash: '6 2 1 2', marker: 'circle' },
] as const;

export const styleOf = (k: number) => STYLES[k % STYLES.length] as (typeof STYLES)[number];

interface Args {
  trace: Trace | null;
  meta: GdEgMeta;
  n: number;
  logScale: boolean;
}

const windowOf = ({ trace, meta, n, logScale }: Args): SeriesWindow | null =>
  trace && n >= 0
    ? { trace, T: meta.T, t: n, buckets: 500, scale: logScale ? 'log' : 'linear' }
    : null;

/**
 * Each learner's regret against its comparator (mistakes for a classifier; solid) and its bound
 * (dashed, a gap where a hypothesis fails).
 */
export function regretSeries(args: Args): ChartSeries[] {
  const { trace, meta } = args;
  const w = windowOf(args);
  if (!w || !trace) return [];
  const out: ChartSeries[] = [];
  meta.learners.forEach((l, k) => {
    const cum = trace.column(`L${k}.cum`);
    const lu = trace.column(`L${k}.lu`);
    const style = styleOf(k);
    out.push({
      id: `${l.id}-measured`,
      label: `${l.name}: ${l.classifier ? 'mistakes' : 'regret against u'}`,
      color: style.color,
      dash: style.dash,
      marker: style.marker,
      kind: 'measured',
      points: measured(w, `m${k}`, (s) =>
        l.classifier ? (cum?.[s - 1] ?? NaN) : (cum?.[s - 1] ?? NaN) - (lu?.[s - 1] ?? NaN),
      ),
    });
    const theorem = gdEgTheoremsFor(l.id)[0];
    if (!theorem) return;
    out.push({
      id: `${l.id}-bound`,
      label: boundLabel(l.name, theorem.title),
      color: style.color,
      dash: '8 4',
      kind: 'bound',
      points: sampled(w, `b${k}:${theorem.id}`, (s) => {
        const status = evaluate(theorem, gdEgQuantities(gdEgNumbersAt(meta, trace, k, s)));
        return status.applies ? status.value : NaN;
      }),
    });
  });
  return out;
}

/** B(u, w_t) per learner: ½‖u − w‖² for GD and the p-norm's divergence, KL(u‖w) for EG. */
export function potentialSeries(args: Args): ChartSeries[] {
  const { trace, meta } = args;
  const w = windowOf(args);
  if (!w || !trace) return [];
  return meta.learners.flatMap((l, k) => {
    if (l.classifier) return [];
    const pot = trace.column(`L${k}.pot`);
    const style = styleOf(k);
    const name = l.id === 'eg' ? 'KL(u‖w_t)' : l.id === 'gd' ? '½‖u − w_t‖²' : 'B_F(u, w_t)';
    return [
      {
        id: `${l.id}-potential`,
        label: `${l.name}: ${name}`,
        color: style.color,
        dash: style.dash,
        marker: style.marker,
        kind: 'measured' as const,
        points: measured(w, `p${k}`, (s) => pot?.[s - 1] ?? NaN),
      },
    ];
  });
}

export function useSeries(
  which: 'regret' | 'potential',
  meta: GdEgMeta | null,
  trace: Trace | null,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number) => {
      if (!meta) return [];
      const args = { trace, meta, n, logScale };
      return which === 'regret' ? regretSeries(args) : potentialSeries(args);
    },
    [which, meta, trace, logScale],
  );
}
