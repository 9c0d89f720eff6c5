import { memo, useId, useMemo, useRef, type ReactElement } from 'react';
import { line } from 'd3-shape';
import { labelColor } from './palette';
import { useFigureSize } from './useFigureSize';
import { PendingSvg } from './pending-figure';
import { thinToColumns } from './column-thin';
import {
  DEFAULT_TEXT,
  DEFAULT_WIDTH,
  frameFor,
  fitClippedLabel,
  valueRange,
  dashOf,
  KIND_TEXT,
  fmt,
  fmtTick,
  isFiniteNum,
  valueAt,
  layout,
  symbolPath,
  markerIndexes,
  type ChartSeries,
} from './series-chart-layout';
import { ExportButtons } from '../export/ExportButtons';
import './panels.css';

export { BOUND_DASH, LOWER_DASH, dashOf, type ChartSeries } from './series-chart-layout';

export interface SeriesChartProps {
  T: number;
  t: number;
  series: ChartSeries[];
  logScale: boolean;
  yLabel: string;
  violations?: Array<{ t: number; value: number }>;
  title?: string;
  /** What the chart shows, for its saved file's name (the title or the y label otherwise). */
  exportName?: string;
  /**
   * The x axis's title, when x is not the round (e.g. "dimension n (log scale)"); default
   * "round t", or "round t (log scale)" with logScale. With it, the summary names x by it.
   */
  xLabel?: string;
  /**
   * The highest value the y axis goes to, when the quantity has a ceiling (an error rate: 1); a
   * bound above it says nothing and is labelled off the chart instead.
   */
  yMax?: number;
}

/** A file name from a chart's name: lower case, words joined by hyphens. */
const fileName = (s: string): string =>
  `hindsight-${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;

/**
 * The bounds above the visible range: each labelled over the plot with its value at round t (or
 * its first value above the range when it has none at t).
 */
function clippedBounds(
  series: readonly ChartSeries[],
  yTop: number,
  T: number,
  t: number,
): Array<{ s: ChartSeries; value: number }> {
  const out: Array<{ s: ChartSeries; value: number }> = [];
  for (const s of series) {
    if (s.kind !== 'bound') continue;
    let value: number | null = null;
    for (let i = 0; i < s.points.length; i++) {
      const p = s.points[i] as readonly [number, number];
      if (isFiniteNum(p[1]) && p[1] > yTop && p[0] <= Math.max(T, 1)) {
        value = p[1];
        break;
      }
    }
    if (value === null) continue;
    const cur = valueAt(s.points, t);
    out.push({ s, value: cur !== null && cur > yTop ? cur : value });
  }
  return out;
}

/** Memoised: a lesson re-renders every frame, a chart only when its series or round change. */
export const SeriesChart = memo(function SeriesChart(props: SeriesChartProps): ReactElement {
  const { T, t, series, logScale, yLabel, violations, title, exportName, xLabel, yMax } = props;
  const named = exportName ?? title ?? yLabel;
  const rawId = useId();
  const clipId = `hs-clip-${rawId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const viol = useMemo(() => violations ?? [], [violations]);
  const box = useRef<HTMLElement>(null);
  const size = useFigureSize(box, DEFAULT_WIDTH, DEFAULT_TEXT);
  // The bounds above the plot's range are labelled over it, one line each: the plot starts
  // below them. The range does not depend on the frame, so it is found once for both.
  const range = useMemo(() => valueRange(T, series, viol, yMax), [T, series, viol, yMax]);
  const clipped = useMemo(() => clippedBounds(series, range.top, T, t), [series, range, T, t]);
  const F = useMemo(() => frameFor(size.w, size.fs, clipped.length), [size, clipped.length]);
  const { W, H, X0, X1, Y0, Y1, fs } = F;

  const L = useMemo(
    () => layout(T, series, logScale, viol, F, range),
    [T, series, logScale, viol, F, range],
  );

  const drawn = useMemo(() => {
    const gen = line<[number, number]>()
      .defined((d) => isFiniteNum(d[0]) && isFiniteNum(d[1]))
      .x((d) => L.x(d[0]))
      .y((d) => L.y(d[1]));
    return series.map((s) => {
      // The line is drawn from the points its pixel columns can show (column-thin.ts); the
      // markers and everything read off the chart (its range, its values at t, its data table)
      // still come from all of them.
      const d = gen(thinToColumns(s.points, L.x)) ?? '';
      const mk = symbolPath(s.marker);
      const markers = mk
        ? markerIndexes(s.points, 6).map((i) => {
            const p = s.points[i] as [number, number];
            return [L.x(p[0]), L.y(p[1])] as const;
          })
        : [];
      // A lower bound is labelled on the plot, at its last finite point within the rounds shown.
      let label: { x: number; y: number } | null = null;
      if (s.kind === 'lower') {
        for (let i = 0; i < s.points.length; i++) {
          const p = s.points[i] as readonly [number, number];
          const pt = p[0];
          const v = p[1];
          if (pt >= 0 && pt <= Math.max(T, 1) && isFiniteNum(pt) && isFiniteNum(v)) {
            label = {
              x: Math.min(X1 - 4, L.x(pt)),
              y: Math.min(Y0 - 0.5 * fs, Math.max(Y1 + fs, L.y(v) + 1.3 * fs)),
            };
          }
        }
      }
      return { s, d, mk, markers, label };
    });
  }, [series, L, T, X1, Y0, Y1, fs]);

  const cursorX = Math.min(X1, Math.max(X0, L.x(Math.min(Math.max(t, 0), Math.max(T, 0)))));
  const violationMark = symbolPath('diamond', 90);

  const summaryParts = series.map((s) => {
    const v = valueAt(s.points, t);
    return `${s.label} ${v === null ? 'not available' : fmt(v)}`;
  });
  const aria =
    (xLabel === undefined
      ? `${title ?? yLabel}: rounds 0 to ${fmt(T)}${logScale ? ', log scale' : ''}; ` +
        `at round ${fmt(t)}: `
      : `${title ?? yLabel} against ${xLabel}, up to ${fmt(T)}; at ${fmt(t)}: `) +
    `${summaryParts.join(', ') || 'no series'}` +
    (viol.length ? `; ${viol.length} violation${viol.length === 1 ? '' : 's'}` : '');

  if (!size.measured)
    return (
      <figure className="hs-panel hs-chart" ref={box}>
        <PendingSvg label={aria} />
      </figure>
    );
  return (
    <figure className="hs-panel hs-chart" ref={box}>
      {title ? <figcaption className="hs-chart-title">{title}</figcaption> : null}
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={aria}>
        <defs>
          <clipPath id={clipId}>
            <rect x={X0} y={Y1} width={X1 - X0} height={Y0 - Y1} />
          </clipPath>
        </defs>
        <g className="grid" aria-hidden="true">
          {L.yTicks.map((v) => (
            <line key={`y${v}`} x1={X0} x2={X1} y1={L.y(v)} y2={L.y(v)} />
          ))}
          {L.xTicks.map((v) => (
            <line key={`x${v}`} x1={L.x(v)} x2={L.x(v)} y1={Y1} y2={Y0} />
          ))}
        </g>
        <g className="axes" aria-hidden="true">
          <line className="axis-line" x1={X0} x2={X1} y1={Y0} y2={Y0} />
          <line className="axis-line" x1={X0} x2={X0} y1={Y1} y2={Y0} />
          <g className="x-ticks">
            {L.xTicks.map((v) => (
              <g key={v} className="tick">
                <line className="axis-line" x1={L.x(v)} x2={L.x(v)} y1={Y0} y2={Y0 + 5} />
                <text x={L.x(v)} y={Y0 + 5 + fs} textAnchor="middle">
                  {fmtTick(v)}
                </text>
              </g>
            ))}
          </g>
          <g className="y-ticks">
            {L.yTicks.map((v) => (
              <g key={v} className="tick">
                <line className="axis-line" x1={X0 - 5} x2={X0} y1={L.y(v)} y2={L.y(v)} />
                <text x={X0 - 8} y={L.y(v) + 0.35 * fs} textAnchor="end">
                  {fmtTick(v)}
                </text>
              </g>
            ))}
          </g>
          <text className="axis-label" x={(X0 + X1) / 2} y={H - 0.4 * fs} textAnchor="middle">
            {xLabel ?? (logScale ? 'round t (log scale)' : 'round t')}
          </text>
          <text
            className="axis-label"
            transform={`translate(${fs},${(Y0 + Y1) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {yLabel}
          </text>
        </g>
        <g className="plot" clipPath={`url(#${clipId})`}>
          {drawn.map(({ s, d }) => (
            <path
              key={s.id}
              className={`series ${s.kind}`}
              data-series={s.id}
              d={d}
              stroke={s.color}
              strokeDasharray={dashOf(s)}
            />
          ))}
          {drawn.map(({ s, label }) =>
            label ? (
              <text
                key={`l-${s.id}`}
                className="lower-label"
                data-series={s.id}
                x={label.x}
                y={label.y}
                textAnchor="end"
                style={{ fill: labelColor(s.color) }}
              >
                {s.label}
              </text>
            ) : null,
          )}
          {drawn.map(({ s, mk, markers }) =>
            mk ? (
              <g key={`m-${s.id}`} className="markers" data-series={s.id} fill={s.color}>
                {markers.map(([mx, my], i) => (
                  <path
                    key={i}
                    className="marker"
                    d={mk}
                    transform={`translate(${mx.toFixed(2)},${my.toFixed(2)})`}
                  />
                ))}
              </g>
            ) : null,
          )}
        </g>
        <line
          className="cursor"
          data-t={t}
          x1={cursorX}
          x2={cursorX}
          y1={Y1}
          y2={Y0}
          aria-hidden="true"
        />
        {clipped.map(({ s, value }, i) => (
          <text
            key={`c-${s.id}`}
            className="clipped-label"
            data-series={s.id}
            x={X1 - 4}
            y={Y1 - 0.5 * fs - (clipped.length - 1 - i) * 1.25 * fs}
            textAnchor="end"
            style={{ fill: labelColor(s.color) }}
          >
            {/* Text of the panel's font is about 0.55 em a character wide. */}
            {fitClippedLabel(s.label, fmt(value), Math.floor((X1 - 4) / (0.55 * fs)))}
          </text>
        ))}
        {viol.map((v, i) => {
          if (!isFiniteNum(v.t) || !isFiniteNum(v.value)) return null;
          const vx = L.x(v.t);
          const vy = Math.min(Y0, Math.max(Y1, L.y(v.value)));
          return (
            <g key={`v${i}`} className="violation" data-t={v.t}>
              {violationMark ? (
                <path
                  d={violationMark}
                  transform={`translate(${vx.toFixed(2)},${vy.toFixed(2)})`}
                />
              ) : null}
              <text x={vx} y={Math.max(Y1 + fs, vy - 0.7 * fs)} textAnchor="middle">
                {`t = ${fmt(v.t)}`}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="hs-legend" aria-label="Legend">
        {series.map((s) => {
          const mk = symbolPath(s.marker, 40);
          return (
            <li key={s.id} data-series={s.id} data-kind={s.kind}>
              <svg viewBox="0 0 36 14" aria-hidden="true" focusable="false">
                <line
                  x1={2}
                  x2={34}
                  y1={7}
                  y2={7}
                  stroke={s.color}
                  strokeWidth={2.25}
                  strokeDasharray={dashOf(s)}
                />
                {mk ? <path d={mk} transform="translate(18,7)" fill={s.color} /> : null}
              </svg>
              <span>
                {s.label}
                <span className="visually-hidden">{KIND_TEXT[s.kind]}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <ExportButtons target={box} name={fileName(named)} what={`the chart “${named}”`} />
    </figure>
  );
});

export default SeriesChart;
