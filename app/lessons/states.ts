import type { ExpertsExactState, ExpertsMeta, ExpertsStreamId } from '../../src/scenes/experts';
import { expertsView } from '../../src/scenes/experts-view';
import type { MindreaderExactState, MindreaderMeta } from '../../src/scenes/mindreader';
import { mindreaderView } from '../../src/scenes/mindreader-view';
import type { PerceptronExactState, PerceptronMeta } from '../../src/scenes/perceptron';
import { perceptronView } from '../../src/scenes/perceptron-view';
import type { EngineHandle } from '../engine/controller';
import type { AppState } from '../store/store';
import { expertsState } from './experts/state';
import { perceptronState } from './perceptron/state';

/** The embed API's getState for the lesson on screen (the engine has caught up with t). */
export async function lessonState(s: AppState, engine: EngineHandle): Promise<unknown> {
  const meta = engine.meta();
  const trace = engine.client.trace;
  const empty = {
    lesson: s.scene.lesson,
    t: 0,
    T: s.scene.T,
    playing: s.playing,
    learners: [],
    comparatorLoss: 0,
    bounds: [],
  };
  if (!meta) return empty;
  switch (s.scene.lesson) {
    case 'perceptron': {
      const view = perceptronView(s.scene, meta as unknown as PerceptronMeta, trace, s.t);
      const state = perceptronState(view, s.scene.T, s.playing);
      if (view.comparatorLoss === null) {
        const exact = (await engine.client.stateAt(view.t)) as PerceptronExactState;
        state.comparatorLoss = exact.comparatorLoss;
      }
      return state;
    }
    case 'experts': {
      const m = meta as unknown as ExpertsMeta;
      const view = expertsView({ stream: s.scene.stream as ExpertsStreamId }, m, trace, s.t);
      const exact = (await engine.client.stateAt(view.t)) as ExpertsExactState;
      return expertsState(view, exact, s.scene.T, s.playing);
    }
    case 'mindreader': {
      const m = meta as unknown as MindreaderMeta;
      const view = mindreaderView(m, trace, s.t);
      const exact = (await engine.client.stateAt(view.t)) as MindreaderExactState;
      return {
        lesson: 'mindreader',
        t: view.t,
        T: s.scene.T,
        playing: s.playing,
        score: { machine: view.hits, student: view.escapes },
        learners: [
          {
            id: 'hedge',
            name: 'the machine (Hedge over pattern experts)',
            cumulativeLoss: view.cumLoss,
            weights: exact.weights,
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
    }
  }
}
