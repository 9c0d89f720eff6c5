import type { Theorem } from './types';
import { leq, q, step } from './proof-kit';
import {
  regretSlack,
  NOTES,
  finiteH,
  finiteLdim,
  etaPositive,
  horizonCoversLdim,
} from './littlestone-hypotheses';

/** Beyond realizability: the regret of weighted majority and of SOA's experts, as data. */

// Beyond realizability: regret.

const REGRET_TEX =
  '\\textstyle\\sum_{s \\le t} |p_s - y_s| - \\min_{h \\in \\mathcal H} \\sum_{s \\le t} |h(x_s) - y_s|';

export const wmRegretTheorem: Theorem = {
  id: 'littlestone-wm-regret',
  title: 'Weighted Majority over H: regret √(2T ln|H|)',
  source: `${NOTES}, §4.2, Theorem 17 (via Theorem 16’s bound ln d/η + ηt/2)`,
  // Short enough for a projector's column; the proof's second line spells the regret out.
  statementTex: '\\mathrm{Regret}_t \\le \\frac{\\ln|\\mathcal H|}{\\eta} + \\frac{\\eta t}{2}',
  quantity: 'regret',
  hypotheses: [finiteH('no finite ln|H| to pay for'), etaPositive],
  bound: (x) => q(x, 'wmBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'convex',
      '|p_s - y_s| \\le \\langle \\tilde w_s, v_s \\rangle, \\quad v_{s,h} = |h(x_s) - y_s|',
      '\\text{an equality here: every } h(x_s) \\in \\{0, 1\\}',
      'p_s = Σ w̃_h h(x_s), and the triangle inequality; with 0/1 hypotheses every h(x_s) − y_s has the same sign, so nothing is lost. WM over H is the experts algorithm with an expert per hypothesis.',
      () => true,
      [],
    ),
    step(
      'wm',
      `${REGRET_TEX} \\le \\frac{\\ln|\\mathcal H|}{\\eta} + \\frac{\\eta t}{2}`,
      '{{regret}} \\le {{lnH}}/{{eta}} + {{eta}} \\cdot {{t}}/2 = {{wmBound}}',
      'Theorem 16 with d = |H| experts, stopped at round t: ln Z falls by at most η⟨w̃, v⟩ − η²/2 a round, and stays above −η L*.',
      (x) => leq(q(x, 'regret'), q(x, 'wmBound') + regretSlack(x)),
      ['loss', 'Lstar'],
    ),
    step(
      'tune',
      '\\frac{\\ln|\\mathcal H|}{\\eta} + \\frac{\\eta T}{2} \\ge \\sqrt{2T\\ln|\\mathcal H|}, \\text{ with equality at } \\eta = \\sqrt{2\\ln|\\mathcal H|/T}',
      '{{wmAtT}} \\ge {{wmTuned}} \\quad (\\eta = {{eta}},\\ \\sqrt{2\\ln|\\mathcal H|/T} = {{wmEta}})',
      'a/η + bη ≥ 2√(ab), the two terms balancing at the tuned η.',
      (x) => leq(q(x, 'wmTuned'), q(x, 'wmAtT')),
      [],
    ),
  ],
};

export const soaExpertsRegretTheorem: Theorem = {
  id: 'littlestone-soa-experts-regret',
  title: 'SOA experts: regret √(2 Ldim(H) ln(eT) T)',
  source: `${NOTES}, §4.2, Theorem 18 (proof: Shalev-Shwartz and Ben-David, §21.2.1)`,
  statementTex:
    '\\mathrm{Regret}_t \\le \\frac{\\ln N}{\\eta} + \\frac{\\eta t}{2},\\ N = \\sum_{L \\le \\mathrm{Ldim}} \\tbinom{T}{L}',
  quantity: 'regret',
  hypotheses: [finiteLdim, horizonCoversLdim, etaPositive],
  bound: (x) => q(x, 'expertsBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'mimic',
      '\\min_{i \\le N} \\textstyle\\sum_{s \\le t} v_{s,i} \\le L^*_t',
      '\\min_i L_i \\le {{Lstar}}',
      'Expert (i₁ < … < i_L), L ≤ Ldim(H), runs SOA and flips its prediction at exactly those rounds. For any h in H, SOA on the h-labelled sequence errs at most Ldim(H) times; the expert flipping there predicts exactly like h.',
      () => true,
      ['Lstar'],
    ),
    step(
      'count',
      '\\ln N \\le \\mathrm{Ldim}(\\mathcal H)\\,\\ln\\tfrac{eT}{\\mathrm{Ldim}(\\mathcal H)} \\le \\mathrm{Ldim}(\\mathcal H)\\ln(eT)',
      '{{lnN}} \\le {{lnNSauer}} \\le {{lnNLoose}}',
      'N counts the sets of at most L = Ldim(H) rounds out of T; Σ_{k ≤ L} C(T, k) ≤ (eT/L)^L for T ≥ L.',
      (x) => leq(q(x, 'lnN'), q(x, 'lnNSauer')) && leq(q(x, 'lnNSauer'), q(x, 'lnNLoose')),
      [],
    ),
    step(
      'experts',
      '\\mathrm{Regret}_t(\\mathcal H) \\le \\frac{\\ln N}{\\eta} + \\frac{\\eta t}{2}',
      '{{regret}} \\le {{lnN}}/{{eta}} + {{eta}} \\cdot {{t}}/2 = {{expertsBound}}',
      'Theorem 17’s bound with the N experts in place of H; by the first line the best expert is at least as good as the best h.',
      (x) => leq(q(x, 'regret'), q(x, 'expertsBound') + regretSlack(x)),
      ['loss', 'Lstar'],
    ),
    step(
      'tune',
      '\\text{at } t = T,\\ \\eta = \\sqrt{2\\ln N/T}: \\ \\sqrt{2T\\ln N} \\le \\sqrt{2\\,\\mathrm{Ldim}(\\mathcal H)\\ln(eT)\\,T}',
      '{{expertsAtT}} \\ge {{expertsTuned}} \\le {{thm18}} \\quad (\\eta = {{eta}},\\ \\sqrt{2\\ln N/T} = {{expertsEta}})',
      'The two terms balance at the tuned η (a/η + bη ≥ 2√(ab)); then the count of the second line.',
      (x) =>
        leq(q(x, 'expertsTuned'), q(x, 'expertsAtT')) && leq(q(x, 'expertsTuned'), q(x, 'thm18')),
      [],
    ),
  ],
};
