// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOUND_DASH,
  LOWER_DASH,
  SeriesChart,
  type ChartSeries,
  type SeriesChartProps,
} from './SeriesChart';
import { MistakesChart } from './MistakesChart';

afterEach(cleanup);

const regret: ChartSeries = {
  id: 'R',
  label: 'Hedge regret',
  color: '#0072B2',
  dash: '',
  marker: 'circle',
  kind: 'measured',
  points: [
    [0, 0],
    [50, 4],
    [100, 6],
  ],
};
const upper: ChartSeries = {
  id: 'U',
  label: '√(T ln d / 2)',
  color: '#0072B2',
  dash: '6 4',
  kind: 'bound',
  points: [
    [0, 0],
    [50, 6],
    [100, 12],
  ],
};
const lower: ChartSeries = {
  id: 'LB',
  label: 'lower bound',
  color: '#CC79A7',
  dash: '',
  marker: 'triangle',
  kind: 'lower',
  points: [
    [0, 0],
    [50, 2],
    [100, 3],
  ],
};

function props(over: Partial<SeriesChartProps> = {}): SeriesChartProps {
  return {
    T: 100,
    t: 50,
    series: [regret, upper, lower],
    logScale: false,
    yLabel: 'regret',
    title: 'Regret against its bounds',
    ...over,
  };
}

describe('SeriesChart', () => {
  it('uses the caller’s y label and title', () => {
    const { container } = render(<SeriesChart {...props()} />);
    const labels = Array.from(container.querySelectorAll('.axis-label')).map((t) => t.textContent);
    expect(labels).toContain('regret');
    expect(container.querySelector('figcaption')?.textContent).toBe('Regret against its bounds');
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      'Regret against its bounds: rounds 0 to 100; at round 50: Hedge regret 4, √(T ln d / 2) 6, lower bound 2',
    );
  });

  it('draws a lower bound dash-dot, whatever its dash, and labels it on the plot', () => {
    const { container } = render(<SeriesChart {...props()} />);
    const path = container.querySelector('path.series.lower');
    expect(path?.getAttribute('data-series')).toBe('LB');
    expect(path?.getAttribute('stroke-dasharray')).toBe(LOWER_DASH);
    expect(LOWER_DASH.split(' ')).toHaveLength(4); // dash, gap, dot, gap
    expect(container.querySelector('path.series.bound')?.getAttribute('stroke-dasharray')).toBe(
      '6 4',
    );
    const label = container.querySelector('.lower-label');
    expect(label?.textContent).toBe('lower bound');
    expect(label?.getAttribute('data-series')).toBe('LB');
    // Labelled near its last point (round 100, value 3): at the right edge, below the line.
    const d = path?.getAttribute('d') ?? '';
    const last = /L([-\d.]+),([-\d.]+)$/.exec(d);
    expect(Number(label?.getAttribute('x'))).toBeLessThanOrEqual(Number(last?.[1]));
    expect(Number(label?.getAttribute('y'))).toBeGreaterThan(Number(last?.[2]));
    expect(container.querySelectorAll('.lower-label')).toHaveLength(1); // only lower bounds
    const item = container.querySelector('.hs-legend li[data-series="LB"]');
    expect(item?.getAttribute('data-kind')).toBe('lower');
    expect(item?.textContent).toBe('lower bound (lower bound)');
    expect(item?.querySelector('line')?.getAttribute('stroke-dasharray')).toBe(LOWER_DASH);
  });

  it('tells same-coloured series apart by dash, by kind, even when none is given a dash', () => {
    const same = {
      color: '#0072B2',
      dash: '',
      points: [
        [0, 0],
        [100, 5],
      ] as Array<[number, number]>,
    };
    const series: ChartSeries[] = [
      { ...same, id: 'm', label: 'measured', kind: 'measured' },
      { ...same, id: 'b', label: 'upper bound', kind: 'bound' },
      { ...same, id: 'l', label: 'lower bound', kind: 'lower' },
    ];
    const { container } = render(<SeriesChart {...props({ series })} />);
    for (const where of ['path.series', '.hs-legend li line']) {
      const drawn = series.map((s) =>
        container.querySelector(
          where === 'path.series'
            ? `path.series[data-series="${s.id}"]`
            : `.hs-legend li[data-series="${s.id}"] line`,
        ),
      );
      expect(drawn.map((el) => el?.getAttribute('stroke'))).toEqual([
        '#0072B2',
        '#0072B2',
        '#0072B2',
      ]);
      const dashes = drawn.map((el) => el?.getAttribute('stroke-dasharray') ?? 'solid');
      expect(dashes, where).toEqual(['solid', BOUND_DASH, LOWER_DASH]);
    }
  });

  it('never writes NaN for a lower bound with gaps on a log scale', () => {
    const gappy: ChartSeries = {
      ...lower,
      points: [
        [0, NaN],
        [10, 1],
        [1000, Infinity],
      ],
    };
    const { container } = render(
      <SeriesChart {...props({ T: 1000, series: [regret, gappy], logScale: true })} />,
    );
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    expect(container.querySelector('.lower-label')).not.toBeNull();
  });

  it('is what MistakesChart renders', () => {
    const p = props({ series: [regret, upper], violations: [{ t: 60, value: 20 }] });
    const a = render(<SeriesChart {...p} />).container.innerHTML;
    cleanup();
    const b = render(<MistakesChart {...p} />).container.innerHTML;
    const strip = (html: string) => html.replace(/hs-clip-[\w-]+/g, 'clip');
    expect(strip(b)).toBe(strip(a));
  });
});
