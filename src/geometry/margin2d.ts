/**
 * The best margin of a halfspace through the origin on labelled 2-D points.
 *
 * With z_i = y_i·x_i, max over unit u of min_i ⟨u, z_i⟩ is the distance from the origin to the
 * convex hull of {z_i} when the origin lies outside it; when the origin is inside or on the hull no
 * direction has every ⟨u, z_i⟩ > 0. The yes/no question "is the origin outside?" decides whether a
 * scene is separable at all, so it is answered with exact predicates (a floating-point filter, then
 * error-free expansions, then BigInt for extreme magnitudes); only the distance itself is computed
 * in floating point.
 */

export interface MarginResult {
  separable: boolean;
  /**
   * The best min_i y_i⟨u, x_i⟩ over unit u: positive when separable, 0 when not (the true maximum
   * may be negative, but "not separable" is what the scenes need). Infinity for zero points.
   */
  margin: number;
  direction: [number, number] | null;
}

type Pt = [number, number];

// ---------------------------------------------------------------------------------------------
// Exact predicates.

// (3 + 16ε)ε with ε = 2⁻⁵³: Shewchuk's bound for a 2×2 determinant of rounded differences.
const ERR_BOUND = 3.3306690738754716e-16;
// Products that land in the subnormal range lose the relative-error guarantee; this absolute slack
// sends those (rare) cases to the exact path instead.
const TINY = 1e-300;

/** Sign of ax·by − ay·bx, exactly. Equals the orientation of (a, b) seen from the origin. */
export function crossSign(ax: number, ay: number, bx: number, by: number): -1 | 0 | 1 {
  const p = ax * by;
  const q = ay * bx;
  const d = p - q;
  const bound = ERR_BOUND * (Math.abs(p) + Math.abs(q)) + TINY;
  // NaN and overflow make both comparisons false and fall through to the exact path.
  if (d > bound) return 1;
  if (-d > bound) return -1;
  return exactCrossSign(ax, ay, bx, by);
}

/** Sign of the orientation of a→b→c: 1 for a left turn, −1 for a right turn, 0 when collinear. */
export function orientSign(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): -1 | 0 | 1 {
  const l = (ax - cx) * (by - cy);
  const r = (ay - cy) * (bx - cx);
  const d = l - r;
  const bound = ERR_BOUND * (Math.abs(l) + Math.abs(r)) + TINY;
  if (d > bound) return 1;
  if (-d > bound) return -1;
  return exactOrientSign(ax, ay, bx, by, cx, cy);
}

const view = new DataView(new ArrayBuffer(8));

/** Every finite double is m·2^e with integer m; e is returned separately so values can share one. */
function decompose(x: number): { m: bigint; e: number } {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e = -1074;
  if (biased !== 0) {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  return { m: hi >>> 31 ? -m : m, e };
}

function toCommonScale(xs: readonly number[]): bigint[] {
  const parts = xs.map(decompose);
  let minE = Infinity;
  for (const p of parts) minE = Math.min(minE, p.e);
  return parts.map((p) => p.m << BigInt(p.e - minE));
}

function bigSign(v: bigint): -1 | 0 | 1 {
  return v > 0n ? 1 : v < 0n ? -1 : 0;
}

function exactCrossSign(ax: number, ay: number, bx: number, by: number): -1 | 0 | 1 {
  // Duplicates and parallel integer vectors are common in real data and land here; the
  // error-free expansion below handles them without BigInt.
  if (
    inExpansionRange(ax) &&
    inExpansionRange(ay) &&
    inExpansionRange(bx) &&
    inExpansionRange(by)
  ) {
    return expansionCrossSign(ax, ay, bx, by);
  }
  if (![ax, ay, bx, by].every(Number.isFinite)) return 0;
  const [axb = 0n, ayb = 0n, bxb = 0n, byb = 0n] = toCommonScale([ax, ay, bx, by]);
  return bigSign(axb * byb - ayb * bxb);
}

function exactOrientSign(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): -1 | 0 | 1 {
  // When the four differences are exact (always so for modest integers and for nearby points),
  // orientation is a cross product of exact vectors.
  const ux = ax - cx;
  const uy = ay - cy;
  const vx = bx - cx;
  const vy = by - cy;
  if (
    diffTail(ax, cx, ux) === 0 &&
    diffTail(ay, cy, uy) === 0 &&
    diffTail(bx, cx, vx) === 0 &&
    diffTail(by, cy, vy) === 0
  ) {
    return exactCrossSign(ux, uy, vx, vy);
  }
  if (![ax, ay, bx, by, cx, cy].every(Number.isFinite)) return 0;
  const [axb = 0n, ayb = 0n, bxb = 0n, byb = 0n, cxb = 0n, cyb = 0n] = toCommonScale([
    ax,
    ay,
    bx,
    by,
    cx,
    cy,
  ]);
  return bigSign((axb - cxb) * (byb - cyb) - (ayb - cyb) * (bxb - cxb));
}

/** Zero, or far enough from overflow and underflow for error-free products. */
function inExpansionRange(x: number): boolean {
  const a = Math.abs(x);
  return a === 0 || (a >= 2 ** -450 && a <= 2 ** 450);
}

/** The rounding error of x = a − b (Shewchuk's Two-Diff tail). */
function diffTail(a: number, b: number, x: number): number {
  const bv = a - x;
  const av = x + bv;
  return a - av + (bv - b);
}

/** The rounding error of x = a + b (Shewchuk's Two-Sum tail). */
function sumTail(a: number, b: number, x: number): number {
  const bv = x - a;
  const av = x - bv;
  return a - av + (b - bv);
}

/**
 * Exact sign of ax·by − ay·bx from error-free products: (p + pe) − (q + qe) is expanded into four
 * non-overlapping components (Shewchuk's Two-Two-Diff) whose largest nonzero one has the sign.
 */
function expansionCrossSign(ax: number, ay: number, bx: number, by: number): -1 | 0 | 1 {
  const p = ax * by;
  const pe = productError(ax, by, p);
  const q = ay * bx;
  const qe = productError(ay, bx, q);
  // Two-One-Diff(p, pe, qe) → (j, k, x0)
  const i1 = pe - qe;
  const x0 = diffTail(pe, qe, i1);
  const j = p + i1;
  const k = sumTail(p, i1, j);
  // Two-One-Diff(j, k, q) → (x3, x2, x1)
  const i2 = k - q;
  const x1 = diffTail(k, q, i2);
  const x3 = j + i2;
  const x2 = sumTail(j, i2, x3);
  const top = x3 !== 0 ? x3 : x2 !== 0 ? x2 : x1 !== 0 ? x1 : x0;
  return top > 0 ? 1 : top < 0 ? -1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Hull and distance.

const lexCompare = (a: Pt, b: Pt): number => a[0] - b[0] || a[1] - b[1];

/**
 * Andrew's monotone chain with exact turns: counter-clockwise, no repeated or collinear vertices,
 * starting at the lexicographically smallest point. The vertex cycle is then a function of the
 * point set alone, so batch and incremental computations see the same hull.
 */
function convexHull(input: readonly Pt[]): Pt[] {
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
function insertOutside(
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

function argminDot(hull: readonly Pt[], u: Pt): number {
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
function originOutside(hull: readonly Pt[]): boolean {
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

const SPLITTER = 134217729; // 2^27 + 1, Veltkamp splitting for error-free products.

/** The rounding error of the product p = a·b, so that a·b = p + err exactly (absent overflow). */
function productError(a: number, b: number, p: number): number {
  let c = SPLITTER * a;
  const ahi = c - (c - a);
  const alo = a - ahi;
  c = SPLITTER * b;
  const bhi = c - (c - b);
  const blo = b - bhi;
  return alo * blo - (p - ahi * bhi - alo * bhi - ahi * blo);
}

/** ax·by − ay·bx to nearly full relative precision even when the two products almost cancel. */
function accurateCross(ax: number, ay: number, bx: number, by: number): number {
  const p = ax * by;
  const q = ay * bx;
  const refined = p - q + (productError(ax, by, p) - productError(ay, bx, q));
  return Number.isFinite(refined) ? refined : p - q;
}

interface Solution {
  margin: number;
  direction: Pt;
}

/**
 * Nearest point of the hull to the origin, which must be known to lie strictly outside. With
 * `around` set, only that vertex and its two edges are candidates: after inserting a point that
 * lowers the margin, the new nearest point must lie on an edge through it.
 */
function nearest(hull: readonly Pt[], around = -1): Solution {
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

function solveHull(hull: readonly Pt[]): Solution | null {
  return originOutside(hull) ? nearest(hull) : null;
}

// ---------------------------------------------------------------------------------------------
// Public API.

function signedPoint(x1: number, x2: number, y: number): Pt {
  if (!Number.isFinite(x1) || !Number.isFinite(x2)) {
    throw new RangeError(`margin2d: coordinates must be finite, got (${x1}, ${x2})`);
  }
  if (y !== 1 && y !== -1) throw new RangeError(`margin2d: label must be -1 or +1, got ${y}`);
  return [y * x1, y * x2];
}

const NOT_SEPARABLE: MarginResult = { separable: false, margin: 0, direction: null };

export function bestMargin(points: ArrayLike<{ x1: number; x2: number; y: 1 | -1 }>): MarginResult {
  const n = points.length;
  if (n === 0) return { separable: true, margin: Infinity, direction: null };
  const zs: Pt[] = new Array<Pt>(n);
  let zero = false;
  for (let i = 0; i < n; i++) {
    const p = points[i];
    if (!p) throw new RangeError(`margin2d: missing point at index ${i}`);
    const z = signedPoint(p.x1, p.x2, p.y);
    if (z[0] === 0 && z[1] === 0) zero = true;
    zs[i] = z;
  }
  if (zero) return { ...NOT_SEPARABLE };
  const sol = solveHull(convexHull(zs));
  return sol
    ? { separable: true, margin: sol.margin, direction: sol.direction }
    : { ...NOT_SEPARABLE };
}

// A new point only triggers a recomputation when it is not clearly above the current optimum;
// borderline cases recompute, which is always correct.
const SKIP_SLACK = 1e-12;

/**
 * bestMargin over a growing stream. Keeps the exact hull of {z_i} plus a buffer of points that
 * provably leave the optimum unchanged (⟨u*, z⟩ > margin); the buffer is merged once it outgrows
 * the hull. A point that lowers the margin is spliced into the hull next to the current optimum,
 * and the new optimum is read off the two edges through it.
 */
export class IncrementalMargin {
  private count = 0;
  private dead = false;
  private hull: Pt[] = [];
  private pending: Pt[] = [];
  private margin = Infinity;
  private direction: Pt | null = null;
  /** A hull vertex whose edges carry the optimum, or −1 when unknown. */
  private optimumVertex = -1;

  add(x1: number, x2: number, y: 1 | -1): void {
    const z = signedPoint(x1, x2, y);
    this.count++;
    if (this.dead) return;
    if (z[0] === 0 && z[1] === 0) {
      this.kill();
      return;
    }
    const u = this.direction;
    const d = u ? u[0] * z[0] + u[1] * z[1] : 0;
    const slack = SKIP_SLACK * (Math.abs(z[0]) + Math.abs(z[1]) + this.margin);
    if (u && d > this.margin + slack) {
      this.pending.push(z);
      if (this.pending.length > this.hull.length + 32) this.merge();
      return;
    }
    if (u && d < this.margin - slack && this.hull.length >= 3) {
      // A clear violator lowers the margin, so the new optimum lies on an edge through z.
      if (this.pending.length > 0) this.merge();
      if (this.optimumVertex < 0) this.optimumVertex = argminDot(this.hull, u);
      const ins = insertOutside(this.hull, z, this.optimumVertex);
      if (ins) {
        if (ins.originCovered) {
          this.kill();
          return;
        }
        const sol = nearest(this.hull, ins.index);
        this.margin = sol.margin;
        this.direction = sol.direction;
        this.optimumVertex = ins.index;
        return;
      }
    }
    this.pending.push(z);
    this.merge();
    if (!originOutside(this.hull)) {
      this.kill();
      return;
    }
    const sol = nearest(this.hull);
    this.margin = sol.margin;
    this.direction = sol.direction;
  }

  result(): MarginResult {
    if (this.dead) return { ...NOT_SEPARABLE };
    return {
      separable: true,
      margin: this.margin,
      direction: this.direction ? [this.direction[0], this.direction[1]] : null,
    };
  }

  /** Plain JSON: the margin is stored as null when it is Infinity (no points yet). */
  save(): MarginState {
    return {
      version: 1,
      count: this.count,
      dead: this.dead,
      margin: this.count === 0 ? null : this.margin,
      direction: this.direction ? [this.direction[0], this.direction[1]] : null,
      hull: this.hull.flat(),
      pending: this.pending.flat(),
    };
  }

  load(state: unknown): void {
    const s = parseState(state);
    this.count = s.count;
    this.dead = s.dead;
    this.margin = s.margin ?? Infinity;
    this.direction = s.direction ? [s.direction[0], s.direction[1]] : null;
    // Re-hulling costs little and means a hand-edited checkpoint cannot break the invariant.
    this.hull = convexHull(unflatten(s.hull));
    this.pending = unflatten(s.pending);
    this.optimumVertex = -1;
  }

  private merge(): void {
    const incoming = dedupeSorted(this.pending.sort(lexCompare));
    this.pending = [];
    this.optimumVertex = -1;
    this.hull = hullOfSorted(dedupeSorted(mergeSorted(sortedVertices(this.hull), incoming)));
  }

  private kill(): void {
    this.dead = true;
    this.hull = [];
    this.pending = [];
    this.optimumVertex = -1;
    this.margin = 0;
    this.direction = null;
  }
}

function unflatten(xs: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i] ?? 0, xs[i + 1] ?? 0]);
  return out;
}

export interface MarginState {
  version: 1;
  count: number;
  dead: boolean;
  margin: number | null;
  direction: [number, number] | null;
  /** Hull vertices of {z_i} merged so far, flattened as x, y, x, y, … */
  hull: number[];
  /** Points known not to move the optimum, not yet merged into the hull. */
  pending: number[];
}

function parseState(state: unknown): MarginState {
  const bad = (why: string): never => {
    throw new TypeError(`IncrementalMargin.load: ${why}`);
  };
  if (typeof state !== 'object' || state === null) return bad('state is not an object');
  const s = state as Record<string, unknown>;
  if (s.version !== 1) bad('unknown version');
  const { count, dead, margin, direction, hull, pending } = s;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) bad('bad count');
  if (typeof dead !== 'boolean') bad('bad dead flag');
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (margin !== null && !finite(margin)) bad('bad margin');
  if (
    direction !== null &&
    !(Array.isArray(direction) && direction.length === 2 && direction.every(finite))
  ) {
    bad('bad direction');
  }
  const flat = (v: unknown) => Array.isArray(v) && v.length % 2 === 0 && v.every(finite);
  if (!flat(hull)) bad('bad hull');
  if (!flat(pending)) bad('bad pending points');
  if ((count === 0) !== (margin === null)) bad('margin must be null exactly when count is 0');
  return state as MarginState;
}
