/** Learners on a finite class, by the ids the URL uses (`learners=`). */
export const finiteLearnerIds = ['consistent', 'halving', 'soa', 'wm', 'soa-experts'] as const;
export type FiniteLearnerId = (typeof finiteLearnerIds)[number];

export interface FiniteLearnerInfo {
  name: string;
  /** Plays a label (a mistake is a loss of 1) rather than a weighted vote p ∈ [0, 1]. */
  deterministic: boolean;
  /** Needs H finite (weights over H; an expert per set of at most Ldim(H) rounds). */
  finiteOnly: boolean;
}

export const finiteLearnerInfo: Record<FiniteLearnerId, FiniteLearnerInfo> = {
  consistent: { name: 'Consistent', deterministic: true, finiteOnly: false },
  halving: { name: 'Halving', deterministic: true, finiteOnly: false },
  soa: { name: 'SOA', deterministic: true, finiteOnly: false },
  wm: { name: 'Weighted Majority over H', deterministic: false, finiteOnly: true },
  'soa-experts': { name: 'Experts from SOA', deterministic: false, finiteOnly: true },
};

export function isFiniteLearnerId(id: string): id is FiniteLearnerId {
  return (finiteLearnerIds as readonly string[]).includes(id);
}
