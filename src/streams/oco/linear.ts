import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { Rng, type RngState } from '../../engine/rng';
import { reusableRound, type OcoStream } from './stream';

/** Half-width of the angular spread of v_t around the mean direction. */
export const LINEAR_SPREAD = (2 * Math.PI) / 3;

/**
 * Linear losses ⟨v_t, w⟩ with iid unit v_t: a seeded mean direction θ₀ and an angle uniform in
 * θ₀ ± 2π/3, so E[v] = (sin(2π/3)/(2π/3))·(cos θ₀, sin θ₀) ≠ 0 and the best point in hindsight
 * sits on the circle, opposite the mean.
 */
export class LinearStream implements OcoStream {
  readonly id = 'linear';
  readonly kind = 'linear';
  readonly theta0: number;
  private readonly rng: Rng;
  private readonly round: Round<null, OcoLoss> = reusableRound('linear');

  constructor(o: { seed: number }) {
    this.theta0 = new Rng(o.seed, 43).uniform(0, 2 * Math.PI);
    this.rng = new Rng(o.seed, 44);
  }

  next(): Round<null, OcoLoss> {
    const a = this.theta0 + LINEAR_SPREAD * (2 * this.rng.next() - 1);
    const f = this.round.outcome;
    f.a0 = Math.cos(a);
    f.a1 = Math.sin(a);
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
