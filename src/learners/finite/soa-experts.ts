import {
  keyOf,
  restrict,
  type FiniteClass,
  type Littlestone,
  type VersionSpace,
} from '../../engine/finite-class';
import { soaLabel, type FiniteInput, type FiniteOutcome } from '../../engine/finite-game';
import { BitsetSpace } from '../../engine/finite-world';
import type { Learner } from '../../engine/game';
import { logChooseAtMost } from './expert-count';

/** A version space met by some expert, interned: its SOA labels and its restrictions are memoised. */
interface Space {
  v: VersionSpace;
  key: string;
  /** SOA's label at each point (−1: not yet asked). */
  soa: Int8Array;
  /** Its restriction to (x, y) at index 2x + y, once computed. */
  next: (Space | undefined)[];
}

interface Group {
  space: Space;
  /** Flips left: Ldim(H) minus the flips made so far. */
  r: number;
  /** ln of the group's total weight (its experts' weights summed). */
  logW: number;
}

interface Split {
  label: 0 | 1;
  /** ln of the share of the group's experts that flip this round, and of those that do not. */
  lnFlip: number;
  lnStay: number;
}

const logAdd = (a: number, b: number): number => {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
};

/**
 * Theorem 18's learner (Shalev-Shwartz and Ben-David, §21.2.1). For every set of at most Ldim(H)
 * rounds i₁ < … < i_L ≤ T there is an expert that runs SOA on its own predictions, flipping SOA's
 * label at exactly those rounds; Weighted Majority over all N = Σ_{L ≤ Ldim} C(T, L) of them
 * (η = √(2 ln N/T)) has regret ≤ √(2 ln N · T) ≤ √(2 Ldim(H) ln(eT) T) against every h ∈ H.
 *
 * N is astronomically large (10⁵³ for T = 10⁶, Ldim = 10), but two experts that agree so far
 * and have the same number of flips left will agree from now on, whatever their remaining flip
 * rounds are: their weights can be added and carried as one group. A group is a version space
 * and a budget of flips, so there are at most (|H| + 1)(Ldim + 1) of them, and the learner is
 * exact with no cap on T. At round t, of a group's experts with r flips left, the share that
 * flips now is N(T − t, r − 1)/N(T − t + 1, r) (Pascal's rule splits the count).
 */
export class SoaExperts implements Learner<FiniteInput, number, FiniteOutcome> {
  readonly id = 'soa-experts';
  readonly name = 'Experts from SOA';
  readonly eta: number;
  /** ln N, the number of experts. */
  readonly lnN: number;
  private groups: Group[];
  private t = 0;
  private splits: Split[] = [];

  constructor(
    private readonly H: FiniteClass,
    private readonly L: Littlestone,
    private readonly T: number,
    v: VersionSpace,
    readonly ldim: number,
  ) {
    this.lnN = logChooseAtMost(T, ldim);
    this.eta = this.lnN > 0 ? Math.sqrt((2 * this.lnN) / Math.max(1, T)) : 1;
    this.groups = [{ space: this.intern(v.slice()), r: ldim, logW: this.lnN }];
  }

  private readonly spaces = new Map<string, Space>();

  private intern(v: VersionSpace): Space {
    const key = keyOf(v);
    let space = this.spaces.get(key);
    if (!space) {
      space = { v, key, soa: new Int8Array(this.H.n).fill(-1), next: [] };
      this.spaces.set(key, space);
    }
    return space;
  }

  private soaOf(space: Space, x: number): 0 | 1 {
    let label = space.soa[x] as number;
    if (label < 0) {
      label = soaLabel(new BitsetSpace(this.H, this.L, space.v), x);
      space.soa[x] = label;
    }
    return label as 0 | 1;
  }

  private child(space: Space, x: number, y: 0 | 1): Space {
    const i = 2 * x + y;
    let c = space.next[i];
    if (!c) {
      c = this.intern(restrict(this.H, space.v, x, y));
      space.next[i] = c;
    }
    return c;
  }

  /** How many groups of experts the learner carries now. */
  get groupCount(): number {
    return this.groups.length;
  }

  predict(input: FiniteInput): number {
    const m = this.T - this.t;
    let max = -Infinity;
    for (const g of this.groups) max = Math.max(max, g.logW);
    let all = 0;
    let ones = 0;
    this.splits = this.groups.map((g) => {
      const label = this.soaOf(g.space, input.x);
      const total = logChooseAtMost(m, g.r);
      const lnFlip = g.r > 0 ? logChooseAtMost(m - 1, g.r - 1) - total : -Infinity;
      const lnStay = logChooseAtMost(m - 1, g.r) - total;
      const w = Math.exp(g.logW - max);
      all += w;
      ones += w * (label === 1 ? Math.exp(lnStay) : Math.exp(lnFlip));
      return { label, lnFlip, lnStay };
    });
    return all > 0 ? Math.min(1, Math.max(0, ones / all)) : 0.5;
  }

  update(input: FiniteInput, _p: number, outcome: FiniteOutcome): void {
    if (this.splits.length !== this.groups.length) this.predict(input);
    const next = new Map<string, Group>();
    const add = (space: Space, r: number, logW: number) => {
      if (logW === -Infinity) return;
      const key = `${r}:${space.key}`;
      const known = next.get(key);
      if (known) known.logW = logAdd(known.logW, logW);
      else next.set(key, { space, r, logW });
    };
    this.groups.forEach((g, i) => {
      const s = this.splits[i] as Split;
      const flipped = (1 - s.label) as 0 | 1;
      add(
        this.child(g.space, input.x, s.label),
        g.r,
        g.logW + s.lnStay - (s.label === outcome.y ? 0 : this.eta),
      );
      if (g.r > 0)
        add(
          this.child(g.space, input.x, flipped),
          g.r - 1,
          g.logW + s.lnFlip - (flipped === outcome.y ? 0 : this.eta),
        );
    });
    this.groups = [...next.values()];
    this.splits = [];
    this.t++;
  }

  weights(): Float64Array {
    return new Float64Array(0);
  }

  // Spaces are immutable and interned: a checkpoint keeps their keys, not copies of them.
  save(): { t: number; groups: { key: string; r: number; logW: number }[] } {
    return {
      t: this.t,
      groups: this.groups.map((g) => ({ key: g.space.key, r: g.r, logW: g.logW })),
    };
  }
  load(state: unknown): void {
    const s = state as { t: number; groups: { key: string; r: number; logW: number }[] };
    this.t = s.t;
    this.groups = s.groups.map((g) => ({
      space: this.spaces.get(g.key) as Space,
      r: g.r,
      logW: g.logW,
    }));
    this.splits = [];
  }
}
