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
  for (let w = 0; w < v.length; w++) c += popcount32(v[w] as number);
  return c;
}

/**
 * Per point x, the bitset of hypotheses with h(x) = 1: a restriction is then one AND per word
 * instead of a test per hypothesis.
 */
const columnCache = new WeakMap<FiniteClass, Uint32Array[]>();

export function columnsOf(H: FiniteClass): Uint32Array[] {
  const known = columnCache.get(H);
  if (known) return known;
  const words = Math.ceil(H.masks.length / 32);
  const cols = Array.from({ length: H.n }, () => new Uint32Array(words));
  H.masks.forEach((m, j) => {
    for (let x = 0; x < H.n; x++)
      if ((m >>> x) & 1) {
        const col = cols[x] as Uint32Array;
        col[j >>> 5] = (col[j >>> 5] as number) | (1 << (j & 31));
      }
  });
  columnCache.set(H, cols);
  return cols;
}

/** The hypotheses of v that label point x with y. */
export function restrict(H: FiniteClass, v: VersionSpace, x: number, y: 0 | 1): VersionSpace {
  const col = columnsOf(H)[x] as Uint32Array;
  const out = new Uint32Array(v.length);
  for (let w = 0; w < v.length; w++)
    out[w] =
      y === 1 ? (v[w] as number) & (col[w] as number) : (v[w] as number) & ~(col[w] as number);
  return out;
}

/** How many hypotheses of v label x with 1. */
export function countOnes(H: FiniteClass, v: VersionSpace, x: number): number {
  const col = columnsOf(H)[x] as Uint32Array;
  let c = 0;
  for (let w = 0; w < v.length; w++) c += popcount32((v[w] as number) & (col[w] as number));
  return c;
}

/** Whether hypothesis j is in v. */
export function has(v: VersionSpace, j: number): boolean {
  return (((v[j >>> 5] as number) >>> (j & 31)) & 1) === 1;
}

/** The first hypothesis of v (lowest index), or −1 when v is empty. */
export function firstOf(v: VersionSpace): number {
  for (let w = 0; w < v.length; w++) {
    const word = v[w] as number;
    if (word !== 0) return (w << 5) + (31 - Math.clz32(word & -word));
  }
  return -1;
}

function popcount32(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const keyOf = (v: VersionSpace): string =>
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

  /** Ldim of the two sides of v at x: [Ldim(V⁰ₓ), Ldim(V¹ₓ)]. */
  split(v: VersionSpace, x: number): [number, number] {
    return [this.ldim(restrict(this.H, v, x, 0)), this.ldim(restrict(this.H, v, x, 1))];
  }

  /**
   * The root of a deepest shattered tree of v: the first point whose two sides both keep
   * Ldim(v) − 1, or −1 when Ldim(v) ≤ 0 (no point splits v into two non-empty sides). Taken the
   * same way at every node, it makes the tree of V¹ₓ the right subtree of the tree of v: the
   * adversary who asks it walks down one tree.
   */
  root(v: VersionSpace): number {
    const d = this.ldim(v);
    if (d <= 0) return -1;
    for (let x = 0; x < this.H.n; x++) {
      const [a, b] = this.split(v, x);
      if (Math.min(a, b) === d - 1) return x;
    }
    return -1;
  }
}
