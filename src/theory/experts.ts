import type { Hypothesis, Theorem } from './types';
import { formatNumber } from './types';
import { TOL, leq, q, step } from './proof-kit';

const f = formatNumber;

export { expertsQuantities, expertsQuantityNames, type ExpertsNumbers } from './experts-quantities';

const labelled: Hypothesis = {
  id: 'labelled',
  tex: '\\text{the experts predict labels } h_i(x_t) \\in \\{-1, +1\\}',
  check: (x) =>
    q(x, 'labelled') === 1
      ? { holds: true }
      : { holds: false, reason: 'this stream is a bare loss matrix: no labels to vote on' },
};

const realizable: Hypothesis = {
  id: 'realizable',
  tex: '\\text{some expert has made no mistake:}\\ L^*_t = 0 \\quad (L^*_t = {{Lstar}})',
  check: (x) =>
    q(x, 'Lstar') === 0
      ? { holds: true }
      : {
          holds: false,
          reason: `every expert has erred: the best has L* = ${f(q(x, 'Lstar'))} mistakes, so no expert is perfect`,
        },
};

const epsilonRange: Hypothesis = {
  id: 'epsilon',
  tex: '0 < \\varepsilon \\le \\tfrac12 \\quad (\\varepsilon = {{epsilon}})',
  check: (x) => {
    const e = q(x, 'epsilon');
    return e > 0 && e <= 0.5
      ? { holds: true }
      : { holds: false, reason: `ε = ${f(e)} is outside (0, ½]: the step −ln(1−ε) ≤ ε(1+ε) fails` };
  },
};

const etaPositive: Hypothesis = {
  id: 'eta',
  tex: '\\eta > 0 \\quad (\\eta = {{eta}})',
  check: (x) =>
    q(x, 'eta') > 0
      ? { holds: true }
      : { holds: false, reason: `η = ${f(q(x, 'eta'))} is not positive` },
};

export const consistentBound: Theorem = {
  id: 'consistent-bound',
  title: 'Consistent: at most d − 1 mistakes',
  source: 'Mistake-bounds notes: learning a finite class when one hypothesis is perfect',
  statementTex: 'M_t \\le d - 1',
  quantity: 'mistakes',
  hypotheses: [labelled, realizable],
  bound: (x) => q(x, 'consistentBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'shrink',
      '|C_t| \\le d - M_t',
      '{{W}} \\le {{d}} - {{loss}}',
      'Each mistake is the followed expert’s mistake, and it leaves the consistent set C.',
      (x) => leq(q(x, 'W'), q(x, 'd') - q(x, 'loss')),
      ['loss', 'W'],
    ),
    step(
      'floor',
      '|C_t| \\ge 1',
      '{{W}} \\ge 1',
      'The perfect expert never leaves C.',
      (x) => q(x, 'W') >= 1 - TOL,
      ['W'],
    ),
    step(
      'conclude',
      'M_t \\le d - 1',
      '{{loss}} \\le {{consistentBound}}',
      'Put the two lines together.',
      (x) => leq(q(x, 'loss'), q(x, 'consistentBound')),
      ['loss'],
    ),
  ],
};

export const halvingBound: Theorem = {
  id: 'halving-bound',
  title: 'Halving: at most log₂ d mistakes',
  source: 'Mistake-bounds notes, Follow the Majority; the halving algorithm',
  statementTex: 'M_t \\le \\log_2 d',
  quantity: 'mistakes',
  hypotheses: [labelled, realizable],
  bound: (x) => q(x, 'halvingBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'halve',
      '|C_t| \\le d \\cdot 2^{-M_t}',
      '{{W}} \\le {{d}} \\cdot 2^{-{{loss}}} = {{halvingUpperW}}',
      'On a mistake the majority of C was wrong, and leaves it: C at least halves.',
      (x) => leq(q(x, 'W'), q(x, 'halvingUpperW')),
      ['loss', 'W'],
    ),
    step(
      'floor',
      '|C_t| \\ge 1',
      '{{W}} \\ge 1',
      'The perfect expert is never voted out.',
      (x) => q(x, 'W') >= 1 - TOL,
      ['W'],
    ),
    step(
      'conclude',
      'M_t \\le \\log_2 d',
      '{{loss}} \\le {{halvingBound}}',
      'So 2^M ≤ d; take log₂.',
      (x) => leq(q(x, 'loss'), q(x, 'halvingBound')),
      ['loss'],
    ),
  ],
};

export const wmBound: Theorem = {
  id: 'wm-bound',
  title: 'Weighted Majority (β = ½)',
  source: 'Mistake-bounds notes, the Weighted Majority algorithm',
  statementTex:
    'M_t \\le \\frac{m^*_t + \\log_2 d}{\\log_2 (4/3)} \\approx 2.41\\,(m^*_t + \\log_2 d)',
  quantity: 'mistakes',
  hypotheses: [labelled],
  bound: (x) => q(x, 'wmBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'upper',
      '\\ln W_t \\le \\ln d + M_t \\ln\\tfrac34',
      '{{logW}} \\le {{wmUpperLogW}}',
      'On a mistake at least half the weight was wrong and is halved, so W shrinks by ¾ or more.',
      (x) => leq(q(x, 'logW'), q(x, 'wmUpperLogW')),
      ['logW', 'loss'],
    ),
    step(
      'lower',
      '\\ln W_t \\ge -m^*_t \\ln 2',
      '{{logW}} \\ge {{wmLowerLogW}}',
      'W is at least the best expert’s weight, halved once per mistake of it.',
      (x) => leq(q(x, 'wmLowerLogW'), q(x, 'logW')),
      ['logW', 'Lstar'],
    ),
    step(
      'conclude',
      'M_t \\le \\frac{m^*_t + \\log_2 d}{\\log_2(4/3)}',
      '{{loss}} \\le {{wmBound}}',
      'Combine the two: (4/3)^M ≤ d·2^m*; take log₂.',
      (x) => leq(q(x, 'loss'), q(x, 'wmBound')),
      ['loss', 'Lstar'],
    ),
  ],
};

export const mwuBound: Theorem = {
  id: 'mwu-bound',
  title: 'Multiplicative weights (randomized WM)',
  source: 'Mistake-bounds notes, the Multiplicative Weights Update method',
  statementTex: 'A_t \\le (1+\\varepsilon)\\,L^*_t + \\frac{\\ln d}{\\varepsilon}',
  quantity: 'loss',
  hypotheses: [epsilonRange],
  bound: (x) => q(x, 'mwuBound'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'upper',
      '\\ln W_t \\le \\ln d - \\varepsilon A_t',
      '{{logW}} \\le {{mwuUpperLogW}}',
      'W_t = W_(t−1)·(1 − ε⟨p_t, ℓ_t⟩), and 1 − x ≤ e^(−x).',
      (x) => leq(q(x, 'logW'), q(x, 'mwuUpperLogW')),
      ['logW', 'loss'],
    ),
    step(
      'lower',
      '\\ln W_t \\ge L^*_t \\ln(1-\\varepsilon)',
      '{{logW}} \\ge {{mwuLowerLogW}}',
      'W is at least the best expert’s weight, and 1 − εℓ ≥ (1 − ε)^ℓ for ℓ ∈ [0, 1].',
      (x) => leq(q(x, 'mwuLowerLogW'), q(x, 'logW')),
      ['logW', 'Lstar'],
    ),
    step(
      'conclude',
      'A_t \\le \\tfrac{-\\ln(1-\\varepsilon)}{\\varepsilon} L^*_t + \\tfrac{\\ln d}{\\varepsilon} \\le (1+\\varepsilon) L^*_t + \\tfrac{\\ln d}{\\varepsilon}',
      '{{loss}} \\le {{epsSlack}} + {{lnd}}/{{epsilon}} \\le {{mwuBound}}',
      'Combine; then −ln(1 − ε) ≤ ε(1 + ε) for ε ≤ ½.',
      (x) =>
        leq(q(x, 'loss'), q(x, 'epsSlack') + q(x, 'lnd') / q(x, 'epsilon')) &&
        leq(q(x, 'epsSlack') + q(x, 'lnd') / q(x, 'epsilon'), q(x, 'mwuBound')),
      ['loss', 'Lstar'],
    ),
  ],
};

export const mwuTunedBound: Theorem = {
  id: 'mwu-tuned-bound',
  title: 'Multiplicative weights at ε = √(ln d / T)',
  source: 'Mistake-bounds notes, the tuned MWU bound',
  statementTex: 'A_t \\le L^*_t + 2\\sqrt{T \\ln d}',
  quantity: 'loss',
  hypotheses: [
    epsilonRange,
    {
      id: 'tuned',
      tex: '\\varepsilon = \\sqrt{\\ln d / T} \\quad (\\varepsilon = {{epsilon}},\\ \\sqrt{\\ln d/T} = {{epsTheory}})',
      check: (x) =>
        Math.abs(q(x, 'epsilon') - q(x, 'epsTheory')) <= 1e-9 * q(x, 'epsTheory')
          ? { holds: true }
          : {
              holds: false,
              reason: `ε = ${f(q(x, 'epsilon'))} is not the tuned √(ln d / T) = ${f(q(x, 'epsTheory'))}`,
            },
    },
  ],
  bound: (x) => q(x, 'mwuTuned'),
  observed: (x) => q(x, 'loss'),
  proof: [
    step(
      'general',
      'A_t \\le L^*_t + \\varepsilon L^*_t + \\tfrac{\\ln d}{\\varepsilon}',
      '{{loss}} \\le {{mwuBound}}',
      'The general bound.',
      (x) => leq(q(x, 'loss'), q(x, 'mwuBound')),
      ['loss', 'Lstar'],
    ),
    step(
      'tune',
      '\\varepsilon L^*_t + \\tfrac{\\ln d}{\\varepsilon} \\le \\varepsilon T + \\tfrac{\\ln d}{\\varepsilon} = 2\\sqrt{T\\ln d}',
      '{{mwuBound}} \\le {{mwuTuned}}',
      'L*_t ≤ T, and ε = √(ln d / T) balances the two terms.',
      (x) => leq(q(x, 'mwuBound'), q(x, 'mwuTuned')),
      ['Lstar'],
    ),
  ],
};

export const hedgeBound: Theorem = {
  id: 'hedge-bound',
  title: 'Hedge (exponential weights)',
  source: 'Kernels–Littlestone–WM notes, §4.1 (Theorem 16), with Hoeffding’s lemma for η²/8',
  statementTex:
    'A_t - L^*_t \\le \\frac{\\ln d}{\\eta} + \\frac{\\eta\\, t}{8} \\;\\le\\; \\frac{\\ln d}{\\eta} + \\frac{\\eta T}{8}',
  quantity: 'regret',
  hypotheses: [etaPositive],
  bound: (x) => q(x, 'hedgeBound'),
  observed: (x) => q(x, 'regret'),
  proof: [
    step(
      'upper',
      '\\ln W_t \\le \\ln d - \\eta A_t + \\tfrac{\\eta^2 t}{8}',
      '{{logW}} \\le {{hedgeUpperLogW}}',
      'Each round ln(W_t / W_(t−1)) = ln E_p[e^(−ηℓ)] ≤ −η⟨p, ℓ⟩ + η²/8 (Hoeffding’s lemma, ℓ ∈ [0, 1]).',
      (x) => leq(q(x, 'logW'), q(x, 'hedgeUpperLogW')),
      ['logW', 'loss'],
    ),
    step(
      'lower',
      '\\ln W_t \\ge -\\eta L^*_t',
      '{{logW}} \\ge {{hedgeLowerLogW}}',
      'W is at least the best expert’s weight, e^(−ηL*).',
      (x) => leq(q(x, 'hedgeLowerLogW'), q(x, 'logW')),
      ['logW', 'Lstar'],
    ),
    step(
      'conclude',
      'A_t - L^*_t \\le \\tfrac{\\ln d}{\\eta} + \\tfrac{\\eta t}{8}',
      '{{regret}} \\le {{hedgeBound}}',
      'Combine and divide by η. At η = √(8 ln d / T) the right side at T is √(T ln d / 2); the notes’ η = √(2 ln d / T) gives √(2T ln d).',
      (x) => leq(q(x, 'regret'), q(x, 'hedgeBound')),
      ['loss', 'Lstar'],
    ),
  ],
};

export const deterministicLowerBound: Theorem = {
  id: 'deterministic-lower-bound',
  title: 'No deterministic learner beats regret T/2',
  source: 'Kernels–Littlestone–WM notes, §4: the adversary that always says the opposite',
  statementTex: 'A_t - L^*_t \\ge \\frac{t}{2}',
  quantity: 'regret',
  direction: 'lower',
  hypotheses: [
    {
      id: 'deterministic',
      tex: '\\text{the learner is deterministic}',
      check: (x) =>
        q(x, 'deterministic') === 1
          ? { holds: true }
          : {
              holds: false,
              reason:
                'the learner flips a coin after the adversary commits: it cannot be fooled every round',
            },
    },
    {
      id: 'adversary',
      tex: '\\text{the label is the opposite of its prediction, and } \\pm 1 \\text{ are among the experts}',
      check: (x) =>
        q(x, 'adversary') === 1
          ? { holds: true }
          : {
              holds: false,
              reason: 'only the adversary’s stream forces this, against the first learner it plays',
            },
    },
  ],
  bound: (x) => q(x, 'halfT'),
  observed: (x) => q(x, 'regret'),
  proof: [
    step(
      'fooled',
      'M_t = t',
      '{{loss}} = {{t}}',
      'Every label is the opposite of the learner’s prediction.',
      (x) => q(x, 'loss') === q(x, 't'),
      ['loss'],
    ),
    step(
      'constant',
      'L^*_t \\le t/2',
      '{{Lstar}} \\le {{halfT}}',
      'The constant experts +1 and −1 err on complementary rounds, so one of them errs at most t/2 times.',
      (x) => leq(q(x, 'Lstar'), q(x, 'halfT')),
      ['Lstar'],
    ),
    step(
      'conclude',
      'A_t - L^*_t \\ge t - t/2 = t/2',
      '{{regret}} \\ge {{halfT}}',
      'Subtract.',
      (x) => leq(q(x, 'halfT'), q(x, 'regret')),
      ['loss', 'Lstar'],
    ),
  ],
};

/** The theorems that speak about a learner, the first being the one drawn by default. */
export function expertsTheoremsFor(learnerId: string): Theorem[] {
  switch (learnerId) {
    case 'consistent':
      return [consistentBound, deterministicLowerBound];
    case 'halving':
      return [halvingBound, deterministicLowerBound];
    case 'wm':
      return [wmBound, deterministicLowerBound];
    case 'mwu':
      return [mwuBound, mwuTunedBound];
    case 'hedge':
      return [hedgeBound];
    default:
      return [];
  }
}

export const expertsTheorems: Theorem[] = [
  consistentBound,
  halvingBound,
  wmBound,
  mwuBound,
  mwuTunedBound,
  hedgeBound,
  deterministicLowerBound,
];
