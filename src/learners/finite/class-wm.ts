import type { FiniteClass } from '../../engine/finite-class';
import type { FiniteInput, FiniteOutcome } from '../../engine/finite-game';
import type { Learner } from '../../engine/game';

/**
 * Weighted Majority over the hypotheses as experts (Theorem 17): w_h ∝ e^{−η·(mistakes of h)},
 * the prediction is the weighted vote p = Σ w̃_h h(x) ∈ [0, 1], and its loss |p − y| is the
 * expected loss the theorem bounds. η = √(2 ln|H|/T), the notes' tuning for horizon T. The
 * weights live in the log domain; p is a log-sum-exp, so no weight underflows to a NaN.
 */
export class ClassWeightedMajority implements Learner<FiniteInput, number, FiniteOutcome> {
  readonly id = 'wm';
  readonly name = 'Weighted Majority over H';
  readonly eta: number;
  private logw: Float64Array;

  constructor(
    private readonly H: FiniteClass,
    T: number,
  ) {
    const size = H.masks.length;
    this.eta = size > 1 ? Math.sqrt((2 * Math.log(size)) / Math.max(1, T)) : 1;
    this.logw = new Float64Array(size);
  }

  predict(input: FiniteInput): number {
    const { logw } = this;
    const masks = this.H.masks;
    let max = -Infinity;
    for (let j = 0; j < logw.length; j++) max = Math.max(max, logw[j] as number);
    let all = 0;
    let ones = 0;
    for (let j = 0; j < logw.length; j++) {
      const w = Math.exp((logw[j] as number) - max);
      all += w;
      if (((masks[j] as number) >>> input.x) & 1) ones += w;
    }
    return all > 0 ? ones / all : 0.5;
  }

  update(input: FiniteInput, _p: number, outcome: FiniteOutcome): void {
    const { logw, eta } = this;
    const masks = this.H.masks;
    for (let j = 0; j < logw.length; j++)
      if ((((masks[j] as number) >>> input.x) & 1) !== outcome.y)
        logw[j] = (logw[j] as number) - eta;
  }

  /** The normalized weights over H. */
  weights(): Float64Array {
    const { logw } = this;
    let max = -Infinity;
    for (const l of logw) max = Math.max(max, l);
    const w = logw.map((l) => Math.exp(l - max));
    const s = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / s);
  }

  save(): Float64Array {
    return this.logw.slice();
  }
  load(state: unknown): void {
    this.logw = (state as Float64Array).slice();
  }
}
