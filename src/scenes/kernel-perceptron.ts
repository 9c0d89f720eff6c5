import { classification, type Label } from '../engine/classification';
import type { Stream } from '../engine/game';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import type { Vec } from '../engine/vec';
import { featureNorm, targetCodes } from '../kernels/feature-norm';
import { gramCheck, type GramCheck } from '../kernels/gram';
import { provenKernel, type KernelSpec } from '../kernels/kernel';
import { targetValue, type Target } from '../kernels/target';
import { KernelPerceptron } from '../learners/kernel-perceptron';
import { TargetStream } from '../streams/kernel/target-stream';
import type { KernelShape } from '../streams/kernel/targets';
import { PointListStream, type PointSource } from '../streams/point-list';
import { ScoreGrid, scoreMap, type ScoreMap } from './kernel-perceptron-grid';

export const kernelStreams = ['circles', 'xor', 'moons', 'spiral', 'user', 'csv'] as const;
export type KernelStreamId = (typeof kernelStreams)[number];

export interface KernelPerceptronConfig {
  lesson: 'kernel-perceptron';
  stream: KernelStreamId;
  seed: number;
  T: number;
  kernel: KernelSpec;
  /** The synthetic streams' relative margin: |g(x)| ≥ γ·max|g| for every point kept. */
  gamma: number;
  R: number;
  /** The student's clicks (`user`) or the file's rows (`csv`). */
  points: PointSource;
}

export interface KernelPerceptronMeta {
  columns: ColumnSpec[];
  T: number;
  kernel: KernelSpec;
  /** The stream's target g (null for user and csv), and its norm ‖u‖ in K's feature space. */
  target: Target | null;
  uNorm: number | null;
  /** 0 when the target is in the feature space, else the reason's code (feature-norm.ts). */
  targetCode: number;
  isKernel: boolean;
  /** max |g| over the disk: the synthetic streams' γ is relative to it. */
  targetScale: number | null;
}

export interface KernelPerceptronExactState {
  t: number;
  supportSize: number;
}

/** The support set's points the Gram check looks at: the most recent ones. */
export const GRAM_CAP = 200;
/** The largest score grid served (n × n cells). */
export const MAX_GRID_SIDE = 128;

export interface ScoreAnswer {
  t: number;
  n: number;
  extent: number;
  supportSize: number;
  values: Float64Array;
  map: ScoreMap;
}

export interface GramAnswer extends GramCheck {
  t: number;
  supportSize: number;
  cap: number;
}

function columnsFor(hasTarget: boolean): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'x1', type: 'f32' },
    { name: 'x2', type: 'f32' },
    { name: 'y', type: 'i8' },
    { name: 'L0.mistake', type: 'i8' },
    { name: 'L0.M', type: 'i32' },
    { name: 'R2', type: 'f64' },
    { name: 'wNormSq', type: 'f64' },
  ];
  // min_s y_s g(x_s), and Σ_{i∈S} y_i g(x_i) = ⟨u, w_t⟩, when the stream has a target.
  if (hasTarget) cols.push({ name: 'gMin', type: 'f64' }, { name: 'gSum', type: 'f64' });
  return cols;
}

/**
 * The kernel-perceptron lesson's engine: the dual perceptron on a stream built from a target g
 * (or the student's points, or a file), every round recorded into columns. The learner's state
 * is its support set, which only grows: the state at any earlier round is a prefix of it, so no
 * checkpoint or replay is needed.
 */
export class KernelPerceptronScene {
  readonly meta: KernelPerceptronMeta;
  readonly learner: KernelPerceptron;
  private readonly stream: Stream<Vec, Label>;
  /** The round of each support point's mistake, in order (to find |S_t| for any t). */
  private mistakeRounds = new Int32Array(256);
  private readonly grid: ScoreGrid;
  private round = 0;
  // −∞ until the first point: a kernel that is not one can give K(x, x) < 0, and R² says so.
  private R2 = -Infinity;
  private gMin = Infinity;
  private gSum = 0;
  waiting = false;

  constructor(readonly config: KernelPerceptronConfig) {
    this.learner = new KernelPerceptron(config.kernel);
    let target: Target | null = null;
    let scale: number | null = null;
    if (config.stream === 'user' || config.stream === 'csv') {
      this.stream = new PointListStream(config.stream, config.points);
    } else {
      const s = new TargetStream({
        shape: config.stream as KernelShape,
        seed: config.seed,
        R: config.R,
        gamma: config.gamma,
      });
      target = s.target;
      scale = s.scale;
      this.stream = s;
    }
    const norm = featureNorm(target, config.kernel);
    this.meta = {
      columns: columnsFor(target !== null),
      T: config.T,
      kernel: config.kernel,
      target,
      uNorm: norm.applies ? norm.norm : null,
      targetCode: norm.applies ? targetCodes.ok : norm.code,
      isKernel: provenKernel(config.kernel),
      targetScale: scale,
    };
    this.grid = new ScoreGrid(this.learner.support, this.learner.K);
  }

  get t(): number {
    return this.round;
  }

  get done(): boolean {
    return this.round >= this.config.T;
  }

  /** Plays up to `count` rounds (fewer at T, or when the student has not clicked yet). */
  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.config.T - this.round));
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string) => columns[name] as Column;
    const x1 = col('x1');
    const x2 = col('x2');
    const y = col('y');
    const mistake = col('L0.mistake');
    const M = col('L0.M');
    const R2 = col('R2');
    const wNormSq = col('wNormSq');
    const gMinCol = columns['gMin'] ?? null;
    const gSumCol = columns['gSum'] ?? null;
    const target = this.meta.target;
    const learner = this.learner;
    const K = learner.K;
    const from = this.round;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const r = this.stream.next(this.round + 1, learner);
      if (!r) {
        this.waiting = true;
        break;
      }
      this.round++;
      const x = r.input;
      const a = x[0] as number;
      const b = x[1] as number;
      const label = r.outcome;
      const score = learner.predict(x);
      const loss = classification.loss(x, score, label);
      learner.update(x, score, label);
      const kxx = K(a, b, a, b);
      if (kxx > this.R2) this.R2 = kxx;
      if (target) {
        const yg = label * targetValue(target, a, b);
        if (yg < this.gMin) this.gMin = yg;
        if (loss) this.gSum += yg;
      }
      if (loss) this.recordMistake(this.round);
      x1[i] = a;
      x2[i] = b;
      y[i] = label;
      mistake[i] = loss;
      M[i] = learner.support.size;
      R2[i] = this.R2;
      wNormSq[i] = learner.wNormSq;
      if (gMinCol) gMinCol[i] = this.gMin;
      if (gSumCol) gSumCol[i] = this.gSum;
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  private recordMistake(t: number): void {
    const k = this.learner.support.size - 1;
    if (k >= this.mistakeRounds.length) {
      const grown = new Int32Array(2 * this.mistakeRounds.length);
      grown.set(this.mistakeRounds);
      this.mistakeRounds = grown;
    }
    this.mistakeRounds[k] = t;
  }

  /** |S_t|: how many mistakes happened at rounds ≤ t (binary search over their rounds). */
  supportAt(t: number): number {
    let lo = 0;
    let hi = this.learner.support.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.mistakeRounds[mid] as number) <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  stateAt(t: number): KernelPerceptronExactState {
    const at = Math.min(Math.max(0, Math.floor(Number.isFinite(t) ? t : 0)), this.round);
    return { t: at, supportSize: this.supportAt(at) };
  }

  /** f_t on an n×n grid over [−extent, extent]², with its map of tints and boundary. */
  scoreAt(t: number, extent: number, n: number): ScoreAnswer {
    const at = this.stateAt(t);
    const side = Math.max(2, Math.min(MAX_GRID_SIDE, Math.floor(n)));
    const values = this.grid.at(at.supportSize, extent, side);
    return {
      t: at.t,
      n: side,
      extent,
      supportSize: at.supportSize,
      values,
      map: scoreMap(values, side),
    };
  }

  /** Symmetry and the smallest eigenvalue of the Gram matrix of S_t's most recent GRAM_CAP points. */
  gramAt(t: number): GramAnswer {
    const at = this.stateAt(t);
    const s = this.learner.support;
    const m = Math.min(GRAM_CAP, at.supportSize);
    const start = at.supportSize - m;
    const check = gramCheck(
      this.learner.K,
      s.x0.subarray(start, start + m),
      s.x1.subarray(start, start + m),
      m,
    );
    return { ...check, t: at.t, supportSize: at.supportSize, cap: GRAM_CAP };
  }

  /**
   * `score`, {t, extent, n}: the score grid and its map at round t; `gram`, {t}: the Gram check
   * on the support set at round t. Both run in the worker; the page only draws.
   */
  query(name: string, args: unknown): unknown {
    const a = (args ?? {}) as Record<string, unknown>;
    const t = typeof a['t'] === 'number' ? a['t'] : this.round;
    if (name === 'gram') return this.gramAt(t);
    if (name === 'score') {
      const extent = a['extent'];
      const n = a['n'];
      if (
        typeof extent !== 'number' ||
        typeof n !== 'number' ||
        !Number.isInteger(n) ||
        n < 2 ||
        n > MAX_GRID_SIDE ||
        !(extent > 0 && extent < Infinity)
      )
        throw new Error(`score wants an extent > 0 and n in 2…${MAX_GRID_SIDE}`);
      return this.scoreAt(t, extent, n);
    }
    throw new Error(`this lesson's engine answers no '${name}'`);
  }
}
