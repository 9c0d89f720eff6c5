import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the online-to-batch lesson; each checkpoint is a set of URL parameters. */
export const onlineToBatchNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'An online learner never stops to be tested: it predicts, sees the label, updates. When the points come iid from one distribution D, its record still says how well it generalizes. Each iterate wₜ₋₁ was fixed before the point Zₜ was drawn, so Zₜ is a fresh test point for it: the online mistakes are, in expectation, the test errors of the iterates.',
  },
  {
    kind: 'checkpoint',
    label: 'The perceptron on an iid stream',
    hint: 'Points uniform in the disk of radius 1, none within γ = 0.1 of w*’s line. After 1000 rounds the perceptron has made only a few mistakes; the blue line is the held-out error of wₛ for s uniform in 0…t − 1, averaged over s. Proposition 3 caps its mean over training samples by R²/(γ²T) = 0.1 at T = 1000, and Proposition 4 caps it with probability 1 − δ.',
    params: {
      learner: 'perceptron',
      stream: 'separable',
      gamma: '0.1',
      R: '1',
      T: '1000',
      t: '1000',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Watch the bounds fall as 1/T',
    hint: 'Play from the start with the log scale on: both bounds fall like 1/T (a mistake bound spread over T rounds), while the held-out error of the random iterate falls too. Early on the bounds are above 1 and say nothing; the chart labels them over the plot.',
    params: {
      learner: 'perceptron',
      stream: 'separable',
      gamma: '0.1',
      T: '5000',
      t: '0',
      speed: '500',
    },
  },
  {
    kind: 'checkpoint',
    label: 'A wider margin: the bound comes close',
    hint: 'With γ = 0.4 the mistake bound is R²/γ² = 6.25, and after 200 rounds Proposition 3 gives 0.031. Proposition 4’s price for holding with probability 1 − δ is the concentration part in the term-by-term panel; λ is chosen to make the sum smallest (it solves e^λ − 1 − λ = γ² ln(1/δ)/R²).',
    params: { learner: 'perceptron', stream: 'separable', gamma: '0.4', T: '200', t: '200' },
  },
  {
    kind: 'checkpoint',
    label: 'Flip some labels: the propositions stop applying',
    hint: 'With 10% of labels flipped no w* separates D, and both propositions say so. The perceptron keeps making mistakes and its iterates keep moving: their held-out error, averaged over s, stays near 0.2, twice the noise floor of 0.1, and the last iterate jumps from one run to the next, while the average of the iterates sits near the floor. There is no bound for the average: the 0–1 loss is not convex, so Jensen’s inequality does not apply.',
    params: { learner: 'perceptron', stream: 'noisy', noise: '0.1', T: '1000', t: '1000' },
  },
  {
    kind: 'text',
    text: 'For a convex loss the average iterate gets a bound of its own. Theorem 14.9: OGD on φ(w, Z) = max(0, 1 − y⟨w, x⟩) over the disc ‖w‖ ≤ B. Its proof chains four inequalities: Jensen (4) for the average, Azuma (5) from expected to observed losses, OGD’s regret bound (6) against any w of the disc, and Chernoff (7) back from observed to expected losses for that fixed w.',
  },
  {
    kind: 'checkpoint',
    label: 'OGD on the hinge loss: three terms',
    hint: 'The bound is the best regularized expected loss (the approximation part, about 0.21 here), the regret over T (‖w̄‖²/(2ηT) + ηG²/2), and the concentration part M√(2 ln(2/δ)/T), nearly as large as the approximation part at T = 2000 and the slowest to fall, as 1/√T. The notes’ statement prints ηG/2; the proof gives ηG²/2, which the page uses (equal here, G = R = 1).',
    params: { learner: 'ogd', stream: 'separable', loss: 'hinge', T: '2000', t: '2000' },
  },
  {
    kind: 'checkpoint',
    label: 'Ask for more confidence',
    hint: 'δ = 0.001 instead of 0.05: only the concentration part grows, like √ln(2/δ). The run itself does not change: δ is the chance that the sample was unlucky, not a parameter of the learner.',
    params: {
      learner: 'ogd',
      stream: 'separable',
      loss: 'hinge',
      T: '2000',
      t: '2000',
      delta: '0.001',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Noisy labels and the logistic loss',
    hint: 'Theorem 14.9 needs no separability: convex, G-Lipschitz and bounded in [0, M] is enough, and all three hold by construction (G = R, M = ln(1 + e^(BR))). With 10% of labels flipped the bound still applies to the average iterate and to Eₛ of wₛ.',
    params: {
      learner: 'ogd',
      stream: 'noisy',
      noise: '0.1',
      loss: 'logistic',
      T: '2000',
      t: '2000',
    },
  },
];
