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
  /**
   * The student's next moves, for a run that plays them as they come (MindReader): appended to
   * the moves it was built with, so the run goes on from where it waits instead of starting over.
   */
  feed?(moves: readonly number[]): void;
}
