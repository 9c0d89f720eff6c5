import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../../engine/experts';
import type { Learner } from '../../engine/game';

/** What every experts learner offers beyond the game's Learner: the quantities the theorems use. */
export interface ExpertLearner extends Learner<ExpertsInput, ExpertsPrediction, ExpertsOutcome> {
  readonly deterministic: boolean;
  readonly d: number;
  /** ln W_t: the log of the total unnormalized weight, with w_i(0) = 1 (so ln d at t = 0). */
  logPotential(): number;
  /**
   * The expert with the largest weight, lowest index on exact ties. Two experts with equal losses
   * reached in a different order can differ in the last bit of their weights, so prefer `best`
   * (exact on 0/1 losses) when asking which expert leads.
   */
  top(): number;
}

export interface LogWeightsState {
  logw: Float64Array;
  offset: number;
  n: number;
  /** The linear cache, saved only between rebases (at a rebase it follows from logw exactly). */
  u: Float64Array | null;
}

/**
 * Updates between two rebases. The scenes checkpoint every 1024 rounds too, so a checkpoint
 * always falls on a rebase and needs only logw.
 */
export const REBASE_EVERY = 1024;
/** Below this largest cached weight (≈ 2⁻²⁰⁰), the cache is rebuilt from the logs. */
const TINY = 1e-60;

/**
 * Whether every loss is 0 or 1, as labelled streams promise; checked rather than trusted, since a
 * fractional loss would index the factor tables out of range. Branch-free: |l(1 − l)| is 0 exactly
 * at 0 and 1.
 */
function isBinary(losses: Float64Array): boolean {
  let s = 0;
  for (let i = 0; i < losses.length; i++) {
    const l = losses[i] as number;
    s += Math.abs(l * (1 - l));
  }
  return s === 0;
}

/**
 * Weights kept in the log domain: ln w_i = logw[i] + offset, exact for η up to 10³ over 10⁶
 * rounds (ln W down to −10⁹), with an eliminated expert at −Infinity.
 *
 * A stable log-sum-exp every round would cost d calls to exp, the bulk of a round. So the learner
 * also keeps a linear cache u_i = exp(logw_i) and updates it by the same multiplicative factor
 * (e^{−η}, 1 − ε, ½ or 0: precomputed for 0/1 losses), normalizing p = u/Σu. Every factor is ≤ 1,
 * so u never overflows. The cache is rebuilt from the logs (the log-sum-exp: shift the largest
 * logw to 0, exponentiate) every REBASE_EVERY updates, which bounds rounding drift, and whenever
 * the largest u falls below 2⁻²⁰⁰, which bounds underflow: an expert whose u underflowed to 0 has
 * logw below the maximum by more than 708 − 139 = 569 until the next rebuild, so its true p is
 * below e⁻⁵⁶⁹ and it is recovered exactly, from its log, as soon as the others fall to its level.
 */
export abstract class LogWeightsLearner implements ExpertLearner {
  abstract readonly id: string;
  abstract readonly name: string;
  abstract readonly deterministic: boolean;

  protected readonly logw: Float64Array;
  protected readonly u: Float64Array;
  private offset = 0;
  private n = 0;
  private sum: number;
  private topIndex = 0;
  // Double-buffered: the distribution a prediction carries stays what was played while update
  // writes the next one, so a StepResult is valid until the next step without copying d numbers.
  private p: Float64Array;
  private q: Float64Array;
  private readonly prediction: ExpertsPrediction;

  constructor(readonly d: number) {
    if (!Number.isInteger(d) || d < 1) throw new Error(`need at least one expert, got d = ${d}`);
    this.logw = new Float64Array(d);
    this.u = new Float64Array(d);
    this.p = new Float64Array(d);
    this.q = new Float64Array(d);
    this.sum = d;
    this.prediction = { p: this.p, label: 0, deterministic: false };
    // `shape` and `label` may only read base fields: a subclass's own are not initialized yet.
    this.rebase();
    this.normalize();
  }

  predict(input: ExpertsInput): ExpertsPrediction {
    const pr = this.prediction;
    pr.p = this.p;
    pr.deterministic = this.deterministic;
    pr.label = this.deterministic ? this.label(input.advice) : 0;
    return pr;
  }

  update(
    _input: ExpertsInput,
    _prediction: ExpertsPrediction,
    outcome: ExpertsOutcome,
    _loss: number,
  ): void {
    this.applyLosses(outcome.losses, outcome.label !== 0 && isBinary(outcome.losses));
    this.n += 1;
    if (this.n % REBASE_EVERY === 0) this.rebase();
    this.normalize();
  }

  weights(): Float64Array {
    return this.p;
  }

  logPotential(): number {
    return this.offset + Math.log(this.sum);
  }

  top(): number {
    return this.topIndex;
  }

  save(): LogWeightsState {
    return {
      logw: this.logw.slice(),
      offset: this.offset,
      n: this.n,
      u: this.n % REBASE_EVERY === 0 ? null : this.u.slice(),
    };
  }

  load(state: unknown): void {
    const s = state as LogWeightsState;
    this.logw.set(s.logw);
    this.offset = s.offset;
    this.n = s.n;
    // At a rebase logw was left with its maximum exactly 0, so rebasing again reproduces u, and
    // with it p, the potential and the top expert, bit for bit: a seek lands on the run's numbers.
    if (s.u) this.u.set(s.u);
    else this.rebase();
    this.normalize();
  }

  /** The label a deterministic learner plays on this advice (unused by randomized learners). */
  protected label(_advice: Int8Array | null): 1 | -1 | 0 {
    return 0;
  }

  /**
   * Applies the round's losses to both representations: adds ln of each expert's factor to
   * logw[i] and multiplies u[i] by the factor. `binary`: every loss is 0 or 1, so the factor can
   * be a table lookup rather than a branch that random advice would make mispredict half the time.
   */
  protected abstract applyLosses(losses: Float64Array, binary: boolean): void;

  /**
   * Overrides the played distribution after normalization (Consistent plays one expert). `top` is
   * the first expert of largest weight.
   */
  protected shape(_p: Float64Array, _top: number): void {}

  /** Back to w_i = 1 for every expert (the elimination learners, once no expert is left). */
  protected resetWeights(): void {
    this.logw.fill(0);
    this.u.fill(1);
    this.offset = 0;
  }

  /** The stable log-sum-exp: shift the largest log weight to 0, then exponentiate. */
  private rebase(): void {
    const w = this.logw;
    const u = this.u;
    let m = -Infinity;
    for (let i = 0; i < w.length; i++) if ((w[i] as number) > m) m = w[i] as number;
    // Only the elimination learners can lose every expert, and they reset before getting here.
    if (!(m > -Infinity)) {
      this.resetWeights();
      return;
    }
    for (let i = 0; i < w.length; i++) {
      const v = (w[i] as number) - m;
      w[i] = v;
      u[i] = Math.exp(v);
    }
    this.offset += m;
  }

  private normalize(): void {
    const u = this.u;
    const n = u.length;
    let s = 0;
    let max = -1;
    let top = 0;
    for (let i = 0; i < n; i++) {
      const v = u[i] as number;
      s += v;
      if (v > max) {
        max = v;
        top = i;
      }
    }
    if (!(max >= TINY)) {
      this.rebase();
      s = 0;
      max = -1;
      for (let i = 0; i < n; i++) {
        const v = u[i] as number;
        s += v;
        if (v > max) {
          max = v;
          top = i;
        }
      }
    }
    // s ≥ max ≥ 2⁻²⁰⁰ here (after a rebase, max = 1).
    const q = this.q;
    const inv = 1 / s;
    for (let i = 0; i < n; i++) q[i] = (u[i] as number) * inv;
    this.shape(q, top);
    this.sum = s;
    this.topIndex = top;
    this.q = this.p;
    this.p = q;
  }
}
