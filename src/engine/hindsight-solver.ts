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
 * The method: accelerated projected gradient (FISTA, with backtracking and the gradient restart
 * of O'Donoghue and Candès) on f itself for the squared loss, and on its Huber-type smoothing f_μ
 * for the absolute and hinge losses (each kink rounded off over a width μ, so f − Tμ/2 ≤ f_μ ≤ f),
 * with μ divided by 4 whenever the certified gap reaches the smoothing's own scale Tμ. Projections:
 * scaling onto the ball, the sort-based projection onto the simplex. Every iterate it steps to is
 * in C, and the best f value among them is kept.
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
 * per backtracking step; O(T + n) memory besides the data. Deterministic, unless budgetMs cuts it
 * short.
 */

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
  iterations: number;
}

export const DEFAULT_MAX_ITERATIONS = 10_000;
export const DEFAULT_TOLERANCE = 1e-9;

/** The step's curvature estimate L is multiplied by this before each backtracking search. */
const SHRINK = 0.9;

/** ℓ(y, ŷ). */
export function pointLoss(loss: HindsightLoss, y: number, yHat: number): number {
  if (loss === 'squared') return (yHat - y) * (yHat - y);
  if (loss === 'absolute') return Math.abs(yHat - y);
  return Math.max(0, 1 - y * yHat);
}

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
  const tolerance = Math.max(0, options.tolerance ?? DEFAULT_TOLERANCE) || 0;
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
  const aBar = new Float64Array(smoothed ? T : 0);
  const gBar = new Float64Array(n);
  let cBar = 0;
  let avgCount = 0;
  let avgWeight = 0;

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
  const done = () =>
    !(bestValue - bestLower > tolerance * Math.max(1, Math.abs(bestValue))) ||
    iterations >= maxIterations ||
    (deadline < Infinity && performance.now() >= deadline);

  while (!done()) {
    // The certificate at w: Σ −ℓ*(α) − σ_C(−g), g = Σ α_s x_s the gradient of f_μ at w.
    const sumC = dualAt(loss, y, zw, T, mu, a, phiW);
    combine(data, hinge, a, g);
    const D = sumC - support(g);
    if (D > bestLower) {
      bestLower = D;
      bestA.set(a);
      haveBestA = true;
      if (done()) break;
    }
    if (smoothed) {
      // The weighted average of the duals since μ last changed: Σ −ℓ* and g are linear in it for
      // these losses, so its bound costs O(T + n), and averaging cancels the jitter of a = r/μ.
      avgCount++;
      avgWeight += avgCount;
      const k = avgCount / avgWeight;
      for (let s = 0; s < T; s++)
        aBar[s] = (aBar[s] as number) + k * ((a[s] as number) - (aBar[s] as number));
      for (let i = 0; i < n; i++)
        gBar[i] = (gBar[i] as number) + k * ((g[i] as number) - (gBar[i] as number));
      cBar += k * (sumC - cBar);
      const DBar = cBar - support(gBar);
      if ((globalThis as any).DEBUG && iterations % 50 === 0)
        console.log(
          '   DBar',
          DBar,
          'cBar',
          cBar,
          '|gBar|',
          norm(gBar),
          'sumC',
          sumC,
          '|g|',
          norm(g),
          'avg',
          avgCount,
        );
      if (DBar > bestLower) {
        bestLower = DBar;
        bestA.set(aBar);
        haveBestA = true;
        if (done()) break;
      }
    }

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

    // Momentum, restarted when the step goes against it.
    let against = 0;
    for (let i = 0; i < n; i++)
      against += ((w[i] as number) - (v[i] as number)) * ((v[i] as number) - (u[i] as number));
    // The momentum of FISTA with backtracking both ways (Scheinberg, Goldfarb and Bai).
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

    if ((globalThis as any).DEBUG && (iterations % 50 === 0 || iterations < 40))
      console.log(
        iterations,
        'val',
        bestValue,
        'gap',
        (bestValue - bestLower).toExponential(3),
        'mu',
        mu.toExponential(2),
        'L',
        L.toExponential(2),
        'fv',
        fv,
        'D',
        D,
        'v',
        Array.from(v).join(' '),
      );
    if (smoothed) {
      // The smoothing costs up to Tμ/2 of gap: once the gap is down to that, sharpen it.
      const gap = bestValue - bestLower;
      if (gap > 0 && gap <= T * mu) {
        while (gap <= T * mu && mu > 1e-300) {
          mu /= 4;
          L *= 4;
        }
        t = 1;
        avgCount = avgWeight = 0;
        w.set(u);
        zw.set(zu);
      }
    }
  }

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

/** z_s = x_s·u for every row. */
function predict(data: HindsightData, u: Float64Array, z: Float64Array): void {
  const { n, rows, x } = data;
  for (let s = 0, base = 0; s < rows; s++, base += n) {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += (x[base + i] as number) * (u[i] as number);
    z[s] = acc;
  }
}

/** g = Σ_s α_s x_s, with α_s = a_s, or −a_s·y_s for the hinge (a holds β). */
function combine(data: HindsightData, hinge: boolean, a: Float64Array, g: Float64Array): void {
  const { n, rows, x, y } = data;
  g.fill(0);
  for (let s = 0, base = 0; s < rows; s++, base += n) {
    const c = hinge ? -(a[s] as number) * (y[s] as number) : (a[s] as number);
    if (c === 0) continue;
    for (let i = 0; i < n; i++) g[i] = (g[i] as number) + c * (x[base + i] as number);
  }
}

function totalLoss(loss: HindsightLoss, y: Float64Array, z: Float64Array, T: number): number {
  let sum = 0;
  for (let s = 0; s < T; s++) sum += pointLoss(loss, y[s] as number, z[s] as number);
  return sum;
}

/**
 * At predictions z: a_s = the derivative of φ_μ at z_s (α_s; β_s for the hinge, α_s = −β_s y_s),
 * phi_s = φ_μ(z_s), and the return value Σ −ℓ*(α_s) (of the true loss, not the smoothed one).
 * μ = 0 gives the losses themselves, with a subgradient.
 */
function dualAt(
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
function smoothLoss(loss: HindsightLoss, ys: number, zs: number, mu: number): number {
  if (loss === 'squared') return (zs - ys) * (zs - ys);
  const h = loss === 'absolute' ? Math.abs(zs - ys) : 1 - ys * zs;
  if (h <= 0) return 0;
  return h < mu ? (h * h) / (2 * mu) : h - mu / 2;
}

/**
 * Σ_s [φ(zv_s) − φ(zw_s) − φ'(zw_s)(zv_s − zw_s)], term by term (exactly Σ (Δz)² for the squared
 * loss), and the size of what was summed, for the rounding slack.
 */
function bregmanSum(
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
function topEigenvalue(
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

function norm(p: Float64Array): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += (p[i] as number) ** 2;
  return Math.sqrt(s);
}

function minOf(p: Float64Array): number {
  let m = Infinity;
  for (let i = 0; i < p.length; i++) if ((p[i] as number) < m) m = p[i] as number;
  return m;
}

function scale(p: Float64Array, k: number): void {
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * k;
}

/** Onto ‖p‖ ≤ U, in place. */
function projectBall(p: Float64Array, U: number): void {
  const r = norm(p);
  if (r > U) scale(p, U / r);
}

/**
 * Onto the simplex, in place: p_i ← max(p_i − θ, 0), θ from the sorted entries (Held, Wolfe and
 * Crowder), then renormalised so the entries sum to 1 despite rounding.
 */
function projectSimplex(p: Float64Array, scratch: Float64Array): void {
  const n = p.length;
  scratch.set(p);
  scratch.sort();
  let cum = 0;
  let theta = 0;
  for (let k = n - 1, count = 1; k >= 0; k--, count++) {
    cum += scratch[k] as number;
    theta = (cum - 1) / count;
    if (k === 0 || (scratch[k - 1] as number) <= theta) break;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const q = Math.max((p[i] as number) - theta, 0);
    p[i] = q;
    sum += q;
  }
  if (sum > 0) scale(p, 1 / sum);
  else p.fill(1 / n);
}

const UNIT = 2 ** -53;
/** γ_k = k·u/(1 − k·u): the relative error bound of a k-term floating-point sum or product. */
const gamma = (k: number) => (k * UNIT) / (1 - k * UNIT);

/**
 * Σ −ℓ*(α_s) − σ_C(−g) for the dual vector a, lowered by a bound on every rounding error made in
 * computing it, so it is a lower bound on min_C f in exact arithmetic. g and e (n long) are scratch.
 */
function certifiedBound(
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
