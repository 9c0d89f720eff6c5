import type { Hypothesis, ProofStep, Quantities, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, leq, ok, q, step } from './proof-kit';

export {
  lnBinomialSum,
  littlestoneQuantities,
  littlestoneQuantityNames,
  type LittlestoneNumbers,
} from './littlestone-quantities';

/**
 * The `littlestone` lesson's theorems as data: mistake bounds for a class H in the realizable
 * case (Consistent, Halving, SOA), the lower bounds an adversary forces (Proposition 9,
 * Corollary 10), VCdim ≤ Ldim, and the regret bounds beyond realizability (Theorems 17–18).
 */
const f = formatNumber;
/** A regret is the difference of two loss sums, each known to about 10⁻⁹ of itself at worst. */
const regretSlack = (x: Quantities): number =>
  TOL * (Math.abs(q(x, 'loss')) + Math.abs(q(x, 'Lstar')));
const NOTES = 'Kernels–Littlestone–WM notes';

// Hypotheses.

const finiteH = (missing: string): Hypothesis => ({
  id: 'finite',
  tex: '|\\mathcal H| < \\infty \\quad (|\\mathcal H| = {{H}})',
  check: (x) =>
    Number.isFinite(q(x, 'H'))
      ? ok
      : { holds: false, reason: `H = thresholds on [0, 1] is infinite: ${missing}` },
});

const realizable: Hypothesis = {
  id: 'realizable',
  tex: '\\exists h \\in \\mathcal H:\\ h(x_s) = y_s \\text{ for all } s \\le t \\quad (L^*_t = {{Lstar}})',
  check: (x) =>
    q(x, 'realizable') === 1
      ? ok
      : {
          holds: false,
          reason: `no hypothesis in H fits every label since round ${f(q(x, 'brokeAt'))}`,
        },
};

const finiteLdim: Hypothesis = {
  id: 'finite-ldim',
  tex: '\\mathrm{Ldim}(\\mathcal H) < \\infty \\quad (\\mathrm{Ldim}(\\mathcal H) = {{ldimH}})',
  check: (x) =>
    Number.isFinite(q(x, 'ldimH'))
      ? ok
      : { holds: false, reason: 'Ldim(H) = ∞: thresholds on [0, 1] shatter trees of every depth' },
};

const deterministic: Hypothesis = {
  id: 'deterministic',
  tex: '\\text{the learner is deterministic}',
  check: (x) =>
    q(x, 'deterministic') === 1
      ? ok
      : {
          holds: false,
          reason:
            'the learner randomises after the label is fixed: the adversary cannot know its prediction',
        },
};

const adversary = (name: 'tree' | 'bisect'): Hypothesis => ({
  id: `${name}-adversary`,
  tex: `\\text{the ${name} adversary plays against this learner}`,
  check: (x) =>
    q(x, `${name}Target`) === 1
      ? ok
      : {
          holds: false,
          reason:
            q(x, `${name}Stream`) === 1
              ? `the ${name} adversary plays against the first learner listed; this one is not it`
              : `this stream is not the ${name} adversary`,
        },
});

const etaPositive: Hypothesis = {
  id: 'eta',
  tex: '\\eta > 0 \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

const horizonCoversLdim: Hypothesis = {
  id: 'horizon',
  tex: 'T \\ge \\mathrm{Ldim}(\\mathcal H) \\quad (T = {{T}},\\ \\mathrm{Ldim}(\\mathcal H) = {{ldimH}})',
  check: (x) =>
    q(x, 'T') >= q(x, 'ldimH')
      ? ok
      : {
          holds: false,
          reason: `T = ${f(q(x, 'T'))} < Ldim(H) = ${f(q(x, 'ldimH'))}: the count (eT/L)^L needs T ≥ L`,
        },
};

// Realizable mistake bounds.

const nonEmpty = (because: string): ProofStep =>
  step('floor', '|V_t| \\ge 1', '{{V}} \\ge 1', because, (x) => q(x, 'V') >= 1, ['V']);

export const consistentTheorem: Theorem = {
  id: 'littlestone-consistent',
  title: 'Consistent: at most |H| − 1 mistakes',
  source: `${NOTES}, §2.1, Proposition 5 (Algorithm 1)`,
  statementTex: 'M_t \\le |\\mathcal H| - 1',
  quantity: 'mistakes',
  hypotheses: [finiteH('no finite |H| to count down'), realizable],
  bound: (x) => q(x, 'consistentBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'shrink',
      '|V_t| \\le |\\mathcal H| - M_t',
      '{{V}} \\le {{H}} - {{loss}} = {{consistentUpperV}}',
      'On a mistake the hypothesis the learner followed was wrong, so it leaves V: at least one out per mistake.',
      (x) => leq(q(x, 'V'), q(x, 'consistentUpperV')),
      ['V', 'loss'],
    ),
    nonEmpty('A hypothesis that fits every label never leaves V.'),
    step(
      'conclude',
      'M_t \\le |\\mathcal H| - 1',
      '{{loss}} \\le {{consistentBound}}',
      'Chain the two lines: 1 ≤ |V_t| ≤ |H| − M_t.',
      (x) => leq(q(x, 'loss'), q(x, 'consistentBound')),
      ['loss'],
    ),
  ],
};

export const halvingTheorem: Theorem = {
  id: 'littlestone-halving',
  title: 'Halving: at most log₂|H| mistakes',
  source: `${NOTES}, §2.1, Proposition 6 (Algorithm 2)`,
  statementTex: 'M_t \\le \\log_2 |\\mathcal H|',
  quantity: 'mistakes',
  hypotheses: [finiteH('no finite |H| to halve down'), realizable],
  bound: (x) => q(x, 'halvingBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'halve',
      '|V_t| \\le |\\mathcal H| \\cdot 2^{-M_t}',
      '{{V}} \\le {{H}} \\cdot 2^{-{{loss}}} = {{halvingUpperV}}',
      'On a mistake the majority of V voted wrong and leaves it: V at least halves.',
      (x) => leq(q(x, 'V'), q(x, 'halvingUpperV')),
      ['V', 'loss'],
    ),
    nonEmpty('A hypothesis that fits every label is never voted out.'),
    step(
      'conclude',
      'M_t \\le \\log_2 |\\mathcal H|',
      '{{loss}} \\le {{halvingBound}}',
      'So 2^M ≤ |H|; take log₂.',
      (x) => leq(q(x, 'loss'), q(x, 'halvingBound')),
      ['loss'],
    ),
  ],
};

export const soaTheorem: Theorem = {
  id: 'littlestone-soa',
  title: 'SOA: at most Ldim(H) mistakes',
  source: `${NOTES}, §3, Lemma 11 with Algorithm 3 and Claim 12`,
  statementTex: 'M_t \\le \\mathrm{Ldim}(\\mathcal H)',
  quantity: 'mistakes',
  hypotheses: [finiteLdim, realizable],
  bound: (x) => q(x, 'soaBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'claim',
      '\\text{each mistake: } \\mathrm{Ldim}(V_{s}) \\le \\mathrm{Ldim}(V_{s-1}) - 1',
      '{{claimDrops}} \\text{ of } {{soaMistakes}} \\text{ mistakes lowered } \\mathrm{Ldim}(V)',
      'Claim 12. SOA predicts the side whose Ldim is larger; had the other side kept Ldim(V), both would have it, and x at the root over their two trees would shatter one a level deeper than Ldim(V). The notes write “= Ldim − 1”; the proof gives “at least one”: a small wrong side can drop it more.',
      (x) => q(x, 'claimDrops') === q(x, 'soaMistakes'),
      ['claimDrops', 'soaMistakes'],
    ),
    step(
      'descend',
      '\\mathrm{Ldim}(V_t) \\le \\mathrm{Ldim}(\\mathcal H) - M_t',
      '{{ldimNow}} \\le {{ldimH}} - {{loss}} = {{soaUpperLdim}}',
      'Ldim never grows as V shrinks, and drops on every mistake.',
      (x) => leq(q(x, 'ldimNow'), q(x, 'soaUpperLdim')),
      ['ldimNow', 'loss'],
    ),
    step(
      'floor',
      '\\mathrm{Ldim}(V_t) \\ge 0',
      '{{ldimNow}} \\ge 0',
      'Realizability keeps V non-empty, and a non-empty class has Ldim ≥ 0 (the empty one has −1).',
      (x) => q(x, 'ldimNow') >= 0,
      ['ldimNow'],
    ),
    step(
      'conclude',
      'M_t \\le \\mathrm{Ldim}(\\mathcal H)',
      '{{loss}} \\le {{soaBound}}',
      'Chain the two lines: 0 ≤ Ldim(V_t) ≤ Ldim(H) − M_t.',
      (x) => leq(q(x, 'loss'), q(x, 'soaBound')),
      ['loss'],
    ),
  ],
};

// What an adversary forces.

export const treeLowerBound: Theorem = {
  id: 'littlestone-tree-lower',
  title: 'The tree adversary forces Ldim(H) mistakes',
  source: `${NOTES}, §3, Proposition 9 (Definitions 7–8: shattered trees, Ldim)`,
  statementTex: 'M_t \\ge \\min(t, \\mathrm{Ldim}(\\mathcal H))',
  quantity: 'mistakes',
  direction: 'lower',
  hypotheses: [deterministic, adversary('tree')],
  bound: (x) => q(x, 'forced'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'one-level',
      '\\mathrm{Ldim}(V_t) \\ge \\mathrm{Ldim}(V_{t-1}) - 1',
      '{{ldimNow}} \\ge {{ldimBefore}} - 1',
      'The adversary asks the root x of a deepest tree V shatters; whatever the learner predicts, it labels x the other way and moves to that child, whose subtree the agreeing hypotheses still shatter, one level shallower.',
      (x) => q(x, 'ldimNow') >= q(x, 'ldimBefore') - 1,
      ['ldimNow', 'ldimBefore'],
    ),
    step(
      'depth-left',
      '\\mathrm{Ldim}(V_t) \\ge \\max(\\mathrm{Ldim}(\\mathcal H) - t,\\ 0)',
      '{{ldimNow}} \\ge {{treeLeft}}',
      'Sum the line above over the rounds; at the leaf a hypothesis realises every label so far, so V is never empty.',
      (x) => q(x, 'ldimNow') >= q(x, 'treeLeft'),
      ['ldimNow'],
    ),
    step(
      'conclude',
      'M_t \\ge \\min(t, \\mathrm{Ldim}(\\mathcal H))',
      '{{loss}} \\ge {{forced}}',
      'While the tree lasts every label is the opposite of the prediction: each of its Ldim(H) rounds is a mistake.',
      (x) => leq(q(x, 'forced'), q(x, 'loss')),
      ['loss'],
    ),
  ],
};

export const bisectLowerBound: Theorem = {
  id: 'littlestone-bisect-lower',
  title: 'Thresholds on [0, 1]: a mistake every round',
  source: `${NOTES}, §3, Corollary 10 (Example 2: thresholds have Ldim ∞)`,
  statementTex: 'M_t \\ge t \\quad \\text{on } \\{\\mathbb 1(x < a) : a \\in [0, 1]\\}',
  quantity: 'mistakes',
  direction: 'lower',
  hypotheses: [deterministic, adversary('bisect')],
  bound: (x) => q(x, 't'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'interval',
      '\\{a : h_a \\text{ fits every label}\\} \\text{ is an interval of length } 2^{-t}',
      '2^{-{{t}}} = {{interval}} > 0',
      'The adversary asks the midpoint of the thresholds still consistent; either label keeps one half, so after t rounds an interval of length 2^−t remains: the sequence stays realizable, and it can bisect again.',
      (x) => Number.isFinite(q(x, 't')) && q(x, 't') >= 0,
      ['t'],
    ),
    step(
      'unbounded',
      '\\mathrm{Ldim}(\\mathcal H) = \\infty',
      '\\mathrm{Ldim}(\\mathcal H) = {{ldimH}}',
      'The midpoints of the dyadic intervals form a shattered tree of every depth, so no learner has a finite mistake bound.',
      (x) => q(x, 'ldimH') === Infinity,
      ['ldimH'],
    ),
    step(
      'conclude',
      'M_t \\ge t',
      '{{loss}} \\ge {{t}}',
      'Each midpoint is labelled against the deterministic prediction: every round is a mistake.',
      (x) => leq(q(x, 't'), q(x, 'loss')),
      ['loss'],
    ),
  ],
};

/** Class-level: holds for H whatever the learner. */
export const vcLdimTheorem: Theorem = {
  id: 'littlestone-vc-ldim',
  title: 'VCdim(H) ≤ Ldim(H)',
  source: `${NOTES}, §3, Theorem 13`,
  statementTex:
    '\\mathrm{VCdim}(\\mathcal H) \\le \\mathrm{Ldim}(\\mathcal H), \\text{ and the gap can be arbitrarily large}',
  quantity: 'mistakes',
  hypotheses: [
    {
      id: 'vc-known',
      tex: 'd = \\mathrm{VCdim}(\\mathcal H) \\text{ is known} \\quad (d = {{vcH}})',
      check: (x) =>
        q(x, 'vcH') >= 0 ? ok : { holds: false, reason: 'VCdim(H) is not known for this class' },
    },
  ],
  bound: (x) => q(x, 'ldimH'),
  observed: (x) => q(x, 'vcH'),
  proof: [
    step(
      'shattered-set',
      'x_1, \\dots, x_d \\text{ shattered by } \\mathcal H',
      'd = {{vcH}}',
      'By definition of the VC dimension, some d points get all 2^d labellings from H.',
      (x) => q(x, 'vcH') >= 0,
      ['vcH'],
    ),
    step(
      'tree',
      '\\text{the tree asking } x_i \\text{ at every node of level } i \\text{ is shattered}',
      '\\text{depth } {{vcH}} \\le \\mathrm{Ldim}(\\mathcal H) = {{ldimH}}',
      'A root-to-leaf path is a labelling of x_1 … x_d, and H realises every one of them; Ldim(H) is the deepest shattered tree.',
      (x) => leq(q(x, 'vcH'), q(x, 'ldimH')),
      ['vcH', 'ldimH'],
    ),
    step(
      'finite',
      '\\mathrm{Ldim}(\\mathcal H) \\le \\log_2 |\\mathcal H|',
      '{{ldimH}} \\le {{log2H}}',
      'A shattered tree of depth L has 2^L leaves, each needing its own hypothesis (Example 1). Thresholds on [0, 1] make the gap: VCdim 1, Ldim ∞.',
      (x) => leq(q(x, 'ldimH'), q(x, 'log2H')),
      ['ldimH'],
    ),
  ],
};

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
