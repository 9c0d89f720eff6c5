/**
 * A contour map's geometry: thresholds, the bands' ramp positions and GeoJSON rings → SVG path
 * strings in the plane's viewBox. Pure (no DOM), so the engine's worker can draw a map off the
 * main thread and the page only sets the paths; the panel falls back to it on the main thread.
 */
import { contours } from 'd3-contour';
import type { ContourMultiPolygon } from 'd3-contour';

/** The plane's viewBox side (app/panels/plane-geometry.ts VB; a test holds the two together). */
export const CONTOUR_VIEWBOX = 400;
const VB = CONTOUR_VIEWBOX;

/** n×n samples over the plane, row-major, row 0 at the top. */
export interface SurfaceSamples {
  values: Float64Array;
  n: number;
}

/** Number of bands; the map has BANDS − 1 level lines. */
export const BANDS = 10;
/**
 * How much of --fg the highest band mixes into --bg. The map is a backdrop: at 14 % the highest
 * band is still light (light theme ≈ #dcdcdc), and every trail, marker and label is drawn with a
 * casing in --bg, so its 3:1 holds against --bg whatever band it crosses (OcoPlane.contrast.test).
 */
export const RAMP_MAX_PCT = 14;
/** Surfaces above this many samples a side are not contoured: a bounded cost per change. */
export const MAX_GRID = 256;

export interface ContourLevel {
  /** The threshold: the region painted is {value ≥ threshold}. */
  value: number;
  /** The band's share of --fg in --bg, in percent. */
  pct: number;
  /** Filled region (rings, holes by even-odd), in viewBox units. */
  fill: string;
  /** The level line: the same rings without the edges along the grid's border. */
  line: string;
}

export interface ContourMap {
  min: number;
  max: number;
  levels: ContourLevel[];
}

/** min and max of the finite samples, or null when there is none. */
export function finiteRange(values: ArrayLike<number>, count: number): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (v < min) min = v; // NaN compares false both ways: skipped
    if (v > max) max = v;
  }
  // ±Infinity samples are not finite: drop them from the range (they still contour as extremes).
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    min = Infinity;
    max = -Infinity;
    for (let i = 0; i < count; i++) {
      const v = values[i] as number;
      if (!Number.isFinite(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : null;
}

/**
 * BANDS − 1 thresholds strictly between min and max, equally spaced in √(value − min):
 * t_k = min + (k/BANDS)²·(max − min). For a quadratic bowl (the quadratic losses, and the
 * cumulative loss of squared losses) √(f − min) is proportional to the distance from the minimum,
 * so the rings are equally spaced whatever the scale of f: the map at round 10⁵ reads like the
 * map at round 10, though the values grew 10⁴-fold. For a linear or hinge surface the levels get
 * denser towards the minimum, where the iterates are. Written min·(1 − s) + max·s so that
 * max − min cannot overflow for values near ±10³⁰⁸.
 */
export function contourThresholds(min: number, max: number, bands = BANDS): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(max > min)) return [];
  const out: number[] = [];
  for (let k = 1; k < bands; k++) {
    const s = (k / bands) ** 2;
    const t = min * (1 - s) + max * s;
    // A range tiny next to the magnitude rounds thresholds onto each other or onto min.
    if (t > min && t <= max && t !== out[out.length - 1]) out.push(t);
  }
  return out;
}

/** The fill of band k of `count` thresholds (k = 1 … count): lighter = lower, in every theme. */
export const rampPercent = (k: number, count: number): number =>
  count > 0 ? Math.round(((RAMP_MAX_PCT * k) / count) * 10) / 10 : 0;

/**
 * The grid with one more sample on every side, extrapolated linearly (2·v₀ − v₁). d3-contour
 * closes a region cut by the grid's border half a cell inside it, with the border point left
 * unsmoothed: level lines hook at the edge and every level cuts the corners on the same diagonal.
 * Contouring the padded grid puts those artefacts one cell outside the plane, where the SVG clips
 * them, and the levels run straight to the edge.
 */
export function padGrid(values: ArrayLike<number>, n: number): Float64Array {
  const m = n + 2;
  const out = new Float64Array(m * m);
  for (let j = 0; j < n; j++) {
    const row = (j + 1) * m;
    for (let i = 0; i < n; i++) out[row + i + 1] = values[j * n + i] as number;
    out[row] = 2 * (out[row + 1] as number) - (out[row + 2] as number);
    out[row + m - 1] = 2 * (out[row + m - 2] as number) - (out[row + m - 3] as number);
  }
  for (let i = 0; i < m; i++) {
    out[i] = 2 * (out[m + i] as number) - (out[2 * m + i] as number);
    const last = (m - 1) * m + i;
    out[last] = 2 * (out[last - m] as number) - (out[last - 2 * m] as number);
  }
  return out;
}

const fmtC = (v: number): string => String(Math.round(v * 10) / 10);

/** Padded-grid units → viewBox units: the padded grid's cell 1 starts at the plane's edge. */
const toVB = (c: number, n: number): string => fmtC(((c - 1) * VB) / n);

/**
 * GeoJSON rings (padded-grid units, [0, n + 2]²) → one path string in viewBox units. Rings are
 * closed (the last point repeats the first): Z closes them instead.
 */
export function ringsToPath(coords: ContourMultiPolygon['coordinates'], n: number): string {
  let d = '';
  for (const polygon of coords) {
    for (const ring of polygon) {
      const m = ring.length - 1;
      if (m < 2) continue;
      for (let i = 0; i < m; i++) {
        const p = ring[i] as number[];
        d += `${i === 0 ? 'M' : 'L'}${toVB(p[0] as number, n)},${toVB(p[1] as number, n)}`;
      }
      d += 'Z';
    }
  }
  return d;
}

/**
 * The level lines: the rings without their edges on the padded grid's border (off the plane:
 * they only close the regions), so the path carries the levels alone.
 */
export function ringsToLines(coords: ContourMultiPolygon['coordinates'], n: number): string {
  const e = n + 2;
  const onBorder = (p: number[]): boolean => {
    const x = p[0] as number;
    const y = p[1] as number;
    return x <= 0 || x >= e || y <= 0 || y >= e;
  };
  let d = '';
  for (const polygon of coords) {
    for (const ring of polygon) {
      let pen = false;
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1] as number[];
        const b = ring[i] as number[];
        if (onBorder(a) && onBorder(b)) {
          pen = false;
          continue;
        }
        if (!pen) d += `M${toVB(a[0] as number, n)},${toVB(a[1] as number, n)}`;
        d += `L${toVB(b[0] as number, n)},${toVB(b[1] as number, n)}`;
        pen = true;
      }
    }
  }
  return d;
}

/** The usable n×n samples of a surface, or null (n not an integer ≥ 2, too few values, too big). */
export function surfaceGrid(
  surface: SurfaceSamples | null,
): { values: Float64Array; n: number } | null {
  if (!surface || !surface.values) return null;
  const n = surface.n;
  if (!Number.isInteger(n) || n < 2 || n > MAX_GRID || surface.values.length < n * n) return null;
  const values =
    surface.values.length === n * n ? surface.values : surface.values.subarray(0, n * n);
  return { values, n };
}

/** The filled bands and level lines of a surface; null when it has no finite sample. */
export function computeContourMap(surface: SurfaceSamples | null): ContourMap | null {
  const grid = surfaceGrid(surface);
  if (!grid) return null;
  const { values, n } = grid;
  const range = finiteRange(values, n * n);
  if (!range) return null;
  const [min, max] = range;
  const thresholds = contourThresholds(min, max);
  if (thresholds.length === 0) return { min, max, levels: [] }; // constant: no level to draw
  const gen = contours()
    .size([n + 2, n + 2])
    .thresholds(thresholds);
  // d3-contour reads the values by index: a Float64Array serves as the number[] it is typed with.
  const polys = gen(padGrid(values, n) as unknown as number[]);
  const levels = polys.map((p, k) => ({
    value: p.value,
    pct: rampPercent(k + 1, thresholds.length),
    fill: ringsToPath(p.coordinates, n),
    line: ringsToLines(p.coordinates, n),
  }));
  return { min, max, levels: levels.filter((l) => l.fill !== '') };
}
