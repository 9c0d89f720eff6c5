import { memo, useId, useMemo, useState, type ReactElement } from 'react';
import { formatNumber } from '../../src/theory/types';
import { dashOf, type ChartSeries } from './SeriesChart';
import './panels.css';

export interface ChartDataTableProps {
  /** The chart's series, exactly as SeriesChart gets them. */
  series: readonly ChartSeries[];
  /** The round on display: rows run from round 0 to round t. */
  t: number;
  /** What the chart shows: the table's caption, and the toggle's accessible name. */
  title: string;
  /** About this many sampled rounds (plus round t itself). */
  rows?: number;
  /** Open on first render. */
  defaultOpen?: boolean;
  /** The first column's heading, what the rows are; default "round t". */
  xLabel?: string;
}

const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;
const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');

/** 1, 2 or 5 times a power of ten, at least x (and at least 1: rounds are integers). */
function niceStep(x: number): number {
  if (!(x > 1)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/**
 * The rounds a table shows: 0, then every `step` rounds (a round number: 1, 2 or 5 × 10^k) so
 * that there are about `n` of them, and always t itself last.
 */
export function sampleRounds(t: number, n = 20): number[] {
  const end = isFiniteNum(t) && t > 0 ? Math.floor(t) : 0;
  if (end === 0) return [0];
  const step = niceStep(end / Math.max(1, Math.floor(n) - 1));
  const out: number[] = [];
  for (let r = 0; r < end; r += step) out.push(r);
  out.push(end);
  return out;
}

/**
 * Each series' value at each round: the last point at or before it, as the chart draws it;
 * null where there is none or it is a gap (NaN or ±Infinity, drawn as a break in the line).
 */
export function valuesAt(
  points: ReadonlyArray<readonly [number, number]>,
  rounds: readonly number[],
): Array<number | null> {
  const out: Array<number | null> = [];
  let i = 0;
  let last: number | null = null;
  for (const r of rounds) {
    while (i < points.length && (points[i] as readonly [number, number])[0] <= r) {
      const v = (points[i] as readonly [number, number])[1];
      last = isFiniteNum(v) ? v : null;
      i++;
    }
    out.push(last);
  }
  return out;
}

function Swatch({ s }: { s: ChartSeries }): ReactElement {
  const dash = dashOf(s);
  return (
    <svg viewBox="0 0 24 10" aria-hidden="true" focusable="false" className="hs-table-swatch">
      <line x1={1} x2={23} y1={5} y2={5} stroke={s.color} strokeWidth={2} strokeDasharray={dash} />
    </svg>
  );
}

/**
 * A chart's text alternative: a "Data table" toggle (aria-expanded) under the chart that shows
 * its series as a table, one column per series and one row per sampled round up to t.
 */
export const ChartDataTable = memo(function ChartDataTable(
  props: ChartDataTableProps,
): ReactElement {
  const { series, t, title, rows = 20, defaultOpen = false, xLabel } = props;
  const [open, setOpen] = useState(defaultOpen);
  const id = `hs-table-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const table = useMemo(() => {
    if (!open) return null;
    let rounds = sampleRounds(t, rows);
    let columns = series.map((s) => valuesAt(s.points, rounds));
    // Rounds before any series has a value (the experts' series start at round 1) say nothing.
    const first = rounds.findIndex((_, i) => columns.some((c) => c[i] !== null));
    if (first > 0) {
      rounds = rounds.slice(first);
      columns = columns.map((c) => c.slice(first));
    }
    return { rounds, columns };
  }, [open, series, t, rows]);

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
        {table ? (
          <div
            className="hs-table-scroll"
            role="region"
            aria-label={`${title}: data table`}
            tabIndex={0}
          >
            <table>
              <caption>
                {title}:{' '}
                {series.length === 0
                  ? 'no data yet'
                  : xLabel === undefined
                    ? `rounds 0 to ${fmt(t)}`
                    : `${xLabel} up to ${fmt(t)}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{xLabel ?? 'round t'}</th>
                  {series.map((s) => (
                    <th scope="col" key={s.id} data-series={s.id}>
                      <Swatch s={s} /> {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rounds.map((r, ri) => (
                  <tr key={r}>
                    <th scope="row">{fmt(r)}</th>
                    {table.columns.map((col, si) => {
                      const v = col[ri] ?? null;
                      return (
                        <td key={(series[si] as ChartSeries).id}>
                          {v === null ? (
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
});

export default ChartDataTable;
