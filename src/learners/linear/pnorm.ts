import { lossSlope, type LinearLoss, type LinearPrediction } from '../../engine/linear-game';
import type { LinearLearner } from './linear-learner';

interface PnormState {
  theta: Float64Array;
  w: Float64Array;
  /** ‖θ‖_p, which equals ‖w‖_q. */
  norm: number;
}

/** p = 2 ln n (at least 2): the p-norm algorithm's choice that makes its bound grow like ln n. */
export const pnormExponent = (n: number): number => Math.max(2, 2 * Math.log(n));

/**
 * The p-norm algorithm (the notes' §4; Grove, Littlestone and Schuurmans; Gentile): mirror
 * descent with F(w) = ½‖w‖_q², 1/p + 1/q = 1. The dual vector θ = ∇F(w) takes the additive step
 * θ ← θ − ηℓ'x, and w = ∇F*(θ): w_i = sign(θ_i)|θ_i|^{p−1}/‖θ‖_p^{p−2}. Then θ·w = ‖θ‖_p² =
 * ‖w‖_q², so B(u, w) = ½‖u‖_q² + ½‖θ‖_p² − θ·u and a step moves ½‖θ'‖² − ½‖θ‖² + ηℓ'ŷ.
 */
export class PNorm implements LinearLearner {
  readonly id = 'pnorm';
  readonly name = 'p-norm';
  readonly classifier = false;
  readonly p: number;
  readonly q: number;
  lastYhat = 0;
  lastSlope = 0;
  lastStep = 0;
  private s: PnormState;
  private readonly prediction: LinearPrediction = { yhat: 0, classifier: false };

  constructor(
    n: number,
    readonly eta: number,
    private readonly loss: LinearLoss,
  ) {
    this.p = pnormExponent(n);
    this.q = this.p / (this.p - 1);
    this.s = { theta: new Float64Array(n), w: new Float64Array(n), norm: 0 };
  }

  predict(x: Float64Array): LinearPrediction {
    const w = this.s.w;
    let s = 0;
    for (let i = 0; i < w.length; i++) s += (w[i] as number) * (x[i] as number);
    this.prediction.yhat = s;
    return this.prediction;
  }

  update(x: Float64Array, pr: LinearPrediction, y: number): void {
    this.lastYhat = pr.yhat;
    const g = lossSlope(this.loss, y, pr.yhat);
    this.lastSlope = g;
    if (g === 0) {
      this.lastStep = 0;
      return;
    }
    const { theta, w } = this.s;
    const p = this.p;
    const k = this.eta * g;
    let max = 0;
    for (let i = 0; i < theta.length; i++) {
      const v = (theta[i] as number) - k * (x[i] as number);
      theta[i] = v;
      if (Math.abs(v) > max) max = Math.abs(v);
    }
    // ‖θ‖_p scaled by its largest entry: |θ_i|^p underflows or overflows for p ≈ 18 otherwise.
    let sum = 0;
    if (max > 0)
      for (let i = 0; i < theta.length; i++) sum += (Math.abs(theta[i] as number) / max) ** p;
    const norm = max > 0 ? max * sum ** (1 / p) : 0;
    for (let i = 0; i < theta.length; i++) {
      const t = theta[i] as number;
      // w_i = sign(θ_i)·‖θ‖·(|θ_i|/‖θ‖)^{p−1}, in ratios that stay in range.
      w[i] = norm > 0 ? Math.sign(t) * norm * (Math.abs(t) / norm) ** (p - 1) : 0;
    }
    const before = this.s.norm;
    this.s.norm = norm;
    this.lastStep = Math.max(0, 0.5 * norm * norm - 0.5 * before * before + k * pr.yhat);
  }

  divergenceTo(u: Float64Array): number {
    const { theta, norm } = this.s;
    let uq = 0;
    let tu = 0;
    let max = 0;
    for (let i = 0; i < u.length; i++) max = Math.max(max, Math.abs(u[i] as number));
    for (let i = 0; i < u.length; i++) {
      const ui = u[i] as number;
      if (max > 0) uq += (Math.abs(ui) / max) ** this.q;
      tu += (theta[i] as number) * ui;
    }
    const normU = max > 0 ? max * uq ** (1 / this.q) : 0;
    return Math.max(0, 0.5 * normU * normU + 0.5 * norm * norm - tu);
  }

  facts(): [number, number] {
    return [0, 0];
  }

  weights(): Float64Array {
    return this.s.w;
  }
  save(): PnormState {
    return { theta: this.s.theta.slice(), w: this.s.w.slice(), norm: this.s.norm };
  }
  load(state: unknown): void {
    const s = state as PnormState;
    this.s = { theta: s.theta.slice(), w: s.w.slice(), norm: s.norm };
  }
}
