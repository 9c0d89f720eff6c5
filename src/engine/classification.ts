import type { Family } from './game';
import type { Vec } from './vec';

/** Online binary classification: input x ∈ ℝ^n, prediction the score ⟨w, x⟩, outcome y ∈ {−1, +1}. */
export type Label = 1 | -1;

/** The 0/1 loss as the notes count it: a mistake whenever y⟨w, x⟩ ≤ 0 (a zero score decides nothing). */
export const classification: Family<Vec, number, Label> = {
  id: 'classification',
  loss: (_x, score, y) => (y * score <= 0 ? 1 : 0),
};

export function predictedLabel(score: number): Label | 0 {
  return score > 0 ? 1 : score < 0 ? -1 : 0;
}
