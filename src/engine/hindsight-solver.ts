/**
 * The best comparator in hindsight for a whole data set, with a certificate of its accuracy:
 *
 *   u ∈ C approximately minimising f(u) = Σ_s ℓ(y_s, u·x_s),
 *
 * for the squared, absolute and hinge losses, and C the ball ‖u‖₂ ≤ U or the probability
 * simplex. It returns f(u) and a proven lower bound on min_C f, so `gap` bounds how far u is from
 * the best comparator: the regret a scene shows against u is the regret against the true best
 * comparator to within gap.
 *
 * The method: accelerated projected gradient (FISTA with backtracking both ways and the gradient
 * restart of O'Donoghue and Candès) on f itself for the squared loss, and on a Huber-type
 * smoothing f_μ for the absolute and hinge losses (each kink rounded off over a width μ, so
 * f − Tμ/2 ≤ f_μ ≤ f), with μ divided by 4 whenever the gap reaches the smoothing's own scale Tμ.
 * Projections: scaling onto the ball, the sort-based projection onto the simplex. Every point it
 * steps to is in C, and the best f value among them is kept. The two piecewise-linear losses
 * have their minimum at a vertex of their pieces and C, which the smoothing only approaches: every
 * POLISH_EVERY iterations, and whenever μ is about to shrink, an active-set polish (see Polisher)
 * takes the rows the smoothing sees near their kinks, puts them exactly on them, pivots from there
 * as the simplex method would (exact line searches along edges, circles on the sphere), and
 * solves for the duals that certify the result. On small and medium problems that closes the gap
 * to rounding level within a few hundred iterations, where the smoothing alone needs thousands.
 *
 * The certificate is Fenchel weak duality. ℓ(y_s, z) ≥ α_s z − ℓ*_s(α_s) for every α_s, so with
 * g = Σ_s α_s x_s,
 *
 *   min_C f ≥ Σ_s −ℓ*_s(α_s) + min_{v∈C} g·v = Σ_s −ℓ*_s(α_s) − σ_C(−g),
 *
 * σ_C the support function: U‖·‖ on the ball, the largest coordinate on the simplex. With α_s
 * the derivative of ℓ at u·x_s (g a subgradient of f at u) this is exactly the Frank–Wolfe bound
 * f(u) + min_{v∈C} g·(v − u); with the smoothed derivatives (always in the conjugate's domain:
 * |α| ≤ 1 for the absolute loss, α = −βy with β ∈ [0, 1] for the hinge) it is as valid, and better
 * than the Frank–Wolfe bound of f_μ. The largest bound seen is kept, then re-evaluated at the end
 * with a bound on every rounding error in it (sums of T terms are off by at most γ_T times their
 * absolute sum), so `lower` is proven in floating point too. Losses are ≥ 0, so is `lower`.
 *
 * Cost: about two passes over the data (x·u for all rows, and Σ_s α_s x_s) per iteration, plus one
 * per backtracking step; a polish round costs a few passes plus at most POLISH_COST passes' worth
 * of small dense linear algebra. O(T + n) memory besides the data, plus the polish's
 * O(|A|(n + |A|)) for |A| active rows. Deterministic, unless budgetMs cuts it short. A hard
 * non-smooth problem (degenerate, or with many features and rows) can take more iterations than
 * the default cap to reach the default tolerance: the gap then says how far it got.
 */
import {
  bregmanSum,
  certifiedBound,
  combine,
  dualAt,
  minOf,
  norm,
  predict,
  projectBall,
  projectSimplex,
  topEigenvalue,
  totalLoss,
} from './hindsight-ops';
import { Polisher } from './hindsight-polisher';

export type HindsightLoss = 'squared' | 'absolute' | 'hinge';
export type HindsightSet = { kind: 'ball'; U: number } | { kind: 'simplex' };

export interface HindsightData {
  /** Features per row. */
  n: number;
  /** T, the number of rows. */
  rows: number;
  /** Row-major: row s, feature i at x[s·n + i] (only the first rows·n entries are read). */
  x: Float64Array;
  /** y[s] for row s (only the first rows entries are read). */
  y: Float64Array;
}

export interface HindsightOptions {
  /** Iterations (gradient steps) at most; default DEFAULT_MAX_ITERATIONS. */
  maxIterations?: number;
  /** Stop when gap ≤ tolerance·max(1, |value|); default DEFAULT_TOLERANCE. */
  tolerance?: number;
  /** Stop after about this many milliseconds (the result then depends on the machine's speed). */
  budgetMs?: number;
}

export interface HindsightResult {
  /** The comparator, in C. */
  u: Float64Array;
  /** f(u), as lossOf computes it. */
  value: number;
  /** A proven lower bound on min_C f. */
  lower: number;
  /** value − lower ≥ 0: u is within gap of the best comparator in hindsight. */
  gap: number;
  /** Gradient steps taken (polishing, a few passes now and then, is not counted). */
  iterations: number;
}

export const DEFAULT_MAX_ITERATIONS = 10_000;
export const DEFAULT_TOLERANCE = 1e-9;

/** The step's curvature estimate L is multiplied by this before each backtracking search. */
const SHRINK = 0.9;
/** Iterations between polishing attempts (see Polisher) for the absolute and hinge losses. */
const POLISH_EVERY = 50;
/** Face polishes (each with a line search) per polishing attempt, while they improve f. */
const POLISH_ROUNDS = 5;
const POLISH_ROUNDS_MAX = 100;

/** f(u) = Σ_s ℓ(y_s, u·x_s): one pass over the data. */
export function lossOf(data: HindsightData, loss: HindsightLoss, u: ArrayLike<number>): number {
  checkData(data);
  if (u.length !== data.n) throw new RangeError(`u has ${u.length} entries, expected ${data.n}`);
  const z = new Float64Array(data.rows);
  predict(data, Float64Array.from(u), z);
  return totalLoss(loss, data.y, z, data.rows);
}

export function bestInHindsight(
  data: HindsightData,
  loss: HindsightLoss,
  set: HindsightSet,
  options: HindsightOptions = {},
): HindsightResult {
  checkData(data);
  const { n, rows: T, x, y } = data;
  for (let k = 0; k < T * n; k++)
    if (!Number.isFinite(x[k])) throw new RangeError(`x[${k}] is ${x[k]}, not a finite number`);
  for (let s = 0; s < T; s++)
    if (!Number.isFinite(y[s])) throw new RangeError(`y[${s}] is ${y[s]}, not a finite number`);
  const ball = set.kind === 'ball';
  const U = set.kind === 'ball' ? set.U : 0;
  if (ball && !(U >= 0 && U < Infinity))
    throw new RangeError(`the ball's radius must be finite and ≥ 0, got ${U}`);
  if (!ball && n < 1) throw new RangeError('the simplex needs at least one coordinate');
  const maxIterations = resolveCount(options.maxIterations, DEFAULT_MAX_ITERATIONS);
  const tol = options.tolerance;
  const tolerance = tol === undefined || Number.isNaN(tol) ? DEFAULT_TOLERANCE : Math.max(0, tol);
  const budget = options.budgetMs;
  const deadline =
    budget !== undefined && !Number.isNaN(budget) ? performance.now() + budget : Infinity;

  // The current iterate: 0 on the ball, the centre of the simplex.
  const u = new Float64Array(n);
  if (!ball) u.fill(1 / n);
  if (T === 0) return { u, value: 0, lower: 0, gap: 0, iterations: 0 };

  const smoothed = loss !== 'squared';
  const hinge = loss === 'hinge';
  const w = Float64Array.from(u);
  const v = new Float64Array(n);
  const g = new Float64Array(n);
  const bestU = Float64Array.from(u);
  const scratch = new Float64Array(n);
  let zu = new Float64Array(T);
  let zv = new Float64Array(T);
  const zw = new Float64Array(T);
  // The dual vector at w (α_s, or β_s for the hinge), φ_μ(w·x_s), and the best dual seen.
  const a = new Float64Array(T);
  const phiW = new Float64Array(T);
  const bestA = new Float64Array(T);
  let haveBestA = false;

  predict(data, u, zu);
  zw.set(zu);
  let bestValue = totalLoss(loss, y, zu, T);
  let bestLower = 0;
  let mu = smoothed ? bestValue / T : 0;
  // Curvature of z ↦ Σ φ_μ(z_s) times λ_max(XᵀWX); the backtracking corrects an underestimate.
  let L = (smoothed ? 1 / mu : 2) * topEigenvalue(data, hinge, zv, g);
  if (!(L > 0 && L < Infinity)) L = 1;
  let t = 1;
  let iterations = 0;
  const project = ball
    ? (p: Float64Array) => projectBall(p, U)
    : (p: Float64Array) => projectSimplex(p, scratch);
  const support = ball ? (q: Float64Array) => U * norm(q) : (q: Float64Array) => -minOf(q);
  const closed = () => !(bestValue - bestLower > tolerance * Math.max(1, Math.abs(bestValue)));
  const late = () => deadline < Infinity && performance.now() >= deadline;
  const done = () => closed() || iterations >= maxIterations || late();

  const offerLower = (D: number, dual: Float64Array) => {
    if (D > bestLower) {
      bestLower = D;
      bestA.set(dual);
      haveBestA = true;
    }
  };
  // Restart the momentum from the best point.
  const restartAtBest = () => {
    u.set(bestU);
    w.set(bestU);
    predict(data, u, zu);
    zw.set(zu);
    t = 1;
  };
  const polisher = smoothed ? new Polisher(data, loss, set, project) : null;
  const attempt = (mode: 'face' | 'sphere'): void => {
    if (!polisher) return;
    const r = polisher.run(mode, bestU, mu, zv, a, phiW, g, support);
    offerLower(r.lower, a);
    if (r.value < bestValue) {
      bestValue = r.value;
      bestU.set(polisher.u);
      restartAtBest();
    }
  };
  // Pivots while they help: each puts one more row on its kink, and a vertex has n of them.
  const rounds = Math.min(POLISH_ROUNDS_MAX, POLISH_ROUNDS + n);
  const polish = (): void => {
    for (let k = 0; k < rounds && !closed() && !late(); k++) {
      const before = bestValue;
      attempt('face');
      // The sphere move, when the sphere is near enough to be where the minimum is.
      if (ball && norm(bestU) > 0.5 * U) attempt('sphere');
      if (!(bestValue < before)) break;
    }
  };

  while (!done()) {
    // The certificate at w: Σ −ℓ*(α) − σ_C(−g), g = Σ α_s x_s the gradient of f_μ at w.
    const sumC = dualAt(loss, y, zw, T, mu, a, phiW);
    combine(data, hinge, a, g);
    offerLower(sumC - support(g), a);
    if (closed()) break;

    // v = P_C(w − g/L), L doubled until the quadratic upper bound holds at v. L first shrinks a
    // little: the curvature near the minimum can be far below the global one (none at all on a
    // linear piece of a smoothed loss), and a step sized for the worst case would crawl there.
    const lPrev = L;
    L *= SHRINK;
    for (let tries = 0; ; tries++) {
      for (let i = 0; i < n; i++) v[i] = (w[i] as number) - (g[i] as number) / L;
      project(v);
      predict(data, v, zv);
      let d2 = 0;
      for (let i = 0; i < n; i++) d2 += ((v[i] as number) - (w[i] as number)) ** 2;
      const [bregman, size] = bregmanSum(loss, y, zw, zv, T, mu, a, phiW);
      // The slack absorbs rounding in sums that cancel near convergence.
      if (bregman <= 0.5 * L * d2 + 1e-12 * size || tries >= 60) break;
      L *= 2;
    }
    const fv = totalLoss(loss, y, zv, T);
    if (fv < bestValue) {
      bestValue = fv;
      bestU.set(v);
    }

    // Momentum, restarted when the step goes against it; the update is that of FISTA with
    // backtracking both ways (Scheinberg, Goldfarb and Bai).
    let against = 0;
    for (let i = 0; i < n; i++)
      against += ((w[i] as number) - (v[i] as number)) * ((v[i] as number) - (u[i] as number));
    let tNext = (1 + Math.sqrt(1 + (4 * t * t * lPrev) / L)) / 2;
    let m = (t - 1) / tNext;
    if (against > 0) {
      tNext = 1;
      m = 0;
    }
    for (let i = 0; i < n; i++) {
      const vi = v[i] as number;
      w[i] = vi + m * (vi - (u[i] as number));
      u[i] = vi;
    }
    for (let s = 0; s < T; s++) {
      const zs = zv[s] as number;
      zw[s] = zs + m * (zs - (zu[s] as number));
    }
    [zu, zv] = [zv, zu];
    t = tNext;
    iterations++;

    if (smoothed) {
      // The smoothing costs up to Tμ/2 of gap: once the gap is down to that, polish, and sharpen
      // the smoothing. Polish now and then anyway: the bound from a = r/μ is only as good as r
      // is accurate, and that degrades as μ shrinks.
      const gap = bestValue - bestLower;
      if (gap > 0 && gap <= T * mu) {
        polish();
        if (closed()) break;
        const g2 = bestValue - bestLower;
        while (g2 <= T * mu && mu > 1e-300) {
          mu /= 4;
          L *= 4;
        }
        restartAtBest();
      } else if (iterations % POLISH_EVERY === 0) {
        polish();
      }
    }
  }
  // A last polish (maxIterations 0 asks for the starting point, only certified).
  if (smoothed && maxIterations > 0 && !closed() && !late()) polish();

  // The result, evaluated afresh: f at the best point, and the proven bound from the best dual
  // seen, from the (smoothed) derivatives at the best point, and from a subgradient there.
  predict(data, bestU, zu);
  const value = totalLoss(loss, y, zu, T);
  let lower = 0;
  const certify = (dual: Float64Array) => {
    const c = certifiedBound(data, loss, set, dual, g, scratch);
    if (c > lower) lower = c;
  };
  if (haveBestA) certify(bestA);
  dualAt(loss, y, zu, T, mu, a, phiW);
  certify(a);
  if (smoothed) {
    dualAt(loss, y, zu, T, 0, a, phiW);
    certify(a);
  }
  if (!(value >= 0 && value < Infinity))
    return { u: bestU, value, lower, gap: Infinity, iterations };
  return { u: bestU, value, lower, gap: Math.max(0, value - lower), iterations };
}

function checkData(data: HindsightData): void {
  const { n, rows, x, y } = data;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be an integer ≥ 0, got ${n}`);
  if (!Number.isInteger(rows) || rows < 0)
    throw new RangeError(`rows must be an integer ≥ 0, got ${rows}`);
  if (x.length < rows * n) throw new RangeError(`x has ${x.length} values, expected ${rows * n}`);
  if (y.length < rows) throw new RangeError(`y has ${y.length} values, expected ${rows}`);
}

function resolveCount(k: number | undefined, fallback: number): number {
  if (k === undefined || Number.isNaN(k)) return fallback;
  return Math.max(0, Math.floor(k));
}
