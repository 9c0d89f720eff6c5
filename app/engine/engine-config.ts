import { definitionOf, type SceneConfig } from '../../src/scenes/registry';
import type { AppState } from '../store/store';

/**
 * The engine-relevant part of the app state: what the lesson's definition makes of its
 * parameters and inputs (a CSV, the student's moves). A change in it restarts the run.
 */
export function engineConfig(s: AppState): SceneConfig {
  const { scene } = s;
  return definitionOf(scene.lesson).engineConfig(
    { seed: scene.seed, T: scene.T, params: scene.params },
    { csv: s.csv, moves: s.moves },
  ) as SceneConfig;
}
