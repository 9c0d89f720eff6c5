import type { Family } from './game';

/**
 * Online linear prediction in dimension n (the `gd-eg` lesson): the stream shows x ∈ ℝⁿ, each
 * learner predicts ŷ = w·x (a classifier: a label ±1), the stream reveals y, and the learner pays
 * ℓ(y, ŷ) — or, for a classifier, a mistake when y·ŷ ≤ 0.
 */
export const linearLosses = ['squared', 'absolute', 'hinge'] as const;
export type LinearLoss = (typeof linearLosses)[number];

export interface LinearPrediction {
  yhat: number;
  /** A classifier (perceptron, Winnow) is charged mistakes, not the regression loss. */
  classifier: boolean;
}

export function lossValue(kind: LinearLoss, y: number, yhat: number): number {
  switch (kind) {
    case 'squared':
      return (yhat - y) * (yhat - y);
    case 'absolute':
      return Math.abs(yhat - y);
    case 'hinge':
      return Math.max(0, 1 - y * yhat);
  }
}

/** A subderivative ℓ'_y(ŷ) (0 at the kinks, which the notes allow: any subderivative). */
export function lossSlope(kind: LinearLoss, y: number, yhat: number): number {
  switch (kind) {
    case 'squared':
      return 2 * (yhat - y);
    case 'absolute':
      return yhat > y ? 1 : yhat < y ? -1 : 0;
    case 'hinge':
      return y * yhat < 1 ? -y : 0;
  }
}

export function linearGame(kind: LinearLoss): Family<Float64Array, LinearPrediction, number> {
  return {
    id: 'linear',
    loss: (_x, p, y) => (p.classifier ? (y * p.yhat <= 0 ? 1 : 0) : lossValue(kind, y, p.yhat)),
  };
}
