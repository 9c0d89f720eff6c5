import { memo, useId, useMemo, useState, type ReactElement } from 'react';
import { SeriesChart, dashOf, type ChartSeries } from '../SeriesChart';
import { fmt, isNum } from './weight-strip-draw';
import '../panels.css';
import './linear.css';

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled';

export interface SweepPanelProps {
  status: SweepStatus;
  /** 0..1 */
  progress: number;
  /** What runs now, e.g. "n = 3000, GD". */
  label: string;
  /** x = the dimension n (10 … 10 000), y = mistakes or regret at T. */
  series: ChartSeries[];
  yLabel: string;
  onRun(): void;
  onCancel(): void;
}

/** The chart's x range: dimensions 1 … SWEEP_N_MAX, on a log axis. */
export const SWEEP_N_MAX = 10_000;
export const SWEEP_X_LABEL = 'dimension n (log scale)';

const clamp01 = (p: number): number => (isNum(p) ? Math.min(1, Math.max(0, p)) : 0);
const pctOf = (p: number): number => Math.round(clamp01(p) * 100);

/** What the live region says: in steps of 10 % while running, so a reader is not flooded. */
export function sweepAnnouncement(status: SweepStatus, progress: number, points: number): string {
  const pct = pctOf(progress);
  switch (status) {
    case 'running':
      return `Running the sweep: ${Math.floor(clamp01(progress) * 10) * 10}% done.`;
    case 'done':
      return `Sweep done${points > 0 ? `: ${points} dimension${points === 1 ? '' : 's'}` : ''}.`;
    case 'cancelled':
      return `Sweep cancelled at ${pct}%.`;
    default:
      return '';
  }
}

/** The dimensions any series has a value at, in order. */
function dimensionsOf(series: readonly ChartSeries[]): number[] {
  const xs = new Set<number>();
  for (const s of series) for (const [x] of s.points) if (isNum(x)) xs.add(x);
  return Array.from(xs).sort((a, b) => a - b);
}

/** The sweep's text alternative: a row per dimension, a column per series. */
function SweepTable(props: {
  series: readonly ChartSeries[];
  yLabel: string;
  dims: readonly number[];
}): ReactElement {
  const { series, yLabel, dims } = props;
  const [open, setOpen] = useState(false);
  const id = `hs-sweep-table-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const title = `${yLabel} against the dimension n`;
  const columns = useMemo(
    () =>
      open
        ? series.map((s) => {
            const at = new Map<number, number>();
            for (const [x, y] of s.points) at.set(x, y);
            return dims.map((d) => at.get(d));
          })
        : [],
    [open, series, dims],
  );
  return (
    <div className="hs-panel hs-data-table">
      <button
        type="button"
        className="hs-table-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="hs-table-caret">
          {open ? '▾' : '▸'}
        </span>{' '}
        Data table<span className="visually-hidden">: {title}</span>
      </button>
      <div id={id} hidden={!open}>
        {open ? (
          <div
            className="hs-table-scroll"
            role="region"
            aria-label={`${title}: data table`}
            tabIndex={0}
          >
            <table>
              <caption>
                {title}: {dims.length === 0 ? 'no data yet' : `${dims.length} dimensions`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">dimension n</th>
                  {series.map((s) => (
                    <th scope="col" key={s.id} data-series={s.id}>
                      <svg
                        viewBox="0 0 24 10"
                        aria-hidden="true"
                        focusable="false"
                        className="hs-table-swatch"
                      >
                        <line
                          x1={1}
                          x2={23}
                          y1={5}
                          y2={5}
                          stroke={s.color}
                          strokeWidth={2}
                          strokeDasharray={dashOf(s)}
                        />
                      </svg>{' '}
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dims.map((d, ri) => (
                  <tr key={d}>
                    <th scope="row">{fmt(d)}</th>
                    {columns.map((col, si) => {
                      const v = col[ri];
                      return (
                        <td key={(series[si] as ChartSeries).id}>
                          {v === undefined || !isNum(v) ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">no value</span>
                            </>
                          ) : (
                            fmt(v)
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The dimension sweep of the `gd-eg` lesson: a button that runs it ("Run the sweep"; "Cancel"
 * while it runs, the same button, so the focus stays on it), a progress bar with what runs now,
 * a polite live region saying how far it is in words (every 10 %), and the chart of the
 * learners' mistakes (or regret) at T against the dimension n on log axes, with a data table.
 * It only draws its props: the lesson runs the sweep and passes its results.
 */
export const SweepPanel = memo(function SweepPanel(props: SweepPanelProps): ReactElement {
  const { status, progress, label, series, yLabel, onRun, onCancel } = props;
  const running = status === 'running';
  const pct = pctOf(progress);
  const labelId = `hs-sweep-label-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const dims = useMemo(() => dimensionsOf(series), [series]);
  const announcement = sweepAnnouncement(status, progress, dims.length);

  return (
    <div className="hs-panel hs-linear hs-sweep" role="group" aria-label="Dimension sweep">
      <div className="hs-sweep-controls">
        <button
          type="button"
          className={running ? 'hs-sweep-cancel' : 'primary hs-sweep-run'}
          onClick={running ? onCancel : onRun}
        >
          {running ? 'Cancel' : 'Run the sweep'}
        </button>
        {running ? (
          <>
            <progress
              value={pct / 100}
              max={1}
              aria-label="Sweep progress"
              aria-describedby={labelId}
              aria-valuetext={`${pct}%${label ? `, ${label}` : ''}`}
            />
            <span id={labelId} className="hs-sweep-label">
              {label ? `${label} · ${pct}%` : `${pct}%`}
            </span>
          </>
        ) : null}
        {/* While running, the bar and its label show it: the words are for screen readers. */}
        <span
          className={`hs-sweep-live ${running ? 'visually-hidden' : 'hs-sweep-status'}`}
          role="status"
          aria-live="polite"
        >
          {announcement}
        </span>
      </div>
      {series.length === 0 ? (
        <p className="hs-sweep-empty">
          {running
            ? 'The first results appear when the first dimension is done.'
            : `Run the sweep to plot ${yLabel} against the dimension n.`}
        </p>
      ) : null}
      <SeriesChart
        T={SWEEP_N_MAX}
        t={SWEEP_N_MAX}
        series={series}
        logScale
        yLabel={yLabel}
        xLabel={SWEEP_X_LABEL}
        exportName={`${yLabel} against the dimension`}
      />
      <SweepTable series={series} yLabel={yLabel} dims={dims} />
    </div>
  );
});

export default SweepPanel;
