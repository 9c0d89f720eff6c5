import type { TrainingSet } from '../../streams/boosting/training-set';
import { StumpSearch, type FittedStump } from './stumps';

export const boostingLearners = ['mwu-boost', 'adaboost'] as const;
export type BoostingLearnerId = (typeof boostingLearners)[number];

/**
 * What one boosting round records. `potential` and the two sums are each learner's own proof
 * bookkeeping (see MwuBoost and AdaBoost); the rest is common.
 */
export interface BoostRound {
  stump: FittedStump;
  /** εₜ: the stump's error under Dₜ. */
  eps: number;
  /** The stump's weight in the vote (1 for the majority vote). */
  alpha: number;
  /** The combined classifier's training error, a tie predicted +1. */
  err: number;
  /** The fraction of points with yᵢ·F(xᵢ) ≤ 0: ties counted as errors, as the bounds count them. */
  errTie: number;
  potential: number;
  sumA: number;
  sumB: number;
  aux: number;
}

export interface BoosterState {
  t: number;
  w: Float64Array;
  votes: Float64Array;
  potential: number;
  sumA: number;
  sumB: number;
}

/**
 * A boosting learner on a fixed training set: a distribution over the points, the exact best stump
 * under it each round, the vote F(xᵢ) = Σ αₛhₛ(xᵢ) of the stumps so far on every point.
 */
export abstract class Booster {
  t = 0;
  readonly n: number;
  /** The weights (a multiple of Dₜ₊₁, the distribution the next stump is fitted to). */
  w: Float64Array<ArrayBuffer>;
  votes: Float64Array<ArrayBuffer>;
  protected potential = 0;
  protected sumA = 0;
  protected sumB = 0;
  /** Scratch: the distribution of the round. */
  protected readonly D: Float64Array<ArrayBuffer>;
  protected readonly right: Uint8Array;
  private readonly h: Int8Array;

  constructor(
    readonly set: TrainingSet,
    readonly search: StumpSearch = new StumpSearch(set),
  ) {
    this.n = set.y.length;
    this.w = new Float64Array(this.n).fill(1);
    this.votes = new Float64Array(this.n);
    this.D = new Float64Array(this.n);
    this.right = new Uint8Array(this.n);
    this.h = new Int8Array(this.n);
  }

  /** Dₜ, the distribution the next round's stump is fitted to (uniform before any round). */
  distribution(out: Float64Array = new Float64Array(this.n)): Float64Array {
    let s = 0;
    for (let i = 0; i < this.n; i++) s += this.w[i] as number;
    for (let i = 0; i < this.n; i++) out[i] = s > 0 ? (this.w[i] as number) / s : 1 / this.n;
    return out;
  }

  step(): BoostRound {
    const D = this.distribution(this.D);
    const stump = this.search.best(D);
    const { x1, x2, y } = this.set;
    // One pass for the stump's answers: the reweighting and the vote both read them.
    const x = stump.axis === 0 ? x1 : x2;
    const { theta, sign } = stump;
    for (let i = 0; i < this.n; i++) {
      const h = (x[i] as number) > theta ? sign : -sign;
      this.h[i] = h;
      this.right[i] = h === y[i] ? 1 : 0;
    }
    this.t++;
    const r = this.update(stump, D);
    let wrong = 0;
    let wrongTie = 0;
    for (let i = 0; i < this.n; i++) {
      const F = (this.votes[i] as number) + r.alpha * (this.h[i] as number);
      this.votes[i] = F;
      const yi = y[i] as number;
      if ((F >= 0 ? 1 : -1) !== yi) wrong++;
      if (yi * F <= 0) wrongTie++;
    }
    const n = Math.max(1, this.n);
    return {
      stump,
      eps: stump.error,
      alpha: r.alpha,
      err: wrong / n,
      errTie: wrongTie / n,
      potential: this.potential,
      sumA: this.sumA,
      sumB: this.sumB,
      aux: this.aux(),
    };
  }

  /** Reweights the points after a round (`right` says which the stump got right); gives αₜ. */
  protected abstract update(stump: FittedStump, D: Float64Array): { alpha: number };

  protected aux(): number {
    return NaN;
  }

  save(): BoosterState {
    return {
      t: this.t,
      w: this.w.slice(),
      votes: this.votes.slice(),
      potential: this.potential,
      sumA: this.sumA,
      sumB: this.sumB,
    };
  }

  load(s: BoosterState): void {
    this.t = s.t;
    this.w = s.w.slice();
    this.votes = s.votes.slice();
    this.potential = s.potential;
    this.sumA = s.sumA;
    this.sumB = s.sumB;
  }
}
