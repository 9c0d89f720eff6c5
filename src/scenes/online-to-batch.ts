import type { Label } from '../engine/classification';
import { Rng } from '../engine/rng';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { unitFromAngle } from '../engine/vec';
import { MarginDiskStream } from '../streams/margin-disk';
import { minimiseOnDisc } from './online-to-batch-comparator';
import {
  lossCeiling,
  lossEvery,
  resolvedEta,
  type OnlineToBatchConfig,
  type OnlineToBatchLearner,
} from './online-to-batch-config';
import { surrogate, surrogateSlope, TestSet, type SurrogateLoss } from './online-to-batch-test-set';

export interface OnlineToBatchMeta {
  learner: OnlineToBatchLearner;
  loss: SurrogateLoss | null;
  /** The unit target (drawn from the seed). */
  wstar: [number, number];
  columns: ColumnSpec[];
  T: number;
  testSize: number;
  /** OGD: η as run, G = R, the loss's ceiling M and Ω's radius B (null for the perceptron). */
  eta: number | null;
  G: number | null;
  M: number | null;
  B: number | null;
  /** OGD's test losses are evaluated every `lossEvery` rounds (1: every round). */
  lossEvery: number;
  /** A few hundred of the held-out points, for the plane. */
  testPoints: { x1: number[]; x2: number[]; y: number[] };
}

/** The iterates at round t: w_t and the average ŵ_t = (1/t)Σ_{s<t} w_s. */
export interface OnlineToBatchExactState {
  t: number;
  w: [number, number];
  average: [number, number];
}

/**
 * Theorem 14.9's comparator is searched again each time t grows by half (about thirty times in
 * 10⁵ rounds); in between, the last one still gives a valid bound (any w of Ω does), only a
 * little less tight. The search runs on the first held-out points (fewer for the logistic loss,
 * whose exp and log cost some thirty hinge losses); its value is then taken on all of them.
 */
const COMPARATOR_GROWTH = 1.5;
const SEARCH_SAMPLE: Record<SurrogateLoss, number> = { hinge: 1000, logistic: 300 };
const DRAWN_TEST_POINTS = 400;

function columnsFor(ogd: boolean): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'x1', type: 'f32' },
    { name: 'x2', type: 'f32' },
    { name: 'y', type: 'i8' },
    // 1(y⟨w_{t−1}, x_t⟩ ≤ 0): the plane marks these.
    { name: 'mistake', type: 'i8' },
    { name: 'M', type: 'i32' },
    { name: 'w0', type: 'f64' },
    { name: 'w1', type: 'f64' },
    { name: 'a0', type: 'f64' },
    { name: 'a1', type: 'f64' },
    { name: 'errRandom', type: 'f64' },
    { name: 'errAverage', type: 'f64' },
    { name: 'errLast', type: 'f64' },
    { name: 'Robs', type: 'f64' },
    { name: 'marginObs', type: 'f64' },
    // w*'s mistakes on the training points (flipped labels): the comparator's loss.
    { name: 'starMistakes', type: 'i32' },
  ];
  if (ogd)
    cols.push(
      { name: 'onlineLoss', type: 'f64' },
      { name: 'lossRandom', type: 'f64' },
      { name: 'lossAverage', type: 'f64' },
      { name: 'lossLast', type: 'f64' },
      { name: 'lossRound', type: 'i32' },
      { name: 'compTest', type: 'f64' },
      { name: 'compTrain', type: 'f64' },
      { name: 'compNormSq', type: 'f64' },
      { name: 'maxLoss', type: 'f64' },
      { name: 'maxGrad', type: 'f64' },
      { name: 'maxNorm', type: 'f64' },
    );
  return cols;
}

/**
 * The online-to-batch lesson's engine: the perceptron or OGD on an iid stream, every iterate
 * kept, and each of three estimators (w_s for s uniform in 0…t−1, the average ŵ_t, the last w_t)
 * scored on a held-out sample of the same distribution after every round.
 */
export class OnlineToBatchScene {
  readonly meta: OnlineToBatchMeta;
  t = 0;
  private readonly stream: MarginDiskStream;
  private readonly test: TestSet;
  private readonly ogd: boolean;
  private readonly loss: SurrogateLoss;
  private readonly eta: number;
  private readonly B: number;
  private readonly every: number;
  private readonly ws0: number;
  private readonly ws1: number;
  /** Every iterate w_0…w_t, the training points, and prefix sums of the iterates. */
  private readonly iw0: Float64Array;
  private readonly iw1: Float64Array;
  private readonly sum0: Float64Array;
  private readonly sum1: Float64Array;
  private readonly px0: Float64Array;
  private readonly px1: Float64Array;
  private readonly py: Int8Array;
  private w0 = 0;
  private w1 = 0;
  private mistakes = 0;
  private errOfCurrent: number;
  private sumErr = 0;
  private Robs = 0;
  private marginObs = Infinity;
  private starMistakes = 0;
  // OGD's bookkeeping.
  private onlineLoss = 0;
  private lossSampled = 0;
  private lossSamples = 0;
  private lossRandom = NaN;
  private lossAverage = NaN;
  private lossLast = NaN;
  private lossRound = 0;
  private comp0 = 0;
  private comp1 = 0;
  private compTest = NaN;
  private compTrain = 0;
  private nextComparator = 1;
  private maxLoss = 0;
  private maxGrad = 0;
  private maxNorm = 0;

  constructor(readonly config: OnlineToBatchConfig) {
    const wstar = unitFromAngle(new Rng(config.seed, 3).uniform(0, 2 * Math.PI));
    const noise = config.stream === 'noisy' ? config.noise : 0;
    const dist = { R: config.R, gamma: config.gamma, wstar, noise };
    this.stream = new MarginDiskStream({ seed: config.seed, ...dist });
    this.test = new TestSet({ seed: config.seed, size: config.testSize, ...dist });
    this.ogd = config.learner === 'ogd';
    this.loss = config.loss;
    this.eta = resolvedEta(config);
    this.B = config.B;
    this.every = lossEvery(config.T, config.testSize, config.loss);
    this.ws0 = wstar[0] ?? 1;
    this.ws1 = wstar[1] ?? 0;
    const T = config.T;
    this.iw0 = new Float64Array(T + 1);
    this.iw1 = new Float64Array(T + 1);
    this.sum0 = new Float64Array(T + 1);
    this.sum1 = new Float64Array(T + 1);
    this.px0 = new Float64Array(T);
    this.px1 = new Float64Array(T);
    this.py = new Int8Array(T);
    this.errOfCurrent = this.test.error(0, 0);
    if (this.ogd) {
      this.lossLast = this.test.loss(this.loss, 0, 0);
      this.lossSampled = this.lossLast;
      this.lossSamples = 1;
    }
    const k = Math.min(DRAWN_TEST_POINTS, this.test.size);
    this.meta = {
      learner: config.learner,
      loss: this.ogd ? config.loss : null,
      wstar: [this.ws0, this.ws1],
      columns: columnsFor(this.ogd),
      T,
      testSize: this.test.size,
      eta: this.ogd ? this.eta : null,
      G: this.ogd ? config.R : null,
      M: this.ogd ? lossCeiling(config.loss, config.B, config.R) : null,
      B: this.ogd ? config.B : null,
      lossEvery: this.ogd ? this.every : 1,
      testPoints: {
        x1: Array.from(this.test.x0.subarray(0, k)),
        x2: Array.from(this.test.x1.subarray(0, k)),
        y: Array.from(this.test.y.subarray(0, k)),
      },
    };
  }

  get done(): boolean {
    return this.t >= this.config.T;
  }

  /** Plays up to `count` rounds. */
  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.config.T - this.t));
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string) => columns[name] as Column;
    const from = this.t;
    for (let i = 0; i < n; i++) {
      this.round();
      col('x1')[i] = this.px0[this.t - 1] as number;
      col('x2')[i] = this.px1[this.t - 1] as number;
      col('y')[i] = this.py[this.t - 1] as number;
      col('mistake')[i] = this.lastMistake;
      col('M')[i] = this.mistakes;
      col('w0')[i] = this.w0;
      col('w1')[i] = this.w1;
      col('a0')[i] = this.avg0;
      col('a1')[i] = this.avg1;
      col('errRandom')[i] = this.sumErr / this.t;
      col('errAverage')[i] = this.errAverage;
      col('errLast')[i] = this.errOfCurrent;
      col('Robs')[i] = this.Robs;
      col('marginObs')[i] = this.marginObs;
      col('starMistakes')[i] = this.starMistakes;
      if (this.ogd) {
        col('onlineLoss')[i] = this.onlineLoss;
        col('lossRandom')[i] = this.lossRandom;
        col('lossAverage')[i] = this.lossAverage;
        col('lossLast')[i] = this.lossLast;
        col('lossRound')[i] = this.lossRound;
        col('compTest')[i] = this.compTest;
        col('compTrain')[i] = this.compTrain;
        col('compNormSq')[i] = this.comp0 * this.comp0 + this.comp1 * this.comp1;
        col('maxLoss')[i] = this.maxLoss;
        col('maxGrad')[i] = this.maxGrad;
        col('maxNorm')[i] = this.maxNorm;
      }
    }
    return { generation, from, count: n, columns, waiting: false, done: this.done };
  }

  private lastMistake = 0;
  private avg0 = 0;
  private avg1 = 0;
  private errAverage = 1;

  /** One round: the point, the learner's loss on it and its update, then every estimator scored. */
  private round(): void {
    const t = this.t + 1;
    const r = this.stream.next();
    const x0 = r.input[0] ?? 0;
    const x1 = r.input[1] ?? 0;
    const y: Label = r.outcome;
    this.px0[t - 1] = x0;
    this.px1[t - 1] = x1;
    this.py[t - 1] = y;
    const norm = Math.hypot(x0, x1);
    if (norm > this.Robs) this.Robs = norm;
    const target = y * (this.ws0 * x0 + this.ws1 * x1);
    if (target < this.marginObs) this.marginObs = target;
    if (target <= 0) this.starMistakes++;

    // w_{t−1} enters the running mean over s = 0…t−1 and the average ŵ_t.
    this.sumErr += this.errOfCurrent;
    this.sum0[t] = (this.sum0[t - 1] as number) + this.w0;
    this.sum1[t] = (this.sum1[t - 1] as number) + this.w1;

    const m = y * (this.w0 * x0 + this.w1 * x1);
    this.lastMistake = m <= 0 ? 1 : 0;
    this.mistakes += this.lastMistake;
    let moved = false;
    if (!this.ogd) {
      if (m <= 0) {
        this.w0 += y * x0;
        this.w1 += y * x1;
        moved = true;
      }
    } else {
      const phi = surrogate(this.loss, m);
      this.onlineLoss += phi;
      if (phi > this.maxLoss) this.maxLoss = phi;
      const c = surrogateSlope(this.loss, m);
      if (c * norm > this.maxGrad) this.maxGrad = c * norm;
      if (c > 0) {
        let v0 = this.w0 + this.eta * c * y * x0;
        let v1 = this.w1 + this.eta * c * y * x1;
        const n2 = v0 * v0 + v1 * v1;
        if (n2 > this.B * this.B) {
          const s = this.B / Math.sqrt(n2);
          v0 *= s;
          v1 *= s;
        }
        moved = v0 !== this.w0 || v1 !== this.w1;
        this.w0 = v0;
        this.w1 = v1;
      }
      const wn = Math.hypot(this.w0, this.w1);
      if (wn > this.maxNorm) this.maxNorm = wn;
    }
    this.t = t;
    this.iw0[t] = this.w0;
    this.iw1[t] = this.w1;
    if (moved) this.errOfCurrent = this.test.error(this.w0, this.w1);
    this.avg0 = (this.sum0[t] as number) / t;
    this.avg1 = (this.sum1[t] as number) / t;
    this.errAverage = this.test.error(this.avg0, this.avg1);
    if (this.ogd) this.scoreLosses(t, x0, x1, y);
  }

  /** OGD: the test losses (every `every` rounds, and at T) and Theorem 14.9's comparator. */
  private scoreLosses(t: number, x0: number, x1: number, y: Label): void {
    if (t % this.every === 0 || t === this.config.T) {
      // The mean over the iterates scored so far, all of w_0…w_{t−1} when every = 1.
      this.lossRandom = this.lossSampled / this.lossSamples;
      this.lossAverage = this.test.loss(this.loss, this.avg0, this.avg1);
      this.lossLast = this.test.loss(this.loss, this.w0, this.w1);
      this.lossSampled += this.lossLast;
      this.lossSamples += 1;
      this.lossRound = t;
    }
    if (t >= this.nextComparator || t === this.config.T) {
      this.findComparator(t);
      this.nextComparator = Math.max(t + 1, Math.ceil(t * COMPARATOR_GROWTH));
    } else this.compTrain += surrogate(this.loss, y * (this.comp0 * x0 + this.comp1 * x1));
  }

  /** A near-minimiser of Ê φ(w) + ‖w‖²/(2ηt) over Ω, its test loss and its training loss so far. */
  private findComparator(t: number): void {
    const { loss, test, eta } = this;
    const scale = 1 / (2 * eta * t);
    const limit = Math.min(SEARCH_SAMPLE[loss], test.size);
    const [c0, c1] = minimiseOnDisc(
      (a, b) => test.loss(loss, a, b, limit) + (a * a + b * b) * scale,
      this.B,
      [this.ws0, this.ws1],
    );
    // The searched sample's best point against the previous one, both scored on every point.
    const full = (a: number, b: number) => test.loss(loss, a, b) + (a * a + b * b) * scale;
    const keep = Number.isFinite(this.compTest) && full(this.comp0, this.comp1) <= full(c0, c1);
    if (!keep) {
      this.comp0 = c0;
      this.comp1 = c1;
      this.compTest = test.loss(loss, c0, c1);
    }
    let s = 0;
    for (let i = 0; i < t; i++)
      s += surrogate(
        loss,
        (this.py[i] as number) *
          (this.comp0 * (this.px0[i] as number) + this.comp1 * (this.px1[i] as number)),
      );
    this.compTrain = s;
  }

  /** The iterates at round t (every one is kept). */
  stateAt(t: number): OnlineToBatchExactState {
    const s = Math.min(Math.max(0, Math.floor(t)), this.t);
    return {
      t: s,
      w: [this.iw0[s] as number, this.iw1[s] as number],
      average: s > 0 ? [(this.sum0[s] as number) / s, (this.sum1[s] as number) / s] : [0, 0],
    };
  }

  /** The test set's error of any w, for a test that checks the incremental bookkeeping. */
  testError(w0: number, w1: number): number {
    return this.test.errorByProducts(w0, w1);
  }

  testLoss(w0: number, w1: number): number {
    return this.test.loss(this.loss, w0, w1);
  }
}
