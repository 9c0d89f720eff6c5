import type { LossStream } from './loss-stream';

/**
 * Loss curves from a file: row t − 1 is ℓ_t on the G cells, as written (any finite numbers:
 * whether sup − inf ≤ M holds is the theorem's hypothesis, checked each round, not the file's).
 */
export class CurvesStream implements LossStream {
  private row = 0;

  constructor(private readonly curves: { g: number; rows: number; values: Float64Array }) {}

  next(_t: number, _p: Float64Array, out: Float64Array): boolean {
    const { g, rows, values } = this.curves;
    if (this.row >= rows || g !== out.length) return false;
    out.set(values.subarray(this.row * g, (this.row + 1) * g));
    this.row++;
    return true;
  }

  save(): number {
    return this.row;
  }

  load(s: unknown): void {
    this.row = s as number;
  }
}
