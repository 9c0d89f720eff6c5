import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { AdaBoost } from '../learners/boosting/adaboost';
import type { Booster, BoosterState, BoostingLearnerId } from '../learners/boosting/booster';
import { MwuBoost } from '../learners/boosting/mwu-boost';
import { StumpSearch } from '../learners/boosting/stumps';
import {
  boxOf,
  fileSet,
  syntheticSet,
  type BoostingShape,
  type TrainingSet,
} from '../streams/boosting/training-set';
import { col, type BoostingConfig } from './boosting-config';
import { decisionRects, type WeightedStump } from './boosting-regions';

const PER_LEARNER: readonly ColumnSpec[] = [
  { name: 'axis', type: 'i8' },
  { name: 'sign', type: 'i8' },
  { name: 'theta', type: 'f64' },
  { name: 'eps', type: 'f64' },
  { name: 'alpha', type: 'f64' },
  { name: 'err', type: 'f64' },
  { name: 'errTie', type: 'f64' },
  { name: 'potential', type: 'f64' },
  { name: 'sumA', type: 'f64' },
  { name: 'sumB', type: 'f64' },
  { name: 'aux', type: 'f64' },
  { name: 'maxEps', type: 'f64' },
  { name: 'broke', type: 'i32' },
];

export interface BoostingMeta {
  columns: ColumnSpec[];
  T: number;
  learners: BoostingLearnerId[];
  /** The training set, fixed for the run, and the box the plane shows. */
  set: TrainingSet;
  n: number;
  box: [number, number, number, number];
  eps: number;
}

/** A learner at round t: Dₜ (the distribution its round-t stump was fitted to; D₁ at t = 0). */
export interface BoostingLearnerAt {
  id: BoostingLearnerId;
  D: Float64Array;
}

export interface BoostingExactState {
  t: number;
  learners: BoostingLearnerAt[];
}

/** What the plane draws at round t: each learner's Dₜ and its vote's regions after round t. */
export interface BoostingRoundAnswer extends BoostingExactState {
  regions: Float64Array[];
}

const CHECKPOINT_EVERY = 32;

/** Whether round t's error εₜ breaks the learner's hypothesis (ε promised, or ½ for AdaBoost). */
export function breaks(learner: BoostingLearnerId, eps: number, promised: number): boolean {
  return learner === 'adaboost' ? !(eps < 0.5 - 1e-12) : !(eps <= promised + 1e-12);
}

/**
 * The boosting lesson's engine: a fixed training set, one or two boosting learners on it, a round
 * being one boosting round of each. The trace keeps each round's stump, its error, its weight and
 * the learners' bookkeeping; the distributions (n numbers a round) are not kept but replayed from
 * checkpoints when the plane asks for a round.
 */
export class BoostingScene {
  readonly meta: BoostingMeta;
  private readonly boosters: Booster[];
  private readonly replay: Booster[];
  private readonly checkpoints: BoosterState[][] = [];
  private readonly stumps: WeightedStump[][];
  private readonly maxEps: number[];
  private readonly broke: number[];
  private round = 0;

  constructor(readonly config: BoostingConfig) {
    const n = Math.max(0, Math.floor(config.n));
    const set =
      config.stream === 'csv'
        ? fileSet(config.points ?? { x1: [], x2: [], y: [] }, n, config.seed, config.noise)
        : syntheticSet(config.stream as BoostingShape, n, config.seed, config.noise);
    const learners = config.learners.length > 0 ? config.learners : (['adaboost'] as const);
    const search = new StumpSearch(set);
    const make = (id: BoostingLearnerId): Booster =>
      id === 'adaboost' ? new AdaBoost(set, search) : new MwuBoost(set, 0.5 - config.eps, search);
    this.boosters = learners.map(make);
    this.replay = learners.map(make);
    this.stumps = learners.map(() => []);
    this.maxEps = learners.map(() => 0);
    this.broke = learners.map(() => 0);
    this.meta = {
      columns: learners.flatMap((id) =>
        PER_LEARNER.map((c) => ({ name: col(id, c.name), type: c.type })),
      ),
      T: config.T,
      learners: [...learners],
      set,
      n: set.y.length,
      box: boxOf(set, config.stream !== 'csv'),
      eps: config.eps,
    };
    this.checkpoints.push(this.boosters.map((b) => b.save()));
  }

  get t(): number {
    return this.round;
  }

  get done(): boolean {
    return this.round >= this.config.T || this.meta.n === 0;
  }

  advance(count: number, generation = 0): Batch {
    const n = this.meta.n === 0 ? 0 : Math.max(0, Math.min(count, this.config.T - this.round));
    const columns = allocateColumns(this.meta.columns, n);
    const from = this.round;
    const ids = this.meta.learners;
    const cols = ids.map((id) => {
      const c = (name: string) => columns[col(id, name)] as Column;
      return {
        axis: c('axis'),
        sign: c('sign'),
        theta: c('theta'),
        eps: c('eps'),
        alpha: c('alpha'),
        err: c('err'),
        errTie: c('errTie'),
        potential: c('potential'),
        sumA: c('sumA'),
        sumB: c('sumB'),
        aux: c('aux'),
        maxEps: c('maxEps'),
        broke: c('broke'),
      };
    });
    for (let i = 0; i < n; i++) {
      this.round++;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k] as BoostingLearnerId;
        const r = (this.boosters[k] as Booster).step();
        const c = cols[k] as (typeof cols)[number];
        const m = Math.max(this.maxEps[k] as number, r.eps);
        this.maxEps[k] = m;
        if (this.broke[k] === 0 && breaks(id, r.eps, this.meta.eps)) this.broke[k] = this.round;
        (this.stumps[k] as WeightedStump[]).push({
          axis: r.stump.axis,
          theta: r.stump.theta,
          sign: r.stump.sign,
          alpha: r.alpha,
        });
        c.axis[i] = r.stump.axis;
        c.sign[i] = r.stump.sign;
        c.theta[i] = r.stump.theta;
        c.eps[i] = r.eps;
        c.alpha[i] = r.alpha;
        c.err[i] = r.err;
        c.errTie[i] = r.errTie;
        c.potential[i] = r.potential;
        c.sumA[i] = r.sumA;
        c.sumB[i] = r.sumB;
        c.aux[i] = r.aux;
        c.maxEps[i] = m;
        c.broke[i] = this.broke[k] as number;
      }
      if (this.round % CHECKPOINT_EVERY === 0)
        this.checkpoints[this.round / CHECKPOINT_EVERY] = this.boosters.map((b) => b.save());
    }
    return { generation, from, count: n, columns, waiting: false, done: this.done };
  }

  /** Dₜ of each learner: replayed from the checkpoint at or before round t − 1. */
  stateAt(tWanted: number): BoostingExactState {
    const t = Math.min(Math.max(0, Math.floor(Number.isFinite(tWanted) ? tWanted : 0)), this.round);
    const before = Math.max(0, t - 1);
    const c = Math.floor(before / CHECKPOINT_EVERY);
    const saved = this.checkpoints[c] ?? this.checkpoints[0];
    const learners = this.meta.learners.map((id, k) => {
      const b = this.replay[k] as Booster;
      b.load((saved as BoosterState[])[k] as BoosterState);
      while (b.t < before) b.step();
      return { id, D: b.distribution() };
    });
    return { t, learners };
  }

  /** Each learner's vote after round t as exact rects (see decisionRects). */
  regionsAt(t: number): Float64Array[] {
    const at = Math.min(Math.max(0, Math.floor(t)), this.round);
    return this.stumps.map((s) =>
      at === 0 ? new Float64Array(0) : decisionRects(s.slice(0, at), this.meta.box),
    );
  }

  /** `round`, {t}: the distributions Dₜ and the vote's regions after round t, computed here. */
  query(name: string, args: unknown): unknown {
    const a = (args ?? {}) as Record<string, unknown>;
    const t = typeof a['t'] === 'number' ? a['t'] : this.round;
    if (name === 'round') {
      const state = this.stateAt(t);
      return { ...state, regions: this.regionsAt(state.t) } satisfies BoostingRoundAnswer;
    }
    throw new Error(`this lesson's engine answers no '${name}'`);
  }
}
