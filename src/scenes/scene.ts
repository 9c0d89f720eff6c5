import type { Batch, ColumnSpec } from '../engine/trace';

/** What the worker needs of any lesson's engine. */
export interface Scene {
  readonly meta: { columns: ColumnSpec[]; T: number };
  readonly t: number;
  readonly done: boolean;
  advance(count: number, generation?: number): Batch;
  stateAt(t: number): unknown;
  /** A lesson's own question to its engine (a surface to draw, say), by name. */
  query?(name: string, args: unknown): unknown;
}
