import { Consistent } from './consistent';
import { Halving } from './halving';
import { Hedge } from './hedge';
import type { ExpertLearner } from './log-weights';
import { Mwu } from './mwu';
import { WeightedMajority } from './weighted-majority';

export type { ExpertLearner } from './log-weights';

/** Experts learners, by the ids the URL uses (`learners=`). */
export const expertLearnerIds = ['consistent', 'halving', 'wm', 'mwu', 'hedge'] as const;
export type ExpertLearnerId = (typeof expertLearnerIds)[number];

export interface ExpertLearnerOptions {
  /** MWU's ε ∈ (0, ½]. */
  epsilon: number;
  /** Hedge's η > 0. */
  eta: number;
}

export interface ExpertLearnerInfo {
  id: ExpertLearnerId;
  name: string;
  /** Plays a label (loss 0/1) rather than a distribution (expected loss). */
  deterministic: boolean;
  /** Votes on the experts' labels, so cannot act on a bare loss matrix (advice null). */
  needsAdvice: boolean;
}

export const expertLearnerInfo: Record<ExpertLearnerId, ExpertLearnerInfo> = {
  consistent: { id: 'consistent', name: 'Consistent', deterministic: true, needsAdvice: true },
  halving: { id: 'halving', name: 'Halving', deterministic: true, needsAdvice: true },
  wm: { id: 'wm', name: 'Weighted Majority (β = ½)', deterministic: true, needsAdvice: true },
  mwu: { id: 'mwu', name: 'Randomized WM / MWU', deterministic: false, needsAdvice: false },
  hedge: { id: 'hedge', name: 'Hedge', deterministic: false, needsAdvice: false },
};

export const expertLearnerFactories: Record<
  ExpertLearnerId,
  (d: number, options: ExpertLearnerOptions) => ExpertLearner
> = {
  consistent: (d) => new Consistent(d),
  halving: (d) => new Halving(d),
  wm: (d) => new WeightedMajority(d),
  mwu: (d, o) => new Mwu(d, o.epsilon),
  hedge: (d, o) => new Hedge(d, o.eta),
};

export function isExpertLearnerId(id: string): id is ExpertLearnerId {
  return (expertLearnerIds as readonly string[]).includes(id);
}

export function makeExpertLearner(
  id: ExpertLearnerId,
  d: number,
  options: ExpertLearnerOptions,
): ExpertLearner {
  return expertLearnerFactories[id](d, options);
}
