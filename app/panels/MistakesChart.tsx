import type { ReactElement } from 'react';
import { SeriesChart, type ChartSeries, type SeriesChartProps } from './SeriesChart';

export type { ChartSeries };

/** The mistakes-against-bounds chart: the generic SeriesChart, kept under its original name. */
export type MistakesChartProps = SeriesChartProps;

export function MistakesChart(props: MistakesChartProps): ReactElement {
  return <SeriesChart {...props} />;
}

export default MistakesChart;
