import type { Trace } from '../../../src/engine/trace';
import type { ExpertsMeta } from '../../../src/scenes/experts';
import { ChartDataTable } from '../../panels/ChartDataTable';
import { SeriesChart } from '../../panels/SeriesChart';
import { useThrottled } from '../../ui/useThrottled';
import { useChartSeries } from './series';

export interface ExpertsChartProps {
  chart: 'loss' | 'regret';
  meta: ExpertsMeta;
  trace: Trace | null;
  stream: string;
  /** The round on screen. */
  t: number;
  /** Playing fast: the chart then follows ten times a second. */
  fast: boolean;
  logScale: boolean;
  title: string;
  yLabel: string;
}

/**
 * One of the lesson's two charts, with its data table. At full speed a new frame adds a pixel or
 * two to a chart, so the chart follows the round on a timer of its own, ten times a second: a
 * tick redraws this chart alone, in a task of its own, not the lesson in every frame.
 */
export function ExpertsChart({
  chart,
  meta,
  trace,
  stream,
  t,
  fast,
  logScale,
  title,
  yLabel,
}: ExpertsChartProps) {
  const n = Math.min(useThrottled(t, 100, fast), trace?.length ?? 0);
  const series = useChartSeries(chart, meta, trace, stream, n, logScale);
  return (
    <>
      <SeriesChart T={meta.T} t={n} series={series} logScale={logScale} yLabel={yLabel} />
      <ChartDataTable series={series} t={n} title={title} />
    </>
  );
}
