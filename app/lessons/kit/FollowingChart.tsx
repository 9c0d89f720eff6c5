import { useMemo } from 'react';
import { ChartDataTable } from '../../panels/ChartDataTable';
import type { ChartSeries } from '../../panels/SeriesChart';
import { SeriesChart } from '../../panels/SeriesChart';
import { useThrottled } from '../../ui/useThrottled';

export interface FollowingChartProps {
  T: number;
  /** The round on screen. */
  t: number;
  /** Rounds the trace holds: the chart never draws past them. */
  available: number;
  /** Playing fast: the chart then follows ten times a second. */
  fast: boolean;
  logScale: boolean;
  title: string;
  yLabel: string;
  /**
   * The chart's series over rounds 1…n. A new function (new data: another run, another scale)
   * recomputes them; the trace grows in place, so `n` says when to look again.
   */
  series(n: number): ChartSeries[];
}

/**
 * A chart with its data table that follows the round. At full speed a new frame adds a pixel or
 * two to a chart, so the chart follows on a timer of its own, ten times a second: a tick redraws
 * this chart alone, in a task of its own, not the lesson in every frame.
 */
export function FollowingChart({
  T,
  t,
  available,
  fast,
  logScale,
  title,
  yLabel,
  series,
}: FollowingChartProps) {
  const n = Math.min(useThrottled(t, 100, fast), available);
  const drawn = useMemo(() => series(n), [series, n]);
  return (
    <>
      <SeriesChart T={T} t={n} series={drawn} logScale={logScale} yLabel={yLabel} />
      <ChartDataTable series={drawn} t={n} title={title} />
    </>
  );
}
