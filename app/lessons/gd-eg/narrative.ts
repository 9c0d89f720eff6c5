import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the gd-eg lesson; each checkpoint is a set of URL parameters. */
export const gdEgNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'Each round a point x with n features arrives, each learner predicts ŷ = w·x and pays ℓ(y, ŷ). Gradient descent adds −ηℓ′x to w; exponentiated gradient multiplies each w_i by e^{−ηℓ′x_i} and renormalises. Same gradient, two geometries.',
  },
  {
    kind: 'checkpoint',
    label: 'A thousand features, three that matter',
    hint: 'The target puts 1/3 on three coordinates. GD’s bound is U R₂ Z √T with R₂ = √n: it pays for every irrelevant feature. EG’s is R∞ Z √(2T ln n): it pays ln n. Watch EG’s weights gather on the three marked coordinates while GD’s spread.',
    params: {
      stream: 'sparse',
      n: '1000',
      k: '3',
      learners: 'gd,eg',
      loss: 'absolute',
      T: '500',
      t: '0',
      speed: '50',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Now a dense target',
    hint: 'When every coordinate matters a little, ‖u‖₂ is about 1/√n, and U R₂ is about 1: GD’s bound no longer grows with n, and it is now the smaller of the two (EG keeps its √(2 ln n)).',
    params: { stream: 'dense', n: '1000', learners: 'gd,eg', loss: 'absolute', T: '500', t: '500' },
  },
  {
    kind: 'checkpoint',
    label: 'The perceptron against Winnow on a disjunction',
    hint: 'Three of a thousand boolean features, joined by "or". The perceptron (the conservative additive update) has Novikoff’s bound, which grows with n; Winnow (the conservative multiplicative one) makes at most 2 + 3k(1 + log₂ n) mistakes.',
    params: {
      stream: 'disjunction',
      n: '1000',
      k: '3',
      loss: 'hinge',
      learners: 'perceptron,winnow',
      T: '1000',
      t: '1000',
    },
  },
  {
    kind: 'text',
    text: 'One proof for both: with a potential F, the step is ∇F(w_{t+1}) = ∇F(w_t) − ηℓ′x, and ℓ′(w_t − u)·x = (B(u, w_t) − B(u, w_{t+1}) + B(w_t, w_{t+1}))/η. F = ½‖w‖² gives GD and ½‖u − w‖²; negative entropy gives EG and KL(u‖w). The potential panel shows both falling.',
  },
  {
    kind: 'checkpoint',
    label: 'The sweep: n against ln n',
    hint: 'Press “Run the sweep”: the worker replays this scene at n = 10, 30, …, 10 000. On a log-n axis GD’s regret climbs steeply, EG’s is nearly a straight line (it grows like ln n), and the p-norm algorithm (p = 2 ln n) follows EG.',
    params: {
      stream: 'sparse',
      n: '1000',
      k: '3',
      learners: 'gd,eg,pnorm',
      loss: 'absolute',
      T: '300',
      t: '300',
    },
  },
];
