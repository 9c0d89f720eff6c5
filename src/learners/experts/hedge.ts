import { LogWeightsLearner } from './log-weights';

/**
 * Hedge / exponential weights: plays p ∝ w and updates w_i ← w_i·exp(−η·ℓ_i), i.e. logw_i −= η·ℓ_i.
 * For losses in [0, 1], Hoeffding's lemma gives regret ≤ ln d/η + η·T/8, which η = √(8 ln d/T)
 * makes √(T ln d/2).
 */
export class Hedge extends LogWeightsLearner {
  readonly id = 'hedge';
  readonly name = 'Hedge';
  readonly deterministic = false;
  readonly eta: number;
  /** The factor for a loss of 0 and of 1: no exp call on labelled streams. */
  private readonly factor: Float64Array;

  constructor(d: number, eta: number) {
    super(d);
    if (!(eta > 0 && Number.isFinite(eta))) throw new Error(`Hedge needs η > 0, got ${eta}`);
    this.eta = eta;
    // e^{−η} underflows to 0 for η > 745; the logs stay exact and the cache is rebuilt from them.
    this.factor = Float64Array.of(1, Math.exp(-eta));
  }

  protected applyLosses(losses: Float64Array, binary: boolean): void {
    const w = this.logw;
    const u = this.u;
    const eta = this.eta;
    const factor = this.factor;
    for (let i = 0; i < w.length; i++) {
      const l = losses[i] as number;
      w[i] = (w[i] as number) - eta * l;
      u[i] = (u[i] as number) * (binary ? (factor[l] as number) : Math.exp(-eta * l));
    }
  }
}
