/**
 * Finite hypothesis classes on a small domain (the `littlestone` lesson's family): a domain of n
 * points x₀ … x_{n−1} (n ≤ 16) and a class H of functions from it to {0, 1}. A hypothesis is a
 * bit mask — bit i is h(x_i) — and a version space (the hypotheses still consistent) is a bitset
 * over H's indexes.
 */
export const MAX_POINTS = 16;

/** A class: its hypotheses as masks over n points. */
export interface FiniteClass {
  n: number;
  masks: Uint32Array;
}

/** A version space: bit j set when hypothesis j is still in. */
export type VersionSpace = Uint32Array;

export function fullSpace(H: FiniteClass): VersionSpace {
  const m = H.masks.length;
  const v = new Uint32Array(Math.ceil(m / 32));
  for (let j = 0; j < m; j++) v[j >>> 5] = (v[j >>> 5] as number) | (1 << (j & 31));
  return v;
}

export function sizeOf(v: VersionSpace): number {
  let c = 0;
  for (let w of v) {
    // Population count of a 32-bit word.
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    c += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return c;
}

/** The hypotheses of v that label point x with y. */
export function restrict(H: FiniteClass, v: VersionSpace, x: number, y: 0 | 1): VersionSpace {
  const out = new Uint32Array(v.length);
  const bit = 1 << x;
  for (let w = 0; w < v.length; w++) {
    let word = v[w] as number;
    let kept = 0;
    while (word !== 0) {
      const low = word & -word;
      const j = (w << 5) + (31 - Math.clz32(low));
      if ((((H.masks[j] as number) & bit) !== 0) === (y === 1)) kept |= low;
      word ^= low;
    }
    out[w] = kept;
  }
  return out;
}

const keyOf = (v: VersionSpace): string =>
  String.fromCharCode(...new Uint16Array(v.buffer, v.byteOffset, v.length * 2));

/**
 * The exact Littlestone dimension of version spaces of one class, memoised across calls (the
 * version spaces of a run are restrictions of H, so after Ldim(H) each later one is a lookup):
 * Ldim(∅) = −1, and Ldim(V) = max over x with both restrictions non-empty of
 * 1 + min(Ldim(V⁰ₓ), Ldim(V¹ₓ)), or 0 when no point splits V.
 */
export class Littlestone {
  private readonly memo = new Map<string, number>();

  constructor(readonly H: FiniteClass) {}

  ldim(v: VersionSpace): number {
    const size = sizeOf(v);
    if (size === 0) return -1;
    if (size === 1) return 0;
    const key = keyOf(v);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    // Never more than log₂|V|: a branch of depth d needs 2^d hypotheses. The points are tried
    // most balanced split first (the likeliest to reach deep), and a split whose smaller side
    // cannot beat the best so far (1 + log₂ of its size) is skipped without recursing.
    const cap = Math.floor(Math.log2(size));
    const splits: { x: number; small: number; v0: VersionSpace }[] = [];
    for (let x = 0; x < this.H.n; x++) {
      const v0 = restrict(this.H, v, x, 0);
      const s0 = sizeOf(v0);
      if (s0 === 0 || s0 === size) continue;
      splits.push({ x, small: Math.min(s0, size - s0), v0 });
    }
    splits.sort((a, b) => b.small - a.small);
    let best = 0;
    for (const { x, small, v0 } of splits) {
      if (best >= cap || 1 + Math.floor(Math.log2(small)) <= best) break;
      // 1 + min(a, b) can beat `best` only if both sides can reach `best`.
      const a = this.ldim(v0);
      if (a < best) continue;
      const b = this.ldim(restrict(this.H, v, x, 1));
      best = Math.max(best, 1 + Math.min(a, b));
    }
    this.memo.set(key, best);
    return best;
  }

  /** The point SOA asks about and how it would split: the label whose side keeps the larger Ldim. */
  soaPrediction(v: VersionSpace, x: number): 0 | 1 {
    const a = this.ldim(restrict(this.H, v, x, 0));
    const b = this.ldim(restrict(this.H, v, x, 1));
    return b > a ? 1 : 0;
  }
}

/**
 * The exact VC dimension of v and a largest set it shatters (as a mask of points): the sets are
 * tried by size, a set only when all its subsets one smaller are shattered (shattering is
 * closed under subsets), and never past log₂|V|.
 */
export function vcdim(H: FiniteClass, v: VersionSpace): { d: number; set: number } {
  const members: number[] = [];
  for (let j = 0; j < H.masks.length; j++)
    if (((v[j >>> 5] as number) >>> (j & 31)) & 1) members.push(H.masks[j] as number);
  if (members.length === 0) return { d: -1, set: 0 };
  // Which projections onto S have been seen, stamped per set tried (no clearing between sets).
  const seen = new Uint32Array(2 ** H.n);
  let stamp = 0;
  const shattered = (S: number, k: number): boolean => {
    stamp++;
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
  let level = [0];
  let best = { d: 0, set: 0 };
  const cap = Math.floor(Math.log2(members.length));
  for (let k = 1; k <= Math.min(H.n, cap) && level.length > 0; k++) {
    const prev = new Set(level);
    const next = new Set<number>();
    for (const S of level)
      for (let x = 0; x < H.n; x++) {
        const T = S | (1 << x);
        if (T === S || next.has(T)) continue;
        let ok = true;
        for (let y = 0; y < H.n && ok; y++)
          if (T & (1 << y) && !prev.has(T & ~(1 << y))) ok = false;
        if (ok && shattered(T, k)) next.add(T);
      }
    level = [...next];
    if (level.length > 0) best = { d: k, set: level[0] as number };
  }
  return best;
}

/** The classes the lesson offers, built on n points. */
export function thresholds(n: number): FiniteClass {
  // h_a(x_i) = 1 when i < a, for a = 0 … n.
  return { n, masks: Uint32Array.from({ length: n + 1 }, (_, a) => (2 ** a - 1) >>> 0) };
}

export function intervals(n: number): FiniteClass {
  const masks = [0];
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) masks.push(((2 ** (j + 1) - 1) ^ (2 ** i - 1)) >>> 0);
  return { n, masks: Uint32Array.from(masks) };
}

export function singletons(n: number): FiniteClass {
  return { n, masks: Uint32Array.from([0, ...Array.from({ length: n }, (_, i) => 1 << i)]) };
}

export function allLabellings(n: number): FiniteClass {
  return { n, masks: Uint32Array.from({ length: 2 ** n }, (_, m) => m) };
}
