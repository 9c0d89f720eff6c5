import type { Stateful } from '../engine/game';
import {
  lossModel,
  ocoFamily,
  type OcoConstants,
  type OcoLoss,
  type OcoLossKind,
} from '../engine/oco';
import { COMPARATOR_STATE as CS, OcoComparator } from '../engine/oco-comparator';
import { SUMS_STATE as SS } from '../engine/oco-sums';
import { Run } from '../engine/run';
import type { Batch, Column, ColumnSpec } from '../engine/trace';
import { batchColumns, perLearner } from './oco-batch';
import {
  isOcoLearnerId,
  makeOcoLearner,
  ocoLearnerInfo,
  type OcoLearner,
  type OcoLearnerId,
} from '../learners/oco/registry';
import { LEARNER_STATE as LS } from '../learners/oco/learner';
import { HingeStream, hingeTarget } from '../streams/oco/hinge';
import { effectiveOcoParams, makeStream, ocoKindOf, priorLipschitz } from './oco-config';

export { effectiveOcoParams, ocoKindOf };
import { ocoColumns } from './oco-columns';
import {
  HingeSurface,
  MAX_SURFACE_SIDE,
  PointStore,
  surfaceFromSums,
  type OcoSurface,
} from './oco-surface';

export const ocoStreams = [
  'quadratic',
  'linear',
  'alternating',
  'adversary',
  'hinge',
  'regression',
  'csv',
  'user',
] as const;
export type OcoStreamId = (typeof ocoStreams)[number];

export interface OcoConfig {
  lesson: 'ogd' | 'ftl-ftrl';
  stream: OcoStreamId;
  seed: number;
  T: number;
  /** Radius of Ω = {‖w‖ ≤ B}. */
  B: number;
  /** λ of the quadratic losses, and of the strongly convex schedules. */
  lambda: number;
  /** The base step η (OGD, the perceptron) and FTRL's regularizer ‖w‖²/(2η). */
  eta: number;
  /** The hinge's margin. */
  gamma: number;
  /** Radius of the points of the hinge and regression streams. */
  R: number;
  /** Half-width of the regression stream's uniform noise. */
  noise: number;
  learners: OcoLearnerId[];
  /** The `csv` file's or the student's (`user`) losses, two numbers a row; null elsewhere. */
  losses: { kind: 'linear' | 'quadratic'; values: Float64Array | number[] } | null;
}

export interface OcoMeta {
  lesson: OcoConfig['lesson'];
  stream: OcoStreamId;
  /** The learners that play, in column order: `L{k}.…` is learners[k]. */
  learners: { id: OcoLearnerId; name: string; aux: 'wcum' | 'look' | 'M' | null }[];
  /** Learners of the config left out, with the reason to show. */
  excluded: { id: string; reason: string }[];
  /** The loss kind of the stream. */
  kind: OcoLossKind;
  /** The parameters actually used (the config's, clamped into their valid ranges). */
  B: number;
  lambda: number;
  eta: number;
  gamma: number;
  R: number;
  noise: number;
  /** The hinge stream's unit target; null elsewhere. */
  wstar: [number, number] | null;
  /** An a-priori Lipschitz bound of the stream's losses on Ω (for the theory value of η); null for csv/user. */
  Gprior: number | null;
  /**
   * How the best fixed point in hindsight is found: `exact` (closed forms and the trust-region
   * solver on running sums), `target` (w* on the separable hinge stream, loss Σ hinge(w*) = 0), or
   * `search` (the certified cutting-plane search over hinges, O(t) a round).
   */
  comparator: 'exact' | 'target' | 'search';
  /** The round cap the search imposes (T is already capped), and why, for the page to say. */
  tCap: number | null;
  capReason: string | null;
  columns: ColumnSpec[];
  T: number;
}

/** What the engine knows exactly at a round, beyond the trace columns. */
export interface OcoExactState {
  t: number;
  /** Per learner, the point it plays next [w1, w2]. */
  weights: number[][];
  cumLoss: number[];
  comparator: [number, number];
  comparatorLoss: number;
}

/** T when the comparator is the hinge search: O(t) a round, so about 2·10⁵·t operations in all. */
export const HINGE_SEARCH_CAP = 2000;
export const OCO_CHECKPOINT_EVERY = 2048;
/**
 * The ogd and ftl-ftrl lessons' engine: builds the run from a configuration and records every
 * round into columns. Runs the same in Node (tests, benchmark) and in the worker.
 */
export class OcoScene {
  readonly meta: OcoMeta;
  readonly run: Run<null, Float64Array, OcoLoss>;
  readonly comparator: OcoComparator;
  readonly learners: OcoLearner[];
  waiting = false;
  private readonly constants: OcoConstants;
  private readonly points: PointStore | null;
  private readonly hingeSurface: HingeSurface | null;

  constructor(readonly config: OcoConfig) {
    const p = effectiveOcoParams(config);
    const kind = ocoKindOf(config);
    const c: OcoConstants = { B: p.B, lambda: p.lambda, gamma: p.gamma };
    this.constants = c;
    const stream = makeStream(config, p, kind);
    const excluded: OcoMeta['excluded'] = [];
    const ids: OcoLearnerId[] = [];
    for (const id of config.learners) {
      // The URL schema validates ids; this keeps a stale or hand-made config from crashing.
      if (!isOcoLearnerId(id)) {
        excluded.push({ id, reason: `there is no learner '${String(id)}'` });
        continue;
      }
      if (ids.includes(id)) {
        excluded.push({ id, reason: `${ocoLearnerInfo[id].name} is listed twice; it plays once` });
        continue;
      }
      const why = ocoLearnerInfo[id].cannotPlay(kind);
      if (why) excluded.push({ id, reason: `${ocoLearnerInfo[id].name}: ${why}` });
      else ids.push(id);
    }
    this.learners = ids.map((id) => makeOcoLearner(id, c, p.eta, kind));
    const wstar = stream instanceof HingeStream ? stream.wstar : null;
    // w* attains the minimum 0 when it lies in the disc and the points keep their margin γ
    // (MarginDiskStream can only keep min(γ, R)).
    const target = wstar !== null && p.B >= 1 && p.gamma <= p.R;
    const search = kind === 'hinge' && !target;
    const weighted = ids.includes('ogd-weighted');
    const T = search ? Math.min(p.T, HINGE_SEARCH_CAP) : p.T;
    this.comparator = new OcoComparator({
      kind,
      ...c,
      wstar: target && wstar ? [wstar[0] as number, wstar[1] as number] : null,
      weighted,
      capacity: search ? T : 0,
    });
    this.run = new Run({
      family: ocoFamily(lossModel(kind, c)),
      stream,
      learners: this.learners,
      comparator: this.comparator,
      checkpointEvery: OCO_CHECKPOINT_EVERY,
    });
    this.points = kind === 'hinge' ? new PointStore() : null;
    this.hingeSurface = this.points ? new HingeSurface(this.points, p.gamma) : null;
    const infos = ids.map((id) => ocoLearnerInfo[id]);
    this.meta = {
      lesson: config.lesson,
      stream: config.stream,
      learners: infos.map((info) => ({ id: info.id, name: info.name, aux: info.aux })),
      excluded,
      kind,
      B: p.B,
      lambda: p.lambda,
      eta: p.eta,
      gamma: p.gamma,
      R: p.R,
      noise: p.noise,
      wstar: wstar ? [wstar[0] as number, wstar[1] as number] : null,
      Gprior: priorLipschitz(stream, p),
      comparator: search ? 'search' : target ? 'target' : 'exact',
      tCap: search ? HINGE_SEARCH_CAP : null,
      capReason: search
        ? p.B < 1
          ? `with B < 1 the target w* lies outside the disc, so the best fixed point in hindsight has to be searched for (a certified cutting-plane search over all t points, O(t) a round): the run stops at ${HINGE_SEARCH_CAP} rounds`
          : `with γ > R the points cannot keep the margin γ, so the best fixed point in hindsight has to be searched for (a certified cutting-plane search over all t points, O(t) a round): the run stops at ${HINGE_SEARCH_CAP} rounds`
        : null,
      columns: ocoColumns({ kind, search, sumL2: ids.includes('ftrl'), weighted }, infos),
      T,
    };
  }

  get t(): number {
    return this.run.t;
  }

  /** At T, or at once when no learner can play (all excluded): there is no game to record. */
  get done(): boolean {
    return this.run.t >= this.meta.T || this.learners.length === 0;
  }

  /** Plays up to `count` rounds (fewer at T, or when the student has not clicked yet). */
  advance(count: number, generation = 0): Batch {
    const run = this.run;
    const n = this.learners.length === 0 ? 0 : Math.max(0, Math.min(count, this.meta.T - run.t));
    // The columns are allocated and resolved here, the rounds played in `play`: V8 inlines calls
    // into a function only while its budget lasts, and these once-a-batch helpers, inlined into
    // the round loop, used it up before Run.step (node --trace-turbo-inlining: step is inlined
    // into `play` now, and was not into `advance`).
    const cols = batchColumns(this.meta.columns, n);
    const per = perLearner(cols.columns, this.meta.learners);
    const from = run.t;
    const i = this.play(n, cols, per);
    const columns = cols.columns;
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** The round loop of `advance`: plays n rounds, records them, returns how many it played. */
  private play(
    n: number,
    cols: ReturnType<typeof batchColumns>,
    per: ReturnType<typeof perLearner>,
  ): number {
    const run = this.run;
    const { a0, a1, b, G, u0, u1, cmp: cmpLoss, ulow, L2, hstar, uw0, uw1, uwloss } = cols;
    const { s0, s1, m2, A00, A01, A11, q0, q1, qc } = cols;
    const learners = this.learners;
    const K = learners.length;
    // The first learner's columns in locals: a lesson mostly plays one learner, and each store
    // through the per-learner arrays costs two more loads and checks.
    const first = learners[0] as OcoLearner;
    const loss0 = per.loss[0] as Column;
    const cum0 = per.cum[0] as Column;
    const w00 = per.w0[0] as Column;
    const w10 = per.w1[0] as Column;
    const wt00 = per.wt0[0] as Column;
    const wt10 = per.wt1[0] as Column;
    const gobs0 = per.gobs[0] as Column;
    const aux0 = per.aux[0] ?? null;
    const g20 = per.g2[0] ?? null;
    const cumLoss = run.cumLoss;
    const cmp = this.comparator;
    const sums = cmp.sums;
    // The comparator's and the first learner's floats, read straight from their typed arrays.
    const cs = cmp.s;
    // No learner (all excluded) means no round: n = 0 and the loop never reads it.
    const ls = K > 0 ? first.state : new Float64Array(LS.size);
    const sv = sums ? sums.v : null;
    const points = this.points;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const res = run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      const f = res.round.outcome;
      a0[i] = f.a0;
      a1[i] = f.a1;
      if (b) b[i] = f.b;
      if (points) points.push(f.a0, f.a1, f.b);
      G[i] = cs[CS.G] as number;
      u0[i] = cs[CS.u0] as number;
      u1[i] = cs[CS.u1] as number;
      cmpLoss[i] = cs[CS.value] as number;
      if (ulow) ulow[i] = cs[CS.lower] as number;
      if (L2) L2[i] = cs[CS.sumL2] as number;
      if (hstar) hstar[i] = cs[CS.hstar] as number;
      if (uw0 && uw1 && uwloss) {
        uw0[i] = cs[CS.uw0] as number;
        uw1[i] = cs[CS.uw1] as number;
        uwloss[i] = cs[CS.wvalue] as number;
      }
      if (sv) {
        if (s0 && s1) {
          s0[i] = sv[SS.s0] as number;
          s1[i] = sv[SS.s1] as number;
          if (m2) m2[i] = sv[SS.m2] as number;
        } else if (A00 && A01 && A11 && q0 && q1 && qc) {
          A00[i] = sv[SS.a00] as number;
          A01[i] = sv[SS.a01] as number;
          A11[i] = sv[SS.a11] as number;
          q0[i] = sv[SS.b0] as number;
          q1[i] = sv[SS.b1] as number;
          qc[i] = sv[SS.c] as number;
        }
      }
      const losses = res.losses;
      loss0[i] = losses[0] as number;
      cum0[i] = cumLoss[0] as number;
      w00[i] = ls[LS.w0] as number;
      w10[i] = ls[LS.w1] as number;
      wt00[i] = ls[LS.wt0] as number;
      wt10[i] = ls[LS.wt1] as number;
      gobs0[i] = ls[LS.gobs] as number;
      if (aux0) aux0[i] = ls[LS.aux] as number;
      if (g20) g20[i] = ls[LS.sumG2] as number;
      for (let k = 1; k < K; k++) {
        const lk = (learners[k] as OcoLearner).state;
        (per.loss[k] as Column)[i] = losses[k] as number;
        (per.cum[k] as Column)[i] = cumLoss[k] as number;
        (per.w0[k] as Column)[i] = lk[LS.w0] as number;
        (per.w1[k] as Column)[i] = lk[LS.w1] as number;
        (per.wt0[k] as Column)[i] = lk[LS.wt0] as number;
        (per.wt1[k] as Column)[i] = lk[LS.wt1] as number;
        (per.gobs[k] as Column)[i] = lk[LS.gobs] as number;
        const ak = per.aux[k];
        if (ak) ak[i] = lk[LS.aux] as number;
        const gk = per.g2[k];
        if (gk) gk[i] = lk[LS.sumG2] as number;
      }
    }
    return i;
  }

  /**
   * Exact points and losses at round t, replayed from the nearest checkpoint (≤ 2048 rounds).
   * The frontier is snapshotted first and restored after, so coming back costs no second replay.
   */
  stateAt(t: number): OcoExactState {
    return this.at(t, () => {
      const cmp = this.comparator;
      return {
        t: this.run.t,
        weights: this.learners.map((l) => Array.from(l.weights())),
        cumLoss: Array.from(this.run.cumLoss),
        comparator: [cmp.u0, cmp.u1],
        comparatorLoss: cmp.value,
      };
    });
  }

  /**
   * Σ_{s≤t} f_s and f_t on an n×n grid over [−extent, extent]² (see oco-surface.ts for the
   * layout): O(n²) from the running sums (plus a replay when t is not the frontier), or, for
   * hinges, O(Δt·n²) from an accumulator over the stream's points moved from its last round.
   */
  surfaceAt(t: number, extent: number, n: number): OcoSurface {
    const side = Math.max(1, Math.min(MAX_SURFACE_SIDE, Math.floor(Number.isFinite(n) ? n : 1)));
    const E = Number.isFinite(extent) && extent > 0 ? extent : this.meta.B;
    const target = Math.min(Math.max(0, Math.floor(Number.isFinite(t) ? t : 0)), this.run.t);
    if (this.hingeSurface) return this.hingeSurface.at(target, E, side);
    return this.at(target, () =>
      surfaceFromSums(
        this.run.t,
        this.comparator.sums,
        this.comparator.last,
        this.constants,
        E,
        side,
      ),
    );
  }

  /** Runs `read` with the run moved to round t, then puts the frontier back as it was. */
  private at<R>(t: number, read: () => R): R {
    const run = this.run;
    const frontier = run.t;
    const target = Math.min(Math.max(0, Math.floor(t)), frontier);
    if (target === frontier) return read();
    const parts: Stateful[] = [run.parts.stream, this.comparator, ...this.learners];
    const saved = parts.map((s) => s.save());
    const cumLoss = run.cumLoss.slice();
    run.seek(target);
    const result = read();
    parts.forEach((s, i) => s.load(saved[i]));
    run.cumLoss.set(cumLoss);
    run.t = frontier;
    return result;
  }
}

export { hingeTarget };
export type { OcoLearnerId };
