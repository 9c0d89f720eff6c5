/** Plane geometry in data and viewBox coordinates: clipping, the margin band, arrows. */
import { formatNumber } from '../../src/theory/types';

export type Vec = [number, number];

/** The viewBox is VB × VB user units; the data square [−E, E]² fills it. */
export const VB = 400;
/** Up to this many points are SVG elements; above, they go to a canvas. */
export const SVG_POINT_LIMIT = 400;

/**
 * Whether a plane draws its points on its canvas: above SVG_POINT_LIMIT, and while a run plays
 * fast however few there are. The first frames after Play add tens to hundreds of points a frame,
 * each a new SVG marker: traced on a phone at 4× CPU throttle, multiclass created 300–400 in one
 * render (60 ms), and online-to-batch inserted about 110 in one frame and recalculated 529
 * elements' style (154–169 ms). Paused, a few points are markers again.
 */
export function pointsOnCanvas(count: number, fast = false): boolean {
  return count > SVG_POINT_LIMIT || (fast && count > 0);
}
/** Above this many points a full canvas redraw writes pixels into an ImageData. */
export const PIXEL_LIMIT = 5_000;

/** Data → viewBox coordinates for the square [−E, E]². */
export const mapX = (E: number, x: number): number => ((x + E) / (2 * E)) * VB;
export const mapY = (E: number, y: number): number => ((E - y) / (2 * E)) * VB;

export const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');
export const finite2 = (v: readonly number[]): boolean =>
  Number.isFinite(v[0]) && Number.isFinite(v[1]);

/** The segment {x: ⟨normal, x⟩ = 0} ∩ [−E, E]², or null when normal is 0 or not finite. */
export function lineThroughOrigin(normal: readonly [number, number], E: number): [Vec, Vec] | null {
  const [a, b] = normal;
  const n = Math.hypot(a, b);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  const dx = -b / n;
  const dy = a / n;
  const s = E / Math.max(Math.abs(dx), Math.abs(dy));
  return [
    [-s * dx, -s * dy],
    [s * dx, s * dy],
  ];
}

/** Sutherland–Hodgman: the part of a convex polygon where ⟨a, p⟩ ≤ c. */
export function clipHalfPlane(poly: readonly Vec[], a: Vec, c: number): Vec[] {
  const out: Vec[] = [];
  const f = (p: Vec) => a[0] * p[0] + a[1] * p[1] - c;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Vec;
    const q = poly[(i + 1) % poly.length] as Vec;
    const fp = f(p);
    const fq = f(q);
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const s = fp / (fp - fq);
      out.push([p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  return out;
}

/** The band |⟨u, x⟩| < γ inside the square, as a polygon in data coordinates. */
export function bandPolygon(u: Vec, gamma: number, E: number): Vec[] {
  const square: Vec[] = [
    [-E, -E],
    [E, -E],
    [E, E],
    [-E, E],
  ];
  const upper = clipHalfPlane(square, u, gamma);
  return clipHalfPlane(upper, [-u[0], -u[1]], gamma);
}

/** Scales v so that it stays inside [−m, m]²; tells whether it had to. */
export function fitInBox(v: Vec, m: number): { tip: Vec; clipped: boolean } {
  const r = Math.max(Math.abs(v[0]), Math.abs(v[1]));
  if (r <= m) return { tip: v, clipped: false };
  return { tip: [(v[0] * m) / r, (v[1] * m) / r], clipped: true };
}

export interface ArrowGeometry {
  shaft: string;
  head: string;
}

/** An arrow from p to q in pixel coordinates: a shaft ending at the head's base, and the head. */
export function arrow(p: Vec, q: Vec, headLength = 11, headWidth = 5.5): ArrowGeometry | null {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy);
  if (!(len > 0.5) || !Number.isFinite(len)) return null;
  const ux = dx / len;
  const uy = dy / len;
  const h = Math.min(headLength, len * 0.6);
  const w = Math.min(headWidth, h * 0.55);
  const bx = q[0] - h * ux;
  const by = q[1] - h * uy;
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    shaft: `M${r(p[0])},${r(p[1])}L${r(bx)},${r(by)}`,
    head: `M${r(q[0])},${r(q[1])}L${r(bx - w * uy)},${r(by + w * ux)}L${r(bx + w * uy)},${r(by - w * ux)}Z`,
  };
}

/** Σ mistake[0..n−1], cached per underlying buffer so a growing run adds only the new rounds. */
export const mistakeCache = new WeakMap<object, { offset: number; n: number; sum: number }>();
export function countMistakes(m: ArrayLike<number>, n: number): number {
  const view = ArrayBuffer.isView(m) ? m : null;
  const key: object = view ? view.buffer : (m as object);
  const offset = view ? view.byteOffset : 0;
  const hit = mistakeCache.get(key);
  let from = 0;
  let sum = 0;
  if (hit && hit.offset === offset && hit.n <= n) {
    from = hit.n;
    sum = hit.sum;
  }
  const end = Math.min(n, m.length);
  for (let i = from; i < end; i++) if (m[i]) sum++;
  mistakeCache.set(key, { offset, n: end, sum });
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Canvas layer
