import type { LittlestoneMeta } from '../../../src/scenes/littlestone';

/**
 * How many hypotheses still in V give each label to point x: [#0, #1]. From the engine's exact
 * alive flags, so the student sees before a click which label would leave no hypothesis.
 */
export function labelCounts(
  meta: Pick<LittlestoneMeta, 'masks'>,
  alive: Uint8Array | null,
  x: number,
): [number, number] {
  let ones = 0;
  let zeros = 0;
  meta.masks.forEach((m, j) => {
    if (!alive?.[j]) return;
    if ((m >>> x) & 1) ones++;
    else zeros++;
  });
  return [zeros, ones];
}

/** Per point, whether V still disagrees there (both labels possible). */
export function openPoints(
  meta: Pick<LittlestoneMeta, 'masks' | 'n'>,
  alive: Uint8Array | null,
): boolean[] {
  return Array.from({ length: meta.n }, (_, x) => {
    const [a, b] = labelCounts(meta, alive, x);
    return a > 0 && b > 0;
  });
}

/** The points of a mask, as the page writes a set: {x₀, x₃}. */
export function setName(mask: number, name: (i: number) => string): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) if ((mask >>> i) & 1) points.push(name(i));
  return `{${points.join(', ')}}`;
}
