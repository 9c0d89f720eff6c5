import type { Round, Stream } from '../engine/game';
import type { Label } from '../engine/classification';
import type { PointColumns } from '../data/csv';

export interface ListedPoint {
  x1: number;
  x2: number;
  y: Label;
}

/**
 * Rounds from a fixed list of points: the student's clicks (`user`, which waits for the next
 * click when the list runs out) or a CSV file (`csv`, which starts over, one pass after another,
 * as the perceptron is run to convergence on a data set).
 */
/**
 * The points as a list of objects (the student's clicks) or as columns (a CSV file: typed arrays
 * cross to the worker as one copy each, where 10⁶ objects would be serialized one by one).
 */
export type PointSource = readonly ListedPoint[] | PointColumns;

export class PointListStream implements Stream<Vec2Input, Label> {
  private i = 0;
  private readonly columns: PointColumns;

  constructor(
    readonly id: 'user' | 'csv',
    points: PointSource,
  ) {
    this.columns = Array.isArray(points) ? toColumns(points) : (points as PointColumns);
  }

  next(): Round<Vec2Input, Label> | null {
    const { x1, x2, y } = this.columns;
    const n = Math.min(x1.length, x2.length, y.length);
    if (n === 0) return null;
    if (this.i >= n && this.id === 'user') return null;
    const k = this.i % n;
    this.i += 1;
    return { input: Float64Array.of(x1[k] ?? 0, x2[k] ?? 0), outcome: y[k] === 1 ? 1 : -1 };
  }

  save(): number {
    return this.i;
  }

  load(state: unknown): void {
    this.i = state as number;
  }
}

type Vec2Input = Float64Array;

function toColumns(points: readonly ListedPoint[]): PointColumns {
  return {
    x1: Float64Array.from(points, (p) => p.x1),
    x2: Float64Array.from(points, (p) => p.x2),
    y: Int8Array.from(points, (p) => p.y),
  };
}
