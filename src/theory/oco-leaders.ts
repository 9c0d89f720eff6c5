import type { Theorem } from './types';
import { TOL, ok, q, step } from './proof-kit';
import {
  leq,
  regretSlack,
  convex,
  start,
  comparatorInDisc,
  schedule,
  quadraticLosses,
  centresInDisc,
  leader,
  regularizer,
  hasTarget,
  targetInDisc,
} from './oco-hypotheses';

/** Follow the leader's lemmas, FTRL's bound and the perceptron seen as OGD on hinges, as data. */

/** Lemma 21: FTL against the one-step lookahead. */
export const ftlLookahead: Theorem = {
  id: 'ftl-lookahead',
  title: 'FTL is as good as its stability (Lemma 21)',
  source:
    'Kernels–Littlestone–WM–FTL notes, Lemma 21 ("be the leader"), with the notes’ indexing: w_s is the point FTL plays at round s (w_1 = 0).',
  statementTex: '\\mathrm{Regret}_t(u) \\le \\sum_{s \\le t} \\big[f_s(w_s) - f_s(w_{s+1})\\big]',
  quantity: 'regret',
  hypotheses: [leader, comparatorInDisc],
  bound: (x) => q(x, 'look'),
  observed: (x) => q(x, 'regret'),
  slack: (x) => TOL * (q(x, 'lossScale') + q(x, 'lookScale')),
  proof: [
    step(
      'btl',
      '\\sum_{s \\le t} f_s(w_{s+1}) \\le \\sum_{s \\le t} f_s(u)',
      '{{btl}} \\le {{cmp}}',
      'Be the leader: by induction on t, using that w_(t+1) minimises f_1 + … + f_t.',
      (x) => leq(q(x, 'btl'), q(x, 'cmp'), q(x, 'lossScale'), q(x, 'lookScale')),
      ['cum', 'look', 'cmp'],
    ),
    step(
      'conclude',
      '\\mathrm{Regret}_t(u) \\le \\sum_{s \\le t} \\big[f_s(w_s) - f_s(w_{s+1})\\big]',
      '{{regret}} \\le {{look}}',
      'Subtract the first line from Σ f_s(w_s).',
      (x) => leq(q(x, 'regret'), q(x, 'look'), q(x, 'lossScale'), q(x, 'lookScale')),
      ['cum', 'look', 'cmp'],
    ),
  ],
};

/** Lemma 22: FTL on quadratics. */
export const ftlQuadratic: Theorem = {
  id: 'ftl-quadratic',
  title: 'FTL on quadratic losses (Lemma 22)',
  source:
    'Kernels–Littlestone–WM–FTL notes, Lemma 22, stated there for f_s = ½‖w − z_s‖² (λ = 1); generalised here to (λ/2)‖w − z_s‖², which multiplies every term by λ. Its O(B² log T) written out: 4λB²(1 + ln t).',
  statementTex: '\\mathrm{Regret}_t \\le 4\\lambda B^2 (1 + \\ln t)',
  quantity: 'regret',
  hypotheses: [quadraticLosses, centresInDisc, leader],
  bound: (x) => q(x, 'lemma22Bound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'lemma21',
      '\\mathrm{Regret}_t \\le \\sum_{s \\le t} \\big[f_s(w_s) - f_s(w_{s+1})\\big]',
      '{{regret}} \\le {{look}}',
      'Lemma 21.',
      (x) => leq(q(x, 'regret'), q(x, 'look'), q(x, 'lossScale'), q(x, 'lookScale')),
      ['cum', 'cmp', 'look'],
    ),
    step(
      'stable',
      'f_s(w_s) - f_s(w_{s+1}) \\le \\frac{\\lambda}{s}\\|w_s - z_s\\|^2 \\le \\frac{4\\lambda B^2}{s},\\ \\text{so}\\ \\sum_{s \\le t} \\le 4\\lambda B^2 \\sum_{s \\le t} \\frac1s',
      '{{look}} \\le 4\\cdot{{lambda}}\\cdot{{B}}^2\\cdot{{harmonic}} = {{lemma22Harmonic}}',
      'FTL plays the mean, w_(s+1) = (1 − 1/s)w_s + z_s/s; the centres and their means lie in the disc, at most 2B apart.',
      (x) => leq(q(x, 'look'), q(x, 'lemma22Harmonic'), q(x, 'lookScale')),
      ['look'],
    ),
    step(
      'harmonic',
      '\\sum_{s \\le t} \\frac{1}{s} \\le 1 + \\ln t',
      '{{harmonic}} \\le {{onePlusLnT}}',
      '1/s ≤ ∫ from s−1 to s of dx/x for s ≥ 2.',
      (x) => leq(q(x, 'harmonic'), q(x, 'onePlusLnT')),
      ['t'],
    ),
    step(
      'conclude',
      '\\mathrm{Regret}_t \\le 4\\lambda B^2 (1 + \\ln t)',
      '{{regret}} \\le {{lemma22Bound}}',
      'Chain the three lines.',
      (x) => leq(q(x, 'regret'), q(x, 'lemma22Bound'), q(x, 'lossScale')),
      ['cum', 'cmp'],
    ),
  ],
};

/** FTRL with Ψ = ‖w‖²/(2η): regret ≤ ‖u‖²/(2η) + η Σ L_s². */
export const ftrlBound: Theorem = {
  id: 'ftrl-regret',
  title: 'FTRL with a quadratic regularizer',
  source:
    'Definition 24; the notes only say O(√T). The constant is from Shalev-Shwartz (2012), Online Learning and Online Convex Optimization, Lemma 2.3 (FTL-BTL with a regularizer) and Theorem 2.11 (Ψ is 1/η-strongly convex, f_s is L_s-Lipschitz on Ω). Tuned, η = B/√(2ΣL_s²) gives B√(2ΣL_s²): B√(2T) for unit linear losses.',
  statementTex:
    '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta} + \\eta \\sum_{s \\le t} L_s^2',
  quantity: 'regret',
  hypotheses: [convex, regularizer, comparatorInDisc],
  bound: (x) => q(x, 'ftrlBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'ftl-on-psi',
      '\\mathrm{Regret}_t(u) \\le \\Psi(u) - \\Psi(w_1) + \\sum_{s \\le t}\\big[f_s(w_s) - f_s(w_{s+1})\\big]',
      '{{regret}} \\le {{psiU}} - 0 + {{look}} = {{ftrlLemma}}',
      'FTRL is FTL on the sequence Ψ, f_1, f_2, …: apply Lemma 21 to it (w_1 = 0 minimises Ψ).',
      (x) =>
        leq(q(x, 'regret'), q(x, 'ftrlLemma'), q(x, 'lossScale'), q(x, 'lookScale'), q(x, 'psiU')),
      ['cum', 'cmp', 'look'],
    ),
    step(
      'stability',
      'f_s(w_s) - f_s(w_{s+1}) \\le L_s\\|w_s - w_{s+1}\\| \\le \\eta L_s^2,\\ \\text{so}\\ \\sum_{s \\le t} \\le \\eta\\sum_{s \\le t} L_s^2',
      '{{look}} \\le {{eta}}\\cdot{{sumL2}} = {{etaSumL2}}',
      'The objective of round s is 1/η-strongly convex, so its minimiser moves by at most ηL_s when f_s is added.',
      (x) => leq(q(x, 'look'), q(x, 'etaSumL2'), q(x, 'lookScale')),
      ['look', 'sumL2'],
    ),
    step(
      'conclude',
      '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta} + \\eta \\sum_{s \\le t} L_s^2',
      '{{regret}} \\le {{ftrlBound}}',
      'Chain the two lines; Ψ(u) = ‖u‖²/(2η).',
      (x) => leq(q(x, 'regret'), q(x, 'ftrlBound'), q(x, 'lossScale')),
      ['cum', 'cmp', 'sumL2'],
    ),
  ],
};

/** Theorem 14.6 with Example 7: the perceptron as OGD on hinges, u = w*. */
export const perceptronOgdBound: Theorem = {
  id: 'perceptron-ogd',
  title: 'The perceptron as OGD (Theorem 14.6, Example 7)',
  source:
    'Theorem 14.6 with Example 7: ℓ_s(w_{s−1}) = γ·1(mistake), ℓ̃_s = the hinge, u = w*. Stated here for M_t: γM_t − Σ ℓ̃_s(w*) ≤ ‖w*‖²/(2η) + ηtG²/2, G = max ‖x_s‖.',
  statementTex:
    '\\gamma M_t - \\sum_{s \\le t} \\max(0, \\gamma - y_s\\langle w^*, x_s\\rangle) \\le \\frac{\\|w^*\\|^2}{2\\eta} + \\frac{\\eta\\, t\\, G^2}{2}',
  quantity: 'mistakes',
  hypotheses: [
    hasTarget,
    targetInDisc,
    {
      id: 'radius',
      tex: '\\|x_s\\| \\le G \\text{ for all } s \\le t \\quad (G = \\max_s \\|x_s\\| = {{G}})',
      check: () => ok,
    },
    schedule(
      'step',
      '\\eta_t = \\eta = {{eta}},\\ g_t = -\\mathbb 1(y_t\\langle w_{t-1}, x_t\\rangle \\le 0)\\, y_t x_t',
    ),
    start,
  ],
  bound: (x) => q(x, 'pBound'),
  observed: (x) => q(x, 'M'),
  slack: (x) => (TOL * (q(x, 'hstar') + q(x, 'pRhs'))) / q(x, 'gamma'),
  proof: [
    step(
      'example7',
      '\\langle g_t, w^* - w_{t-1}\\rangle \\le \\max(0, \\gamma - y_t\\langle w^*, x_t\\rangle) - \\gamma\\,\\mathbb 1(y_t\\langle w_{t-1}, x_t\\rangle \\le 0)',
      '{{ex7Lhs}} \\le {{hingeStarT}} - {{gamma}}\\cdot{{mistake}} = {{ex7Rhs}}',
      'Example 7: on a mistake −y⟨w* − w, x⟩ ≤ −y⟨w*, x⟩ ≤ max(0, γ − y⟨w*, x⟩) − γ; otherwise g_t = 0 and the hinge is ≥ 0.',
      (x) =>
        leq(
          q(x, 'ex7Lhs'),
          q(x, 'ex7Rhs'),
          q(x, 'hingeStarT'),
          q(x, 'gamma'),
          q(x, 'G') * (q(x, 'B') + q(x, 'wsNorm')),
        ),
      ['ex7Lhs', 'hingeStarT', 'mistake'],
    ),
    step(
      'sum',
      '\\gamma M_t - \\sum_{s \\le t} \\ell_s(w^*) \\le \\frac{\\|w^*\\|^2}{2\\eta} + \\frac{\\eta}{2}\\sum_{s \\le t}\\|g_s\\|^2',
      '{{pObserved}} \\le {{wsNormSq}}/(2\\cdot{{eta}}) + {{eta}}/2\\cdot{{g2}} = {{pSumRhs}}',
      'Theorem 14.6’s telescoping sum (projection onto Ω ∋ w*), with the first line at every round.',
      (x) => leq(q(x, 'pObserved'), q(x, 'pSumRhs'), q(x, 'gammaM'), q(x, 'hstar')),
      ['M', 'hstar', 'g2'],
    ),
    step(
      'mistakes-only',
      '\\frac{\\eta}{2}\\sum_{s \\le t}\\|g_s\\|^2 \\le \\frac{\\eta}{2} R^2 M_t \\le \\frac{\\eta\\, t\\, G^2}{2},\\quad R = G',
      '{{pHalfEtaG2}} \\le {{pHalfEtaR2M}} \\le {{pHalfEtaTG2}}',
      'g_s = 0 on the rounds without a mistake, and ‖g_s‖ = ‖x_s‖ ≤ R on the M_t others.',
      (x) =>
        leq(q(x, 'pHalfEtaG2'), q(x, 'pHalfEtaR2M')) &&
        leq(q(x, 'pHalfEtaR2M'), q(x, 'pHalfEtaTG2')),
      ['g2', 'M'],
    ),
    step(
      'conclude',
      '\\gamma M_t - \\sum_{s \\le t} \\ell_s(w^*) \\le \\frac{\\|w^*\\|^2}{2\\eta} + \\frac{\\eta\\, t\\, G^2}{2}',
      '{{pObserved}} \\le {{pRhs}},\\ \\text{i.e. } M_t = {{M}} \\le {{pBound}}',
      'Chain the last two lines.',
      (x) =>
        leq(q(x, 'pObserved'), q(x, 'pRhs'), q(x, 'gammaM'), q(x, 'hstar')) &&
        leq(q(x, 'M'), q(x, 'pBound')),
      ['M', 'hstar'],
    ),
    step(
      'novikoff',
      'c = \\frac{\\eta R^2}{\\gamma},\\ \\|c\\,w^*\\| \\le B,\\ \\sum_s \\ell_s(w^*) = 0 \\;\\Rightarrow\\; M_t \\le \\frac{\\|w^*\\|^2 R^2}{\\gamma^2}',
      'c = {{cNov}},\\ B = {{B}},\\ \\textstyle\\sum_s \\ell_s(w^*) = {{hstar}} \\;\\Rightarrow\\; {{M}} \\le {{novikoff}}',
      'The same sum with u = c·w* (in Ω): cγM_t ≤ c²‖w*‖²/(2η) + ηR²M_t/2, and c = ηR²/γ gives Novikoff’s bound whatever η (at η = γ/R², c = 1 and u = w*).',
      (x) => {
        const applies =
          leq(q(x, 'cNov') * q(x, 'wsNorm'), q(x, 'B')) && q(x, 'hstar') <= TOL * q(x, 'gamma');
        return !applies || leq(q(x, 'M'), q(x, 'novikoff'));
      },
      ['M', 'G', 'hstar'],
    ),
  ],
};
