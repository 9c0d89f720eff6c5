import type { FiniteInput, FiniteOutcome } from '../../engine/finite-game';
import type { FiniteWorld } from '../../engine/finite-world';
import type { Round, Stream, Target } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';

/**
 * The adversary of Proposition 9. It stands at the root of a deepest shattered tree of the
 * current version space: it asks that node's point and labels it against the first learner's
 * prediction (a weighted vote p is read as 1 when p ≥ ½), moving to the child the label names.
 * Both children keep Ldim(V) − 1, so the walk lasts Ldim(H) rounds, one mistake each, and a
 * hypothesis at the leaf fits every label: the stream stays realizable. Once no point splits V
 * (one hypothesis left), it asks points at random and labels them by that hypothesis.
 */
export class TreeAdversary implements Stream<FiniteInput, FiniteOutcome, number> {
  readonly id = 'tree';
  private readonly rng: Rng;
  private readonly round: Round<FiniteInput, FiniteOutcome>;

  constructor(
    private readonly world: FiniteWorld,
    seed: number,
  ) {
    this.rng = new Rng(seed, 41);
    this.round = { input: { x: 0, space: world.space }, outcome: { y: 0 } };
  }

  next(_t: number, target: Target<FiniteInput, number>): Round<FiniteInput, FiniteOutcome> {
    const { world, round } = this;
    const root = world.L.root(world.v);
    if (root >= 0) {
      round.input.x = root;
      round.outcome.y = target.predict(round.input) >= 0.5 ? 0 : 1;
    } else {
      const x = this.rng.int(world.H.n);
      round.input.x = x;
      round.outcome.y = world.space.first(x);
    }
    return round;
  }

  save(): RngState {
    return this.rng.save();
  }
  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
