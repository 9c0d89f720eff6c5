import { contours } from 'd3-contour';
import { padGrid, ringsToLines, ringsToPath } from '../geometry/contour-map';
import type { KernelFn } from '../kernels/kernel';
import type { SupportSet } from '../learners/kernel-perceptron';

/** Cell centres of an n×n grid over [−E, E]², row 0 at the top (y = +E), as oco-surface.ts. */
export const cellX = (E: number, n: number, i: number): number => -E + ((i + 0.5) * 2 * E) / n;
export const cellY = (E: number, n: number, j: number): number => E - ((j + 0.5) * 2 * E) / n;

/**
 * f_t(x) = Σ_{i∈S_t} y_i K(x_i, x) on an n×n grid, kept between requests and moved from the
 * support size it holds to the one asked for by adding (or taking away) the support points in
 * between: O(Δ|S|·n²) a request, as the run plays forward one mistake at a time. A request far
 * behind starts over from the empty set when that is shorter.
 */
export class ScoreGrid {
  private acc = new Float64Array(0);
  private count = 0;
  private extent = NaN;
  private n = 0;
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);

  constructor(
    private readonly support: SupportSet,
    private readonly K: KernelFn,
  ) {}

  /** The grid of f with the first `count` support points (a copy). */
  at(count: number, extent: number, n: number): Float64Array {
    const target = Math.max(0, Math.min(count, this.support.size));
    if (extent !== this.extent || n !== this.n || this.count - target > target) {
      this.acc = new Float64Array(n * n);
      this.count = 0;
      this.extent = extent;
      this.n = n;
      this.xs = Float64Array.from({ length: n }, (_, i) => cellX(extent, n, i));
      this.ys = Float64Array.from({ length: n }, (_, j) => cellY(extent, n, j));
    }
    for (; this.count < target; this.count++) this.add(this.count, 1);
    while (this.count > target) {
      this.count--;
      this.add(this.count, -1);
    }
    return this.acc.slice();
  }

  private add(index: number, sign: number): void {
    const { acc, xs, ys, n, K } = this;
    const s = this.support;
    const a = s.x0[index] as number;
    const b = s.x1[index] as number;
    const w = sign * (s.y[index] as number);
    for (let j = 0; j < n; j++) {
      const y = ys[j] as number;
      const base = j * n;
      for (let i = 0; i < n; i++)
        acc[base + i] = (acc[base + i] as number) + w * K(a, b, xs[i] as number, y);
    }
  }
}

/** One filled region {f ≥ value} of the score map, with its tint: sign and strength (1…3). */
export interface ScoreBand {
  value: number;
  sign: 1 | -1;
  strength: number;
  fill: string;
}

export interface ScoreMap {
  /** max |f| on the grid; 0 when f ≡ 0 (no support point yet): nothing to draw. */
  max: number;
  /**
   * Regions {f ≥ value}, lowest first: the panel paints the plane with the strongest negative
   * tint, then each band over it. The band's tint is that of the values just above its threshold.
   */
  bands: ScoreBand[];
  /** The decision boundary {f = 0}, as a path of level lines (viewBox units). */
  boundary: string;
}

/** Fractions of max|f| where the tint changes; 0 is the boundary. */
const LEVELS = [-0.5, -0.15, 0, 0.15, 0.5];

/**
 * The map drawn under the points: diverging tints for the sign of f (three strengths a side),
 * and f = 0, the decision boundary. Computed in the worker, with d3-contour on the padded grid.
 */
export function scoreMap(values: Float64Array, n: number): ScoreMap {
  let max = 0;
  for (let k = 0; k < n * n; k++) {
    const v = Math.abs(values[k] as number);
    if (v > max && Number.isFinite(v)) max = v;
  }
  if (!(max > 0) || !Number.isFinite(max)) return { max: 0, bands: [], boundary: '' };
  const thresholds = LEVELS.map((l) => l * max);
  const gen = contours()
    .size([n + 2, n + 2])
    .thresholds(thresholds);
  // d3-contour reads the values by index: a Float64Array serves as the number[] it is typed with.
  const polys = gen(padGrid(values, n) as unknown as number[]);
  const bands: ScoreBand[] = [];
  let boundary = '';
  polys.forEach((p, k) => {
    const level = LEVELS[k] ?? 0;
    const fill = ringsToPath(p.coordinates, n);
    if (level === 0) boundary = ringsToLines(p.coordinates, n);
    if (fill === '') return;
    // The base below −0.5·max is −3; then −2, −1, +1, +2, +3.
    const sign: 1 | -1 = level >= 0 ? 1 : -1;
    const strength = level >= 0 ? k - 1 : 2 - k;
    bands.push({ value: p.value, sign, strength, fill });
  });
  return { max, bands, boundary };
}
