import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the online gradient descent lesson; each checkpoint is a set of URL parameters. */
export const ogdNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'The game: each round the learner picks a point w in the disc Ω (radius B). Then a convex loss f_t arrives — here a bowl centred at a random point z_t — and the learner pays f_t(w). The star u* is the best single point in hindsight; the regret is what the learner paid beyond it.',
  },
  {
    kind: 'checkpoint',
    label: 'Take one gradient step',
    hint: 'From w₀ = 0, step against the gradient of the loss just revealed: w̃ = w − η∇f(w). The arrow is that step.',
    params: { stream: 'quadratic', learners: 'ogd', eta: '0.3', T: '300', t: '1', speed: '2' },
  },
  {
    kind: 'checkpoint',
    label: 'Step out of the disc, and project back',
    hint: 'With a large step the point lands outside Ω; the dashed segment takes it back to the nearest point of the disc. Projection never moves a point away from any u in Ω — the proof’s third line.',
    params: { stream: 'linear', learners: 'ogd', eta: '0.6', T: '300', t: '3', speed: '2' },
  },
  {
    kind: 'text',
    text: 'Why it works: the proof follows ‖w_t − u‖², the squared distance to any fixed point u. A step moves it by −2η(f_t(w) − f_t(u)) plus at most η²G²; summing over rounds, the regret is at most ‖u‖²/(2η) + ηtG²/2. The theorem panel shows every line with this round’s numbers.',
  },
  {
    kind: 'checkpoint',
    label: 'A constant step at the theory value: regret O(√T)',
    hint: 'η = B/(G√T) balances the two terms of the bound at T: both grow like √T, so the average regret R_t/t goes to 0. The anytime schedule η/√t does as well without knowing T.',
    params: {
      stream: 'linear',
      learners: 'ogd,ogd-sqrt',
      eta: '0.0316',
      T: '1000',
      t: '1000',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Let the adversary aim at the learner',
    hint: 'Each loss points straight at the point the learner is about to play, so it pays ‖w‖ every round. Even so, regret stays under the bound.',
    params: { stream: 'adversary', learners: 'ogd,ogd-sqrt', eta: '0.0316', T: '1000', t: '1000' },
  },
  {
    kind: 'text',
    text: 'Strong convexity helps: a quadratic (λ/2)‖w − z‖² curves upward at least as much as λ in every direction. With steps η_t = 1/(λt) the distance to u shrinks by a factor (1 − 1/t) each round, and the regret grows only like log t.',
  },
  {
    kind: 'checkpoint',
    label: 'Make the losses strongly convex: log T',
    hint: 'Quadratic losses, constant η against 1/(λt). Turn on the log scale: the 1/(λt) learner’s regret and its bound (1 + ln t)G²/(2λ) become straight lines, and the constant step’s keeps curving up.',
    params: { stream: 'quadratic', learners: 'ogd,ogd-sc', eta: '0.1', T: '5000', t: '5000' },
  },
  {
    kind: 'checkpoint',
    label: 'Steps 1/(λt) on linear losses',
    hint: 'Linear losses are not strongly convex: the 1/(λt) theorem no longer applies, and the panel says why.',
    params: { stream: 'linear', learners: 'ogd-sc,ogd', eta: '0.1', T: '500', t: '500' },
  },
  {
    kind: 'checkpoint',
    label: 'Weight the late rounds more: no log at all',
    hint: 'Steps 2/(λ(t + 1)) bound a weighted regret, with weights growing like t, by 2G²/(λ(t + 3)) — no ln t.',
    params: { stream: 'quadratic', learners: 'ogd-weighted,ogd-sc', T: '2000', t: '2000' },
  },
  {
    kind: 'checkpoint',
    label: 'The perceptron is online gradient descent',
    hint: 'Hinge losses from separable points. A gradient step on a mistake only is exactly the perceptron’s update, and Theorem 14.6 turns its regret bound into Novikoff’s mistake bound.',
    params: {
      stream: 'hinge',
      learners: 'perceptron,ogd',
      B: '10',
      eta: '1',
      gamma: '0.1',
      R: '1',
      T: '300',
      t: '300',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Place the losses yourself',
    hint: 'Click the plane: each click is the next bowl’s centre z_t (or, with linear losses, the direction of v_t). Can you make the learner pay?',
    params: { stream: 'user', learners: 'ogd,ogd-sc', loss: 'quadratic', T: '100', t: '0' },
  },
];
