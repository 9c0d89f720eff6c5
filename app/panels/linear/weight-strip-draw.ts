import { scaleLinear } from 'd3-scale';
import { formatNumber } from '../../../src/theory/types';

/*
 * The weight strips' computations: the statistics their summary tells, the binning of many
 * coordinates into pixels, the layout and the axis labels, the theme's colours and the painting
 * of the canvas. WeightStrip.tsx draws what these compute.
 */

/** Up to this many coordinates, an SVG bar per coordinate; beyond, a heat strip on a canvas. */
export const BAR_LIMIT = 64;
/** The summary counts the target's coordinates among a learner's this many largest |w_i| (or
 * as many as the target has, if more). */
export const TOP_K = 10;
/** A laptop's figure until measured. */
export const DEFAULT_W = 640;
export const DEFAULT_FS = 13;
const PAD = 4;
/** Intensity levels of the heat strip: equal neighbours are painted as one rectangle. */
const LEVELS = 64;

export const isNum = (v: unknown): v is number =>
  typeof v === 'number' && v === v && v !== Infinity && v !== -Infinity;
export const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');

/** The target's support: integer coordinates in [0, n), sorted, each once. */
export function cleanSupport(support: readonly number[], n: number): number[] {
  const out = new Set<number>();
  for (const s of support) if (isNum(s) && s >= 0 && s < n && Math.floor(s) === s) out.add(s);
  return Array.from(out).sort((a, b) => a - b);
}

export interface StripStats {
  /** The largest |w_i| (0 when none is finite and non-zero). */
  maxAbs: number;
  /** Its coordinate (the first one), −1 when every weight is 0 or missing. */
  argMax: number;
  /** Its sign. */
  negative: boolean;
  /** The target's coordinates among the k largest |w_i|. */
  hits: number;
  k: number;
}

/**
 * The m-th largest of the finite |w_i| (1-based), −Infinity when there are fewer than m: a
 * min-heap of the m largest, O(n log m).
 */
export function mthLargestAbs(w: ArrayLike<number>, n: number, m: number): number {
  if (m <= 0) return Infinity;
  const heap = new Float64Array(m);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const v = w[i];
    if (!isNum(v)) continue;
    const a = v < 0 ? -v : v;
    if (size < m) {
      // Sift up.
      let j = size++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if ((heap[p] as number) <= a) break;
        heap[j] = heap[p] as number;
        j = p;
      }
      heap[j] = a;
    } else if (a > (heap[0] as number)) {
      // Replace the smallest, sift down.
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= m) break;
        const r = l + 1;
        const c = r < m && (heap[r] as number) < (heap[l] as number) ? r : l;
        if ((heap[c] as number) >= a) break;
        heap[j] = heap[c] as number;
        j = c;
      }
      heap[j] = a;
    }
  }
  return size < m ? -Infinity : (heap[0] as number);
}

/**
 * A learner's summary: its largest |w_i| and where, and how many of the target's coordinates
 * are among its k = max(TOP_K, |support|) largest |w_i| (at most n). A coordinate counts when
 * it is non-zero and at most k coordinates have |w_j| ≥ |w_i|: ties never count in its favour,
 * so a uniform (or all-zero) vector has none of the target among its largest.
 */
export function stripStats(
  w: ArrayLike<number>,
  n: number,
  support: readonly number[],
): StripStats {
  let maxAbs = 0;
  let argMax = -1;
  let negative = false;
  for (let i = 0; i < n; i++) {
    const v = w[i];
    if (!isNum(v)) continue;
    const a = v < 0 ? -v : v;
    if (a > maxAbs) {
      maxAbs = a;
      argMax = i;
      negative = v < 0;
    }
  }
  const k = Math.min(n, Math.max(TOP_K, support.length));
  let hits = 0;
  if (support.length > 0) {
    const thr = k >= n ? -Infinity : mthLargestAbs(w, n, k + 1);
    for (const i of support) {
      const v = w[i];
      if (!isNum(v) || v === 0) continue;
      if (Math.abs(v) > thr) hits++;
    }
  }
  return { maxAbs, argMax, negative, hits, k };
}

/**
 * The coordinates binned into `bins` pixel columns (bins ≤ n): coordinate i goes to column
 * ⌊i · bins / n⌋, which keeps the largest positive weight (pos) and the largest |negative|
 * one (neg) among its coordinates, so a single large weight among thousands stays visible.
 */
export function binWeights(
  w: ArrayLike<number>,
  n: number,
  bins: number,
): { pos: Float32Array; neg: Float32Array } {
  const B = Math.max(1, Math.min(n, Math.floor(bins)));
  const pos = new Float32Array(B);
  const neg = new Float32Array(B);
  const k = B / n;
  for (let i = 0; i < n; i++) {
    const v = w[i];
    if (!isNum(v) || v === 0) continue;
    const b = Math.min(B - 1, Math.floor(i * k));
    if (v > 0) {
      if (v > (pos[b] as number)) pos[b] = v;
    } else if (-v > (neg[b] as number)) neg[b] = -v;
  }
  return { pos, neg };
}

/** The bin of coordinate i when n coordinates go into B bins. */
export const binOf = (i: number, n: number, B: number): number =>
  Math.min(B - 1, Math.floor(i * (B / n)));
/** The first device column of bin b when B bins share pxW columns. */
export const colOf = (b: number, B: number, pxW: number): number => Math.floor((b * pxW) / B);

export interface StripLayout {
  W: number;
  fs: number;
  bars: boolean;
  /** The strips' left edge and width (CSS px). */
  gx: number;
  gw: number;
  /** A row: its top, its height; the strip inside it: its offset from the row's top, height. */
  Y0: number;
  rowH: number;
  stripOff: number;
  S: number;
  /** The support ticks: height, and their gap to the strip. */
  tickH: number;
  tickGap: number;
  /** The coordinate axis's line, and the figure's height. */
  axisY: number;
  total: number;
}

/** The figure's geometry in CSS pixels, for `rows` learners, `fs`-px text, `W` px wide. */
export function stripLayout(W: number, fs: number, n: number, rows: number): StripLayout {
  const w = isNum(W) && W > 0 ? W : DEFAULT_W;
  const f = isNum(fs) && fs > 0 ? fs : DEFAULT_FS;
  const bars = n <= BAR_LIMIT;
  const gx = PAD + 1.3 * f;
  const gw = Math.max(20, w - gx - PAD - 0.5 * f);
  const labelH = 1.5 * f;
  const tickH = Math.max(5, 0.55 * f);
  const tickGap = Math.max(2, 0.15 * f);
  const S = bars ? 3.4 * f : 2.6 * f;
  const rowH = labelH + 2 * (tickH + tickGap) + S + 0.5 * f;
  const Y0 = PAD;
  const axisY = Y0 + Math.max(1, rows) * rowH;
  const total = axisY + 0.4 * f + 1.2 * f + 1.5 * f + PAD;
  return {
    W: w,
    fs: f,
    bars,
    gx,
    gw,
    Y0,
    rowH,
    stripOff: labelH + tickH + tickGap,
    S,
    tickH,
    tickGap,
    axisY,
    total,
  };
}

/** A row's strip in device pixels: its top, the height of each half (lane), its columns. */
export function stripDevice(
  L: StripLayout,
  row: number,
  dpr: number,
): { x: number; y: number; half: number; pxW: number; tickH: number; tickGap: number } {
  const half = Math.max(1, Math.round((L.S / 2) * dpr));
  return {
    x: Math.round(L.gx * dpr),
    y: Math.round((L.Y0 + row * L.rowH + L.stripOff) * dpr),
    half,
    pxW: Math.max(1, Math.round(L.gw * dpr)),
    tickH: Math.max(2, Math.round(L.tickH * dpr)),
    tickGap: Math.max(1, Math.round(L.tickGap * dpr)),
  };
}

export interface StripColors {
  pos: string;
  neg: string;
  accent: string;
}

/**
 * The strips on the canvas, in device pixels. Each strip has two lanes: positive weights
 * colour the upper one (--pos), negative ones the lower one (--neg), so the sign reads by
 * place as well as hue; the intensity is |w_i| over the learner's largest |w_i|. Columns of
 * equal intensity are painted as one rectangle. The target's support is a tick in the accent
 * colour above and below the strip at each of its coordinates' columns.
 */
export function paintStrips(
  ctx: CanvasRenderingContext2D,
  p: {
    n: number;
    weights: ReadonlyArray<ArrayLike<number>>;
    maxAbs: readonly number[];
    support: readonly number[];
    L: StripLayout;
    dpr: number;
    colors: StripColors;
  },
): void {
  const { n, weights, maxAbs, support, L, dpr, colors } = p;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (n <= 0) return;
  weights.forEach((w, r) => {
    const D = stripDevice(L, r, dpr);
    const B = Math.min(n, D.pxW);
    const max = maxAbs[r] ?? 0;
    if (max > 0) {
      const { pos, neg } = binWeights(w, n, B);
      const lane = (vals: Float32Array, y: number, color: string): void => {
        ctx.fillStyle = color;
        let b = 0;
        while (b < B) {
          const level = Math.round(((vals[b] as number) / max) * LEVELS);
          let e = b + 1;
          while (e < B && Math.round(((vals[e] as number) / max) * LEVELS) === level) e++;
          if (level > 0) {
            ctx.globalAlpha = Math.min(1, level / LEVELS);
            const x0 = colOf(b, B, D.pxW);
            ctx.fillRect(D.x + x0, y, colOf(e, B, D.pxW) - x0, D.half);
          }
          b = e;
        }
      };
      lane(pos, D.y, colors.pos);
      lane(neg, D.y + D.half, colors.neg);
    }
    // The target's support: a tick per distinct column, above and below the strip.
    ctx.globalAlpha = 1;
    ctx.fillStyle = colors.accent;
    const tw = Math.max(2, Math.round(2 * dpr));
    let last = -1;
    for (const i of support) {
      const b = binOf(i, n, B);
      if (b === last) continue;
      last = b;
      const c0 = colOf(b, B, D.pxW);
      const c1 = colOf(b + 1, B, D.pxW);
      const x = D.x + Math.round((c0 + c1) / 2 - tw / 2);
      ctx.fillRect(x, D.y - D.tickGap - D.tickH, tw, D.tickH);
      ctx.fillRect(x, D.y + 2 * D.half + D.tickGap, tw, D.tickH);
    }
  });
  ctx.globalAlpha = 1;
}

/** The strips' colours, from the theme's custom properties on the figure. */
export function stripColorsOf(el: Element | null): StripColors {
  const cs = el ? getComputedStyle(el) : null;
  const read = (name: string, fallback: string) => cs?.getPropertyValue(name).trim() || fallback;
  return {
    pos: read('--pos', '#0072b2'),
    neg: read('--neg', '#e69f00'),
    accent: read('--accent', '#009e73'),
  };
}

/** Coordinate labels on the axis: every coordinate's tick (bars), labels a nice step apart. */
export function axisTicks(
  n: number,
  bars: boolean,
  gw: number,
  fs: number,
  base: number,
): { ticks: number[]; labels: number[] } {
  if (n <= 0) return { ticks: [], labels: [] };
  const cell = gw / n;
  const first = base;
  const last = n - 1 + base;
  if (bars) {
    const need = (String(last).length * 0.62 + 1.4) * fs;
    let step = 1;
    for (const s of [1, 2, 5, 10, 20, 25, 50]) {
      step = s;
      if (s * cell >= need) break;
    }
    const labels: number[] = [];
    for (let c = first; c <= last; c++) if (c === first || c % step === 0) labels.push(c);
    // The first label gives way to a neighbour it would run into.
    if (labels.length > 1 && ((labels[1] as number) - first) * cell < need) labels.shift();
    return { ticks: Array.from({ length: n }, (_, i) => i + base), labels };
  }
  const count = Math.max(2, Math.min(8, Math.floor(gw / (5.5 * fs))));
  const nice = scaleLinear()
    .domain([first, last])
    .ticks(count)
    .filter((v) => Number.isInteger(v) && v >= first && v <= last);
  const labels =
    nice.length === 0 || ((nice[0] as number) - first) * cell >= 4 * fs ? [first, ...nice] : nice;
  return { ticks: labels, labels };
}
