import { projectOntoDisc } from '../geometry/disc-projection';
import { minimiseQuadraticOnDisc, quadraticForm } from '../geometry/disc-trust-region';
import type { OcoLoss, OcoLossKind } from './oco';

/**
 * Running sums Σ_s ω_s f_s of linear, quadratic or squared losses (weights ω_s, 1 for the plain
 * sum), enough to evaluate the sum anywhere and to minimise it over the disc in O(1):
 *
 * - linear: S = Σ ω v, the sum is ⟨S, u⟩;
 * - quadratic: Ω = Σ ω, the weighted mean m of the centres and M2 = Σ ω‖z − m‖², kept by West's
 *   weighted update of Welford's algorithm, so the sum (λ/2)(Ω‖u − m‖² + M2) has no cancellation
 *   between large terms however long the run;
 * - squared: A = Σ ω x xᵀ, b = Σ ω y x, c = Σ ω y², the sum is uᵀAu − 2bᵀu + c (a sum of
 *   squares, clamped at 0 against rounding).
 *
 * `minimise` adds an optional regularizer ‖u‖²/(2η) (FTRL; η = ∞ for none) and returns the
 * minimiser over the disc with FTL's tie rule: 0 when 0 is a minimiser, else the least-norm one.
 * One subclass per kind, each method small: they run every round.
 */
export abstract class LossSums {
  abstract readonly kind: Exclude<OcoLossKind, 'hinge'>;
  /**
   * The sums in one typed array rather than object fields, where each double is a separate heap
   * box: they change every round. Layout: Σω, then S or m (2), M2, A (3), b (2), c, and the value
   * of the last `minimise` (set there rather than returned: a returned double is boxed on the heap
   * whenever the call is not inlined, every round). The getters name them.
   */
  readonly v = new Float64Array(11);

  constructor(readonly lambda: number) {}

  /** Σ ω (the count, for plain sums). */
  get n(): number {
    return this.v[N] as number;
  }
  /** linear: S; quadratic: the mean m. */
  get s0(): number {
    return this.v[S0] as number;
  }
  get s1(): number {
    return this.v[S1] as number;
  }
  /** quadratic: M2. */
  get m2(): number {
    return this.v[M2] as number;
  }
  /** squared: A = [[a00, a01], [a01, a11]], b = (b0, b1), c. */
  get a00(): number {
    return this.v[A00] as number;
  }
  get a01(): number {
    return this.v[A01] as number;
  }
  get a11(): number {
    return this.v[A11] as number;
  }
  get b0(): number {
    return this.v[B0] as number;
  }
  get b1(): number {
    return this.v[B1] as number;
  }
  get c(): number {
    return this.v[C] as number;
  }
  /** The sum at the last minimiser. */
  get min(): number {
    return this.v[MIN] as number;
  }

  abstract add(f: OcoLoss, weight: number): void;

  /** Σ ω_s f_s(u). */
  abstract valueAt(u0: number, u1: number): number;

  /**
   * The minimiser over ‖u‖ ≤ B of the sum plus ‖u‖²/(2η) (η = ∞: no regularizer) into out, and
   * into tilde the unconstrained minimiser when there is one, else out itself (what the page
   * animates as the step before projection). Sets `min` to the sum alone at out (the comparator's
   * loss when η = ∞), exactly −B‖S‖ for linear losses.
   */
  abstract minimise(B: number, eta: number, out: Float64Array, tilde: Float64Array): void;

  save(): number[] {
    return Array.from(this.v.subarray(0, MIN));
  }

  load(state: unknown): void {
    const s = state as number[];
    for (let i = 0; i < MIN; i++) this.v[i] = s[i] ?? 0;
    this.v[MIN] = 0;
  }
}

/** Where each sum lives in LossSums.v (the scene's round loop reads them directly). */
export const SUMS_STATE = {
  n: 0,
  s0: 1,
  s1: 2,
  m2: 3,
  a00: 4,
  a01: 5,
  a11: 6,
  b0: 7,
  b1: 8,
  c: 9,
  min: 10,
} as const;
const N = SUMS_STATE.n;
const S0 = SUMS_STATE.s0;
const S1 = SUMS_STATE.s1;
const M2 = SUMS_STATE.m2;
const A00 = SUMS_STATE.a00;
const A01 = SUMS_STATE.a01;
const A11 = SUMS_STATE.a11;
const B0 = SUMS_STATE.b0;
const B1 = SUMS_STATE.b1;
const C = SUMS_STATE.c;
const MIN = SUMS_STATE.min;

class LinearSums extends LossSums {
  readonly kind = 'linear';

  add(f: OcoLoss, weight: number): void {
    const v = this.v;
    v[S0] = (v[S0] as number) + weight * f.a0;
    v[S1] = (v[S1] as number) + weight * f.a1;
    v[N] = (v[N] as number) + weight;
  }

  valueAt(u0: number, u1: number): number {
    return (this.v[S0] as number) * u0 + (this.v[S1] as number) * u1;
  }

  minimise(B: number, eta: number, out: Float64Array, tilde: Float64Array): void {
    const v = this.v;
    const s0 = v[S0] as number;
    const s1 = v[S1] as number;
    if (eta !== Infinity) {
      // FTRL: −ηS, projected (the objective is isotropic, so the projection is its minimiser).
      tilde[0] = -eta * s0;
      tilde[1] = -eta * s1;
      projectOntoDisc(tilde[0], tilde[1], B, out);
      v[MIN] = s0 * (out[0] as number) + s1 * (out[1] as number);
      return;
    }
    const norm = Math.hypot(s0, s1);
    // S = 0: every point is a minimiser, and FTL plays 0.
    out[0] = tilde[0] = norm === 0 ? 0 : (-B * s0) / norm;
    out[1] = tilde[1] = norm === 0 ? 0 : (-B * s1) / norm;
    v[MIN] = norm === 0 ? 0 : -B * norm;
  }
}

class QuadraticSums extends LossSums {
  readonly kind = 'quadratic';

  add(f: OcoLoss, weight: number): void {
    const v = this.v;
    const n = (v[N] as number) + weight;
    const m0 = v[S0] as number;
    const m1 = v[S1] as number;
    const d0 = f.a0 - m0;
    const d1 = f.a1 - m1;
    const k = weight / n;
    const n0 = m0 + d0 * k;
    const n1 = m1 + d1 * k;
    v[S0] = n0;
    v[S1] = n1;
    v[M2] = (v[M2] as number) + weight * (d0 * (f.a0 - n0) + d1 * (f.a1 - n1));
    v[N] = n;
  }

  valueAt(u0: number, u1: number): number {
    const v = this.v;
    const d0 = u0 - (v[S0] as number);
    const d1 = u1 - (v[S1] as number);
    return 0.5 * this.lambda * ((v[N] as number) * (d0 * d0 + d1 * d1) + (v[M2] as number));
  }

  minimise(B: number, eta: number, out: Float64Array, tilde: Float64Array): void {
    // Isotropic: the unconstrained minimiser λΩm/(λΩ + 1/η), then the projection, exact.
    let m0 = this.v[S0] as number;
    let m1 = this.v[S1] as number;
    if (eta !== Infinity) {
      const ln = this.lambda * (this.v[N] as number);
      const k = ln > 0 ? (eta * ln) / (eta * ln + 1) : 0;
      m0 *= k;
      m1 *= k;
    }
    tilde[0] = m0;
    tilde[1] = m1;
    // The projection written out: this runs every round, and calls across modules cost.
    const n2 = m0 * m0 + m1 * m1;
    if (n2 <= B * B) {
      out[0] = m0;
      out[1] = m1;
    } else {
      const s = B / Math.sqrt(n2);
      out[0] = m0 * s;
      out[1] = m1 * s;
    }
    this.v[MIN] = this.valueAt(out[0] as number, out[1] as number);
  }
}

class SquaredSums extends LossSums {
  readonly kind = 'squared';

  add(f: OcoLoss, weight: number): void {
    const v = this.v;
    const x0 = f.a0;
    const x1 = f.a1;
    const y = f.b;
    v[A00] = (v[A00] as number) + weight * x0 * x0;
    v[A01] = (v[A01] as number) + weight * x0 * x1;
    v[A11] = (v[A11] as number) + weight * x1 * x1;
    v[B0] = (v[B0] as number) + weight * y * x0;
    v[B1] = (v[B1] as number) + weight * y * x1;
    v[C] = (v[C] as number) + weight * y * y;
    v[N] = (v[N] as number) + weight;
  }

  valueAt(u0: number, u1: number): number {
    const q = quadraticForm(this.a00, this.a01, this.a11, this.b0, this.b1, this.c, u0, u1);
    return q > 0 ? q : 0;
  }

  minimise(B: number, eta: number, out: Float64Array, tilde: Float64Array): void {
    const rho = eta === Infinity ? 0 : 1 / (2 * eta);
    const a00 = this.a00 + rho;
    const a11 = this.a11 + rho;
    minimiseQuadraticOnDisc(a00, this.a01, a11, this.b0, this.b1, B, out);
    // The unconstrained minimiser (A + ρI)⁻¹b, when A + ρI is safely invertible.
    const det = a00 * a11 - this.a01 * this.a01;
    const size = a00 * a11 + this.a01 * this.a01;
    if (det > 1e-12 * size && Number.isFinite(det)) {
      tilde[0] = (a11 * this.b0 - this.a01 * this.b1) / det;
      tilde[1] = (a00 * this.b1 - this.a01 * this.b0) / det;
    } else {
      tilde[0] = out[0] as number;
      tilde[1] = out[1] as number;
    }
    this.v[MIN] = this.valueAt(out[0] as number, out[1] as number);
  }
}

export function makeLossSums(kind: Exclude<OcoLossKind, 'hinge'>, lambda: number): LossSums {
  switch (kind) {
    case 'linear':
      return new LinearSums(lambda);
    case 'quadratic':
      return new QuadraticSums(lambda);
    case 'squared':
      return new SquaredSums(lambda);
  }
}
