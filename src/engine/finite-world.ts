import {
  countOnes,
  firstOf,
  fullSpace,
  has,
  Littlestone,
  restrict,
  sizeOf,
  type FiniteClass,
  type VersionSpace,
} from './finite-class';
import type { FiniteInput, FiniteOutcome, SpaceView } from './finite-game';
import { vcdim, type VcResult } from './finite-vc';
import type { Observer, Round } from './game';

/** The version space v of a finite class, as learners query it. */
export class BitsetSpace implements SpaceView {
  constructor(
    readonly H: FiniteClass,
    readonly L: Littlestone,
    public v: VersionSpace,
  ) {}

  size(x: number, y: 0 | 1): number {
    const ones = countOnes(this.H, this.v, x);
    return y === 1 ? ones : sizeOf(this.v) - ones;
  }

  ldim(x: number, y: 0 | 1): number {
    return this.L.ldim(restrict(this.H, this.v, x, y));
  }

  first(x: number): 0 | 1 {
    const j = firstOf(this.v);
    return j >= 0 && ((this.H.masks[j] as number) >>> x) & 1 ? 1 : 0;
  }
}

/** What both worlds tell the scene after each round. */
export interface World extends Observer<FiniteInput, FiniteOutcome> {
  readonly space: SpaceView;
  /** |V_t| (∞ on the continuum), Ldim(V_t), and Ldim one round before. */
  size(): number;
  ldimNow(): number;
  ldimBefore(): number;
  /** min over h ∈ H of its cumulative loss; 0 while some hypothesis fits every label. */
  Lstar(): number;
  /** The first round no hypothesis fit every label so far (0: never). */
  brokeAt(): number;
  /** Whether the last round emptied V and V started again from H. */
  restarted(): boolean;
}

interface FiniteWorldState {
  v: VersionSpace;
  hypLoss: Float64Array;
  diedAt: Int32Array;
  labels: Int8Array;
  Lstar: number;
  brokeAt: number;
  restarts: number;
  restarted: boolean;
  size: number;
  ldim: number;
  ldimBefore: number;
  vc: VcResult;
}

/**
 * The shared bookkeeping of a run on a finite class: the version space V_t (the hypotheses that
 * fit every label since the run began — every learner of the lesson keeps the same one, so it is
 * kept once), each hypothesis's cumulative loss (for the best in hindsight), the round each left
 * V, the last label seen at each point, and Ldim and VCdim of V_t.
 *
 * When a label leaves no hypothesis (a noisy or a student's stream), V starts again from the
 * hypotheses that fit that label: the learners have something to vote with, and the mistake
 * bounds say they no longer apply.
 */
export class FiniteWorld implements World {
  readonly L: Littlestone;
  readonly space: BitsetSpace;
  readonly vcH: VcResult;
  private s: FiniteWorldState;

  constructor(readonly H: FiniteClass) {
    this.L = new Littlestone(H);
    const v = fullSpace(H);
    const ldim = this.L.ldim(v);
    this.space = new BitsetSpace(H, this.L, v);
    this.vcH = vcdim(H, v);
    this.s = {
      v,
      hypLoss: new Float64Array(H.masks.length),
      diedAt: new Int32Array(H.masks.length),
      labels: new Int8Array(H.n).fill(-1),
      Lstar: 0,
      brokeAt: 0,
      restarts: 0,
      restarted: false,
      size: sizeOf(v),
      ldim,
      ldimBefore: ldim,
      vc: this.vcH,
    };
  }

  get v(): VersionSpace {
    return this.s.v;
  }
  get vc(): VcResult {
    return this.s.vc;
  }
  get restarts(): number {
    return this.s.restarts;
  }
  get labels(): Int8Array {
    return this.s.labels;
  }
  get diedAt(): Int32Array {
    return this.s.diedAt;
  }

  size(): number {
    return this.s.size;
  }
  ldimNow(): number {
    return this.s.ldim;
  }
  ldimBefore(): number {
    return this.s.ldimBefore;
  }
  Lstar(): number {
    return this.s.Lstar;
  }
  brokeAt(): number {
    return this.s.brokeAt;
  }
  restarted(): boolean {
    return this.s.restarted;
  }

  observe(round: Round<FiniteInput, FiniteOutcome>, t: number): void {
    const { H } = this;
    const s = this.s;
    const x = round.input.x;
    const y = round.outcome.y;
    let min = Infinity;
    for (let j = 0; j < H.masks.length; j++) {
      const wrong = (((H.masks[j] as number) >>> x) & 1) !== y ? 1 : 0;
      const l = (s.hypLoss[j] as number) + wrong;
      s.hypLoss[j] = l;
      if (l < min) min = l;
    }
    s.Lstar = min;
    if (min > 0 && s.brokeAt === 0) s.brokeAt = t;
    s.labels[x] = y;
    let next = restrict(H, s.v, x, y);
    s.restarted = sizeOf(next) === 0;
    if (s.restarted) {
      s.restarts++;
      next = restrict(H, fullSpace(H), x, y);
      if (sizeOf(next) === 0) next = fullSpace(H);
    }
    for (let j = 0; j < H.masks.length; j++) {
      if (has(s.v, j) && !has(next, j)) s.diedAt[j] = t;
      else if (has(next, j)) s.diedAt[j] = 0;
    }
    s.v = next;
    this.space.v = next;
    s.size = sizeOf(next);
    s.ldimBefore = s.ldim;
    s.ldim = this.L.ldim(next);
    // VCdim cannot grow as V shrinks; a restarted V is a subset of H.
    s.vc = vcdim(H, next, s.restarted ? this.vcH : s.vc);
  }

  save(): FiniteWorldState {
    const s = this.s;
    return {
      ...s,
      v: s.v.slice(),
      hypLoss: s.hypLoss.slice(),
      diedAt: s.diedAt.slice(),
      labels: s.labels.slice(),
      vc: { ...s.vc },
    };
  }

  load(state: unknown): void {
    const s = state as FiniteWorldState;
    this.s = {
      ...s,
      v: s.v.slice(),
      hypLoss: s.hypLoss.slice(),
      diedAt: s.diedAt.slice(),
      labels: s.labels.slice(),
      vc: { ...s.vc },
    };
    this.space.v = this.s.v;
  }
}

interface IntervalState {
  depth: number;
  lo: number;
  hi: number;
}

/**
 * Thresholds h_a(x) = 1(x < a) on the continuum [0, 1], for the bisecting adversary (Corollary
 * 10): the thresholds that fit every label form an interval (lo, hi] of length 2^−t, and the
 * point asked is always its midpoint, so the two sides have the same length and both keep an
 * infinite Ldim. lo and hi are shown as numbers (exact while the interval is wider than 2^−52);
 * the learners' answers never depend on them, only on that symmetry.
 */
export class IntervalWorld implements World {
  private s: IntervalState = { depth: 0, lo: 0, hi: 1 };
  readonly space: SpaceView = {
    size: () => 2 ** -(this.s.depth + 1),
    ldim: () => Infinity,
    // The first hypothesis still in V is the smallest threshold, just above lo: it says 0.
    first: () => 0,
  };

  get lo(): number {
    return this.s.lo;
  }
  get hi(): number {
    return this.s.hi;
  }
  get depth(): number {
    return this.s.depth;
  }
  /** The midpoint, the point the adversary asks. */
  mid(): number {
    return (this.s.lo + this.s.hi) / 2;
  }

  size(): number {
    return Infinity;
  }
  ldimNow(): number {
    return Infinity;
  }
  ldimBefore(): number {
    return Infinity;
  }
  Lstar(): number {
    return 0;
  }
  brokeAt(): number {
    return 0;
  }
  restarted(): boolean {
    return false;
  }

  observe(round: Round<FiniteInput, FiniteOutcome>): void {
    const s = this.s;
    const x = round.input.x;
    // y = 1 says x < a: the threshold lies above x.
    if (round.outcome.y === 1) s.lo = x;
    else s.hi = x;
    s.depth++;
  }

  save(): IntervalState {
    return { ...this.s };
  }
  load(state: unknown): void {
    this.s = { ...(state as IntervalState) };
  }
}
