import { LogWeightsLearner } from './log-weights';

/**
 * Randomized Weighted Majority / Multiplicative Weights: plays p ∝ w and updates
 * w_i ← w_i·(1 − ε·ℓ_i), added in the log domain as log1p(−ε·ℓ_i), finite since ε ≤ ½. Its expected
 * loss obeys A ≤ (1 + ε)·L* + ln d/ε for ε ∈ (0, ½].
 */
export class Mwu extends LogWeightsLearner {
  readonly id = 'mwu';
  readonly name = 'Randomized WM / MWU';
  readonly deterministic = false;
  readonly epsilon: number;
  /** ln of the factor for a loss of 0 and of 1: no log1p call on labelled streams. */
  private readonly logFactor: Float64Array;

  constructor(d: number, epsilon: number) {
    super(d);
    // The update is defined for ε < 1; the bound needs ε ≤ ½, which the theory layer checks.
    if (!(epsilon > 0 && epsilon < 1)) throw new Error(`MWU needs ε ∈ (0, 1), got ${epsilon}`);
    this.epsilon = epsilon;
    this.logFactor = Float64Array.of(0, Math.log1p(-epsilon));
  }

  protected applyLosses(losses: Float64Array, binary: boolean): void {
    const w = this.logw;
    const u = this.u;
    const eps = this.epsilon;
    const logFactor = this.logFactor;
    for (let i = 0; i < w.length; i++) {
      const l = losses[i] as number;
      w[i] = (w[i] as number) + (binary ? (logFactor[l] as number) : Math.log1p(-eps * l));
      u[i] = (u[i] as number) * (1 - eps * l);
    }
  }
}
