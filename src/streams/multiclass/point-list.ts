import type { Round, Stream } from '../../engine/game';

/** Labelled points as columns: labels 0 … k − 1. */
export interface ClassPointColumns {
  x1: Float64Array;
  x2: Float64Array;
  label: Uint8Array;
}

/**
 * Rounds from a fixed list: the student's clicks (`user`: waits for the next click when the list
 * runs out) or a CSV file (`csv`: starts over, pass after pass).
 */
export class ClassPointStream implements Stream<Float64Array, number> {
  private i = 0;

  constructor(
    readonly id: 'user' | 'csv',
    private readonly points: ClassPointColumns,
  ) {}

  next(): Round<Float64Array, number> | null {
    const { x1, x2, label } = this.points;
    const n = Math.min(x1.length, x2.length, label.length);
    if (n === 0) return null;
    if (this.i >= n && this.id === 'user') return null;
    const s = this.i % n;
    this.i += 1;
    return { input: Float64Array.of(x1[s] ?? 0, x2[s] ?? 0), outcome: label[s] ?? 0 };
  }

  save(): number {
    return this.i;
  }

  load(state: unknown): void {
    this.i = state as number;
  }
}
