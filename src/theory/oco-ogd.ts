import type { Theorem } from './types';
import { TOL, ok, q, step } from './proof-kit';
import {
  pts,
  f,
  leq,
  regretSlack,
  convex,
  lipschitz,
  start,
  comparatorInDisc,
  schedule,
  strongly,
} from './oco-hypotheses';

/** Online gradient descent's theorems as data: the constant step, √t, strongly convex and weighted. */

/** Theorem 14.5 (Algorithm 3, constant step). */
export const ogdBound: Theorem = {
  id: 'ogd-regret',
  title: 'OGD with a constant step (Theorem 14.5)',
  source:
    'Theorem 14.5 and its proof (Algorithm 3); u = u*_t, the best point in hindsight. At η = B/(G√T) the bound at T is B·G·√T.',
  statementTex:
    '\\mathrm{Regret}_t(u) = \\sum_{s \\le t} \\big[f_s(w_{s-1}) - f_s(u)\\big] \\le \\frac{\\|u\\|^2}{2\\eta} + \\frac{\\eta\\, t\\, G^2}{2}',
  quantity: 'regret',
  hypotheses: [
    convex,
    lipschitz,
    schedule('step', '\\eta_t = \\eta = {{eta}} \\text{ at every round}'),
    start,
    comparatorInDisc,
  ],
  bound: (x) => q(x, 'ogdBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'expand',
      '\\|\\tilde w_t - u\\|^2 = \\|w_{t-1} - u\\|^2 - 2\\eta\\langle g_t, w_{t-1} - u\\rangle + \\eta^2\\|g_t\\|^2',
      '{{dTilde}} = {{dPrev}} - 2\\cdot{{etaT}}\\cdot{{gDot}} + {{etaT}}^2\\cdot{{gNorm}}^2 = {{ogdExpandRhs}}',
      'w̃_t = w_{t−1} − ηg_t: expand the square.',
      (x) =>
        Math.abs(q(x, 'dTilde') - q(x, 'ogdExpandRhs')) <=
        TOL *
          Math.max(
            q(x, 'dTilde'),
            q(x, 'dPrev'),
            2 * q(x, 'etaT') * Math.abs(q(x, 'gDot')),
            q(x, 'etaT') ** 2 * q(x, 'gNorm') ** 2,
            pts(x),
          ),
      ['dTilde', 'dPrev', 'gDot', 'gNorm'],
    ),
    step(
      'convexity',
      '\\|\\tilde w_t - u\\|^2 \\le \\|w_{t-1} - u\\|^2 - 2\\eta\\big[f_t(w_{t-1}) - f_t(u)\\big] + \\eta^2 G^2',
      '{{dTilde}} \\le {{dPrev}} - 2\\cdot{{etaT}}\\,({{ftw}} - {{ftu}}) + {{etaT}}^2\\cdot{{G}}^2 = {{ogdStepRhs}}',
      'Convexity: ⟨g_t, w_{t−1} − u⟩ ≥ f_t(w_{t−1}) − f_t(u); Lipschitz: ‖g_t‖ ≤ G.',
      (x) =>
        leq(
          q(x, 'dTilde'),
          q(x, 'ogdStepRhs'),
          q(x, 'dPrev'),
          2 * q(x, 'etaT') * (Math.abs(q(x, 'ftw')) + Math.abs(q(x, 'ftu'))),
          q(x, 'etaT') ** 2 * q(x, 'G') ** 2,
          pts(x),
        ),
      ['dTilde', 'ftw', 'ftu', 'G'],
    ),
    step(
      'projection',
      '\\|w_t - u\\|^2 \\le \\|\\tilde w_t - u\\|^2',
      '{{dNext}} \\le {{dTilde}}',
      'w_t is the projection of w̃_t onto the convex set Ω, and u ∈ Ω: projecting brings every point of Ω closer.',
      (x) => leq(q(x, 'dNext'), q(x, 'dTilde'), pts(x)),
      ['dNext', 'dTilde'],
    ),
    step(
      'sum',
      '\\|w_t - u\\|^2 \\le \\|u\\|^2 - 2\\eta\\,\\mathrm{Regret}_t(u) + t\\,\\eta^2 G^2',
      '{{dNext}} \\le {{uNormSq}} - 2\\cdot{{eta}}\\cdot{{regret}} + {{t}}\\cdot{{eta}}^2\\cdot{{G}}^2 = {{ogdSumRhs}}',
      'Chain the two lines for every round s ≤ t and add them up: the distances telescope from ‖w_0 − u‖ = ‖u‖.',
      (x) =>
        leq(
          q(x, 'dNext'),
          q(x, 'ogdSumRhs'),
          q(x, 'uNormSq'),
          2 * q(x, 'eta') * q(x, 'lossScale'),
          q(x, 't') * q(x, 'eta') ** 2 * q(x, 'G') ** 2,
          pts(x),
        ),
      ['dNext', 'cum', 'cmp', 'G'],
    ),
    step(
      'conclude',
      '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta} + \\frac{\\eta\\, t\\, G^2}{2}',
      '{{regret}} \\le {{ogdBound}}',
      'Drop ‖w_t − u‖² ≥ 0 and divide by 2η.',
      (x) => leq(q(x, 'regret'), q(x, 'ogdBound'), q(x, 'lossScale')),
      ['cum', 'cmp', 'G'],
    ),
  ],
};

/*
 * The anytime schedule η_t = η/√t, beyond the notes. Per round, as in Theorem 14.5 with η_t:
 *   f_s(w_{s−1}) − f_s(u) ≤ (‖w_{s−1} − u‖² − ‖w_s − u‖²)/(2η_s) + η_s G²/2.
 * Summing, the distance terms rearrange (Abel summation) into
 *   ‖w_0 − u‖²/(2η_1) + Σ_{s<t} ‖w_s − u‖² (1/(2η_{s+1}) − 1/(2η_s)) − ‖w_t − u‖²/(2η_t),
 * where every bracket is ≥ 0 because 1/η_s increases; with ‖w_s − u‖ ≤ D = 2B (both in Ω) they
 * add up to at most D²(1/η_t − 1/η_1)/2 = D²(√t − 1)/(2η). And Σ_s η_s = η Σ_s 1/√s ≤ η(2√t − 1),
 * since 1/√s ≤ ∫_{s−1}^{s} dx/√x for s ≥ 2. Hence Regret_t ≤ ‖u‖²/(2η) + D²(√t − 1)/(2η) + ηG²(√t − ½).
 */
export const ogdSqrtBound: Theorem = {
  id: 'ogd-sqrt-regret',
  title: 'OGD with the anytime step η/√t',
  source:
    'Beyond the notes: the standard anytime analysis of OGD with η_t = η/√t (Zinkevich 2003), following the proof of Theorem 14.5 round by round; derived in src/theory/oco.ts. D = 2B is the diameter of Ω.',
  statementTex:
    '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta} + \\frac{D^2(\\sqrt t - 1)}{2\\eta} + \\eta G^2\\big(\\sqrt t - \\tfrac12\\big),\\quad D = 2B',
  quantity: 'regret',
  hypotheses: [
    convex,
    lipschitz,
    schedule('step', '\\eta_t = \\eta/\\sqrt t,\\ \\eta = {{eta}}'),
    start,
    comparatorInDisc,
  ],
  bound: (x) => q(x, 'sqrtBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'round',
      '\\|w_t - u\\|^2 \\le \\|w_{t-1} - u\\|^2 - 2\\eta_t\\big[f_t(w_{t-1}) - f_t(u)\\big] + \\eta_t^2 G^2',
      '{{dNext}} \\le {{dPrev}} - 2\\cdot{{etaT}}\\,({{ftw}} - {{ftu}}) + {{etaT}}^2\\cdot{{G}}^2 = {{sqrtStepRhs}}',
      'The first three lines of Theorem 14.5’s proof, with this round’s step η_t.',
      (x) =>
        leq(
          q(x, 'dNext'),
          q(x, 'sqrtStepRhs'),
          q(x, 'dPrev'),
          2 * q(x, 'etaT') * (Math.abs(q(x, 'ftw')) + Math.abs(q(x, 'ftu'))),
          q(x, 'etaT') ** 2 * q(x, 'G') ** 2,
          pts(x),
        ),
      ['dNext', 'ftw', 'ftu', 'G'],
    ),
    step(
      'telescope',
      '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta_1} + \\frac{D^2}{2}\\Big(\\frac{1}{\\eta_t} - \\frac{1}{\\eta_1}\\Big) + \\frac{G^2}{2}\\sum_{s \\le t}\\eta_s',
      '{{regret}} \\le {{sqrtTelescoped}}',
      'Divide each round by 2η_s and add up: 1/η_s grows, so each ‖w_s − u‖² ≤ D² is counted with the increase of 1/(2η_s).',
      (x) => leq(q(x, 'regret'), q(x, 'sqrtTelescoped'), q(x, 'lossScale')),
      ['cum', 'cmp', 'G'],
    ),
    step(
      'sum-bound',
      '\\sum_{s \\le t} \\frac{1}{\\sqrt s} \\le 2\\sqrt t - 1',
      '{{sumInvSqrt}} \\le {{twoSqrtTMinus1}}',
      '1/√s ≤ ∫ from s−1 to s of dx/√x for s ≥ 2.',
      (x) => leq(q(x, 'sumInvSqrt'), q(x, 'twoSqrtTMinus1')),
      ['t'],
    ),
    step(
      'conclude',
      '\\mathrm{Regret}_t(u) \\le \\frac{\\|u\\|^2}{2\\eta} + \\frac{D^2(\\sqrt t - 1)}{2\\eta} + \\eta G^2\\big(\\sqrt t - \\tfrac12\\big)',
      '{{regret}} \\le {{sqrtBound}}',
      'η_1 = η and 1/η_t = √t/η in the second line, then the third.',
      (x) => leq(q(x, 'regret'), q(x, 'sqrtBound'), q(x, 'lossScale')),
      ['cum', 'cmp', 'G'],
    ),
  ],
};

/** Theorem 14.11 (η_t = 1/(λt) on λ-strongly convex losses). */
export const ogdStronglyConvexBound: Theorem = {
  id: 'ogd-sc-regret',
  title: 'OGD on strongly convex losses (Theorem 14.11)',
  source: 'Theorem 14.11 and its proof; u = u*_t, the best point in hindsight.',
  statementTex: '\\mathrm{Regret}_t(u) \\le \\frac{(1 + \\ln t)\\, G^2}{2\\lambda}',
  quantity: 'regret',
  hypotheses: [
    strongly,
    lipschitz,
    schedule('step', '\\eta_t = \\frac{1}{\\lambda t},\\ \\lambda = {{lambda}}'),
    start,
    comparatorInDisc,
  ],
  bound: (x) => q(x, 'scBound'),
  observed: (x) => q(x, 'regret'),
  slack: regretSlack,
  proof: [
    step(
      'contraction',
      '\\|w_t - u\\|^2 \\le (1 - \\lambda\\eta_t)\\|w_{t-1} - u\\|^2 + 2\\eta_t\\big[f_t(u) - f_t(w_{t-1})\\big] + G^2\\eta_t^2',
      '{{dNext}} \\le {{scStepRhs}}',
      'As in Theorem 14.5, with strong convexity: ⟨g_t, w_{t−1} − u⟩ ≥ f_t(w_{t−1}) − f_t(u) + (λ/2)‖w_{t−1} − u‖².',
      (x) =>
        leq(
          q(x, 'dNext'),
          q(x, 'scStepRhs'),
          q(x, 'dPrev'),
          2 * q(x, 'etaT') * (Math.abs(q(x, 'ftw')) + Math.abs(q(x, 'ftu'))),
          q(x, 'etaT') ** 2 * q(x, 'G') ** 2,
          pts(x),
        ),
      ['dNext', 'dPrev', 'ftw', 'ftu', 'G'],
    ),
    step(
      'telescope',
      '\\eta_t^{-1}\\|w_t - u\\|^2 \\le 2\\sum_{s \\le t}\\big[f_s(u) - f_s(w_{s-1})\\big] + G^2 \\sum_{s \\le t} \\eta_s',
      '{{scLhs}} \\le -2\\cdot{{regret}} + \\tfrac{{{G}}^2}{{{lambda}}}\\cdot{{harmonic}} = {{scTelescoped}}',
      '1 − λη_t = η_t/η_(t−1): divide by η_t, and the weighted distances telescope from 1/η_0 = 0.',
      (x) =>
        leq(
          q(x, 'scLhs'),
          q(x, 'scTelescoped'),
          2 * q(x, 'lossScale'),
          (q(x, 'G') ** 2 / q(x, 'lambda')) * q(x, 'harmonic'),
          pts(x, q(x, 'lambda') * q(x, 't')),
        ),
      ['dNext', 'cum', 'cmp', 'G'],
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
      '\\mathrm{Regret}_t(u) \\le \\frac{(1 + \\ln t)\\, G^2}{2\\lambda}',
      '{{regret}} \\le {{scBound}}',
      'Drop the left side (≥ 0), use Σ η_s = H_t/λ and the harmonic bound.',
      (x) => leq(q(x, 'regret'), q(x, 'scBound'), q(x, 'lossScale')),
      ['cum', 'cmp', 'G'],
    ),
  ],
};

/** Theorem 14.12 (η_t = 2/(λ(t + 1)), weighted regret). */
export const ogdWeightedBound: Theorem = {
  id: 'ogd-weighted-regret',
  title: 'OGD, weighted regret (Theorem 14.12)',
  source:
    'Theorem 14.12 and its proof; u = u_w, the minimiser over Ω of the weighted sum Σ (s + 1) f_s.',
  statementTex:
    '\\sum_{s \\le t} \\frac{2(s+1)}{t(t+3)}\\big[f_s(w_{s-1}) - f_s(u)\\big] \\le \\frac{2G^2}{\\lambda (t+3)}',
  quantity: 'weighted-regret',
  hypotheses: [
    strongly,
    lipschitz,
    schedule('step', '\\eta_t = \\frac{2}{\\lambda (t+1)},\\ \\lambda = {{lambda}}'),
    start,
    {
      id: 'comparator',
      tex: 'u \\in \\Omega:\\ \\|u\\| = {{uwNorm}} \\le B = {{B}}',
      check: (x) =>
        leq(q(x, 'uwNorm'), q(x, 'B'))
          ? ok
          : { holds: false, reason: `‖u‖ = ${f(q(x, 'uwNorm'))} > B = ${f(q(x, 'B'))}` },
    },
  ],
  bound: (x) => q(x, 'wBound'),
  observed: (x) => q(x, 'wRegret'),
  slack: (x) => (q(x, 't') >= 1 ? (TOL * 2 * q(x, 'wScale')) / (q(x, 't') * (q(x, 't') + 3)) : 0),
  proof: [
    step(
      'contraction',
      '\\|w_t - u\\|^2 \\le (1 - \\lambda\\eta_t)\\|w_{t-1} - u\\|^2 + 2\\eta_t\\big[f_t(u) - f_t(w_{t-1})\\big] + G^2\\eta_t^2',
      '{{dNextW}} \\le {{wStepRhs}}',
      'As in Theorem 14.11, with this round’s step.',
      (x) =>
        leq(
          q(x, 'dNextW'),
          q(x, 'wStepRhs'),
          q(x, 'dPrevW'),
          2 * q(x, 'etaT') * (Math.abs(q(x, 'ftw')) + Math.abs(q(x, 'ftuw'))),
          q(x, 'etaT') ** 2 * q(x, 'G') ** 2,
          pts(x),
        ),
      ['dNextW', 'dPrevW', 'ftw', 'ftuw', 'G'],
    ),
    step(
      'weights',
      '\\eta_t^{-2}(1 - \\lambda\\eta_t) \\le \\eta_{t-1}^{-2}',
      '{{wFactorLhs}} \\le {{wFactorRhs}}',
      'λ²(t + 1)²/4 · (t − 1)/(t + 1) = λ²(t² − 1)/4 ≤ λ²t²/4.',
      (x) => leq(q(x, 'wFactorLhs'), q(x, 'wFactorRhs')),
      ['t'],
    ),
    step(
      'telescope',
      '\\eta_t^{-2}\\|w_t - u\\|^2 \\le 2\\sum_{s \\le t} \\eta_s^{-1}\\big[f_s(u) - f_s(w_{s-1})\\big] + G^2 t',
      '{{wLhs}} \\le -{{lambda}}\\,({{wcum}} - {{uwLoss}}) + {{G}}^2\\cdot{{t}} = {{wTelescoped}}',
      'Multiply the first line by η_t⁻², use the second, and add up from η_0⁻² = 0; 2η_s⁻¹ = λ(s + 1).',
      (x) =>
        leq(
          q(x, 'wLhs'),
          q(x, 'wTelescoped'),
          q(x, 'lambda') * q(x, 'wScale'),
          q(x, 'G') ** 2 * q(x, 't'),
          pts(x, ((q(x, 'lambda') * (q(x, 't') + 1)) / 2) ** 2),
        ),
      ['dNextW', 'wcum', 'uwLoss', 'G'],
    ),
    step(
      'conclude',
      '\\sum_{s \\le t} \\frac{2(s+1)}{t(t+3)}\\big[f_s(w_{s-1}) - f_s(u)\\big] \\le \\frac{2G^2}{\\lambda(t+3)}',
      '{{wRegret}} \\le {{wBound}}',
      'Drop the left side and multiply by 2/(λ t(t + 3)).',
      (x) =>
        leq(
          q(x, 'wRegret'),
          q(x, 'wBound'),
          q(x, 't') >= 1 ? (2 * q(x, 'wScale')) / (q(x, 't') * (q(x, 't') + 3)) : 0,
        ),
      ['wcum', 'uwLoss', 'G'],
    ),
  ],
};
