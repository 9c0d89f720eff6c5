import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { Rng, type RngState } from '../../engine/rng';
import { reusableRound, type OcoStream } from './stream';

/**
 * Online linear regression (the notes' Example 19): x_t uniform in the disc of radius R,
 * y_t = ⟨u°, x_t⟩ + ε_t with ε uniform in [−noise, noise], squared losses (⟨w, x⟩ − y)². The
 * seeded u° has a uniform direction and ‖u°‖ uniform in [0.2B, 0.8B], inside Ω.
 */
export class RegressionStream implements OcoStream {
  readonly id = 'regression';
  readonly kind = 'squared';
  readonly u: [number, number];
  private readonly rng: Rng;
  private readonly round: Round<null, OcoLoss> = reusableRound('squared');

  constructor(private readonly o: { seed: number; B: number; R: number; noise: number }) {
    const setup = new Rng(o.seed, 46);
    const angle = setup.uniform(0, 2 * Math.PI);
    const norm = setup.uniform(0.2 * o.B, 0.8 * o.B);
    this.u = [norm * Math.cos(angle), norm * Math.sin(angle)];
    this.rng = new Rng(o.seed, 47);
  }

  next(): Round<null, OcoLoss> {
    const rng = this.rng;
    const rho = this.o.R * Math.sqrt(rng.next());
    const a = 2 * Math.PI * rng.next();
    const x0 = rho * Math.cos(a);
    const x1 = rho * Math.sin(a);
    const f = this.round.outcome;
    f.a0 = x0;
    f.a1 = x1;
    f.b = this.u[0] * x0 + this.u[1] * x1 + this.o.noise * (2 * rng.next() - 1);
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
