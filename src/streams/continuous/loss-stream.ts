import type { Grid } from '../../learners/continuous/grid';

/**
 * A sequence of losses ℓ_t on the grid's cells. `p` is p_{t−1}, the density the learner draws
 * w_{t−1} from: an adaptive stream may look at it (never at the draw itself).
 */
export interface LossStream {
  /** Writes ℓ_t into `out`; false when there is none (a file's rows are used up). */
  next(t: number, p: Float64Array, out: Float64Array): boolean;
  save(): unknown;
  load(state: unknown): void;
}

export interface StreamOptions {
  grid: Grid;
  seed: number;
  T: number;
  /** The losses' range: every synthetic ℓ_t lies in [0, M]. */
  M: number;
}

/** Scales v into [0, M] in place (all 0 when v is flat). */
export function scaleInto(v: Float64Array, M: number): void {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < v.length; i++) {
    const x = v[i] as number;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  const span = hi - lo;
  if (!(span > 0)) {
    v.fill(0);
    return;
  }
  const k = M / span;
  for (let i = 0; i < v.length; i++) v[i] = Math.min(M, Math.max(0, ((v[i] as number) - lo) * k));
}

/**
 * Adds amp·exp(−|w − c|²/(2s²)) over the grid to `out`. Separable in 2-D: one exp per row and
 * per column, not per cell. `gx`, `gy` are scratch arrays of length G.
 */
export function addBump(
  grid: Grid,
  out: Float64Array,
  cx: number,
  cy: number,
  s: number,
  amp: number,
  gx: Float64Array,
  gy: Float64Array,
): void {
  const { G, a, h } = grid;
  const k = 1 / (2 * s * s);
  for (let i = 0; i < G; i++) {
    const d = a + (i + 0.5) * h - cx;
    gx[i] = Math.exp(-k * d * d);
  }
  if (grid.dim === 1) {
    for (let i = 0; i < G; i++) out[i] = (out[i] as number) + amp * (gx[i] as number);
    return;
  }
  for (let j = 0; j < G; j++) {
    const d = grid.b - (j + 0.5) * h - cy;
    gy[j] = amp * Math.exp(-k * d * d);
  }
  for (let j = 0; j < G; j++) {
    const row = j * G;
    const yj = gy[j] as number;
    if (yj === 0) continue;
    for (let i = 0; i < G; i++) out[row + i] = (out[row + i] as number) + yj * (gx[i] as number);
  }
}
