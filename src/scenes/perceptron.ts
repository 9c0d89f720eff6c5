import { classification, type Label } from '../engine/classification';
import type { Comparator, Observer, Round } from '../engine/game';
import { Rng } from '../engine/rng';
import { Run } from '../engine/run';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { dot, normalize, unitFromAngle, type Vec } from '../engine/vec';
import { IncrementalMargin } from '../geometry/margin2d';
import { bestHalfspaceMistakes } from '../geometry/halfspace2d';
import { makeClassifier, type ClassifierId } from '../learners/registry';
import { MarginDiskStream } from '../streams/margin-disk';
import { PerceptronAdversary } from '../streams/perceptron-adversary';
import { PointListStream, type ListedPoint, type PointSource } from '../streams/point-list';

export const perceptronStreams = ['iid', 'noisy', 'adversary', 'user', 'csv'] as const;
export type PerceptronStreamId = (typeof perceptronStreams)[number];

export interface PerceptronConfig {
  lesson: 'perceptron';
  stream: PerceptronStreamId;
  seed: number;
  T: number;
  gamma: number;
  R: number;
  /** Fraction of flipped labels on the `noisy` stream. */
  noise: number;
  learners: ClassifierId[];
  /** The target w*; null on synthetic streams means "drawn from the seed", elsewhere "unknown". */
  wstar: [number, number] | null;
  /** The student's clicks (`user`) or the file's rows (`csv`, as columns). */
  points: PointSource;
}

export interface PerceptronMeta {
  learners: { id: ClassifierId; name: string; initial: [number, number] }[];
  /** The unit target, or null when the stream has none (user clicks, a CSV without `wstar`). */
  wstar: [number, number] | null;
  columns: ColumnSpec[];
  T: number;
}

/** What the engine knows exactly at a round, beyond the trace columns. */
export interface PerceptronExactState {
  t: number;
  weights: number[][];
  mistakes: number[];
  comparatorLoss: number;
}

export function targetFor(config: PerceptronConfig): Vec | null {
  if (config.wstar) return normalize(config.wstar);
  if (config.stream === 'user' || config.stream === 'csv') return null;
  return unitFromAngle(new Rng(config.seed, 3).uniform(0, 2 * Math.PI));
}

/**
 * Running max ‖x‖ and running min y⟨w*, x⟩; without a w*, the best margin through the origin of
 * the data so far instead (the bound then rests on it, and it costs a hull update per round).
 */
class MarginObserver implements Observer<Vec, Label> {
  radius = 0;
  targetMargin = Infinity;
  readonly data: IncrementalMargin | null;
  // w*'s entries as plain numbers, read every round.
  private readonly ws0: number;
  private readonly ws1: number;

  constructor(wstar: Vec | null) {
    this.data = wstar ? null : new IncrementalMargin();
    this.ws0 = wstar?.[0] ?? 0;
    this.ws1 = wstar?.[1] ?? 0;
  }

  // Kept short, like the comparator's: Run.step inlines both, and only a small enough step is in
  // turn inlined into the scene's round loop.
  observe(round: Round<Vec, Label>): void {
    const input = round.input;
    // Every stream of this scene gives points in the plane.
    const x0 = input[0] as number;
    const x1 = input[1] as number;
    const r = Math.sqrt(x0 * x0 + x1 * x1);
    if (r > this.radius) this.radius = r;
    // The hull exactly when there is no w*.
    if (this.data) this.data.add(x0, x1, round.outcome);
    else {
      const m = round.outcome * (this.ws0 * x0 + this.ws1 * x1);
      if (m < this.targetMargin) this.targetMargin = m;
    }
  }

  save(): unknown {
    return [this.radius, this.targetMargin, this.data?.save() ?? null];
  }

  load(state: unknown): void {
    const [r, g, d] = state as [number, number, unknown];
    this.radius = r;
    this.targetMargin = g;
    if (this.data) this.data.load(d);
  }
}

/** The comparator is w* when the stream has one, else the best halfspace through the origin in hindsight. */
class HalfspaceComparator implements Comparator<Vec, Label> {
  /** w*'s mistakes so far: the loss when there is a w*, read by the round loop directly. */
  mistakes = 0;
  private seen: ListedPoint[] = [];
  // w* in the plane as plain numbers: ⟨w*, x⟩ is taken every round, and a call into vec.ts costs
  // more than the product under tsx's CommonJS exports.
  private readonly planar: boolean;
  private readonly ws0: number;
  private readonly ws1: number;

  constructor(private readonly wstar: Vec | null) {
    this.planar = wstar?.length === 2;
    this.ws0 = wstar?.[0] ?? 0;
    this.ws1 = wstar?.[1] ?? 0;
  }

  observe(x: Vec, y: Label): void {
    if (!this.planar) return this.observeOther(x, y);
    if (y * (this.ws0 * (x[0] as number) + this.ws1 * (x[1] as number)) <= 0) this.mistakes += 1;
  }

  /** No w* (keep the point for the best halfspace), or one outside the plane. */
  private observeOther(x: Vec, y: Label): void {
    if (this.wstar) {
      if (y * dot(this.wstar, x) <= 0) this.mistakes += 1;
    } else this.seen.push({ x1: x[0] ?? 0, x2: x[1] ?? 0, y });
  }

  loss(): number {
    return this.wstar ? this.mistakes : bestHalfspaceMistakes(this.seen).mistakes;
  }

  save(): unknown {
    return this.wstar ? this.mistakes : this.seen.length;
  }

  load(state: unknown): void {
    if (this.wstar) this.mistakes = state as number;
    // Without w*, the points come from a fixed list replayed in order; keep the prefix.
    else this.seen.length = Math.min(this.seen.length, state as number);
  }
}

/**
 * The recorded columns. Only what the stream makes meaningful is kept: the data margin without
 * a w*, the target margin and comparator with one, the "forced" flag for the adversary. Running
 * statistics stay in float64: the hypotheses compare them with R and γ to 1e-9.
 */
function columnsFor(learners: number, hasTarget: boolean, adversary: boolean): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'x1', type: 'f32' },
    { name: 'x2', type: 'f32' },
    { name: 'y', type: 'i8' },
    { name: 'R', type: 'f64' },
  ];
  if (hasTarget)
    cols.push({ name: 'gammaTarget', type: 'f64' }, { name: 'comparator', type: 'i32' });
  else
    cols.push(
      { name: 'gammaData', type: 'f64' },
      { name: 'separable', type: 'i8' },
      { name: 'u0', type: 'f64' },
      { name: 'u1', type: 'f64' },
    );
  if (adversary) cols.push({ name: 'forced', type: 'i8' });
  for (let k = 0; k < learners; k++) {
    cols.push(
      { name: `L${k}.mistake`, type: 'i8' },
      { name: `L${k}.M`, type: 'i32' },
      { name: `L${k}.w0`, type: 'f64' },
      { name: `L${k}.w1`, type: 'f64' },
    );
  }
  return cols;
}

// A batch's columns, allocated and resolved by role outside advance: V8 inlines a call only
// while its per-function budget lasts, and these once-a-batch helpers inlined there would use up
// what it needs to take the hot Run.step into the round loop.
function batchColumns(specs: readonly ColumnSpec[], n: number) {
  const columns = allocateColumns(specs, n);
  const col = (name: string): Column | null => columns[name] ?? null;
  return {
    columns,
    x1: col('x1') as Column,
    x2: col('x2') as Column,
    y: col('y') as Column,
    R: col('R') as Column,
    gammaTarget: col('gammaTarget'),
    comparator: col('comparator'),
    gammaData: col('gammaData'),
    separable: col('separable'),
    u0: col('u0'),
    u1: col('u1'),
    forced: col('forced'),
  };
}

/** One array per column kind, each holding one element type, indexed by learner. */
function perLearner(columns: Record<string, Column>, learners: number) {
  const mistakes: Column[] = [];
  const Ms: Column[] = [];
  const w0s: Column[] = [];
  const w1s: Column[] = [];
  for (let k = 0; k < learners; k++) {
    mistakes.push(columns[`L${k}.mistake`] as Column);
    Ms.push(columns[`L${k}.M`] as Column);
    w0s.push(columns[`L${k}.w0`] as Column);
    w1s.push(columns[`L${k}.w1`] as Column);
  }
  return { mistakes, Ms, w0s, w1s };
}

/**
 * The perceptron lesson's engine: builds the run from a configuration and records every round
 * into columns. Runs the same in Node (tests, benchmark) and in the worker.
 */
export class PerceptronScene {
  readonly meta: PerceptronMeta;
  readonly run: Run<Vec, number, Label>;
  private readonly observer: MarginObserver;
  private readonly comparator: HalfspaceComparator;
  private readonly adversary: PerceptronAdversary | null;
  waiting = false;

  constructor(readonly config: PerceptronConfig) {
    const wstar = targetFor(config);
    const learners = config.learners.map((id, k) => makeClassifier(id, 2, config.seed + 101 * k));
    const stream =
      config.stream === 'iid' || config.stream === 'noisy'
        ? new MarginDiskStream({
            seed: config.seed,
            R: config.R,
            gamma: config.gamma,
            wstar: wstar ?? unitFromAngle(0),
            noise: config.stream === 'noisy' ? config.noise : 0,
          })
        : config.stream === 'adversary'
          ? new PerceptronAdversary({
              seed: config.seed,
              R: config.R,
              gamma: config.gamma,
              wstar: wstar ?? unitFromAngle(0),
            })
          : new PointListStream(config.stream, config.points);
    this.adversary = stream instanceof PerceptronAdversary ? stream : null;
    this.observer = new MarginObserver(wstar);
    this.comparator = new HalfspaceComparator(wstar);
    this.run = new Run({
      family: classification,
      stream,
      learners,
      comparator: this.comparator,
      observers: [this.observer],
      checkpointEvery: 2048,
    });
    this.meta = {
      learners: learners.map((l, k) => ({
        id: config.learners[k] as ClassifierId,
        name: l.name,
        initial: [l.initial[0] ?? 0, l.initial[1] ?? 0],
      })),
      wstar: wstar ? [wstar[0] ?? 0, wstar[1] ?? 0] : null,
      columns: columnsFor(learners.length, wstar !== null, this.adversary !== null),
      T: config.T,
    };
  }

  get t(): number {
    return this.run.t;
  }

  get done(): boolean {
    return this.run.t >= this.config.T;
  }

  /** Plays up to `count` rounds (fewer at T, or when the student has not clicked yet). */
  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.config.T - this.run.t));
    const run = this.run;
    const learners = run.parts.learners;
    const L = learners.length;
    const { columns, x1, x2, y, R, gammaTarget, comparator, gammaData, separable, u0, u1, forced } =
      batchColumns(this.meta.columns, n);
    const { mistakes, Ms, w0s, w1s } = perLearner(columns, L);
    // The first learner's columns in locals (a run always has one; step throws otherwise): read
    // through the per-learner arrays, each store costs two more loads and checks, and a lesson
    // mostly plays one learner.
    const first = learners[0] as (typeof learners)[number];
    const mistake0 = mistakes[0] as Column;
    const M0 = Ms[0] as Column;
    const w00 = w0s[0] as Column;
    const w10 = w1s[0] as Column;
    const cumLoss = run.cumLoss;
    const o = this.observer;
    const cmp = this.comparator;
    const data = o.data && gammaData && separable && u0 && u1 ? o.data : null;
    const from = run.t;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const res = run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      const round = res.round;
      const input = round.input;
      x1[i] = input[0] ?? 0;
      x2[i] = input[1] ?? 0;
      y[i] = round.outcome;
      R[i] = o.radius;
      if (gammaTarget) gammaTarget[i] = o.targetMargin;
      // The column exists only with a w*, where the comparator's loss is its mistake count.
      if (comparator) comparator[i] = cmp.mistakes;
      if (data) {
        const d = data.result();
        (gammaData as Column)[i] = d.separable ? d.margin : 0;
        (separable as Column)[i] = d.separable ? 1 : 0;
        (u0 as Column)[i] = d.direction?.[0] ?? 0;
        (u1 as Column)[i] = d.direction?.[1] ?? 0;
      }
      if (forced) forced[i] = this.adversary?.forced ? 1 : 0;
      const losses = res.losses;
      const w = first.weights();
      mistake0[i] = losses[0] ?? 0;
      M0[i] = cumLoss[0] ?? 0;
      w00[i] = w[0] ?? 0;
      w10[i] = w[1] ?? 0;
      for (let k = 1; k < L; k++) {
        const w = (learners[k] as (typeof learners)[number]).weights();
        (mistakes[k] as Column)[i] = losses[k] ?? 0;
        (Ms[k] as Column)[i] = cumLoss[k] ?? 0;
        (w0s[k] as Column)[i] = w[0] ?? 0;
        (w1s[k] as Column)[i] = w[1] ?? 0;
      }
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** Exact weights and losses at round t (replayed from the nearest checkpoint), then back. */
  stateAt(t: number): PerceptronExactState {
    const frontier = this.run.t;
    const target = Math.min(Math.max(0, Math.floor(t)), frontier);
    this.run.seek(target);
    const state: PerceptronExactState = {
      t: this.run.t,
      weights: this.run.parts.learners.map((l) => Array.from(l.weights())),
      mistakes: Array.from(this.run.cumLoss),
      comparatorLoss: this.run.comparatorLoss,
    };
    this.run.seek(frontier);
    return state;
  }
}
