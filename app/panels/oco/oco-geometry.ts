/** Data ⇄ viewBox coordinates for the OCO plane, safe for any finite or non-finite input. */
import {
  symbol,
  symbolCircle,
  symbolDiamond,
  symbolSquare,
  symbolStar,
  symbolTriangle,
  type SymbolType,
} from 'd3-shape';
import { VB, type Vec } from '../plane-geometry';
import type { OcoMarker } from './oco-types';

export type { Vec };

/**
 * How far outside the viewBox a coordinate may go. A point at 10³⁰⁰ is drawn at the edge of this
 * band (off screen) instead of at a number the SVG renderer cannot handle.
 */
const FAR = 10 * VB;

/**
 * A usable extent: positive and finite, else 1 (as PlanePanel); and within [1e-100, 1e100], where
 * the shared backdrop (PlaneAxes: ticks, (x + E)/(2E), R/(2E)) stays finite. No lesson comes near
 * those bounds; the clamp only keeps absurd input from writing Infinity into the SVG.
 */
export const safeExtent = (extent: number): number =>
  extent > 0 && Number.isFinite(extent) ? Math.min(1e100, Math.max(1e-100, extent)) : 1;

/**
 * The radius handed to PlaneAxes: a disc larger than 4E covers the whole plane (its corners are at
 * E·√2) and draws the same off-screen circle, so it is capped there: R/(2E) stays finite.
 */
export const backdropRadius = (B: number, E: number): number => Math.min(B, 4 * E);

const clampV = (v: number): number => (v > FAR ? FAR : v < -FAR ? -FAR : v);

/**
 * Data → viewBox. Written as (x/E + 1)·VB/2, not (x + E)/(2E): 2E overflows for E near 10³⁰⁸.
 * Finite data gives a finite result (x/E may overflow to ±∞, which the clamp catches).
 */
export const vx = (E: number, x: number): number => clampV(((x / E + 1) * VB) / 2);
export const vy = (E: number, y: number): number => clampV(((1 - y / E) * VB) / 2);

/** A data point in viewBox units, or null when it is not finite. */
export function toView(E: number, p: readonly number[]): Vec | null {
  const x = p[0];
  const y = p[1];
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return [vx(E, x), vy(E, y)];
}

/** One decimal is a tenth of a viewBox unit: far below a pixel, and short strings. */
export const r1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * String(r1(v)), written from the integer tenths: a trail's path has up to a thousand vertices
 * in each turn of a run playing fast, and a fraction's shortest decimal is the slow part of
 * writing it (flatPath took half as long). v is finite and well inside ±2⁵³/10 (clampV).
 */
export function tenths(v: number): string {
  const n = Math.round(v * 10);
  const a = n < 0 ? -n : n;
  const r = a % 10;
  const w = (a - r) / 10;
  return (n < 0 ? '-' : '') + (r === 0 ? String(w) : `${w}.${r}`);
}

export const isFinite2 = (p: readonly number[] | null | undefined): p is Vec =>
  !!p && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/**
 * Client (pointer) coordinates → data coordinates, as PlanePanel maps clicks: the square viewBox
 * is letterboxed inside a non-square box (preserveAspectRatio's default, xMidYMid meet); a click
 * in the letterbox is null.
 */
export function clientToData(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
  E: number,
): Vec | null {
  const s = Math.min(rect.width, rect.height) / VB;
  if (!(s > 0)) return null;
  const ox = rect.left + (rect.width - VB * s) / 2;
  const oy = rect.top + (rect.height - VB * s) / 2;
  const px = (clientX - ox) / s;
  const py = (clientY - oy) / s;
  if (!(px >= 0 && px <= VB && py >= 0 && py <= VB)) return null;
  return [(px / VB) * 2 * E - E, E - (py / VB) * 2 * E];
}

/**
 * The part of the line {w: ⟨w, a⟩ = c} inside [−E, E]² (Liang–Barsky on a parametrisation), or
 * null when a is 0, something is not finite, or the line misses the square.
 */
export function lineInSquare(a: readonly number[], c: number, E: number): [Vec, Vec] | null {
  const a0 = a[0] as number;
  const a1 = a[1] as number;
  const n = Math.hypot(a0, a1);
  if (!(n > 0) || !Number.isFinite(n) || !Number.isFinite(c)) return null;
  const ux = a0 / n;
  const uy = a1 / n;
  const d = c / n; // signed distance of the line from the origin
  const p0: Vec = [ux * d, uy * d];
  const dir: Vec = [-uy, ux];
  let lo = -Infinity;
  let hi = Infinity;
  for (let k = 0; k < 2; k++) {
    const p = p0[k] as number;
    const q = dir[k] as number;
    if (Math.abs(q) < 1e-12) {
      if (Math.abs(p) > E) return null;
      continue;
    }
    const t1 = (-E - p) / q;
    const t2 = (E - p) / q;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  if (!(hi > lo) || !Number.isFinite(lo) || !Number.isFinite(hi)) return null;
  return [
    [p0[0] + lo * dir[0], p0[1] + lo * dir[1]],
    [p0[0] + hi * dir[0], p0[1] + hi * dir[1]],
  ];
}

/** Whether w̃ lies outside the disc of radius B (with a relative tolerance for rounding). */
export function leavesDisc(tilde: readonly number[], B: number): boolean {
  if (!(B > 0) || !Number.isFinite(B) || !isFinite2(tilde)) return false;
  return Math.hypot(tilde[0], tilde[1]) > B * (1 + 1e-9);
}

const SYMBOLS: Record<OcoMarker | 'star', SymbolType> = {
  circle: symbolCircle,
  square: symbolSquare,
  triangle: symbolTriangle,
  diamond: symbolDiamond,
  star: symbolStar,
};

/** A marker's path centred on (0, 0), of `area` square viewBox units (d3-shape's symbols). */
export function markerPath(marker: OcoMarker | 'star', area: number): string {
  return symbol(SYMBOLS[marker] ?? symbolCircle, area)() ?? '';
}
