import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the boosting lesson; each checkpoint is a set of URL parameters. */
export const boostingNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'A decision stump looks at one coordinate and one threshold: “x₁ > 0.3 says +1”. Alone it is a poor classifier of a disc or of XOR. Boosting keeps a distribution D over the training points, asks for the best stump under D, then moves weight onto the points that stump got right less often — and finally lets all the stumps vote.',
  },
  {
    kind: 'checkpoint',
    label: 'The points are the experts',
    hint: 'MWU boosting is the multiplicative-weights algorithm with the training points as experts. A point’s “loss” in a round is 1 when the stump gets it right (it needs no more attention), so its weight shrinks by (1 − η); a point the stump gets wrong keeps its weight. Watch the markers: the hard points near the boundary grow.',
    params: { stream: 'circles', learners: 'mwu-boost', T: '100', t: '10', speed: '5' },
  },
  {
    kind: 'checkpoint',
    label: 'Why “right” is the one that shrinks',
    hint: 'The notes write the update as “(1 − ε)·w if correct, ε·w if wrong”; read literally, that shrinks the wrong points far more than the right ones, which is backwards. The page implements the multiplicative-weights form the proof needs: right points shrink by (1 − η), wrong ones stay. Then the potential Φ falls by a factor (1 − η·accuracy) each round, and a point the vote still gets wrong kept at least (1 − η)^(t/2) of its weight.',
    params: { stream: 'circles', learners: 'mwu-boost', T: '100', t: '100' },
  },
  {
    kind: 'checkpoint',
    label: 'The notes’ example: ε = 0.4, δ = 0.1',
    hint: 'With a weak learner 60% right (ε = 0.4, γ = 0.1), the notes ask for T ≥ 2 ln(1/δ)/γ² = 2 ln 10/0.01 ≈ 460.5, so 461 rounds (the notes round it to about 600). The dotted mark on the chart is that T; where the stumps do better than promised, the observed edge ½ − maxₛ εₛ gives a smaller T.',
    params: {
      stream: 'stripes',
      learners: 'mwu-boost',
      epsilon: '0.4',
      delta: '0.1',
      T: '600',
      t: '600',
    },
  },
  {
    kind: 'checkpoint',
    label: 'When the weak learner breaks its promise',
    hint: 'On XOR no stump is much better than chance: already the first one errs on more than 40% of the points, past the promised ε = 0.4. The bound then says “does not apply from round t” — the theorem assumed every stump beats ε, and this one did not. The vote may still improve; the theorem has nothing to say.',
    params: { stream: 'xor', learners: 'mwu-boost,adaboost', epsilon: '0.4', T: '200', t: '200' },
  },
  {
    kind: 'checkpoint',
    label: 'AdaBoost adapts its weights',
    hint: 'AdaBoost needs no promised ε: each stump gets the weight αₜ = ½ ln((1 − εₜ)/εₜ), and the training error stays under ∏ 2√(εₜ(1 − εₜ)) ≤ exp(−2Σγₜ²), with every round’s own edge γₜ = ½ − εₜ. On the moons its training error typically reaches zero within a few dozen rounds, while MWU boosting, with its small fixed η, is still above zero — and its promise ε = 0.4 breaks on the way.',
    params: { stream: 'moons', learners: 'mwu-boost,adaboost', T: '300', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'Noise: boosting chases the flipped labels',
    hint: 'With 10% of the labels flipped, the flipped points are the ones every stump gets wrong: their weight (their marker) grows round after round until the distribution is mostly noise, and εₜ creeps towards ½.',
    params: { stream: 'circles', noise: '0.1', learners: 'adaboost', T: '500', t: '500' },
  },
  {
    kind: 'text',
    text: 'The vote of stumps is a sum f₁(x₁) + f₂(x₂), one step function per axis: its decision regions are unions of axis-aligned rectangles, drawn exactly from the thresholds. It can draw a disc only as a staircase — which is why the training error falls but the picture stays blocky.',
  },
];
