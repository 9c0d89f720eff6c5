import { leq, ok, q, step } from './proof-kit';
import type { Hypothesis, Theorem } from './types';
import { formatNumber } from './types';

export {
  inverseGap,
  lambdaFactor,
  onlineToBatchQuantities,
  onlineToBatchQuantityNames,
  prop4Lambda,
  prop4Value,
  type OnlineToBatchNumbers,
} from './online-to-batch-quantities';

const f = formatNumber;

const iid: Hypothesis = {
  id: 'iid',
  tex: 'Z_t = (X_t, Y_t) \\sim \\mathcal{D} \\text{ independently}',
  // Both streams of the lesson draw every point afresh from one fixed distribution.
  check: () => ok,
};

const radius: Hypothesis = {
  id: 'radius',
  tex: '\\sup \\|X\\| \\le R \\quad (\\max_t \\|x_t\\| = {{Robs}},\\ R = {{R}})',
  check: (x) =>
    leq(q(x, 'Robs'), q(x, 'R'))
      ? ok
      : {
          holds: false,
          reason: `a point lies outside the radius: max ‖x‖ = ${f(q(x, 'Robs'))} > R = ${f(q(x, 'R'))}`,
        },
};

const unitTarget: Hypothesis = {
  id: 'unit-target',
  tex: '\\|w_*\\| = 1 \\quad (\\|w_*\\| = {{wsNorm}})',
  check: (x) =>
    Math.abs(q(x, 'wsNorm') - 1) <= 1e-9
      ? ok
      : { holds: false, reason: `‖w*‖ = ${f(q(x, 'wsNorm'))}, not 1` },
};

/** Separable with margin γ under D itself: a flipped label anywhere breaks it, seen or not. */
const separable: Hypothesis = {
  id: 'separable',
  tex: 'w_*^\\top X Y \\ge \\gamma > 0 \\text{ for every } Z \\sim \\mathcal{D} \\quad (\\min_t y_t\\langle w_*, x_t\\rangle = {{marginObs}},\\ \\gamma = {{gamma}})',
  check: (x) => {
    const g = q(x, 'gamma');
    const noise = q(x, 'noise');
    const obs = q(x, 'marginObs');
    if (!(g > 0)) return { holds: false, reason: `the margin γ = ${f(g)} is not positive` };
    if (noise > 0)
      return {
        holds: false,
        reason:
          `labels are flipped with probability ${f(noise)}, so no w* separates the distribution` +
          (obs <= 0 ? ` (observed margin ${f(obs)} ≤ 0)` : ' (no flip has been drawn yet)'),
      };
    if (obs >= g * (1 - 1e-9)) return ok;
    return {
      holds: false,
      reason: `a point lies inside the margin band: min y⟨w*, x⟩ = ${f(obs)} < γ = ${f(g)}`,
    };
  },
};

const confidence: Hypothesis = {
  id: 'delta',
  tex: '0 < \\delta < 1 \\quad (\\delta = {{delta}})',
  check: (x) => {
    const d = q(x, 'delta');
    return d > 0 && d < 1 ? ok : { holds: false, reason: `δ = ${f(d)} is not in (0, 1)` };
  },
};

const rounds: Hypothesis = {
  id: 'rounds',
  tex: 'T \\ge 1 \\quad (T = {{t}})',
  check: (x) => (q(x, 't') >= 1 ? ok : { holds: false, reason: 'no round has been played yet' }),
};

/** Proposition 3 (binary, separable): E E_s err(w_s) ≤ R²/(γ²T); the hinge term is 0 at (w*, γ). */
export const prop3Theorem: Theorem = {
  id: 'online-to-batch-prop3',
  title: 'Proposition 3: the perceptron’s random iterate, in expectation',
  source: 'Proposition 3 (online-to-batch conversion of Theorem 14.2)',
  statementTex:
    '\\mathbb{E}_{S_T}\\,\\mathbb{E}_s\\,\\mathbb{E}_{Z \\sim \\mathcal{D}}\\,\\mathbb{1}(\\hat y(w_s, X) \\ne Y) \\le \\frac{\\|w_*\\|^2 R^2}{\\gamma^2 T}',
  quantity: 'loss',
  hypotheses: [rounds, iid, radius, separable, unitTarget],
  bound: (x) => q(x, 'prop3Bound'),
  observed: (x) => q(x, 'errRandom'),
  proof: [
    step(
      'expectation',
      '\\mathbb{E}_{S_T} \\sum_{t=1}^T \\mathbb{E}_{Z}\\, \\mathbb{1}(w_{t-1}^\\top X Y \\le 0) = \\mathbb{E}_{S_T} \\sum_{t=1}^T \\mathbb{1}(w_{t-1}^\\top X_t Y_t \\le 0)',
      '\\textstyle\\sum_s \\widehat{\\mathrm{err}}(w_s) = {{sumErr}}, \\quad M_T = {{mistakes}}',
      'w_{t−1} depends on Z_1…Z_{t−1} only and Z_t is a fresh draw: each term’s expectation is the chance of a mistake at round t. The two sides agree on average over training samples, not draw by draw.',
      () => true,
      ['sumErr', 'mistakes'],
    ),
    step(
      'mistake-bound',
      'M_T = \\sum_{t=1}^T \\mathbb{1}(w_{t-1}^\\top X_t Y_t \\le 0) \\le \\frac{\\|w_*\\|^2 R^2}{\\gamma^2}',
      '{{mistakes}} \\le {{mistakeBound}}',
      'Theorem 14.2 with w = w* and margin γ: the hinge term max(0, 1 − y⟨w*, x⟩/γ) is 0 on every point.',
      (x) => leq(q(x, 'mistakes'), q(x, 'mistakeBound')),
      ['mistakes'],
    ),
    step(
      'conclude',
      '\\mathbb{E}_s\\,\\mathrm{err}(w_s) = \\frac{1}{T}\\sum_{t=1}^T \\mathrm{err}(w_{t-1}) \\le \\frac{\\|w_*\\|^2 R^2}{\\gamma^2 T}',
      '{{errRandom}} \\le {{prop3Bound}}',
      'Divide by T, s being uniform on 0…T − 1. Here: this draw’s held-out error against the bound on its mean over draws.',
      (x) => leq(q(x, 'errRandom'), q(x, 'prop3Bound')),
      ['errRandom', 't'],
    ),
  ],
};

/** Proposition 4: with probability ≥ 1 − δ, the inf over λ of the Freedman-style bound. */
export const prop4Theorem: Theorem = {
  id: 'online-to-batch-prop4',
  title: 'Proposition 4: the perceptron’s random iterate, with probability 1 − δ',
  source: 'Proposition 4 and its proof (Theorem 13.5 with the mistake bound)',
  statementTex:
    '\\mathbb{E}_s\\,\\mathbb{E}_{Z}\\,\\mathbb{1}(\\hat y(w_s, X) \\ne Y) \\le \\inf_{\\lambda > 0} \\left[\\frac{\\lambda}{1 - e^{-\\lambda}}\\,\\frac{\\|w_*\\|^2 R^2}{\\gamma^2 T} + \\frac{\\ln(1/\\delta)}{(1 - e^{-\\lambda})\\,T}\\right] \\text{ w.p. } \\ge 1 - \\delta',
  quantity: 'loss',
  hypotheses: [rounds, iid, radius, separable, unitTarget, confidence],
  bound: (x) => q(x, 'prop4Bound'),
  observed: (x) => q(x, 'errRandom'),
  proof: [
    step(
      'freedman',
      '\\frac{1}{T}\\sum_{t=1}^T \\mathbb{E}_{Z_t}\\xi_t \\le \\frac{\\lambda}{1 - e^{-\\lambda}}\\,\\frac{1}{T}\\sum_{t=1}^T \\xi_t + \\frac{\\ln(1/\\delta)}{(1 - e^{-\\lambda})\\,T}',
      '{{errRandom}} \\le {{lambdaFactor}} \\cdot {{mistakeRate}} + {{concPart4}} = {{freedmanRhs}}',
      'Theorem 13.5 for ξ_t = 1(w_{t−1}ᵀX_tY_t ≤ 0) ∈ [0, 1]: with probability ≥ 1 − δ, for the λ fixed in advance.',
      (x) => leq(q(x, 'errRandom'), q(x, 'freedmanRhs')),
      ['errRandom', 'mistakes'],
    ),
    step(
      'mistake-bound',
      '\\sum_{t=1}^T \\xi_t \\le \\frac{\\|w_*\\|^2 R^2}{\\gamma^2}',
      '{{mistakes}} \\le {{mistakeBound}}',
      'The perceptron’s mistake bound, on every sequence with margin γ.',
      (x) => leq(q(x, 'mistakes'), q(x, 'mistakeBound')),
      ['mistakes'],
    ),
    step(
      'lambda',
      'e^{\\lambda} - 1 - \\lambda = \\frac{\\gamma^2 \\ln(1/\\delta)}{\\|w_*\\|^2 R^2}',
      '\\lambda = {{lambda}}, \\quad \\frac{\\lambda}{1 - e^{-\\lambda}} = {{lambdaFactor}}',
      'The infimum: the bracket’s derivative in λ vanishes exactly there (one root; it depends on R, γ, δ, not on the data, so it may be fixed before the run).',
      () => true,
      ['t'],
    ),
    step(
      'conclude',
      '\\mathbb{E}_s\\,\\mathrm{err}(w_s) \\le \\frac{\\lambda}{1 - e^{-\\lambda}}\\,\\frac{\\|w_*\\|^2 R^2}{\\gamma^2 T} + \\frac{\\ln(1/\\delta)}{(1 - e^{-\\lambda})\\,T}',
      '{{errRandom}} \\le {{mistakePart}} + {{concPart4}} = {{prop4Bound}}',
      'Put the mistake bound into the first line: the mistake-bound part plus the concentration part.',
      (x) => leq(q(x, 'errRandom'), q(x, 'prop4Bound')),
      ['errRandom', 't'],
    ),
  ],
};

const convex: Hypothesis = {
  id: 'convex',
  tex: '\\phi(\\cdot, z) \\text{ convex on the convex } \\Omega = \\{\\|w\\| \\le B\\}',
  // The hinge and logistic losses of a margin linear in w are convex; Ω is a disc.
  check: () => ok,
};

const bounded: Hypothesis = {
  id: 'bounded',
  tex: '\\phi \\in [0, M] \\quad (\\max_t \\phi(w_{t-1}, Z_t) = {{maxLoss}},\\ M = {{Mloss}})',
  check: (x) =>
    leq(q(x, 'maxLoss'), q(x, 'Mloss'))
      ? ok
      : {
          holds: false,
          reason: `a loss of ${f(q(x, 'maxLoss'))} exceeds M = ${f(q(x, 'Mloss'))}`,
        },
};

const lipschitz: Hypothesis = {
  id: 'lipschitz',
  tex: '\\|\\nabla \\phi\\| \\le G \\quad (\\max_t \\|\\nabla \\ell_t(w_{t-1})\\| = {{maxGrad}},\\ G = {{G}})',
  check: (x) =>
    leq(q(x, 'maxGrad'), q(x, 'G'))
      ? ok
      : {
          holds: false,
          reason: `a gradient of norm ${f(q(x, 'maxGrad'))} exceeds G = ${f(q(x, 'G'))}`,
        },
};

const inOmega: Hypothesis = {
  id: 'in-omega',
  tex: 'w_t \\in \\Omega \\quad (\\max_t \\|w_t\\| = {{maxNorm}},\\ B = {{B}})',
  check: (x) =>
    leq(q(x, 'maxNorm'), q(x, 'B'))
      ? ok
      : { holds: false, reason: `an iterate left Ω: ‖w‖ = ${f(q(x, 'maxNorm'))} > B` },
};

const rate: Hypothesis = {
  id: 'rate',
  tex: '\\eta > 0 \\text{ constant} \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

const ogdHypotheses = [rounds, iid, convex, bounded, lipschitz, inOmega, rate, confidence];

const final =
  '\\le \\inf_{w \\in \\Omega}\\Big[\\mathbb{E}_{Z}\\phi(w, Z) + \\frac{\\|w - w_0\\|^2}{2\\eta T}\\Big] + \\frac{\\eta G^2}{2} + M\\sqrt{\\frac{2\\ln(2/\\delta)}{T}}';

const step5 = step(
  'azuma',
  '\\frac{1}{T}\\sum_{t=1}^T \\mathbb{E}_{Z_t}\\phi(w_{t-1}, Z_t) \\le \\frac{1}{T}\\sum_{t=1}^T \\phi(w_{t-1}, Z_t) + M\\sqrt{\\frac{\\ln(2/\\delta)}{2T}}',
  '{{lossRandom}} \\le {{onlineAvg}} + {{halfConc}} = {{rhs5}}',
  '(5) Azuma’s inequality for the martingale differences E φ(w_{t−1}, ·) − φ(w_{t−1}, Z_t) ∈ [−M, M]: with probability ≥ 1 − δ/2.',
  (x) => leq(q(x, 'lossRandom'), q(x, 'rhs5')),
  ['lossRandom', 'onlineAvg'],
);
const step6 = step(
  'regret',
  '\\frac{1}{T}\\sum_{t=1}^T \\phi(w_{t-1}, Z_t) \\le \\frac{1}{T}\\sum_{t=1}^T \\phi(\\bar w, Z_t) + \\frac{\\|w_0 - \\bar w\\|^2}{2\\eta T} + \\frac{\\eta}{2} G^2',
  '{{onlineAvg}} \\le {{compTrainAvg}} + {{regretNorm}} + {{regretStep}} = {{rhs6}}',
  '(6) Theorem 14.5, OGD’s regret bound, against the comparator w̄ of Ω the page found (any w of Ω will do); deterministic.',
  (x) => leq(q(x, 'onlineAvg'), q(x, 'rhs6')),
  ['onlineAvg', 'compTrainAvg'],
);
const step7 = step(
  'chernoff',
  '\\frac{1}{T}\\sum_{t=1}^T \\phi(\\bar w, Z_t) \\le \\mathbb{E}_{Z}\\phi(\\bar w, Z) + M\\sqrt{\\frac{\\ln(2/\\delta)}{2T}}',
  '{{compTrainAvg}} \\le {{compTest}} + {{halfConc}} = {{rhs7}}',
  '(7) Chernoff (Hoeffding) for the fixed w̄ and iid losses in [0, M]: with probability ≥ 1 − δ/2.',
  (x) => leq(q(x, 'compTrainAvg'), q(x, 'rhs7')),
  ['compTrainAvg', 'compTest'],
);

function ogdTheorem(which: 'average' | 'random'): Theorem {
  const average = which === 'average';
  const observedName = average ? 'lossAverage' : 'lossRandom';
  const subject = average
    ? '\\mathbb{E}_{Z}\\phi(\\hat w, Z)'
    : '\\mathbb{E}_s\\mathbb{E}_{Z}\\phi(w_s, Z)';
  return {
    id: average ? 'online-to-batch-thm-14-9' : 'online-to-batch-thm-14-9-random',
    title: average
      ? 'Theorem 14.9: OGD’s average iterate, with probability 1 − δ'
      : 'Theorem 14.9’s proof for the random iterate w_s',
    source: average
      ? 'Theorem 14.9 and its proof, inequalities (4)–(7)'
      : 'The proof of Theorem 14.9 without Jensen’s step (4)',
    statementTex: `${subject} ${final} \\text{ w.p. } \\ge 1 - \\delta`,
    quantity: 'loss',
    hypotheses: ogdHypotheses,
    bound: (x) => q(x, 'thm149Bound'),
    observed: (x) => q(x, observedName),
    proof: [
      ...(average
        ? [
            step(
              'jensen',
              '\\mathbb{E}_{Z}\\phi(\\hat w, Z) \\le \\frac{1}{T}\\sum_{t=1}^T \\mathbb{E}_{Z}\\phi(w_{t-1}, Z)',
              '{{lossAverage}} \\le {{lossRandom}}',
              '(4) Jensen: ŵ is the mean of w_0…w_{T−1} and φ(·, z) is convex (on the held-out sample too).',
              (x) => leq(q(x, 'lossAverage'), q(x, 'lossRandom')),
              ['lossAverage', 'lossRandom'],
            ),
          ]
        : []),
      step5,
      step6,
      step7,
      step(
        'conclude',
        `${subject} ${final}`,
        `{{${observedName}}} \\le {{compTest}} + {{regretPart}} + {{conc}} = {{thm149Bound}}`,
        'Chain the lines (a union bound over (5) and (7)); the two M√(ln(2/δ)/(2T)) add up to M√(2 ln(2/δ)/T). The proof gives ηG²/2, which the page uses; the notes’ statement prints ηG/2.',
        (x) => leq(q(x, observedName), q(x, 'thm149Bound')),
        [observedName, 'compTest', 't'],
      ),
    ],
  };
}

export const thm149Theorem = ogdTheorem('average');
export const thm149RandomTheorem = ogdTheorem('random');

export const onlineToBatchTheorems: Theorem[] = [
  prop3Theorem,
  prop4Theorem,
  thm149Theorem,
  thm149RandomTheorem,
];
