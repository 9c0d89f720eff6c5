import { cellX, cellY, type Grid } from './grid';

export const priorKinds = ['uniform', 'gaussian', 'atoms'] as const;
export type PriorKind = (typeof priorKinds)[number];

export interface PriorSpec {
  kind: PriorKind;
  /** The Gaussian's mean (each coordinate's, in 2-D) and standard deviation. */
  mu: number;
  sd: number;
  /**
   * The atoms' share of the mass left spread uniformly over every cell: 0 puts the prior on the
   * atoms only (the Gibbs density then lives on them, and KL(p‖p₀) is finite only for p on them).
   */
  floor: number;
}

/** Where the atoms sit, as fractions of the side: three point masses of equal weight. */
export const ATOMS_1D: readonly number[] = [1 / 6, 1 / 2, 5 / 6];
export const ATOMS_2D: readonly (readonly [number, number])[] = [
  [0.25, 0.3],
  [0.7, 0.75],
  [0.6, 0.2],
];

/** The cell holding the point at fraction f of the side. */
const cellAt = (G: number, f: number): number => Math.min(G - 1, Math.max(0, Math.floor(f * G)));

/** ln of a positive vector's sum, stably: −∞ when every entry is −∞. */
export function logSumExp(v: Float64Array): number {
  let m = -Infinity;
  for (let i = 0; i < v.length; i++) if ((v[i] as number) > m) m = v[i] as number;
  if (!(m > -Infinity)) return -Infinity;
  if (m === Infinity) return Infinity;
  let s = 0;
  for (let i = 0; i < v.length; i++) s += Math.exp((v[i] as number) - m);
  return m + Math.log(s);
}

/**
 * ln p₀ of every cell: the prior's density at the cell's centre times the cell's volume,
 * normalized over the grid (so Σ p₀ = 1 exactly in the log domain). A cell of weight 0 (pure
 * atoms) has ln p₀ = −∞.
 */
export function logPrior(grid: Grid, spec: PriorSpec): Float64Array {
  const { N, G } = grid;
  const out = new Float64Array(N);
  if (spec.kind === 'gaussian') {
    // Truncated to the domain: the density restricted to Ω and renormalized.
    const sd = spec.sd > 0 && Number.isFinite(spec.sd) ? spec.sd : (grid.b - grid.a) / 6;
    const mu = Number.isFinite(spec.mu) ? spec.mu : (grid.a + grid.b) / 2;
    const k = 1 / (2 * sd * sd);
    for (let c = 0; c < N; c++) {
      const dx = (grid.dim === 1 ? cellX(grid, c) : cellX(grid, c % G)) - mu;
      const dy = grid.dim === 1 ? 0 : cellY(grid, Math.floor(c / G)) - mu;
      out[c] = -k * (dx * dx + dy * dy);
    }
  } else if (spec.kind === 'atoms') {
    const floor = Math.min(1, Math.max(0, Number.isFinite(spec.floor) ? spec.floor : 0));
    const cells =
      grid.dim === 1
        ? ATOMS_1D.map((f) => cellAt(G, f))
        : ATOMS_2D.map(([fx, fy]) => cellAt(G, 1 - fy) * G + cellAt(G, fx));
    const w = new Float64Array(N).fill(floor / N);
    for (const c of cells) w[c] = (w[c] as number) + (1 - floor) / cells.length;
    for (let c = 0; c < N; c++) out[c] = Math.log(w[c] as number);
  }
  const z = logSumExp(out);
  for (let c = 0; c < N; c++) out[c] = (out[c] as number) - z;
  return out;
}

/** Whether every cell has the same prior weight (the finite example's p₀ = 1/N). */
export function isUniform(lp0: Float64Array): boolean {
  const first = lp0[0] as number;
  for (let i = 1; i < lp0.length; i++)
    if (Math.abs((lp0[i] as number) - first) > 1e-12) return false;
  return Number.isFinite(first);
}
