import type { FiniteClass } from '../../engine/finite-class';
import type { FiniteInput, FiniteOutcome, SpaceView } from '../../engine/finite-game';
import type { Round, Stream } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';

/**
 * An oblivious stream: a target h* drawn from H once, points drawn uniformly from the domain,
 * labelled by h*; with `noise` > 0 each label is flipped with that probability (the `noisy`
 * stream, where no hypothesis need fit every label).
 */
export class RandomTargetStream implements Stream<FiniteInput, FiniteOutcome, number> {
  readonly id: 'random' | 'noisy';
  readonly target: number;
  private readonly rng: Rng;
  private readonly round: Round<FiniteInput, FiniteOutcome>;

  constructor(
    private readonly H: FiniteClass,
    space: SpaceView,
    seed: number,
    private readonly noise: number,
  ) {
    this.id = noise > 0 ? 'noisy' : 'random';
    const pick = new Rng(seed, 42);
    this.target = pick.int(H.masks.length);
    this.rng = new Rng(seed, 43);
    this.round = { input: { x: 0, space }, outcome: { y: 0 } };
  }

  next(): Round<FiniteInput, FiniteOutcome> {
    const { rng, round } = this;
    const x = rng.int(this.H.n);
    const clean = (((this.H.masks[this.target] as number) >>> x) & 1) as 0 | 1;
    const flip = this.noise > 0 && rng.next() < this.noise;
    round.input.x = x;
    round.outcome.y = flip ? ((1 - clean) as 0 | 1) : clean;
    return round;
  }

  save(): RngState {
    return this.rng.save();
  }
  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
