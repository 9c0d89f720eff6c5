import type { ExpertsExactState } from '../../../src/scenes/experts';
import type { ExpertsView } from '../../../src/scenes/experts-view';

/** The embed API's getState for the experts lesson, in the shape DESIGN.md fixes. */
export function expertsState(
  view: ExpertsView,
  exact: ExpertsExactState | null,
  T: number,
  playing: boolean,
) {
  return {
    lesson: 'experts' as const,
    t: view.t,
    T,
    playing,
    learners: view.learners.map((l, k) => ({
      id: l.id,
      name: l.name,
      cumulativeLoss: l.cumLoss,
      ...(l.deterministic ? { mistakes: l.cumLoss } : {}),
      weights: exact?.weights[k] ?? [],
    })),
    comparatorLoss: view.Lstar,
    bounds: view.bounds.map((b) => ({
      id: b.id,
      learner: b.learner,
      quantity: b.theorem.quantity,
      direction: b.theorem.direction ?? 'upper',
      observed: b.status.observed,
      value: b.status.applies ? b.status.value : null,
      applies: b.status.applies,
      holds: b.status.applies && b.status.holds,
      ...(b.status.failed ? { reason: b.status.failed.reason } : {}),
    })),
  };
}
