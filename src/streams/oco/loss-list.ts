import { MAX_LOSS_ENTRY } from '../../data/oco-csv';
import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { reusableRound, type OcoStream } from './stream';

/** Entries beyond this magnitude are clamped (the CSV parser rejects them with a line number). */
export { MAX_LOSS_ENTRY };

export interface LossList {
  kind: 'linear' | 'quadratic';
  /** Two numbers a row: v for linear losses, z for quadratic ones. */
  values: Float64Array | readonly number[];
}

/**
 * Rounds from a fixed list of linear or quadratic losses: a CSV file (`csv`, replayed pass after
 * pass up to T, as point-list.ts does for the perceptron) or the student's clicks (`user`, which
 * waits — next returns null — until the next click). The list is read at each round, so clicks
 * appended to a plain array are picked up. Non-finite entries count as 0, huge ones are clamped
 * to ±10¹², so a hand-made list cannot put NaN into the run.
 */
export class LossListStream implements OcoStream {
  readonly kind: 'linear' | 'quadratic';
  private i = 0;
  private readonly round: Round<null, OcoLoss>;

  constructor(
    readonly id: 'csv' | 'user',
    private readonly list: LossList,
  ) {
    this.kind = list.kind;
    this.round = reusableRound(list.kind);
  }

  next(): Round<null, OcoLoss> | null {
    const values = this.list.values;
    const rows = Math.floor(values.length / 2);
    if (rows === 0) return null;
    if (this.i >= rows && this.id === 'user') return null;
    const k = this.i % rows;
    this.i += 1;
    const f = this.round.outcome;
    f.a0 = clampEntry(values[2 * k] as number);
    f.a1 = clampEntry(values[2 * k + 1] as number);
    return this.round;
  }

  save(): number {
    return this.i;
  }

  load(state: unknown): void {
    this.i = state as number;
  }
}

function clampEntry(v: number): number {
  if (!Number.isFinite(v))
    return v === Infinity ? MAX_LOSS_ENTRY : v === -Infinity ? -MAX_LOSS_ENTRY : 0;
  return v > MAX_LOSS_ENTRY ? MAX_LOSS_ENTRY : v < -MAX_LOSS_ENTRY ? -MAX_LOSS_ENTRY : v;
}
