import type { FamilyId } from '../../engine/game';

/**
 * The lesson map's families, in the course's order, as the contents page groups the lessons. A
 * family with no lesson yet is simply not shown.
 */
export const families: readonly { id: FamilyId; name: string; blurb: string }[] = [
  {
    id: 'classification',
    name: 'The perceptron and its extensions',
    blurb:
      'A learner draws a line through labelled points and counts its mistakes; then more classes, curves drawn by kernels, and test error.',
  },
  {
    id: 'experts',
    name: 'Prediction with expert advice',
    blurb: 'Learners weigh d experts and pay for their advice: mistake bounds and regret.',
  },
  {
    id: 'oco',
    name: 'Online convex optimization',
    blurb: 'A learner plays a point, a convex loss is revealed: gradient steps and leaders.',
  },
  {
    id: 'linear',
    name: 'Linear prediction in high dimension',
    blurb: 'Additive and multiplicative updates, and why the geometry of the update matters.',
  },
  {
    id: 'finite-class',
    name: 'Finite classes and the Littlestone dimension',
    blurb: 'Hypothesis classes on a small domain, and the trees an adversary walks down.',
  },
  {
    id: 'mwu',
    name: 'Multiplicative weights beyond experts',
    blurb:
      'The same update on training points (boosting) and on a density over a continuous parameter (the Gibbs distribution).',
  },
];
