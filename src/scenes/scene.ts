import type { Batch, ColumnSpec } from '../engine/trace';

/** What the worker needs of any lesson's engine. */
export interface Scene {
  readonly meta: { columns: ColumnSpec[]; T: number };
  readonly t: number;
  readonly done: boolean;
  advance(count: number, generation?: number): Batch;
  stateAt(t: number): unknown;
}
