import { defineOcoScene } from './oco-params';

export const ogdScene = defineOcoScene({
  id: 'ogd',
  title: 'Online gradient descent',
  summary:
    'Gradient steps with projection on convex losses: regret O(√T) with a constant step, O(log T) with 1/(λt) on strongly convex losses.',
  theorem:
    'Theorem 14.5: regret ≤ ‖u‖²/(2η) + ηTG²/2; Theorem 14.11: ≤ (1 + ln T)G²/(2λ) on λ-strongly convex losses.',
  ownChart: { id: 'potential', label: 'Distance to the best point, ‖w_t − u*_t‖²' },
  T: 500,
  defaults: { stream: 'quadratic', learners: ['ogd', 'ogd-sqrt', 'ogd-sc'], eta: 0.1 },
});
