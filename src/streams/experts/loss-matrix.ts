import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../../engine/experts';
import type { Round, Stream } from '../../engine/game';

export interface LossMatrix {
  /** Number of experts (columns). */
  d: number;
  /** Row-major: round r's losses are values[r·d … r·d + d − 1]. */
  values: Float64Array | readonly number[];
}

/**
 * Rounds read from a loss matrix (rows = rounds, columns = experts), as a CSV file gives them.
 * There is no advice and no label (0): only learners that play distributions can take part. When
 * T exceeds the rows the matrix starts over. Values are clamped into [0, 1] (NaN counts as 0) on
 * construction, so a hand-built matrix cannot break the learners' bounds or their arithmetic.
 */
export class LossMatrixStream implements Stream<ExpertsInput, ExpertsOutcome, ExpertsPrediction> {
  readonly id = 'loss-matrix';
  readonly d: number;
  readonly rows: number;
  private readonly values: Float64Array;
  private readonly losses: Float64Array;
  private readonly round: Round<ExpertsInput, ExpertsOutcome>;

  constructor(matrix: LossMatrix) {
    const d = Math.max(1, Math.floor(matrix.d) || 1);
    this.d = d;
    this.rows = Math.floor(matrix.values.length / d);
    const n = this.rows * d;
    this.values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = matrix.values[i] as number;
      this.values[i] = v > 1 ? 1 : v > 0 ? v : 0;
    }
    this.losses = new Float64Array(d);
    this.round = { input: { d, advice: null }, outcome: { label: 0, losses: this.losses } };
  }

  /** Round t (1-based) plays row (t − 1) mod rows; null when the matrix is empty. */
  next(t: number): Round<ExpertsInput, ExpertsOutcome> | null {
    if (this.rows === 0) return null;
    const d = this.d;
    const start = ((t - 1) % this.rows) * d;
    const { values, losses } = this;
    for (let i = 0; i < d; i++) losses[i] = values[start + i] as number;
    return this.round;
  }

  // The round is a function of t alone: nothing to save.
  save(): null {
    return null;
  }

  load(): void {}
}
