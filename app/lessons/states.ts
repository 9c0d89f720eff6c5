import { definitionOf } from '../../src/scenes/registry';
import type { EngineHandle } from '../engine/controller';
import type { AppState } from '../store/store';

/** The embed API's getState for the lesson on screen (the engine has caught up with t). */
export async function lessonState(s: AppState, engine: EngineHandle): Promise<unknown> {
  const { lesson, T } = s.scene;
  const meta = engine.meta();
  if (!meta)
    return { lesson, t: 0, T, playing: s.playing, learners: [], comparatorLoss: 0, bounds: [] };
  const { t, ...body } = await definitionOf(lesson).state({
    params: s.scene.params,
    T,
    meta,
    trace: engine.client.trace,
    t: s.t,
    exact: (round) => engine.client.stateAt(round),
  });
  return { lesson, t, T, playing: s.playing, ...body };
}
