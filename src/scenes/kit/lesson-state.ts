import type { Trace } from '../../engine/trace';
import type { BoundStatus, Theorem } from '../../theory/types';

/** One learner in the embed API's getState. */
export interface LearnerState {
  id: string;
  name: string;
  cumulativeLoss: number;
  mistakes?: number;
  weights?: number[];
  [extra: string]: unknown;
}

/** One bound in the embed API's getState (DESIGN.md, "Embed API"). */
export interface BoundState {
  id: string;
  learner: string;
  quantity: Theorem['quantity'];
  observed: number;
  /** null when the bound does not apply (`reason` says why). */
  value: number | null;
  applies: boolean;
  holds: boolean;
  reason?: string;
  [extra: string]: unknown;
}

/** What a lesson's getState gives, beyond `lesson`, `T` and `playing` (which the page adds). */
export interface LessonStateBody {
  t: number;
  learners: LearnerState[];
  comparatorLoss: number;
  bounds: BoundState[];
  [extra: string]: unknown;
}

/** What getState is computed from: the scene on screen and the engine behind it. */
export interface StateContext<P> {
  params: P;
  T: number;
  /** The run's meta, as the lesson's engine made it. */
  meta: unknown;
  trace: Trace | null;
  /** The round on screen (the engine has computed it). */
  t: number;
  /** The engine's exact state at a round (replayed in the worker). */
  exact(t: number): Promise<unknown>;
}

/**
 * A bound report as getState gives it; `extra` (e.g. the bound's `source` or `direction`) goes
 * after the quantity. A bound that does not apply has value null and the reason.
 */
export function boundState(
  b: { id: string; learner: string; theorem: Theorem; status: BoundStatus },
  extra: Record<string, unknown> = {},
): BoundState {
  const { status } = b;
  return {
    id: b.id,
    learner: b.learner,
    quantity: b.theorem.quantity,
    ...extra,
    observed: status.observed,
    value: status.applies ? status.value : null,
    applies: status.applies,
    holds: status.applies && status.holds,
    ...(status.failed ? { reason: status.failed.reason } : {}),
  };
}
