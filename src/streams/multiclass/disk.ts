import type { Round, Stream } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';
import { sampleLegal, type MulticlassTarget } from './target';

export interface MulticlassDiskOptions {
  seed: number;
  R: number;
  gamma: number;
  target: MulticlassTarget;
  /** Fraction of labels replaced by a uniformly random other class (0 for the separable stream). */
  noise?: number;
}

/**
 * Points uniform in the disk of radius R whose w*-margin is at least γ, labelled by w* (the
 * nearest centre), each label then replaced, with probability `noise`, by another class drawn
 * uniformly: k separable regions with a gap, or the same with some labels wrong.
 */
export class MulticlassDiskStream implements Stream<Float64Array, number> {
  readonly id: 'iid' | 'noisy';
  private readonly rng: Rng;
  private readonly round: Round<Float64Array, number> = { input: new Float64Array(2), outcome: 0 };

  constructor(private readonly o: MulticlassDiskOptions) {
    this.id = o.noise ? 'noisy' : 'iid';
    this.rng = new Rng(o.seed, 1);
  }

  next(): Round<Float64Array, number> {
    const { rng, o } = this;
    const p = sampleLegal(rng, o.target, o.R, o.gamma);
    let y = p.y;
    const k = o.target.k;
    if (o.noise && k > 1 && rng.bernoulli(o.noise)) {
      // One of the k − 1 other labels, uniformly.
      const other = rng.int(k - 1);
      y = other >= y ? other + 1 : other;
    }
    this.round.input[0] = p.x1;
    this.round.input[1] = p.x2;
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
