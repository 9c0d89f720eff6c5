import type { Round } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { Rng } from '../../engine/rng';
import { unitFromAngle, type Vec } from '../../engine/vec';
import { MarginDiskStream } from '../margin-disk';
import { reusableRound, type OcoStream } from './stream';

/**
 * The perceptron lesson's unit target for a seed, drawn exactly as src/scenes/perceptron.ts
 * `targetFor` draws it (generator stream 3), so the two lessons play the same points.
 */
export function hingeTarget(seed: number): Vec {
  return unitFromAngle(new Rng(seed, 3).uniform(0, 2 * Math.PI));
}

/**
 * Hinge losses max(0, γ − y⟨w, x⟩) on the perceptron lesson's separable points (MarginDiskStream:
 * uniform in the disc of radius R, the band |⟨w*, x⟩| < γ empty, labelled by w*), so w* has
 * hinge loss 0 on every round (when γ ≤ R).
 */
export class HingeStream implements OcoStream {
  readonly id = 'hinge';
  readonly kind = 'hinge';
  readonly wstar: Vec;
  private readonly points: MarginDiskStream;
  private readonly round: Round<null, OcoLoss> = reusableRound('hinge');

  constructor(o: { seed: number; R: number; gamma: number }) {
    this.wstar = hingeTarget(o.seed);
    this.points = new MarginDiskStream({ seed: o.seed, R: o.R, gamma: o.gamma, wstar: this.wstar });
  }

  next(): Round<null, OcoLoss> {
    const p = this.points.next();
    const f = this.round.outcome;
    f.a0 = p.input[0] as number;
    f.a1 = p.input[1] as number;
    f.b = p.outcome;
    return this.round;
  }

  save(): unknown {
    return this.points.save();
  }

  load(state: unknown): void {
    this.points.load(state);
  }
}
