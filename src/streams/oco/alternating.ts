import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { reusableRound, type OcoStream } from './stream';

/**
 * The notes' Example 23 along the first axis: v = (−½, 0), (1, 0), (−1, 0), (1, 0), … FTL is
 * always on the wrong side: it loses B every round after the first, (T − 1)B in all, while the
 * best fixed point (B, 0) or (−B, 0) loses −B/2, so its regret is (T − ½)B.
 */
export class AlternatingStream implements OcoStream {
  readonly id = 'alternating';
  readonly kind = 'linear';
  private readonly round: Round<null, OcoLoss> = reusableRound('linear');

  next(t: number): Round<null, OcoLoss> {
    this.round.outcome.a0 = t === 1 ? -0.5 : t % 2 === 0 ? 1 : -1;
    return this.round;
  }

  // A function of t alone.
  save(): null {
    return null;
  }

  load(): void {}
}
