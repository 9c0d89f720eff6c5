import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the Follow-the-Leader lesson; each checkpoint is a set of URL parameters. */
export const ftlFtrlNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'Follow the Leader is the greediest learner there is: each round it plays the point that would have been best on all the losses so far — the lowest point of the contour map of Σ f_s. What could go wrong?',
  },
  {
    kind: 'checkpoint',
    label: 'Watch FTL flip',
    hint: 'Linear losses along the first axis: −½, then +1, −1, +1, … The sum so far keeps changing sign, so the leader jumps from one end of the disc to the other every round, and always lands where the next loss hurts most.',
    params: {
      stream: 'alternating',
      learners: 'ftl',
      T: '20',
      t: '0',
      autoplay: '1',
      speed: '2',
    },
  },
  {
    kind: 'checkpoint',
    label: 'FTL loses B every round',
    hint: 'After the first round FTL pays B each round, while the best fixed point pays −B/2 in all: its regret is (T − ½)B, linear in T. Its average regret never goes to 0.',
    params: { stream: 'alternating', learners: 'ftl', T: '200', t: '200' },
  },
  {
    kind: 'text',
    text: 'Lemma 21 says why: FTL’s regret is at most Σ f_t(w_t) − f_t(w_{t+1}), what it would save by knowing the next leader one round early. When the leader is stable that sum is small; here it is 2B every round.',
  },
  {
    kind: 'checkpoint',
    label: 'Add a regularizer',
    hint: 'FTRL adds ‖w‖²/(2η) to the sum it minimises. The leader can no longer jump to the edge: it moves by at most η‖v_t‖ a round, and its regret is at most ‖u‖²/(2η) + ηΣ‖v_t‖², O(√T) for the tuned η.',
    params: { stream: 'alternating', learners: 'ftl,ftrl', eta: '0.1', T: '200', t: '200' },
  },
  {
    kind: 'checkpoint',
    label: 'FTRL and gradient descent side by side',
    hint: 'On linear losses FTRL with ‖w‖²/(2η) plays the projection of −ηΣv: gradient descent that remembers every step. Random directions, the same η.',
    params: { stream: 'linear', learners: 'ftrl,ogd', eta: '0.0316', T: '1000', t: '1000' },
  },
  {
    kind: 'text',
    text: 'On quadratic losses the leader is the mean of the centres so far: adding one more centre moves it by about 1/t. That is stability, and Lemma 22 turns it into regret at most 4λB²(1 + ln T).',
  },
  {
    kind: 'checkpoint',
    label: 'FTL works on quadratics: log T',
    hint: 'Quadratic losses with random centres. FTL’s regret stays under 4λB²(1 + ln t); with the log scale on it grows like a straight line.',
    params: { stream: 'quadratic', learners: 'ftl,ftrl', eta: '0.1', T: '2000', t: '2000' },
  },
  {
    kind: 'checkpoint',
    label: 'Be the adversary',
    hint: 'Click the plane to choose each linear loss’s direction v_t. Alternate it, and FTL flips with you; FTRL does not.',
    params: { stream: 'user', learners: 'ftl,ftrl', loss: 'linear', T: '60', t: '0' },
  },
];
