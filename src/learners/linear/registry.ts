/** Learners of the gd-eg lesson, by the ids the URL uses (`learners=`). */
export const linearLearnerIds = ['gd', 'eg', 'pnorm', 'perceptron', 'winnow'] as const;
export type LinearLearnerId = (typeof linearLearnerIds)[number];

export const linearLearnerInfo: Record<
  LinearLearnerId,
  { name: string; classifier: boolean; set: 'ball' | 'simplex' }
> = {
  gd: { name: 'GD', classifier: false, set: 'ball' },
  eg: { name: 'EG', classifier: false, set: 'simplex' },
  pnorm: { name: 'p-norm', classifier: false, set: 'ball' },
  perceptron: { name: 'Perceptron', classifier: true, set: 'ball' },
  winnow: { name: 'Winnow', classifier: true, set: 'simplex' },
};

export function isLinearLearnerId(id: string): id is LinearLearnerId {
  return (linearLearnerIds as readonly string[]).includes(id);
}
