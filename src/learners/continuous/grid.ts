/**
 * The parameter space Ω of the continuous Hedge lesson, discretized: an interval [a, b] cut into
 * G cells (1-D), or the square [a, b]² cut into G×G cells (2-D). Algorithm 4 then runs exactly on
 * the finite set of cell centres, with the prior's weight of a cell p₀(centre)·volume, normalized.
 *
 * In 2-D, cell k = j·G + i has centre (x_i, y_j) with row j = 0 at the top (y = b), as the
 * heat map's image rows run.
 */
export interface Grid {
  dim: 1 | 2;
  /** Cells a side. */
  G: number;
  /** Cells in all: G or G². */
  N: number;
  a: number;
  b: number;
  /** The side of a cell, (b − a)/G. */
  h: number;
}

export const MIN_SIDE = 2;
export const MAX_SIDE_1D = 4096;
export const MAX_SIDE_2D = 256;

export function makeGrid(dim: 1 | 2, G: number, a: number, b: number): Grid {
  const max = dim === 1 ? MAX_SIDE_1D : MAX_SIDE_2D;
  const side = Number.isFinite(G) ? Math.min(max, Math.max(MIN_SIDE, Math.round(G))) : MIN_SIDE;
  const lo = Number.isFinite(a) ? a : 0;
  const hi = Number.isFinite(b) && b > lo ? b : lo + 1;
  return { dim, G: side, N: dim === 1 ? side : side * side, a: lo, b: hi, h: (hi - lo) / side };
}

/** x_i, the centre of column i (and of cell i in 1-D). */
export const cellX = (g: Grid, i: number): number => g.a + (i + 0.5) * g.h;
/** y_j, the centre of row j in 2-D (row 0 at the top). */
export const cellY = (g: Grid, j: number): number => g.b - (j + 0.5) * g.h;

/** The centre's coordinates of cell k: [x] in 1-D, [x, y] in 2-D. */
export function cellPoint(g: Grid, k: number): number[] {
  if (g.dim === 1) return [cellX(g, k)];
  return [cellX(g, k % g.G), cellY(g, Math.floor(k / g.G))];
}
