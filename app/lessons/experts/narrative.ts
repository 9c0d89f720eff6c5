import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the experts lesson; each checkpoint is a set of URL parameters. */
export const expertsNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'The game: d experts each give a prediction, you must predict too, then the truth is revealed. You cannot tell who is good in advance. The goal is to do almost as well as the best expert in hindsight — the difference is the regret.',
  },
  {
    kind: 'checkpoint',
    label: 'One expert is perfect: watch Halving',
    hint: 'Halving follows the majority of the experts that have never erred. Each of its mistakes throws out at least half of them, so it errs at most log₂ d times.',
    params: { stream: 'realizable', d: '64', learners: 'consistent,halving', T: '200', t: '200' },
  },
  {
    kind: 'text',
    text: 'Nobody is perfect in real life. Weighted Majority keeps everyone but halves the weight of each expert that errs. The weights bars show trust moving towards the good experts; the theorem panel shows the potential W_t trapped between two bounds.',
  },
  {
    kind: 'checkpoint',
    label: 'Experts with different error rates',
    hint: 'Weighted Majority, MWU and Hedge side by side; the regret stays under each dashed bound.',
    params: { stream: 'iid', d: '16', learners: 'wm,mwu,hedge', T: '1000', t: '1000' },
  },
  {
    kind: 'checkpoint',
    label: 'Watch the deterministic learner get fooled every round',
    hint: 'The adversary always says the opposite of Weighted Majority’s prediction. Two experts always say +1 and −1, so one of them is right half the time: the regret grows like T/2, and no deterministic learner can avoid it.',
    params: { stream: 'adversary', d: '8', learners: 'wm,hedge', T: '400', t: '400' },
  },
  {
    kind: 'checkpoint',
    label: 'Now flip a coin',
    hint: 'Put Hedge first: it picks an expert at random after the adversary commits. The adversary can still make it lose half the time — but so does the best expert, so the regret stays O(√T).',
    params: { stream: 'adversary', d: '8', learners: 'hedge,mwu', T: '2000', t: '2000' },
  },
  {
    kind: 'checkpoint',
    label: 'The best expert changes',
    hint: 'On the switching stream the leader changes from time to time: watch how fast the weights follow, and try a larger η.',
    params: {
      stream: 'switching',
      d: '10',
      learners: 'hedge,mwu',
      T: '3000',
      t: '3000',
      eta: '0.3',
    },
  },
  {
    kind: 'text',
    text: 'The learning rate matters: too small and the weights barely move; too large and they chase noise. The “theory value” buttons set η and ε to the tuned values for this T and d.',
  },
];
