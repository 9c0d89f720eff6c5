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
import { crossSign } from './exact-predicates';

const TWO_PI = 2 * Math.PI;
// Keys closer than this are re-ordered exactly: it covers atan2's error (about an ulp of π) and
// the truncation in argsortKeys (2⁻²⁸).
const KEY_TIE = 1e-8;

export function bestHalfspaceMistakes(points: ArrayLike<{ x1: number; x2: number; y: 1 | -1 }>): {
  mistakes: number;
  direction: [number, number];
} {
  const n = points.length;
  const zx = new Float64Array(n);
  const zy = new Float64Array(n);
  let m = 0;
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
      zx[m] = x;
      zy[m] = y;
      m++;
    }
  }
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
    if (ax === bx && ay === by) return 0; // duplicates are common and need no predicate
    return half(ax, ay) - half(bx, by) || -crossSign(ax, ay, bx, by);
  };

  const order = argsortKeys(key);
  // The float order is right except among near-equal keys; fix each such run exactly.
  for (let s = 0; s < order.length;) {
    let e = s + 1;
    while (
      e < order.length &&
      Math.abs((key[order[e] as number] as number) - (key[order[e - 1] as number] as number)) <=
        KEY_TIE
    ) {
      e++;
    }
    if (e - s > 1) order.subarray(s, e).sort(compare);
    s = e;
  }

  // Collapse events with exactly the same direction into groups.
  const gx = new Float64Array(2 * m);
  const gy = new Float64Array(2 * m);
  const gKey = new Float64Array(2 * m);
  const gDelta = new Int32Array(2 * m);
  let groups = 0;
  for (let k = 0; k < order.length; k++) {
    const ev = order[k] as number;
    const delta = ev % 2 === 0 ? 1 : -1;
    if (k > 0 && compare(order[k - 1] as number, ev) === 0) {
      gDelta[groups - 1] = (gDelta[groups - 1] as number) + delta;
    } else {
      gx[groups] = ex[ev] as number;
      gy[groups] = ey[ev] as number;
      gKey[groups] = key[ev] as number;
      gDelta[groups] = delta;
      groups++;
    }
  }

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
  let bestWidth = arcWidth(gKey, groups, 0);
  for (let g = 1; g < groups; g++) {
    correct += gDelta[g] as number;
    const width = arcWidth(gKey, groups, g);
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

const INDEX_BITS = 21;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Indices ordered by key, up to ties closer than KEY_TIE (which the caller re-sorts exactly).
 * A comparator sort over millions of indices is several times slower than the engine's native
 * numeric sort, so the index is packed into the low mantissa bits of a shifted copy of its key
 * and the packed values are sorted natively. The truncation this costs is far below KEY_TIE.
 */
function argsortKeys(key: Float64Array): Uint32Array {
  const n = key.length;
  const order = new Uint32Array(n);
  if (n > 2 ** INDEX_BITS) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order.sort((a, b) => (key[a] as number) - (key[b] as number));
  }
  const packed = new Float64Array(n);
  const words = new Uint32Array(packed.buffer);
  const lo = LITTLE_ENDIAN ? 0 : 1;
  const mask = 2 ** INDEX_BITS - 1;
  for (let i = 0; i < n; i++) {
    // Keys lie in (−π, π]; +4 makes them positive, where numeric order is bit-pattern order.
    packed[i] = (key[i] as number) + 4;
    const w = 2 * i + lo;
    words[w] = (((words[w] as number) & ~mask) | i) >>> 0;
  }
  packed.sort();
  for (let i = 0; i < n; i++) order[i] = (words[2 * i + lo] as number) & mask;
  return order;
}

/** Orders directions by angle in (−π, π], consistently with atan2 keys. */
function half(x: number, y: number): number {
  if (y < 0) return 0;
  return y === 0 && x < 0 ? 2 : 1;
}

/** Approximate angular width of the open arc after group g; only used to break ties. */
function arcWidth(keys: Float64Array, groups: number, g: number): number {
  const a = keys[g] as number;
  if (groups === 1) return TWO_PI;
  const b = keys[(g + 1) % groups] as number;
  return g + 1 < groups ? b - a : b + TWO_PI - a;
}

/** A unit vector strictly inside the open counter-clockwise arc from a to b (when representable). */
function directionBetween(ax: number, ay: number, bx: number, by: number): [number, number] {
  const [pax, pay] = unit(ax, ay);
  const [pbx, pby] = unit(bx, by);
  const sx = pax + pbx;
  const sy = pay + pby;
  const dx = pax - pbx;
  const dy = pay - pby;
  // Both â + b̂ (signed) and rot90(â − b̂) point at the middle of the arc; use whichever is longer,
  // since the other cancels badly when the arc is near π (resp. near 0 or 2π).
  if (Math.hypot(sx, sy) > Math.hypot(dx, dy)) {
    const s = crossSign(ax, ay, bx, by) < 0 ? -1 : 1;
    return unit(s * sx, s * sy);
  }
  return unit(-dy, dx);
}

/** v/|v|, rescaled first so that subnormal or huge v still give a unit vector; never −0. */
function unit(x: number, y: number): [number, number] {
  const m = Math.max(Math.abs(x), Math.abs(y));
  const s = m < 2 ** -500 ? 2 ** 1000 : m > 2 ** 500 ? 2 ** -600 : 1;
  const sx = x * s;
  const sy = y * s;
  const r = Math.hypot(sx, sy);
  return [sx / r + 0, sy / r + 0];
}
