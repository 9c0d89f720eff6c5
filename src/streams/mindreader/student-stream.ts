import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../../engine/experts';
import type { Round, Stream } from '../../engine/game';
import { PATTERN_COUNT, PatternTracker, type Move, type PatternTrackerState } from './patterns';

export interface StudentStreamState {
  i: number;
  tracker: PatternTrackerState;
}

/**
 * The MindReader's rounds: the student's moves, in order, from a fixed list (the keys pressed so
 * far). Each round's input is the pattern experts' advice for the next move, computed from the
 * moves before it; the outcome is the move and each expert's loss 1[advice_i ≠ move]. When the
 * list is exhausted it returns null: the game waits for the next key.
 *
 * One round object, with its advice and loss buffers, is rewritten every round (the game loop
 * copies what it keeps).
 */
export class StudentStream implements Stream<ExpertsInput, ExpertsOutcome, ExpertsPrediction> {
  readonly id = 'student';
  readonly d = PATTERN_COUNT;
  private i = 0;
  private readonly tracker = new PatternTracker();
  private readonly advice = new Int8Array(PATTERN_COUNT);
  private readonly losses = new Float64Array(PATTERN_COUNT);
  private readonly round: Round<ExpertsInput, ExpertsOutcome>;

  /** `moves`: the student's moves; anything > 0 counts as → (+1), anything else as ← (−1). */
  constructor(private readonly moves: readonly number[]) {
    this.round = {
      input: { d: PATTERN_COUNT, advice: this.advice },
      outcome: { label: 1, losses: this.losses },
    };
  }

  /** The number of moves played so far. */
  get played(): number {
    return this.i;
  }

  /** Whether the list has a move for the next round. */
  get hasNext(): boolean {
    return this.i < this.moves.length;
  }

  next(): Round<ExpertsInput, ExpertsOutcome> | null {
    if (this.i >= this.moves.length) return null;
    const move: Move = (this.moves[this.i] as number) > 0 ? 1 : -1;
    const { advice, losses, tracker } = this;
    tracker.advise(advice);
    for (let k = 0; k < PATTERN_COUNT; k++) losses[k] = advice[k] === move ? 0 : 1;
    tracker.push(move);
    this.i += 1;
    this.round.outcome.label = move;
    return this.round;
  }

  /**
   * The experts' advice for the next move, from the moves so far, without playing it: it does
   * not depend on the move, so it is known before the key is pressed.
   */
  peekAdvice(out: Int8Array = new Int8Array(PATTERN_COUNT)): Int8Array {
    return this.tracker.advise(out);
  }

  save(): StudentStreamState {
    return { i: this.i, tracker: this.tracker.save() };
  }

  load(state: unknown): void {
    const s = state as StudentStreamState;
    this.i = s.i;
    this.tracker.load(s.tracker);
  }
}
