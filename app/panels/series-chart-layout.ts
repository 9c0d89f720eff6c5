import { scaleLinear, scaleLog, scaleSymlog } from 'd3-scale';
import {
  symbol,
  symbolCircle,
  symbolDiamond,
  symbolSquare,
  symbolTriangle,
  type SymbolType,
} from 'd3-shape';
import { formatNumber } from '../../src/theory/types';

/*
 * The series chart's pure part: its data type, geometry, scales, ticks and markers. The
 * component (SeriesChart.tsx) only draws what these compute.
 */

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

export const W = 640;
export const H = 300;
const M = { left: 60, right: 18, top: 26, bottom: 44 };
export const X0 = M.left;
export const X1 = W - M.right;
export const Y0 = H - M.bottom;
export const Y1 = M.top;

/** Lower bounds are dash-dot, whatever their `dash`: apart from upper bounds by more than hue. */
export const LOWER_DASH = '9 3 2 3';
/** A bound given no dash is still dashed: never drawn solid like a measured series of its hue. */
export const BOUND_DASH = '8 4';
export const dashOf = (s: ChartSeries): string | undefined =>
  s.kind === 'lower' ? LOWER_DASH : s.dash || (s.kind === 'bound' ? BOUND_DASH : undefined);
export const KIND_TEXT: Record<ChartSeries['kind'], string> = {
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
export const fmt = (x: number): string => minus(formatNumber(x));

export function fmtTick(v: number): string {
  const a = Math.abs(v);
  const trim = (x: number) => String(Number(x.toPrecision(3)));
  if (a >= 1e9) return minus(`${trim(v / 1e9)}G`);
  if (a >= 1e6) return minus(`${trim(v / 1e6)}M`);
  if (a >= 1e4) return minus(`${trim(v / 1e3)}k`);
  return fmt(v);
}

export const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;

/** The last finite value at or before round t (null when none). */
export function valueAt(
  points: ReadonlyArray<readonly [number, number]>,
  t: number,
): number | null {
  let v: number | null = null;
  for (const [pt, pv] of points) {
    if (pt > t) break;
    if (isFiniteNum(pv)) v = pv;
    else v = null;
  }
  return v;
}

export interface Layout {
  x: (t: number) => number;
  y: (v: number) => number;
  xTicks: number[];
  yTicks: number[];
  yTop: number;
}

export function layout(
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

export function symbolPath(marker: ChartSeries['marker'], size = 48): string | null {
  if (!marker) return null;
  return symbol(SYMBOLS[marker], size)() ?? null;
}

/** Indexes of up to `k` finite points spread along a series (for its markers). */
export function markerIndexes(
  points: ReadonlyArray<readonly [number, number]>,
  k: number,
): number[] {
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
