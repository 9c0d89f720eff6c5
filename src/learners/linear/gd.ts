import { lossSlope, type LinearLoss, type LinearPrediction } from '../../engine/linear-game';
import type { LinearLearner } from './linear-learner';

/**
 * Gradient descent (the notes' §2): w¹ = 0, ŷ = w·x, w ← w − η ℓ'_y(ŷ) x. The additive update:
 * mirror descent with F(w) = ½‖w‖², so B(u, w) = ½‖u − w‖² and a step moves ½η²ℓ'²‖x‖².
 */
export class GradientDescent implements LinearLearner {
  readonly id = 'gd';
  readonly name = 'GD';
  readonly classifier = false;
  lastYhat = 0;
  lastSlope = 0;
  lastStep = 0;
  private w: Float64Array;
  private readonly prediction: LinearPrediction = { yhat: 0, classifier: false };

  constructor(
    n: number,
    readonly eta: number,
    private readonly loss: LinearLoss,
  ) {
    this.w = new Float64Array(n);
  }

  predict(x: Float64Array): LinearPrediction {
    const w = this.w;
    let s = 0;
    for (let i = 0; i < w.length; i++) s += (w[i] as number) * (x[i] as number);
    this.prediction.yhat = s;
    return this.prediction;
  }

  update(x: Float64Array, p: LinearPrediction, y: number): void {
    this.lastYhat = p.yhat;
    const g = lossSlope(this.loss, y, p.yhat);
    this.lastSlope = g;
    const w = this.w;
    const k = this.eta * g;
    let xx = 0;
    if (k !== 0)
      for (let i = 0; i < w.length; i++) {
        const xi = x[i] as number;
        w[i] = (w[i] as number) - k * xi;
        xx += xi * xi;
      }
    this.lastStep = 0.5 * k * k * xx;
  }

  divergenceTo(u: Float64Array): number {
    let s = 0;
    for (let i = 0; i < this.w.length; i++) {
      const d = (u[i] as number) - (this.w[i] as number);
      s += d * d;
    }
    return s / 2;
  }

  facts(): [number, number] {
    return [0, 0];
  }

  weights(): Float64Array {
    return this.w;
  }
  save(): Float64Array {
    return this.w.slice();
  }
  load(state: unknown): void {
    this.w = (state as Float64Array).slice();
  }
}
