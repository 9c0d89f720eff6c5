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

/**
 * The chart's frame in CSS pixels: its viewBox is its own size on screen, so its text is drawn
 * at the size the stylesheet gives it (never shrunk with the chart), and a narrow chart gets
 * fewer ticks rather than smaller ones.
 */
export interface Frame {
  W: number;
  H: number;
  X0: number;
  X1: number;
  Y0: number;
  Y1: number;
  /** The text size, px. */
  fs: number;
}

/** Before the chart is measured (and in tests): a laptop's chart. */
export const DEFAULT_WIDTH = 640;
export const DEFAULT_TEXT = 13;

/**
 * The frame for a chart `width` px wide with text `fs` px tall and `stacked` labels of clipped
 * bounds above the plot: margins for the tick labels and axis titles, in units of the text; a
 * height that follows the width within 11 and 20 lines of text.
 */
export function frameFor(width: number, fs: number, stacked = 0): Frame {
  const w = Number.isFinite(width) && width > 0 ? width : DEFAULT_WIDTH;
  const f = Number.isFinite(fs) && fs > 0 ? fs : DEFAULT_TEXT;
  const H = Math.round(Math.min(20 * f, Math.max(11 * f, 0.42 * w)));
  const top = Math.round(f * (0.8 + 1.25 * Math.max(0, stacked)));
  return {
    W: w,
    H,
    X0: Math.round(4.6 * f),
    X1: w - Math.round(1.2 * f),
    Y0: H - Math.round(3.2 * f),
    Y1: top,
    fs: f,
  };
}

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

/*
 * The loops over a series' points below (and in SeriesChart) index them rather than destructure
 * them (`for (const [t, v] of points)`): a chart's redraw reads every point of a dozen series,
 * and destructuring goes through the array iterator for each point, which V8 runs slowly until the
 * code is hot. On a phone (4× CPU) the y range alone took 19 ms of a 109 ms redraw while
 * `littlestone` played (traced); indexed, such a loop over 16 000 points ran in a tenth of the
 * time when cold (in Node).
 */

/** The last finite value at or before round t (null when none). */
export function valueAt(
  points: ReadonlyArray<readonly [number, number]>,
  t: number,
): number | null {
  let v: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as readonly [number, number];
    if (p[0] > t) break;
    v = isFiniteNum(p[1]) ? p[1] : null;
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

/**
 * The values' range over rounds 0…T: [bottom, top], with a bound far above the measured values
 * cut at 4× them (the chart labels it instead), and never above `ceiling` when the quantity has
 * one. It does not depend on the chart's frame.
 */
export function valueRange(
  T: number,
  series: readonly ChartSeries[],
  violations: ReadonlyArray<{ t: number; value: number }>,
  ceiling = Infinity,
): { top: number; bottom: number } {
  const Tmax = Number.isFinite(T) && T > 0 ? T : 1;
  let measuredMax = -Infinity;
  let allMax = -Infinity;
  let allMin = Infinity;
  for (const s of series) {
    const points = s.points;
    for (let i = 0; i < points.length; i++) {
      const p = points[i] as readonly [number, number];
      const pt = p[0];
      const v = p[1];
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
  if (top > ceiling && ceiling > 0) top = ceiling;
  const bottom = allMin < 0 && isFiniteNum(allMin) ? allMin * 1.1 : 0;
  return { top, bottom };
}

export function layout(
  T: number,
  series: readonly ChartSeries[],
  logScale: boolean,
  violations: ReadonlyArray<{ t: number; value: number }>,
  frame: Frame = frameFor(DEFAULT_WIDTH, DEFAULT_TEXT),
  range = valueRange(T, series, violations),
): Layout {
  const { X0, X1, Y0, Y1, fs } = frame;
  // A tick label every six characters' width at least, a grid line every three lines of text.
  const xCount = Math.max(2, Math.min(8, Math.floor((X1 - X0) / (6 * fs))));
  const yCount = Math.max(2, Math.min(6, Math.floor((Y0 - Y1) / (3 * fs))));
  const Tmax = Number.isFinite(T) && T > 0 ? T : 1;
  const { top, bottom } = range;

  let x: (t: number) => number;
  let xTicks: number[];
  if (logScale) {
    const s = scaleLog()
      .domain([1, Math.max(2, Tmax)])
      .range([X0, X1]);
    x = (t) => s(Math.max(1, t));
    xTicks = s.ticks(xCount);
    if (xTicks.length > xCount + 2) {
      xTicks = xTicks.filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9);
    }
  } else {
    const s = scaleLinear().domain([0, Tmax]).range([X0, X1]);
    x = (t) => s(t);
    xTicks = s.ticks(xCount);
  }

  let y: (v: number) => number;
  let yTicks: number[];
  if (logScale) {
    const s = scaleSymlog().domain([bottom, top]).range([Y0, Y1]);
    y = (v) => s(v);
    const ticks = [0];
    for (let p = 1; p <= top; p *= 10) ticks.push(p);
    for (let p = -1; p >= bottom; p *= 10) ticks.unshift(p);
    yTicks = ticks.length >= 3 ? ticks : s.ticks(yCount);
  } else {
    const s = scaleLinear().domain([bottom, top]).range([Y0, Y1]);
    y = (v) => s(v);
    yTicks = s.ticks(yCount);
  }
  return { x, y, xTicks, yTicks, yTop: top };
}

/** A chart draws its markers every turn: each shape's path is built once. */
const symbolPaths = new Map<string, string | null>();

export function symbolPath(marker: ChartSeries['marker'], size = 48): string | null {
  if (!marker) return null;
  const key = `${marker}|${size}`;
  let d = symbolPaths.get(key);
  if (d === undefined) symbolPaths.set(key, (d = symbol(SYMBOLS[marker], size)() ?? null));
  return d;
}

/** Indexes of up to `k` finite points spread along a series (for its markers). */
export function markerIndexes(
  points: ReadonlyArray<readonly [number, number]>,
  k: number,
): number[] {
  const finite: number[] = [];
  for (let i = 0; i < points.length; i++) {
    if (isFiniteNum((points[i] as readonly [number, number])[1])) finite.push(i);
  }
  if (finite.length <= k) return finite;
  const out: number[] = [];
  for (let j = 0; j < k; j++) {
    out.push(finite[Math.round(((finite.length - 1) * (j + 0.5)) / k)] as number);
  }
  return out;
}

/**
 * An off-chart bound's label, "name = value ↑", fitted to `maxChars`: the whole name when it fits,
 * else without its parentheses, else cut with an ellipsis (the value and the arrow always stay).
 */
export function fitClippedLabel(name: string, value: string, maxChars: number): string {
  const tail = ` = ${value} ↑`;
  const whole = `${name}${tail}`;
  if (whole.length <= maxChars) return whole;
  const bare = name.replace(/\s*\([^()]*\)/g, '').trim();
  if (bare.length + tail.length <= maxChars) return `${bare}${tail}`;
  const room = Math.max(0, maxChars - tail.length - 1);
  return room > 0 ? `${bare.slice(0, room).trimEnd()}…${tail}` : tail.trimStart();
}
