/**
 * The online game, shared by every family in the lesson map:
 *
 *   the stream shows an input → each learner predicts → the stream reveals the outcome →
 *   each learner suffers a loss and updates.
 *
 * A family fixes what inputs, predictions and outcomes are (a point and a label; expert advice
 * and a loss vector; a point in a convex set and a convex loss). Learners and streams of one
 * family plug into the same loop, so a new lesson adds files rather than rewriting this one.
 */

/** Anything whose state a checkpoint must capture. `save` returns a value `load` accepts. */
export interface Stateful {
  save(): unknown;
  load(state: unknown): void;
}

export interface Learner<I, P, O> extends Stateful {
  readonly id: string;
  readonly name: string;
  /**
   * What the learner plays on this input. A randomized learner returns its distribution; an
   * adaptive adversary that sees it has committed before any coin is flipped.
   */
  predict(input: I): P;
  update(input: I, prediction: P, outcome: O, loss: number): void;
  /** The learner's current parameter: w_t for linear learners, the distribution for experts. */
  weights(): Float64Array;
}

/** The families of the lesson map. */
export type FamilyId = 'classification' | 'experts' | 'oco' | 'finite-class' | 'linear' | 'mwu';

export interface Family<I, P, O> {
  readonly id: FamilyId;
  /** Loss of a prediction (expected loss for a distribution) once the outcome is revealed. */
  loss(input: I, prediction: P, outcome: O): number;
}

export interface Round<I, O> {
  input: I;
  outcome: O;
}

/** The read-only view of the learner an adaptive adversary plays against. */
export interface Target<I, P> {
  predict(input: I): P;
  weights(): Float64Array;
}

export interface Stream<I, O, P = unknown> extends Stateful {
  readonly id: string;
  /**
   * The next round, or `null` when the stream has nothing yet (the student has not added a
   * point). `target` is the first learner, for adaptive adversaries; oblivious streams ignore it.
   */
  next(t: number, target: Target<I, P>): Round<I, O> | null;
}

/** The fixed competitor in hindsight (w* for the perceptron, the best expert for Hedge). */
export interface Comparator<I, O> extends Stateful {
  observe(input: I, outcome: O): void;
  loss(): number;
}

/** Per-round bookkeeping that theorems check (observed radius, margin, …). */
export interface Observer<I, O> extends Stateful {
  observe(round: Round<I, O>, t: number): void;
}
