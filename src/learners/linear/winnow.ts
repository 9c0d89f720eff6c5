import type { LinearPrediction } from '../../engine/linear-game';
import type { LinearLearner } from './linear-learner';

/**
 * Winnow (Littlestone 1988, in the form of Blum's survey): weights 1, threshold n; predict +1 iff
 * w·x ≥ n; on a missed positive double the weights of the features that are on, on a false
 * positive halve them. The conservative multiplicative update, as the perceptron is the
 * conservative additive one.
 */
export class Winnow implements LinearLearner {
  readonly id = 'winnow';
  readonly name = 'Winnow';
  readonly classifier = true;
  readonly eta = 0;
  lastYhat = 0;
  lastSlope = 0;
  lastStep = 0;
  private w: Float64Array;
  private promotions = 0;
  private readonly prediction: LinearPrediction = { yhat: 0, classifier: true };

  constructor(private readonly n: number) {
    this.w = new Float64Array(n).fill(1);
  }

  predict(x: Float64Array): LinearPrediction {
    const w = this.w;
    let s = 0;
    for (let i = 0; i < w.length; i++) s += (w[i] as number) * (x[i] as number);
    this.prediction.yhat = s >= this.n ? 1 : -1;
    return this.prediction;
  }

  update(x: Float64Array, p: LinearPrediction, y: number): void {
    this.lastYhat = p.yhat;
    if (y * p.yhat > 0) return;
    if (y > 0) this.promotions++;
    const factor = y > 0 ? 2 : 0.5;
    const w = this.w;
    for (let i = 0; i < w.length; i++) if ((x[i] as number) > 0) w[i] = (w[i] as number) * factor;
  }

  divergenceTo(): number {
    return 0;
  }
  facts(): [number, number] {
    let sum = 0;
    for (let i = 0; i < this.w.length; i++) sum += this.w[i] as number;
    return [this.promotions, sum];
  }

  weights(): Float64Array {
    return this.w;
  }
  save(): { w: Float64Array; promotions: number } {
    return { w: this.w.slice(), promotions: this.promotions };
  }
  load(state: unknown): void {
    const s = state as { w: Float64Array; promotions: number };
    this.w = s.w.slice();
    this.promotions = s.promotions;
  }
}
