import { argmaxLabel } from '../../../src/learners/multiclass-perceptron';

/** The decision regions of w on a G × G grid over [−E, E]² (row 0 at the top). */
export interface RegionGrid {
  G: number;
  labels: Uint8Array;
  /** Each class's share of the cells and the mean of its cells (data coordinates). */
  share: number[];
  centroid: Array<[number, number]>;
}

export function regionGrid(w: readonly number[], k: number, E: number, G = 160): RegionGrid {
  const labels = new Uint8Array(G * G);
  const sum: Array<[number, number]> = Array.from({ length: k }, () => [0, 0]);
  const count = new Array<number>(k).fill(0);
  for (let r = 0; r < G; r++) {
    const x2 = E - ((r + 0.5) / G) * 2 * E;
    for (let c = 0; c < G; c++) {
      const x1 = -E + ((c + 0.5) / G) * 2 * E;
      const l = argmaxLabel(w, k, x1, x2);
      labels[r * G + c] = l;
      const s = sum[l] as [number, number];
      s[0] += x1;
      s[1] += x2;
      count[l] = (count[l] as number) + 1;
    }
  }
  return {
    G,
    labels,
    share: count.map((n) => n / (G * G)),
    centroid: sum.map(([a, b], l) => {
      const n = count[l] as number;
      return n > 0 ? [a / n, b / n] : [NaN, NaN];
    }),
  };
}

/** The grid as RGBA pixels, each class in its hue at a light tint. */
export function regionPixels(
  grid: RegionGrid,
  rgb: ReadonlyArray<readonly [number, number, number]>,
  alpha = 56,
): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(grid.G * grid.G * 4);
  for (let i = 0; i < grid.labels.length; i++) {
    const c = rgb[grid.labels[i] as number] ?? [128, 128, 128];
    out[4 * i] = c[0];
    out[4 * i + 1] = c[1];
    out[4 * i + 2] = c[2];
    out[4 * i + 3] = alpha;
  }
  return out;
}
