import type { ClassifierId } from '../../src/learners/registry';
import type { ExpertLearnerId } from '../../src/learners/experts/registry';
import type { ExpertsStreamId } from '../../src/scenes/experts';
import type { PerceptronStreamId } from '../../src/scenes/perceptron';
import type { SceneConfig } from '../../src/scenes/registry';
import type { AppState } from '../store/store';

/**
 * The engine-relevant part of the app state, per lesson; a change in it restarts the run. The
 * URL schemas have already checked every id, so the narrowing casts here are safe.
 */
export function engineConfig(s: AppState): SceneConfig | null {
  const { scene } = s;
  switch (scene.lesson) {
    case 'perceptron':
      return {
        lesson: 'perceptron',
        stream: scene.stream as PerceptronStreamId,
        seed: scene.seed,
        T: scene.T,
        gamma: scene.gamma,
        R: scene.R,
        noise: scene.noise,
        learners: scene.learners as ClassifierId[],
        wstar: scene.wstar,
        points:
          scene.stream === 'csv'
            ? (s.csv?.points ?? [])
            : scene.stream === 'user'
              ? scene.points
              : [],
      };
    case 'experts':
      return {
        lesson: 'experts',
        stream: scene.stream as ExpertsStreamId,
        seed: scene.seed,
        T: scene.T,
        d: scene.stream === 'csv' && s.csv?.matrix ? s.csv.matrix.d : scene.d,
        learners: scene.learners as ExpertLearnerId[],
        epsilon: scene.epsilon,
        eta: scene.eta,
        matrix: scene.stream === 'csv' && s.csv?.matrix ? s.csv.matrix : null,
      };
    case 'mindreader':
      return {
        lesson: 'mindreader',
        seed: scene.seed,
        T: scene.T,
        eta: scene.eta,
        moves: s.moves,
      };
  }
}
