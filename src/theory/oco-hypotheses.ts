import { KIND_OF_CODE } from './oco-quantities';
import type { Hypothesis, Quantities } from './types';
import { formatNumber } from './types';
import { TOL, ok, q } from './proof-kit';

/*
 * What the online-convex-optimization theorems (oco-ogd.ts, oco-leaders.ts) share: their
 * hypotheses and their slack. u is the comparator of the prefix, u*_t (each
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
export const pts = (x: Quantities, k = 1): number => k * PT * q(x, 'pointScale');
export const f = formatNumber;
/** Below this, a difference is noise whatever the scales (subnormal losses lose all precision). */
const FLOOR = 1e-300;
export const leq = (a: number, b: number, ...scales: number[]): boolean =>
  a <= b + TOL * Math.max(Math.abs(a), Math.abs(b), ...scales.map(Math.abs)) + FLOOR;
/** A regret's own rounding: 10⁻⁹ of the loss sums it is the difference of. */
export const regretSlack = (x: Quantities): number => TOL * q(x, 'lossScale');

const KIND_WORDS: Record<string, string> = {
  linear: 'linear losses ⟨v, w⟩',
  quadratic: 'quadratic losses (λ/2)‖w − z‖²',
  hinge: 'hinge losses max(0, γ − y⟨w, x⟩)',
  squared: 'squared losses (⟨w, x⟩ − y)²',
};
const kindOf = (x: Quantities): string => KIND_OF_CODE[q(x, 'kind')] ?? 'linear';

// Hypotheses.

export const convex: Hypothesis = {
  id: 'convex',
  tex: '\\text{every } f_s \\text{ is convex on } \\Omega = \\{\\|w\\| \\le B\\},\\ B = {{B}}',
  // Linear, quadratic, hinge and squared losses all are.
  check: () => ok,
};

export const lipschitz: Hypothesis = {
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

export const start: Hypothesis = {
  id: 'start',
  tex: 'w_0 = 0',
  // Every learner of the family starts at the centre of the disc.
  check: () => ok,
};

export const comparatorInDisc: Hypothesis = {
  id: 'comparator',
  tex: 'u \\in \\Omega:\\ \\|u\\| = {{uNorm}} \\le B = {{B}}',
  check: (x) =>
    leq(q(x, 'uNorm'), q(x, 'B'))
      ? ok
      : { holds: false, reason: `‖u‖ = ${f(q(x, 'uNorm'))} > B = ${f(q(x, 'B'))}` },
};

export const schedule = (id: string, tex: string): Hypothesis => ({ id, tex, check: () => ok });

export const strongly: Hypothesis = {
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

export const quadraticLosses: Hypothesis = {
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

export const centresInDisc: Hypothesis = {
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

export const leader: Hypothesis = {
  id: 'leader',
  tex: 'w_{s+1} \\in \\arg\\min_{w \\in \\Omega} \\textstyle\\sum_{i \\le s} f_i(w)',
  // FTL plays an exact minimiser (closed forms, or the trust-region solver to rounding).
  check: () => ok,
};

export const regularizer: Hypothesis = {
  id: 'regularizer',
  tex: '\\Psi(w) = \\frac{\\|w\\|^2}{2\\eta} \\text{ is } \\tfrac{1}{\\eta}\\text{-strongly convex},\\ \\eta = {{eta}} > 0',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

export const hasTarget: Hypothesis = {
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

export const targetInDisc: Hypothesis = {
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
