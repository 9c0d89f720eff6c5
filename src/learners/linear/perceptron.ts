import type { LinearPrediction } from '../../engine/linear-game';
import { Perceptron } from '../perceptron';
import type { LinearLearner } from './linear-learner';

/**
 * The perceptron lesson's learner, unchanged, in n dimensions: the conservative additive update
 * (GD on the hinge loss, η = 1, updating on mistakes only).
 */
export class LinearPerceptron implements LinearLearner {
  readonly id = 'perceptron';
  readonly name = 'Perceptron';
  readonly classifier = true;
  readonly eta = 0;
  lastYhat = 0;
  lastSlope = 0;
  lastStep = 0;
  private readonly inner: Perceptron;
  private readonly prediction: LinearPrediction = { yhat: 0, classifier: true };

  constructor(n: number) {
    this.inner = new Perceptron({ dim: n });
  }

  predict(x: Float64Array): LinearPrediction {
    this.prediction.yhat = this.inner.predict(x);
    return this.prediction;
  }

  update(x: Float64Array, p: LinearPrediction, y: number): void {
    this.lastYhat = p.yhat;
    this.inner.update(x, p.yhat, y > 0 ? 1 : -1);
  }

  divergenceTo(): number {
    return 0;
  }
  facts(u: Float64Array): [number, number] {
    const w = this.inner.weights();
    let wu = 0;
    let ww = 0;
    for (let i = 0; i < w.length; i++) {
      wu += (w[i] as number) * (u[i] as number);
      ww += (w[i] as number) ** 2;
    }
    return [wu, Math.sqrt(ww)];
  }

  weights(): Float64Array {
    return this.inner.weights();
  }
  save(): unknown {
    return this.inner.save();
  }
  load(state: unknown): void {
    this.inner.load(state);
  }
}
