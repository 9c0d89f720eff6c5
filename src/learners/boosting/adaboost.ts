import type { TrainingSet } from '../../streams/boosting/training-set';
import { Booster } from './booster';
import type { FittedStump, StumpSearch } from './stumps';

/**
 * A perfect stump (εₜ = 0) would get α = ∞: its error is floored at this ε̃ for α (α ≈ 6.9), and
 * the bound's factor for the round is 2√(ε̃(1 − ε̃)), which still caps that round's normaliser Zₜ.
 */
export const EPS_FLOOR = 1e-6;

export const flooredEps = (eps: number): number => Math.min(0.5, Math.max(eps, EPS_FLOOR));

export const adaAlpha = (eps: number): number => {
  const e = flooredEps(eps);
  return 0.5 * Math.log((1 - e) / e);
};

/**
 * AdaBoost (Freund–Schapire): αₜ = ½ ln((1 − εₜ)/εₜ), Dₜ₊₁(i) ∝ Dₜ(i)·exp(−αₜyᵢhₜ(xᵢ)), output
 * sign(Σ αₛhₛ(x)).
 *
 * Bookkeeping: `potential` = ln ∏ₛ Zₛ (the exact normalisers), `sumA` = Σₛ ln 2√(ε̃ₛ(1 − ε̃ₛ)),
 * `sumB` = Σₛ γ̃ₛ² with γ̃ = ½ − ε̃; `aux` = (1/n)·Σᵢ exp(−yᵢF(xᵢ)), which the proof shows is ∏Zₛ.
 */
export class AdaBoost extends Booster {
  constructor(set: TrainingSet, search?: StumpSearch) {
    super(set, search);
  }

  protected update(stump: FittedStump, D: Float64Array): { alpha: number } {
    const e = flooredEps(stump.error);
    const alpha = adaAlpha(stump.error);
    const down = Math.exp(-alpha);
    const up = Math.exp(alpha);
    let Z = 0;
    for (let i = 0; i < this.n; i++) {
      const v = (D[i] as number) * (this.right[i] ? down : up);
      this.w[i] = v;
      Z += v;
    }
    for (let i = 0; i < this.n; i++) this.w[i] = (this.w[i] as number) / Z;
    this.potential += Math.log(Z);
    this.sumA += Math.log(2 * Math.sqrt(e * (1 - e)));
    this.sumB += (0.5 - e) ** 2;
    return { alpha };
  }

  protected override aux(): number {
    let s = 0;
    const y = this.set.y;
    for (let i = 0; i < this.n; i++) s += Math.exp(-(y[i] as number) * (this.votes[i] as number));
    return s / Math.max(1, this.n);
  }
}
