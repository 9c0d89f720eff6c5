import type { Learner } from '../../engine/game';
import type { LinearPrediction } from '../../engine/linear-game';

/**
 * What the gd-eg scene reads from a learner beyond the game: the slope it used last, the
 * Bregman divergence its last step moved (B(w_t, w_{t+1})), and its divergence to a comparator
 * (B(u, w)): the two potentials of the notes' proof, which the page fills with live numbers.
 */
export interface LinearLearner extends Learner<Float64Array, LinearPrediction, number> {
  readonly eta: number;
  readonly classifier: boolean;
  /** ŷ and ℓ'_y(ŷ) of the last update (the slope is 0 for a classifier). */
  lastYhat: number;
  lastSlope: number;
  /** B(w_t, w_{t+1}) of the last update. */
  lastStep: number;
  /** B(u, w) for the current w. */
  divergenceTo(u: Float64Array): number;
  /**
   * What a classifier's mistake-bound proof follows, against the comparator u: the perceptron's
   * ⟨w, u⟩ and ‖w‖₂, Winnow's doublings so far and Σ w_i. [0, 0] for the others.
   */
  facts(u: Float64Array): [number, number];
}
