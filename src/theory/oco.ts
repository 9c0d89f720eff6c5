import type { Theorem } from './types';
import { ogdBound, ogdSqrtBound, ogdStronglyConvexBound, ogdWeightedBound } from './oco-ogd';
import { ftlLookahead, ftlQuadratic, ftrlBound, perceptronOgdBound } from './oco-leaders';

export {
  ftrlTheoryEta,
  harmonic,
  ocoQuantities,
  ocoQuantityNames,
  ogdTheoryEta,
  sumInvSqrt,
  type OcoNumbers,
} from './oco-quantities';
export {
  ftlLookahead,
  ftlQuadratic,
  ftrlBound,
  ogdBound,
  ogdSqrtBound,
  ogdStronglyConvexBound,
  ogdWeightedBound,
  perceptronOgdBound,
};

/*
 * The online-convex-optimization theorems: OGD's in oco-ogd.ts, the leaders' and the perceptron's
 * in oco-leaders.ts, their shared hypotheses and floating-point slack in oco-hypotheses.ts.
 */

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function ocoTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'ogd':
      return [ogdBound];
    case 'ogd-sqrt':
      return [ogdSqrtBound];
    case 'ogd-sc':
      return [ogdStronglyConvexBound];
    case 'ogd-weighted':
      return [ogdWeightedBound];
    case 'ftl':
      return [ftlLookahead, ftlQuadratic];
    case 'ftrl':
      return [ftrlBound];
    case 'perceptron':
      return [perceptronOgdBound];
    default:
      return [];
  }
}

export const ocoTheorems: Theorem[] = [
  ogdBound,
  ogdSqrtBound,
  ogdStronglyConvexBound,
  ogdWeightedBound,
  ftlLookahead,
  ftlQuadratic,
  ftrlBound,
  perceptronOgdBound,
];
