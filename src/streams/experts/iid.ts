import type { Target } from '../../engine/game';
import type { ExpertsInput, ExpertsPrediction } from '../../engine/experts';
import { Rng, type RngState } from '../../engine/rng';
import { LabelledStream, U32 } from './labelled';

/**
 * Stochastic experts: the label is a fair coin and expert i is wrong independently with a fixed
 * rate r_i, drawn once from the seed in [0.05, 0.5]. The best expert is the lowest rate, and
 * every no-regret learner's average loss tends to it.
 */
export class IidStream extends LabelledStream {
  readonly id = 'iid';
  /** r_i: expert i's error rate. */
  readonly rates: Float64Array;
  private readonly rng: Rng;

  constructor(options: { seed: number; d: number }) {
    super(options.d);
    const setup = new Rng(options.seed, 13);
    this.rates = new Float64Array(options.d);
    for (let i = 0; i < options.d; i++) this.rates[i] = setup.uniform(0.05, 0.5);
    this.rng = new Rng(options.seed, 14);
  }

  protected play(_t: number, _target: Target<ExpertsInput, ExpertsPrediction>): 1 | -1 {
    const rng = this.rng;
    const { advice, rates } = this;
    const label = rng.sign();
    for (let i = 0; i < advice.length; i++)
      advice[i] = rng.nextUint32() * U32 < (rates[i] as number) ? -label : label;
    return label;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
