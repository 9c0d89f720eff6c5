import { leq, q, step } from './proof-kit';
import { formatNumber, type Theorem } from './types';

/** The bounds' "does not apply" reason: the round whose weak rule broke the promise. */
function broke(x: Record<string, number>, promise: string): string {
  return `the stump of round ${formatNumber(q(x, 'brokeAt'))} has error ε = ${formatNumber(q(x, 'brokeEps'))}, not ${promise}: the bound does not apply from round ${formatNumber(q(x, 'brokeAt'))} on`;
}

/**
 * Boosting as multiplicative weights (Arora–Hazan–Kale; the notes' "boosting" page): the points
 * are the experts, a point's loss is 1 when the weak rule gets it right, η = γ = ½ − ε. The
 * majority vote of t stumps errs on at most a δₜ fraction of the points, δₜ = (1 − η)^(−t/2)·
 * e^(−ηt(½+γ)) ≤ e^(−tγ²/2), so on fewer than δ once t ≥ 2 ln(1/δ)/γ².
 */
export const mwuBoostBound: Theorem = {
  id: 'boosting-mwu',
  title: 'Boosting by multiplicative weights: the majority vote’s training error',
  source: 'Multiplicative weights and boosting (notes: “Boosting”, T ≥ 2 ln(1/δ)/(½ − ε)²)',
  statementTex:
    '\\begin{aligned} \\operatorname{err}(\\mathrm{MAJ}(h_1, \\dots, h_t)) &\\le (1-\\eta)^{-t/2} e^{-\\eta t (\\frac12 + \\gamma)} \\\\ &\\le e^{-t\\gamma^2/2}, \\quad \\eta = \\gamma = \\tfrac12 - \\varepsilon \\end{aligned}',
  quantity: 'loss',
  hypotheses: [
    {
      id: 'rate',
      tex: '0 < \\varepsilon = {{eps}} < \\tfrac12, \\quad \\eta = \\gamma = {{gamma}}',
      check: (x) => {
        const e = q(x, 'eps');
        return e > 0 && e < 0.5
          ? { holds: true }
          : { holds: false, reason: `ε = ${formatNumber(e)} is not in (0, ½)` };
      },
    },
    {
      id: 'weak',
      tex: '\\varepsilon_s \\le \\varepsilon \\text{ for every } s \\le t \\quad (\\max_s \\varepsilon_s = {{maxEps}})',
      check: (x) =>
        q(x, 'brokeAt') === 0
          ? { holds: true }
          : { holds: false, reason: broke(x, `≤ ε = ${formatNumber(q(x, 'eps'))}`) },
    },
  ],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'err'),
  proof: [
    step(
      'potential',
      '\\ln \\Phi_{t+1} = \\ln n + \\sum_{s \\le t} \\ln(1 - \\eta\\, \\mathrm{acc}_s) \\le \\ln n - \\eta \\sum_{s \\le t} \\mathrm{acc}_s',
      '{{logPhi}} \\le {{logPhiAcc}}',
      'Φ = Σ wᵢ starts at n; a round shrinks the points the stump got right, a share accₛ = 1 − εₛ of Φ, by (1 − η); and 1 − x ≤ e⁻ˣ.',
      (x) => leq(q(x, 'logPhi'), q(x, 'logPhiAcc')),
      ['logPhi', 'sumAcc'],
    ),
    step(
      'weak',
      '\\ln \\Phi_{t+1} \\le \\ln n - \\eta t \\left(\\tfrac12 + \\gamma\\right)',
      '{{logPhiAcc}} \\le {{logPhiCap}}',
      'Each weak rule is right on a share accₛ = 1 − εₛ ≥ 1 − ε = ½ + γ of the weight.',
      (x) => leq(q(x, 'logPhiAcc'), q(x, 'logPhiCap')),
      ['sumAcc', 't'],
    ),
    step(
      'bad',
      'm\\,(1-\\eta)^{t/2} \\le \\Phi_{t+1}, \\quad m = \\#\\{i : y_i F(x_i) \\le 0\\} = {{badCount}}',
      '\\ln m + \\tfrac t2 \\ln(1-\\eta) = {{logBad}} \\le {{logPhi}}',
      'A point the vote gets wrong (or ties) was right in at most t/2 rounds, so its weight is at least (1 − η)^(t/2).',
      (x) => leq(q(x, 'logBad'), q(x, 'logPhi')),
      ['badCount', 'logPhi'],
    ),
    step(
      'conclude',
      '\\frac mn \\le (1-\\eta)^{-t/2} e^{-\\eta t (\\frac12 + \\gamma)} = \\delta_t',
      '{{err}} \\le {{bound}}',
      'The last two lines together, divided by n(1 − η)^(t/2).',
      (x) => leq(q(x, 'err'), q(x, 'bound')),
      ['err', 't'],
    ),
    step(
      'simplify',
      '\\delta_t \\le e^{-t\\gamma^2/2}',
      '{{bound}} \\le {{boundSimple}}',
      'With η = γ ≤ ½: −ln(1 − γ) ≤ γ + γ², so ln δₜ ≤ (t/2)(γ + γ²) − γt(½ + γ) = −tγ²/2.',
      (x) => leq(q(x, 'bound'), q(x, 'boundSimple')),
      ['t'],
    ),
    step(
      'rounds',
      'e^{-t\\gamma^2/2} \\le \\delta \\iff t \\ge \\frac{2 \\ln(1/\\delta)}{\\gamma^2}',
      '\\delta = {{delta}}: \\ t \\ge {{Tneeded}} \\ (\\text{observed edge } {{edgeObs}}: {{TneededObs}})',
      'The notes’ T ≥ 2 ln(1/δ)/(½ − ε)²; with the edge the stumps actually showed, ½ − maxₛ εₛ, in brackets.',
      () => true,
      ['delta'],
    ),
  ],
};

/**
 * AdaBoost's training error (Freund–Schapire): with αₛ = ½ ln((1 − εₛ)/εₛ), the fraction of points
 * sign(Σ αₛhₛ) gets wrong is at most ∏ 2√(εₛ(1 − εₛ)) ≤ exp(−2Σγₛ²), γₛ = ½ − εₛ.
 */
export const adaBoostBound: Theorem = {
  id: 'boosting-adaboost',
  title: 'AdaBoost’s training error (Freund–Schapire)',
  source: 'Freund and Schapire (1997); the notes’ “ADABOOST” page',
  statementTex:
    '\\begin{aligned} \\operatorname{err}\\Big(\\operatorname{sign} \\sum_{s \\le t} \\alpha_s h_s\\Big) &\\le \\prod_{s \\le t} 2\\sqrt{\\varepsilon_s (1 - \\varepsilon_s)} \\\\ &\\le \\exp\\Big(-2 \\sum_{s \\le t} \\gamma_s^2\\Big), \\quad \\gamma_s = \\tfrac12 - \\varepsilon_s \\end{aligned}',
  quantity: 'loss',
  hypotheses: [
    {
      id: 'weak',
      tex: '\\varepsilon_s < \\tfrac12 \\text{ for every } s \\le t \\quad (\\max_s \\varepsilon_s = {{maxEps}})',
      check: (x) =>
        q(x, 'brokeAt') === 0 ? { holds: true } : { holds: false, reason: broke(x, 'below ½') },
    },
  ],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'err'),
  proof: [
    step(
      'unroll',
      'D_{t+1}(i) = \\frac{e^{-y_i F(x_i)}}{n \\prod_{s \\le t} Z_s} \\;\\Rightarrow\\; \\frac1n \\sum_i e^{-y_i F(x_i)} = \\prod_{s \\le t} Z_s',
      '{{meanExp}} = {{prodZ}}',
      'Each round multiplies Dₛ(i) by e^(−αₛyᵢhₛ(xᵢ))/Zₛ, Zₛ the normaliser; F = Σ αₛhₛ; D₊₁ sums to 1.',
      (x) => leq(q(x, 'meanExp'), q(x, 'prodZ')) && leq(q(x, 'prodZ'), q(x, 'meanExp')),
      ['meanExp', 'logZ'],
    ),
    step(
      'surrogate',
      '\\operatorname{err} = \\frac1n \\sum_i [y_i F(x_i) \\le 0] \\le \\frac1n \\sum_i e^{-y_i F(x_i)}',
      '{{err}} \\le {{meanExp}}',
      '[z ≤ 0] ≤ e⁻ᶻ for every z (a tie counted as an error).',
      (x) => leq(q(x, 'err'), q(x, 'meanExp')),
      ['err', 'meanExp'],
    ),
    step(
      'normaliser',
      'Z_s = (1 - \\varepsilon_s) e^{-\\alpha_s} + \\varepsilon_s e^{\\alpha_s} = 2\\sqrt{\\varepsilon_s(1-\\varepsilon_s)}',
      '{{prodZ}} \\le {{bound}}',
      'The weight right is 1 − εₛ, the weight wrong εₛ; α = ½ ln((1 − ε)/ε) minimises Zₛ. A perfect stump (εₛ = 0) gets the page’s ε̃ = 10⁻⁶ instead, and Zₛ ≤ 2√(ε̃(1 − ε̃)) still.',
      (x) => leq(q(x, 'prodZ'), q(x, 'bound')),
      ['logZ', 'logProd'],
    ),
    step(
      'exponential',
      '2\\sqrt{\\varepsilon_s(1-\\varepsilon_s)} = \\sqrt{1 - 4\\gamma_s^2} \\le e^{-2\\gamma_s^2}',
      '{{bound}} \\le {{expBound}}',
      '1 − x ≤ e⁻ˣ with x = 4γₛ², then the square root.',
      (x) => leq(q(x, 'bound'), q(x, 'expBound')),
      ['logProd', 'sumG2'],
    ),
    step(
      'rounds',
      'e^{-2t\\gamma^2} \\le \\delta \\iff t \\ge \\frac{\\ln(1/\\delta)}{2\\gamma^2} \\text{ when every } \\gamma_s \\ge \\gamma',
      '\\delta = {{delta}}: \\ t \\ge {{Tneeded}} \\ (\\text{observed edge } {{edgeObs}}: {{TneededObs}})',
      'With γ = ½ − ε from the promised ε; in brackets with the edge the stumps actually showed.',
      () => true,
      ['delta'],
    ),
  ],
};

export const boostingTheorems: Theorem[] = [mwuBoostBound, adaBoostBound];
export { boostingQuantityNames } from './boosting-quantities';
