import { Rng, type RngState } from '../engine/rng';
import { GibbsHedge, type GibbsStats } from '../learners/continuous/gibbs';
import type { Grid } from '../learners/continuous/grid';
import type { LossStream } from '../streams/continuous/loss-stream';

/** One round of Algorithm 4, as the trace records it. */
export interface RoundRecord {
  /** E_{p_{t−1}} ℓ_t (the theorem's loss) and ℓ_t(w_{t−1}) at the drawn cell. */
  expLoss: number;
  sampleLoss: number;
  sample: number;
  /** Z_{t−1} − Z_t and the Hoeffding slack −ηE ℓ_t + η²M²/8 − (Z_{t−1} − Z_t). */
  step: number;
  slack: number;
  /** sup ℓ_t − inf ℓ_t. */
  range: number;
  stats: GibbsStats;
}

interface Snapshot {
  t: number;
  L: Float64Array;
  stream: unknown;
  rng: RngState;
  cumExp: number;
  minSlack: number;
  rangeMax: number;
  breakRound: number;
}

/**
 * Everything a run of Algorithm 4 holds at round t: the learner's cumulative losses, the stream's
 * and the sampler's generators, the running sums. Two of these exist per scene: the run itself,
 * and a cursor that replays from checkpoints to answer for an earlier round.
 */
export class HedgeState {
  t = 0;
  cumExp = 0;
  minSlack = Infinity;
  rangeMax = 0;
  /** The first round whose loss had sup − inf > M (0: none yet). */
  breakRound = 0;
  /** The cell drawn in the last round played (w_{t−1} ~ p_{t−1}); −1 when unknown. */
  lastSample = -1;
  /** ℓ_t of the last round played (zeros before the first). */
  readonly loss: Float64Array;
  readonly learner: GibbsHedge;
  private readonly rng: Rng;

  constructor(
    readonly grid: Grid,
    lp0: Float64Array,
    readonly eta: number,
    readonly M: number,
    private readonly stream: LossStream,
    seed: number,
  ) {
    this.learner = new GibbsHedge(grid, lp0, eta);
    this.loss = new Float64Array(grid.N);
    this.rng = new Rng(seed, 46);
  }

  /** Plays round t + 1; null when the stream has no loss to give. */
  play(): RoundRecord | null {
    const { learner, loss, eta, M } = this;
    // w_{t−1} ~ p_{t−1} is drawn before ℓ_t is revealed; an adaptive stream sees p_{t−1} only.
    const sample = learner.sample(this.rng.next());
    if (!this.stream.next(this.t + 1, learner.p, loss)) return null;
    this.t++;
    this.lastSample = sample;
    const expLoss = learner.expected(loss);
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < loss.length; i++) {
      const v = loss[i] as number;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    const range = hi - lo;
    const step = learner.update(loss);
    const slack = -eta * expLoss + (eta * eta * M * M) / 8 - step;
    this.cumExp += expLoss;
    if (slack < this.minSlack) this.minSlack = slack;
    if (range > this.rangeMax) this.rangeMax = range;
    if (range > M && this.breakRound === 0) this.breakRound = this.t;
    return {
      expLoss,
      sampleLoss: loss[sample] as number,
      sample,
      step,
      slack,
      range,
      stats: learner.stats(),
    };
  }

  save(): Snapshot {
    return {
      t: this.t,
      L: this.learner.save(),
      stream: this.stream.save(),
      rng: this.rng.save(),
      cumExp: this.cumExp,
      minSlack: this.minSlack,
      rangeMax: this.rangeMax,
      breakRound: this.breakRound,
    };
  }

  load(s: Snapshot): void {
    this.t = s.t;
    this.learner.load(s.L);
    this.stream.load(s.stream);
    this.rng.load(s.rng);
    this.cumExp = s.cumExp;
    this.minSlack = s.minSlack;
    this.rangeMax = s.rangeMax;
    this.breakRound = s.breakRound;
    this.loss.fill(0);
    this.lastSample = -1;
  }
}

export type HedgeSnapshot = Snapshot;
