import { BLOCK, marginOf } from '../learners/multiclass-perceptron';

/** The rounds so far, as the engine keeps them: labels 0 … k − 1. */
export interface ClassData {
  x1: Float64Array;
  x2: Float64Array;
  y: Uint8Array;
  /** Rounds to read: the first n entries. */
  n: number;
  k: number;
}

/** F(w) = 2Σ_t max(0, 1 − min_{ℓ≠Y_t} w·Δψ) + ‖w‖²M², its two terms, and w's mistakes. */
export interface Evaluation {
  value: number;
  /** Σ_t max(0, 1 − margin_t) (the bound counts it twice). */
  hinge: number;
  normSq: number;
  /** Rounds where w does not rank the label strictly first (margin ≤ 0). */
  mistakes: number;
}

/**
 * Theorem 14.2's bracket at (γ, w) equals F(w/γ) at γ = 1: the bound is unchanged under
 * (γ, w) → (cγ, cw). Evaluated exactly over the n rounds.
 */
export function evaluateAt(w: ArrayLike<number>, data: ClassData, M2: number): Evaluation {
  let hinge = 0;
  let mistakes = 0;
  for (let t = 0; t < data.n; t++) {
    const m = marginOf(w, data.k, data.x1[t] as number, data.x2[t] as number, data.y[t] as number);
    if (m < 1) hinge += 1 - m;
    if (m <= 0) mistakes++;
  }
  let normSq = 0;
  for (let i = 0; i < w.length; i++) normSq += (w[i] as number) ** 2;
  const value = 2 * hinge + normSq * M2;
  return { value, hinge, normSq, mistakes };
}

/** At most this many rounds enter the optimisation; the result is then evaluated on all. */
export const SOLVER_ROUNDS = 600;
const TAUS = [1, 0.3, 0.1, 0.03, 0.01, 0.003, 0.001];
const NEWTON_STEPS = 8;
/** From a warm start (the previous round's minimiser) the smoothing starts here. */
const WARM_TAUS = [0.03, 0.01, 0.003, 0.001];

export interface BestComparator extends Evaluation {
  /** The minimiser found, at γ = 1. */
  w: Float64Array;
  /** Which candidate won: the solver's, or a given one (w* divided by γ, say), or w = 0. */
  source: string;
  /** Rounds the solver saw (a stride sample when more than SOLVER_ROUNDS). */
  sampled: number;
}

/**
 * The smallest F(w) = 2Σ max(0, 1 − min_ℓ w·Δψ_t) + ‖w‖²M² the page can find: a convex
 * multiclass SVM in ℝ^{3k}. Newton's method on the log-sum-exp smoothing
 * τ·log(1 + Σ_{ℓ≠y} e^{(1 − w·Δψ_ℓ)/τ}), which exceeds the hinge by at most τ·ln k, with τ
 * lowered from 1 to 10⁻³ (each minimiser starts the next; from a warm start, the previous
 * round's minimiser, only the last few). The dimension is at most 18, so each
 * step solves its 3k × 3k system exactly. Any w gives a valid bound: the candidates (the
 * solver's, the given ones, and 0) are evaluated exactly on every round and the least kept.
 */
export function bestComparator(
  data: ClassData,
  M2: number,
  candidates: readonly { w: ArrayLike<number>; source: string }[] = [],
  start: ArrayLike<number> | null = null,
): BestComparator {
  const d = BLOCK * data.k;
  const sample = strideSample(data);
  const warm = start !== null && start.length === d && Array.from(start).every(Number.isFinite);
  const w = warm ? Float64Array.from(start) : new Float64Array(d);
  if (sample.n > 0 && M2 > 0) for (const tau of warm ? WARM_TAUS : TAUS) newton(w, sample, M2, tau);
  let best: BestComparator = {
    ...evaluateAt(w, data, M2),
    w,
    source: 'solver',
    sampled: sample.n,
  };
  const others = [{ w: new Float64Array(d), source: 'zero' }, ...candidates];
  for (const c of others) {
    if (c.w.length !== d || !Array.from(c.w).every(Number.isFinite)) continue;
    const e = evaluateAt(c.w, data, M2);
    if (e.value < best.value)
      best = { ...e, w: Float64Array.from(c.w), source: c.source, sampled: sample.n };
  }
  return best;
}

interface Sample extends ClassData {
  /** Each sampled round stands for this many. */
  weight: number;
}

function strideSample(data: ClassData): Sample {
  if (data.n <= SOLVER_ROUNDS) return { ...data, weight: 1 };
  const m = SOLVER_ROUNDS;
  const x1 = new Float64Array(m);
  const x2 = new Float64Array(m);
  const y = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    const t = Math.floor(((i + 0.5) * data.n) / m);
    x1[i] = data.x1[t] as number;
    x2[i] = data.x2[t] as number;
    y[i] = data.y[t] as number;
  }
  return { x1, x2, y, n: m, k: data.k, weight: data.n / m };
}

/** The smoothed objective, and optionally its gradient and Hessian (row-major d × d). */
function smoothed(
  w: Float64Array,
  s: Sample,
  M2: number,
  tau: number,
  grad: Float64Array | null,
  hess: Float64Array | null,
): number {
  const k = s.k;
  const d = BLOCK * k;
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  const C = new Float64Array(k * k);
  if (grad) grad.fill(0);
  if (hess) hess.fill(0);
  let total = 0;
  const c = 2 * s.weight;
  for (let t = 0; t < s.n; t++) {
    const x1 = s.x1[t] as number;
    const x2 = s.x2[t] as number;
    const y = s.y[t] as number;
    const xt = [x1, x2, 1];
    const oy = BLOCK * y;
    const sy = (w[oy] as number) * x1 + (w[oy + 1] as number) * x2 + (w[oy + 2] as number);
    // z_ℓ = (1 − (w_y − w_ℓ)·x̃)/τ for ℓ ≠ y; the option 0 (no loss) has z = 0.
    let top = 0;
    for (let l = 0; l < k; l++) {
      if (l === y) continue;
      const o = BLOCK * l;
      const sl = (w[o] as number) * x1 + (w[o + 1] as number) * x2 + (w[o + 2] as number);
      z[l] = (1 - (sy - sl)) / tau;
      if (z[l]! > top) top = z[l]!;
    }
    let sum = Math.exp(-top);
    for (let l = 0; l < k; l++) if (l !== y) sum += Math.exp(z[l]! - top);
    total += c * tau * (top + Math.log(sum));
    if (!grad) continue;
    let py = 0;
    for (let l = 0; l < k; l++) {
      p[l] = l === y ? 0 : Math.exp(z[l]! - top) / sum;
      py += p[l]!;
    }
    // ∂h/∂w_ℓ = p_ℓ x̃ (ℓ ≠ y), ∂h/∂w_y = −(Σ p_ℓ) x̃.
    for (let l = 0; l < k; l++) {
      const g = l === y ? -py : (p[l] as number);
      if (g === 0) continue;
      for (let i = 0; i < BLOCK; i++) grad[BLOCK * l + i]! += c * g * xt[i]!;
    }
    if (!hess) continue;
    // Hessian = (1/τ)·C ⊗ x̃x̃ᵀ with C = Σ p_ℓ(e_ℓ − e_y)(e_ℓ − e_y)ᵀ − vvᵀ, v = Σ p_ℓ(e_ℓ − e_y).
    C.fill(0);
    for (let l = 0; l < k; l++) {
      if (l === y) continue;
      const pl = p[l] as number;
      C[l * k + l]! += pl;
      C[l * k + y]! -= pl;
      C[y * k + l]! -= pl;
      C[y * k + y]! += pl;
    }
    for (let a = 0; a < k; a++) {
      const va = a === y ? -py : (p[a] as number);
      for (let b = 0; b < k; b++) {
        const vb = b === y ? -py : (p[b] as number);
        const cab = (c / tau) * ((C[a * k + b] as number) - va * vb);
        if (cab === 0) continue;
        for (let i = 0; i < BLOCK; i++)
          for (let j = 0; j < BLOCK; j++)
            hess[(BLOCK * a + i) * d + BLOCK * b + j]! += cab * xt[i]! * xt[j]!;
      }
    }
  }
  let normSq = 0;
  for (let i = 0; i < d; i++) normSq += (w[i] as number) ** 2;
  total += M2 * normSq;
  if (grad) for (let i = 0; i < d; i++) grad[i]! += 2 * M2 * (w[i] as number);
  if (hess) for (let i = 0; i < d; i++) hess[i * d + i]! += 2 * M2;
  return total;
}

function newton(w: Float64Array, s: Sample, M2: number, tau: number): void {
  const d = w.length;
  const g = new Float64Array(d);
  const H = new Float64Array(d * d);
  const trial = new Float64Array(d);
  for (let it = 0; it < NEWTON_STEPS; it++) {
    const f = smoothed(w, s, M2, tau, g, H);
    const step = solveSpd(H, g, d);
    if (!step) return;
    let slope = 0;
    for (let i = 0; i < d; i++) slope -= (g[i] as number) * (step[i] as number);
    if (!(slope < 0) || -slope < 1e-12 * Math.max(1, Math.abs(f))) return;
    // Backtracking (Armijo) along −H⁻¹g.
    let a = 1;
    for (;;) {
      for (let i = 0; i < d; i++) trial[i] = (w[i] as number) - a * (step[i] as number);
      const ft = smoothed(trial, s, M2, tau, null, null);
      if (ft <= f + 1e-4 * a * slope) break;
      a /= 2;
      if (a < 1e-8) return;
    }
    w.set(trial);
  }
}

/** Solves H x = b for a symmetric positive definite H (Cholesky); null when it is not. */
export function solveSpd(H: Float64Array, b: Float64Array, d: number): Float64Array | null {
  const L = new Float64Array(d * d);
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = H[i * d + j] as number;
      for (let m = 0; m < j; m++) sum -= (L[i * d + m] as number) * (L[j * d + m] as number);
      if (i === j) {
        if (!(sum > 0)) return null;
        L[i * d + i] = Math.sqrt(sum);
      } else L[i * d + j] = sum / (L[j * d + j] as number);
    }
  }
  const x = new Float64Array(d);
  for (let i = 0; i < d; i++) {
    let sum = b[i] as number;
    for (let m = 0; m < i; m++) sum -= (L[i * d + m] as number) * (x[m] as number);
    x[i] = sum / (L[i * d + i] as number);
  }
  for (let i = d - 1; i >= 0; i--) {
    let sum = x[i] as number;
    for (let m = i + 1; m < d; m++) sum -= (L[m * d + i] as number) * (x[m] as number);
    x[i] = sum / (L[i * d + i] as number);
  }
  return x;
}
