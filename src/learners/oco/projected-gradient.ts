import { lossGradient, type OcoConstants, type OcoLoss } from '../../engine/oco';
import type { OcoLearner } from './learner';

/**
 * Online gradient descent onto the disc (the notes' Algorithm 3): w̃_t = w_{t−1} − η_t g_t,
 * w_t = Π_Ω(w̃_t), from w₀ = 0. Subclasses fix the step η_t (and, for the perceptron, g_t).
 *
 * The projection is written out rather than called: it runs every round of the lesson's hot loop,
 * and a point that stays in the disc is kept bit for bit (never rescaled by a factor that rounds
 * to 1), so a step the projection does not touch is exactly the unprojected one.
 */
export abstract class ProjectedGradient implements OcoLearner {
  abstract readonly id: string;
  abstract readonly name: string;
  readonly tilde = new Float64Array(2);
  gobs = 0;
  aux = 0;
  sumG2 = 0;
  /** Rounds played. */
  protected t = 0;
  protected w = new Float64Array(2);
  protected readonly g = new Float64Array(2);
  protected readonly B: number;

  constructor(
    protected readonly c: OcoConstants,
    /** The base step η (unused by the schedules that do not need it). */
    protected readonly eta: number,
  ) {
    this.B = c.B;
  }

  /** η_t for the t-th update (t ≥ 1). */
  protected abstract rate(t: number): number;

  /** g_t at the point played; the default is the loss's (sub)gradient. */
  protected gradient(f: OcoLoss, w0: number, w1: number): void {
    lossGradient(f, w0, w1, this.c, this.g);
  }

  /** Bookkeeping of the subclass's theorem, after the step. */
  protected record(_t: number, _loss: number): void {}

  predict(): Float64Array {
    return this.w;
  }

  update(_input: null, _w: Float64Array, f: OcoLoss, loss: number): void {
    const t = this.t + 1;
    this.t = t;
    const w = this.w;
    const w0 = w[0] as number;
    const w1 = w[1] as number;
    this.gradient(f, w0, w1);
    const g = this.g;
    const g0 = g[0] as number;
    const g1 = g[1] as number;
    const gg = g0 * g0 + g1 * g1;
    this.sumG2 += gg;
    const gn = Math.sqrt(gg);
    if (gn > this.gobs) this.gobs = gn;
    const eta = this.rate(t);
    const x0 = w0 - eta * g0;
    const x1 = w1 - eta * g1;
    const tilde = this.tilde;
    tilde[0] = x0;
    tilde[1] = x1;
    const n2 = x0 * x0 + x1 * x1;
    const B = this.B;
    // A null step keeps w: it is already a projection, even if rounding put it a hair outside.
    if (n2 <= B * B || (x0 === w0 && x1 === w1)) {
      w[0] = x0;
      w[1] = x1;
    } else if (n2 < Infinity) {
      const s = B / Math.sqrt(n2);
      w[0] = x0 * s;
      w[1] = x1 * s;
    } else this.projectFar(x0, x1);
    this.record(t, loss);
  }

  /** The step overflowed: keep its direction, through the careful projection. */
  private projectFar(x0: number, x1: number): void {
    const m = Math.max(Math.abs(x0), Math.abs(x1));
    const d0 = Number.isFinite(m) ? x0 / m : Number.isFinite(x0) ? 0 : Math.sign(x0);
    const d1 = Number.isFinite(m) ? x1 / m : Number.isFinite(x1) ? 0 : Math.sign(x1);
    const n = Math.sqrt(d0 * d0 + d1 * d1);
    this.w[0] = n > 0 ? (d0 / n) * this.B : 0;
    this.w[1] = n > 0 ? (d1 / n) * this.B : 0;
  }

  weights(): Float64Array {
    return this.w;
  }

  save(): number[] {
    const { w, tilde } = this;
    return [
      this.t,
      w[0] as number,
      w[1] as number,
      tilde[0] as number,
      tilde[1] as number,
      this.gobs,
      this.aux,
      this.sumG2,
    ];
  }

  load(state: unknown): void {
    const s = state as number[];
    this.t = s[0] ?? 0;
    this.w[0] = s[1] ?? 0;
    this.w[1] = s[2] ?? 0;
    this.tilde[0] = s[3] ?? 0;
    this.tilde[1] = s[4] ?? 0;
    this.gobs = s[5] ?? 0;
    this.aux = s[6] ?? 0;
    this.sumG2 = s[7] ?? 0;
  }
}
