import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the littlestone lesson; each checkpoint is a set of URL parameters. */
export const littlestoneNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'The game: a class H of functions from n points to {0, 1}. Each round the stream asks a point, every learner says 0 or 1, the label comes, and the hypotheses that got it wrong leave the version space V. While some h ∈ H fits every label (the stream is realizable), V is never empty.',
  },
  {
    kind: 'checkpoint',
    label: 'Let the adversary walk the tree',
    hint: 'Thresholds on 15 points have Ldim 4. The adversary stands at the root of a depth-4 shattered tree, labels each point against the first learner and steps down; every level costs that learner a mistake, and the leaf’s hypothesis still fits every label (Proposition 9).',
    params: {
      stream: 'tree',
      class: 'thresholds',
      n: '15',
      learners: 'consistent,halving,soa',
      T: '12',
      t: '0',
      speed: '1',
    },
  },
  {
    kind: 'checkpoint',
    label: 'SOA gives up exactly one level per mistake',
    hint: 'SOA predicts the side whose version space keeps the larger Littlestone dimension, so the adversary can only send it down the smaller one: each mistake lowers Ldim(V) (Claim 12), and it can make no more than Ldim(H) of them (Lemma 11). Watch Ldim(V_t) step down in the chart.',
    params: {
      stream: 'tree',
      class: 'intervals',
      n: '10',
      learners: 'soa,halving',
      T: '16',
      t: '0',
      speed: '1',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Halving against SOA on a class where they differ',
    hint: 'Eight hypotheses say 0 at x₀, four say 1 — but the four are every labelling of x₁ and x₂ (Ldim 2) and the eight are singletons (Ldim 1). Halving follows the majority into the shallow side, the adversary sends it into the deep one: 3 mistakes, one more than Ldim(H) = 2. Swap the order (SOA first) and SOA is held to 2.',
    params: {
      stream: 'tree',
      class: 'csv',
      data: '/samples/halving-vs-soa.csv',
      learners: 'halving,soa',
      T: '10',
      t: '10',
    },
  },
  {
    kind: 'checkpoint',
    label: 'The same class, with SOA facing the adversary',
    hint: 'Now the adversary plays against SOA: it follows the larger Ldim at x₀, so the adversary has to send it to the singletons, where one more mistake is all it can force.',
    params: {
      stream: 'tree',
      class: 'csv',
      data: '/samples/halving-vs-soa.csv',
      learners: 'soa,halving',
      T: '10',
      t: '10',
    },
  },
  {
    kind: 'text',
    text: 'VCdim ≤ Ldim (Theorem 13): a set the class shatters can be asked level by level, one point per level, and every path is one of its labellings. The matrix marks a largest shattered set. For every labelling of n points both are n; for thresholds VCdim is 1 while Ldim is ⌊log₂(n + 1)⌋.',
  },
  {
    kind: 'checkpoint',
    label: 'Thresholds on [0, 1]: no bound survives',
    hint: 'On the whole interval there are infinitely many thresholds. The adversary asks the midpoint of those still consistent and labels it against the first learner: a mistake every round, forever (Corollary 10). The mistake bounds of Consistent, Halving and SOA say they do not apply — H is infinite, Ldim(H) = ∞ — and the forced line t climbs past any number.',
    params: { stream: 'bisect', learners: 'consistent,halving,soa', T: '30', t: '0', speed: '4' },
  },
  {
    kind: 'checkpoint',
    label: 'Noisy labels: weights over H, and experts built from SOA',
    hint: 'With labels flipped, no hypothesis fits every label, and the mistake bounds stop applying. Weighted Majority over H keeps its regret under √(2T ln|H|) (Theorem 17); the experts built from SOA keep theirs under √(2 Ldim(H) ln(eT) T) (Theorem 18), a bound that needs only a finite Ldim.',
    params: {
      stream: 'noisy',
      class: 'thresholds',
      n: '16',
      noise: '0.1',
      learners: 'wm,soa-experts,soa',
      T: '500',
      t: '500',
    },
  },
  {
    kind: 'checkpoint',
    label: 'You are the adversary',
    hint: 'Pick a point, then a label. Try to make SOA err more than Ldim(H) times without leaving V empty: the buttons say when a label would leave no consistent hypothesis.',
    params: { stream: 'user', class: 'intervals', n: '6', learners: 'soa,halving', T: '30' },
  },
];
