import type { Round, Target } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { Rng, type RngState } from '../../engine/rng';
import { reusableRound, type OcoStream } from './stream';

/**
 * An adaptive adversary against the first learner: it sees the point w about to be played and
 * reveals v_t = w/‖w‖, so the learner pays ‖w‖ ≥ 0 every round; at w = 0 it picks a seeded random
 * unit direction. Every loss is linear with ‖v‖ = 1.
 */
export class OcoAdversary implements OcoStream {
  readonly id = 'adversary';
  readonly kind = 'linear';
  private readonly rng: Rng;
  private readonly round: Round<null, OcoLoss> = reusableRound('linear');

  constructor(o: { seed: number }) {
    this.rng = new Rng(o.seed, 45);
  }

  next(_t: number, target: Target<null, Float64Array>): Round<null, OcoLoss> {
    const w = target.predict(null);
    const w0 = w[0] as number;
    const w1 = w[1] as number;
    const n = Math.hypot(w0, w1);
    const f = this.round.outcome;
    if (n > 0) {
      f.a0 = w0 / n;
      f.a1 = w1 / n;
    } else {
      const a = this.rng.uniform(0, 2 * Math.PI);
      f.a0 = Math.cos(a);
      f.a1 = Math.sin(a);
    }
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
