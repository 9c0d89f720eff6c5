import type { KernelFn } from './kernel';

/**
 * The smallest eigenvalue of a symmetric n×n matrix (row-major, read from its lower triangle):
 * Householder reduction to tridiagonal form, O(n³), then bisection on the Sturm count of the
 * tridiagonal matrix, to full precision. The matrix is copied, not changed.
 */
export function minEigenvalue(matrix: ArrayLike<number>, n: number): number {
  if (n === 0) return NaN;
  const { diag, off } = tridiagonalize(matrix, n);
  // Gershgorin: every eigenvalue lies in [lo, hi].
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const r = Math.abs(off[i] ?? 0) + (i > 0 ? Math.abs(off[i - 1] ?? 0) : 0);
    lo = Math.min(lo, (diag[i] as number) - r);
    hi = Math.max(hi, (diag[i] as number) + r);
  }
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return NaN;
  for (let it = 0; it < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo), Math.abs(hi)); it++) {
    const mid = 0.5 * (lo + hi);
    if (mid === lo || mid === hi) break;
    if (countBelow(diag, off, n, mid) >= 1) hi = mid;
    else lo = mid;
  }
  return 0.5 * (lo + hi);
}

/** How many eigenvalues of the tridiagonal matrix are below x (Sturm sequence, LDLᵀ pivots). */
function countBelow(diag: Float64Array, off: Float64Array, n: number, x: number): number {
  let count = 0;
  let q = 1;
  for (let i = 0; i < n; i++) {
    const e = i > 0 ? (off[i - 1] as number) : 0;
    q = (diag[i] as number) - x - (i > 0 ? (e * e) / q : 0);
    if (q === 0) q = -1e-300;
    if (q < 0) count++;
  }
  return count;
}

/** Householder tridiagonalization: the diagonal and the subdiagonal of QᵀAQ. */
function tridiagonalize(matrix: ArrayLike<number>, n: number) {
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      const v = matrix[i * n + j] as number;
      a[i * n + j] = v;
      a[j * n + i] = v;
    }
  const v = new Float64Array(n);
  const p = new Float64Array(n);
  for (let k = 0; k < n - 2; k++) {
    // The column is scaled to its largest entry first: H depends on v's direction only, and
    // squares of entries near 1e-162 would underflow (and of 1e155 overflow) otherwise.
    let scale = 0;
    for (let i = k + 1; i < n; i++) scale = Math.max(scale, Math.abs(a[i * n + k] as number));
    if (scale === 0) continue;
    let alpha = 0;
    for (let i = k + 1; i < n; i++) alpha += ((a[i * n + k] as number) / scale) ** 2;
    alpha = Math.sqrt(alpha);
    const x0 = (a[(k + 1) * n + k] as number) / scale;
    if (x0 > 0) alpha = -alpha;
    // v = x/scale − αe₁, H = I − 2vvᵀ/‖v‖².
    let vv = 0;
    for (let i = 0; i < n; i++) v[i] = 0;
    for (let i = k + 1; i < n; i++) v[i] = (a[i * n + k] as number) / scale;
    v[k + 1] = x0 - alpha;
    for (let i = k + 1; i < n; i++) vv += (v[i] as number) ** 2;
    if (vv === 0) continue;
    // A ← HAH: p = Av·2/vv, K = vᵀp/vv, q = p − Kv, A ← A − vqᵀ − qvᵀ.
    for (let i = k; i < n; i++) {
      let s = 0;
      for (let j = k + 1; j < n; j++) s += (a[i * n + j] as number) * (v[j] as number);
      p[i] = (2 * s) / vv;
    }
    let K = 0;
    for (let i = k + 1; i < n; i++) K += (v[i] as number) * (p[i] as number);
    K /= vv;
    for (let i = k; i < n; i++) p[i] = (p[i] as number) - K * (v[i] as number);
    for (let i = k; i < n; i++)
      for (let j = k; j < n; j++)
        a[i * n + j] =
          (a[i * n + j] as number) -
          (v[i] as number) * (p[j] as number) -
          (p[i] as number) * (v[j] as number);
  }
  const diag = new Float64Array(n);
  const off = new Float64Array(Math.max(0, n - 1));
  for (let i = 0; i < n; i++) diag[i] = a[i * n + i] as number;
  for (let i = 0; i + 1 < n; i++) off[i] = a[(i + 1) * n + i] as number;
  return { diag, off };
}

/** The Gram check of the kernel-properties panel, on the points given. */
export interface GramCheck {
  /** How many points the matrix is built on. */
  n: number;
  /** max |K(x_i, x_j) − K(x_j, x_i)|: each entry is evaluated both ways. */
  asymmetry: number;
  /** The smallest eigenvalue of the Gram matrix, and the tolerance it is held to. */
  minEig: number;
  tol: number;
  maxAbs: number;
  /** minEig ≥ −tol, and the matrix symmetric to the same tolerance. */
  psd: boolean;
}

/** Symmetry and positive semidefiniteness of [K(x_i, x_j)] on points given as columns. */
export function gramCheck(
  K: KernelFn,
  x0: ArrayLike<number>,
  x1: ArrayLike<number>,
  n: number,
): GramCheck {
  const m = new Float64Array(n * n);
  let asymmetry = 0;
  let maxAbs = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      const kij = K(x0[i] as number, x1[i] as number, x0[j] as number, x1[j] as number);
      const kji = K(x0[j] as number, x1[j] as number, x0[i] as number, x1[i] as number);
      asymmetry = Math.max(asymmetry, Math.abs(kij - kji));
      maxAbs = Math.max(maxAbs, Math.abs(kij));
      m[i * n + j] = kij;
      m[j * n + i] = kij;
    }
  const minEig = n > 0 ? minEigenvalue(m, n) : 0;
  // Rounding in the reduction is about n·ε·‖K‖.
  const tol = 1e-10 * Math.max(1, n) * Math.max(1, maxAbs);
  const safe = Number.isFinite(minEig) ? minEig : 0;
  return {
    n,
    asymmetry,
    minEig: safe,
    tol,
    maxAbs,
    psd: safe >= -tol && asymmetry <= tol,
  };
}
