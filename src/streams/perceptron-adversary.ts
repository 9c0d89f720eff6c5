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
 * hypotheses of the mistake bound (‖x‖ ≤ R and y⟨w*, x⟩ ≥ γ), and makes the current w err when
 * any legal point can. Writing z = y·x = γ·w* + u·v (v ⊥ w*), each mistake adds exactly γ along
 * w* — the least progress the theorem allows — and the adversary picks u to keep w as far from
 * w*'s direction as it can: either just enough to err while staying on the same side
 * (u = −γ⟨w, w*⟩/⟨w, v⟩), or the full swing |u| = √(R² − γ²) that flips w to the other side,
 * whichever leaves ⟨w, v⟩ larger. In the plane this forces about half of R²/γ² mistakes (the
 * bound is reached only in high dimension). When no legal point fools w, the learner has won: the
 * adversary still plays a legal point, which w gets right.
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
    const s = Math.sqrt(Math.max(R * R - gamma * gamma, 0));
    const w = target.weights();
    const v0 = -(wstar[1] ?? 0);
    const v1 = wstar[0] ?? 1;
    const a = dot(w, wstar);
    const b = (w[0] ?? 0) * v0 + (w[1] ?? 0) * v1;
    let u: number;
    if (b === 0) {
      // w lies along ±w*: a full sideways point errs when a ≤ 0, and nothing errs when a > 0.
      u = this.rng.sign() * s;
    } else {
      const side = Math.sign(b);
      // Slightly past the boundary, so rounding cannot turn ⟨z, w⟩ = 0 into a correct guess.
      const least = Math.max(0, ((gamma * a) / Math.abs(b)) * (1 + 1e-9) + 1e-12 * R);
      const stay = Math.abs(Math.abs(b) - least);
      const flip = Math.abs(Math.abs(b) - s);
      u = -side * (least <= s && stay >= flip ? least : s);
    }
    const z0 = gamma * (wstar[0] ?? 1) + u * v0;
    const z1 = gamma * (wstar[1] ?? 0) + u * v1;
    this.forced = gamma * a + u * b <= 0;
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
