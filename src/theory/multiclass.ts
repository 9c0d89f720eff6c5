import type { Hypothesis, ProofStep, Quantities, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, leq, ok, q, step } from './proof-kit';

export {
  multiclassQuantities,
  multiclassQuantityNames,
  type MulticlassNumbers,
} from './multiclass-quantities';

/**
 * Theorem 14.2 (the multiclass perceptron's mistake bound) as data, in the three forms the
 * lesson evaluates: at the stream's w* and the configured γ (the hinge term counts the rounds
 * inside the margin), at w*'s observed margin (no hinge), and at the best (γ, w) the page finds.
 * The bound with its hinge term holds for every (γ > 0, w): its only hypotheses are that a
 * comparator is at hand and γ > 0. The separable corollary (hinge 0) needs every margin ≥ γ.
 */
const f = formatNumber;
const SOURCE = 'Theorem 14.2; Algorithm 2 (the multiclass perceptron)';

const target: Hypothesis = {
  id: 'target',
  tex: '\\text{a target } w^* \\text{ is given},\\ \\|w^*\\|_2 = {{wNorm}}',
  check: (x) =>
    q(x, 'hasComparator') === 1 ? ok : { holds: false, reason: 'this stream has no target w*' },
};

const found: Hypothesis = {
  id: 'found',
  tex: '\\text{a comparator } w \\text{ is at hand},\\ \\|w\\|_2 = {{wNorm}}',
  check: (x) =>
    q(x, 'hasComparator') === 1
      ? ok
      : { holds: false, reason: 'the best (γ, w) for this round is still being computed' },
};

const gammaPositive: Hypothesis = {
  id: 'gamma',
  tex: '\\gamma > 0 \\quad (\\gamma = {{gamma}})',
  check: (x) =>
    q(x, 'gamma') > 0 && Number.isFinite(q(x, 'gamma'))
      ? ok
      : { holds: false, reason: `γ = ${f(q(x, 'gamma'))} is not a positive number` },
};

const observedPositive: Hypothesis = {
  id: 'observed-margin',
  tex: '\\gamma_{\\rm obs} = \\min_{s \\le t} \\min_{\\ell \\ne Y_s} w^{*\\top}[\\psi(X_s, Y_s) - \\psi(X_s, \\ell)] > 0 \\quad (\\gamma_{\\rm obs} = {{gammaObs}})',
  check: (x) => {
    const g = q(x, 'gammaObs');
    if (g === Infinity)
      return { holds: false, reason: 'no rounds yet: there is no observed margin' };
    if (g > 0) return ok;
    return {
      holds: false,
      reason: `w* does not rank every label strictly first so far (observed margin ${f(g)} ≤ 0: a relabelled point)`,
    };
  },
};

const marginAtLeastGamma: Hypothesis = {
  id: 'margin',
  tex: '\\min_{\\ell \\ne Y_s} w^{*\\top}[\\psi(X_s, Y_s) - \\psi(X_s, \\ell)] \\ge \\gamma \\text{ for all } s \\le t \\quad (\\min = {{gammaObs}},\\ \\gamma = {{gamma}})',
  check: (x) => {
    const g = q(x, 'gamma');
    const obs = q(x, 'gammaObs');
    if (obs >= g * (1 - TOL)) return ok;
    return {
      holds: false,
      reason:
        obs <= 0
          ? `w* gets a label wrong (observed margin ${f(obs)} ≤ 0): the data are not separable with margin γ = ${f(g)}`
          : `a point lies inside the margin: observed margin ${f(obs)} < γ = ${f(g)}`,
    };
  },
};

const supM: Hypothesis = {
  id: 'sup',
  tex: 'M^2 = \\sup_{s, \\ell \\ne Y_s} \\|\\psi(X_s, Y_s) - \\psi(X_s, \\ell)\\|_2^2 = 2\\max_s \\|\\tilde x_s\\|^2 = {{M2}}',
  check: (x) =>
    Number.isFinite(q(x, 'M2')) && q(x, 'M2') >= 0
      ? ok
      : { holds: false, reason: `M² = ${f(q(x, 'M2'))} is not finite` },
};

/** A proof line about the latest mistake round: vacuous until there is one. */
const atStep = (test: (x: Quantities) => boolean) => (x: Quantities) =>
  q(x, 'hasStep') !== 1 || test(x);
const withPotential = (test: (x: Quantities) => boolean) => (x: Quantities) =>
  q(x, 'hasPotential') !== 1 || test(x);

const potentialProof: ProofStep[] = [
  step(
    'mistake',
    '\\hat Y_s \\ne Y_s \\implies w_{s-1}^\\top \\psi_s \\le 0, \\quad \\psi_s = \\psi(X_s, Y_s) - \\psi(X_s, \\hat Y_s)',
    's = {{stepRound}}:\\ w_{s-1}^\\top \\psi_s = {{wPsi}} \\le 0',
    'ŷ maximises w_{s−1}·ψ(X_s, ℓ), so the true label scores no more than ŷ (a tie goes to the lower label).',
    atStep((x) => q(x, 'wPsi') <= TOL * Math.max(1, Math.abs(q(x, 'wPsi')))),
    ['wPsi', 'stepRound'],
  ),
  step(
    'expand',
    '\\|\\eta w_s - w\\|^2 = \\|\\eta w_{s-1} - w\\|^2 + 2\\eta(\\eta w_{s-1} - w)^\\top \\psi_s + \\eta^2\\|\\psi_s\\|^2',
    '{{PhiNow}} = {{PhiPrev}} + ({{cross}}) + {{psiSq}}',
    'The update is w_s = w_{s−1} + ψ_s; expand the square (η = γ/M²).',
    atStep((x) => {
      const rhs = q(x, 'PhiPrev') + q(x, 'cross') + q(x, 'psiSq');
      return Math.abs(q(x, 'PhiNow') - rhs) <= 1e-7 * Math.max(1, Math.abs(rhs));
    }),
    ['PhiNow', 'PhiPrev', 'cross', 'psiSq'],
  ),
  step(
    'bound-step',
    '\\le \\|\\eta w_{s-1} - w\\|^2 + 2\\eta\\max(0, \\gamma - w^\\top\\psi_s) - 2\\eta\\gamma + \\eta^2 M^2',
    '{{PhiNow}} \\le {{line3}}',
    '(ηw_{s−1} − w)·ψ_s ≤ −w·ψ_s ≤ max(0, γ − w·ψ_s) − γ, and ‖ψ_s‖² ≤ M².',
    atStep((x) => leq(q(x, 'PhiNow'), q(x, 'line3'))),
    ['PhiNow', 'line3'],
  ),
  step(
    'drop',
    '= \\|\\eta w_{s-1} - w\\|^2 + 2\\eta\\max(0, \\gamma - w^\\top\\psi_s) - \\gamma^2/M^2',
    '{{PhiNow}} \\le {{PhiPrev}} + {{stepHinge}} - {{drop}} = {{rhs}}',
    'With η = γ/M², −2ηγ + η²M² = −γ²/M².',
    atStep((x) => leq(q(x, 'PhiNow'), q(x, 'rhs'))),
    ['PhiNow', 'rhs', 'stepHinge'],
  ),
  step(
    'telescope',
    '0 \\le \\|\\eta w_t - w\\|^2 \\le \\|w\\|^2 + 2\\eta\\gamma \\sum_{s \\le t} \\max(0, 1 - \\gamma^{-1}\\min_{\\ell \\ne Y_s} w^\\top\\Delta\\psi_{s,\\ell}) - \\frac{\\gamma^2}{M^2} M_t',
    '0 \\le {{PhiT}} \\le {{wNormSq}} + {{etaGamma}} \\cdot {{hinge}} - {{drop}} \\cdot {{M}} = {{teleRhs}}',
    'Sum over the rounds (Φ moves only on mistakes, from Φ₀ = ‖w‖²); w·ψ_s ≥ the min over ℓ ≠ Y_s.',
    withPotential((x) => q(x, 'PhiT') >= -TOL && leq(q(x, 'PhiT'), q(x, 'teleRhs'))),
    ['PhiT', 'M', 'hinge'],
  ),
  step(
    'conclude',
    'M_t \\le 2\\sum_{s \\le t} \\max(0, 1 - \\gamma^{-1}\\min_{\\ell \\ne Y_s} w^\\top\\Delta\\psi_{s,\\ell}) + \\frac{\\|w\\|^2 M^2}{\\gamma^2}',
    '{{M}} \\le {{hingeTerm}} + {{normTerm}} = {{bound}}',
    'Multiply by M²/γ² and move the mistakes to the left.',
    (x) => leq(q(x, 'M'), q(x, 'bound')),
    ['M', 'hingeTerm', 'normTerm'],
  ),
];

const statement =
  'M_t \\le 2\\sum_{s=1}^{t} \\max\\Big(0,\\ 1 - \\gamma^{-1}\\min_{\\ell \\ne Y_s} w^\\top[\\psi(X_s, Y_s) - \\psi(X_s, \\ell)]\\Big) + \\frac{\\|w\\|_2^2\\, M^2}{\\gamma^2}';

/** (a) At the stream's w* and the configured γ, hinge term included: no separability needed. */
export const multiclassTargetBound: Theorem = {
  id: 'multiclass-bound',
  title: 'Multiclass perceptron (Theorem 14.2) at w* and the configured γ',
  source: SOURCE,
  statementTex: statement,
  quantity: 'mistakes',
  hypotheses: [target, gammaPositive, supM],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'M'),
  proof: potentialProof,
};

/** (b) At w* and its observed margin: every hinge term is 0 there. */
export const multiclassObservedBound: Theorem = {
  id: 'multiclass-observed',
  title: 'Multiclass perceptron (Theorem 14.2) at w* and its observed margin',
  source: SOURCE,
  statementTex: 'M_t \\le \\frac{\\|w^*\\|_2^2\\, M^2}{\\gamma_{\\rm obs}^2}',
  quantity: 'mistakes',
  hypotheses: [target, observedPositive, supM],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'M'),
  proof: [
    step(
      'no-hinge',
      '\\gamma = \\gamma_{\\rm obs} \\implies \\max(0, 1 - \\gamma^{-1}\\min_{\\ell \\ne Y_s} w^{*\\top}\\Delta\\psi_{s,\\ell}) = 0',
      '2\\sum_s \\max(0, \\dots) = {{hingeTerm}}',
      'Every round’s margin is at least the smallest one.',
      (x) => q(x, 'hingeTerm') === 0,
      ['hingeTerm'],
    ),
    potentialProof[potentialProof.length - 1] as ProofStep,
  ],
};

/** The separable corollary: margin ≥ γ on every round, so the hinge term vanishes. */
export const multiclassSeparableBound: Theorem = {
  id: 'multiclass-separable',
  title: 'Multiclass perceptron, separable case (hinge term 0) at w* and γ',
  source: `${SOURCE}, with every margin ≥ γ`,
  statementTex: 'M_t \\le \\frac{\\|w^*\\|_2^2\\, M^2}{\\gamma^2}',
  quantity: 'mistakes',
  hypotheses: [target, gammaPositive, marginAtLeastGamma, supM],
  bound: (x) => q(x, 'normTerm'),
  observed: (x) => q(x, 'M'),
  proof: [
    step(
      'no-hinge',
      '\\min_{\\ell \\ne Y_s} w^{*\\top}\\Delta\\psi_{s,\\ell} \\ge \\gamma \\implies \\text{hinge term} = 0',
      '2\\sum_s \\max(0, \\dots) = {{hingeTerm}}',
      'A round with margin at least γ adds nothing to the hinge sum.',
      (x) => q(x, 'hingeTerm') === 0,
      ['hingeTerm'],
    ),
    step(
      'conclude',
      'M_t \\le \\frac{\\|w^*\\|^2 M^2}{\\gamma^2}',
      '{{M}} \\le {{normTerm}}',
      'Theorem 14.2 with its hinge term 0.',
      (x) => leq(q(x, 'M'), q(x, 'normTerm')),
      ['M', 'normTerm'],
    ),
  ],
};

/** (c) At the best (γ, w) the page found: γ = 1 by scale invariance, w a small multiclass SVM. */
export const multiclassBestBound: Theorem = {
  id: 'multiclass-best',
  title: 'Multiclass perceptron (Theorem 14.2) at the best (γ, w) found',
  source: `${SOURCE}: the infimum over (γ, w), approached`,
  statementTex: statement,
  quantity: 'mistakes',
  hypotheses: [found, gammaPositive, supM],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'M'),
  proof: potentialProof,
};

export const multiclassTheorems: Theorem[] = [
  multiclassTargetBound,
  multiclassObservedBound,
  multiclassSeparableBound,
  multiclassBestBound,
];
