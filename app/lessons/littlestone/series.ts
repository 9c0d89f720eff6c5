import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { LittlestoneMeta } from '../../../src/scenes/littlestone';
import { littlestoneNumbersAt, theoremsOn } from '../../../src/scenes/littlestone-view';
import { littlestoneQuantities } from '../../../src/theory/littlestone-quantities';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { boundLabel } from '../kit/BoundList';
import { measured, sampled, type SeriesWindow } from '../kit/series-cache';

/** One colour, one dash and one marker per learner, in every panel of the lesson. */
const LEARNER_STYLE = [
  { color: OKABE_ITO.blue, dash: '', marker: 'circle' },
  { color: OKABE_ITO.vermillion, dash: '10 3 2 3', marker: 'square' },
  { color: OKABE_ITO.green, dash: '4 2', marker: 'triangle' },
  { color: OKABE_ITO.purple, dash: '1 2', marker: 'diamond' },
  { color: OKABE_ITO.orange, dash: '6 2 1 2', marker: 'circle' },
] as const;

export const styleOf = (k: number) =>
  LEARNER_STYLE[k % LEARNER_STYLE.length] as (typeof LEARNER_STYLE)[number];

type Stream = { stream: 'tree' | 'random' | 'noisy' | 'bisect' | 'user' };

interface Args {
  trace: Trace | null;
  meta: LittlestoneMeta;
  params: Stream;
  n: number;
  logScale: boolean;
}

const windowOf = ({ trace, meta, n, logScale }: Args): SeriesWindow | null =>
  trace && n >= 0
    ? { trace, T: meta.T, t: n, buckets: 500, scale: logScale ? 'log' : 'linear' }
    : null;

/**
 * Each learner's bounded quantity (mistakes, or regret for a weighted vote; solid) against its
 * bound (dashed, a gap where its hypotheses fail), and the mistakes the adversary forces on the
 * first learner (Proposition 9, Corollary 10: dash-dot, a lower bound).
 */
export function mistakeSeries(args: Args): ChartSeries[] {
  const { trace, meta, params } = args;
  const w = windowOf(args);
  if (!w || !trace) return [];
  const Lstar = trace.column('Lstar');
  const out: ChartSeries[] = [];
  meta.learners.forEach((l, k) => {
    const cum = trace.column(`L${k}.cum`);
    const style = styleOf(k);
    const regret = !l.deterministic;
    out.push({
      id: `${l.id}-measured`,
      label: `${l.name}: ${regret ? 'regret' : 'mistakes'}`,
      color: style.color,
      dash: style.dash,
      marker: style.marker,
      kind: 'measured',
      points: measured(w, `m${k}`, (s) =>
        regret ? (cum?.[s - 1] ?? NaN) - (Lstar?.[s - 1] ?? NaN) : (cum?.[s - 1] ?? NaN),
      ),
    });
    const [theorem, ...others] = theoremsOn(params.stream, l.id);
    const boundAt = (th: typeof theorem, s: number) => {
      if (!th) return NaN;
      const status = evaluate(
        th,
        littlestoneQuantities(littlestoneNumbersAt(params, meta, trace, k, s)),
      );
      return status.applies ? status.value : NaN;
    };
    if (theorem)
      out.push({
        id: `${l.id}-bound`,
        label: boundLabel(l.name, theorem.title),
        color: style.color,
        dash: '8 4',
        kind: 'bound',
        points: sampled(w, `b${k}:${theorem.id}`, (s) => boundAt(theorem, s)),
      });
    // The forced mistakes, drawn once: for the learner the adversary plays against.
    if (k === 0)
      for (const lower of others.filter((th) => th.direction === 'lower')) {
        if (Number.isNaN(boundAt(lower, Math.max(1, args.n)))) continue;
        out.push({
          id: `${l.id}-${lower.id}`,
          label: `${l.name}: forced ${params.stream === 'bisect' ? '≥ t' : '≥ min(t, Ldim H)'}`,
          color: style.color,
          dash: '',
          kind: 'lower',
          points: sampled(w, `l${k}:${lower.id}`, (s) => boundAt(lower, s)),
        });
      }
  });
  return out;
}

/** Ldim(V_t) against log₂|V_t| (Ldim ≤ log₂|V| always), and VCdim(V_t) below both. */
export function dimensionSeries(args: Args): ChartSeries[] {
  const { trace } = args;
  const w = windowOf(args);
  if (!w || !trace || args.meta.continuous) return [];
  const ldim = trace.column('ldim');
  const size = trace.column('size');
  const vc = trace.column('vc');
  return [
    {
      id: 'log2-size',
      label: 'log₂|V_t| (Halving’s budget)',
      color: OKABE_ITO.orange,
      dash: '6 3',
      marker: 'square',
      kind: 'measured',
      points: measured(w, 'log2size', (s) => Math.log2(Math.max(1, size?.[s - 1] ?? 1))),
    },
    {
      id: 'ldim',
      label: 'Ldim(V_t) (SOA’s budget)',
      color: OKABE_ITO.blue,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: measured(w, 'ldim', (s) => ldim?.[s - 1] ?? NaN),
    },
    {
      id: 'vc',
      label: 'VCdim(V_t)',
      color: OKABE_ITO.green,
      dash: '2 2',
      marker: 'triangle',
      kind: 'measured',
      points: measured(w, 'vc', (s) => vc?.[s - 1] ?? NaN),
    },
  ];
}

/** A chart's series as a function of the rounds drawn; new only when the data changes. */
export function useSeries(
  which: 'mistakes' | 'dims',
  meta: LittlestoneMeta | null,
  trace: Trace | null,
  params: Stream,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  const stream = params.stream;
  return useCallback(
    (n: number) => {
      if (!meta) return [];
      const args = { trace, meta, params: { stream }, n, logScale };
      return which === 'mistakes' ? mistakeSeries(args) : dimensionSeries(args);
    },
    [which, meta, trace, stream, logScale],
  );
}
