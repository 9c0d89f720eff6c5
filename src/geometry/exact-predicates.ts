/**
 * Exact 2-D orientation predicates: a floating-point filter, then error-free expansions, then
 * BigInt for extreme magnitudes. Also the error-free product these rest on, reused for an accurate
 * (rounded) cross product.
 */

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
export function accurateCross(ax: number, ay: number, bx: number, by: number): number {
  const p = ax * by;
  const q = ay * bx;
  const refined = p - q + (productError(ax, by, p) - productError(ay, bx, q));
  return Number.isFinite(refined) ? refined : p - q;
}
