import { SampledSeries, SeriesSummary } from '../../../src/engine/series-summary';
import type { Trace } from '../../../src/engine/trace';

/** Summaries live as long as their trace: a new run brings a new trace and fresh summaries. */
const cache = new WeakMap<Trace, Map<string, SeriesSummary | SampledSeries>>();

function cached<S extends SeriesSummary | SampledSeries>(
  trace: Trace,
  id: string,
  make: () => S,
): S {
  let byKey = cache.get(trace);
  if (!byKey) cache.set(trace, (byKey = new Map()));
  let s = byKey.get(id) as S | undefined;
  if (!s) byKey.set(id, (s = make()));
  return s;
}

export interface SeriesWindow {
  trace: Trace;
  T: number;
  t: number;
  buckets: number;
  scale: 'linear' | 'log';
}

/** A measured series over rounds 1…t, per-pixel min/max (exact extremes). */
export function measured(
  w: SeriesWindow,
  key: string,
  value: (s: number) => number,
): Array<[number, number]> {
  const id = `m|${key}|${w.scale}|${w.buckets}|${w.T}`;
  return cached(w.trace, id, () => new SeriesSummary(w.T, w.buckets, w.scale)).points(w.t, value);
}

/** A smooth curve over rounds 1…t (a bound), sampled once per pixel. */
export function sampled(
  w: SeriesWindow,
  key: string,
  value: (s: number) => number,
): Array<[number, number]> {
  const id = `s|${key}|${w.scale}|${w.buckets}|${w.T}`;
  return cached(w.trace, id, () => new SampledSeries(w.T, w.buckets, w.scale)).points(w.t, value);
}
