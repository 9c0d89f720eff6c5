/**
 * The decision regions of w over the square [−E, E]², exactly: class ℓ's region is where
 * w_ℓ·x̃ beats every other class (x̃ = (x₁, x₂, 1)), an intersection of k − 1 half-planes, so a
 * convex polygon, found by clipping the square against each (Sutherland–Hodgman). O(k²) work
 * whatever the picture's size, and crisp at any zoom.
 */
export interface Regions {
  /** Each class's polygon in data coordinates (empty when the class wins nowhere). */
  polygons: Array<Array<[number, number]>>;
  /** Each class's share of the square's area. */
  share: number[];
  /** Each polygon's centroid (NaN when empty). */
  centroid: Array<[number, number]>;
}

type Pt = [number, number];

export function decisionRegions(w: readonly number[], k: number, E: number): Regions {
  const square: Pt[] = [
    [-E, -E],
    [E, -E],
    [E, E],
    [-E, E],
  ];
  const polygons: Pt[][] = [];
  for (let l = 0; l < k; l++) {
    let poly: Pt[] = square;
    for (let m = 0; m < k && poly.length > 0; m++) {
      if (m === l) continue;
      // (w_l − w_m)·x̃ ≥ 0; against a lower class a tie goes to it, so l needs > 0.
      const a = (w[3 * l] ?? 0) - (w[3 * m] ?? 0);
      const b = (w[3 * l + 1] ?? 0) - (w[3 * m + 1] ?? 0);
      const c = (w[3 * l + 2] ?? 0) - (w[3 * m + 2] ?? 0);
      if (a === 0 && b === 0) {
        if (c < 0 || (c === 0 && m < l)) poly = [];
        continue;
      }
      poly = clip(poly, a, b, c);
    }
    polygons.push(poly);
  }
  const total = 4 * E * E;
  const stats = polygons.map(areaAndCentroid);
  return {
    polygons,
    share: stats.map(([area]) => (total > 0 ? area / total : 0)),
    centroid: stats.map(([, cx, cy]) => [cx, cy]),
  };
}

/** The part of a convex polygon where a·x + b·y + c ≥ 0. */
function clip(poly: readonly Pt[], a: number, b: number, c: number): Pt[] {
  const out: Pt[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i] as Pt;
    const q = poly[(i + 1) % n] as Pt;
    const fp = a * p[0] + b * p[1] + c;
    const fq = a * q[0] + b * q[1] + c;
    if (fp >= 0) out.push(p);
    if (fp >= 0 !== fq >= 0) {
      const s = fp / (fp - fq);
      out.push([p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  return out.length >= 3 ? out : [];
}

/** [area, centroid x, centroid y] by the shoelace formula (area 0 and NaN for a sliver). */
function areaAndCentroid(poly: readonly Pt[]): [number, number, number] {
  let A = 0;
  let cx = 0;
  let cy = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = poly[i] as Pt;
    const [x1, y1] = poly[(i + 1) % n] as Pt;
    const cross = x0 * y1 - x1 * y0;
    A += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  A /= 2;
  if (!(Math.abs(A) > 0)) return [0, NaN, NaN];
  return [Math.abs(A), cx / (6 * A), cy / (6 * A)];
}
