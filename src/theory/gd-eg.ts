import type { Theorem } from './types';
import { gdRegretTheorem, egRegretTheorem, pnormRegretTheorem } from './gd-eg-regression';
import { gdEgPerceptronTheorem, winnowTheorem } from './gd-eg-classifiers';

export { gdEgQuantities, gdEgQuantityNames, type GdEgNumbers } from './gd-eg-quantities';
export {
  egRegretTheorem,
  gdEgPerceptronTheorem,
  gdRegretTheorem,
  pnormRegretTheorem,
  winnowTheorem,
};

/**
 * The `gd-eg` lesson's theorems as data: the regret of gradient descent (Theorem 2.1), of
 * exponentiated gradient (Theorem 3.1) and of the p-norm algorithm, all three by one proof, the
 * Bregman telescoping of the notes' §4; and the mistake bounds of their conservative cousins on
 * classification, the perceptron (Novikoff) and Winnow.
 *
 * Every regret is against the comparator u on the panel: the bounds hold for every u in their
 * class, so checking one u is honest. When u comes from a solver its loss is within a certified
 * gap of the optimum, and the last proof line carries that gap over.
 *
 * The regression learners' theorems are in gd-eg-regression.ts, the classifiers' in
 * gd-eg-classifiers.ts, their shared hypotheses, slack and proof steps in gd-eg-hypotheses.ts.
 */

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function gdEgTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'gd':
      return [gdRegretTheorem];
    case 'eg':
      return [egRegretTheorem];
    case 'pnorm':
      return [pnormRegretTheorem];
    case 'perceptron':
      return [gdEgPerceptronTheorem];
    case 'winnow':
      return [winnowTheorem];
    default:
      return [];
  }
}

export const gdEgTheorems: Theorem[] = [
  gdRegretTheorem,
  egRegretTheorem,
  pnormRegretTheorem,
  gdEgPerceptronTheorem,
  winnowTheorem,
];
