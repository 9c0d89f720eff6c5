import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { Rng, type RngState } from '../../engine/rng';
import { reusableRound, type OcoStream } from './stream';

/**
 * Quadratic losses (λ/2)‖w − z_t‖² with iid centres: z uniform in the disc of radius 0.4B around
 * a seeded mean μ, ‖μ‖ = 0.6B, so every ‖z_t‖ ≤ B (Lemma 22's hypothesis) and the best point in
 * hindsight sits off-centre, inside Ω.
 */
export class QuadraticStream implements OcoStream {
  readonly id = 'quadratic';
  readonly kind = 'quadratic';
  readonly mu: [number, number];
  private readonly rng: Rng;
  private readonly round: Round<null, OcoLoss> = reusableRound('quadratic');
  private readonly r: number;
  private readonly m0: number;
  private readonly m1: number;

  constructor(o: { seed: number; B: number }) {
    const angle = new Rng(o.seed, 41).uniform(0, 2 * Math.PI);
    this.m0 = 0.6 * o.B * Math.cos(angle);
    this.m1 = 0.6 * o.B * Math.sin(angle);
    this.mu = [this.m0, this.m1];
    this.r = 0.4 * o.B;
    this.rng = new Rng(o.seed, 42);
  }

  next(): Round<null, OcoLoss> {
    const rng = this.rng;
    const rho = this.r * Math.sqrt(rng.next());
    const a = 2 * Math.PI * rng.next();
    const f = this.round.outcome;
    f.a0 = this.m0 + rho * Math.cos(a);
    f.a1 = this.m1 + rho * Math.sin(a);
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
