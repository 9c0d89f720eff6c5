import type { ProofStep, Theorem } from './types';
import { leq, ok, q, step } from './proof-kit';
import {
  NOTES,
  finiteH,
  realizable,
  finiteLdim,
  deterministic,
  adversary,
} from './littlestone-hypotheses';

/** The finite-class lesson's mistake bounds as data: the realizable learners', what an adversary forces, and the VC and Littlestone dimensions. */

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
