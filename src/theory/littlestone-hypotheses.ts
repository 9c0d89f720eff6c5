import type { Hypothesis, Quantities } from './types';
import { formatNumber } from './types';
import { TOL, ok, q } from './proof-kit';

/*
 * What the littlestone theorems share: their slack, hypotheses and proof steps.
 */
const f = formatNumber;
/** A regret is the difference of two loss sums, each known to about 10⁻⁹ of itself at worst. */
export const regretSlack = (x: Quantities): number =>
  TOL * (Math.abs(q(x, 'loss')) + Math.abs(q(x, 'Lstar')));
export const NOTES = 'Kernels–Littlestone–WM notes';

// Hypotheses.

export const finiteH = (missing: string): Hypothesis => ({
  id: 'finite',
  tex: '|\\mathcal H| < \\infty \\quad (|\\mathcal H| = {{H}})',
  check: (x) =>
    Number.isFinite(q(x, 'H'))
      ? ok
      : { holds: false, reason: `H = thresholds on [0, 1] is infinite: ${missing}` },
});

export const realizable: Hypothesis = {
  id: 'realizable',
  tex: '\\exists h \\in \\mathcal H:\\ h(x_s) = y_s \\text{ for all } s \\le t \\quad (L^*_t = {{Lstar}})',
  check: (x) =>
    q(x, 'realizable') === 1
      ? ok
      : {
          holds: false,
          reason: `no hypothesis in H fits every label since round ${f(q(x, 'brokeAt'))}`,
        },
};

export const finiteLdim: Hypothesis = {
  id: 'finite-ldim',
  tex: '\\mathrm{Ldim}(\\mathcal H) < \\infty \\quad (\\mathrm{Ldim}(\\mathcal H) = {{ldimH}})',
  check: (x) =>
    Number.isFinite(q(x, 'ldimH'))
      ? ok
      : { holds: false, reason: 'Ldim(H) = ∞: thresholds on [0, 1] shatter trees of every depth' },
};

export const deterministic: Hypothesis = {
  id: 'deterministic',
  tex: '\\text{the learner is deterministic}',
  check: (x) =>
    q(x, 'deterministic') === 1
      ? ok
      : {
          holds: false,
          reason:
            'the learner randomises after the label is fixed: the adversary cannot know its prediction',
        },
};

export const adversary = (name: 'tree' | 'bisect'): Hypothesis => ({
  id: `${name}-adversary`,
  tex: `\\text{the ${name} adversary plays against this learner}`,
  check: (x) =>
    q(x, `${name}Target`) === 1
      ? ok
      : {
          holds: false,
          reason:
            q(x, `${name}Stream`) === 1
              ? `the ${name} adversary plays against the first learner listed; this one is not it`
              : `this stream is not the ${name} adversary`,
        },
});

export const etaPositive: Hypothesis = {
  id: 'eta',
  tex: '\\eta > 0 \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0 ? ok : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

export const horizonCoversLdim: Hypothesis = {
  id: 'horizon',
  tex: 'T \\ge \\mathrm{Ldim}(\\mathcal H) \\quad (T = {{T}},\\ \\mathrm{Ldim}(\\mathcal H) = {{ldimH}})',
  check: (x) =>
    q(x, 'T') >= q(x, 'ldimH')
      ? ok
      : {
          holds: false,
          reason: `T = ${f(q(x, 'T'))} < Ldim(H) = ${f(q(x, 'ldimH'))}: the count (eT/L)^L needs T ≥ L`,
        },
};
