import { boundLabel } from '../kit/BoundList';
import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { OcoMeta } from '../../../src/scenes/oco';
import { ocoView, type OcoView } from '../../../src/scenes/oco-view';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled, type SeriesWindow } from '../kit/series-cache';
import { ocoStyle } from './styles';

/** Points along a chart's width (each bucket keeps its min and max). */
const BUCKETS = 320;

/** Views by round, per trace: the regret and average charts sample the same rounds. */
const viewCache = new WeakMap<Trace, Map<number, OcoView>>();

/**
 * The view at round s, kept for the rounds the charts ask for again (the bucket samples, the last
 * round): a bound's value at s needs the theorem evaluated on the run's numbers at s. A round the
 * trace holds never changes, so a view is kept as long as its trace (within a size limit).
 */
function viewsOf(meta: OcoMeta, trace: Trace): (s: number) => OcoView {
  let found = viewCache.get(trace);
  if (!found) viewCache.set(trace, (found = new Map()));
  const views = found;
  return (s) => {
    let v = views.get(s);
    if (!v) {
      if (views.size > 4 * BUCKETS) views.clear();
      views.set(s, (v = ocoView(meta, trace, s)));
    }
    return v;
  };
}

interface Args {
  meta: OcoMeta;
  trace: Trace;
  n: number;
  logScale: boolean;
  viewAt: (s: number) => OcoView;
}

const windowOf = ({ meta, trace, n, logScale }: Args): SeriesWindow => ({
  trace,
  T: meta.T,
  t: n,
  buckets: BUCKETS,
  scale: logScale ? 'log' : 'linear',
});

/** Cumulative losses: each learner's (solid, its marker) against the comparator's (black). */
function lossSeries(a: Args): ChartSeries[] {
  const w = windowOf(a);
  const cmp = a.trace.column('cmp');
  const out: ChartSeries[] = a.meta.learners.map((l, k) => {
    const cum = a.trace.column(`L${k}.cum`);
    return {
      id: `${l.id}-loss`,
      label: `${l.name}: cumulative loss Σ f_s(w_s)`,
      ...ocoStyle(k),
      kind: 'measured' as const,
      points: measured(w, `cum${k}`, (s) => cum?.[s - 1] ?? NaN),
    };
  });
  out.push({
    id: 'comparator-loss',
    label: 'best fixed point in hindsight: Σ f_s(u*)',
    color: 'var(--fg)',
    dash: '',
    kind: 'measured',
    points: measured(w, 'cmp', (s) => cmp?.[s - 1] ?? NaN),
  });
  return out;
}

/**
 * Regret of each learner (solid) against each of its bounds on the regret (dashed, a gap where a
 * hypothesis fails); a bound on another quantity (a weighted regret, γ·mistakes) comes with that
 * quantity, dotted. `average` divides everything by t: R_t/t going to 0 is "no regret".
 */
function regretSeries(a: Args, average: boolean): ChartSeries[] {
  const w = windowOf(a);
  const per = (s: number, x: number) => (average ? x / s : x);
  const cmp = a.trace.column('cmp');
  const out: ChartSeries[] = [];
  a.meta.learners.forEach((l, k) => {
    const style = ocoStyle(k);
    const cum = a.trace.column(`L${k}.cum`);
    out.push({
      id: `${l.id}-regret`,
      label: `${l.name}: ${average ? 'average regret R_t/t' : 'regret R_t'}`,
      ...style,
      kind: 'measured',
      points: measured(w, `regret${k}${average ? '/t' : ''}`, (s) =>
        per(s, (cum?.[s - 1] ?? NaN) - (cmp?.[s - 1] ?? NaN)),
      ),
    });
    const last = a.viewAt(a.n);
    for (const b of last.bounds) {
      if (b.learnerIndex !== k) continue;
      const on = (s: number) => a.viewAt(s).bounds.find((r) => r.id === b.id);
      if (b.theorem.quantity !== 'regret') {
        out.push({
          id: `${b.id}-observed`,
          label: `${l.name}: ${quantityName(b.theorem.quantity)}${average ? ', over t' : ''}`,
          color: style.color,
          dash: '1 3',
          kind: 'measured',
          points: sampled(w, `${b.id}:observed${average ? '/t' : ''}`, (s) => {
            const r = on(s);
            return r ? per(s, r.status.observed) : NaN;
          }),
        });
      }
      out.push({
        id: `${b.id}-bound`,
        label: `${boundLabel(l.name, b.theorem.title)}${average ? ', over t' : ''}`,
        color: style.color,
        dash: '8 4',
        kind: 'bound',
        points: sampled(w, `${b.id}:bound${average ? '/t' : ''}`, (s) => {
          const r = on(s);
          return r?.status.applies ? per(s, r.status.value) : NaN;
        }),
      });
    }
  });
  return out;
}

/**
 * The ogd lesson's own chart: ‖w_t − u*_t‖², each learner's squared distance to the best point
 * so far (the proof's potential; it shrinks while the learner closes in).
 */
function potentialSeries(a: Args): ChartSeries[] {
  const w = windowOf(a);
  const u0 = a.trace.column('u0');
  const u1 = a.trace.column('u1');
  return a.meta.learners.map((l, k) => {
    const w0 = a.trace.column(`L${k}.w0`);
    const w1 = a.trace.column(`L${k}.w1`);
    return {
      id: `${l.id}-potential`,
      label: `${l.name}: ‖w_t − u*_t‖²`,
      ...ocoStyle(k),
      kind: 'measured' as const,
      points: measured(w, `potential${k}`, (s) => {
        const d0 = (w0?.[s - 1] ?? NaN) - (u0?.[s - 1] ?? NaN);
        const d1 = (w1?.[s - 1] ?? NaN) - (u1?.[s - 1] ?? NaN);
        return d0 * d0 + d1 * d1;
      }),
    };
  });
}

/**
 * The ftl-ftrl lesson's own chart: how far each learner moves in a round, ‖w_t − w_{t−1}‖ (the
 * stability Lemma 21 rewards: FTL jumps 2B a round on the alternating losses).
 */
function movementSeries(a: Args): ChartSeries[] {
  const w = windowOf(a);
  return a.meta.learners.map((l, k) => {
    const w0 = a.trace.column(`L${k}.w0`);
    const w1 = a.trace.column(`L${k}.w1`);
    return {
      id: `${l.id}-movement`,
      label: `${l.name}: ‖w_t − w_{t−1}‖`,
      ...ocoStyle(k),
      kind: 'measured' as const,
      points: measured(w, `movement${k}`, (s) =>
        Math.hypot(
          (w0?.[s - 1] ?? NaN) - (s >= 2 ? (w0?.[s - 2] ?? NaN) : 0),
          (w1?.[s - 1] ?? NaN) - (s >= 2 ? (w1?.[s - 2] ?? NaN) : 0),
        ),
      ),
    };
  });
}

export type OcoChart = 'loss' | 'regret' | 'average' | 'potential' | 'movement';

export function quantityName(q: string): string {
  return q === 'weighted-regret' ? 'weighted regret' : q === 'mistakes' ? 'mistakes M' : q;
}

/**
 * One chart's series as a function of the rounds drawn (FollowingChart calls it); a new function
 * only when the run or the scale changes (the trace grows in place).
 */
export function useOcoChart(
  chart: OcoChart,
  meta: OcoMeta | null,
  trace: Trace | null,
  logScale: boolean,
): (n: number) => ChartSeries[] {
  return useCallback(
    (n: number) => {
      if (!meta || !trace) return [];
      const args: Args = { meta, trace, n, logScale, viewAt: viewsOf(meta, trace) };
      switch (chart) {
        case 'loss':
          return lossSeries(args);
        case 'regret':
        case 'average':
          return regretSeries(args, chart === 'average');
        case 'potential':
          return potentialSeries(args);
        case 'movement':
          return movementSeries(args);
      }
    },
    [chart, meta, trace, logScale],
  );
}
