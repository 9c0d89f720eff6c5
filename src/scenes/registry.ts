import { PerceptronScene, type PerceptronConfig } from './perceptron';
import type { Scene } from './scene';

/** Every lesson's configuration, discriminated by `lesson`. Later lessons add a case here. */
export type SceneConfig = PerceptronConfig;

export function makeScene(config: SceneConfig): Scene & { meta: unknown } {
  switch (config.lesson) {
    case 'perceptron':
      return new PerceptronScene(config);
  }
}
