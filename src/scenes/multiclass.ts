import type { Comparator, Observer, Round } from '../engine/game';
import { Run } from '../engine/run';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import {
  BLOCK,
  MulticlassPerceptron,
  argmaxLabel,
  marginOf,
  multiclassFamily,
} from '../learners/multiclass-perceptron';
import { MulticlassAdversary } from '../streams/multiclass/adversary';
import { MulticlassDiskStream } from '../streams/multiclass/disk';
import { ClassPointStream } from '../streams/multiclass/point-list';
import { gammaCap, makeTarget, type MulticlassTarget } from '../streams/multiclass/target';
import { bestComparator, type BestComparator, type ClassData } from './multiclass-best';
import { hasTarget, type MulticlassConfig } from './multiclass-config';
import { potentialReport, type PotentialReport } from './multiclass-potential';

export type { MulticlassConfig } from './multiclass-config';

export interface MulticlassMeta {
  k: number;
  /** Shown names of the classes 0 … k − 1. */
  names: string[];
  learner: { id: string; name: string };
  /** The unit w* (3k numbers) of the synthetic streams, or null (user clicks, a CSV file). */
  wstar: number[] | null;
  /** The centres w* was built from (2k numbers), or null. */
  centres: number[] | null;
  /** The largest γ every seed honours at this k and R. */
  gammaCap: number;
  columns: ColumnSpec[];
  T: number;
}

/** The best (γ, w) found for the first t rounds (γ = 1 there, by scale invariance). */
export interface MulticlassBest extends Omit<BestComparator, 'w'> {
  t: number;
  w: number[];
  M2: number;
}

/** The engine's answer to `analysis`: the best comparator and the proof's potential, at round t. */
export interface MulticlassAnalysis {
  t: number;
  best: MulticlassBest;
  /** The potential for w* at the configured γ, or for the best w at γ = 1 without a w*. */
  potential: Omit<PotentialReport, 'rounds' | 'phi' | 'caps'> & {
    rounds: number[];
    phi: number[];
    caps: number[];
    comparator: 'target' | 'best';
  };
}

export interface MulticlassExactState {
  t: number;
  weights: number[];
  mistakes: number;
  analysis: MulticlassAnalysis;
}

/**
 * Every round: the data (for the page's best comparator, computed on demand), max ‖x̃‖², and
 * with a w* its running minimum margin, its hinge sum at the configured γ and its mistakes.
 * The data arrays are not checkpointed: a replay writes the same rounds again.
 */
class RoundBook implements Observer<Float64Array, number> {
  x1: Float64Array;
  x2: Float64Array;
  y: Uint8Array;
  R2 = 0;
  margin = Infinity;
  hinge = 0;
  wrong = 0;

  constructor(
    private readonly wstar: Float64Array | null,
    private readonly k: number,
    private readonly gamma: number,
    capacity: number,
  ) {
    this.x1 = new Float64Array(capacity);
    this.x2 = new Float64Array(capacity);
    this.y = new Uint8Array(capacity);
  }

  observe(round: Round<Float64Array, number>, t: number): void {
    const x1 = round.input[0] as number;
    const x2 = round.input[1] as number;
    const y = round.outcome;
    if (t > this.x1.length) this.grow(t);
    this.x1[t - 1] = x1;
    this.x2[t - 1] = x2;
    this.y[t - 1] = y;
    const r2 = 1 + x1 * x1 + x2 * x2;
    if (r2 > this.R2) this.R2 = r2;
    if (this.wstar) {
      const m = marginOf(this.wstar, this.k, x1, x2, y);
      if (m < this.margin) this.margin = m;
      if (m < this.gamma) this.hinge += 1 - m / this.gamma;
      if (m <= 0) this.wrong += 1;
    }
  }

  loss(): number {
    return this.wrong;
  }

  data(n: number): ClassData {
    return { x1: this.x1, x2: this.x2, y: this.y, n: Math.min(n, this.x1.length), k: this.k };
  }

  private grow(need: number): void {
    const cap = Math.max(need, 2 * this.x1.length, 1024);
    const g1 = new Float64Array(cap);
    g1.set(this.x1);
    const g2 = new Float64Array(cap);
    g2.set(this.x2);
    const gy = new Uint8Array(cap);
    gy.set(this.y);
    this.x1 = g1;
    this.x2 = g2;
    this.y = gy;
  }

  save(): unknown {
    return [this.R2, this.margin, this.hinge, this.wrong];
  }

  load(state: unknown): void {
    [this.R2, this.margin, this.hinge, this.wrong] = state as [number, number, number, number];
  }
}

/** The RoundBook is both; the Run wants a comparator object and observers. */
class BookComparator implements Comparator<Float64Array, number> {
  constructor(private readonly book: RoundBook) {}
  observe(): void {}
  loss(): number {
    return this.book.loss();
  }
  save(): unknown {
    return null;
  }
  load(): void {}
}

function columnsFor(k: number, target: boolean, adversary: boolean): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'x1', type: 'f32' },
    { name: 'x2', type: 'f32' },
    { name: 'y', type: 'i8' },
    { name: 'yhat', type: 'i8' },
    { name: 'mistake', type: 'i8' },
    { name: 'M', type: 'i32' },
    { name: 'R2', type: 'f64' },
  ];
  if (target)
    cols.push(
      { name: 'margin', type: 'f64' },
      { name: 'hinge', type: 'f64' },
      { name: 'comparator', type: 'i32' },
    );
  if (adversary) cols.push({ name: 'forced', type: 'i8' });
  // The weights only draw the regions and arrows: single precision is plenty there, and the
  // proof's numbers come from the engine in double precision.
  for (let i = 0; i < BLOCK * k; i++) cols.push({ name: `w${i}`, type: 'f32' });
  return cols;
}

/**
 * The `multiclass` lesson's engine: Algorithm 2 (the multiclass perceptron) on k classes in the
 * plane, against iid, noisy, adaptive, clicked or file streams.
 */
export class MulticlassScene {
  readonly meta: MulticlassMeta;
  readonly run: Run<Float64Array, number, number>;
  readonly target: MulticlassTarget | null;
  private readonly book: RoundBook;
  private readonly learner: MulticlassPerceptron;
  private readonly adversary: MulticlassAdversary | null;
  private readonly weightColumns: string[];
  /** The previous analysis's minimiser: the next one starts from it (the data barely change). */
  private lastBest: Float64Array | null = null;
  waiting = false;

  constructor(readonly config: MulticlassConfig) {
    const { k, seed, R, gamma } = config;
    this.target = hasTarget(config.stream) ? makeTarget(seed, k, R) : null;
    this.learner = new MulticlassPerceptron(k);
    const target = this.target;
    const stream = !target
      ? new ClassPointStream(config.stream === 'user' ? 'user' : 'csv', config.points)
      : config.stream === 'adversary'
        ? new MulticlassAdversary({ seed, R, gamma, target })
        : new MulticlassDiskStream({
            seed,
            R,
            gamma,
            target,
            noise: config.stream === 'noisy' ? config.noise : 0,
          });
    this.adversary = stream instanceof MulticlassAdversary ? stream : null;
    this.book = new RoundBook(target?.w ?? null, k, gamma, Math.min(config.T, 4096));
    this.run = new Run({
      family: multiclassFamily,
      stream,
      learners: [this.learner],
      comparator: new BookComparator(this.book),
      observers: [this.book],
      checkpointEvery: 2048,
    });
    const names = config.names ?? Array.from({ length: k }, (_, l) => `class ${l + 1}`);
    this.meta = {
      k,
      names,
      learner: { id: this.learner.id, name: this.learner.name },
      wstar: target ? Array.from(target.w) : null,
      centres: target ? Array.from(target.centres) : null,
      gammaCap: gammaCap(k, R),
      columns: columnsFor(k, target !== null, this.adversary !== null),
      T: config.T,
    };
    this.weightColumns = Array.from({ length: BLOCK * k }, (_, i) => `w${i}`);
  }

  get t(): number {
    return this.run.t;
  }

  get done(): boolean {
    return this.run.t >= this.config.T;
  }

  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.config.T - this.run.t));
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string): Column | null => columns[name] ?? null;
    const x1 = col('x1') as Column;
    const x2 = col('x2') as Column;
    const y = col('y') as Column;
    const yhat = col('yhat') as Column;
    const mistake = col('mistake') as Column;
    const M = col('M') as Column;
    const R2 = col('R2') as Column;
    const margin = col('margin');
    const hinge = col('hinge');
    const comparator = col('comparator');
    const forced = col('forced');
    const ws = this.weightColumns.map((name) => columns[name] as Column);
    const d = ws.length;
    const book = this.book;
    const run = this.run;
    const from = run.t;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const res = run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      const input = res.round.input;
      x1[i] = input[0] as number;
      x2[i] = input[1] as number;
      y[i] = res.round.outcome;
      yhat[i] = res.predictions[0] as number;
      mistake[i] = res.losses[0] as number;
      M[i] = run.cumLoss[0] as number;
      R2[i] = book.R2;
      if (margin) margin[i] = book.margin;
      if (hinge) hinge[i] = book.hinge;
      if (comparator) comparator[i] = book.wrong;
      if (forced) forced[i] = this.adversary?.forced ? 1 : 0;
      const w = this.learner.weights();
      for (let j = 0; j < d; j++) (ws[j] as Column)[i] = w[j] as number;
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** The best comparator and the proof's potential over the first t rounds (on demand). */
  analysis(tWanted: number): MulticlassAnalysis {
    const t = Math.min(Math.max(0, Math.floor(tWanted)), this.run.t);
    const data = this.book.data(t);
    let r2 = 0;
    for (let s = 0; s < t; s++) {
      const v = 1 + (data.x1[s] as number) ** 2 + (data.x2[s] as number) ** 2;
      if (v > r2) r2 = v;
    }
    const M2 = 2 * r2;
    const d = BLOCK * data.k;
    const candidates: { w: Float64Array; source: string }[] = [];
    const target = this.target;
    if (target) {
      const g = this.config.gamma;
      candidates.push({ w: target.w.map((v) => v / g), source: 'w*/γ' });
      let obs = Infinity;
      for (let s = 0; s < t; s++)
        obs = Math.min(
          obs,
          marginOf(
            target.w,
            data.k,
            data.x1[s] as number,
            data.x2[s] as number,
            data.y[s] as number,
          ),
        );
      if (obs > 0 && Number.isFinite(obs))
        candidates.push({ w: target.w.map((v) => v / obs), source: 'w*/γ_obs' });
    }
    const found = bestComparator(data, M2, candidates, this.lastBest);
    this.lastBest = found.w;
    const best: MulticlassBest = { ...found, w: Array.from(found.w), t, M2 };
    const [u, gamma] = target ? [target.w, this.config.gamma] : [found.w, 1];
    const p = potentialReport(data, M2, u.length === d ? u : new Float64Array(d), gamma);
    return {
      t,
      best,
      potential: { ...p, comparator: target ? 'target' : 'best' },
    };
  }

  query(name: string, args: unknown): unknown {
    if (name === 'analysis') return this.analysis(Number((args as { t?: unknown })?.t ?? this.t));
    throw new Error(`the multiclass engine answers no '${name}'`);
  }

  stateAt(tWanted: number): MulticlassExactState {
    return this.run.peek(tWanted, (t) => ({
      t,
      weights: Array.from(this.learner.weights()),
      mistakes: this.run.cumLoss[0] as number,
      analysis: this.analysis(t),
    }));
  }
}

/** ŷ for w on a point: re-exported for the page, which colours the regions with it. */
export { argmaxLabel };
