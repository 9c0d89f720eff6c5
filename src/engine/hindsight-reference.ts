import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';

/*
 * The tests' independent references for the best comparator in hindsight (hindsight-solver.ts):
 * rows as plain arrays, the losses written out again, and brute force. Nothing here shares code
 * with the solver, so agreeing with it means something. Test support only: the app never imports
 * it.
 */
export interface Table {
  rows: number[][];
  y: number[];
}

export function toData({ rows, y }: Table, n: number): HindsightData {
  return { n, rows: rows.length, x: Float64Array.from(rows.flat()), y: Float64Array.from(y) };
}

export function ell(loss: HindsightLoss, y: number, p: number): number {
  switch (loss) {
    case 'squared':
      return (p - y) ** 2;
    case 'absolute':
      return Math.abs(p - y);
    case 'hinge':
      return Math.max(0, 1 - y * p);
  }
}

export function F(t: Table, loss: HindsightLoss, u: readonly number[]): number {
  let total = 0;
  t.rows.forEach((row, s) => {
    let p = 0;
    row.forEach((v, i) => (p += v * (u[i] as number)));
    total += ell(loss, t.y[s] as number, p);
  });
  return total;
}

/** Minimum of a convex function of one variable on [lo, hi], by ternary search. */
function ternary(h: (t: number) => number, lo: number, hi: number): { t: number; v: number } {
  for (let k = 0; k < 90 && hi - lo > 1e-15 * (1 + Math.abs(lo) + Math.abs(hi)); k++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    // On a tie the minimum value is attained in [m1, m2]: convexity.
    if (h(m1) < h(m2)) hi = m2;
    else lo = m1;
  }
  const t = (lo + hi) / 2;
  return { t, v: h(t) };
}

/**
 * min_C f for n ≤ 2 (ball) or n ≤ 3 (simplex), by nested ternary searches: minimising a jointly
 * convex function over one coordinate leaves a convex function of the others.
 */
export function referenceMin(t: Table, loss: HindsightLoss, set: HindsightSet, n: number): number {
  const f = (u: number[]) => F(t, loss, u);
  if (set.kind === 'ball') {
    const U = set.U;
    if (n === 1) return ternary((a) => f([a]), -U, U).v;
    return ternary(
      (a) => {
        const r = Math.sqrt(Math.max(0, U * U - a * a));
        return ternary((b) => f([a, b]), -r, r).v;
      },
      -U,
      U,
    ).v;
  }
  if (n === 1) return f([1]);
  if (n === 2) return ternary((a) => f([a, 1 - a]), 0, 1).v;
  return ternary((a) => ternary((b) => f([a, b, 1 - a - b]), 0, 1 - a).v, 0, 1).v;
}

/** The minimum over a plain grid of C (the disc in polar steps, the simplex in equal steps). */
export function gridMin(t: Table, loss: HindsightLoss, set: HindsightSet, n: number): number {
  const f = (u: number[]) => F(t, loss, u);
  let best = Infinity;
  if (set.kind === 'ball') {
    const U = set.U;
    if (n === 1) {
      for (let i = -400; i <= 400; i++) best = Math.min(best, f([(U * i) / 400]));
      return best;
    }
    best = f([0, 0]);
    for (let i = 1; i <= 40; i++)
      for (let j = 0; j < 180; j++) {
        const r = (U * i) / 40;
        const a = (2 * Math.PI * j) / 180;
        best = Math.min(best, f([r * Math.cos(a), r * Math.sin(a)]));
      }
    return best;
  }
  if (n === 1) return f([1]);
  if (n === 2) {
    for (let i = 0; i <= 4000; i++) best = Math.min(best, f([i / 4000, 1 - i / 4000]));
    return best;
  }
  for (let i = 0; i <= 200; i++)
    for (let j = 0; i + j <= 200; j++)
      best = Math.min(best, f([i / 200, j / 200, 1 - (i + j) / 200]));
  return best;
}

export function inSet(u: Float64Array, set: HindsightSet): boolean {
  if (set.kind === 'ball') return Math.hypot(...u) <= set.U * (1 + 1e-12) + 1e-300;
  const sum = u.reduce((s, v) => s + v, 0);
  return u.every((v) => v >= 0) && Math.abs(sum - 1) <= 1e-12;
}

/** argmin ‖Xu − y‖² + λ‖u‖², by Gaussian elimination on the normal equations. */
export function ridge({ rows, y }: Table, n: number, lambda: number): number[] {
  const A = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) =>
      rows.reduce(
        (s, row, k) => s + (row[i] as number) * (j < n ? (row[j] as number) : (y[k] as number)),
        i === j ? lambda : 0,
      ),
    ),
  );
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs((A[r] as number[])[c] as number) > Math.abs((A[p] as number[])[c] as number))
        p = r;
    [A[c], A[p]] = [A[p] as number[], A[c] as number[]];
    const pivot = A[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = A[r] as number[];
      const k = (row[c] as number) / (pivot[c] as number);
      for (let j = c; j <= n; j++) row[j] = (row[j] as number) - k * (pivot[j] as number);
    }
  }
  return A.map((row, i) => (row[n] as number) / (row[i] as number));
}
