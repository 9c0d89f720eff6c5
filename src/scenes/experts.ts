import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../engine/experts';
import { experts } from '../engine/experts';
import type { Comparator, Stream } from '../engine/game';
import { Run } from '../engine/run';
import { allocate, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import {
  expertLearnerInfo,
  isExpertLearnerId,
  makeExpertLearner,
  type ExpertLearner,
  type ExpertLearnerId,
} from '../learners/experts/registry';
import { ExpertsAdversary } from '../streams/experts/adversary';
import { IidStream } from '../streams/experts/iid';
import { LossMatrixStream } from '../streams/experts/loss-matrix';
import { RealizableStream } from '../streams/experts/realizable';
import { SwitchingStream } from '../streams/experts/switching';

export const expertsStreams = ['realizable', 'iid', 'adversary', 'switching', 'csv'] as const;
export type ExpertsStreamId = (typeof expertsStreams)[number];

export const MIN_EXPERTS = 2;
export const MAX_EXPERTS = 1000;
/** A replay to any round costs at most this many rounds (≤ 1024·d per learner). */
export const EXPERTS_CHECKPOINT_EVERY = 1024;

export interface ExpertsConfig {
  lesson: 'experts';
  stream: ExpertsStreamId;
  seed: number;
  T: number;
  /** Number of experts on the synthetic streams (clamped to [2, 1000]); the matrix's on `csv`. */
  d: number;
  learners: ExpertLearnerId[];
  /** MWU's ε ∈ (0, ½]. */
  epsilon: number;
  /** Hedge's η > 0. */
  eta: number;
  /** The loss matrix of the `csv` stream (row-major, rows = rounds); null elsewhere. */
  matrix: { d: number; values: Float64Array | number[] } | null;
}

export interface ExpertsMeta {
  /** The learners that play, in column order: `L{k}.…` is learners[k]. */
  learners: { id: ExpertLearnerId; name: string; deterministic: boolean }[];
  /** Learners of the config left out, with the reason to show. */
  excluded: { id: ExpertLearnerId; reason: string }[];
  d: number;
  T: number;
  /** The ε and η actually used (the config's, clamped into their valid ranges). */
  epsilon: number;
  eta: number;
  columns: ColumnSpec[];
}

/** What the engine knows exactly at a round, beyond the trace columns. */
export interface ExpertsExactState {
  t: number;
  /** Per learner, its normalized distribution p over the experts (what it plays next). */
  weights: number[][];
  /** L_i(t): each expert's cumulative loss. */
  expertLosses: number[];
  /** Per learner, its cumulative (expected) loss. */
  cumLoss: number[];
  /** min_i L_i(t). */
  comparatorLoss: number;
}

/**
 * The `csv` stream's matrix, or null when there is none or its width is not a whole number of
 * experts in [2, 1000] (the parser never produces such a matrix; the stream then waits).
 */
function matrixOf(config: ExpertsConfig): ExpertsConfig['matrix'] {
  const m = config.stream === 'csv' ? config.matrix : null;
  return m && Number.isInteger(m.d) && m.d >= MIN_EXPERTS && m.d <= MAX_EXPERTS ? m : null;
}

export function expertsCount(config: ExpertsConfig): number {
  return matrixOf(config)?.d ?? clampInt(config.d, MIN_EXPERTS, MAX_EXPERTS);
}

/**
 * ε clamped into (0, 0.99]: the update w(1 − εℓ) is defined up to ε < 1, so a URL's ε above ½
 * runs as given and the theory layer says the MWU bound (which needs ε ≤ ½) does not apply.
 */
export function effectiveEpsilon(epsilon: number): number {
  return Number.isFinite(epsilon) ? Math.min(0.99, Math.max(1e-12, epsilon)) : 0.5;
}

/** η clamped into [10⁻¹², 10⁶]. */
export function effectiveEta(eta: number): number {
  return Number.isFinite(eta) ? Math.min(1e6, Math.max(1e-12, eta)) : 1;
}

function clampInt(v: number, lo: number, hi: number): number {
  return Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : lo;
}

/**
 * The best expert in hindsight so far: L_i for every expert, their minimum L* and the first
 * expert attaining it. One pass over d per round.
 */
export class BestExpert implements Comparator<ExpertsInput, ExpertsOutcome> {
  readonly L: Float64Array;
  best = 0;
  min = 0;

  constructor(d: number) {
    this.L = new Float64Array(d);
  }

  observe(_input: ExpertsInput, outcome: ExpertsOutcome): void {
    const L = this.L;
    const losses = outcome.losses;
    let min = Infinity;
    let best = 0;
    for (let i = 0; i < L.length; i++) {
      const v = (L[i] as number) + (losses[i] as number);
      L[i] = v;
      if (v < min) {
        min = v;
        best = i;
      }
    }
    this.min = min;
    this.best = best;
  }

  loss(): number {
    return this.min;
  }

  save(): { L: Float64Array; best: number; min: number } {
    return { L: this.L.slice(), best: this.best, min: this.min };
  }

  load(state: unknown): void {
    const s = state as { L: Float64Array; best: number; min: number };
    this.L.set(s.L);
    this.best = s.best;
    this.min = s.min;
  }
}

function columnsFor(learners: number, switching: boolean): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'label', type: 'i8' },
    { name: 'best', type: 'i32' },
    { name: 'Lstar', type: 'f64' },
  ];
  // The segment's leader: what the best expert in hindsight cannot follow.
  if (switching) cols.push({ name: 'leader', type: 'i32' });
  for (let k = 0; k < learners; k++) {
    cols.push(
      { name: `L${k}.loss`, type: 'f64' },
      { name: `L${k}.cum`, type: 'f64' },
      { name: `L${k}.logW`, type: 'f64' },
      { name: `L${k}.top`, type: 'i32' },
    );
  }
  return cols;
}

type ExpertsStream = Stream<ExpertsInput, ExpertsOutcome, ExpertsPrediction>;

function makeStream(config: ExpertsConfig, d: number): ExpertsStream {
  const { seed } = config;
  switch (config.stream) {
    case 'realizable':
      return new RealizableStream({ seed, d });
    case 'iid':
      return new IidStream({ seed, d });
    case 'adversary':
      return new ExpertsAdversary({ seed, d });
    case 'switching':
      return new SwitchingStream({ seed, d, meanSegment: Math.max(1, config.T / 6) });
    case 'csv':
      return new LossMatrixStream(matrixOf(config) ?? { d, values: [] });
  }
}

/**
 * The experts lesson's engine: builds the run from a configuration and records every round into
 * columns. Per-round d-vectors are never recorded (d·T would be 10⁹ numbers); the exact weights
 * and per-expert losses at any round come from `stateAt`, by replay.
 */
export class ExpertsScene {
  readonly meta: ExpertsMeta;
  readonly run: Run<ExpertsInput, ExpertsPrediction, ExpertsOutcome>;
  readonly comparator: BestExpert;
  private readonly learners: ExpertLearner[];
  private readonly switching: SwitchingStream | null;
  waiting = false;

  constructor(readonly config: ExpertsConfig) {
    const d = expertsCount(config);
    const epsilon = effectiveEpsilon(config.epsilon);
    const eta = effectiveEta(config.eta);
    const stream = makeStream(config, d);
    const labelled = config.stream !== 'csv';
    const excluded: ExpertsMeta['excluded'] = [];
    const ids: ExpertLearnerId[] = [];
    for (const id of config.learners) {
      // The URL schema validates ids; this keeps a stale or hand-made config from crashing.
      if (!isExpertLearnerId(id)) {
        excluded.push({ id, reason: `there is no learner '${String(id)}'` });
        continue;
      }
      const info = expertLearnerInfo[id];
      if (!labelled && info.needsAdvice)
        excluded.push({
          id,
          reason: `${info.name} votes on the experts' labels; a loss matrix has none, only losses`,
        });
      else ids.push(id);
    }
    this.learners = ids.map((id) => makeExpertLearner(id, d, { epsilon, eta }));
    this.switching = stream instanceof SwitchingStream ? stream : null;
    this.comparator = new BestExpert(d);
    this.run = new Run({
      family: experts,
      stream,
      learners: this.learners,
      comparator: this.comparator,
      checkpointEvery: EXPERTS_CHECKPOINT_EVERY,
    });
    this.meta = {
      learners: ids.map((id) => {
        const info = expertLearnerInfo[id];
        return { id, name: info.name, deterministic: info.deterministic };
      }),
      excluded,
      d,
      T: config.T,
      epsilon,
      eta,
      columns: columnsFor(ids.length, this.switching !== null),
    };
  }

  get t(): number {
    return this.run.t;
  }

  /** At T, or at once when no learner can play (all excluded): there is no game to record. */
  get done(): boolean {
    return this.run.t >= this.config.T || this.learners.length === 0;
  }

  /** Plays up to `count` rounds (fewer at T, or when a CSV stream has no rows). */
  advance(count: number, generation = 0): Batch {
    const n =
      this.learners.length === 0 ? 0 : Math.max(0, Math.min(count, this.config.T - this.run.t));
    const columns: Record<string, Column> = {};
    for (const spec of this.meta.columns) columns[spec.name] = allocate(spec.type, n);
    // Resolved once per batch: the loop below runs up to a million times.
    const label = columns['label'] as Column;
    const best = columns['best'] as Column;
    const Lstar = columns['Lstar'] as Column;
    const leader = columns['leader'] ?? null;
    const learners = this.learners;
    const K = learners.length;
    const loss: Column[] = [];
    const cum: Column[] = [];
    const logW: Column[] = [];
    const top: Column[] = [];
    for (let k = 0; k < K; k++) {
      loss.push(columns[`L${k}.loss`] as Column);
      cum.push(columns[`L${k}.cum`] as Column);
      logW.push(columns[`L${k}.logW`] as Column);
      top.push(columns[`L${k}.top`] as Column);
    }
    const comparator = this.comparator;
    const cumLoss = this.run.cumLoss;
    const switching = this.switching;
    const from = this.run.t;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const res = this.run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      label[i] = res.round.outcome.label;
      best[i] = comparator.best;
      Lstar[i] = comparator.min;
      if (leader && switching) leader[i] = switching.leader;
      const losses = res.losses;
      for (let k = 0; k < K; k++) {
        const l = learners[k] as ExpertLearner;
        (loss[k] as Column)[i] = losses[k] as number;
        (cum[k] as Column)[i] = cumLoss[k] as number;
        (logW[k] as Column)[i] = l.logPotential();
        (top[k] as Column)[i] = l.top();
      }
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /**
   * Exact weights and losses at round t, replayed from the nearest checkpoint (≤ 1024 rounds).
   * The frontier is snapshotted first and restored after, so coming back costs no second replay.
   */
  stateAt(t: number): ExpertsExactState {
    return this.run.peek(t, () => this.exactState());
  }

  private exactState(): ExpertsExactState {
    return {
      t: this.run.t,
      weights: this.learners.map((l) => Array.from(l.weights())),
      expertLosses: Array.from(this.comparator.L),
      cumLoss: Array.from(this.run.cumLoss),
      comparatorLoss: this.run.comparatorLoss,
    };
  }
}
