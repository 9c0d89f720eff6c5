import { fullSpace, has, type FiniteClass } from '../engine/finite-class';
import { finiteGame, type FiniteInput, type FiniteOutcome } from '../engine/finite-game';
import { bisectionTree, shatteredTree, type TreeNode } from '../engine/finite-tree';
import { FiniteWorld, IntervalWorld, type World } from '../engine/finite-world';
import type { Learner, Stateful, Stream } from '../engine/game';
import { Run } from '../engine/run';
import { allocateColumns, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { ClassWeightedMajority } from '../learners/finite/class-wm';
import {
  finiteLearnerInfo,
  isFiniteLearnerId,
  type FiniteLearnerId,
} from '../learners/finite/registry';
import { SoaExperts } from '../learners/finite/soa-experts';
import { makeConsistent, makeHalving, makeSoa } from '../learners/finite/vote-learners';
import { BisectStream } from '../streams/finite/bisect';
import { RandomTargetStream } from '../streams/finite/random-target';
import { TreeAdversary } from '../streams/finite/tree-adversary';
import { UserMovesStream } from '../streams/finite/user-moves';
import type { LittlestoneConfig } from './littlestone-config';
import { buildClass } from './littlestone-class';

export * from './littlestone-config';
export { buildClass } from './littlestone-class';

export interface LittlestoneMeta {
  learners: { id: FiniteLearnerId; name: string; deterministic: boolean; eta: number }[];
  excluded: { id: FiniteLearnerId; reason: string }[];
  T: number;
  /** Thresholds on the continuum [0, 1] (the `bisect` stream): H is infinite. */
  continuous: boolean;
  n: number;
  /** H's hypotheses as masks, and their names (both empty on the continuum). */
  masks: number[];
  names: string[];
  /** |H|, Ldim(H), VCdim(H) and a largest set H shatters (∞, ∞, 1 on the continuum). */
  H: number;
  ldimH: number;
  vcH: number;
  vcSetH: number;
  /** The target h* of the random and noisy streams (−1 elsewhere). */
  target: number;
  /** ln N for Theorem 18's experts (N = Σ_{L ≤ Ldim} C(T, L)). */
  lnN: number;
  /** What the page changed in the class asked for (n past 10 for every labelling, …). */
  notes: string[];
  columns: ColumnSpec[];
}

export interface LittlestoneExactState {
  t: number;
  /** Per hypothesis: 1 while in V_t, and the round it left (0 while in). */
  alive: Uint8Array;
  diedAt: Int32Array;
  /** The last label seen at each point (−1: never asked). */
  labels: Int8Array;
  /** The tree drawn: H's deepest shattered tree with the adversary's walk on `tree`/`bisect`, else V_t's. */
  tree: TreeNode | null;
  path: (0 | 1)[];
  /** On the continuum: the points asked, their labels and the interval of thresholds left. */
  continuum: { xs: number[]; ys: (0 | 1)[]; lo: number; hi: number } | null;
  /** Weighted Majority's weights over H, when it plays (getState's `weights`). */
  weights: Record<string, number[]>;
  /** Groups of experts Theorem 18's learner carries. */
  expertGroups: number;
}

export const LITTLESTONE_CHECKPOINT_EVERY = 256;

function columnsFor(learners: number): ColumnSpec[] {
  const cols: ColumnSpec[] = [
    { name: 'x', type: 'f64' },
    { name: 'y', type: 'i8' },
    { name: 'size', type: 'f64' },
    { name: 'ldim', type: 'f64' },
    { name: 'vc', type: 'i32' },
    { name: 'Lstar', type: 'f64' },
    { name: 'brokeAt', type: 'i32' },
    { name: 'restarts', type: 'i32' },
    { name: 'soaM', type: 'i32' },
    { name: 'soaDrops', type: 'i32' },
    { name: 'soaOver', type: 'i32' },
  ];
  for (let k = 0; k < learners; k++)
    cols.push({ name: `L${k}.p`, type: 'f32' }, { name: `L${k}.cum`, type: 'f64' });
  return cols;
}

type FiniteLearner = Learner<FiniteInput, number, FiniteOutcome>;

/**
 * Claim 12, counted live for the first SOA: how many of its mistakes there were while the stream
 * was realizable, how many lowered Ldim(V) (by at least one: what the proof shows), and how many
 * by more than one. The notes state "exactly one", which fails: with V every labelling of three
 * points plus one hypothesis apart at a fourth, SOA says 0 there and the label 1 leaves Ldim 0.
 */
class ClaimCounter implements Stateful {
  mistakes = 0;
  drops = 0;
  over = 0;
  save(): [number, number, number] {
    return [this.mistakes, this.drops, this.over];
  }
  load(s: unknown): void {
    [this.mistakes, this.drops, this.over] = s as [number, number, number];
  }
}

/**
 * The littlestone lesson's engine: a class H on n points (or thresholds on [0, 1]), the shared
 * version space, the learners side by side, and a stream. Every round records the point, the
 * label, |V_t|, Ldim(V_t) and VCdim(V_t), the best hypothesis's loss, and each learner's
 * prediction and cumulative loss.
 */
export class LittlestoneScene {
  readonly meta: LittlestoneMeta;
  readonly run: Run<FiniteInput, number, FiniteOutcome> | null;
  private readonly world: World;
  private readonly learners: FiniteLearner[];
  private readonly claim = new ClaimCounter();
  private readonly soaIndex: number;
  private readonly H: FiniteClass | null;
  /** Each round's label and whether the adversary stood inside the tree (not at a leaf). */
  private readonly ys: Int8Array;
  private readonly forced: Uint8Array;
  private readonly xs: Float64Array;
  waiting = false;

  constructor(readonly config: LittlestoneConfig) {
    const T = Math.max(1, Math.floor(config.T));
    const continuous = config.stream === 'bisect';
    const built = continuous ? null : buildClass(config);
    const H = built && built.H.masks.length > 0 ? built.H : null;
    this.H = H;
    // No class yet (a CSV class not loaded): the world is an empty finite one and the run waits.
    const world: World = continuous
      ? new IntervalWorld()
      : new FiniteWorld(H ?? { n: 0, masks: new Uint32Array(0) });
    this.world = world;
    const finite = world instanceof FiniteWorld ? world : null;
    const excluded: LittlestoneMeta['excluded'] = [];
    const learners: FiniteLearner[] = [];
    const ids: FiniteLearnerId[] = [];
    const etas: number[] = [];
    let lnN = 0;
    const ldimH = finite ? finite.ldimNow() : Infinity;
    for (const id of config.learners) {
      if (!isFiniteLearnerId(id)) continue;
      if (finiteLearnerInfo[id].finiteOnly && !finite) {
        excluded.push({
          id,
          reason:
            id === 'wm'
              ? 'thresholds on [0, 1] are infinitely many: there is no weight for each'
              : 'thresholds on [0, 1] have Ldim = ∞: there is no finite set of SOA experts',
        });
        continue;
      }
      let learner: FiniteLearner;
      let eta = 0;
      if (id === 'consistent') learner = makeConsistent();
      else if (id === 'halving') learner = makeHalving();
      else if (id === 'soa') learner = makeSoa();
      else if (id === 'wm' && finite) {
        const wm = new ClassWeightedMajority(finite.H, T);
        eta = wm.eta;
        learner = wm;
      } else if (finite) {
        const ex = new SoaExperts(finite.H, finite.L, T, finite.v, ldimH);
        eta = ex.eta;
        lnN = ex.lnN;
        learner = ex;
      } else continue;
      ids.push(id);
      etas.push(eta);
      learners.push(learner);
    }
    this.learners = learners;
    this.soaIndex = ids.indexOf('soa');
    const stream = this.makeStream(world, T);
    this.run =
      stream && learners.length > 0
        ? new Run({
            family: finiteGame,
            stream,
            learners,
            comparator: { observe() {}, loss: () => world.Lstar(), save: () => null, load() {} },
            observers: [world],
            checkpointEvery: LITTLESTONE_CHECKPOINT_EVERY,
          })
        : null;
    if (this.run && ldimH === Infinity && !lnN) lnN = Infinity;
    const vc = finite?.vc ?? { d: 1, set: 0 };
    this.meta = {
      learners: ids.map((id, k) => ({
        id,
        name: finiteLearnerInfo[id].name,
        deterministic: finiteLearnerInfo[id].deterministic,
        eta: etas[k] ?? 0,
      })),
      excluded,
      T,
      continuous,
      n: H?.n ?? 0,
      masks: H ? Array.from(H.masks) : [],
      names: built && H ? built.names : [],
      H: H ? H.masks.length : continuous ? Infinity : 0,
      ldimH,
      vcH: vc.d,
      vcSetH: vc.set,
      target: stream instanceof RandomTargetStream ? stream.target : -1,
      lnN,
      notes: built?.notes ?? [],
      columns: columnsFor(ids.length),
    };
    this.ys = new Int8Array(T);
    this.forced = new Uint8Array(T);
    this.xs = new Float64Array(T);
    this.config = { ...config, T };
  }

  private makeStream(world: World, T: number): Stream<FiniteInput, FiniteOutcome, number> | null {
    const { config } = this;
    if (world instanceof IntervalWorld) return new BisectStream(world);
    if (!(world instanceof FiniteWorld) || world.H.masks.length === 0) return null;
    switch (config.stream) {
      case 'tree':
        return new TreeAdversary(world, config.seed);
      case 'random':
        return new RandomTargetStream(world.H, world.space, config.seed, 0);
      case 'noisy':
        return new RandomTargetStream(
          world.H,
          world.space,
          config.seed,
          Math.min(0.5, Math.max(0, config.noise)),
        );
      case 'user':
        return new UserMovesStream(
          config.moves.filter((m) => m.x >= 0 && m.x < world.H.n).slice(0, T),
          world.space,
        );
      case 'bisect':
        return null;
    }
  }

  get t(): number {
    return this.run?.t ?? 0;
  }

  /** At T; never while waiting for a class to be loaded. */
  get done(): boolean {
    return this.run ? this.run.t >= this.config.T : this.learners.length === 0;
  }

  advance(count: number, generation = 0): Batch {
    const run = this.run;
    const n = run ? Math.max(0, Math.min(count, this.config.T - run.t)) : 0;
    const columns = allocateColumns(this.meta.columns, n);
    const col = (name: string) => columns[name] as Column;
    const x = col('x');
    const y = col('y');
    const size = col('size');
    const ldim = col('ldim');
    const vc = col('vc');
    const Lstar = col('Lstar');
    const brokeAt = col('brokeAt');
    const restarts = col('restarts');
    const soaM = col('soaM');
    const soaDrops = col('soaDrops');
    const soaOver = col('soaOver');
    const K = this.learners.length;
    const pCols = Array.from({ length: K }, (_, k) => col(`L${k}.p`));
    const cumCols = Array.from({ length: K }, (_, k) => col(`L${k}.cum`));
    const world = this.world;
    const finite = world instanceof FiniteWorld ? world : null;
    const from = run?.t ?? 0;
    let i = 0;
    this.waiting = !run && this.learners.length > 0;
    for (; run && i < n; i++) {
      const before = world.ldimNow();
      const res = run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      const t = res.t;
      const input = res.round.input;
      const label = res.round.outcome.y;
      // Claim 12, while the class can be walked: each SOA mistake lowers Ldim by exactly one.
      if (this.soaIndex >= 0 && (res.losses[this.soaIndex] as number) > 0 && !world.restarted()) {
        if (world.brokeAt() === 0) {
          this.claim.mistakes++;
          if (world.ldimNow() <= before - 1) this.claim.drops++;
          if (world.ldimNow() < before - 1) this.claim.over++;
        }
      }
      this.ys[t - 1] = label;
      this.xs[t - 1] = input.x;
      this.forced[t - 1] = before >= 1 ? 1 : 0;
      x[i] = input.x;
      y[i] = label;
      size[i] = world.size();
      ldim[i] = world.ldimNow();
      vc[i] = finite ? finite.vc.d : 1;
      Lstar[i] = world.Lstar();
      brokeAt[i] = world.brokeAt();
      restarts[i] = finite ? finite.restarts : 0;
      soaM[i] = this.claim.mistakes;
      soaDrops[i] = this.claim.drops;
      soaOver[i] = this.claim.over;
      for (let k = 0; k < K; k++) {
        (pCols[k] as Column)[i] = res.predictions[k] as number;
        (cumCols[k] as Column)[i] = run.cumLoss[k] as number;
      }
    }
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** The exact state at round t, replayed from the nearest checkpoint when t is behind. */
  stateAt(t: number): LittlestoneExactState {
    if (!this.run) return this.exactState(0);
    // The claim's counts live outside the run (the scene keeps them per batch).
    return this.run.peek(t, (at) => this.exactState(at), [this.claim]);
  }

  private exactState(t: number): LittlestoneExactState {
    const world = this.world;
    const walks = this.config.stream === 'tree' || this.config.stream === 'bisect';
    const path: (0 | 1)[] = [];
    if (walks) for (let s = 0; s < t && this.forced[s]; s++) path.push(this.ys[s] as 0 | 1);
    const weights: Record<string, number[]> = {};
    let expertGroups = 0;
    this.learners.forEach((l) => {
      if (l instanceof ClassWeightedMajority) weights[l.id] = Array.from(l.weights());
      if (l instanceof SoaExperts) expertGroups = l.groupCount;
    });
    if (world instanceof FiniteWorld) {
      const H = world.H;
      const alive = Uint8Array.from({ length: H.masks.length }, (_, j) =>
        has(world.v, j) ? 1 : 0,
      );
      const root = walks ? fullSpace(H) : world.v;
      return {
        t,
        alive,
        diedAt: world.diedAt.slice(),
        labels: world.labels.slice(),
        tree: shatteredTree(H, world.L, root, walks ? path : []),
        path: walks ? path : [],
        continuum: null,
        weights,
        expertGroups,
      };
    }
    const interval = world as IntervalWorld;
    return {
      t,
      alive: new Uint8Array(0),
      diedAt: new Int32Array(0),
      labels: new Int8Array(0),
      tree: bisectionTree(path),
      path,
      continuum: {
        xs: Array.from(this.xs.subarray(0, t)),
        ys: Array.from(this.ys.subarray(0, t)) as (0 | 1)[],
        lo: interval.lo,
        hi: interval.hi,
      },
      weights,
      expertGroups,
    };
  }
}
