import type { TrainingSet } from '../../streams/boosting/training-set';

/** A decision stump h(x) = s if x_axis > θ, −s otherwise. */
export interface Stump {
  axis: 0 | 1;
  theta: number;
  sign: 1 | -1;
}

export interface FittedStump extends Stump {
  /** Its D-weighted error Σ D(i)·[h(xᵢ) ≠ yᵢ]. */
  error: number;
}

export function stumpPredict(h: Stump, x1: number, x2: number): 1 | -1 {
  return (h.axis === 0 ? x1 : x2) > h.theta ? h.sign : (-h.sign as 1 | -1);
}

/** Σ D(i)·[h(xᵢ) ≠ yᵢ], summed directly. */
export function weightedError(h: Stump, set: TrainingSet, D: ArrayLike<number>): number {
  let e = 0;
  for (let i = 0; i < set.y.length; i++)
    if (stumpPredict(h, set.x1[i] as number, set.x2[i] as number) !== set.y[i]) e += D[i] as number;
  return e;
}

/**
 * Every threshold a stump on one axis can usefully take: one below all values, one between each
 * pair of consecutive distinct values, one above all. Any other θ splits the points as one of these.
 */
export function thresholds(values: readonly number[] | Float64Array): number[] {
  const v = Array.from(new Set(Array.from(values))).sort((a, b) => a - b);
  if (v.length === 0) return [0];
  const out = [(v[0] as number) - 1];
  for (let k = 0; k + 1 < v.length; k++) out.push(between(v[k] as number, v[k + 1] as number));
  out.push((v[v.length - 1] as number) + 1);
  return out;
}

/** A θ with a ≤ θ < b: the midpoint, or a itself when the midpoint rounds up to b. */
function between(a: number, b: number): number {
  const m = a + (b - a) / 2;
  return m < b ? m : a;
}

/**
 * The exact best stump under a distribution D, over both axes, every threshold and both signs:
 * each axis is sorted once, then every round sweeps it in O(n), moving one group of equal values
 * at a time to the left side. Ties go to the first found (axis x₁, lower θ, s = +1).
 */
export class StumpSearch {
  private readonly order: [Int32Array, Int32Array];

  constructor(readonly set: TrainingSet) {
    const n = set.y.length;
    const sortBy = (x: Float64Array) =>
      Int32Array.from({ length: n }, (_, i) => i).sort(
        (i, j) => (x[i] as number) - (x[j] as number),
      );
    this.order = [sortBy(set.x1), sortBy(set.x2)];
  }

  best(D: ArrayLike<number>): FittedStump {
    const { set } = this;
    const y = set.y;
    const n = y.length;
    let P = 0;
    let N = 0;
    for (let i = 0; i < n; i++) {
      if (y[i] === 1) P += D[i] as number;
      else N += D[i] as number;
    }
    let bestErr = Infinity;
    let best: Stump = { axis: 0, theta: 0, sign: 1 };
    for (const axis of [0, 1] as const) {
      const x = axis === 0 ? set.x1 : set.x2;
      const order = this.order[axis];
      if (n === 0) break;
      // Left of θ is predicted −s. Below every value nothing is on the left.
      let leftPos = 0;
      let leftNeg = 0;
      let k = 0;
      let theta = (x[order[0] as number] as number) - 1;
      for (;;) {
        const errPlus = leftPos + (N - leftNeg);
        const errMinus = leftNeg + (P - leftPos);
        if (errPlus < bestErr) {
          bestErr = errPlus;
          best = { axis, theta, sign: 1 };
        }
        if (errMinus < bestErr) {
          bestErr = errMinus;
          best = { axis, theta, sign: -1 };
        }
        if (k >= n) break;
        // Move the whole group of points equal to the next value to the left.
        const v = x[order[k] as number] as number;
        while (k < n && (x[order[k] as number] as number) === v) {
          const i = order[k] as number;
          if (y[i] === 1) leftPos += D[i] as number;
          else leftNeg += D[i] as number;
          k++;
        }
        theta = k < n ? between(v, x[order[k] as number] as number) : v + 1;
      }
    }
    // The sweep's running sums carry rounding; the error reported is summed afresh.
    return { ...best, error: weightedError(best, set, D) };
  }
}
