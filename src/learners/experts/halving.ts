import { EliminationLearner } from './eliminate';

/**
 * Halving: predicts the majority label of the experts never wrong so far and plays the uniform
 * distribution on them. Every mistake removes at least half of the version space, so with a
 * perfect expert it errs at most log₂ d times. A tied vote predicts +1 (any fixed rule keeps the
 * bound: on a tie, a mistake still removes half).
 */
export class Halving extends EliminationLearner {
  readonly id = 'halving';
  readonly name = 'Halving';

  protected override label(advice: Int8Array | null): 1 | -1 | 0 {
    if (!advice) return 0;
    // Integer votes: an exact tie is seen as one, which summing 1/|V| weights would not guarantee.
    let vote = 0;
    for (let i = 0; i < advice.length; i++) if (this.alive(i)) vote += advice[i] as number;
    return vote >= 0 ? 1 : -1;
  }
}
