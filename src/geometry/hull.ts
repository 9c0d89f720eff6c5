/**
 * Convex hulls of 2-D points with exact turns: building, merging and incremental insertion, plus
 * the exact test of whether the origin lies strictly outside a hull.
 */
import { crossSign, orientSign } from './exact-predicates';

export type Pt = [number, number];

const lexCompare = (a: Pt, b: Pt): number => a[0] - b[0] || a[1] - b[1];

/**
 * Andrew's monotone chain with exact turns: counter-clockwise, no repeated or collinear vertices,
 * starting at the lexicographically smallest point. The vertex cycle is then a function of the
 * point set alone, so batch and incremental computations see the same hull.
 */
export function convexHull(input: readonly Pt[]): Pt[] {
  const pts = input.length > 64 ? dropInterior(input) : input.slice();
  return hullOfSorted(dedupeSorted(pts.sort(lexCompare)));
}

function dedupeSorted(pts: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of pts) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

/** The hull of lexicographically sorted, distinct points, in O(n). */
function hullOfSorted(uniq: readonly Pt[]): Pt[] {
  if (uniq.length <= 2) return uniq.slice();
  const lower: Pt[] = [];
  const upper: Pt[] = [];
  for (let i = 0; i < uniq.length; i++) {
    pushTurning(lower, uniq[i] as Pt);
    pushTurning(upper, uniq[uniq.length - 1 - i] as Pt);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

function pushTurning(chain: Pt[], p: Pt): void {
  while (chain.length >= 2) {
    const a = chain[chain.length - 2] as Pt;
    const b = chain[chain.length - 1] as Pt;
    if (orientSign(a[0], a[1], b[0], b[1], p[0], p[1]) > 0) break;
    chain.pop();
  }
  chain.push(p);
}

/**
 * Akl–Toussaint: points strictly inside the polygon of the extreme points in eight directions
 * cannot be hull vertices. For typical data this leaves a handful of points to sort instead of n.
 */
function dropInterior(input: readonly Pt[]): Pt[] {
  const dirs: ReadonlyArray<readonly [number, number]> = [
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
  ];
  const ext: Pt[] = dirs.map(() => input[0] as Pt);
  const best = dirs.map(() => -Infinity);
  for (const p of input) {
    for (let k = 0; k < 8; k++) {
      const d = dirs[k] as readonly [number, number];
      const v = d[0] * p[0] + d[1] * p[1];
      if (v > (best[k] as number)) {
        best[k] = v;
        ext[k] = p;
      }
    }
  }
  const poly: Pt[] = [];
  for (const p of ext) {
    const last = poly[poly.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) poly.push(p);
  }
  while (poly.length > 1) {
    const first = poly[0] as Pt;
    const last = poly[poly.length - 1] as Pt;
    if (first[0] !== last[0] || first[1] !== last[1]) break;
    poly.pop();
  }
  // The support points follow the directions around the hull, so poly is weakly CCW; anything it
  // fails to enclose strictly (including when it is degenerate) is simply kept.
  if (poly.length < 3) return input.slice();
  const out: Pt[] = [];
  for (const p of input) {
    let inside = true;
    for (let k = 0; k < poly.length; k++) {
      const a = poly[k] as Pt;
      const b = poly[(k + 1) % poly.length] as Pt;
      if (orientSign(a[0], a[1], b[0], b[1], p[0], p[1]) <= 0) {
        inside = false;
        break;
      }
    }
    if (!inside) out.push(p);
  }
  return out;
}

/**
 * Hull vertices in lexicographic order, for a CCW hull starting anywhere: from the smallest vertex
 * the lower chain ascends to the largest, and the upper chain descends back.
 */
function sortedVertices(hull: readonly Pt[]): Pt[] {
  const h = hull.length;
  if (h <= 2) return hull.slice().sort(lexCompare);
  let lo = 0;
  let hi = 0;
  for (let i = 1; i < h; i++) {
    if (lexCompare(hull[i] as Pt, hull[lo] as Pt) < 0) lo = i;
    if (lexCompare(hull[i] as Pt, hull[hi] as Pt) > 0) hi = i;
  }
  const lower: Pt[] = [];
  for (let i = lo; ; i = (i + 1) % h) {
    lower.push(hull[i] as Pt);
    if (i === hi) break;
  }
  const upper: Pt[] = [];
  for (let i = lo; i !== hi; i = (i - 1 + h) % h) upper.push(hull[i] as Pt);
  upper.shift();
  return mergeSorted(lower, upper);
}

/**
 * The hull of a hull's vertices plus new points (in any order, duplicates allowed), in linear time
 * after sorting the new points. Sorts `points` in place.
 */
export function mergeHull(hull: readonly Pt[], points: Pt[]): Pt[] {
  const incoming = dedupeSorted(points.sort(lexCompare));
  return hullOfSorted(dedupeSorted(mergeSorted(sortedVertices(hull), incoming)));
}

function mergeSorted(a: readonly Pt[], b: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    out.push(lexCompare(a[i] as Pt, b[j] as Pt) <= 0 ? (a[i++] as Pt) : (b[j++] as Pt));
  }
  while (i < a.length) out.push(a[i++] as Pt);
  while (j < b.length) out.push(b[j++] as Pt);
  return out;
}

/**
 * Inserts z, known to lie outside the strictly convex CCW hull (h ≥ 3), giving the same vertex
 * cycle as re-hulling (possibly rotated). `hint` is a vertex one of whose two edges must be
 * visible from z. Only the visible edges are examined, and each vertex they hide is removed for
 * good, so the predicate work is amortised O(1) per insertion. Returns z's index and whether the
 * origin lies in the region the hull gained, or null when the hint does not see z (rounding) and
 * the caller should rebuild instead.
 */
export function insertOutside(
  hull: Pt[],
  z: Pt,
  hint: number,
): { index: number; originCovered: boolean } | null {
  const h = hull.length;
  const at = (i: number) => hull[((i % h) + h) % h] as Pt;
  const sees = (i: number) => {
    const a = at(i);
    const b = at(i + 1);
    return orientSign(a[0], a[1], b[0], b[1], z[0], z[1]) < 0;
  };
  const seed = sees(hint) ? hint : sees(hint - 1) ? hint - 1 : null;
  if (seed === null) return null;
  // Edges s … e−1 (edge i runs from vertex i to i+1) are visible; they form one cyclic run.
  let s = seed;
  while (seed - s < h - 1 && sees(s - 1)) s--;
  let e = seed + 1;
  while (e - s < h - 1 && sees(e)) e++;
  // The region gained is the fan of triangles (z, v_i, v_i+1) over visible edges. The origin was
  // strictly outside the old hull, so it is in the new one iff it is in one of these triangles,
  // each oriented (v_i+1, v_i, z) counter-clockwise; orient(a, b, 0) is exactly cross(a, b).
  let originCovered = false;
  for (let i = s; i < e && !originCovered; i++) {
    const a = at(i);
    const b = at(i + 1);
    originCovered =
      crossSign(b[0], b[1], a[0], a[1]) >= 0 &&
      crossSign(a[0], a[1], z[0], z[1]) >= 0 &&
      crossSign(z[0], z[1], b[0], b[1]) >= 0;
  }
  // A tangent vertex collinear with z and its outer neighbour is no longer a strict vertex.
  let left = s;
  const l0 = at(left - 1);
  const l1 = at(left);
  if (orientSign(l0[0], l0[1], l1[0], l1[1], z[0], z[1]) === 0) left--;
  let right = e;
  const r0 = at(right);
  const r1 = at(right + 1);
  if (orientSign(z[0], z[1], r0[0], r0[1], r1[0], r1[1]) === 0) right++;
  const removed = right - left - 1;
  if (removed > h - 2) return null;
  const start = (((left + 1) % h) + h) % h;
  let index: number;
  if (start + removed <= h) {
    hull.splice(start, removed, z);
    index = start;
  } else {
    const tail = h - start;
    hull.splice(start, tail);
    hull.splice(0, removed - tail);
    hull.push(z);
    index = hull.length - 1;
  }
  return { index, originCovered };
}

export function argminDot(hull: readonly Pt[], u: Pt): number {
  let best = 0;
  let bestValue = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const p = hull[i] as Pt;
    const v = u[0] * p[0] + u[1] * p[1];
    if (v < bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}

/** Exact: is the origin strictly outside the convex polygon (or segment, or point) `hull`? */
export function originOutside(hull: readonly Pt[]): boolean {
  const n = hull.length;
  if (n === 0) return false;
  if (n === 1) {
    const [a] = hull as [Pt];
    return a[0] !== 0 || a[1] !== 0;
  }
  if (n === 2) {
    const [a, b] = hull as [Pt, Pt];
    if (crossSign(a[0], a[1], b[0], b[1]) !== 0) return true;
    // Collinear with the origin: it is on the segment iff a and b point opposite ways (or one of
    // them is the origin). Component signs decide that exactly.
    if ((a[0] === 0 && a[1] === 0) || (b[0] === 0 && b[1] === 0)) return false;
    const same =
      a[0] !== 0 ? Math.sign(a[0]) === Math.sign(b[0]) : Math.sign(a[1]) === Math.sign(b[1]);
    return same;
  }
  // For a strictly convex CCW polygon the origin is outside iff it lies strictly right of an edge
  // line; orient(a, b, 0) is exactly cross(a, b).
  for (let i = 0; i < n; i++) {
    const a = hull[i] as Pt;
    const b = hull[(i + 1) % n] as Pt;
    if (crossSign(a[0], a[1], b[0], b[1]) < 0) return true;
  }
  return false;
}
