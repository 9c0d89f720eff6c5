import type { Round, Stream } from '../../engine/game';

export interface RowsData {
  n: number;
  rows: number;
  /** Row-major features, rows·n. */
  x: Float64Array;
  y: Float64Array;
}

/** A file's rows x₁ … x_n, y, replayed pass after pass up to T (nothing until one is loaded). */
export class RowsStream implements Stream<Float64Array, number> {
  readonly id = 'csv';
  private readonly round: Round<Float64Array, number>;

  constructor(private readonly data: RowsData) {
    this.round = { input: new Float64Array(data.n), outcome: 0 };
  }

  next(t: number): Round<Float64Array, number> | null {
    const { data } = this;
    if (data.rows === 0 || data.n === 0) return null;
    const r = (t - 1) % data.rows;
    this.round.input = data.x.subarray(r * data.n, (r + 1) * data.n);
    this.round.outcome = data.y[r] as number;
    return this.round;
  }

  save(): null {
    return null;
  }
  load(): void {}
}
