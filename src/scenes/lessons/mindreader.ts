import { defineScene } from '../kit/definition';
import { param } from '../kit/params';
import { real } from '../kit/value-schemas';
import type { MindreaderConfig, MindreaderExactState, MindreaderMeta } from '../mindreader';

export const mindreaderScene = defineScene({
  id: 'mindreader',
  title: 'MindReader: can you out-guess Hedge?',
  family: 'experts',
  summary:
    'You are the adversary: press ← or →, and Hedge over pattern experts tries to predict you.',
  theorem: 'Hedge’s regret against the best pattern expert ≤ √(2T ln N), however you play.',
  panels: [
    { id: 'game', label: 'The game' },
    { id: 'race', label: 'The score race' },
    { id: 'regret', label: 'The machine’s regret against its bound' },
    { id: 'patterns', label: 'Which patterns the machine trusts' },
  ],
  // T is the most moves in a game.
  T: { default: 1000, max: 1_000_000 },
  streams: [],
  params: {
    eta: param(real(1e-6, 1000), 0.5),
  },
  engineConfig({ seed, T, params }, { moves }): MindreaderConfig {
    return { lesson: 'mindreader', seed, T, eta: params.eta, moves: [...moves] };
  },
  async engine() {
    const { MindreaderScene } = await import('../mindreader');
    return { create: (config) => new MindreaderScene(config) };
  },
  async state({ meta, trace, t, exact }) {
    const { mindreaderView } = await import('../mindreader-view');
    const m = meta as MindreaderMeta;
    const view = mindreaderView(m, trace, t);
    const state = (await exact(view.t)) as MindreaderExactState;
    return {
      t: view.t,
      score: { machine: view.hits, student: view.escapes },
      learners: [
        {
          id: 'hedge',
          name: 'the machine (Hedge over pattern experts)',
          cumulativeLoss: view.cumLoss,
          weights: state.weights,
        },
      ],
      experts: m.experts.map((e) => e.name),
      comparatorLoss: view.Lstar,
      bounds: [
        {
          id: 'hedge-bound:hedge',
          learner: 'hedge',
          quantity: 'regret',
          observed: view.status.observed,
          value: view.status.applies ? view.status.value : null,
          applies: view.status.applies,
          holds: view.status.applies && view.status.holds,
        },
      ],
    };
  },
});
