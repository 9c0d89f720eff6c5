import { has, type FiniteClass, type VersionSpace } from './finite-class';

export interface VcResult {
  /** VCdim(V): −1 for the empty space. */
  d: number;
  /** A largest set V shatters, as a mask of points. */
  set: number;
}

/**
 * The labellings seen on the set being tried (a labelling of the n points as a mask: one entry
 * each), stamped with the set's number so that the table is never cleared between sets. Shared
 * by every call: the worker computes the version space's VCdim every round for every learner,
 * and a fresh table each call (256 KB at n = 16) made the littlestone lesson's worker collect its
 * young generation about 30 times a second. After each collection a background thread freed the
 * tables: 2.8 s of its time in 8 s of the bench's scene at 4x CPU throttle (traced), on a
 * machine with two cores.
 */
export class StampedTable {
  private entries = new Uint32Array(0);

  /** `stamp`: the last stamp handed out (a test starts it near the end of the range). */
  constructor(private stamp = 0) {}

  /** The table, with at least 2ⁿ entries. */
  for(n: number): Uint32Array {
    // A fresh table holds no stamp: the count goes on.
    if (this.entries.length < 2 ** n) this.entries = new Uint32Array(2 ** n);
    return this.entries;
  }

  /** A stamp no entry holds yet: after 2³² − 1 of them the table is cleared and they start again. */
  next(): number {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.entries.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

const table = new StampedTable();

/**
 * The exact VC dimension of v and a largest set it shatters. Sets are tried by size, each built
 * from a shattered set one smaller by a point above its highest (so each set once), and tried
 * only when every subset one smaller is shattered (shattering is closed under subsets); only
 * points on which v disagrees can belong, and never more than log₂|V| of them.
 *
 * `within`: a result for a superset of v (the version space a round ago). VCdim cannot grow as V
 * shrinks, so if its set is still shattered the answer is known, and otherwise the search stops a
 * level below it.
 */
export function vcdim(H: FiniteClass, v: VersionSpace, within?: VcResult): VcResult {
  const members: number[] = [];
  for (let j = 0; j < H.masks.length; j++) if (has(v, j)) members.push(H.masks[j] as number);
  if (members.length === 0) return { d: -1, set: 0 };
  const seen = table.for(H.n);
  const shattered = (S: number, k: number): boolean => {
    const stamp = table.next();
    const target = 2 ** k;
    let count = 0;
    for (const m of members) {
      const p = m & S;
      if (seen[p] === stamp) continue;
      seen[p] = stamp;
      if (++count === target) return true;
    }
    return false;
  };
  if (within && within.d >= 0 && shattered(within.set, within.d)) return within;
  const first = members[0] as number;
  const points: number[] = [];
  for (let x = 0; x < H.n; x++) if (members.some((m) => ((m ^ first) >>> x) & 1)) points.push(x);
  let cap = Math.min(points.length, Math.floor(Math.log2(members.length)));
  if (within && within.d >= 0) cap = Math.min(cap, within.d - 1);
  let level = [0];
  let best: VcResult = { d: 0, set: 0 };
  for (let k = 1; k <= cap && level.length > 0; k++) {
    const prev = new Set(level);
    const next: number[] = [];
    for (const S of level) {
      const top = S === 0 ? -1 : 31 - Math.clz32(S);
      for (const x of points) {
        if (x <= top) continue;
        const T = S | (1 << x);
        let ok = true;
        for (let rest = S; rest !== 0 && ok; rest &= rest - 1)
          if (!prev.has(T & ~(rest & -rest))) ok = false;
        if (ok && shattered(T, k)) next.push(T);
      }
    }
    level = next;
    if (level.length > 0) best = { d: k, set: level[0] as number };
  }
  return best;
}
