import type { FiniteInput, FiniteOutcome } from '../../engine/finite-game';
import type { IntervalWorld } from '../../engine/finite-world';
import type { Round, Stream, Target } from '../../engine/game';

/**
 * Corollary 10's adversary on thresholds over [0, 1]: it asks the midpoint of the thresholds
 * still consistent and labels it against the first learner, so that learner errs every round and
 * the interval only halves: thresholds shatter trees of every depth.
 */
export class BisectStream implements Stream<FiniteInput, FiniteOutcome, number> {
  readonly id = 'bisect';
  private readonly round: Round<FiniteInput, FiniteOutcome>;

  constructor(private readonly world: IntervalWorld) {
    this.round = { input: { x: 0.5, space: world.space }, outcome: { y: 0 } };
  }

  next(_t: number, target: Target<FiniteInput, number>): Round<FiniteInput, FiniteOutcome> {
    const { round } = this;
    round.input.x = this.world.mid();
    round.outcome.y = target.predict(round.input) >= 0.5 ? 0 : 1;
    return round;
  }

  save(): null {
    return null;
  }
  load(): void {}
}
