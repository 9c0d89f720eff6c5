import type { Family, Learner } from '../engine/game';

/**
 * Multiclass online classification in the plane: the input is a point x = (x1, x2), the
 * prediction and the outcome are labels 0 … k − 1, and the loss is the mistake 1(ŷ ≠ y).
 */
export const multiclassFamily: Family<Float64Array, number, number> = {
  id: 'classification',
  loss: (_x, yhat, y) => (yhat === y ? 0 : 1),
};

/** Coordinates of the class-block feature map: x̃ = (x1, x2, 1) sits in block ℓ of ℝ^{3k}. */
export const BLOCK = 3;

/**
 * argmax_ℓ w_ℓ·x̃ over the k blocks of w, ties broken by the lowest label (so w = 0 predicts
 * label 0). Written out for the 3-coordinate blocks: it runs every round.
 */
export function argmaxLabel(w: ArrayLike<number>, k: number, x1: number, x2: number): number {
  let best = 0;
  let top = (w[0] as number) * x1 + (w[1] as number) * x2 + (w[2] as number);
  for (let l = 1; l < k; l++) {
    const o = BLOCK * l;
    const s = (w[o] as number) * x1 + (w[o + 1] as number) * x2 + (w[o + 2] as number);
    if (s > top) {
      top = s;
      best = l;
    }
  }
  return best;
}

/**
 * The multiclass margin of w on (x, y): min_{ℓ≠y} w·[ψ(x, y) − ψ(x, ℓ)] = min_{ℓ≠y} (w_y − w_ℓ)·x̃.
 * Positive exactly when w ranks y strictly first.
 */
export function marginOf(
  w: ArrayLike<number>,
  k: number,
  x1: number,
  x2: number,
  y: number,
): number {
  const oy = BLOCK * y;
  const sy = (w[oy] as number) * x1 + (w[oy + 1] as number) * x2 + (w[oy + 2] as number);
  let m = Infinity;
  for (let l = 0; l < k; l++) {
    if (l === y) continue;
    const o = BLOCK * l;
    const d = sy - ((w[o] as number) * x1 + (w[o + 1] as number) * x2 + (w[o + 2] as number));
    if (d < m) m = d;
  }
  return m;
}

/**
 * Algorithm 2 of the notes (the multiclass perceptron) with ψ(x, ℓ) = x̃ in block ℓ: predict
 * ŷ = argmax_ℓ w·ψ(x, ℓ) (lowest label on ties); on a mistake w ← w + ψ(x, y) − ψ(x, ŷ), i.e.
 * block y gains x̃ and block ŷ loses it. Starts from w₀ = 0.
 */
export class MulticlassPerceptron implements Learner<Float64Array, number, number> {
  readonly id = 'multiclass-perceptron';
  readonly name = 'Multiclass perceptron';
  readonly initial: Float64Array;
  private w: Float64Array;

  constructor(readonly k: number) {
    this.w = new Float64Array(BLOCK * k);
    this.initial = new Float64Array(BLOCK * k);
  }

  predict(x: Float64Array): number {
    return argmaxLabel(this.w, this.k, x[0] as number, x[1] as number);
  }

  update(x: Float64Array, yhat: number, y: number): void {
    if (yhat === y) return;
    const w = this.w;
    const x1 = x[0] as number;
    const x2 = x[1] as number;
    const a = BLOCK * y;
    const b = BLOCK * yhat;
    w[a] = (w[a] as number) + x1;
    w[a + 1] = (w[a + 1] as number) + x2;
    w[a + 2] = (w[a + 2] as number) + 1;
    w[b] = (w[b] as number) - x1;
    w[b + 1] = (w[b + 1] as number) - x2;
    w[b + 2] = (w[b + 2] as number) - 1;
  }

  weights(): Float64Array {
    return this.w;
  }

  save(): number[] {
    return Array.from(this.w);
  }

  load(state: unknown): void {
    this.w = Float64Array.from(state as number[]);
  }
}
