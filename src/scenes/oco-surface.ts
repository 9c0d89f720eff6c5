import { lossValue, type OcoConstants, type OcoLoss } from '../engine/oco';
import type { LossSums } from '../engine/oco-sums';

/**
 * Σ_{s≤t} f_s and f_t sampled on an n×n grid over [−E, E]², row-major, row 0 at the top (y = +E),
 * cell centres: x_i = −E + (i + ½)·2E/n, y_j = E − (j + ½)·2E/n, value (i, j) at index j·n + i.
 */
export interface OcoSurface {
  t: number;
  cumulative: Float64Array;
  current: Float64Array;
}

/** The largest grid side served: 1024² doubles are 8 MB a surface. */
export const MAX_SURFACE_SIDE = 1024;

export function gridCoordinate(extent: number, n: number, i: number): number {
  return -extent + ((i + 0.5) * 2 * extent) / n;
}

/** From running sums, O(n²). */
export function surfaceFromSums(
  t: number,
  sums: LossSums | null,
  last: OcoLoss,
  c: OcoConstants,
  extent: number,
  n: number,
): OcoSurface {
  const cumulative = new Float64Array(n * n);
  const current = new Float64Array(n * n);
  if (t === 0 || !sums) return { t, cumulative, current };
  for (let j = 0; j < n; j++) {
    const y = -gridCoordinate(extent, n, j);
    for (let i = 0; i < n; i++) {
      const x = gridCoordinate(extent, n, i);
      cumulative[j * n + i] = sums.valueAt(x, y);
      current[j * n + i] = lossValue(last, x, y, c);
    }
  }
  return { t, cumulative, current };
}

/** The hinge stream's points, one per round, kept by the scene as it advances. */
export class PointStore {
  x0: Float64Array = new Float64Array(1024);
  x1: Float64Array = new Float64Array(1024);
  y: Float64Array = new Float64Array(1024);
  n = 0;

  push(a0: number, a1: number, b: number): void {
    if (this.n === this.x0.length) {
      const grow = (a: Float64Array): Float64Array => {
        const g = new Float64Array(2 * a.length);
        g.set(a);
        return g;
      };
      this.x0 = grow(this.x0);
      this.x1 = grow(this.x1);
      this.y = grow(this.y);
    }
    this.x0[this.n] = a0;
    this.x1[this.n] = a1;
    this.y[this.n] = b;
    this.n++;
  }
}

/**
 * Σ_{s≤t} hinge_s on a grid, kept between requests and moved from its round to the one asked
 * for by adding (or subtracting) the rounds in between: a request costs O(Δt·n²), and one far
 * away starts over from round 0 when that is shorter.
 */
export class HingeSurface {
  private acc = new Float64Array(0);
  private t = 0;
  private extent = NaN;
  private n = 0;

  constructor(
    private readonly points: PointStore,
    private readonly gamma: number,
  ) {}

  at(t: number, extent: number, n: number): OcoSurface {
    if (extent !== this.extent || n !== this.n || Math.abs(t - this.t) > t) {
      this.acc = new Float64Array(n * n);
      this.t = 0;
      this.extent = extent;
      this.n = n;
    }
    for (; this.t < t; this.t++) this.add(this.t, 1);
    while (this.t > t) {
      this.t--;
      this.add(this.t, -1);
    }
    const current = new Float64Array(n * n);
    if (t > 0) this.fill(current, t - 1, 1);
    return { t, cumulative: this.acc.slice(), current };
  }

  private add(index: number, sign: number): void {
    this.fill(this.acc, index, sign);
  }

  /** out += sign · hinge of the point at index, on the grid. */
  private fill(out: Float64Array, index: number, sign: number): void {
    const { n, extent, gamma } = this;
    const p = this.points;
    const a = (p.x0[index] as number) * (p.y[index] as number);
    const b = (p.x1[index] as number) * (p.y[index] as number);
    for (let j = 0; j < n; j++) {
      const v = -gridCoordinate(extent, n, j);
      const base = j * n;
      for (let i = 0; i < n; i++) {
        const m = gamma - (gridCoordinate(extent, n, i) * a + v * b);
        if (m > 0) out[base + i] = (out[base + i] as number) + sign * m;
      }
    }
  }
}
