import type { SurrogateLoss } from './online-to-batch-test-set';

export const onlineToBatchLearners = ['perceptron', 'ogd'] as const;
export type OnlineToBatchLearner = (typeof onlineToBatchLearners)[number];

export const onlineToBatchStreams = ['separable', 'noisy'] as const;
export type OnlineToBatchStream = (typeof onlineToBatchStreams)[number];

export const surrogateLosses = ['hinge', 'logistic'] as const;

export const MIN_TEST_SIZE = 100;
export const MAX_TEST_SIZE = 100_000;

/**
 * Test-loss evaluations (n products each, counted in hinge-loss units: a logistic loss costs an
 * exp and a log, about twelve times a hinge) a run may spend on OGD's average and last iterates:
 * about 0.8 s of the worker's time. Beyond it they are evaluated every k rounds. The 0–1 test
 * error needs no such budget (two binary searches, see TestSet.error).
 */
export const LOSS_EVALUATION_BUDGET = 4e8;
const LOSS_COST: Record<SurrogateLoss, number> = { hinge: 1, logistic: 12 };

/** A learning rate: a positive number, or `tuned` (B/(G√T), Theorem 14.9's best constant η). */
export type OnlineToBatchRate = number | 'tuned';

export interface OnlineToBatchConfig {
  lesson: 'online-to-batch';
  learner: OnlineToBatchLearner;
  stream: OnlineToBatchStream;
  seed: number;
  T: number;
  gamma: number;
  R: number;
  /** Fraction of flipped labels on the `noisy` stream. */
  noise: number;
  testSize: number;
  /** OGD: the radius of Ω, its rate and its loss. */
  B: number;
  eta: OnlineToBatchRate;
  loss: SurrogateLoss;
}

/** OGD's η: the given number, or B/(G√T) with G = R (the tuned rate of Theorem 14.9). */
export function resolvedEta(c: Pick<OnlineToBatchConfig, 'eta' | 'B' | 'R' | 'T'>): number {
  if (c.eta !== 'tuned') return c.eta;
  const eta = c.B / (c.R * Math.sqrt(Math.max(1, c.T)));
  return Number.isFinite(eta) && eta > 0 ? eta : 1;
}

/** The loss's range [0, M] on Ω × {‖x‖ ≤ R}: 1 + BR for the hinge, ln(1 + e^{BR}) for the logistic. */
export function lossCeiling(loss: SurrogateLoss, B: number, R: number): number {
  const m = B * R;
  return loss === 'hinge' ? 1 + m : m + Math.log1p(Math.exp(-m));
}

/** How often OGD's test losses are evaluated: every round, unless that exceeds the budget. */
export function lossEvery(T: number, testSize: number, loss: SurrogateLoss = 'hinge'): number {
  return Math.max(1, Math.ceil((2 * T * testSize * LOSS_COST[loss]) / LOSS_EVALUATION_BUDGET));
}
