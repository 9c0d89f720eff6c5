import type { TrainingSet } from '../../streams/boosting/training-set';
import { Booster, type BoosterState } from './booster';
import type { StumpSearch } from './stumps';

/**
 * Boosting as multiplicative weights, the points as the experts: a point's loss in a round is 1
 * when the stump gets it right (it gains nothing from being shown again), so its weight shrinks
 * by (1 − η); a point the stump gets wrong keeps its weight. The output is the majority vote.
 * With η = γ = ½ − ε (ε the weak learner's promised error) the vote's training error is at most
 * (1 − η)^(−t/2)·exp(−ηt(½ + γ)) ≤ exp(−tγ²/2) (Arora–Hazan–Kale).
 *
 * Bookkeeping: `potential` = ln Φₜ₊₁, with Φ = Σ wᵢ the true weights (Φ₁ = n; the stored weights
 * are rescaled to keep them from underflowing, the logarithm carries the scale); `sumA` = Σₛ
 * accₛ, the stumps' weighted accuracies 1 − εₛ.
 */
export class MwuBoost extends Booster {
  private logScale = 0;

  constructor(
    set: TrainingSet,
    readonly eta: number,
    search?: StumpSearch,
  ) {
    super(set, search);
    this.potential = Math.log(Math.max(1, this.n));
  }

  protected update(): { alpha: number } {
    const keep = 1 - this.eta;
    let max = 0;
    let acc = 0;
    let before = 0;
    for (let i = 0; i < this.n; i++) {
      const w = this.w[i] as number;
      before += w;
      if (this.right[i]) {
        acc += w;
        this.w[i] = w * keep;
      }
      if ((this.w[i] as number) > max) max = this.w[i] as number;
    }
    let after = 0;
    for (let i = 0; i < this.n; i++) after += this.w[i] as number;
    // ln Φₜ₊₁ = ln Φₜ + ln(Σ new / Σ old), and Σ new / Σ old = 1 − η·accₜ exactly.
    this.potential += Math.log(after / before);
    this.sumA += before > 0 ? acc / before : 0;
    if (max > 0 && max < 1e-100) {
      for (let i = 0; i < this.n; i++) this.w[i] = (this.w[i] as number) / max;
      this.logScale += Math.log(max);
    }
    return { alpha: 1 };
  }

  override save(): BoosterState & { logScale: number } {
    return { ...super.save(), logScale: this.logScale };
  }

  override load(s: BoosterState & { logScale?: number }): void {
    super.load(s);
    this.logScale = s.logScale ?? 0;
  }

  /** ln of the true weight of point i: how the proof's "a bad point weighs ≥ (1 − η)^(t/2)" reads. */
  logWeight(i: number): number {
    return Math.log(this.w[i] as number) + this.logScale;
  }
}
