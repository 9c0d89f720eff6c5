import { EliminationLearner } from './eliminate';

/**
 * Consistent: follows the lowest-index expert that has never erred (p is the indicator of it) and
 * predicts its label. Each mistake removes the followed expert, so with a perfect expert it errs
 * at most d − 1 times. Its potential is still ln |version space|, the quantity Halving halves.
 */
export class Consistent extends EliminationLearner {
  readonly id = 'consistent';
  readonly name = 'Consistent';

  protected override label(advice: Int8Array | null): 1 | -1 | 0 {
    if (!advice) return 0;
    const a = advice[this.top()] ?? 0;
    return a > 0 ? 1 : a < 0 ? -1 : 0;
  }

  protected override shape(p: Float64Array, top: number): void {
    // The survivors all have the largest weight, so the first of them is the first maximum.
    p.fill(0);
    p[top] = 1;
  }
}
