import type { Round, Stream } from '../engine/game';
import type { Label } from '../engine/classification';

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
export class PointListStream implements Stream<Vec2Input, Label> {
  private i = 0;

  constructor(
    readonly id: 'user' | 'csv',
    private readonly points: readonly ListedPoint[],
  ) {}

  next(): Round<Vec2Input, Label> | null {
    const n = this.points.length;
    if (n === 0) return null;
    if (this.i >= n && this.id === 'user') return null;
    const p = this.points[this.i % n] as ListedPoint;
    this.i += 1;
    return { input: Float64Array.of(p.x1, p.x2), outcome: p.y };
  }

  save(): number {
    return this.i;
  }

  load(state: unknown): void {
    this.i = state as number;
  }
}

type Vec2Input = Float64Array;
