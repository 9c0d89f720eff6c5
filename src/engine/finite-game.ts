import type { Family } from './game';

/**
 * The game on a finite class (the `littlestone` lesson): the stream asks a point, each learner
 * predicts a label in {0, 1} (or, for the weighted learners, a number p ∈ [0, 1], their weighted
 * vote), the stream reveals the label, and the loss is |p − y|: a mistake for a 0/1 prediction.
 */
export interface FiniteInput {
  /** The point asked: its index in the domain, or its position in [0, 1] on the continuum. */
  x: number;
  /** The version space as the learners may query it this round. */
  space: SpaceView;
}

export interface FiniteOutcome {
  y: 0 | 1;
}

/**
 * What a learner may ask of the version space V_t about the point x: how much of V gives x each
 * label (a count, or a length when V is an interval of thresholds), the Littlestone dimension of
 * each side (∞ on the continuum, −1 for an empty side), and the label the first hypothesis still
 * in V gives it (Consistent's "choose any h ∈ V").
 */
export interface SpaceView {
  size(x: number, y: 0 | 1): number;
  ldim(x: number, y: 0 | 1): number;
  first(x: number): 0 | 1;
}

export const finiteGame: Family<FiniteInput, number, FiniteOutcome> = {
  id: 'finite-class',
  loss: (_input, p, outcome) => Math.abs(p - outcome.y),
};

/** Halving's vote: the label more of V gives x, 1 on a tie (the notes' rule). */
export function majorityLabel(space: SpaceView, x: number): 0 | 1 {
  return space.size(x, 1) >= space.size(x, 0) ? 1 : 0;
}

/**
 * SOA's label (Algorithm 3): the side whose version space keeps the larger Littlestone dimension;
 * on a tie, Halving's vote, so the rule is deterministic and never worse than Halving's on ties.
 */
export function soaLabel(space: SpaceView, x: number): 0 | 1 {
  const a = space.ldim(x, 0);
  const b = space.ldim(x, 1);
  if (a !== b) return b > a ? 1 : 0;
  return majorityLabel(space, x);
}
