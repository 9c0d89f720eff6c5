import { bestInHindsight } from '../engine/hindsight-solver';
import { linearGame, type LinearPrediction } from '../engine/linear-game';
import { Run } from '../engine/run';
import { pNorm } from '../engine/vec';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { ExponentiatedGradient } from '../learners/linear/eg';
import { GradientDescent } from '../learners/linear/gd';
import type { LinearLearner } from '../learners/linear/linear-learner';
import { LinearPerceptron } from '../learners/linear/perceptron';
import { PNorm, pnormExponent } from '../learners/linear/pnorm';
import {
  isLinearLearnerId,
  linearLearnerInfo,
  type LinearLearnerId,
} from '../learners/linear/registry';
import { Winnow } from '../learners/linear/winnow';
import { RowsStream } from '../streams/linear/rows';
import { SyntheticStream } from '../streams/linear/synthetic';
import {
  MAX_DIM,
  MIN_DIM,
  SWEEP_DIMS,
  SWEEP_MAX_T,
  type GdEgConfig,
  type Rate,
} from './gd-eg-config';
import { GdEgTracker } from './gd-eg-tracker';

export * from './gd-eg-config';

export interface GdEgLearnerMeta {
  id: LinearLearnerId;
  name: string;
  classifier: boolean;
  /** Where its comparator lives: the ball ‖u‖₂ ≤ U, or the simplex. */
  set: 'ball' | 'simplex';
  eta: number;
  tuned: boolean;
}

export interface GdEgMeta {
  learners: GdEgLearnerMeta[];
  excluded: { id: LinearLearnerId; reason: string }[];
  T: number;
  /** The dimension the learners see (n + 1 on the disjunction: its constant feature). */
  dim: number;
  n: number;
  p: number;
  loss: GdEgConfig['loss'];
  /** Labels ±1 rather than real targets. */
  labels: boolean;
  /** The comparators' support (the target's non-zeros; empty for a file). */
  support: number[];
  /** ‖u‖₂ of the ball comparator, ‖u‖_q for the p-norm, and whether the simplex one is on Δn. */
  U: number;
  uQ: number;
  /** 1: the comparators are the stream's target; 0: the best in hindsight, with the solver's gaps. */
  comparatorIsTarget: boolean;
  gaps: { ball: number; simplex: number };
  /** The simplex comparator: on Δn (to 10⁻⁹), its ‖u‖₁ and smallest entry. */
  simplexOk: boolean;
  simplexL1: number;
  simplexMin: number;
  /** B(u, w₁) per learner (the proof's starting potential). */
  potStart: number[];
  /** Literals of the disjunction (0 elsewhere); whether every label came from it. */
  k: number;
  disjunction: boolean;
  booleanX: boolean;
  /** What the tuned rates assumed of Z (|ℓ'|) before the run. */
  zPrior: number;
  columns: ColumnSpec[];
}

export interface GdEgExactState {
  t: number;
  weights: Float64Array[];
  sweep: SweepPoint[];
}

export interface SweepPoint {
  n: number;
  /** Per learner, in meta order: mistakes for a classifier, regret at T otherwise. */
  values: number[];
}

const clampInt = (v: number, lo: number, hi: number): number =>
  Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : lo;

function columnsFor(learners: number): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'y', type: 'f64' },
    { name: 'R2', type: 'f64' },
    { name: 'Rinf', type: 'f64' },
    { name: 'Rp', type: 'f64' },
    { name: 'gammaU', type: 'f64' },
  ];
  for (let k = 0; k < learners; k++)
    // fa, fb: a classifier's proof facts (LinearLearner.facts).
    for (const c of ['cum', 'lu', 'Z', 'pot', 'step', 'lin', 'fa', 'fb'])
      cols.push({ name: `L${k}.${c}`, type: 'f64' });
  return cols;
}

/**
 * The gd-eg lesson's engine: a stream in dimension n, the learners side by side, and per learner
 * per round its cumulative loss, its comparator's, the largest slope so far (Z) and the proof's
 * three sums: B(u, w_{t+1}), Σ B(w_s, w_{s+1}) and Σ ℓ'_s (w_s − u)·x_s.
 */
export class GdEgScene {
  readonly meta: GdEgMeta;
  readonly run: Run<Float64Array, LinearPrediction, number> | null;
  private readonly learners: LinearLearner[];
  private readonly ball: Float64Array;
  private readonly simplex: Float64Array;
  private readonly sweepPoints: SweepPoint[] = [];
  private readonly tracker: GdEgTracker;
  waiting = false;

  constructor(readonly config: GdEgConfig) {
    const T = Math.max(1, Math.floor(config.T));
    const loss = config.loss;
    const csv = config.stream === 'csv';
    const rows = csv ? config.rows : null;
    const n = csv ? (rows?.n ?? 0) : clampInt(config.n, MIN_DIM, MAX_DIM);
    const synthetic = csv
      ? null
      : new SyntheticStream({
          kind: config.stream as 'sparse' | 'dense' | 'disjunction',
          seed: config.seed,
          n,
          k: clampInt(config.k, 1, n),
          features: config.features,
          noise: Math.max(0, config.noise),
          labels: loss === 'hinge',
        });
    const dim = synthetic ? synthetic.dim : n;
    const labels = synthetic
      ? synthetic.labels
      : !!rows && Array.from(rows.y.subarray(0, rows.rows)).every((y) => y === 1 || y === -1);
    // The comparators: the stream's target, or the best in hindsight over the T rounds played.
    let ball = synthetic?.target ?? new Float64Array(dim);
    let simplex = synthetic?.simplexTarget ?? new Float64Array(dim).fill(dim > 0 ? 1 / dim : 0);
    const gaps = { ball: 0, simplex: 0 };
    if (rows && rows.rows > 0 && dim > 0) {
      const played = playedRows(rows, T);
      const b = bestInHindsight(played, loss, { kind: 'ball', U: config.U }, { budgetMs: 400 });
      const s = bestInHindsight(played, loss, { kind: 'simplex' }, { budgetMs: 400 });
      ball = b.u;
      simplex = s.u;
      gaps.ball = b.gap;
      gaps.simplex = s.gap;
    }
    // The same comparator in both sets (a target on the simplex) is kept once.
    if (ball.length === simplex.length && ball.every((v, i) => v === simplex[i])) simplex = ball;
    this.ball = ball;
    this.simplex = simplex;
    const p = pnormExponent(Math.max(2, dim));
    const U = Math.hypot(...ball);
    const uQ = pNorm(ball, p / (p - 1));
    // Before the run: ‖x‖ bounds of the stream, and |ℓ'| ≤ 1 for the absolute and hinge losses
    // (for the squared loss, 2|ŷ − y| is not known in advance: the tuning assumes |ŷ − y| ≤ 1).
    const zPrior = loss === 'squared' ? 2 : 1;
    const R2 = synthetic ? Math.sqrt(dim) : maxRowNorm(rows, 2, p);
    const Rinf = synthetic ? 1 : maxRowNorm(rows, Infinity, p);
    const Rp = synthetic ? dim ** (1 / p) : maxRowNorm(rows, p, p);
    const sqrtT = Math.sqrt(T);
    const tuned = {
      gd: U / (R2 * zPrior * sqrtT),
      eg: Math.sqrt(2 * Math.log(Math.max(2, dim))) / (Rinf * zPrior * sqrtT),
      pnorm: uQ / (zPrior * Rp * Math.sqrt((p - 1) * T)),
    };
    const rate = (r: Rate, t: number): { eta: number; tuned: boolean } =>
      r === 'tuned' || !(r > 0)
        ? { eta: Number.isFinite(t) && t > 0 ? t : 0.01, tuned: true }
        : { eta: r, tuned: false };
    const excluded: GdEgMeta['excluded'] = [];
    const learners: LinearLearner[] = [];
    const metas: GdEgLearnerMeta[] = [];
    for (const id of config.learners) {
      if (!isLinearLearnerId(id)) continue;
      const info = linearLearnerInfo[id];
      if (info.classifier && !labels) {
        excluded.push({
          id,
          reason: `${info.name} predicts labels ±1, and this stream has real targets (choose the hinge loss, or the disjunction)`,
        });
        continue;
      }
      let learner: LinearLearner;
      let r = { eta: 0, tuned: false };
      if (id === 'gd') {
        r = rate(config.eta, tuned.gd);
        learner = new GradientDescent(dim, r.eta, loss);
      } else if (id === 'eg') {
        r = rate(config.etaEg, tuned.eg);
        learner = new ExponentiatedGradient(dim, r.eta, loss);
      } else if (id === 'pnorm') {
        r = rate(config.etaP, tuned.pnorm);
        learner = new PNorm(dim, r.eta, loss);
      } else if (id === 'perceptron') learner = new LinearPerceptron(dim);
      else learner = new Winnow(dim);
      learners.push(learner);
      metas.push({ id, name: info.name, classifier: info.classifier, set: info.set, ...r });
    }
    this.learners = learners;
    const stream = synthetic ?? (rows ? new RowsStream(rows) : null);
    this.tracker = new GdEgTracker(this.learners, ball, simplex, metas, loss, p, labels);
    // A checkpoint holds every learner's n-vector: about 40 of them, whatever n and T.
    const every = Math.max(256, Math.ceil(T / 40));
    this.run =
      stream && learners.length > 0 && dim > 0
        ? new Run({
            family: linearGame(loss),
            stream,
            learners,
            comparator: { observe() {}, loss: () => 0, save: () => null, load() {} },
            observers: [this.tracker],
            checkpointEvery: every,
          })
        : null;
    const booleanX = synthetic
      ? config.stream === 'disjunction' || config.features === '01'
      : !!rows && rows.x.every((v) => v === 0 || v === 1);
    this.meta = {
      learners: metas,
      excluded,
      T,
      dim,
      n,
      p,
      loss,
      labels,
      support: synthetic ? synthetic.support : [],
      U,
      uQ,
      comparatorIsTarget: !!synthetic,
      gaps,
      simplexOk: onSimplex(simplex),
      simplexL1: simplex.reduce((a, v) => a + Math.abs(v), 0),
      simplexMin: simplex.reduce((a, v) => Math.min(a, v), Infinity),
      potStart: Array.from(this.tracker.s.pot),
      k: config.stream === 'disjunction' ? clampInt(config.k, 1, n) : 0,
      disjunction: config.stream === 'disjunction' && !(config.noise > 0),
      booleanX,
      zPrior,
      columns: columnsFor(learners.length),
    };
    this.config = { ...config, T };
  }

  get t(): number {
    return this.run?.t ?? 0;
  }

  get done(): boolean {
    return this.run ? this.run.t >= this.config.T : this.learners.length === 0;
  }

  advance(count: number, generation = 0): Batch {
    const run = this.run;
    const n = run ? Math.max(0, Math.min(count, this.config.T - run.t)) : 0;
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string) => columns[name] as Column;
    const y = col('y');
    const R2 = col('R2');
    const Rinf = col('Rinf');
    const Rp = col('Rp');
    const gammaU = col('gammaU');
    const K = this.learners.length;
    const per = ['cum', 'lu', 'Z', 'pot', 'step', 'lin', 'fa', 'fb'].map((c) =>
      Array.from({ length: K }, (_, k) => col(`L${k}.${c}`)),
    ) as Column[][];
    const [cum, lu, Z, pot, step, lin, fa, fb] = per as [
      Column[],
      Column[],
      Column[],
      Column[],
      Column[],
      Column[],
      Column[],
      Column[],
    ];
    const tr = this.tracker;
    const from = run?.t ?? 0;
    let i = 0;
    this.waiting = !run && this.learners.length > 0;
    for (; run && i < n; i++) {
      const res = run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      y[i] = res.round.outcome;
      R2[i] = tr.s.R2;
      Rinf[i] = tr.s.Rinf;
      Rp[i] = tr.s.Rp;
      gammaU[i] = tr.s.gammaU;
      for (let k = 0; k < K; k++) {
        (cum[k] as Column)[i] = run.cumLoss[k] as number;
        (lu[k] as Column)[i] = tr.s.lu[k] as number;
        (Z[k] as Column)[i] = tr.s.Z[k] as number;
        (pot[k] as Column)[i] = tr.s.pot[k] as number;
        (step[k] as Column)[i] = tr.s.step[k] as number;
        (lin[k] as Column)[i] = tr.s.lin[k] as number;
        (fa[k] as Column)[i] = tr.s.fa[k] as number;
        (fb[k] as Column)[i] = tr.s.fb[k] as number;
      }
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  stateAt(t: number): GdEgExactState {
    if (!this.run) return { t: 0, weights: [], sweep: this.sweepPoints.slice() };
    return this.run.peek(t, (at) => this.exactState(at));
  }

  private exactState(t: number): GdEgExactState {
    return {
      t,
      weights: this.learners.map((l) => l.weights().slice()),
      sweep: this.sweepPoints.slice(),
    };
  }

  /**
   * `sweep`, { index }: one point of the dimension sweep — this scene's stream and learners at
   * the index-th dimension of SWEEP_DIMS, for min(T, SWEEP_MAX_T) rounds. The page asks for the
   * points one by one, so it can show progress and stop between two.
   */
  query(name: string, args: unknown): unknown {
    if (name !== 'sweep' || this.config.stream === 'csv') return null;
    const index = Math.floor(Number((args as { index?: unknown } | null)?.index));
    const n = SWEEP_DIMS[index];
    if (n === undefined) return null;
    if (index === 0) this.sweepPoints.length = 0;
    const T = Math.min(this.config.T, SWEEP_MAX_T);
    const scene = new GdEgScene({ ...this.config, n, T });
    while (!scene.done) scene.advance(4096);
    const values = scene.meta.learners.map((l, k) => {
      const last = scene.run ? (scene.run.cumLoss[k] ?? NaN) : NaN;
      return l.classifier ? last : last - (scene.tracker.s.lu[k] ?? 0);
    });
    const point = { n, values };
    this.sweepPoints[index] = point;
    return point;
  }
}

function onSimplex(u: Float64Array): boolean {
  let sum = 0;
  for (const v of u) {
    if (v < 0) return false;
    sum += v;
  }
  return Math.abs(sum - 1) <= 1e-9;
}

/** The rows the run plays: the file's, pass after pass, up to T. */
function playedRows(rows: NonNullable<GdEgConfig['rows']>, T: number) {
  const count = Math.min(T, rows.rows * Math.ceil(T / rows.rows));
  const x = new Float64Array(T * rows.n);
  const y = new Float64Array(T);
  for (let t = 0; t < Math.min(T, count); t++) {
    const r = t % rows.rows;
    x.set(rows.x.subarray(r * rows.n, (r + 1) * rows.n), t * rows.n);
    y[t] = rows.y[r] as number;
  }
  return { n: rows.n, rows: T, x, y };
}

function maxRowNorm(rows: GdEgConfig['rows'], which: number, p: number): number {
  if (!rows) return 1;
  let best = 0;
  for (let r = 0; r < rows.rows; r++) {
    const x = rows.x.subarray(r * rows.n, (r + 1) * rows.n);
    const v =
      which === Infinity
        ? x.reduce((m, a) => Math.max(m, Math.abs(a)), 0)
        : which === 2
          ? Math.hypot(...x)
          : pNorm(x, p);
    best = Math.max(best, v);
  }
  return best > 0 ? best : 1;
}
