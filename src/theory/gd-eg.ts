import type { Hypothesis, ProofStep, Quantities, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, leq, ok, q, step } from './proof-kit';

export { gdEgQuantities, gdEgQuantityNames, type GdEgNumbers } from './gd-eg-quantities';

/**
 * The `gd-eg` lesson's theorems as data: the regret of gradient descent (Theorem 2.1), of
 * exponentiated gradient (Theorem 3.1) and of the p-norm algorithm, all three by one proof, the
 * Bregman telescoping of the notes' §4; and the mistake bounds of their conservative cousins on
 * classification, the perceptron (Novikoff) and Winnow.
 *
 * Every regret is against the comparator u on the panel: the bounds hold for every u in their
 * class, so checking one u is honest. When u comes from a solver its loss is within a certified
 * gap of the optimum, and the last proof line carries that gap over.
 */
const f = formatNumber;
const NOTES = 'Online regression notes (GD, EG, mirror descent)';
const abs = Math.abs;

/** A regret is the difference of two loss sums, each known to about 10⁻⁹ of itself at worst. */
const regretSlack = (x: Quantities): number => TOL * (abs(q(x, 'loss')) + abs(q(x, 'Lu')));
/** The telescoping identity's rounding: 10⁻⁹ of the largest term it involves. */
const identitySlack = (x: Quantities): number =>
  TOL *
  Math.max(
    1,
    abs(q(x, 'etaLin')),
    abs(q(x, 'potStart')),
    abs(q(x, 'potNow')),
    abs(q(x, 'stepSum')),
  );
const within = (a: number, b: number, slack: number): boolean => abs(a - b) <= slack;

// Hypotheses.

const etaPositive: Hypothesis = {
  id: 'eta',
  tex: '\\eta > 0 \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

const convexLoss: Hypothesis = {
  id: 'convex',
  tex: '\\ell(y, \\cdot) \\text{ convex, subdifferentiable}',
  // Squared, absolute and hinge losses all are.
  check: () => ok,
};

const observed = (normTex: string, slot: string, name: string): Hypothesis => ({
  id: 'observed',
  tex: `${normTex} = {{${slot}}},\\ Z = {{Z}} \\text{ observed so far}`,
  check: (x) =>
    q(x, slot) >= 0 && q(x, 'Z') >= 0
      ? ok
      : {
          holds: false,
          reason: `${name} = ${f(q(x, slot))} and Z = ${f(q(x, 'Z'))}: a maximum of norms is never negative`,
        },
});

const finiteNorm = (id: string, tex: string, slot: string, name: string): Hypothesis => ({
  id,
  tex,
  check: (x) => {
    const v = q(x, slot);
    return Number.isFinite(v) && v >= 0
      ? ok
      : { holds: false, reason: `${name} = ${f(v)}: the comparator needs a finite norm` };
  },
});

const onSimplex: Hypothesis = {
  id: 'simplex',
  tex: 'u \\in \\Delta_n \\quad (\\|u\\|_1 = {{uL1}},\\ \\min_i u_i = {{uMin}})',
  check: (x) => {
    if (q(x, 'uOnSimplex') === 1) return ok;
    const min = q(x, 'uMin');
    return {
      holds: false,
      reason:
        min < 0
          ? `the comparator is not a probability vector: min u = ${f(min)} < 0`
          : `the comparator is not a probability vector: Σu = ${f(q(x, 'uL1'))} ≠ 1`,
    };
  },
};

const pNorm: Hypothesis = {
  id: 'p',
  tex: '2 \\le p < \\infty,\\ \\tfrac1p + \\tfrac1q = 1 \\quad (p = {{p}},\\ q = {{qDual}})',
  check: (x) => {
    const p = q(x, 'p');
    if (p >= 2 && Number.isFinite(p)) return ok;
    return {
      holds: false,
      reason:
        p === Infinity
          ? 'p = ∞ makes q = 1, and ½‖w‖₁² is not strongly convex'
          : `p = ${f(p)} < 2: the p-norm algorithm needs p ≥ 2`,
    };
  },
};

const binaryLabels: Hypothesis = {
  id: 'labels',
  tex: 'y_s \\in \\{-1, +1\\} \\text{ for all } s \\le t',
  check: (x) =>
    q(x, 'binaryLabels') === 1
      ? ok
      : {
          holds: false,
          reason: 'the labels are not ±1: this stream is regression, not classification',
        },
};

const separable: Hypothesis = {
  id: 'separable',
  tex: '\\gamma = \\min_{s \\le t} y_s\\, u \\cdot x_s > 0 \\quad (\\gamma = {{gammaU}})',
  check: (x) =>
    q(x, 'gammaU') > 0
      ? ok
      : {
          holds: false,
          reason: `the target does not separate every point so far: min y u·x = ${f(q(x, 'gammaU'))} ≤ 0`,
        },
};

const radiusObserved: Hypothesis = {
  id: 'observed',
  tex: 'R_2 = \\max_{s \\le t} \\|x_s\\|_2 = {{R2}}',
  check: (x) =>
    q(x, 'R2') >= 0
      ? ok
      : { holds: false, reason: `R₂ = ${f(q(x, 'R2'))}: a maximum of norms is never negative` },
};

const booleanX: Hypothesis = {
  id: 'boolean',
  tex: 'x_s \\in \\{0, 1\\}^n \\quad (n = {{n}})',
  check: (x) =>
    q(x, 'booleanX') === 1
      ? ok
      : {
          holds: false,
          reason: 'a point has a coordinate outside {0, 1}: Winnow reads features as bits',
        },
};

const disjunction: Hypothesis = {
  id: 'disjunction',
  tex: 'y_s = x_{s,i_1} \\vee \\dots \\vee x_{s,i_k} \\text{ for all } s \\le t \\quad (k = {{k}})',
  check: (x) => {
    const k = q(x, 'k');
    if (q(x, 'disjunction') !== 1)
      return {
        holds: false,
        reason: 'the labels are not those of a monotone disjunction of the features',
      };
    return Number.isInteger(k) && k >= 0
      ? ok
      : { holds: false, reason: `k = ${f(k)} is not a count of literals` };
  },
};

// The mirror-descent proof, shared by gd, eg and pnorm: B is the Bregman divergence of F.

const REGRET_LIN = "\\textstyle\\sum_{s \\le t} \\ell'_s\\,(w_s - u)\\cdot x_s";
const REGRET_WORDS =
  'Regret_t = Σ ℓ(y_s, ŷ_s) − Σ ℓ(y_s, u·x_s) with ŷ_s = w_s·x_s. For a convex loss, a subderivative ℓ′_s at ŷ_s gives ℓ(y, ŷ_s) − ℓ(y, u·x_s) ≤ ℓ′_s (ŷ_s − u·x_s) each round; sum.';

const convexStep = step(
  'convex',
  `\\mathrm{Regret}_t \\le ${REGRET_LIN}`,
  '{{regret}} \\le {{linSum}}',
  REGRET_WORDS,
  (x) => leq(q(x, 'regret'), q(x, 'linSum') + regretSlack(x) + TOL * abs(q(x, 'linSum'))),
  ['loss', 'Lu', 'linSum'],
);

const telescopeStep = (what: string): ProofStep =>
  step(
    'telescope',
    `\\eta ${REGRET_LIN} = B(u, w_1) - B(u, w_{t+1}) + \\textstyle\\sum_{s \\le t} B(w_s, w_{s+1})`,
    '{{etaLin}} = {{potStart}} - {{potNow}} + {{stepSum}}',
    `${what} The update makes ∇F(w_s) − ∇F(w_{s+1}) = ηℓ′_s x_s, and for any Bregman divergence B(u, w) − B(u, w′) + B(w, w′) = (∇F(w) − ∇F(w′))·(w − u); summed over the rounds the first two terms telescope. An identity, up to rounding.`,
    (x) => within(q(x, 'etaLin'), q(x, 'telescoped'), identitySlack(x)),
    ['linSum', 'potStart', 'potNow', 'stepSum'],
  );

const dropStep = step(
  'drop',
  '\\eta\\,\\mathrm{Regret}_t \\le B(u, w_1) + \\textstyle\\sum_{s \\le t} B(w_s, w_{s+1})',
  '{{etaRegret}} \\le {{potStart}} + {{stepSum}} = {{potBudget}} \\quad (B(u, w_{t+1}) = {{potNow}} \\ge 0)',
  'Multiply the first line by η > 0, substitute the second, and drop −B(u, w_{t+1}) ≤ 0: a Bregman divergence of a convex F is never negative.',
  (x) =>
    q(x, 'potNow') >= -identitySlack(x) &&
    leq(
      q(x, 'etaRegret'),
      q(x, 'potBudget') +
        abs(q(x, 'eta')) * (regretSlack(x) + TOL * abs(q(x, 'linSum'))) +
        identitySlack(x),
    ),
  ['loss', 'Lu', 'potStart', 'potNow', 'stepSum'],
);

const concludeStep = (tex: string, slot: string, because: string): ProofStep =>
  step(
    'conclude',
    `\\mathrm{Regret}_t \\le ${tex}`,
    `{{regret}} \\le {{${slot}}}`,
    because,
    (x) => leq(q(x, 'regret'), q(x, slot) + regretSlack(x)),
    ['loss', 'Lu'],
  );

const tuneStep = (tex: string, atT: string, tuned: string, eta: string, because: string) =>
  step(
    'tune',
    tex,
    `{{${atT}}} \\ge {{${tuned}}} \\quad (\\eta = {{eta}},\\ \\eta^* = {{${eta}}})`,
    because,
    (x) => leq(q(x, tuned), q(x, atT)),
    ['eta'],
  );

const hindsightStep = step(
  'hindsight',
  '\\textstyle\\sum_{s \\le t} \\ell(y_s, \\hat y_s) - L^*_t \\le \\mathrm{Regret}_t + \\varepsilon',
  '{{loss}} - L^*_t \\le {{regretVsOpt}} \\quad (\\varepsilon = {{solverGap}})',
  'The regret checked here is against the u on the panel. When u is the best in hindsight from a solver, its loss is certified within ε of the optimum L*: L_u ≤ L* + ε, so the regret against the optimum is at most ε more. When u is the target that generated the stream no gap is certified (the right side is ∞): L* ≤ L_u only says the regret against the optimum is at least Regret_t.',
  (x) => q(x, 'comparator') !== 0 || q(x, 'solverGap') >= 0,
  ['solverGap'],
);

// Theorem 2.1: gradient descent.

export const gdRegretTheorem: Theorem = {
  id: 'gd-eg-gd',
  title: 'GD: regret U²/(2η) + ηR₂²Z²t/2',
  source: `${NOTES}, §2, Theorem 2.1 (Cesa-Bianchi 1999), run to round t; the proof in §4’s Bregman form`,
  statementTex: '\\mathrm{Regret}_t \\le \\frac{U^2}{2\\eta} + \\frac{\\eta R_2^2 Z^2 t}{2}',
  quantity: 'regret',
  hypotheses: [
    etaPositive,
    finiteNorm('norm', '\\|u\\|_2 \\le U \\quad (U = \\|u\\|_2 = {{U}})', 'U', '‖u‖₂'),
    convexLoss,
    observed('R_2', 'R2', 'R₂'),
  ],
  bound: (x) => q(x, 'gdBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    convexStep,
    telescopeStep('Here B(a, b) = ½‖a − b‖₂², the Bregman divergence of F = ½‖w‖₂².'),
    step(
      'steps',
      '\\textstyle\\sum_{s \\le t} B(w_s, w_{s+1}) \\le \\tfrac12 \\eta^2 Z^2 R_2^2\\, t',
      '{{stepSum}} \\le {{gdStepCap}}',
      'w_s − w_{s+1} = ηℓ′_s x_s, so each step costs ½η²(ℓ′_s)²‖x_s‖₂² ≤ ½η²Z²R₂², Z and R₂ being the largest seen so far.',
      (x) => leq(q(x, 'stepSum'), q(x, 'gdStepCap')),
      ['stepSum', 'R2', 'Z'],
    ),
    dropStep,
    step(
      'start',
      'B(u, w_1) = \\tfrac12 \\|u\\|_2^2 \\le \\tfrac12 U^2',
      '{{potStart}} \\le {{halfU2}}',
      'GD starts at w₁ = 0.',
      (x) => leq(q(x, 'potStart'), q(x, 'halfU2')),
      ['potStart'],
    ),
    concludeStep(
      '\\frac{U^2}{2\\eta} + \\frac{\\eta R_2^2 Z^2 t}{2}',
      'gdBound',
      'Chain the last three lines and divide by η. The notes state it at t = T; each round’s line only uses rounds up to it, so it holds at every t.',
    ),
    step(
      'mirror',
      "\\nabla F(w_{t+1}) = \\nabla F(w_t) - \\eta \\ell'_t x_t,\\ F = \\tfrac12\\|w\\|_2^2",
      "\\nabla F(w) = w:\\ w_{t+1} = w_t - {{eta}}\\, \\ell'_t x_t",
      'The notes’ §4: the linearised follow-the-regularised-leader step (3). With F = ½‖w‖₂² the mirror map ∇F is the identity, and the step is GD’s additive update.',
      () => true,
      [],
    ),
    tuneStep(
      '\\text{at } t = T,\\ \\eta^* = \\frac{U}{R_2 Z \\sqrt T}:\\ U R_2 Z \\sqrt T',
      'gdAtT',
      'gdTuned',
      'gdEta',
      'a/η + bη ≥ 2√(ab), with equality at η = √(a/b): the two terms balance at η*, read with R₂ and Z as observed now.',
    ),
    hindsightStep,
  ],
};

// Theorem 3.1: exponentiated gradient.

export const egRegretTheorem: Theorem = {
  id: 'gd-eg-eg',
  title: 'EG: regret ln n/η + ηR∞²Z²t/2',
  source: `${NOTES}, §3, Theorem 3.1 (Cesa-Bianchi 1999; EG of Kivinen–Warmuth 1997), run to round t; the proof in §4’s Bregman form`,
  statementTex:
    '\\mathrm{Regret}_t \\le \\frac{\\ln n}{\\eta} + \\frac{\\eta R_\\infty^2 Z^2 t}{2}',
  quantity: 'regret',
  hypotheses: [etaPositive, onSimplex, convexLoss, observed('R_\\infty', 'Rinf', 'R∞')],
  bound: (x) => q(x, 'egBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    convexStep,
    telescopeStep(
      'Here B(a, b) = KL(a‖b) = Σ a_i ln(a_i/b_i), the Bregman divergence of F = Σ w_i ln w_i on the simplex; the normaliser drops out because Σu = Σw = 1.',
    ),
    step(
      'steps',
      '\\textstyle\\sum_{s \\le t} B(w_s, w_{s+1}) \\le \\tfrac12 \\eta^2 Z^2 R_\\infty^2\\, t',
      '{{stepSum}} \\le {{egStepCap}}',
      'KL(w_s‖w_{s+1}) = ηℓ′_s w_s·x_s + ln Z_s, and ln Z_s = ln E[e^{−ηℓ′_s x_{s,i}}] with i drawn from w_s. Hoeffding’s lemma, for a variable in a range of width 2R∞: ln Z_s ≤ −ηℓ′_s w_s·x_s + η²(ℓ′_s)²R∞²/2.',
      (x) => leq(q(x, 'stepSum'), q(x, 'egStepCap')),
      ['stepSum', 'Rinf', 'Z'],
    ),
    dropStep,
    step(
      'start',
      'B(u, w_1) = \\ln n - H(u) \\le \\ln n',
      '{{potStart}} \\le \\ln {{n}} = {{lnn}}',
      'EG starts uniform, w₁ = (1/n, …, 1/n); the entropy H(u) of a probability vector is never negative.',
      (x) => leq(q(x, 'potStart'), q(x, 'lnn')),
      ['potStart'],
    ),
    concludeStep(
      '\\frac{\\ln n}{\\eta} + \\frac{\\eta R_\\infty^2 Z^2 t}{2}',
      'egBound',
      'Chain the last three lines and divide by η. The notes state it at t = T; the proof is round by round, so it holds at every t.',
    ),
    step(
      'mirror',
      '\\nabla F(w) = \\mathbf 1 + \\ln w,\\ F = \\textstyle\\sum_i w_i \\ln w_i \\text{ on } \\Delta_n',
      "w_{t+1,i} \\propto w_{t,i}\\, e^{-{{eta}}\\, \\ell'_t x_{t,i}}",
      'The notes’ §4 step (3) with negative entropy on the simplex: ln w moves by −ηℓ′_t x_t, and the simplex constraint’s multiplier normalises. That is EG’s multiplicative update.',
      () => true,
      [],
    ),
    tuneStep(
      '\\text{at } t = T,\\ \\eta^* = \\frac{\\sqrt{2\\ln n}}{R_\\infty Z \\sqrt T}:\\ R_\\infty Z \\sqrt{2T\\ln n}',
      'egAtT',
      'egTuned',
      'egEta',
      'a/η + bη ≥ 2√(ab), with equality at η = √(a/b): the two terms balance at η*, read with R∞ and Z as observed now.',
    ),
    hindsightStep,
  ],
};

// Beyond the notes: the p-norm algorithm.

export const pnormRegretTheorem: Theorem = {
  id: 'gd-eg-pnorm',
  title: 'p-norm: regret ‖u‖_q²/(2η) + η(p − 1)Z²R_p²t/2',
  source:
    'Beyond the notes: Grove–Littlestone–Schuurmans 2001, Gentile 2003 (named in the notes’ §4); the proof is §4’s Bregman form',
  statementTex:
    '\\mathrm{Regret}_t \\le \\frac{\\|u\\|_q^2}{2\\eta} + \\frac{\\eta (p-1) Z^2 R_p^2 t}{2}',
  quantity: 'regret',
  hypotheses: [
    etaPositive,
    pNorm,
    finiteNorm('norm', 'u \\in \\mathbb R^n \\quad (\\|u\\|_q = {{uQ}})', 'uQ', '‖u‖_q'),
    convexLoss,
    observed('R_p', 'Rp', 'R_p'),
  ],
  bound: (x) => q(x, 'pnBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    convexStep,
    telescopeStep('Here B is the Bregman divergence of F = ½‖w‖_q², with 1/p + 1/q = 1.'),
    step(
      'steps',
      '\\textstyle\\sum_{s \\le t} B(w_s, w_{s+1}) \\le \\tfrac12 (p-1) \\eta^2 Z^2 R_p^2\\, t',
      '{{stepSum}} \\le {{pnStepCap}}',
      'F is (q − 1)-strongly convex w.r.t. ‖·‖_q, so its conjugate F* = ½‖θ‖_p² is (p − 1)-smooth w.r.t. ‖·‖_p, with q − 1 = 1/(p − 1). B_F(w_s, w_{s+1}) = B_{F*}(θ_{s+1}, θ_s) for θ = ∇F(w), and θ moves by ηℓ′_s x_s: each step costs at most ½(p − 1)η²Z²R_p².',
      (x) => leq(q(x, 'stepSum'), q(x, 'pnStepCap')),
      ['stepSum', 'Rp', 'Z'],
    ),
    dropStep,
    step(
      'start',
      'B(u, w_1) = \\tfrac12 \\|u\\|_q^2',
      '{{potStart}} \\le {{halfUq2}}',
      'The p-norm algorithm starts at w₁ = 0, where ∇F(0) = 0.',
      (x) => leq(q(x, 'potStart'), q(x, 'halfUq2')),
      ['potStart'],
    ),
    concludeStep(
      '\\frac{\\|u\\|_q^2}{2\\eta} + \\frac{\\eta (p-1) Z^2 R_p^2 t}{2}',
      'pnBound',
      'Chain the last three lines and divide by η.',
    ),
    step(
      'mirror',
      "\\nabla F(w_{t+1}) = \\nabla F(w_t) - \\eta \\ell'_t x_t,\\ F = \\tfrac12\\|w\\|_q^2",
      "\\theta_{t+1} = \\theta_t - {{eta}}\\, \\ell'_t x_t,\\ w = \\nabla F^*(\\theta) \\quad (p = {{p}})",
      'The notes’ §4 step (3) with F = ½‖w‖_q²: the algorithm keeps θ = ∇F(w) additively, like GD, and maps back with ∇F* (F* = ½‖θ‖_p²). p = 2 is GD; p ≈ 2 ln n behaves like EG.',
      () => true,
      [],
    ),
    step(
      'dimension',
      'R_p \\le n^{1/p} R_\\infty \\le \\sqrt e\\, R_\\infty \\text{ for } p = 2\\ln n',
      '{{Rp}} \\le {{nPow}} \\cdot {{Rinf}} = {{RpCap}}',
      '‖x‖_p ≤ n^{1/p}‖x‖∞, and n^{1/p} = √e at p = 2 ln n. With p − 1 < 2 ln n and ‖u‖_q ≤ ‖u‖₁ (q ≥ 1), the tuned bound is at most √e‖u‖₁R∞Z√(2T ln n): EG’s rate for a comparator of ℓ₁ norm ‖u‖₁, which need not lie on the simplex.',
      (x) => leq(q(x, 'Rp'), q(x, 'RpCap')),
      ['Rp', 'Rinf'],
    ),
    tuneStep(
      '\\text{at } t = T,\\ \\eta^* = \\frac{\\|u\\|_q}{Z R_p \\sqrt{(p-1)T}}:\\ \\|u\\|_q Z R_p \\sqrt{(p-1)T}',
      'pnAtT',
      'pnTuned',
      'pnEta',
      'a/η + bη ≥ 2√(ab), with equality at η = √(a/b): the two terms balance at η*.',
    ),
    hindsightStep,
  ],
};

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

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function gdEgTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'gd':
      return [gdRegretTheorem];
    case 'eg':
      return [egRegretTheorem];
    case 'pnorm':
      return [pnormRegretTheorem];
    case 'perceptron':
      return [gdEgPerceptronTheorem];
    case 'winnow':
      return [winnowTheorem];
    default:
      return [];
  }
}

export const gdEgTheorems: Theorem[] = [
  gdRegretTheorem,
  egRegretTheorem,
  pnormRegretTheorem,
  gdEgPerceptronTheorem,
  winnowTheorem,
];
