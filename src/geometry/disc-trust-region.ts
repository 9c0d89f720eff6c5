/**
 * The trust-region subproblem in the plane: minimise q(u) = uᵀAu − 2bᵀu over the disc ‖u‖ ≤ B,
 * A = [[a00, a01], [a01, a11]] symmetric, exactly (to rounding), in O(1).
 *
 * A minimiser satisfies (A + μI)u = b with μ ≥ 0, A + μI ⪰ 0 and μ(B − ‖u‖) = 0. In the
 * eigenbasis of A (d₁ ≤ d₂, b's coordinates β₁, β₂) this reads u_i = β_i/(d_i + μ): either μ = 0
 * and the unconstrained minimiser lies in the disc, or μ > max(0, −d₁) solves the secular
 * equation Σ β_i²/(d_i + μ)² = B², found by Newton's method on 1/‖u(μ)‖ − 1/B (concave and
 * increasing in μ, so Newton converges monotonically) safeguarded by bisection, to machine
 * precision. The "hard case" is β₁ = 0 with the secular equation having no root above −d₁: then
 * μ = −d₁ and u is completed along the first eigenvector to the boundary.
 *
 * When A ⪰ 0 has a flat direction (d₁ = 0, β₁ = 0) and the minimisers fill a segment, the one of
 * smallest norm is returned (the pseudo-inverse solution): FTL's documented tie rule.
 */

/** Eigenvalues this small relative to the largest are zero (rank-deficient sums of x xᵀ). */
const SNAP = 1e-12;
const MAX_ITERATIONS = 200;

export interface Eigen2 {
  /** d1 ≤ d2, with unit eigenvectors e1 = (e10, e11) and e2 = (−e11, e10). */
  d1: number;
  d2: number;
  e10: number;
  e11: number;
}

/** Eigen-decomposition of a symmetric 2×2 matrix by one Jacobi rotation (stable for any entries). */
export function eigen2(a00: number, a01: number, a11: number): Eigen2 {
  if (a01 === 0) {
    return a00 <= a11 ? { d1: a00, d2: a11, e10: 1, e11: 0 } : { d1: a11, d2: a00, e10: 0, e11: 1 };
  }
  const tau = (a11 - a00) / (2 * a01);
  const t = (tau >= 0 ? 1 : -1) / (Math.abs(tau) + Math.hypot(1, tau));
  const c = 1 / Math.hypot(1, t);
  const s = t * c;
  // Jacobi: (c, −s) has eigenvalue a00 − t·a01, (s, c) has a11 + t·a01.
  const p = a00 - t * a01;
  const q = a11 + t * a01;
  return p <= q ? { d1: p, d2: q, e10: c, e11: -s } : { d1: q, d2: p, e10: s, e11: c };
}

/**
 * Writes a minimiser of uᵀAu − 2bᵀu over ‖u‖ ≤ B into out and returns its multiplier μ (0 for
 * an interior minimiser). B > 0.
 */
export function minimiseQuadraticOnDisc(
  a00: number,
  a01: number,
  a11: number,
  b0: number,
  b1: number,
  B: number,
  out: Float64Array,
): number {
  // Solved on the unit disc u = B·v, with the form divided by k = max(‖A‖·B, ‖b‖): the minimiser
  // is the same, and tiny or huge entries (sums of 10⁶ squared losses, subnormal ones) stay in
  // range. q(Bv) = B·k·[vᵀA'v − 2b'ᵀv] with A' = A·B/k, b' = b/k.
  const k = Math.max(
    Math.max(Math.abs(a00), Math.abs(a01), Math.abs(a11)) * B,
    Math.abs(b0),
    Math.abs(b1),
  );
  if (!(k > 0) || !Number.isFinite(k)) {
    out[0] = 0;
    out[1] = 0;
    return 0;
  }
  const mu = minimiseOnUnitDisc((a00 / k) * B, (a01 / k) * B, (a11 / k) * B, b0 / k, b1 / k, out);
  out[0] = (out[0] as number) * B;
  out[1] = (out[1] as number) * B;
  // (A' + μ'I)v = b' ⇔ (A + μ'k/B·I)u = b.
  return (mu * k) / B;
}

function minimiseOnUnitDisc(
  a00: number,
  a01: number,
  a11: number,
  b0: number,
  b1: number,
  out: Float64Array,
): number {
  const B = 1;
  const { d1: r1, d2, e10, e11 } = eigen2(a00, a01, a11);
  const scale = Math.max(Math.abs(r1), Math.abs(d2));
  // A sum of rank-one terms x xᵀ is singular in exact arithmetic and off by a rounding error here.
  const d1 = Math.abs(r1) <= SNAP * scale ? 0 : r1;
  let beta1 = e10 * b0 + e11 * b1;
  const beta2 = -e11 * b0 + e10 * b1;
  if (Math.abs(beta1) <= SNAP * Math.abs(beta2)) beta1 = 0;

  if (d1 >= 0 && (d1 > 0 || beta1 === 0) && (d2 > 0 || beta2 === 0)) {
    // A ⪰ 0 with b in its range: the unconstrained minimiser of least norm.
    const v1 = d1 > 0 ? beta1 / d1 : 0;
    const v2 = d2 > 0 ? beta2 / d2 : 0;
    if (v1 * v1 + v2 * v2 <= B * B) return write(v1, v2, e10, e11, out, 0);
  }
  if (beta1 === 0 && beta2 === 0) {
    // q = uᵀAu with A not ⪰ 0 (else the branch above returned 0): any boundary point along e1.
    return write(B, 0, e10, e11, out, Math.max(0, -d1));
  }
  if (beta1 === 0 && d1 < 0 && d1 < d2) {
    // The hard case: at μ = −d1 the e2 part alone may already fit in the disc.
    const p = beta2 / (d2 - d1);
    if (Math.abs(p) <= B) return write(Math.sqrt(B * B - p * p), p, e10, e11, out, -d1);
  }
  const mu = solveSecular(d1, d2, beta1, beta2, B);
  let u1 = beta1 / (d1 + mu);
  let u2 = beta2 / (d2 + mu);
  // The root is on the boundary: land on it exactly rather than within a rounding error.
  const n = Math.hypot(u1, u2);
  if (n > 0 && Number.isFinite(n)) {
    u1 = (u1 / n) * B;
    u2 = (u2 / n) * B;
  }
  return write(u1, u2, e10, e11, out, mu);
}

function write(
  u1: number,
  u2: number,
  e10: number,
  e11: number,
  out: Float64Array,
  mu: number,
): number {
  out[0] = u1 * e10 - u2 * e11;
  out[1] = u1 * e11 + u2 * e10;
  return mu;
}

/** The μ > max(0, −d1) with ‖u(μ)‖ = B, where ‖u(μ)‖ > B just above the lower end. */
function solveSecular(d1: number, d2: number, beta1: number, beta2: number, B: number): number {
  let lo = Math.max(0, -d1);
  let hi = Math.max(lo, Math.hypot(beta1, beta2) / B - d1);
  let mu = hi;
  for (let k = 0; k < MAX_ITERATIONS; k++) {
    const p1 = d1 + mu;
    const p2 = d2 + mu;
    const u1 = beta1 / p1;
    const u2 = beta2 / p2;
    const phi = Math.hypot(u1, u2);
    if (phi === B) return mu;
    if (phi > B) lo = mu;
    else hi = mu;
    if (hi - lo <= 4 * Number.EPSILON * hi) break;
    // Newton on ψ(μ) = 1/φ − 1/B, ψ' = Σ β_i²/(d_i + μ)³ / φ³.
    const dpsi = (u1 * u1) / p1 + (u2 * u2) / p2;
    let next = mu - ((1 / phi - 1 / B) * phi * phi * phi) / dpsi;
    if (!(next > lo && next < hi)) next = lo + 0.5 * (hi - lo);
    if (Math.abs(next - mu) <= 2 * Number.EPSILON * mu) break;
    mu = next;
  }
  return mu;
}

/** q(u) + c for the form's coefficients. */
export function quadraticForm(
  a00: number,
  a01: number,
  a11: number,
  b0: number,
  b1: number,
  c: number,
  u0: number,
  u1: number,
): number {
  return a00 * u0 * u0 + 2 * a01 * u0 * u1 + a11 * u1 * u1 - 2 * (b0 * u0 + b1 * u1) + c;
}
