import { KIND_OF_CODE } from './oco-quantities';
import type { Hypothesis, Quantities, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, ok, q, step } from './proof-kit';

export {
  ftrlTheoryEta,
  harmonic,
  ocoQuantities,
  ocoQuantityNames,
  ogdTheoryEta,
  sumInvSqrt,
  type OcoNumbers,
} from './oco-quantities';

/**
 * The online-convex-optimization theorems as data. u is the comparator of the prefix, u*_t (each
 * theorem holds for every u in Ω, so the bound against the best point in hindsight is honest),
 * except Theorem 14.12 (the minimiser of the weighted sum) and the perceptron's (w*).
 *
 * Floating-point slack: every comparison allows 10⁻⁹ of the largest term it involves (a cumulative
 * loss of 10⁶ rounds is exact to about 10⁻¹⁰ of its size).
 */
/**
 * Squared distances in the plane are known to about 10⁻¹⁶ of the squared size of the points
 * (pointScale): lines comparing them get that much absolute slack, TOL·PT·pointScale = 10⁻¹⁵ of it,
 * so two points a rounding error apart never make a line fail.
 */
const PT = 1e-6;
const pts = (x: Quantities, k = 1): number => k * PT * q(x, 'pointScale');
const f = formatNumber;
/** Below this, a difference is noise whatever the scales (subnormal losses lose all precision). */
const FLOOR = 1e-300;
const leq = (a: number, b: number, ...scales: number[]): boolean =>
  a <= b + TOL * Math.max(Math.abs(a), Math.abs(b), ...scales.map(Math.abs)) + FLOOR;
/** A regret's own rounding: 10⁻⁹ of the loss sums it is the difference of. */
const regretSlack = (x: Quantities): number => TOL * q(x, 'lossScale');

const KIND_WORDS: Record<string, string> = {
  linear: 'linear losses ⟨v, w⟩',
  quadratic: 'quadratic losses (λ/2)‖w − z‖²',
  hinge: 'hinge losses max(0, γ − y⟨w, x⟩)',
  squared: 'squared losses (⟨w, x⟩ − y)²',
};
const kindOf = (x: Quantities): string => KIND_OF_CODE[q(x, 'kind')] ?? 'linear';

// Hypotheses.

const convex: Hypothesis = {
  id: 'convex',
  tex: '\\text{every } f_s \\text{ is convex on } \\Omega = \\{\\|w\\| \\le B\\},\\ B = {{B}}',
  // Linear, quadratic, hinge and squared losses all are.
  check: () => ok,
};

const lipschitz: Hypothesis = {
  id: 'lipschitz',
  tex: '\\|\\nabla f_s(w_{s-1})\\| \\le G \\text{ for all } s \\le t \\quad (\\max_s \\|\\nabla f_s(w_{s-1})\\| = {{Gobs}},\\ G = {{G}})',
  check: (x) =>
    leq(q(x, 'Gobs'), q(x, 'G'))
      ? ok
      : {
          holds: false,
          reason: `a gradient of norm ${f(q(x, 'Gobs'))} exceeds G = ${f(q(x, 'G'))}`,
        },
};

const start: Hypothesis = {
  id: 'start',
  tex: 'w_0 = 0',
  // Every learner of the family starts at the centre of the disc.
  check: () => ok,
};

const comparatorInDisc: Hypothesis = {
  id: 'comparator',
  tex: 'u \\in \\Omega:\\ \\|u\\| = {{uNorm}} \\le B = {{B}}',
  check: (x) =>
    leq(q(x, 'uNorm'), q(x, 'B'))
      ? ok
      : { holds: false, reason: `‖u‖ = ${f(q(x, 'uNorm'))} > B = ${f(q(x, 'B'))}` },
};

const schedule = (id: string, tex: string): Hypothesis => ({ id, tex, check: () => ok });

const strongly: Hypothesis = {
  id: 'strongly-convex',
  tex: '\\text{every } f_s \\text{ is } \\lambda\\text{-strongly convex},\\ \\lambda = {{lambda}}',
  check: (x) => {
    switch (kindOf(x)) {
      case 'quadratic':
        return ok;
      case 'linear':
        return {
          holds: false,
          reason: 'linear losses are not strongly convex (modulus 0): ⟨v, w⟩ is flat across v',
        };
      case 'hinge':
        return {
          holds: false,
          reason:
            'hinge losses are not strongly convex (modulus 0): they are flat where they are 0',
        };
      default:
        return {
          holds: false,
          reason:
            'squared losses (⟨w, x⟩ − y)² are not strongly convex in the plane (modulus 0): flat across x',
        };
    }
  },
};

const quadraticLosses: Hypothesis = {
  id: 'quadratic',
  tex: 'f_s(w) = \\tfrac{\\lambda}{2}\\|w - z_s\\|^2,\\ \\lambda = {{lambda}}',
  check: (x) =>
    kindOf(x) === 'quadratic'
      ? ok
      : {
          holds: false,
          reason: `Lemma 22 is about quadratic losses; this stream's are ${KIND_WORDS[kindOf(x)] ?? kindOf(x)}`,
        },
};

const centresInDisc: Hypothesis = {
  id: 'centres',
  tex: '\\|z_s\\| \\le B \\text{ for all } s \\le t \\quad (\\max_s \\|z_s\\| = {{zmax}},\\ B = {{B}})',
  check: (x) =>
    leq(q(x, 'zmax'), q(x, 'B'))
      ? ok
      : {
          holds: false,
          reason: `a centre lies outside the disc: max ‖z‖ = ${f(q(x, 'zmax'))} > B = ${f(q(x, 'B'))}`,
        },
};

const leader: Hypothesis = {
  id: 'leader',
  tex: 'w_{s+1} \\in \\arg\\min_{w \\in \\Omega} \\textstyle\\sum_{i \\le s} f_i(w)',
  // FTL plays an exact minimiser (closed forms, or the trust-region solver to rounding).
  check: () => ok,
};

const regularizer: Hypothesis = {
  id: 'regularizer',
  tex: '\\Psi(w) = \\frac{\\|w\\|^2}{2\\eta} \\text{ is } \\tfrac{1}{\\eta}\\text{-strongly convex},\\ \\eta = {{eta}} > 0',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

const hasTarget: Hypothesis = {
  id: 'target',
  tex: '\\text{labelled points } (x_s, y_s) \\text{ with a target } w^* \\text{ and } \\ell_s(w) = \\max(0, \\gamma - y_s\\langle w, x_s\\rangle),\\ \\gamma = {{gamma}}',
  check: (x) =>
    q(x, 'hasTarget') === 1
      ? ok
      : {
          holds: false,
          reason: 'only the hinge stream has labelled points and a target w* to compare with',
        },
};

const targetInDisc: Hypothesis = {
  id: 'target-in-disc',
  tex: 'w^* \\in \\Omega:\\ \\|w^*\\| = {{wsNorm}} \\le B = {{B}}',
  check: (x) =>
    leq(q(x, 'wsNorm'), q(x, 'B'))
      ? ok
      : {
          holds: false,
          reason: `w* lies outside the disc: ‖w*‖ = ${f(q(x, 'wsNorm'))} > B = ${f(q(x, 'B'))}, so the projection can pull w away from it`,
        },
};

// Theorems.

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

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function ocoTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'ogd':
      return [ogdBound];
    case 'ogd-sqrt':
      return [ogdSqrtBound];
    case 'ogd-sc':
      return [ogdStronglyConvexBound];
    case 'ogd-weighted':
      return [ogdWeightedBound];
    case 'ftl':
      return [ftlLookahead, ftlQuadratic];
    case 'ftrl':
      return [ftrlBound];
    case 'perceptron':
      return [perceptronOgdBound];
    default:
      return [];
  }
}

export const ocoTheorems: Theorem[] = [
  ogdBound,
  ogdSqrtBound,
  ogdStronglyConvexBound,
  ogdWeightedBound,
  ftlLookahead,
  ftlQuadratic,
  ftrlBound,
  perceptronOgdBound,
];
