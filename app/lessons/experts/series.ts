import { boundLabel } from '../kit/BoundList';
import { useCallback, useMemo } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { ExpertsExactState, ExpertsMeta } from '../../../src/scenes/experts';
import { expertsQuantities, expertsTheoremsFor } from '../../../src/theory/experts';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled, type SeriesWindow } from '../kit/series-cache';

/** One colour, one dash and one marker per learner, in every panel of the lesson. */
export const LEARNER_STYLE = [
  { color: OKABE_ITO.blue, dash: '', marker: 'circle', pattern: 'solid' },
  { color: OKABE_ITO.vermillion, dash: '10 3 2 3', marker: 'square', pattern: 'hatch' },
  { color: OKABE_ITO.green, dash: '4 2', marker: 'triangle', pattern: 'dots' },
  { color: OKABE_ITO.purple, dash: '1 2', marker: 'diamond', pattern: 'cross' },
  { color: OKABE_ITO.orange, dash: '6 2 1 2', marker: 'circle', pattern: 'hatch' },
] as const;

export const styleOf = (k: number) =>
  LEARNER_STYLE[k % LEARNER_STYLE.length] as (typeof LEARNER_STYLE)[number];

interface Args {
  trace: Trace | null;
  meta: ExpertsMeta;
  stream: string;
  t: number;
  logScale: boolean;
  buckets: number;
}

/** Cumulative losses: each learner's (solid, its marker) against the best expert's (black). */
export function lossSeries({ trace, meta, t, logScale, buckets }: Args): ChartSeries[] {
  const n = Math.min(t, trace?.length ?? 0);
  if (!trace) return [];
  const w: SeriesWindow = { trace, T: meta.T, t: n, buckets, scale: logScale ? 'log' : 'linear' };
  const Lstar = trace.column('Lstar');
  const out: ChartSeries[] = meta.learners.map((l, k) => {
    const cum = trace.column(`L${k}.cum`);
    return {
      id: `${l.id}-loss`,
      label: `${l.name}: cumulative ${l.deterministic ? 'mistakes' : 'expected loss'}`,
      color: styleOf(k).color,
      dash: styleOf(k).dash,
      marker: styleOf(k).marker,
      kind: 'measured' as const,
      points: measured(w, `cum${k}`, (s) => cum?.[s - 1] ?? NaN),
    };
  });
  out.push({
    id: 'best-expert',
    label: 'best expert in hindsight: L*',
    color: 'var(--fg)',
    dash: '',
    kind: 'measured',
    points: measured(w, 'Lstar', (s) => Lstar?.[s - 1] ?? NaN),
  });
  return out;
}

/**
 * Regret A_t − L*_t of each learner (solid) against its first theorem's bound written as a
 * regret (dashed; a gap where the hypotheses fail), and the T/2 lower bound on the adversary's
 * stream for a deterministic first learner.
 */
export function regretSeries({ trace, meta, stream, t, logScale, buckets }: Args): ChartSeries[] {
  const n = Math.min(t, trace?.length ?? 0);
  if (!trace) return [];
  const w: SeriesWindow = { trace, T: meta.T, t: n, buckets, scale: logScale ? 'log' : 'linear' };
  const Lstar = trace.column('Lstar');
  const out: ChartSeries[] = [];
  meta.learners.forEach((l, k) => {
    const cum = trace.column(`L${k}.cum`);
    const logW = trace.column(`L${k}.logW`);
    const style = styleOf(k);
    out.push({
      id: `${l.id}-regret`,
      label: `${l.name}: regret`,
      color: style.color,
      dash: style.dash,
      marker: style.marker,
      kind: 'measured',
      points: measured(w, `regret${k}`, (s) => (cum?.[s - 1] ?? NaN) - (Lstar?.[s - 1] ?? NaN)),
    });
    const theorem = expertsTheoremsFor(l.id)[0];
    if (!theorem) return;
    const numbersAt = (s: number) =>
      expertsQuantities({
        t: s,
        T: meta.T,
        d: meta.d,
        loss: cum?.[s - 1] ?? 0,
        Lstar: Lstar?.[s - 1] ?? 0,
        logW: logW?.[s - 1] ?? 0,
        epsilon: meta.epsilon,
        eta: meta.eta,
        labelled: stream === 'csv' ? 0 : 1,
        adversary: stream === 'adversary' && k === 0 ? 1 : 0,
        deterministic: l.deterministic ? 1 : 0,
      });
    out.push({
      id: `${l.id}-bound`,
      label: `${boundLabel(l.name, theorem.title)}, as a regret bound`,
      color: style.color,
      dash: '8 4',
      kind: 'bound',
      points: sampled(w, `bound${k}:${theorem.id}`, (s) => {
        const q = numbersAt(s);
        const status = evaluate(theorem, q);
        if (!status.applies) return NaN;
        return theorem.quantity === 'regret' ? status.value : status.value - (q.Lstar ?? 0);
      }),
    });
  });
  const first = meta.learners[0];
  if (stream === 'adversary' && first?.deterministic) {
    out.push({
      id: 'lower-bound',
      label: `${first.name}: forced regret ≥ t/2`,
      color: styleOf(0).color,
      dash: '',
      kind: 'lower',
      points: [
        [0, 0],
        [n, n / 2],
      ],
    });
  }
  return out;
}

/**
 * One chart's series as a function of the rounds drawn (FollowingChart calls it). A new function
 * only when the data changes (another run, another scale): the trace grows in place.
 */
export function useChartSeries(
  chart: 'loss' | 'regret',
  meta: ExpertsMeta | null,
  trace: Trace | null,
  stream: string,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number) => {
      if (!meta) return [];
      const args = { trace, meta, stream, t: n, logScale, buckets: 500 };
      return chart === 'loss' ? lossSeries(args) : regretSeries(args);
    },
    [chart, meta, trace, stream, logScale],
  );
}

/** The learners' lines over the per-expert losses, in the lesson's styles. */
export const lossLinesOf = (learners: readonly { name: string; cumLoss: number }[]) =>
  learners.map((l, i) => ({
    name: l.name,
    color: styleOf(i).color,
    dash: styleOf(i).dash,
    cumLoss: l.cumLoss,
  }));

/**
 * The learners' lines from the same exact state as the per-expert bars: one round for the whole
 * panel, and a panel that redraws only when that state does.
 */
export function useLossLines(exact: ExpertsExactState | null, meta: ExpertsMeta | null) {
  return useMemo(
    () =>
      exact && meta
        ? lossLinesOf(
            meta.learners.map((l, i) => ({ name: l.name, cumLoss: exact.cumLoss[i] ?? NaN })),
          )
        : null,
    [exact, meta],
  );
}
