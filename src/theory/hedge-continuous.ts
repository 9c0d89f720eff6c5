import { leq, ok, q, step } from './proof-kit';
import { formatNumber, type Hypothesis, type Quantities, type Theorem } from './types';

/** sup − inf ≤ M every round so far: checked on the actual losses (a file can break it). */
const rangeHypothesis: Hypothesis = {
  id: 'range',
  tex: '\\sup_w \\ell_s(w) - \\inf_w \\ell_s(w) \\le M = {{M}} \\text{ for all } s \\le t \\quad (\\max = {{rangeMax}})',
  check: (x) =>
    q(x, 'breakRound') === 0 && leq(q(x, 'rangeMax'), q(x, 'M'))
      ? ok
      : {
          holds: false,
          reason: `does not apply from round ${formatNumber(q(x, 'breakRound'))}: a loss there has sup − inf > M = ${formatNumber(q(x, 'M'))} (largest so far ${formatNumber(q(x, 'rangeMax'))})`,
        },
};

/** Rounding in the regret: sums of t expected losses over N cells each. */
const slack = (x: Quantities): number =>
  1e-10 * (Math.abs(q(x, 'cumExp')) + Math.abs(q(x, 'Lmin')) + Math.abs(q(x, 'ZoverEta')) + 1);

const hoeffdingStep = step(
  'hoeffding',
  '\\begin{aligned} Z_{t-1} - Z_t &= \\ln \\mathbb{E}_{p_{t-1}} e^{-\\eta \\ell_t} \\\\ &\\le -\\eta\\, \\mathbb{E}_{p_{t-1}} \\ell_t + \\tfrac{\\eta^2 M^2}{8} \\end{aligned}',
  '\\begin{aligned} {{lastStep}} &\\le {{lastHoeff}} \\quad (\\text{slack } {{lastSlack}}) \\\\ \\min_{s \\le t} \\text{slack} &= {{minSlack}} \\ge 0 \\end{aligned}',
  'Hoeffding’s lemma: a variable with values in an interval of length M has ln E e^{−ηX} ≤ −ηE X + η²M²/8. X = ℓ_t(w), w ~ p_{t−1}.',
  (x) => leq(0, q(x, 'minSlack')),
  ['lastStep', 'lastExp', 'minSlack'],
);

const sumStep = step(
  'sum',
  '\\sum_{s \\le t} \\mathbb{E}_{p_{s-1}} \\ell_s \\le \\frac{Z_t}{\\eta} + \\frac{\\eta t M^2}{8}',
  '{{cumExp}} \\le {{ZoverEta}} + {{hoeffTotal}} = {{sumBound}}',
  'Sum the steps over s ≤ t: the left sides telescope to Z₀ − Z_t = −Z_t (Z₀ = 0, p₀ is normalized); divide by η.',
  (x) => leq(q(x, 'cumExp'), q(x, 'sumBound') + slack(x)),
  ['cumExp', 'Z'],
);

const gibbsStep = step(
  'gibbs',
  '\\frac{Z_t}{\\eta} = \\min_{p} \\Big[ \\mathbb{E}_p L_t + \\frac{\\mathrm{KL}(p \\| p_0)}{\\eta} \\Big] = \\mathbb{E}_{p_t} L_t + \\frac{\\mathrm{KL}(p_t \\| p_0)}{\\eta}',
  '{{ZoverEta}} = {{EpL}} + {{KLoverEta}} = {{gibbsValue}} \\le \\mathbb{E}_{p_0} L_t = {{EpriorL}}',
  'Proposition 15 with U = ηL_t: the minimum is attained at the Gibbs density p_t ∝ p₀e^{−ηL_t}. The right-hand numbers are summed from p_t directly; any other p (p₀ itself, a point mass) gives more.',
  (x) =>
    Math.abs(q(x, 'gibbsValue') - q(x, 'ZoverEta')) <=
      1e-7 * Math.max(1, Math.abs(q(x, 'ZoverEta'))) && leq(q(x, 'ZoverEta'), q(x, 'EpriorL')),
  ['Z', 'EpL', 'KL'],
);

/**
 * Theorem 14.15 with the infimum over p computed exactly (Proposition 15): on the grid's finite
 * Ω, Σ E_{p_{s−1}} ℓ_s ≤ Z_t/η + ηtM²/8, written as regret against the best cell.
 */
export const hedgeContinuousBound: Theorem = {
  id: 'hedge-continuous-gibbs',
  title: 'Hedge on a continuum (Theorem 14.15, the infimum by Proposition 15)',
  source: 'Theorem 14.15 and Proposition 15 (Prop 7.16), Lecture 14, Algorithm 4',
  statementTex:
    '\\begin{aligned} \\sum_{s \\le t} \\mathbb{E}_{p_{s-1}} \\ell_s &\\le \\inf_p \\Big[ \\mathbb{E}_p L_t + \\frac{\\mathrm{KL}(p \\| p_0)}{\\eta} \\Big] + \\frac{\\eta t M^2}{8} \\\\ &= -\\frac{1}{\\eta} \\ln \\mathbb{E}_{p_0} e^{-\\eta L_t} + \\frac{\\eta t M^2}{8} \\end{aligned}',
  quantity: 'regret',
  hypotheses: [rangeHypothesis],
  bound: (x) => q(x, 'boundA'),
  observed: (x) => q(x, 'regret'),
  slack,
  proof: [
    step(
      'partition',
      'Z_t = -\\ln \\mathbb{E}_{p_0} e^{-\\eta L_t}, \\quad Z_0 = 0',
      'Z_{ {{t}} } = {{Z}}',
      'The log-partition function, summed over the grid’s cells in the log domain (log-sum-exp), so e^{−ηL} never underflows.',
      (x) => Number.isFinite(q(x, 'Z')),
      ['Z'],
    ),
    hoeffdingStep,
    sumStep,
    gibbsStep,
    step(
      'regret',
      '\\sum_{s \\le t} \\mathbb{E} \\ell_s - \\min_w L_t(w) \\le \\frac{Z_t}{\\eta} + \\frac{\\eta t M^2}{8} - \\min_w L_t(w)',
      '{{regret}} \\le {{boundA}}',
      'Subtract the best cell’s cumulative loss from both sides: the regret against the best w in hindsight.',
      (x) => leq(q(x, 'regret'), q(x, 'boundA') + slack(x)),
      ['cumExp', 'Lmin', 'Z'],
    ),
  ],
};

/** The same theorem with p a point mass: KL(δ_w‖p₀) = ln(1/p₀(w)). */
export const hedgeContinuousPointMass: Theorem = {
  id: 'hedge-continuous-point-mass',
  title: 'Hedge on a continuum, p a point mass',
  source: 'Theorem 14.15, the example after it (Lecture 14)',
  statementTex:
    '\\sum_{s \\le t} \\mathbb{E}_{p_{s-1}} \\ell_s \\le \\min_w \\Big[ L_t(w) + \\frac{\\ln(1/p_0(w))}{\\eta} \\Big] + \\frac{\\eta t M^2}{8}',
  quantity: 'regret',
  hypotheses: [rangeHypothesis],
  bound: (x) => q(x, 'boundB'),
  observed: (x) => q(x, 'regret'),
  slack,
  proof: [
    hoeffdingStep,
    sumStep,
    step(
      'point',
      '\\frac{Z_t}{\\eta} \\le L_t(w) + \\frac{\\mathrm{KL}(\\delta_w \\| p_0)}{\\eta} = L_t(w) + \\frac{\\ln(1/p_0(w))}{\\eta}',
      '{{ZoverEta}} \\le {{pointMass}}',
      'Proposition 15’s minimum is at most its value at p = δ_w, for every cell w with p₀(w) > 0.',
      (x) => leq(q(x, 'ZoverEta'), q(x, 'pointMass')),
      ['Z', 'pointMass'],
    ),
    step(
      'regret',
      '\\text{regret}_t \\le \\min_w \\Big[ L_t(w) + \\frac{\\ln(1/p_0(w))}{\\eta} \\Big] + \\frac{\\eta t M^2}{8} - \\min_w L_t(w)',
      '{{regret}} \\le {{boundB}}',
      'The two lines together, less the best cell’s loss.',
      (x) => leq(q(x, 'regret'), q(x, 'boundB') + slack(x)),
      ['cumExp', 'Lmin', 'pointMass'],
    ),
  ],
};

/** The finite example: N cells, p₀ = 1/N, η = √(8 ln N/(TM²)) — the experts lesson's Hedge. */
export const hedgeContinuousFinite: Theorem = {
  id: 'hedge-continuous-finite',
  title: 'The finite case: N cells, a uniform prior, the tuned η',
  source: 'Theorem 14.15, the example with |Ω| = N (Lecture 14)',
  statementTex:
    '\\begin{aligned} \\text{regret}_t &\\le \\frac{\\ln N}{\\eta} + \\frac{\\eta t M^2}{8} = M \\sqrt{\\tfrac{\\ln N}{8}} \\Big( \\sqrt{T} + \\frac{t}{\\sqrt{T}} \\Big) \\\\ \\text{regret}_T &\\le M \\sqrt{T \\ln N / 2} \\end{aligned}',
  quantity: 'regret',
  hypotheses: [
    rangeHypothesis,
    {
      id: 'uniform',
      tex: 'p_0(w) = 1/N \\text{ on the } N = {{N}} \\text{ cells}',
      check: (x) =>
        q(x, 'uniform') === 1
          ? ok
          : { holds: false, reason: 'the prior is not uniform on the grid (prior=uniform)' },
    },
    {
      id: 'tuned',
      tex: '\\eta = \\sqrt{8 \\ln N / (T M^2)} = {{etaTuned}} \\quad (\\eta = {{eta}})',
      check: (x) =>
        q(x, 'tuned') === 1
          ? ok
          : {
              holds: false,
              reason: `η = ${formatNumber(q(x, 'eta'))} is not √(8 ln N/(TM²)) = ${formatNumber(q(x, 'etaTuned'))} (eta=tuned)`,
            },
    },
  ],
  bound: (x) => q(x, 'finiteBound'),
  observed: (x) => q(x, 'regret'),
  slack,
  proof: [
    step(
      'point',
      '\\text{regret}_t \\le \\frac{\\ln N}{\\eta} + \\frac{\\eta t M^2}{8}',
      '{{regret}} \\le {{boundB}}',
      'The point-mass form with ln(1/p₀(w)) = ln N for every w.',
      (x) => leq(q(x, 'regret'), q(x, 'boundB') + slack(x)),
      ['cumExp', 'Lmin'],
    ),
    step(
      'tuned',
      '\\eta = \\sqrt{\\tfrac{8 \\ln N}{T M^2}}: \\ \\frac{\\ln N}{\\eta} + \\frac{\\eta t M^2}{8} = M \\sqrt{\\tfrac{\\ln N}{8}} \\Big( \\sqrt{T} + \\frac{t}{\\sqrt{T}} \\Big)',
      '{{boundB}} = {{finiteBound}} \\le {{finiteFinal}}',
      'Substitute η; at t = T the two terms are equal and add to M√(T ln N/2), the experts lesson’s Hedge bound with d = N.',
      (x) =>
        Math.abs(q(x, 'boundB') - q(x, 'finiteBound')) <=
          1e-7 * Math.max(1, Math.abs(q(x, 'finiteBound'))) &&
        leq(q(x, 'finiteBound'), q(x, 'finiteFinal')),
      ['Lmin', 'pointMass'],
    ),
  ],
};

export const hedgeContinuousTheorems: Theorem[] = [
  hedgeContinuousBound,
  hedgeContinuousPointMass,
  hedgeContinuousFinite,
];
export { hedgeContinuousQuantityNames } from './hedge-continuous-quantities';
