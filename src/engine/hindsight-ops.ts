/**
 * The solver's arithmetic (src/engine/hindsight-solver.ts): passes over the data, the smoothed
 * losses' duals, small dense linear algebra, projections onto C, and the certified lower bound.
 */
import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';

/** Simplex coordinates below this are rounding's leftovers, and set to 0. */
const SIMPLEX_ZERO = 1e-15;

/** In-place Cholesky factor (lower triangle) of the m×m symmetric matrix G; false if not PD. */
/** ℓ(y, ŷ). */
export function pointLoss(loss: HindsightLoss, y: number, yHat: number): number {
  if (loss === 'squared') return (yHat - y) * (yHat - y);
  if (loss === 'absolute') return Math.abs(yHat - y);
  return Math.max(0, 1 - y * yHat);
}

export function cholesky(G: Float64Array, m: number): boolean {
  for (let j = 0; j < m; j++) {
    let d = G[j * m + j] as number;
    for (let k = 0; k < j; k++) d -= (G[j * m + k] as number) ** 2;
    if (!(d > 0)) return false;
    const r = Math.sqrt(d);
    G[j * m + j] = r;
    for (let i = j + 1; i < m; i++) {
      let acc = G[i * m + j] as number;
      for (let k = 0; k < j; k++) acc -= (G[i * m + k] as number) * (G[j * m + k] as number);
      G[i * m + j] = acc / r;
    }
  }
  return true;
}

/** Solves (LLᵀ) out = b with the factor from cholesky. */
export function choleskySolve(
  G: Float64Array,
  m: number,
  b: readonly number[],
  out: number[],
): void {
  out.length = m;
  for (let i = 0; i < m; i++) {
    let acc = b[i] as number;
    for (let k = 0; k < i; k++) acc -= (G[i * m + k] as number) * (out[k] as number);
    out[i] = acc / (G[i * m + i] as number);
  }
  for (let i = m - 1; i >= 0; i--) {
    let acc = out[i] as number;
    for (let k = i + 1; k < m; k++) acc -= (G[k * m + i] as number) * (out[k] as number);
    out[i] = acc / (G[i * m + i] as number);
  }
}

/** z_s = x_s·u for every row. */
export function predict(data: HindsightData, u: Float64Array, z: Float64Array): void {
  const { n, rows, x } = data;
  for (let s = 0, base = 0; s < rows; s++, base += n) {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += (x[base + i] as number) * (u[i] as number);
    z[s] = acc;
  }
}

/** g = Σ_s α_s x_s, with α_s = a_s, or −a_s·y_s for the hinge (a holds β). */
export function combine(
  data: HindsightData,
  hinge: boolean,
  a: Float64Array,
  g: Float64Array,
): void {
  const { n, rows, x, y } = data;
  g.fill(0);
  for (let s = 0, base = 0; s < rows; s++, base += n) {
    const c = hinge ? -(a[s] as number) * (y[s] as number) : (a[s] as number);
    if (c === 0) continue;
    for (let i = 0; i < n; i++) g[i] = (g[i] as number) + c * (x[base + i] as number);
  }
}

export function totalLoss(
  loss: HindsightLoss,
  y: Float64Array,
  z: Float64Array,
  T: number,
): number {
  let sum = 0;
  for (let s = 0; s < T; s++) sum += pointLoss(loss, y[s] as number, z[s] as number);
  return sum;
}

/**
 * At predictions z: a_s = the derivative of φ_μ at z_s (α_s; β_s for the hinge, α_s = −β_s y_s),
 * phi_s = φ_μ(z_s), and the return value Σ −ℓ*(α_s) (of the true loss, not the smoothed one).
 * μ = 0 gives the losses themselves, with a subgradient.
 */
export function dualAt(
  loss: HindsightLoss,
  y: Float64Array,
  z: Float64Array,
  T: number,
  mu: number,
  a: Float64Array,
  phi: Float64Array,
): number {
  let sumC = 0;
  for (let s = 0; s < T; s++) {
    const ys = y[s] as number;
    const zs = z[s] as number;
    if (loss === 'squared') {
      const r = zs - ys;
      const al = 2 * r;
      phi[s] = r * r;
      a[s] = al;
      sumC -= al * ys + 0.25 * al * al;
    } else if (loss === 'absolute') {
      const r = zs - ys;
      const m = Math.abs(r);
      let al: number;
      if (m < mu) {
        phi[s] = (r * r) / (2 * mu);
        al = r / mu;
      } else {
        phi[s] = m - mu / 2;
        al = Math.sign(r);
      }
      a[s] = al;
      sumC -= al * ys;
    } else {
      const h = 1 - ys * zs;
      let be: number;
      if (h <= 0) {
        phi[s] = 0;
        be = 0;
      } else if (h < mu) {
        phi[s] = (h * h) / (2 * mu);
        be = h / mu;
      } else {
        phi[s] = h - mu / 2;
        be = 1;
      }
      a[s] = be;
      sumC += be;
    }
  }
  return sumC;
}

/** Smoothed loss of one prediction (as in dualAt). */
export function smoothLoss(loss: HindsightLoss, ys: number, zs: number, mu: number): number {
  if (loss === 'squared') return (zs - ys) * (zs - ys);
  const h = loss === 'absolute' ? Math.abs(zs - ys) : 1 - ys * zs;
  if (h <= 0) return 0;
  return h < mu ? (h * h) / (2 * mu) : h - mu / 2;
}

/**
 * Σ_s [φ(zv_s) − φ(zw_s) − φ'(zw_s)(zv_s − zw_s)], term by term (exactly Σ (Δz)² for the squared
 * loss), and the size of what was summed, for the rounding slack.
 */
export function bregmanSum(
  loss: HindsightLoss,
  y: Float64Array,
  zw: Float64Array,
  zv: Float64Array,
  T: number,
  mu: number,
  a: Float64Array,
  phiW: Float64Array,
): [number, number] {
  let sum = 0;
  let size = 0;
  for (let s = 0; s < T; s++) {
    const dz = (zv[s] as number) - (zw[s] as number);
    if (loss === 'squared') {
      sum += dz * dz;
      size += Math.abs(dz) * (Math.abs(zv[s] as number) + Math.abs(zw[s] as number)) * 1e-4;
      continue;
    }
    const ys = y[s] as number;
    const slope = loss === 'hinge' ? -(a[s] as number) * ys : (a[s] as number);
    const pv = smoothLoss(loss, ys, zv[s] as number, mu);
    const pw = phiW[s] as number;
    sum += pv - pw - slope * dz;
    size += pv + pw + Math.abs(slope * dz);
  }
  return [sum, size];
}

/**
 * λ_max(XᵀWX) from below, W = diag(y²) for the hinge (its curvature in u), else the identity:
 * a few power iterations from a fixed start. z (rows long) and g (n long) are scratch.
 */
export function topEigenvalue(
  data: HindsightData,
  hinge: boolean,
  z: Float64Array,
  g: Float64Array,
): number {
  const { n, rows, y } = data;
  if (n === 0) return 0;
  const p = new Float64Array(n);
  // Irregular positive entries: unlikely to be orthogonal to the top eigenvector.
  for (let i = 0; i < n; i++) p[i] = 1 + ((i * 0.6180339887498949) % 1);
  scale(p, 1 / norm(p));
  let lambda = 0;
  for (let k = 0; k < 12; k++) {
    predict(data, p, z);
    if (hinge) for (let s = 0; s < rows; s++) z[s] = (z[s] as number) * (y[s] as number) ** 2;
    combine(data, false, z, g);
    lambda = norm(g);
    if (!(lambda > 0 && lambda < Infinity)) return 0;
    p.set(g);
    scale(p, 1 / lambda);
  }
  return lambda;
}

export function dot(p: Float64Array, q: Float64Array): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += (p[i] as number) * (q[i] as number);
  return s;
}

export function norm(p: Float64Array): number {
  return Math.sqrt(dot(p, p));
}

export function minOf(p: Float64Array): number {
  let m = Infinity;
  for (let i = 0; i < p.length; i++) if ((p[i] as number) < m) m = p[i] as number;
  return m;
}

export function scale(p: Float64Array, k: number): void {
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * k;
}

/** Onto ‖p‖ ≤ U, in place. */
export function projectBall(p: Float64Array, U: number): void {
  const r = norm(p);
  if (r > U) scale(p, U / r);
}

/**
 * Onto the simplex, in place: p_i ← max(p_i − θ, 0), θ from the sorted entries (Held, Wolfe and
 * Crowder). A point already on it up to rounding is left as it is (a θ of −10⁻¹⁷ would lift every
 * zero coordinate off its face), and entries below SIMPLEX_ZERO, rounding's leftovers, are set to
 * 0: the faces the polish reads off the zero pattern are the ones the point is on. Then the
 * entries are renormalised to sum to 1.
 */
export function projectSimplex(p: Float64Array, scratch: Float64Array): void {
  const n = p.length;
  let total = 0;
  let nonNegative = true;
  for (let i = 0; i < n; i++) {
    const q = p[i] as number;
    total += q;
    if (!(q >= 0)) nonNegative = false;
  }
  let theta = 0;
  if (!nonNegative || Math.abs(total - 1) > 1e-12) {
    scratch.set(p);
    scratch.sort();
    let cum = 0;
    for (let k = n - 1, count = 1; k >= 0; k--, count++) {
      cum += scratch[k] as number;
      theta = (cum - 1) / count;
      if (k === 0 || (scratch[k - 1] as number) <= theta) break;
    }
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const q = (p[i] as number) - theta;
    const r = q > SIMPLEX_ZERO ? q : 0;
    p[i] = r;
    sum += r;
  }
  if (sum > 0) scale(p, 1 / sum);
  else p.fill(1 / n);
}

export const UNIT = 2 ** -53;
/** γ_k = k·u/(1 − k·u): the relative error bound of a k-term floating-point sum or product. */
export const gamma = (k: number) => (k * UNIT) / (1 - k * UNIT);

/**
 * Σ −ℓ*(α_s) − σ_C(−g) for the dual vector a, lowered by a bound on every rounding error made in
 * computing it, so it is a lower bound on min_C f in exact arithmetic. g and e (n long) are scratch.
 */
export function certifiedBound(
  data: HindsightData,
  loss: HindsightLoss,
  set: HindsightSet,
  a: Float64Array,
  g: Float64Array,
  e: Float64Array,
): number {
  const { n, rows: T, x, y } = data;
  const hinge = loss === 'hinge';
  // Σ −ℓ*(α_s), and the absolute sum of its terms.
  let sumC = 0;
  let absC = 0;
  for (let s = 0; s < T; s++) {
    const al = a[s] as number;
    const ys = y[s] as number;
    if (loss === 'squared') {
      sumC -= al * ys + 0.25 * al * al;
      absC += Math.abs(al * ys) + 0.25 * al * al;
    } else if (loss === 'absolute') {
      sumC -= al * ys;
      absC += Math.abs(al * ys);
    } else {
      sumC += al;
      absC += Math.abs(al);
    }
  }
  // g = Σ α_s x_s, and e_i = Σ |α_s x_si|.
  g.fill(0);
  e.fill(0);
  for (let s = 0, base = 0; s < T; s++, base += n) {
    const c = hinge ? -(a[s] as number) * (y[s] as number) : (a[s] as number);
    if (c === 0) continue;
    for (let i = 0; i < n; i++) {
      const term = c * (x[base + i] as number);
      g[i] = (g[i] as number) + term;
      e[i] = (e[i] as number) + Math.abs(term);
    }
  }
  // Every sum above has at most T + n + 8 roundings in any one term's path: a generous γ.
  const k = gamma(2 * (T + n + 8));
  const errC = k * absC;
  for (let i = 0; i < n; i++) e[i] = (e[i] as number) * k;
  let sigma: number;
  if (set.kind === 'ball') {
    // ‖g_exact‖ ≤ ‖g‖ + ‖e‖, each norm computed to within γ_{n+2}.
    sigma = set.U * (norm(g) + norm(e)) * (1 + gamma(n + 4));
  } else {
    sigma = -Infinity;
    for (let i = 0; i < n; i++) sigma = Math.max(sigma, -(g[i] as number) + (e[i] as number));
    sigma += Math.abs(sigma) * gamma(2);
  }
  const bound = sumC - errC - sigma;
  return bound - (Math.abs(sumC) + errC + Math.abs(sigma)) * gamma(3);
}
