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
 */
export class LossSums {
  /** Σ ω (the count, for plain sums). */
  n = 0;
  /** linear: S; quadratic: the mean m. */
  s0 = 0;
  s1 = 0;
  /** quadratic: M2. */
  m2 = 0;
  /** squared: A = [[a00, a01], [a01, a11]], b = (b0, b1), c. */
  a00 = 0;
  a01 = 0;
  a11 = 0;
  b0 = 0;
  b1 = 0;
  c = 0;

  constructor(
    readonly kind: Exclude<OcoLossKind, 'hinge'>,
    readonly lambda: number,
  ) {}

  add(f: OcoLoss, weight: number): void {
    switch (this.kind) {
      case 'linear':
        this.s0 += weight * f.a0;
        this.s1 += weight * f.a1;
        this.n += weight;
        return;
      case 'quadratic': {
        const n = this.n + weight;
        const d0 = f.a0 - this.s0;
        const d1 = f.a1 - this.s1;
        const k = weight / n;
        this.s0 += d0 * k;
        this.s1 += d1 * k;
        this.m2 += weight * (d0 * (f.a0 - this.s0) + d1 * (f.a1 - this.s1));
        this.n = n;
        return;
      }
      case 'squared': {
        const x0 = f.a0;
        const x1 = f.a1;
        const y = f.b;
        this.a00 += weight * x0 * x0;
        this.a01 += weight * x0 * x1;
        this.a11 += weight * x1 * x1;
        this.b0 += weight * y * x0;
        this.b1 += weight * y * x1;
        this.c += weight * y * y;
        this.n += weight;
        return;
      }
    }
  }

  /** Σ ω_s f_s(u). */
  valueAt(u0: number, u1: number): number {
    switch (this.kind) {
      case 'linear':
        return this.s0 * u0 + this.s1 * u1;
      case 'quadratic': {
        const d0 = u0 - this.s0;
        const d1 = u1 - this.s1;
        return 0.5 * this.lambda * (this.n * (d0 * d0 + d1 * d1) + this.m2);
      }
      case 'squared': {
        const v = quadraticForm(this.a00, this.a01, this.a11, this.b0, this.b1, this.c, u0, u1);
        return v > 0 ? v : 0;
      }
    }
  }

  /**
   * The minimiser over ‖u‖ ≤ B of the sum plus ‖u‖²/(2η) (η = ∞: no regularizer) into out, and
   * into tilde the unconstrained minimiser when there is one, else out itself (what the page
   * animates as the step before projection). Returns min over the disc of the sum alone when
   * η = ∞ (the comparator's loss), exactly −B‖S‖ for linear losses.
   */
  minimise(B: number, eta: number, out: Float64Array, tilde: Float64Array): number {
    switch (this.kind) {
      case 'linear':
        return this.minimiseLinear(B, eta, out, tilde);
      case 'quadratic': {
        // Isotropic: the unconstrained minimiser λΩm/(λΩ + 1/η), then the projection, exact.
        const ln = this.lambda * this.n;
        const k = eta === Infinity ? 1 : ln > 0 ? (eta * ln) / (eta * ln + 1) : 0;
        const m0 = k === 1 ? this.s0 : this.s0 * k;
        const m1 = k === 1 ? this.s1 : this.s1 * k;
        tilde[0] = m0;
        tilde[1] = m1;
        projectOntoDisc(m0, m1, B, out);
        break;
      }
      case 'squared': {
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
        break;
      }
    }
    return this.valueAt(out[0] as number, out[1] as number);
  }

  private minimiseLinear(B: number, eta: number, out: Float64Array, tilde: Float64Array): number {
    const s0 = this.s0;
    const s1 = this.s1;
    const norm = Math.hypot(s0, s1);
    if (eta !== Infinity) {
      // FTRL: −ηS, projected (the objective is isotropic, so the projection is its minimiser).
      tilde[0] = -eta * s0;
      tilde[1] = -eta * s1;
      projectOntoDisc(tilde[0], tilde[1], B, out);
      return s0 * (out[0] as number) + s1 * (out[1] as number);
    }
    if (norm === 0) {
      // Every point is a minimiser: FTL plays 0.
      out[0] = 0;
      out[1] = 0;
    } else {
      out[0] = (-B * s0) / norm;
      out[1] = (-B * s1) / norm;
    }
    tilde[0] = out[0] as number;
    tilde[1] = out[1] as number;
    return norm === 0 ? 0 : -B * norm;
  }

  save(): number[] {
    return [
      this.n,
      this.s0,
      this.s1,
      this.m2,
      this.a00,
      this.a01,
      this.a11,
      this.b0,
      this.b1,
      this.c,
    ];
  }

  load(state: unknown): void {
    const s = state as number[];
    this.n = s[0] ?? 0;
    this.s0 = s[1] ?? 0;
    this.s1 = s[2] ?? 0;
    this.m2 = s[3] ?? 0;
    this.a00 = s[4] ?? 0;
    this.a01 = s[5] ?? 0;
    this.a11 = s[6] ?? 0;
    this.b0 = s[7] ?? 0;
    this.b1 = s[8] ?? 0;
    this.c = s[9] ?? 0;
  }
}
