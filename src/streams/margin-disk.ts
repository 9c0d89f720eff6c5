import type { Round, Stream } from '../engine/game';
import type { Label } from '../engine/classification';
import { Rng, type RngState } from '../engine/rng';
import type { Vec } from '../engine/vec';

export interface MarginDiskOptions {
  seed: number;
  /** Radius of the disk the points fill. */
  R: number;
  /** Half-width of the empty band around the target's boundary. */
  gamma: number;
  /** Unit target w*. */
  wstar: Vec;
  /** Fraction of labels flipped (0 for the separable stream). */
  noise?: number;
}

/**
 * Points uniform in the disk of radius R, with the band |⟨w*, x⟩| < γ left empty, labelled by
 * sign⟨w*, x⟩ (then flipped with probability `noise`). Sampled exactly, without rejecting whole
 * points, so a γ close to R costs no more than a small one.
 */
export class MarginDiskStream implements Stream<Vec, Label> {
  readonly id: string;
  private readonly rng: Rng;
  /** The round, overwritten by the next one (the game loop copies what it keeps). */
  private readonly round: Round<Vec, Label> = { input: new Float64Array(2), outcome: 1 };
  // Fixed for the run: read once, not every round.
  private readonly R: number;
  private readonly g: number;
  private readonly top: number;
  private readonly w0: number;
  private readonly w1: number;
  private readonly noise: number;

  constructor(o: MarginDiskOptions) {
    this.id = o.noise ? 'noisy' : 'iid';
    this.rng = new Rng(o.seed, 1);
    this.R = o.R;
    this.g = Math.min(Math.max(o.gamma, 0), o.R);
    this.top = Math.sqrt(Math.max(o.R * o.R - this.g * this.g, 0));
    this.w0 = o.wstar[0] ?? 1;
    this.w1 = o.wstar[1] ?? 0;
    this.noise = o.noise ?? 0;
  }

  next(): Round<Vec, Label> {
    const { R, g, top, w0, w1, rng } = this;
    // The coordinate s along w* has density ∝ √(R² − s²) on γ ≤ |s| ≤ R: sample it by rejection
    // against the uniform (acceptance ≥ π/4), then the orthogonal coordinate uniformly on the chord.
    let s = g;
    if (top > 0) {
      for (;;) {
        s = rng.uniform(g, R);
        if (rng.next() * top <= Math.sqrt(Math.max(R * R - s * s, 0))) break;
      }
    }
    const half = Math.sqrt(Math.max(R * R - s * s, 0));
    const u = rng.uniform(-half, half);
    const side = rng.sign();
    const a = side * s;
    const x = this.round.input;
    x[0] = a * w0 - u * w1;
    x[1] = a * w1 + u * w0;
    let y: Label = side;
    if (this.noise > 0 && rng.bernoulli(this.noise)) y = -y as Label;
    this.round.outcome = y;
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
