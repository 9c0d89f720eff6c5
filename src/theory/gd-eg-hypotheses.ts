import type { Hypothesis, ProofStep, Quantities } from './types';
import { formatNumber } from './types';
import { TOL, leq, ok, q, step } from './proof-kit';

/*
 * What the gd-eg lesson's theorems (gd-eg-regression.ts, gd-eg-classifiers.ts) share: their
 * slack, their hypotheses and the mirror-descent proof's steps.
 */
const f = formatNumber;
export const NOTES = 'Online regression notes (GD, EG, mirror descent)';
const abs = Math.abs;

/** A regret is the difference of two loss sums, each known to about 10⁻⁹ of itself at worst. */
export const regretSlack = (x: Quantities): number => TOL * (abs(q(x, 'loss')) + abs(q(x, 'Lu')));
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

export const etaPositive: Hypothesis = {
  id: 'eta',
  tex: '\\eta > 0 \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

export const convexLoss: Hypothesis = {
  id: 'convex',
  tex: '\\ell(y, \\cdot) \\text{ convex, subdifferentiable}',
  // Squared, absolute and hinge losses all are.
  check: () => ok,
};

export const observed = (normTex: string, slot: string, name: string): Hypothesis => ({
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

export const finiteNorm = (id: string, tex: string, slot: string, name: string): Hypothesis => ({
  id,
  tex,
  check: (x) => {
    const v = q(x, slot);
    return Number.isFinite(v) && v >= 0
      ? ok
      : { holds: false, reason: `${name} = ${f(v)}: the comparator needs a finite norm` };
  },
});

export const onSimplex: Hypothesis = {
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

export const pNorm: Hypothesis = {
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

export const binaryLabels: Hypothesis = {
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

export const separable: Hypothesis = {
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

export const radiusObserved: Hypothesis = {
  id: 'observed',
  tex: 'R_2 = \\max_{s \\le t} \\|x_s\\|_2 = {{R2}}',
  check: (x) =>
    q(x, 'R2') >= 0
      ? ok
      : { holds: false, reason: `R₂ = ${f(q(x, 'R2'))}: a maximum of norms is never negative` },
};

export const booleanX: Hypothesis = {
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

export const disjunction: Hypothesis = {
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

export const convexStep = step(
  'convex',
  `\\mathrm{Regret}_t \\le ${REGRET_LIN}`,
  '{{regret}} \\le {{linSum}}',
  REGRET_WORDS,
  (x) => leq(q(x, 'regret'), q(x, 'linSum') + regretSlack(x) + TOL * abs(q(x, 'linSum'))),
  ['loss', 'Lu', 'linSum'],
);

export const telescopeStep = (what: string): ProofStep =>
  step(
    'telescope',
    `\\eta ${REGRET_LIN} = B(u, w_1) - B(u, w_{t+1}) + \\textstyle\\sum_{s \\le t} B(w_s, w_{s+1})`,
    '{{etaLin}} = {{potStart}} - {{potNow}} + {{stepSum}}',
    `${what} The update makes ∇F(w_s) − ∇F(w_{s+1}) = ηℓ′_s x_s, and for any Bregman divergence B(u, w) − B(u, w′) + B(w, w′) = (∇F(w) − ∇F(w′))·(w − u); summed over the rounds the first two terms telescope. An identity, up to rounding.`,
    (x) => within(q(x, 'etaLin'), q(x, 'telescoped'), identitySlack(x)),
    ['linSum', 'potStart', 'potNow', 'stepSum'],
  );

export const dropStep = step(
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

export const concludeStep = (tex: string, slot: string, because: string): ProofStep =>
  step(
    'conclude',
    `\\mathrm{Regret}_t \\le ${tex}`,
    `{{regret}} \\le {{${slot}}}`,
    because,
    (x) => leq(q(x, 'regret'), q(x, slot) + regretSlack(x)),
    ['loss', 'Lu'],
  );

export const tuneStep = (tex: string, atT: string, tuned: string, eta: string, because: string) =>
  step(
    'tune',
    tex,
    `{{${atT}}} \\ge {{${tuned}}} \\quad (\\eta = {{eta}},\\ \\eta^* = {{${eta}}})`,
    because,
    (x) => leq(q(x, tuned), q(x, atT)),
    ['eta'],
  );

export const hindsightStep = step(
  'hindsight',
  '\\textstyle\\sum_{s \\le t} \\ell(y_s, \\hat y_s) - L^*_t \\le \\mathrm{Regret}_t + \\varepsilon',
  '{{loss}} - L^*_t \\le {{regretVsOpt}} \\quad (\\varepsilon = {{solverGap}})',
  'The regret checked here is against the u on the panel. When u is the best in hindsight from a solver, its loss is certified within ε of the optimum L*: L_u ≤ L* + ε, so the regret against the optimum is at most ε more. When u is the target that generated the stream no gap is certified (the right side is ∞): L* ≤ L_u only says the regret against the optimum is at least Regret_t.',
  (x) => q(x, 'comparator') !== 0 || q(x, 'solverGap') >= 0,
  ['solverGap'],
);
