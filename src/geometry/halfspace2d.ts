/**
 * The fewest mistakes any fixed halfspace through the origin makes on labelled 2-D points in
 * hindsight, under the 0/1 loss where y⟨u, x⟩ ≤ 0 is a mistake.
 *
 * A point with z = y·x ≠ 0 is classified correctly exactly for the directions u in the open
 * half-circle within 90° of z, so the count is constant on the open arcs between consecutive
 * boundary directions ±rot90(z). The sweep works on those boundary vectors themselves, ordered by
 * exact predicates rather than by rounded angles, so two boundaries that coincide (z and −z, or
 * parallel z) are never split into a phantom arc where both points look correct.
 */
import { crossSign } from './margin2d';

const TWO_PI = 2 * Math.PI;
// atan2 is accurate to about an ulp of π; keys closer than this are re-ordered exactly.
const KEY_TIE = 1e-12;

export function bestHalfspaceMistakes(points: ArrayLike<{ x1: number; x2: number; y: 1 | -1 }>): {
  mistakes: number;
  direction: [number, number];
} {
  const n = points.length;
  const zx: number[] = [];
  const zy: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = points[i];
    if (!p) throw new RangeError(`halfspace2d: missing point at index ${i}`);
    if (!Number.isFinite(p.x1) || !Number.isFinite(p.x2)) {
      throw new RangeError(`halfspace2d: coordinates must be finite, got (${p.x1}, ${p.x2})`);
    }
    if (p.y !== 1 && p.y !== -1) throw new RangeError(`halfspace2d: bad label ${String(p.y)}`);
    const x = p.y * p.x1;
    const y = p.y * p.x2;
    // z = 0 is a mistake for every u, so it only adds to the total.
    if (x !== 0 || y !== 0) {
      zx.push(x);
      zy.push(y);
    }
  }
  const m = zx.length;
  if (m === 0) return { mistakes: n, direction: [1, 0] };

  // Event 2i is where z_i's arc opens (at angle φ−90°, vector (zy, −zx)), 2i+1 where it closes.
  const ex = new Float64Array(2 * m);
  const ey = new Float64Array(2 * m);
  const key = new Float64Array(2 * m);
  for (let i = 0; i < m; i++) {
    const x = zx[i] as number;
    const y = zy[i] as number;
    ex[2 * i] = y;
    ey[2 * i] = -x;
    ex[2 * i + 1] = -y;
    ey[2 * i + 1] = x;
  }
  for (let k = 0; k < 2 * m; k++) {
    // +0 folds −0 into 0 so the negative x-axis gets π, matching half() below.
    key[k] = Math.atan2((ey[k] as number) + 0, ex[k] as number);
  }

  const compare = (a: number, b: number): number => {
    const ax = ex[a] as number;
    const ay = ey[a] as number;
    const bx = ex[b] as number;
    const by = ey[b] as number;
    return half(ax, ay) - half(bx, by) || -crossSign(ax, ay, bx, by);
  };

  const order = argsortKeys(key);
  // The float order is right except among near-equal keys; fix each such run exactly.
  for (let s = 0; s < order.length;) {
    let e = s + 1;
    while (
      e < order.length &&
      (key[order[e] as number] as number) - (key[order[e - 1] as number] as number) <= KEY_TIE
    ) {
      e++;
    }
    if (e - s > 1) order.subarray(s, e).sort(compare);
    s = e;
  }

  // Collapse events with exactly the same direction into groups.
  const gx: number[] = [];
  const gy: number[] = [];
  const gKey: number[] = [];
  const gDelta: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const ev = order[k] as number;
    const delta = ev % 2 === 0 ? 1 : -1;
    const g = gx.length - 1;
    if (k > 0 && compare(order[k - 1] as number, ev) === 0) {
      gDelta[g] = (gDelta[g] as number) + delta;
    } else {
      gx.push(ex[ev] as number);
      gy.push(ey[ev] as number);
      gKey.push(key[ev] as number);
      gDelta.push(delta);
    }
  }
  const groups = gx.length;

  // Points correct just after the first boundary direction e: ⟨e, z⟩ > 0, or e is exactly where
  // z's arc opens (⟨e, z⟩ = 0 with e clockwise of z).
  const e0x = gx[0] as number;
  const e0y = gy[0] as number;
  let correct = 0;
  for (let i = 0; i < m; i++) {
    const x = zx[i] as number;
    const y = zy[i] as number;
    const dotSign = crossSign(e0x, e0y, -y, x); // ⟨a, b⟩ = cross(a, rot90(b))
    if (dotSign > 0 || (dotSign === 0 && crossSign(x, y, e0x, e0y) < 0)) correct++;
  }

  let best = correct;
  let bestGroup = 0;
  let bestWidth = arcWidth(gKey, 0);
  for (let g = 1; g < groups; g++) {
    correct += gDelta[g] as number;
    const width = arcWidth(gKey, g);
    // Among equally good arcs prefer the widest, so the reported direction sits well inside it.
    if (correct > best || (correct === best && width > bestWidth)) {
      best = correct;
      bestGroup = g;
      bestWidth = width;
    }
  }

  const next = (bestGroup + 1) % groups;
  const direction = directionBetween(
    gx[bestGroup] as number,
    gy[bestGroup] as number,
    gx[next] as number,
    gy[next] as number,
  );
  return { mistakes: n - best, direction };
}

/**
 * Indices ordered by key. A comparator sort over millions of indices is several times slower than
 * the engine's native numeric sort, so sort the keys natively and place each index by rank.
 */
function argsortKeys(key: Float64Array): Uint32Array {
  const n = key.length;
  const sorted = Float64Array.from(key).sort();
  const taken = new Uint32Array(n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const k = key[i] as number;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < k) lo = mid + 1;
      else hi = mid;
    }
    // Equal keys share a lower bound; hand out the slots after it in turn.
    order[lo + (taken[lo] as number)] = i;
    taken[lo] = (taken[lo] as number) + 1;
  }
  return order;
}

/** Orders directions by angle in (−π, π], consistently with atan2 keys. */
function half(x: number, y: number): number {
  if (y < 0) return 0;
  return y === 0 && x < 0 ? 2 : 1;
}

/** Approximate angular width of the open arc after group g; only used to break ties. */
function arcWidth(keys: readonly number[], g: number): number {
  const a = keys[g] as number;
  if (keys.length === 1) return TWO_PI;
  const b = keys[(g + 1) % keys.length] as number;
  return g + 1 < keys.length ? b - a : b + TWO_PI - a;
}

/** A unit vector strictly inside the open counter-clockwise arc from a to b (when representable). */
function directionBetween(ax: number, ay: number, bx: number, by: number): [number, number] {
  const ra = Math.hypot(ax, ay);
  const rb = Math.hypot(bx, by);
  const sx = ax / ra + bx / rb;
  const sy = ay / ra + by / rb;
  const dx = ax / ra - bx / rb;
  const dy = ay / ra - by / rb;
  let ux: number;
  let uy: number;
  // Both â + b̂ (signed) and rot90(â − b̂) point at the middle of the arc; use whichever is longer,
  // since the other cancels badly when the arc is near π (resp. near 0 or 2π).
  if (Math.hypot(sx, sy) > Math.hypot(dx, dy)) {
    const s = crossSign(ax, ay, bx, by) < 0 ? -1 : 1;
    ux = s * sx;
    uy = s * sy;
  } else {
    ux = -dy;
    uy = dx;
  }
  const r = Math.hypot(ux, uy);
  return [ux / r, uy / r];
}
