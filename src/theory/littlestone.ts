import type { Theorem } from './types';
import {
  consistentTheorem,
  halvingTheorem,
  soaTheorem,
  treeLowerBound,
  bisectLowerBound,
  vcLdimTheorem,
} from './littlestone-mistakes';
import { wmRegretTheorem, soaExpertsRegretTheorem } from './littlestone-regret';

export {
  lnBinomialSum,
  littlestoneQuantities,
  littlestoneQuantityNames,
  type LittlestoneNumbers,
} from './littlestone-quantities';
export {
  bisectLowerBound,
  consistentTheorem,
  halvingTheorem,
  soaExpertsRegretTheorem,
  soaTheorem,
  treeLowerBound,
  vcLdimTheorem,
  wmRegretTheorem,
};

/**
 * The `littlestone` lesson's theorems as data: mistake bounds for a class H in the realizable
 * case (Consistent, Halving, SOA), the lower bounds an adversary forces (Proposition 9,
 * Corollary 10), VCdim ≤ Ldim, and the regret bounds beyond realizability (Theorems 17–18).
 *
 * The mistake bounds are in littlestone-mistakes.ts, the regret bounds in littlestone-regret.ts,
 * their shared hypotheses and slack in littlestone-hypotheses.ts.
 */

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function littlestoneTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'consistent':
      return [consistentTheorem, treeLowerBound, bisectLowerBound];
    case 'halving':
      return [halvingTheorem, treeLowerBound, bisectLowerBound];
    case 'soa':
      return [soaTheorem, treeLowerBound, bisectLowerBound];
    case 'wm':
      return [wmRegretTheorem];
    case 'soa-experts':
      return [soaExpertsRegretTheorem];
    default:
      return [];
  }
}

export const littlestoneTheorems: Theorem[] = [
  consistentTheorem,
  halvingTheorem,
  soaTheorem,
  treeLowerBound,
  bisectLowerBound,
  vcLdimTheorem,
  wmRegretTheorem,
  soaExpertsRegretTheorem,
];
