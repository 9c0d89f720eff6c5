import {
  lossModel,
  type OcoConstants,
  type OcoLoss,
  type OcoLossKind,
  type OcoLossModel,
} from '../../engine/oco';
import { LEARNER_STATE, type OcoLearner } from './learner';

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
  /**
   * Every float of the state in one typed array — w, w̃, then max ‖g‖, the theorem's own sum and
   * Σ‖g‖² — rather than in object fields, where each double is a separate heap box: the round loop
   * reads and writes them every round.
   */
  protected readonly s = new Float64Array(LEARNER_STATE.size);
  readonly state = this.s;
  protected readonly w = this.s.subarray(0, 2);
  readonly tilde = this.s.subarray(2, 4);
  /** Rounds played. */
  protected t = 0;
  protected readonly g = new Float64Array(2);
  protected readonly B: number;
  protected readonly model: OcoLossModel;

  constructor(
    protected readonly c: OcoConstants,
    /** The base step η (unused by the schedules that do not need it). */
    protected readonly eta: number,
    kind: OcoLossKind,
  ) {
    this.B = c.B;
    this.model = lossModel(kind, c);
  }

  get gobs(): number {
    return this.s[4] as number;
  }

  get aux(): number {
    return this.s[5] as number;
  }

  get sumG2(): number {
    return this.s[6] as number;
  }

  /** η_t for the t-th update (t ≥ 1). */
  protected abstract rate(t: number): number;

  /** g_t at the point played; the default is the loss's (sub)gradient. */
  protected gradient(f: OcoLoss, w0: number, w1: number): void {
    this.model.gradient(f, w0, w1, this.g);
  }

  /** Bookkeeping of the subclass's theorem (into s[5]), after the step. */
  protected record(_t: number, _loss: number): void {}

  predict(): Float64Array {
    return this.w;
  }

  update(_input: null, _w: Float64Array, f: OcoLoss, loss: number): void {
    const t = this.t + 1;
    this.t = t;
    const s = this.s;
    const w0 = s[0] as number;
    const w1 = s[1] as number;
    this.gradient(f, w0, w1);
    const g = this.g;
    const g0 = g[0] as number;
    const g1 = g[1] as number;
    const gg = g0 * g0 + g1 * g1;
    s[6] = (s[6] as number) + gg;
    const gn = Math.sqrt(gg);
    if (gn > (s[4] as number)) s[4] = gn;
    const eta = this.rate(t);
    const x0 = w0 - eta * g0;
    const x1 = w1 - eta * g1;
    s[2] = x0;
    s[3] = x1;
    const n2 = x0 * x0 + x1 * x1;
    const B = this.B;
    // A null step keeps w: it is already a projection, even if rounding put it a hair outside.
    if (n2 <= B * B || (x0 === w0 && x1 === w1)) {
      s[0] = x0;
      s[1] = x1;
    } else if (n2 < Infinity) {
      const k = B / Math.sqrt(n2);
      s[0] = x0 * k;
      s[1] = x1 * k;
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
    return [this.t, ...this.s];
  }

  load(state: unknown): void {
    const saved = state as number[];
    this.t = saved[0] ?? 0;
    for (let i = 0; i < this.s.length; i++) this.s[i] = saved[i + 1] ?? 0;
  }
}
