/**
 * The bench's one quantile: the value at rank ⌊q·n⌋ of the n values sorted (the largest for
 * q = 1), NaN for none. Every figure the bench prints (frame intervals, key presses, the machine's
 * jitter, the engine benches' medians through json.ts) reads its medians and percentiles this one
 * way, so two of them can be set side by side.
 */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
