import type { PerceptronView } from '../../../src/scenes/perceptron-view';

/** The embed API's getState for this lesson, in the shape DESIGN.md fixes. */
export function perceptronState(view: PerceptronView, T: number, playing: boolean) {
  return {
    lesson: 'perceptron' as const,
    t: view.t,
    T,
    playing,
    learners: view.learners.map((l) => ({
      id: l.id,
      name: l.name,
      mistakes: l.M,
      cumulativeLoss: l.M,
      weights: [l.w[0], l.w[1]],
    })),
    comparatorLoss: view.comparatorLoss ?? 0,
    bounds: view.bounds.map((b) => ({
      id: b.id,
      learner: b.learner,
      quantity: b.theorem.quantity,
      source: b.source,
      observed: b.status.observed,
      value: b.status.applies ? b.status.value : null,
      applies: b.status.applies,
      holds: b.status.applies && b.status.holds,
      ...(b.status.failed ? { reason: b.status.failed.reason } : {}),
    })),
  };
}
