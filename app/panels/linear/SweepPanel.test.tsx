// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from '../SeriesChart';
import { ChartDataTable } from '../ChartDataTable';
import { SWEEP_X_LABEL, SweepPanel, sweepAnnouncement, type SweepPanelProps } from './SweepPanel';

afterEach(cleanup);

const live = (): string | null =>
  document.querySelector('.hs-sweep-live[role="status"]')?.textContent ?? null;

const gd: ChartSeries = {
  id: 'gd',
  label: 'GD',
  color: 'var(--oi-blue)',
  dash: '',
  marker: 'circle',
  kind: 'measured',
  points: [
    [10, 12],
    [100, 60],
    [1000, 410],
    [10000, 2900],
  ],
};
const eg: ChartSeries = {
  id: 'eg',
  label: 'EG',
  color: 'var(--oi-orange)',
  dash: '6 3',
  marker: 'square',
  kind: 'measured',
  points: [
    [10, 8],
    [100, 14],
    [1000, 21],
  ],
};

function props(over: Partial<SweepPanelProps> = {}): SweepPanelProps {
  return {
    status: 'idle',
    progress: 0,
    label: '',
    series: [],
    yLabel: 'mistakes at T',
    onRun: vi.fn(),
    onCancel: vi.fn(),
    ...over,
  };
}

describe('SweepPanel', () => {
  it('offers "Run the sweep" when idle, done or cancelled, and calls onRun', () => {
    for (const status of ['idle', 'done', 'cancelled'] as const) {
      const p = props({ status, series: status === 'idle' ? [] : [gd, eg], progress: 0.5 });
      render(<SweepPanel {...p} />);
      const run = screen.getByRole('button', { name: 'Run the sweep' });
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
      fireEvent.click(run);
      expect(p.onRun).toHaveBeenCalledTimes(1);
      expect(p.onCancel).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('shows a Cancel button and the progress with its label while running', () => {
    const p = props({ status: 'running', progress: 0.437, label: 'n = 3000, GD', series: [gd] });
    render(<SweepPanel {...p} />);
    expect(screen.queryByRole('button', { name: 'Run the sweep' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledTimes(1);
    expect(p.onRun).not.toHaveBeenCalled();
    const bar = screen.getByRole('progressbar', { name: 'Sweep progress' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.44);
    expect(bar.max).toBe(1);
    expect(bar.getAttribute('aria-valuetext')).toBe('44%, n = 3000, GD');
    expect(screen.getByText('n = 3000, GD · 44%')).toBeTruthy();
    // The live region says it in words, in steps of 10 %.
    expect(live()).toBe('Running the sweep: 40% done.');
  });

  it('keeps the focus on the button it swaps (Run ↔ Cancel)', () => {
    const p = props();
    const { rerender } = render(<SweepPanel {...p} />);
    const run = screen.getByRole('button', { name: 'Run the sweep' });
    run.focus();
    rerender(<SweepPanel {...p} status="running" progress={0.1} label="n = 10, GD" />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toBe(run);
    expect(document.activeElement).toBe(cancel);
  });

  it('announces the end, or the cancel, in words', () => {
    expect(sweepAnnouncement('idle', 0, 0)).toBe('');
    expect(sweepAnnouncement('running', 0.999, 3)).toBe('Running the sweep: 90% done.');
    expect(sweepAnnouncement('done', 1, 4)).toBe('Sweep done: 4 dimensions.');
    expect(sweepAnnouncement('cancelled', 0.62, 2)).toBe('Sweep cancelled at 62%.');
    expect(sweepAnnouncement('running', NaN, 0)).toBe('Running the sweep: 0% done.');
    render(<SweepPanel {...props({ status: 'done', progress: 1, series: [gd, eg] })} />);
    expect(live()).toBe('Sweep done: 4 dimensions.');
  });

  it('charts the series against the dimension on a log axis, with its x label', () => {
    const { container } = render(
      <SweepPanel {...props({ status: 'done', progress: 1, series: [gd, eg] })} />,
    );
    const labels = Array.from(container.querySelectorAll('.axis-label')).map((t) => t.textContent);
    expect(labels).toEqual([SWEEP_X_LABEL, 'mistakes at T']);
    expect(SWEEP_X_LABEL).toBe('dimension n (log scale)');
    expect(container.querySelectorAll('path.series')).toHaveLength(2);
    const aria = container.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '';
    expect(aria).toBe(
      'mistakes at T against dimension n (log scale), up to 10000; at 10000: GD 2900, EG 21',
    );
    // Log x: 10, 100, 1000 equally spaced; ticks at the powers of ten up to 10 000.
    const ticks = Array.from(container.querySelectorAll('.x-ticks text')).map((t) => t.textContent);
    expect(ticks).toContain('10k');
    expect(ticks).toContain('100');
    // The chart comes with its export buttons.
    expect(screen.getByRole('button', { name: /as SVG$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /as PNG$/ })).toBeTruthy();
  });

  it('says what to do before the first run, and tabulates the results by dimension', () => {
    const { unmount } = render(<SweepPanel {...props()} />);
    expect(
      screen.getByText('Run the sweep to plot mistakes at T against the dimension n.'),
    ).toBeTruthy();
    unmount();
    render(<SweepPanel {...props({ status: 'done', progress: 1, series: [gd, eg] })} />);
    fireEvent.click(screen.getByRole('button', { name: /Data table/ }));
    const table = screen.getByRole('table');
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((tr) =>
      Array.from(tr.children).map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['10', '12', '8'],
      ['100', '60', '14'],
      ['1000', '410', '21'],
      ['10000', '2900', '—no value'],
    ]);
    expect(table.querySelector('thead th')?.textContent).toBe('dimension n');
  });

  it('is axe-clean while idle, running and done', async () => {
    const { default: axe } = await import('axe-core');
    const { container } = render(
      <main>
        <SweepPanel {...props()} />
        <SweepPanel {...props({ status: 'running', progress: 0.3, label: 'n = 300, EG' })} />
        <SweepPanel {...props({ status: 'done', progress: 1, series: [gd, eg] })} />
      </main>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: /Data table/ })[2] as HTMLElement);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('ChartDataTable xLabel', () => {
  it('heads its first column with the x label when given, "round t" otherwise', () => {
    const { container } = render(
      <ChartDataTable series={[gd]} t={10000} title="Sweep" defaultOpen xLabel="dimension n" />,
    );
    expect(container.querySelector('thead th')?.textContent).toBe('dimension n');
    expect(container.querySelector('caption')?.textContent).toBe('Sweep: dimension n up to 10000');
    cleanup();
    const { container: d } = render(<ChartDataTable series={[gd]} t={5} title="R" defaultOpen />);
    expect(d.querySelector('thead th')?.textContent).toBe('round t');
    expect(d.querySelector('caption')?.textContent).toBe('R: rounds 0 to 5');
  });
});
