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
  /** The round's point, overwritten by the next round (the game loop copies what it keeps). */
  private readonly x = new Float64Array(2);

  constructor(private readonly o: MarginDiskOptions) {
    this.id = o.noise ? 'noisy' : 'iid';
    this.rng = new Rng(o.seed, 1);
  }

  next(): Round<Vec, Label> {
    const { R, gamma, wstar } = this.o;
    const g = Math.min(Math.max(gamma, 0), R);
    // The coordinate s along w* has density ∝ √(R² − s²) on γ ≤ |s| ≤ R: sample it by rejection
    // against the uniform (acceptance ≥ π/4), then the orthogonal coordinate uniformly on the chord.
    let s = g;
    const top = Math.sqrt(Math.max(R * R - g * g, 0));
    if (top > 0) {
      for (;;) {
        s = this.rng.uniform(g, R);
        if (this.rng.next() * top <= Math.sqrt(Math.max(R * R - s * s, 0))) break;
      }
    }
    const half = Math.sqrt(Math.max(R * R - s * s, 0));
    const u = this.rng.uniform(-half, half);
    const side = this.rng.sign();
    const a = side * s;
    const w0 = wstar[0] ?? 1;
    const w1 = wstar[1] ?? 0;
    const x = this.x;
    x[0] = a * w0 - u * w1;
    x[1] = a * w1 + u * w0;
    let y: Label = side;
    if (this.o.noise && this.rng.bernoulli(this.o.noise)) y = -y as Label;
    return { input: x, outcome: y };
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
