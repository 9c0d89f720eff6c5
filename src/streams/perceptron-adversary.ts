import type { Round, Stream, Target } from '../engine/game';
import type { Label } from '../engine/classification';
import { Rng, type RngState } from '../engine/rng';
import { dot, type Vec } from '../engine/vec';

export interface AdversaryOptions {
  seed: number;
  R: number;
  gamma: number;
  wstar: Vec;
}

/**
 * An adaptive adversary against a linear learner in the plane. Every point it plays keeps the
 * hypotheses of the mistake bound (‖x‖ ≤ R and y⟨w*, x⟩ ≥ γ) and is chosen to hurt the most:
 * z = y·x has ⟨z, w*⟩ = γ exactly (the least progress toward w*) and ‖z‖ = R (the most growth of
 * ‖w‖), on the side of w* that makes y⟨w_t, x⟩ ≤ 0 when such a point exists. When none exists the
 * learner has won: the adversary still plays a legal point, and the learner gets it right.
 */
export class PerceptronAdversary implements Stream<Vec, Label, number> {
  readonly id = 'adversary';
  private readonly rng: Rng;
  /** Whether the last point was one the learner could not get right. */
  forced = false;

  constructor(private readonly o: AdversaryOptions) {
    this.rng = new Rng(o.seed, 2);
  }

  next(_t: number, target: Target<Vec, number>): Round<Vec, Label> {
    const { R, wstar } = this.o;
    const gamma = Math.min(Math.max(this.o.gamma, 0), R);
    const w = target.weights();
    const v0 = -(wstar[1] ?? 0);
    const v1 = wstar[0] ?? 1;
    const along = dot(w, wstar);
    const across = (w[0] ?? 0) * v0 + (w[1] ?? 0) * v1;
    const side = Math.sqrt(Math.max(R * R - gamma * gamma, 0));
    // Put the orthogonal part against w's own orthogonal part; break ties at random so the
    // picture uses both sides of w*.
    const sgn = across > 0 ? -1 : across < 0 ? 1 : this.rng.sign();
    const z0 = gamma * (wstar[0] ?? 1) + sgn * side * v0;
    const z1 = gamma * (wstar[1] ?? 0) + sgn * side * v1;
    this.forced = gamma * along + sgn * side * across <= 0;
    // The label is a coin flip: the point is y·z, so both classes appear.
    const y = this.rng.sign();
    return { input: Float64Array.of(y * z0, y * z1), outcome: y };
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
