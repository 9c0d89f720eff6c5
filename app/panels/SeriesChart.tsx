import { useId, useMemo, type ReactElement } from 'react';
import { scaleLinear, scaleLog, scaleSymlog } from 'd3-scale';
import {
  line,
  symbol,
  symbolCircle,
  symbolDiamond,
  symbolSquare,
  symbolTriangle,
  type SymbolType,
} from 'd3-shape';
import { formatNumber } from '../../src/theory/types';
import { labelColor } from './palette';
import './panels.css';

export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  /** SVG stroke-dasharray; '' = solid (for a measured series: a bound is dashed anyway). */
  dash: string;
  marker?: 'circle' | 'square' | 'triangle' | 'diamond';
  /** 'lower' = a lower bound: always drawn dash-dot (its `dash` is ignored) and labelled on the plot. */
  kind: 'measured' | 'bound' | 'lower';
  /** (t, value), already decimated; Infinity/NaN values are gaps, never drawn. */
  points: Array<[number, number]>;
}

export interface SeriesChartProps {
  T: number;
  t: number;
  series: ChartSeries[];
  logScale: boolean;
  yLabel: string;
  violations?: Array<{ t: number; value: number }>;
  title?: string;
}

const W = 640;
const H = 300;
const M = { left: 60, right: 18, top: 26, bottom: 44 };
const X0 = M.left;
const X1 = W - M.right;
const Y0 = H - M.bottom;
const Y1 = M.top;

/** Lower bounds are dash-dot, whatever their `dash`: apart from upper bounds by more than hue. */
export const LOWER_DASH = '9 3 2 3';
/** A bound given no dash is still dashed: never drawn solid like a measured series of its hue. */
export const BOUND_DASH = '8 4';
export const dashOf = (s: ChartSeries): string | undefined =>
  s.kind === 'lower' ? LOWER_DASH : s.dash || (s.kind === 'bound' ? BOUND_DASH : undefined);
const KIND_TEXT: Record<ChartSeries['kind'], string> = {
  measured: ' (measured)',
  bound: ' (bound)',
  lower: ' (lower bound)',
};

const SYMBOLS: Record<NonNullable<ChartSeries['marker']>, SymbolType> = {
  circle: symbolCircle,
  square: symbolSquare,
  triangle: symbolTriangle,
  diamond: symbolDiamond,
};

const minus = (s: string): string => s.replace(/^-/, '−');
const fmt = (x: number): string => minus(formatNumber(x));

function fmtTick(v: number): string {
  const a = Math.abs(v);
  const trim = (x: number) => String(Number(x.toPrecision(3)));
  if (a >= 1e9) return minus(`${trim(v / 1e9)}G`);
  if (a >= 1e6) return minus(`${trim(v / 1e6)}M`);
  if (a >= 1e4) return minus(`${trim(v / 1e3)}k`);
  return fmt(v);
}

const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;

/** The last finite value at or before round t (null when none). */
function valueAt(points: ReadonlyArray<readonly [number, number]>, t: number): number | null {
  let v: number | null = null;
  for (const [pt, pv] of points) {
    if (pt > t) break;
    if (isFiniteNum(pv)) v = pv;
    else v = null;
  }
  return v;
}

interface Layout {
  x: (t: number) => number;
  y: (v: number) => number;
  xTicks: number[];
  yTicks: number[];
  yTop: number;
}

function layout(
  T: number,
  series: readonly ChartSeries[],
  logScale: boolean,
  violations: ReadonlyArray<{ t: number; value: number }>,
): Layout {
  const Tmax = Number.isFinite(T) && T > 0 ? T : 1;
  let measuredMax = -Infinity;
  let allMax = -Infinity;
  let allMin = Infinity;
  for (const s of series) {
    for (const [pt, v] of s.points) {
      if (!(pt >= 0 && pt <= Tmax) || !isFiniteNum(v)) continue;
      if (v > allMax) allMax = v;
      if (v < allMin) allMin = v;
      if (s.kind === 'measured' && v > measuredMax) measuredMax = v;
    }
  }
  for (const v of violations) {
    if (!isFiniteNum(v.value)) continue;
    if (v.value > allMax) allMax = v.value;
    if (v.value > measuredMax) measuredMax = v.value;
  }
  let top = allMax;
  if (measuredMax > 0 && top > 4 * measuredMax) top = 4 * measuredMax;
  top = top > 0 && isFiniteNum(top) ? top * 1.1 : 1;
  const bottom = allMin < 0 && isFiniteNum(allMin) ? allMin * 1.1 : 0;

  let x: (t: number) => number;
  let xTicks: number[];
  if (logScale) {
    const s = scaleLog()
      .domain([1, Math.max(2, Tmax)])
      .range([X0, X1]);
    x = (t) => s(Math.max(1, t));
    xTicks = s.ticks(6);
    if (xTicks.length > 8) {
      xTicks = xTicks.filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9);
    }
  } else {
    const s = scaleLinear().domain([0, Tmax]).range([X0, X1]);
    x = (t) => s(t);
    xTicks = s.ticks(6);
  }

  let y: (v: number) => number;
  let yTicks: number[];
  if (logScale) {
    const s = scaleSymlog().domain([bottom, top]).range([Y0, Y1]);
    y = (v) => s(v);
    const ticks = [0];
    for (let p = 1; p <= top; p *= 10) ticks.push(p);
    for (let p = -1; p >= bottom; p *= 10) ticks.unshift(p);
    yTicks = ticks.length >= 3 ? ticks : s.ticks(5);
  } else {
    const s = scaleLinear().domain([bottom, top]).range([Y0, Y1]);
    y = (v) => s(v);
    yTicks = s.ticks(5);
  }
  return { x, y, xTicks, yTicks, yTop: top };
}

function symbolPath(marker: ChartSeries['marker'], size = 48): string | null {
  if (!marker) return null;
  return symbol(SYMBOLS[marker], size)() ?? null;
}

/** Indexes of up to `k` finite points spread along a series (for its markers). */
function markerIndexes(points: ReadonlyArray<readonly [number, number]>, k: number): number[] {
  const finite: number[] = [];
  points.forEach(([, v], i) => {
    if (isFiniteNum(v)) finite.push(i);
  });
  if (finite.length <= k) return finite;
  const out: number[] = [];
  for (let j = 0; j < k; j++) {
    out.push(finite[Math.round(((finite.length - 1) * (j + 0.5)) / k)] as number);
  }
  return out;
}

export function SeriesChart(props: SeriesChartProps): ReactElement {
  const { T, t, series, logScale, yLabel, violations, title } = props;
  const rawId = useId();
  const clipId = `hs-clip-${rawId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const viol = useMemo(() => violations ?? [], [violations]);

  const L = useMemo(() => layout(T, series, logScale, viol), [T, series, logScale, viol]);

  const drawn = useMemo(() => {
    const gen = line<[number, number]>()
      .defined((d) => isFiniteNum(d[0]) && isFiniteNum(d[1]))
      .x((d) => L.x(d[0]))
      .y((d) => L.y(d[1]));
    return series.map((s) => {
      const d = gen(s.points) ?? '';
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
        for (const [pt, v] of s.points) {
          if (pt >= 0 && pt <= Math.max(T, 1) && isFiniteNum(pt) && isFiniteNum(v)) {
            label = {
              x: Math.min(X1 - 4, L.x(pt)),
              y: Math.min(Y0 - 6, Math.max(Y1 + 12, L.y(v) + 16)),
            };
          }
        }
      }
      return { s, d, mk, markers, label };
    });
  }, [series, L, T]);

  // A bound above the visible range: labelled at the top with its value at round t (or its first
  // value above the range when it has none at t).
  const clipped = useMemo(() => {
    const out: Array<{ s: ChartSeries; value: number }> = [];
    for (const s of series) {
      if (s.kind !== 'bound') continue;
      let value: number | null = null;
      for (const [pt, v] of s.points) {
        if (isFiniteNum(v) && v > L.yTop && pt <= Math.max(T, 1)) {
          value = v;
          break;
        }
      }
      if (value === null) continue;
      const cur = valueAt(s.points, t);
      out.push({ s, value: cur !== null && cur > L.yTop ? cur : value });
    }
    return out;
  }, [series, L, T, t]);

  const cursorX = Math.min(X1, Math.max(X0, L.x(Math.min(Math.max(t, 0), Math.max(T, 0)))));
  const violationMark = symbolPath('diamond', 90);

  const summaryParts = series.map((s) => {
    const v = valueAt(s.points, t);
    return `${s.label} ${v === null ? 'not available' : fmt(v)}`;
  });
  const aria =
    `${title ?? yLabel}: rounds 0 to ${fmt(T)}${logScale ? ', log scale' : ''}; ` +
    `at round ${fmt(t)}: ${summaryParts.join(', ') || 'no series'}` +
    (viol.length ? `; ${viol.length} violation${viol.length === 1 ? '' : 's'}` : '');

  return (
    <figure className="hs-panel hs-chart">
      {title ? <figcaption className="hs-chart-title">{title}</figcaption> : null}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria}>
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
                <text x={L.x(v)} y={Y0 + 18} textAnchor="middle">
                  {fmtTick(v)}
                </text>
              </g>
            ))}
          </g>
          <g className="y-ticks">
            {L.yTicks.map((v) => (
              <g key={v} className="tick">
                <line className="axis-line" x1={X0 - 5} x2={X0} y1={L.y(v)} y2={L.y(v)} />
                <text x={X0 - 8} y={L.y(v) + 4} textAnchor="end">
                  {fmtTick(v)}
                </text>
              </g>
            ))}
          </g>
          <text className="axis-label" x={(X0 + X1) / 2} y={H - 6} textAnchor="middle">
            {logScale ? 'round t (log scale)' : 'round t'}
          </text>
          <text
            className="axis-label"
            transform={`translate(14,${(Y0 + Y1) / 2}) rotate(-90)`}
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
                style={{ fill: labelColor(s.color), fontSize: 12 }}
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
            y={Y1 - 8 + i * 14}
            textAnchor="end"
            style={{ fill: labelColor(s.color) }}
          >
            {`${s.label} = ${fmt(value)} ↑`}
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
              <text x={vx} y={Math.max(Y1 + 10, vy - 9)} textAnchor="middle">
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
    </figure>
  );
}

export default SeriesChart;
