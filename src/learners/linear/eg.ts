import { lossSlope, type LinearLoss, type LinearPrediction } from '../../engine/linear-game';
import type { LinearLearner } from './linear-learner';

interface EgState {
  logw: Float64Array;
  w: Float64Array;
}

/**
 * Exponentiated gradient (the notes' §3): w¹ uniform on the simplex, w_i ← w_i e^{−η ℓ' x_i}/Z.
 * Kept in the log domain, normalised every round (log w sums to 0 under exp), so η up to 10³ over
 * 10 000 coordinates leaves weights that underflow to 0 rather than NaN, and recover from their
 * logs. One exp per coordinate a round: the pass that normalises also leaves the linear weights
 * the next prediction reads. Mirror descent with F(w) = Σ w ln w on the simplex: B(u, w) =
 * KL(u‖w), and a step moves KL(w_t‖w_{t+1}) = ηℓ'ŷ + ln Z.
 */
export class ExponentiatedGradient implements LinearLearner {
  readonly id = 'eg';
  readonly name = 'EG';
  readonly classifier = false;
  lastYhat = 0;
  lastSlope = 0;
  lastStep = 0;
  private s: EgState;
  private readonly prediction: LinearPrediction = { yhat: 0, classifier: false };

  constructor(
    n: number,
    readonly eta: number,
    private readonly loss: LinearLoss,
  ) {
    this.s = { logw: new Float64Array(n).fill(-Math.log(n)), w: new Float64Array(n).fill(1 / n) };
  }

  predict(x: Float64Array): LinearPrediction {
    const w = this.s.w;
    let s = 0;
    for (let i = 0; i < w.length; i++) s += (w[i] as number) * (x[i] as number);
    this.prediction.yhat = s;
    return this.prediction;
  }

  update(x: Float64Array, p: LinearPrediction, y: number): void {
    this.lastYhat = p.yhat;
    const g = lossSlope(this.loss, y, p.yhat);
    this.lastSlope = g;
    if (g === 0) {
      this.lastStep = 0;
      return;
    }
    const { logw, w } = this.s;
    const k = this.eta * g;
    let max = -Infinity;
    for (let i = 0; i < logw.length; i++) {
      const l = (logw[i] as number) - k * (x[i] as number);
      logw[i] = l;
      if (l > max) max = l;
    }
    let sum = 0;
    for (let i = 0; i < logw.length; i++) {
      const e = Math.exp((logw[i] as number) - max);
      w[i] = e;
      sum += e;
    }
    // ln Z: the new logs' log-sum-exp (the old ones summed to 1).
    const lnZ = max + Math.log(sum);
    for (let i = 0; i < logw.length; i++) {
      logw[i] = (logw[i] as number) - lnZ;
      w[i] = (w[i] as number) / sum;
    }
    this.lastStep = Math.max(0, k * p.yhat + lnZ);
  }

  divergenceTo(u: Float64Array): number {
    const { logw } = this.s;
    let s = 0;
    for (let i = 0; i < logw.length; i++) {
      const ui = u[i] as number;
      if (ui > 0) s += ui * (Math.log(ui) - (logw[i] as number));
    }
    return s;
  }

  facts(): [number, number] {
    return [0, 0];
  }

  weights(): Float64Array {
    return this.s.w;
  }
  save(): EgState {
    return { logw: this.s.logw.slice(), w: this.s.w.slice() };
  }
  load(state: unknown): void {
    const s = state as EgState;
    this.s = { logw: s.logw.slice(), w: s.w.slice() };
  }
}
