import { defineOcoScene } from './oco-params';

export const ogdScene = defineOcoScene({
  id: 'ogd',
  title: 'Online gradient descent',
  summary:
    'Gradient steps with projection on convex losses: regret O(√T) with a constant step, O(log T) with 1/(λt) on strongly convex losses.',
  T: 500,
  defaults: { stream: 'quadratic', learners: ['ogd', 'ogd-sqrt', 'ogd-sc'], eta: 0.1 },
});
