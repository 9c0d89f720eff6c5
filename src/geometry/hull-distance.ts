/**
 * The point of a convex hull nearest the origin, which must lie strictly outside it: its distance
 * is the best margin and its unit vector the best direction. Computed in floating point, with
 * power-of-two rescaling so that tiny and huge coordinates neither underflow nor overflow.
 */
import { accurateCross } from './exact-predicates';
import type { Pt } from './hull';

export interface Solution {
  margin: number;
  direction: Pt;
}

/**
 * Nearest point of the hull to the origin, which must be known to lie strictly outside. With
 * `around` set, only that vertex and its two edges are candidates: after inserting a point that
 * lowers the margin, the new nearest point must lie on an edge through it.
 */
export function nearest(hull: readonly Pt[], around = -1): Solution {
  const n = hull.length;
  const local = around >= 0 && n >= 3;
  const at = (i: number) => hull[(i + n) % n] as Pt;
  const pts = local ? [at(around - 1), at(around), at(around + 1)] : hull;
  // Margins scale linearly, so rescale by a power of two (exact) when squares and products could
  // overflow or underflow. Moderate inputs are left alone: scaling down would flush subnormal
  // coordinates to zero.
  let maxAbs = 0;
  for (const p of pts) maxAbs = Math.max(maxAbs, Math.abs(p[0]), Math.abs(p[1]));
  const scale = maxAbs > 2 ** 500 ? 2 ** -600 : maxAbs < 2 ** -500 ? 2 ** 600 : 1;
  const v = scale === 1 ? pts : pts.map((p): Pt => [p[0] * scale, p[1] * scale]);
  const m = v.length;
  const candidates: Solution[] = [];
  if (local) {
    candidates.push(vertexSolution(v[1] as Pt));
    candidates.push(segmentSolution(v[0] as Pt, v[1] as Pt));
    candidates.push(segmentSolution(v[1] as Pt, v[2] as Pt));
  } else {
    candidates.push(vertexSolution(v[0] as Pt));
    const edges = m === 2 ? 1 : m;
    for (let i = 0; i < edges && m >= 2; i++) {
      candidates.push(segmentSolution(v[i] as Pt, v[(i + 1) % m] as Pt));
    }
  }
  let min = Infinity;
  for (const c of candidates) min = Math.min(min, c.margin);
  // Near the optimum the distance is flat while the direction is not: a vertex a hair farther
  // than the true nearest edge point can tie after rounding yet point visibly elsewhere. Among
  // such ties, keep the direction that is best on the actual objective min_j ⟨u, v_j⟩.
  // Locally, the vertices of the candidate edges are the ones that can tell them apart.
  const ties = candidates.filter((c) => c.margin <= min * (1 + 1e-12));
  let chosen = ties[0] ?? (candidates[0] as Solution);
  const differ = ties.some(
    (c) => c.direction[0] !== chosen.direction[0] || c.direction[1] !== chosen.direction[1],
  );
  if (differ) {
    let bestValue = -Infinity;
    for (const c of ties) {
      let value = Infinity;
      for (const p of v) value = Math.min(value, c.direction[0] * p[0] + c.direction[1] * p[1]);
      if (value > bestValue) {
        bestValue = value;
        chosen = c;
      }
    }
  }
  // A separable set has a positive margin even when it is below the smallest double.
  return { margin: Math.max(min / scale, Number.MIN_VALUE), direction: chosen.direction };
}

/** a/|a| computed on a rescaled copy, so a subnormal a still yields a unit vector. */
function unit(x: number, y: number): Pt {
  let m = Math.max(Math.abs(x), Math.abs(y));
  while (m < 2 ** -500) {
    x *= 2 ** 600;
    y *= 2 ** 600;
    m *= 2 ** 600;
  }
  if (m > 2 ** 500) {
    x *= 2 ** -600;
    y *= 2 ** -600;
  }
  const r = Math.hypot(x, y);
  // +0 turns −0 into 0, which JSON would do anyway; results then survive a checkpoint unchanged.
  return [x / r + 0, y / r + 0];
}

function vertexSolution(a: Pt): Solution {
  return { margin: Math.hypot(a[0], a[1]), direction: unit(a[0], a[1]) };
}

function segmentSolution(a: Pt, b: Pt): Solution {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  if (a[0] * dx + a[1] * dy >= 0) return vertexSolution(a);
  if (b[0] * dx + b[1] * dy <= 0) return vertexSolution(b);
  const len = Math.hypot(dx, dy);
  const c = accurateCross(a[0], a[1], b[0], b[1]);
  // The edge normal (−dy, dx) has ⟨n, a⟩ = −cross(a, b); flip it to face the points.
  const s = c < 0 ? 1 : -1;
  return { margin: Math.abs(c) / len, direction: unit(-dy * s, dx * s) };
}
