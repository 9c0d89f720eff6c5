import type { Learner } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';

/**
 * A learner of the oco family: predicts the point w it plays (a Float64Array(2) it owns, valid
 * until its next update) and updates from the revealed loss. Beyond the game's interface it
 * exposes what the page draws and the theorems read.
 */
export interface OcoLearner extends Learner<null, Float64Array, OcoLoss> {
  /**
   * Every float the scene records, in one typed array the round loop reads directly: see
   * LEARNER_STATE for the layout (w is state[0..1], w̃ state[2..3]).
   */
  readonly state: Float64Array;
  /** w̃ of the last update: the step before projection (FTL/FTRL: the unconstrained minimiser). */
  readonly tilde: Float64Array;
  /** max over its updates of ‖∇f_s(w_{s−1})‖, at the points it played. */
  readonly gobs: number;
  /** Its theorem's own running quantity (see OcoLearnerInfo.aux); 0 when it has none. */
  readonly aux: number;
  /** Σ_s ‖g_s‖² over its updates (the perceptron's proof sums it). */
  readonly sumG2: number;
}

/** Where each recorded float lives in OcoLearner.state. */
export const LEARNER_STATE = {
  w0: 0,
  w1: 1,
  wt0: 2,
  wt1: 3,
  gobs: 4,
  aux: 5,
  sumG2: 6,
  size: 7,
} as const;
