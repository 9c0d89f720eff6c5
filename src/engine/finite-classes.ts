import type { FiniteClass } from './finite-class';

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

/**
 * m distinct labellings drawn from the seed (m is capped at 2ⁿ, every labelling), in the order
 * drawn.
 */
export function randomLabellings(n: number, m: number, next: () => number): FiniteClass {
  const total = 2 ** n;
  const count = Math.min(m, total);
  const chosen = new Set<number>();
  // Rejection while the class is at most half of every labelling, then a partial shuffle.
  if (count * 2 <= total) {
    while (chosen.size < count) chosen.add(Math.floor(next() * total));
    return { n, masks: Uint32Array.from(chosen) };
  }
  const all = Uint32Array.from({ length: total }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(next() * (total - i));
    const a = all[i] as number;
    all[i] = all[j] as number;
    all[j] = a;
  }
  return { n, masks: all.slice(0, count) };
}

/** A hypothesis's name in the matrix: its parameter where the class has one, its bits otherwise. */
export function hypothesisNames(kind: string, H: FiniteClass): string[] {
  const bits = (m: number) =>
    Array.from({ length: H.n }, (_, i) => ((m >>> i) & 1 ? '1' : '0')).join('');
  return Array.from(H.masks, (m, j) => {
    if (kind === 'thresholds') return `a = ${j}`;
    if (kind === 'singletons') return m === 0 ? 'all 0' : `{x${31 - Math.clz32(m)}}`;
    if (kind === 'intervals') {
      if (m === 0) return '∅';
      const lo = 31 - Math.clz32(m & -m);
      const hi = 31 - Math.clz32(m);
      return `[${lo}, ${hi}]`;
    }
    return bits(m);
  });
}
