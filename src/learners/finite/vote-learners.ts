import {
  majorityLabel,
  soaLabel,
  type FiniteInput,
  type FiniteOutcome,
  type SpaceView,
} from '../../engine/finite-game';
import type { Learner } from '../../engine/game';

const EMPTY = new Float64Array(0);

/**
 * A learner whose label is a function of the version space V_t and the point: Consistent,
 * Halving and SOA differ only in how they read V. The version space itself is the run's (every
 * one of them keeps the same V_t), so they hold no state of their own.
 */
class VersionSpaceLearner implements Learner<FiniteInput, number, FiniteOutcome> {
  constructor(
    readonly id: string,
    readonly name: string,
    private readonly rule: (space: SpaceView, x: number) => 0 | 1,
  ) {}

  predict(input: FiniteInput): number {
    return this.rule(input.space, input.x);
  }
  update(): void {}
  weights(): Float64Array {
    return EMPTY;
  }
  save(): null {
    return null;
  }
  load(): void {}
}

/** Algorithm 1: the label of the first hypothesis still in V. */
export const makeConsistent = () =>
  new VersionSpaceLearner('consistent', 'Consistent', (space, x) => space.first(x));

/** Algorithm 2: the majority of V (1 on a tie). */
export const makeHalving = () => new VersionSpaceLearner('halving', 'Halving', majorityLabel);

/** Algorithm 3: the side of larger Littlestone dimension. */
export const makeSoa = () => new VersionSpaceLearner('soa', 'SOA', soaLabel);
