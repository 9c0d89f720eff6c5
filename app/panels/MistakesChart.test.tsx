// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { MistakesChart, type ChartSeries, type MistakesChartProps } from './MistakesChart';

afterEach(cleanup);

const measured: ChartSeries = {
  id: 'M',
  label: 'Mistakes',
  color: '#0072B2',
  dash: '',
  marker: 'circle',
  kind: 'measured',
  points: [
    [0, 0],
    [10, 2],
    [40, 5],
    [70, 8],
    [100, 10],
  ],
};

const bound: ChartSeries = {
  id: 'B',
  label: 'Bound',
  color: '#0072B2',
  dash: '6 4',
  marker: 'square',
  kind: 'bound',
  points: [
    [0, 25],
    [50, 25],
    [100, 25],
  ],
};

function props(over: Partial<MistakesChartProps> = {}): MistakesChartProps {
  return { T: 100, t: 40, series: [measured, bound], logScale: false, yLabel: 'mistakes', ...over };
}

/** The pixel position of the x tick labelled `label`. */
function xTick(container: HTMLElement, label: string): number {
  const tick = Array.from(container.querySelectorAll('.x-ticks .tick')).find(
    (g) => g.querySelector('text')?.textContent === label,
  );
  expect(tick, `x tick ${label}`).toBeDefined();
  return Number(tick?.querySelector('line')?.getAttribute('x1'));
}

function yTickLabels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('.y-ticks .tick text')).map((t) =>
    Number((t.textContent ?? '').replace('−', '-')),
  );
}

describe('MistakesChart', () => {
  it('draws one path per series, measured solid and bound dashed, in the given colours', () => {
    const { container } = render(<MistakesChart {...props()} />);
    const paths = container.querySelectorAll('path.series');
    expect(paths).toHaveLength(2);
    const m = container.querySelector('path.series.measured');
    const b = container.querySelector('path.series.bound');
    expect(m?.getAttribute('data-series')).toBe('M');
    expect(m?.getAttribute('stroke-dasharray')).toBeNull();
    expect(b?.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(m?.getAttribute('stroke')).toBe('#0072B2');
    expect(b?.getAttribute('stroke')).toBe('#0072B2');
    // One vertex per point: 1 move + 4 lines for the measured series.
    const d = m?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d.match(/L/g)).toHaveLength(4);
  });

  it('places the cursor at round t on the x axis', () => {
    const { container, rerender } = render(<MistakesChart {...props({ t: 40 })} />);
    const cursor = container.querySelector('line.cursor');
    expect(cursor?.getAttribute('data-t')).toBe('40');
    expect(Number(cursor?.getAttribute('x1'))).toBeCloseTo(xTick(container, '40'), 6);
    expect(cursor?.getAttribute('x1')).toBe(cursor?.getAttribute('x2'));
    rerender(<MistakesChart {...props({ t: 80 })} />);
    expect(Number(container.querySelector('line.cursor')?.getAttribute('x1'))).toBeCloseTo(
      xTick(container, '80'),
      6,
    );
  });

  it('maps data points onto the ticks: the measured value 10 at round 100 sits on the y tick 10', () => {
    const { container } = render(<MistakesChart {...props()} />);
    const d = container.querySelector('path.series.measured')?.getAttribute('d') ?? '';
    const last = /L([-\d.]+),([-\d.]+)$/.exec(d);
    expect(Number(last?.[1])).toBeCloseTo(xTick(container, '100'), 2); // paths carry 3 decimals
    const tick10 = Array.from(container.querySelectorAll('.y-ticks .tick')).find(
      (g) => g.querySelector('text')?.textContent === '10',
    );
    expect(Number(last?.[2])).toBeCloseTo(
      Number(tick10?.querySelector('line')?.getAttribute('y1')),
      2,
    );
  });

  it('leaves gaps for NaN and Infinity and never writes NaN into the SVG', () => {
    const gappy: ChartSeries = {
      ...bound,
      id: 'G',
      points: [
        [0, 20],
        [20, 20],
        [30, NaN],
        [50, Infinity],
        [60, 22],
        [100, 22],
      ],
    };
    const { container } = render(<MistakesChart {...props({ series: [measured, gappy] })} />);
    const d = container.querySelector('path[data-series="G"]')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('clips a bound far above the measured values and labels it at the top', () => {
    const huge: ChartSeries = {
      ...bound,
      points: [
        [0, 1234],
        [100, 1234],
      ],
    };
    const { container } = render(<MistakesChart {...props({ series: [measured, huge] })} />);
    const label = container.querySelector('.clipped-label');
    expect(label?.textContent).toBe('Bound = 1234 ↑');
    expect(label?.getAttribute('data-series')).toBe('B');
    // The y axis is sized to the measured values (≤ 4 × max, here 10), not the bound.
    expect(Math.max(...yTickLabels(container))).toBeLessThanOrEqual(44);
    expect(Math.max(...yTickLabels(container))).toBeGreaterThanOrEqual(10);
    // The plot is clipped so the bound leaves through the top instead of covering the axes.
    const plot = container.querySelector('g.plot');
    const clip = /url\(#(.+)\)/.exec(plot?.getAttribute('clip-path') ?? '')?.[1];
    expect(clip).toBeTruthy();
    expect(container.querySelector(`clipPath[id="${clip}"] rect`)).not.toBeNull();
  });

  it('shows a visible bound without a clipped label', () => {
    const { container } = render(<MistakesChart {...props()} />);
    expect(container.querySelector('.clipped-label')).toBeNull();
    expect(Math.max(...yTickLabels(container))).toBeGreaterThanOrEqual(25);
  });

  it('marks violations with their round number', () => {
    const { container } = render(
      <MistakesChart {...props({ violations: [{ t: 57, value: 30 }] })} />,
    );
    const v = container.querySelectorAll('.violation');
    expect(v).toHaveLength(1);
    expect(v[0]?.textContent).toBe('t = 57');
    expect(v[0]?.querySelector('path')).not.toBeNull();
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      '1 violation',
    );
  });

  it('draws a legend entry per series with the dash and marker', () => {
    const { container } = render(<MistakesChart {...props()} />);
    const items = container.querySelectorAll('.hs-legend li');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Mistakes');
    expect(items[1]?.querySelector('line')?.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(items[0]?.querySelector('line')?.getAttribute('stroke-dasharray')).toBeNull();
    expect(items[0]?.querySelector('path')).not.toBeNull(); // the marker
    expect(container.querySelectorAll('.markers[data-series="M"] .marker').length).toBeGreaterThan(
      0,
    );
  });

  it('describes the values at round t in its accessible name', () => {
    const { container } = render(<MistakesChart {...props({ title: 'Mistakes vs bound' })} />);
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('aria-label')).toBe(
      'Mistakes vs bound: rounds 0 to 100; at round 40: Mistakes 5, Bound 25',
    );
    expect(container.querySelector('figcaption')?.textContent).toBe('Mistakes vs bound');
  });

  it('works on a log scale, from round 1, with finite coordinates only', () => {
    const many: ChartSeries = {
      ...measured,
      points: Array.from(
        { length: 200 },
        (_, i) => [i * 5000, Math.sqrt(i * 5000)] as [number, number],
      ),
    };
    const { container } = render(
      <MistakesChart {...props({ T: 1_000_000, t: 0, series: [many, bound], logScale: true })} />,
    );
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    const labels = Array.from(container.querySelectorAll('.x-ticks text')).map(
      (t) => t.textContent,
    );
    expect(labels).toContain('1M');
    expect(labels.length).toBeLessThanOrEqual(8);
    // Round 0 sits at the left edge, with round 1.
    const cursor = Number(container.querySelector('line.cursor')?.getAttribute('x1'));
    expect(cursor).toBeCloseTo(xTick(container, '1'), 6);
    expect(xTick(container, '10')).toBeGreaterThan(cursor);
  });

  it('copes with T = 0 and no series', () => {
    const { container } = render(<MistakesChart {...props({ T: 0, t: 0, series: [] })} />);
    expect(container.querySelectorAll('path.series')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});
