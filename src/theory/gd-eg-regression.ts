import type { Theorem } from './types';
import { leq, q, step } from './proof-kit';
import {
  NOTES,
  regretSlack,
  etaPositive,
  convexLoss,
  observed,
  finiteNorm,
  onSimplex,
  pNorm,
  convexStep,
  telescopeStep,
  dropStep,
  concludeStep,
  tuneStep,
  hindsightStep,
} from './gd-eg-hypotheses';

/** The regression learners' regret theorems as data: gradient descent, exponentiated gradient, the p-norm algorithm. */

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
