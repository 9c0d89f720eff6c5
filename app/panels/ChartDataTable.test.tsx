// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartDataTable, sampleRounds, valuesAt } from './ChartDataTable';
import type { ChartSeries } from './SeriesChart';

afterEach(cleanup);

const mistakes: ChartSeries = {
  id: 'M',
  label: 'Perceptron: mistakes M_t',
  color: 'var(--oi-green)',
  dash: '',
  marker: 'circle',
  kind: 'measured',
  points: Array.from({ length: 121 }, (_, i) => [i, Math.floor(i / 10)] as [number, number]),
};
const bound: ChartSeries = {
  id: 'B',
  label: 'Perceptron: bound',
  color: 'var(--oi-green)',
  dash: '8 4',
  kind: 'bound',
  points: [
    [0, 100],
    [50, NaN],
    [80, 2 / 3],
    [120, Infinity],
  ],
};

const rows = (c: HTMLElement) => Array.from(c.querySelectorAll('tbody tr'));
const cells = (tr: Element) => Array.from(tr.children).map((td) => td.textContent);

describe('sampleRounds', () => {
  it('samples about n round numbers from 0, and ends at t', () => {
    expect(sampleRounds(0)).toEqual([0]);
    expect(sampleRounds(3)).toEqual([0, 1, 2, 3]);
    expect(sampleRounds(60)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    const r = sampleRounds(1234);
    expect(r[0]).toBe(0);
    expect(r[1]).toBe(100);
    expect(r.at(-1)).toBe(1234);
    for (const t of [1, 7, 19, 20, 21, 99, 200, 999, 10_000, 1_000_000]) {
      const s = sampleRounds(t);
      expect(s.length).toBeLessThanOrEqual(21);
      expect(s.length).toBeGreaterThanOrEqual(Math.min(t + 1, 9));
      expect(s.at(-1)).toBe(t);
      expect(new Set(s).size).toBe(s.length);
    }
    expect(sampleRounds(NaN)).toEqual([0]);
    expect(sampleRounds(-5)).toEqual([0]);
  });
});

describe('valuesAt', () => {
  it('takes the last point at or before each round, and gaps as null', () => {
    expect(valuesAt(bound.points, [0, 49, 50, 79, 80, 119, 120, 200])).toEqual([
      100,
      100,
      null,
      null,
      2 / 3,
      2 / 3,
      null,
      null,
    ]);
    expect(valuesAt([[5, 1]], [0, 5])).toEqual([null, 1]);
    expect(valuesAt([], [0, 1])).toEqual([null, null]);
  });
});

describe('ChartDataTable', () => {
  it('is a closed toggle at first, named after its chart', () => {
    const { container, getByRole } = render(
      <ChartDataTable series={[mistakes, bound]} t={120} title="Mistakes against the bound" />,
    );
    const button = getByRole('button', { name: 'Data table: Mistakes against the bound' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const region = container.querySelector(`#${button.getAttribute('aria-controls')}`);
    expect(region?.hasAttribute('hidden')).toBe(true);
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows the series as columns and sampled rounds as rows, formatted, never NaN', () => {
    const { container, getByRole } = render(
      <ChartDataTable series={[mistakes, bound]} t={120} title="Mistakes against the bound" />,
    );
    const button = getByRole('button', { name: /Data table/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const table = container.querySelector('table');
    expect(table).not.toBeNull();
    expect(
      container.querySelector(`#${button.getAttribute('aria-controls')}`)?.hasAttribute('hidden'),
    ).toBe(false);
    expect(table?.querySelector('caption')?.textContent).toBe(
      'Mistakes against the bound: rounds 0 to 120',
    );
    const heads = Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(heads).toEqual(['round t', ' Perceptron: mistakes M_t', ' Perceptron: bound']);
    expect(container.querySelectorAll('thead th[scope="col"]')).toHaveLength(3);
    const body = rows(container);
    expect(body.map((tr) => tr.querySelector('th[scope="row"]')?.textContent)).toEqual(
      sampleRounds(120).map(String),
    );
    expect(cells(body[0] as Element)).toEqual(['0', '0', '100']);
    expect(cells(body[8] as Element)).toEqual(['80', '8', '0.667']);
    // Gaps (NaN, Infinity) read "no value", shown as a dash.
    expect(cells(body[5] as Element)).toEqual(['50', '5', '—no value']);
    expect(cells(body.at(-1) as Element)).toEqual(['120', '12', '—no value']);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('table')).toBeNull();
  });

  it('follows the round on display', () => {
    const { container, rerender } = render(
      <ChartDataTable series={[mistakes]} t={30} title="M" defaultOpen />,
    );
    expect(cells(rows(container).at(-1) as Element)).toEqual(['30', '3']);
    rerender(<ChartDataTable series={[mistakes]} t={95} title="M" defaultOpen />);
    expect(cells(rows(container).at(-1) as Element)).toEqual(['95', '9']);
  });

  it('leaves out the first rounds when no series has a value there yet', () => {
    const late: ChartSeries = {
      ...mistakes,
      points: [
        [10, 1],
        [20, 2],
        [60, 3],
      ],
    };
    const { container } = render(<ChartDataTable series={[late]} t={60} title="L" defaultOpen />);
    expect(rows(container).map((tr) => cells(tr))[0]).toEqual(['10', '1']);
    expect(
      rows(container)
        .map((tr) => cells(tr))
        .at(-1),
    ).toEqual(['60', '3']);
  });

  it('copes with no series and round 0', () => {
    const { container } = render(<ChartDataTable series={[]} t={0} title="Regret" defaultOpen />);
    expect(container.querySelector('caption')?.textContent).toBe('Regret: no data yet');
    expect(rows(container)).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/NaN|undefined/);
  });
});
