import { LogWeightsLearner } from './log-weights';

const LN2 = Math.LN2;
const FACTOR = Float64Array.of(1, 0.5);

/**
 * Deterministic Weighted Majority with β = ½: predicts the weighted vote of the experts' labels
 * and halves the weight of each wrong expert (w_i ← w_i·2^{−ℓ_i}). On a mistake at least half the
 * weight was wrong, so W drops by a factor ≤ ¾; hence M ≤ (m* + log₂ d)/log₂(4/3). A tied vote
 * predicts +1, as Halving does.
 */
export class WeightedMajority extends LogWeightsLearner {
  readonly id = 'wm';
  readonly name = 'Weighted Majority (β = ½)';
  readonly deterministic = true;

  protected override label(advice: Int8Array | null): 1 | -1 | 0 {
    if (!advice) return 0;
    const p = this.weights();
    let vote = 0;
    for (let i = 0; i < advice.length; i++) vote += (p[i] as number) * (advice[i] as number);
    return vote >= 0 ? 1 : -1;
  }

  protected applyLosses(losses: Float64Array, binary: boolean): void {
    const w = this.logw;
    const u = this.u;
    for (let i = 0; i < w.length; i++) {
      const l = losses[i] as number;
      w[i] = (w[i] as number) - LN2 * l;
      u[i] = (u[i] as number) * (binary ? (FACTOR[l] as number) : Math.pow(2, -l));
    }
  }
}
