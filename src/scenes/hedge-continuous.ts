import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { computeContourMap, type ContourMap } from '../geometry/contour-map';
import { makeGrid, type Grid } from '../learners/continuous/grid';
import { isUniform, logPrior, type PriorSpec } from '../learners/continuous/prior';
import { tunedEta } from '../theory/hedge-continuous-quantities';
import { AdversaryStream } from '../streams/continuous/adversary';
import { BumpsStream } from '../streams/continuous/bumps';
import { CurvesStream } from '../streams/continuous/curves';
import { DriftStream } from '../streams/continuous/drift';
import type { LossStream } from '../streams/continuous/loss-stream';
import { HedgeState, type HedgeSnapshot } from './hedge-continuous-state';

export const continuousStreams = ['bumps', 'drift', 'adversary', 'csv'] as const;
export type ContinuousStreamId = (typeof continuousStreams)[number];

export interface HedgeContinuousConfig {
  lesson: 'hedge-continuous';
  stream: ContinuousStreamId;
  seed: number;
  T: number;
  dim: 1 | 2;
  /** Cells a side (the file's curve length on `csv`). */
  grid: number;
  domain: [number, number];
  prior: PriorSpec;
  M: number;
  /** A number, or `tuned`: √(8 ln N/(TM²)) with N the number of cells. */
  eta: number | 'tuned';
  /** The `csv` stream's loss curves (row-major, g cells a row); null elsewhere. */
  curves: { g: number; rows: number; values: Float64Array } | null;
}

export interface HedgeContinuousMeta {
  columns: ColumnSpec[];
  /** Rounds the run plays: the config's T, or the file's rows when fewer. */
  T: number;
  grid: Grid;
  eta: number;
  etaMode: 'tuned' | 'given';
  M: number;
  /** Whether p₀ is uniform on the cells, and η the finite example's √(8 ln N/(TM²)). */
  uniform: boolean;
  tuned: boolean;
  prior: PriorSpec;
  stream: ContinuousStreamId;
  /** At t = 0: min_w ln(1/p₀(w))/η, and p₀'s mean and entropy. */
  pointMass0: number;
  mean0: number[];
  entropy0: number;
  /** Why the run cannot play (a file with no curves, or curves of the wrong kind), or null. */
  blocked: string | null;
}

/** What getState reads beyond the trace: the density's summary at a round. */
export interface HedgeContinuousExactState {
  t: number;
  mean: number[];
  entropy: number;
  Z: number;
}

/** The density at a round, for the panels (computed in the worker). */
export interface DensityAnswer {
  t: number;
  dim: 1 | 2;
  G: number;
  a: number;
  b: number;
  /** 1-D: p_t and p₀ as densities (weight/cell width), L_t and ℓ_t per cell. */
  p: Float64Array | null;
  p0: Float64Array | null;
  L: Float64Array | null;
  loss: Float64Array | null;
  /** 2-D: p_t as 0–255 per cell relative to its largest weight, row 0 at the top. */
  intensity: Uint8Array | null;
  /** 2-D: the contour map of L_t (viewBox units, as the ogd surface). */
  contours: ContourMap | null;
  /** The largest weight of p_t, and the cell of the draw w_t ~ p_t shown (−1 at t = 0). */
  pmax: number;
  sample: number;
  mean: number[];
  entropy: number;
}

export const MAX_T_2D = 10_000;
export const MAX_T_1D = 10_000;
/** About this many float64 of cumulative losses kept in checkpoints. */
const CHECKPOINT_BUDGET = 2_000_000;

function columnsFor(dim: 1 | 2): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'expLoss', type: 'f64' },
    { name: 'sampleLoss', type: 'f64' },
    { name: 'sample', type: 'i32' },
    { name: 'cumExp', type: 'f64' },
    { name: 'Lmin', type: 'f64' },
    { name: 'argmin', type: 'i32' },
    { name: 'Z', type: 'f64' },
    { name: 'step', type: 'f64' },
    { name: 'minSlack', type: 'f64' },
    { name: 'pointMass', type: 'f64' },
    { name: 'EpL', type: 'f64' },
    { name: 'KL', type: 'f64' },
    { name: 'EpriorL', type: 'f64' },
    { name: 'entropy', type: 'f64' },
    { name: 'range', type: 'f64' },
    { name: 'rangeMax', type: 'f64' },
    { name: 'breakRound', type: 'i32' },
    { name: 'mean1', type: 'f64' },
  ];
  if (dim === 2) cols.push({ name: 'mean2', type: 'f64' });
  return cols;
}

function makeStream(config: HedgeContinuousConfig, grid: Grid, M: number): LossStream {
  const o = { grid, seed: config.seed, T: config.T, M };
  switch (config.stream) {
    case 'bumps':
      return new BumpsStream(o);
    case 'drift':
      return new DriftStream(o);
    case 'adversary':
      return new AdversaryStream(o);
    case 'csv':
      return new CurvesStream(config.curves ?? { g: grid.G, rows: 0, values: new Float64Array(0) });
  }
}

/**
 * The hedge-continuous lesson's engine: Algorithm 4 on the cells of a grid over Ω, every round's
 * numbers recorded into columns. The per-cell state (L_t, p_t) is not recorded; a panel asks for
 * the density at a round by `query('density')`, answered from the run itself at its frontier and
 * otherwise by a second state replayed from the nearest checkpoint.
 */
export class HedgeContinuousScene {
  readonly meta: HedgeContinuousMeta;
  private readonly live: HedgeState;
  private cursor: HedgeState | null = null;
  private readonly checkpoints: HedgeSnapshot[] = [];
  private readonly every: number;
  private readonly lp0: Float64Array;
  waiting = false;

  constructor(readonly config: HedgeContinuousConfig) {
    const csv = config.stream === 'csv';
    const dim = csv ? 1 : config.dim;
    const [a, b] = config.domain;
    const grid = makeGrid(dim, csv && config.curves ? config.curves.g : config.grid, a, b);
    const M = Number.isFinite(config.M) && config.M > 0 ? config.M : 1;
    const lp0 = logPrior(grid, config.prior);
    const rows = csv ? (config.curves?.rows ?? 0) : Infinity;
    const T = Math.max(0, Math.min(config.T, rows, dim === 2 ? MAX_T_2D : MAX_T_1D));
    const given = config.eta;
    const tuned = given === 'tuned';
    const eta =
      given === 'tuned' || !Number.isFinite(given)
        ? tunedEta(grid.N, Math.max(1, T), M)
        : Math.min(1e3, Math.max(1e-9, given));
    const blocked = csv
      ? !config.curves || config.curves.rows === 0
        ? 'load a file of loss curves (one row per round)'
        : null
      : null;
    this.lp0 = lp0;
    this.meta = {
      columns: columnsFor(dim),
      T: blocked ? 0 : T,
      grid,
      eta,
      etaMode: tuned ? 'tuned' : 'given',
      M,
      uniform: isUniform(lp0),
      tuned,
      prior: config.prior,
      stream: config.stream,
      pointMass0: 0,
      mean0: [],
      entropy0: 0,
      blocked,
    };
    this.live = this.makeState();
    const s0 = this.live.learner.stats();
    this.meta.pointMass0 = s0.pointMass;
    this.meta.mean0 = s0.mean;
    this.meta.entropy0 = s0.entropy;
    this.every = Math.max(16, Math.ceil((grid.N * Math.max(1, T)) / CHECKPOINT_BUDGET));
    this.checkpoints.push(this.live.save());
  }

  private makeState(): HedgeState {
    const { grid, eta, M } = this.meta;
    return new HedgeState(
      grid,
      this.lp0,
      eta,
      M,
      makeStream(this.config, grid, M),
      this.config.seed,
    );
  }

  get t(): number {
    return this.live.t;
  }

  get done(): boolean {
    return this.live.t >= this.meta.T;
  }

  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.meta.T - this.live.t));
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string) => columns[name] as Column;
    const [expLoss, sampleLoss, sample, cumExp, Lmin, argmin, Z, stepC, minSlack] = [
      'expLoss',
      'sampleLoss',
      'sample',
      'cumExp',
      'Lmin',
      'argmin',
      'Z',
      'step',
      'minSlack',
    ].map(col) as Column[];
    const [pointMass, EpL, KL, EpriorL, entropy, range, rangeMax, breakRound, mean1] = [
      'pointMass',
      'EpL',
      'KL',
      'EpriorL',
      'entropy',
      'range',
      'rangeMax',
      'breakRound',
      'mean1',
    ].map(col) as Column[];
    const mean2 = columns['mean2'] ?? null;
    const s = this.live;
    const from = s.t;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const r = s.play();
      if (!r) {
        this.waiting = true;
        break;
      }
      const st = r.stats;
      (expLoss as Column)[i] = r.expLoss;
      (sampleLoss as Column)[i] = r.sampleLoss;
      (sample as Column)[i] = r.sample;
      (cumExp as Column)[i] = s.cumExp;
      (Lmin as Column)[i] = st.Lmin;
      (argmin as Column)[i] = st.argmin;
      (Z as Column)[i] = s.learner.Z;
      (stepC as Column)[i] = r.step;
      (minSlack as Column)[i] = s.minSlack;
      (pointMass as Column)[i] = st.pointMass;
      (EpL as Column)[i] = st.EpL;
      (KL as Column)[i] = st.KL;
      (EpriorL as Column)[i] = st.EpriorL;
      (entropy as Column)[i] = st.entropy;
      (range as Column)[i] = r.range;
      (rangeMax as Column)[i] = s.rangeMax;
      (breakRound as Column)[i] = s.breakRound;
      (mean1 as Column)[i] = st.mean[0] as number;
      if (mean2) mean2[i] = st.mean[1] as number;
      if (s.t % this.every === 0) this.checkpoints.push(s.save());
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** The state at round t (≤ the run's): the run itself at its frontier, else the cursor. */
  private at(t: number): HedgeState {
    const target = Math.min(Math.max(0, Math.floor(Number.isFinite(t) ? t : 0)), this.live.t);
    if (target === this.live.t) return this.live;
    this.cursor ??= this.makeState();
    const c = this.cursor;
    // Replay to round t − 1 then play round t, so ℓ_t is in the buffer.
    if (c.t === target && c.lastSample >= 0) return c;
    const before = Math.max(0, target - 1);
    if (c.t > before || (c.t < before && this.nearest(before).t > c.t))
      c.load(this.nearest(before));
    while (c.t < target) if (!c.play()) break;
    return c;
  }

  private nearest(t: number): HedgeSnapshot {
    let best = this.checkpoints[0] as HedgeSnapshot;
    for (const s of this.checkpoints) if (s.t <= t && s.t > best.t) best = s;
    return best;
  }

  stateAt(t: number): HedgeContinuousExactState {
    const s = this.at(t);
    const st = s.learner.stats();
    return { t: s.t, mean: st.mean, entropy: st.entropy, Z: s.learner.Z };
  }

  /** p_t, p₀, L_t and ℓ_t at round t (1-D), or p_t's image and L_t's contours (2-D). */
  densityAt(t: number): DensityAnswer {
    const s = this.at(t);
    const { grid } = this.meta;
    const { p, L } = s.learner;
    let pmax = 0;
    for (let i = 0; i < p.length; i++) if ((p[i] as number) > pmax) pmax = p[i] as number;
    const st = s.learner.stats();
    // The draw shown with p_t is the one of the round just played (w_{t−1} ~ p_{t−1}).
    const sample = s.t === 0 ? -1 : s.lastSample;
    const base = {
      t: s.t,
      dim: grid.dim,
      G: grid.G,
      a: grid.a,
      b: grid.b,
      pmax,
      sample,
      mean: st.mean,
      entropy: st.entropy,
    };
    if (grid.dim === 1) {
      const inv = 1 / grid.h;
      return {
        ...base,
        p: Float64Array.from(p, (x) => x * inv),
        p0: Float64Array.from(this.lp0, (x) => Math.exp(x) * inv),
        L: L.slice(),
        loss: s.t === 0 ? null : s.loss.slice(),
        intensity: null,
        contours: null,
      };
    }
    const intensity = new Uint8Array(grid.N);
    const k = pmax > 0 ? 255 / pmax : 0;
    for (let i = 0; i < p.length; i++) intensity[i] = Math.round((p[i] as number) * k);
    return {
      ...base,
      p: null,
      p0: null,
      L: null,
      loss: null,
      intensity,
      contours: s.t === 0 ? null : computeContourMap({ values: L, n: grid.G }),
    };
  }

  /** `density`, {t}: the density and the landscape at round t, for the panels. */
  query(name: string, args: unknown): unknown {
    const a = (args ?? {}) as Record<string, unknown>;
    const t = typeof a['t'] === 'number' ? a['t'] : this.live.t;
    if (name === 'density') return this.densityAt(t);
    throw new Error(`this lesson's engine answers no '${name}'`);
  }
}
