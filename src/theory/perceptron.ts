import type { Hypothesis, ProofStep, Quantities, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, q } from './proof-kit';

/** Relative slack for floating-point comparisons: a point placed exactly at margin γ counts as γ. */

/** Inputs from which every perceptron quantity is derived. */
export interface PerceptronNumbers {
  M: number;
  /** The radius and margin the bound uses, and the target's norm. */
  R: number;
  gamma: number;
  wsNorm: number;
  /** Observed on the stream so far: max ‖x_s‖ and min y_s⟨w*, x_s⟩ (∞ before the first point). */
  Robs: number;
  gammaObs: number;
  /** ‖w_0‖, ⟨w_0, w*⟩, ⟨w_t, w*⟩ and ‖w_t‖. */
  w0Norm: number;
  w0Dot: number;
  wDot: number;
  wNorm: number;
}

/** Every quantity a perceptron theorem's slots may name. */
export const perceptronQuantityNames = [
  'M',
  'R',
  'gamma',
  'wsNorm',
  'Robs',
  'gammaObs',
  'w0Norm',
  'w0Dot',
  'wDot',
  'wNorm',
  'wNormSq',
  'gammaM',
  'R2M',
  'RsqrtM',
  'wNormTimesStar',
  'boundZero',
  'boundRandom',
  'progressRandom',
  'growthRandom',
  'sqrtGrowthRandom',
] as const;

export function perceptronQuantities(n: PerceptronNumbers): Quantities {
  const { M, R, gamma, wsNorm } = n;
  return {
    ...n,
    wNormSq: n.wNorm * n.wNorm,
    gammaM: gamma * M,
    R2M: R * R * M,
    RsqrtM: R * Math.sqrt(M) * wsNorm,
    wNormTimesStar: n.wNorm * wsNorm,
    boundZero: gamma > 0 ? (R * R * wsNorm * wsNorm) / (gamma * gamma) : Infinity,
    boundRandom: gamma > 0 ? (R * R) / (gamma * gamma) + 2 / gamma : Infinity,
    progressRandom: n.w0Dot + gamma * M,
    growthRandom: n.w0Norm * n.w0Norm + R * R * M,
    sqrtGrowthRandom: Math.sqrt(n.w0Norm * n.w0Norm + R * R * M),
  };
}

const leq = (a: number, b: number): boolean => a <= b + TOL * Math.max(1, Math.abs(b));

const radius: Hypothesis = {
  id: 'radius',
  tex: '\\|x_s\\| \\le R \\text{ for all } s \\le t \\quad (\\max_s \\|x_s\\| = {{Robs}},\\ R = {{R}})',
  check: (x) =>
    leq(q(x, 'Robs'), q(x, 'R'))
      ? { holds: true }
      : {
          holds: false,
          reason: `a point lies outside the radius: max ‖x‖ = ${formatNumber(q(x, 'Robs'))} > R = ${formatNumber(q(x, 'R'))}`,
        },
};

const margin: Hypothesis = {
  id: 'margin',
  tex: 'y_s\\langle w^*, x_s\\rangle \\ge \\gamma > 0 \\text{ for all } s \\le t \\quad (\\min_s y_s\\langle w^*, x_s\\rangle = {{gammaObs}},\\ \\gamma = {{gamma}})',
  check: (x) => {
    const g = q(x, 'gamma');
    const obs = q(x, 'gammaObs');
    if (!(g > 0))
      return { holds: false, reason: `the margin γ = ${formatNumber(g)} is not positive` };
    if (obs >= g * (1 - TOL)) return { holds: true };
    return {
      holds: false,
      reason:
        obs <= 0
          ? `w* misclassifies a point (a flipped label): min y⟨w*, x⟩ = ${formatNumber(obs)} ≤ 0, so no margin γ > 0 exists`
          : `a point lies inside the margin band: min y⟨w*, x⟩ = ${formatNumber(obs)} < γ = ${formatNumber(g)}`,
    };
  },
};

const unitTarget: Hypothesis = {
  id: 'unit-target',
  tex: '\\|w^*\\| = 1 \\quad (\\|w^*\\| = {{wsNorm}})',
  check: (x) =>
    Math.abs(q(x, 'wsNorm') - 1) <= 1e-9
      ? { holds: true }
      : { holds: false, reason: `‖w*‖ = ${formatNumber(q(x, 'wsNorm'))}, not 1` },
};

/** Theorem 14.1 (Novikoff): started from w_0 = 0, M_t ≤ R²‖w*‖²/γ². */
export const perceptronMistakeBound: Theorem = {
  id: 'perceptron-mistake-bound',
  title: 'Perceptron mistake bound (Novikoff)',
  source: 'Theorem 14.1; the Novikoff proof',
  statementTex: 'M_t \\le \\frac{R^2\\,\\|w^*\\|^2}{\\gamma^2}',
  quantity: 'mistakes',
  hypotheses: [
    radius,
    margin,
    {
      id: 'start',
      tex: 'w_0 = 0 \\quad (\\|w_0\\| = {{w0Norm}})',
      check: (x) =>
        q(x, 'w0Norm') === 0
          ? { holds: true }
          : {
              holds: false,
              reason: `the learner starts at ‖w₀‖ = ${formatNumber(q(x, 'w0Norm'))}, not at 0`,
            },
    },
  ],
  bound: (x) => q(x, 'boundZero'),
  observed: (x) => q(x, 'M'),
  proof: [
    {
      id: 'progress',
      tex: '\\langle w_t, w^*\\rangle \\ge \\gamma M_t',
      liveTex: '{{wDot}} \\ge {{gamma}} \\cdot {{M}} = {{gammaM}}',
      because: 'Each mistake adds y⟨x, w*⟩ ≥ γ to ⟨w, w*⟩; a correct round changes nothing.',
      holds: (x) => leq(q(x, 'gammaM'), q(x, 'wDot')),
      dependsOn: ['wDot', 'M'],
    },
    {
      id: 'growth',
      tex: '\\|w_t\\|^2 \\le R^2 M_t',
      liveTex: '{{wNormSq}} \\le {{R}}^2 \\cdot {{M}} = {{R2M}}',
      because: 'On a mistake ‖w + yx‖² = ‖w‖² + 2y⟨w, x⟩ + ‖x‖², and y⟨w, x⟩ ≤ 0 there, ‖x‖² ≤ R².',
      holds: (x) => leq(q(x, 'wNormSq'), q(x, 'R2M')),
      dependsOn: ['wNorm', 'M'],
    },
    {
      id: 'sandwich',
      tex: '\\gamma M_t \\le \\langle w_t, w^*\\rangle \\le \\|w_t\\|\\,\\|w^*\\| \\le R\\sqrt{M_t}\\,\\|w^*\\|',
      liveTex: '{{gammaM}} \\le {{wDot}} \\le {{wNormTimesStar}} \\le {{RsqrtM}}',
      because: 'The first line, Cauchy–Schwarz, then the square root of the second line.',
      holds: (x) =>
        leq(q(x, 'gammaM'), q(x, 'wDot')) &&
        leq(q(x, 'wDot'), q(x, 'wNormTimesStar')) &&
        leq(q(x, 'wNormTimesStar'), q(x, 'RsqrtM')),
      dependsOn: ['wDot', 'wNorm', 'M'],
    },
    {
      id: 'conclude',
      tex: 'M_t \\le \\frac{R^2\\,\\|w^*\\|^2}{\\gamma^2}',
      liveTex: '{{M}} \\le {{boundZero}}',
      because: 'Divide γM_t ≤ R√M_t‖w*‖ by γ√M_t and square.',
      holds: (x) => leq(q(x, 'M'), q(x, 'boundZero')),
      dependsOn: ['M'],
    },
  ] satisfies ProofStep[],
};

/**
 * Started from a random unit vector: M_t ≤ R²/γ² + 2/γ. The notes state 1/γ² + 1 for R = 1, but
 * their last step drops a term: solving (γM − 1)² ≤ 1 + M gives M ≤ 1/γ² + 2/γ, and an adaptive
 * adversary in high dimension gets within one mistake of it (119 mistakes at γ = 0.1, where
 * 1/γ² + 1 = 101; see perceptron-random-start.test.ts).
 */
export const perceptronRandomStartBound: Theorem = {
  id: 'perceptron-random-start-bound',
  title: 'Perceptron from a random unit vector',
  source: 'Mistake-bounds notes, the normalized perceptron (with the last step corrected)',
  statementTex: 'M_t \\le \\frac{R^2}{\\gamma^2} + \\frac{2}{\\gamma}',
  quantity: 'mistakes',
  hypotheses: [
    radius,
    margin,
    unitTarget,
    {
      id: 'start',
      tex: '\\|w_0\\| = 1 \\quad (\\|w_0\\| = {{w0Norm}})',
      check: (x) =>
        Math.abs(q(x, 'w0Norm') - 1) <= 1e-9
          ? { holds: true }
          : {
              holds: false,
              reason: `the learner starts at ‖w₀‖ = ${formatNumber(q(x, 'w0Norm'))}, not 1`,
            },
    },
  ],
  bound: (x) => q(x, 'boundRandom'),
  observed: (x) => q(x, 'M'),
  proof: [
    {
      id: 'progress',
      tex: '\\langle w_t, w^*\\rangle \\ge \\langle w_0, w^*\\rangle + \\gamma M_t \\ge \\gamma M_t - 1',
      liveTex: '{{wDot}} \\ge {{w0Dot}} + {{gammaM}} = {{progressRandom}}',
      because: 'Each mistake adds at least γ; the start contributes ⟨w₀, w*⟩ ≥ −1.',
      holds: (x) => leq(q(x, 'progressRandom'), q(x, 'wDot')),
      dependsOn: ['wDot', 'M'],
    },
    {
      id: 'growth',
      tex: '\\|w_t\\|^2 \\le \\|w_0\\|^2 + R^2 M_t = 1 + R^2 M_t',
      liveTex: '{{wNormSq}} \\le {{growthRandom}}',
      because: 'As before, each mistake adds at most ‖x‖² ≤ R² to ‖w‖².',
      holds: (x) => leq(q(x, 'wNormSq'), q(x, 'growthRandom')),
      dependsOn: ['wNorm', 'M'],
    },
    {
      id: 'sandwich',
      tex: '\\gamma M_t - 1 \\le \\langle w_t, w^*\\rangle \\le \\|w_t\\| \\le \\sqrt{1 + R^2 M_t}',
      liveTex: '{{progressRandom}} \\le {{wDot}} \\le {{wNorm}} \\le {{sqrtGrowthRandom}}',
      because: 'Cauchy–Schwarz with ‖w*‖ = 1, then the second line.',
      holds: (x) =>
        leq(q(x, 'progressRandom'), q(x, 'wDot')) &&
        leq(q(x, 'wDot'), q(x, 'wNorm')) &&
        leq(q(x, 'wNorm'), q(x, 'sqrtGrowthRandom')),
      dependsOn: ['wDot', 'wNorm', 'M'],
    },
    {
      id: 'conclude',
      tex: 'M_t \\le \\frac{R^2}{\\gamma^2} + \\frac{2}{\\gamma}',
      liveTex: '{{M}} \\le {{boundRandom}}',
      because:
        'If γM_t > 1, square: γ²M_t² − 2γM_t ≤ R²M_t, so M_t ≤ R²/γ² + 2/γ; else M_t < 1/γ already.',
      holds: (x) => leq(q(x, 'M'), q(x, 'boundRandom')),
      dependsOn: ['M'],
    },
  ] satisfies ProofStep[],
};

export function theoremFor(learnerId: string): Theorem {
  return learnerId === 'perceptron-random' ? perceptronRandomStartBound : perceptronMistakeBound;
}
