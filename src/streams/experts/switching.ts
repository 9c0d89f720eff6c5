import type { Target } from '../../engine/game';
import type { ExpertsInput, ExpertsPrediction } from '../../engine/experts';
import { Rng, type RngState } from '../../engine/rng';
import { LabelledStream, U32 } from './labelled';

export interface SwitchingOptions {
  seed: number;
  d: number;
  /** Mean segment length (rounds); the scene uses T/6. Values below 1 mean "switch every round". */
  meanSegment: number;
}

/** Error rates of the current leader and of everyone else. */
export const LEADER_ERROR = 0.1;
export const OTHER_ERROR = 0.4;

/**
 * The best expert changes at random times: after each round the leader hands over, with
 * probability 1/meanSegment, to another expert chosen uniformly, so segment lengths are
 * geometric with that mean. Within a segment the leader errs with probability 0.1 and the others
 * with 0.4. The best expert in hindsight is then only a compromise, which is what the regret
 * against a fixed expert cannot see.
 */
export class SwitchingStream extends LabelledStream {
  readonly id = 'switching';
  private readonly rng: Rng;
  private readonly switchProb: number;
  private current: number;

  constructor(options: SwitchingOptions) {
    super(options.d);
    const mean = Number.isFinite(options.meanSegment) ? Math.max(1, options.meanSegment) : 1;
    this.switchProb = 1 / mean;
    this.current = new Rng(options.seed, 16).int(options.d);
    this.rng = new Rng(options.seed, 17);
  }

  /** The expert leading the current segment (the one that played the last round). */
  get leader(): number {
    return this.current;
  }

  protected play(t: number, _target: Target<ExpertsInput, ExpertsPrediction>): 1 | -1 {
    const rng = this.rng;
    const advice = this.advice;
    const d = advice.length;
    if (t > 1 && rng.nextUint32() * U32 < this.switchProb) {
      const j = rng.int(d - 1);
      this.current = j >= this.current ? j + 1 : j;
    }
    const label = rng.sign();
    const leader = this.current;
    for (let i = 0; i < d; i++) {
      const rate = i === leader ? LEADER_ERROR : OTHER_ERROR;
      advice[i] = rng.nextUint32() * U32 < rate ? -label : label;
    }
    return label;
  }

  save(): [RngState, number] {
    return [this.rng.save(), this.current];
  }

  load(state: unknown): void {
    const [rng, current] = state as [RngState, number];
    this.rng.load(rng);
    this.current = current;
  }
}
