import type { Target } from '../../engine/game';
import type { ExpertsInput, ExpertsPrediction } from '../../engine/experts';
import { Rng, type RngState } from '../../engine/rng';
import { LabelledStream } from './labelled';

/**
 * The realizable case: one perfect expert (its index drawn from the seed); the label is a fair
 * coin and every other expert is wrong independently with probability ½, so each other expert
 * survives k rounds with probability 2⁻ᵏ and Halving's log₂ d is about what it uses.
 */
export class RealizableStream extends LabelledStream {
  readonly id = 'realizable';
  /** The expert that is never wrong. */
  readonly perfect: number;
  private readonly rng: Rng;

  constructor(options: { seed: number; d: number }) {
    super(options.d);
    this.perfect = new Rng(options.seed, 11).int(options.d);
    this.rng = new Rng(options.seed, 12);
  }

  protected play(_t: number, _target: Target<ExpertsInput, ExpertsPrediction>): 1 | -1 {
    const rng = this.rng;
    const advice = this.advice;
    const label = rng.sign();
    // One uint32 decides 32 experts: each bit is a fair "wrong" coin.
    let bits = 0;
    for (let i = 0; i < advice.length; i++) {
      if ((i & 31) === 0) bits = rng.nextUint32();
      advice[i] = label - 2 * label * (bits & 1);
      bits >>>= 1;
    }
    advice[this.perfect] = label;
    return label;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
