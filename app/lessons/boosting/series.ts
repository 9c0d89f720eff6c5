import { useCallback } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { BoostingLearnerId } from '../../../src/learners/boosting/booster';
import type { BoostingMeta } from '../../../src/scenes/boosting';
import { col } from '../../../src/scenes/boosting-config';
import { boostingQuantitiesAt, learnerNames, theoremOf } from '../../../src/scenes/boosting-view';
import { evaluate } from '../../../src/theory/types';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';
import { measured, sampled } from '../kit/series-cache';

export const learnerStyle: Record<
  BoostingLearnerId,
  { color: string; marker: 'circle' | 'square' }
> = {
  'mwu-boost': { color: OKABE_ITO.blue, marker: 'circle' },
  adaboost: { color: OKABE_ITO.vermillion, marker: 'square' },
};

/** A vertical mark at round T₀ over [0, 1] (two points at one round), or nothing past T. */
function roundMark(id: string, label: string, T0: number, T: number, color: string): ChartSeries[] {
  if (!(T0 >= 1 && T0 <= T)) return [];
  return [
    {
      id,
      label,
      color,
      dash: '2 3',
      kind: 'bound',
      points: [
        [T0, 0],
        [T0, 1],
      ],
    },
  ];
}

/**
 * Each learner's training error (solid) against its bound (dashed, a gap from the round its
 * hypothesis broke), the line δ, and the rounds the notes' formula asks for, marked where they
 * fall inside the run.
 */
export function errorSeries(
  meta: BoostingMeta,
  trace: Trace | null,
  n: number,
  logScale: boolean,
  delta: number,
): ChartSeries[] {
  if (!trace) return [];
  const w = { trace, T: meta.T, t: n, buckets: 500, scale: logScale ? 'log' : 'linear' } as const;
  const out: ChartSeries[] = [];
  for (const id of meta.learners) {
    const style = learnerStyle[id];
    const err = trace.column(col(id, 'err'));
    out.push({
      id: `${id}-error`,
      label: `${learnerNames[id]}: training error`,
      color: style.color,
      dash: '',
      marker: style.marker,
      kind: 'measured',
      points: measured(w, `${id}-err`, (s) => err?.[s - 1] ?? NaN),
    });
    out.push({
      id: `${id}-bound`,
      label: id === 'adaboost' ? 'AdaBoost: ∏ 2√(εₛ(1 − εₛ))' : 'MWU: (1 − η)^(−t/2)·e^(−ηt(½+γ))',
      color: style.color,
      dash: '8 4',
      kind: 'bound',
      points: sampled(w, `${id}-bound|${delta}`, (s) => {
        const status = evaluate(theoremOf(id), boostingQuantitiesAt(meta, trace, id, s, delta));
        return status.applies ? Math.min(1, status.value) : NaN;
      }),
    });
    const q = boostingQuantitiesAt(meta, trace, id, n, delta);
    const who = id === 'adaboost' ? 'AdaBoost' : 'MWU';
    out.push(
      ...roundMark(
        `${id}-T`,
        `${who}: T = ${q['Tneeded']} for δ = ${delta} (promised ε)`,
        q['Tneeded'] ?? NaN,
        meta.T,
        style.color,
      ),
      ...roundMark(
        `${id}-Tobs`,
        `${who}: T = ${q['TneededObs']} (observed edge)`,
        q['TneededObs'] ?? NaN,
        meta.T,
        style.color,
      ),
    );
  }
  out.push({
    id: 'delta',
    label: `δ = ${delta}`,
    color: OKABE_ITO.black,
    dash: '3 3',
    kind: 'bound',
    points: sampled(w, `delta|${delta}`, () => delta),
  });
  return out;
}

/** Each stump's error εₜ (solid) against ½ and, for MWU boosting, the promised ε. */
export function weakSeries(
  meta: BoostingMeta,
  trace: Trace | null,
  n: number,
  logScale: boolean,
): ChartSeries[] {
  if (!trace) return [];
  const w = { trace, T: meta.T, t: n, buckets: 500, scale: logScale ? 'log' : 'linear' } as const;
  const out: ChartSeries[] = meta.learners.map((id) => {
    const eps = trace.column(col(id, 'eps'));
    return {
      id: `${id}-eps`,
      label: `${learnerNames[id]}: εₜ`,
      color: learnerStyle[id].color,
      dash: '',
      marker: learnerStyle[id].marker,
      kind: 'measured',
      points: measured(w, `${id}-eps`, (s) => eps?.[s - 1] ?? NaN),
    };
  });
  out.push({
    id: 'half',
    label: 'chance, ½',
    color: OKABE_ITO.black,
    dash: '3 3',
    kind: 'bound',
    points: sampled(w, 'half', () => 0.5),
  });
  if (meta.learners.includes('mwu-boost'))
    out.push({
      id: 'promise',
      label: `promised ε = ${meta.eps}`,
      color: OKABE_ITO.blue,
      dash: '8 4',
      kind: 'bound',
      points: sampled(w, `promise|${meta.eps}`, () => meta.eps),
    });
  return out;
}

export function useBoostingSeries(
  meta: BoostingMeta | null,
  trace: Trace | null,
  logScale: boolean,
  delta: number,
): { error: (n: number) => ChartSeries[]; weak: (n: number) => ChartSeries[] } {
  const error = useCallback(
    (n: number) => (meta ? errorSeries(meta, trace, n, logScale, delta) : []),
    [meta, trace, logScale, delta],
  );
  const weak = useCallback(
    (n: number) => (meta ? weakSeries(meta, trace, n, logScale) : []),
    [meta, trace, logScale],
  );
  return { error, weak };
}
