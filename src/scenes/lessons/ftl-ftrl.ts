import { defineOcoScene } from './oco-params';

export const ftlFtrlScene = defineOcoScene({
  id: 'ftl-ftrl',
  title: 'Follow the Leader, and the regularized leader',
  summary:
    'Follow-the-Leader collapses on alternating linear losses and works on quadratics; a regularizer rescues it.',
  theorem:
    'Lemma 21: FTL’s regret ≤ Σ fₜ(wₜ) − fₜ(wₜ₊₁); Lemma 22: O(log T) on quadratics; FTRL: O(√T) on linear losses.',
  ownChart: { id: 'movement', label: 'How far each learner moves, ‖wₜ − wₜ₋₁‖' },
  T: 200,
  defaults: { stream: 'alternating', learners: ['ftl', 'ftrl', 'ogd'], eta: 0.1 },
});
