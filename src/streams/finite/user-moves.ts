import type { FiniteInput, FiniteOutcome, SpaceView } from '../../engine/finite-game';
import type { Round, Stream } from '../../engine/game';

/** One round the student played: the point asked and the label given. */
export interface FiniteMove {
  x: number;
  y: 0 | 1;
}

/**
 * The student is the adversary: each round is the next of their moves, and the stream waits
 * (returns null) until they make one.
 */
export class UserMovesStream implements Stream<FiniteInput, FiniteOutcome, number> {
  readonly id = 'user';
  private readonly round: Round<FiniteInput, FiniteOutcome>;

  constructor(
    private readonly moves: readonly FiniteMove[],
    space: SpaceView,
  ) {
    this.round = { input: { x: 0, space }, outcome: { y: 0 } };
  }

  next(t: number): Round<FiniteInput, FiniteOutcome> | null {
    const move = this.moves[t - 1];
    if (!move) return null;
    this.round.input.x = move.x;
    this.round.outcome.y = move.y;
    return this.round;
  }

  save(): null {
    return null;
  }
  load(): void {}
}
