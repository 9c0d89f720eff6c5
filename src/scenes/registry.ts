import { ExpertsScene, type ExpertsConfig } from './experts';
import { MindreaderScene, type MindreaderConfig } from './mindreader';
import { PerceptronScene, type PerceptronConfig } from './perceptron';
import type { Scene } from './scene';

/** Every lesson's configuration, discriminated by `lesson`. Later lessons add a case here. */
export type SceneConfig = PerceptronConfig | ExpertsConfig | MindreaderConfig;

export function makeScene(config: SceneConfig): Scene & { meta: unknown } {
  switch (config.lesson) {
    case 'perceptron':
      return new PerceptronScene(config);
    case 'experts':
      return new ExpertsScene(config);
    case 'mindreader':
      return new MindreaderScene(config);
  }
}
