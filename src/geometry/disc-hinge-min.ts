/**
 * The minimum over the disc ‖u‖ ≤ B of a sum of hinge losses
 *
 *   F(u) = Σ_i w_i · max(0, γ − y_i⟨u, x_i⟩)      (w_i ≥ 0; all 1 when no weights are given),
 *
 * a convex, piecewise-linear function with no closed-form minimiser. Solved by the centre-of-
 * gravity cutting-plane method in the plane: a convex polygon P (first the square around the disc)
 * always contains a minimiser; each step cuts P through its centroid c — by the tangent to the
 * disc when c lies outside it, else by the subgradient g at c (a deep cut: ⟨g, u − c⟩ ≤ UB − F(c)
 * keeps every point whose value can still beat the best found, UB). Any half-plane through the
 * centroid keeps at most 5/9 of the area (Grünbaum), so P shrinks geometrically.
 *
 * The answer is certified: `value` is F at the returned point `u` of the disc (an upper bound
 * attained), and `lower` a lower bound on the minimum — 0 (a hinge is ≥ 0), then the best of
 * F(c) + min over P ∩ disc of ⟨g, u − c⟩ (the linearization is below F, and P ∩ disc holds a
 * minimiser). It stops when value − lower ≤ tolRel·value + 10⁻¹²·F(0), or after a cap on steps.
 * Each step costs one pass over the n terms: O(n) per step, O(n · steps) per call.
 */

export interface HingeMinResult {
  u0: number;
  u1: number;
  /** F(u): the minimum up to the certified gap. */
  value: number;
  /** A certified lower bound on the minimum. */
  lower: number;
  steps: number;
}

export interface HingeTerms {
  x0: Float64Array;
  x1: Float64Array;
  y: Float64Array;
  /** Per-term weights, or null for all 1. */
  w: Float64Array | null;
  n: number;
}

const MAX_STEPS = 400;
const MAX_VERTICES = MAX_STEPS + 8;

/** Scratch polygons, reused across calls (the solver runs every round of a capped run). */
const px = new Float64Array(MAX_VERTICES);
const py = new Float64Array(MAX_VERTICES);
const qx = new Float64Array(MAX_VERTICES);
const qy = new Float64Array(MAX_VERTICES);
const grad = new Float64Array(2);

/** F(u) and a subgradient (into grad). */
function evaluate(h: HingeTerms, gamma: number, u0: number, u1: number): number {
  const { x0, x1, y, w, n } = h;
  let f = 0;
  let g0 = 0;
  let g1 = 0;
  for (let i = 0; i < n; i++) {
    const yi = y[i] as number;
    const a = (x0[i] as number) * yi;
    const b = (x1[i] as number) * yi;
    const m = gamma - (u0 * a + u1 * b);
    if (m > 0) {
      const wi = w ? (w[i] as number) : 1;
      f += wi * m;
      g0 -= wi * a;
      g1 -= wi * b;
    }
  }
  grad[0] = g0;
  grad[1] = g1;
  return f;
}

export function hingeSumAt(h: HingeTerms, gamma: number, u0: number, u1: number): number {
  return evaluate(h, gamma, u0, u1);
}

export function minimiseHingeOnDisc(
  h: HingeTerms,
  gamma: number,
  B: number,
  start: { u0: number; u1: number } | null,
  tolRel = 1e-9,
): HingeMinResult {
  let count = 4;
  px.set([-B, B, B, -B]);
  py.set([-B, -B, B, B]);
  const f0 = evaluate(h, gamma, 0, 0);
  const tolAbs = 1e-12 * f0;
  let best0 = 0;
  let best1 = 0;
  let ub = f0;
  let lower = 0;
  if (start && start.u0 * start.u0 + start.u1 * start.u1 <= B * B) {
    const v = evaluate(h, gamma, start.u0, start.u1);
    if (v < ub) {
      ub = v;
      best0 = start.u0;
      best1 = start.u1;
    }
  }
  let steps = 0;
  while (steps < MAX_STEPS && ub - lower > tolRel * ub + tolAbs) {
    steps++;
    const [c0, c1] = centroid(count);
    const r = Math.hypot(c0, c1);
    if (r > B) {
      count = clip(count, c0, c1, B * r);
      if (count < 3) break;
      continue;
    }
    const v = evaluate(h, gamma, c0, c1);
    const g0 = grad[0] as number;
    const g1 = grad[1] as number;
    if (v < ub) {
      ub = v;
      best0 = c0;
      best1 = c1;
    }
    if (g0 === 0 && g1 === 0) {
      // No term is active at c: F(c) = 0 is the global minimum (or c is one of the flat minima).
      lower = ub;
      break;
    }
    count = clip(count, g0, g1, g0 * c0 + g1 * c1 + (ub - v));
    if (count < 3) {
      // Rounding emptied P: everything left was within a rounding error of the best point.
      break;
    }
    // min over P ∩ disc of the linearization, bounded below by its min over P's vertices when the
    // disc-aware minimum is not to be trusted: P tiny against the disc, where the crossings of
    // its edges with the circle are lost to rounding (a certificate off by 10⁻¹⁰ was seen).
    const small = polygonSpan(count) < 1e-6 * B;
    const m = small
      ? minLinearOverVertices(count, g0, g1)
      : minLinearOverPolygonAndDisc(count, g0, g1, B);
    const low = v + m - (g0 * c0 + g1 * c1);
    if (low > lower) lower = Math.min(low, ub);
  }
  return { u0: best0, u1: best1, value: ub, lower, steps };
}

/** Keeps the part of P (px, py, count vertices) where a0·u0 + a1·u1 ≤ c; returns the new count. */
function clip(count: number, a0: number, a1: number, c: number): number {
  let m = 0;
  for (let i = 0; i < count; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    const xi = px[i] as number;
    const yi = py[i] as number;
    const xj = px[j] as number;
    const yj = py[j] as number;
    const si = a0 * xi + a1 * yi - c;
    const sj = a0 * xj + a1 * yj - c;
    if (si <= 0 && m < MAX_VERTICES) {
      qx[m] = xi;
      qy[m] = yi;
      m++;
    }
    if ((si < 0 && sj > 0) || (si > 0 && sj < 0)) {
      const t = si / (si - sj);
      if (m < MAX_VERTICES) {
        qx[m] = xi + t * (xj - xi);
        qy[m] = yi + t * (yj - yi);
        m++;
      }
    }
  }
  px.set(qx.subarray(0, m));
  py.set(qy.subarray(0, m));
  return m;
}

/** The centroid of P, computed relative to its first vertex (P shrinks to a tiny region far from 0). */
function centroid(count: number): [number, number] {
  const ox = px[0] as number;
  const oy = py[0] as number;
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 1; i + 1 < count; i++) {
    const x1 = (px[i] as number) - ox;
    const y1 = (py[i] as number) - oy;
    const x2 = (px[i + 1] as number) - ox;
    const y2 = (py[i + 1] as number) - oy;
    const cross = x1 * y2 - x2 * y1;
    a += cross;
    cx += cross * (x1 + x2);
    cy += cross * (y1 + y2);
  }
  if (a > 0 && Number.isFinite(cx / a)) return [ox + cx / (3 * a), oy + cy / (3 * a)];
  // Degenerate (area lost to rounding): the vertices' mean is inside P all the same.
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < count; i++) {
    sx += px[i] as number;
    sy += py[i] as number;
  }
  return [sx / count, sy / count];
}

/**
 * min ⟨g, u⟩ over P ∩ disc: the minimum of a linear function over a convex set is at an extreme
 * point — a vertex of P in the disc, a crossing of P's boundary with the circle, or the circle's
 * own minimiser −B·g/‖g‖ when it lies in P. Falls back to P's vertices if the intersection looks
 * empty (rounding), which is a weaker but still valid bound.
 */
function minLinearOverPolygonAndDisc(count: number, g0: number, g1: number, B: number): number {
  let min = Infinity;
  let vertexMin = Infinity;
  const B2 = B * B;
  for (let i = 0; i < count; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    const xi = px[i] as number;
    const yi = py[i] as number;
    const vi = g0 * xi + g1 * yi;
    if (vi < vertexMin) vertexMin = vi;
    if (xi * xi + yi * yi <= B2 && vi < min) min = vi;
    // Crossings of the edge i → j with the circle: |p_i + s(p_j − p_i)|² = B², s in [0, 1].
    const dx = (px[j] as number) - xi;
    const dy = (py[j] as number) - yi;
    const a = dx * dx + dy * dy;
    if (a === 0) continue;
    const b = xi * dx + yi * dy;
    const c = xi * xi + yi * yi - B2;
    const disc = b * b - a * c;
    if (disc < 0) continue;
    const sq = Math.sqrt(disc);
    for (const s of [(-b - sq) / a, (-b + sq) / a]) {
      if (s < 0 || s > 1) continue;
      const v = g0 * (xi + s * dx) + g1 * (yi + s * dy);
      if (v < min) min = v;
    }
  }
  const gn = Math.hypot(g0, g1);
  const q0 = (-B * g0) / gn;
  const q1 = (-B * g1) / gn;
  if (inside(count, q0, q1)) min = Math.min(min, -B * gn);
  return min === Infinity ? vertexMin : min;
}

/** The largest extent of P along either axis. */
function polygonSpan(count: number): number {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = px[i] as number;
    const y = py[i] as number;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return Math.max(x1 - x0, y1 - y0);
}

/** min ⟨g, u⟩ over P's vertices: over P, which holds P ∩ disc, so a valid (weaker) bound. */
function minLinearOverVertices(count: number, g0: number, g1: number): number {
  let min = Infinity;
  for (let i = 0; i < count; i++) {
    const v = g0 * (px[i] as number) + g1 * (py[i] as number);
    if (v < min) min = v;
  }
  return min;
}

/** Whether a point is in the convex polygon P (counter-clockwise), with a rounding margin. */
function inside(count: number, x: number, y: number): boolean {
  for (let i = 0; i < count; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    const ex = (px[j] as number) - (px[i] as number);
    const ey = (py[j] as number) - (py[i] as number);
    const cross = ex * (y - (py[i] as number)) - ey * (x - (px[i] as number));
    if (cross < -1e-12 * (Math.abs(ex) + Math.abs(ey)) * (Math.abs(x) + Math.abs(y) + 1e-300))
      return false;
  }
  return true;
}
