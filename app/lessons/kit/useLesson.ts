import type { SceneDefinition } from '../../../src/scenes/kit/definition';
import type { ParamSpecs, ParamValues } from '../../../src/scenes/kit/params';
import { useEngine } from '../../engine/context';
import { useApp } from '../../store/store';
import type { Speed } from '../../store/scene-params';

/**
 * What every lesson reads first: the engine, the scene with its own parameters typed by its
 * definition, the round, and the run's meta, which is null until the engine has loaded a run of
 * this lesson (after a lesson change the worker may still hold the previous lesson's run).
 */
export function useLesson<S extends ParamSpecs>(
  definition: SceneDefinition<S, unknown>,
  options: LessonOptions = {},
) {
  const { round = true } = options;
  const engine = useEngine();
  const scene = useApp((s) => s.scene);
  const t = useApp((s) => (round ? s.t : 0));
  const playing = useApp((s) => s.playing);
  // The rounds computed matter to a view only while they have not reached its round: the rounds
  // computed past it change nothing on screen. While the engine runs ahead of a paused page, every
  // batch re-rendered the whole lesson, and asked the worker again for the exact state at a round
  // whose answer had not changed (54 renders of `littlestone` in 3 s of settling, 9-74 ms each
  // on a phone).
  useApp((s) => (!round || s.computed > s.t ? -1 : s.computed));
  const engineError = useApp((s) => s.engineError);
  const run = useApp((s) => s.run);
  const logScale = useApp((s) => s.logScale);
  const ours = engine.client.lesson === definition.id;
  return {
    engine,
    scene,
    params: scene.params as ParamValues<S>,
    t,
    playing,
    engineError,
    /** The run's number (EngineProgress.run): with the round, the key of a question to the worker. */
    version: run,
    logScale,
    /** The run's meta (the lesson's engine's own type), once a run of this lesson is loaded. */
    meta: ours ? (engine.meta() as unknown) : null,
    trace: ours ? engine.client.trace : null,
    fast: isFast(playing, scene.speed),
    actions: useApp.getState(),
  };
}

export interface LessonOptions {
  /**
   * Whether the lesson renders for every new round and every batch the engine computes (true by
   * default). MindReader's lesson says false: a key press moves the round, and its figures follow
   * the moves on their own clock (useStoreFollowed) instead. `t` is then always 0.
   */
  round?: boolean;
}

/** Playing fast: panels follow a few times a second instead of every frame. */
export function isFast(playing: boolean, speed: Speed): boolean {
  return playing && (speed === 'max' || speed > 30);
}

/**
 * The rounds the engine has computed, for a view that covers the whole computed run rather than
 * the round on display (a plane's extent, so that it does not jump while playing): the lesson
 * then re-renders at every batch of the engine, which useLesson alone does not.
 */
export function useRoundsComputed(): number {
  return useApp((s) => s.computed);
}
