import type { Theorem } from './types';
import { leq, q, step } from './proof-kit';
import { binaryLabels, separable, radiusObserved, booleanX, disjunction } from './gd-eg-hypotheses';

/** The classifiers' mistake bounds as data: the perceptron (conservative GD on the hinge) and Winnow. */

// Classification: the perceptron (conservative GD on the hinge loss).

export const gdEgPerceptronTheorem: Theorem = {
  id: 'gd-eg-perceptron',
  title: 'Perceptron: at most R₂²‖u‖₂²/γ² mistakes',
  source:
    'Novikoff 1962, from the notes’ reading (perceptron and Winnow); §2 reads the perceptron as conservative GD on the hinge loss',
  statementTex: 'M_t \\le \\frac{R_2^2\\, \\|u\\|_2^2}{\\gamma^2}',
  quantity: 'mistakes',
  hypotheses: [binaryLabels, separable, radiusObserved],
  bound: (x) => q(x, 'percBound'),
  observed: (x) => q(x, 'mistakes'),
  proof: [
    step(
      'progress',
      'u \\cdot w_{t+1} \\ge \\gamma M_t',
      '{{wDotU}} \\ge {{gammaU}} \\cdot {{mistakes}} = {{percProgress}}',
      'From w₁ = 0, each mistake adds y_s x_s to w, so u·w grows by y_s u·x_s ≥ γ; a correct round changes nothing.',
      (x) => leq(q(x, 'percProgress'), q(x, 'wDotU')),
      ['wDotU', 'mistakes'],
    ),
    step(
      'growth',
      '\\|w_{t+1}\\|_2^2 \\le R_2^2 M_t',
      '{{wNormSq}} \\le {{percGrowth}}',
      '‖w + yx‖² = ‖w‖² + 2y w·x + ‖x‖², and on a mistake y w·x ≤ 0 while ‖x‖₂ ≤ R₂.',
      (x) => leq(q(x, 'wNormSq'), q(x, 'percGrowth')),
      ['wNorm', 'mistakes'],
    ),
    step(
      'sandwich',
      '\\gamma M_t \\le u \\cdot w_{t+1} \\le \\|u\\|_2 \\|w_{t+1}\\|_2 \\le \\|u\\|_2 R_2 \\sqrt{M_t}',
      '{{percProgress}} \\le {{wDotU}} \\le {{wNormU}} \\le {{percSqrt}}',
      'The first line, Cauchy–Schwarz, and the square root of the second line.',
      (x) =>
        leq(q(x, 'percProgress'), q(x, 'wDotU')) &&
        leq(q(x, 'wDotU'), q(x, 'wNormU')) &&
        leq(q(x, 'wNormU'), q(x, 'percSqrt')),
      ['wDotU', 'wNorm', 'mistakes'],
    ),
    step(
      'conclude',
      'M_t \\le \\frac{R_2^2\\, \\|u\\|_2^2}{\\gamma^2}',
      '{{mistakes}} \\le {{percBound}}',
      'Divide γM_t ≤ ‖u‖₂R₂√M_t by γ√M_t and square. γ here is unnormalised: γ/‖u‖₂ is the geometric margin.',
      (x) => leq(q(x, 'mistakes'), q(x, 'percBound')),
      ['mistakes'],
    ),
    step(
      'gd',
      "w_{t+1} = w_t - \\eta\\, \\ell'_t x_t \\text{ on mistakes},\\ \\ell = (1 - y\\hat y)_+,\\ \\eta = 1",
      "\\ell'_t = -y_t \\text{ on a mistake}",
      'The notes’ §2: on a mistake the hinge loss has slope −y, so the update is GD’s with η = 1, made only on mistakes (conservative). From w₁ = 0 the rate only scales w and never changes a prediction.',
      () => true,
      [],
    ),
  ],
};

// Beyond the notes: Winnow (conservative, unnormalised EG).

export const winnowTheorem: Theorem = {
  id: 'gd-eg-winnow',
  title: 'Winnow: at most 2 + 3k(1 + log₂ n) mistakes',
  source:
    'Beyond the notes: Littlestone 1988, in the form of Blum 1996 (weights 1, threshold n, doubling and halving); §3 reads Winnow as conservative EG',
  statementTex: 'M_t \\le 2 + 3k(1 + \\log_2 n)',
  quantity: 'mistakes',
  hypotheses: [booleanX, disjunction],
  bound: (x) => q(x, 'winnowBound'),
  observed: (x) => q(x, 'mistakes'),
  proof: [
    step(
      'promotions',
      'M^+_t \\le k(1 + \\log_2 n)',
      '{{promotions}} \\le {{k}}(1 + {{log2n}}) = {{winnowPromoCap}}',
      'A missed positive has some relevant feature on, and doubles its weight. A relevant weight is never halved (a false positive has every relevant feature off), and it doubles only while below n (at n or more it alone makes the prediction positive), so at most 1 + log₂ n times.',
      (x) => leq(q(x, 'promotions'), q(x, 'winnowPromoCap')),
      ['promotions'],
    ),
    step(
      'weight',
      '0 < W_{t+1} \\le n + n M^+_t - \\tfrac n2 M^-_t',
      '0 < {{weightSum}} \\le {{winnowWeightCap}}',
      'W = Σ w_i starts at n. A missed positive had Σ_{x_i = 1} w_i < n, and doubling adds that much; a false positive had it ≥ n, and halving removes at least n/2.',
      (x) => q(x, 'weightSum') > 0 && leq(q(x, 'weightSum'), q(x, 'winnowWeightCap')),
      ['weightSum', 'promotions', 'mistakes'],
    ),
    step(
      'demotions',
      'M^-_t < 2 + 2 M^+_t',
      '{{demotions}} < {{winnowDemoCap}}',
      'Divide the weight line by n/2.',
      (x) => q(x, 'demotions') < q(x, 'winnowDemoCap'),
      ['promotions', 'mistakes'],
    ),
    step(
      'conclude',
      'M_t = M^+_t + M^-_t \\le 2 + 3k(1 + \\log_2 n)',
      '{{mistakes}} \\le {{winnowBound}}',
      'M_t < 2 + 3M^+_t, then the first line.',
      (x) => leq(q(x, 'mistakes'), q(x, 'winnowBound')),
      ['mistakes'],
    ),
    step(
      'multiplicative',
      'w_{t+1,i} = w_{t,i}\\, 2^{(y_t - \\hat y_t)\\, x_{t,i}},\\ y, \\hat y \\in \\{0, 1\\}',
      'w_1 = \\mathbf 1,\\ \\text{predict } 1 \\text{ iff } w \\cdot x \\ge n = {{n}}',
      'Winnow changes weights only on a mistake, multiplying them: EG’s factor e^{−ηℓ′x_i} with ℓ′ = ŷ − y = ∓1 and η = ln 2, without the normalisation (the notes’ §3 remark).',
      () => true,
      [],
    ),
  ],
};
