import type { Family } from './game';

/**
 * Prediction with expert advice. Each round the d experts give their advice (a label ±1 each, on
 * streams that have labels; `null` on a bare loss matrix), the learner plays a distribution over
 * the experts (and, when deterministic, a label), then the outcome reveals every expert's loss in
 * [0, 1] (and the label, when there is one).
 */
export interface ExpertsInput {
  d: number;
  /** advice[i] ∈ {−1, +1}: expert i's label; null on loss-matrix streams. */
  advice: Int8Array | null;
}

export interface ExpertsOutcome {
  /** The true label, or 0 on loss-matrix streams. */
  label: 1 | -1 | 0;
  /** losses[i] ∈ [0, 1]: expert i's loss this round (1[advice_i ≠ label] on labelled streams). */
  losses: Float64Array;
}

export interface ExpertsPrediction {
  /** The learner's normalized distribution over the experts (sums to 1). */
  p: Float64Array;
  /** A deterministic learner's label (0 only on a tie it cannot break); 0 for randomized learners. */
  label: 1 | -1 | 0;
  deterministic: boolean;
}

/**
 * A deterministic learner loses 1 on a mistake (its label differs from the outcome's; a tie
 * counts as a mistake); a randomized one loses its expected loss ⟨p, ℓ⟩, the coin being flipped
 * after the outcome is fixed.
 */
export const experts: Family<ExpertsInput, ExpertsPrediction, ExpertsOutcome> = {
  id: 'experts',
  loss: (_input, prediction, outcome) => {
    if (prediction.deterministic)
      return prediction.label === outcome.label && outcome.label !== 0 ? 0 : 1;
    let s = 0;
    const { p } = prediction;
    for (let i = 0; i < p.length; i++) s += (p[i] as number) * (outcome.losses[i] as number);
    return s;
  },
};
