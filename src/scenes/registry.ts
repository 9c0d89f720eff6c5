import type { AnySceneDefinition } from './kit/definition';
import { boostingScene } from './lessons/boosting';
import { expertsScene } from './lessons/experts';
import { ftlFtrlScene } from './lessons/ftl-ftrl';
import { gdEgScene } from './lessons/gd-eg';
import { hedgeContinuousScene } from './lessons/hedge-continuous';
import { kernelPerceptronScene } from './lessons/kernel-perceptron';
import { littlestoneScene } from './lessons/littlestone';
import { mindreaderScene } from './lessons/mindreader';
import { multiclassScene } from './lessons/multiclass';
import { ogdScene } from './lessons/ogd';
import { onlineToBatchScene } from './lessons/online-to-batch';
import { perceptronScene } from './lessons/perceptron';

/**
 * Every lesson, one line each, in the order of the lesson map. The URL schema, the worker, the
 * embed API and the header read them from here; nothing else names a lesson.
 */
export const sceneDefinitions = {
  perceptron: perceptronScene,
  experts: expertsScene,
  mindreader: mindreaderScene,
  ogd: ogdScene,
  'ftl-ftrl': ftlFtrlScene,
  'gd-eg': gdEgScene,
  littlestone: littlestoneScene,
  multiclass: multiclassScene,
  'online-to-batch': onlineToBatchScene,
  'kernel-perceptron': kernelPerceptronScene,
  boosting: boostingScene,
  'hedge-continuous': hedgeContinuousScene,
} satisfies Record<string, AnySceneDefinition>;

export type LessonId = keyof typeof sceneDefinitions;

export const lessonIds = Object.keys(sceneDefinitions) as LessonId[];

export function isLessonId(id: string): id is LessonId {
  return Object.hasOwn(sceneDefinitions, id);
}

export function definitionOf(id: LessonId): AnySceneDefinition {
  return sceneDefinitions[id] as AnySceneDefinition;
}

/** A lesson's engine configuration: what its definition's engineConfig gives. */
export type SceneConfig = {
  [K in LessonId]: ReturnType<(typeof sceneDefinitions)[K]['engineConfig']>;
}[LessonId];

/** Builds a lesson's engine (in the worker, or in Node for tests and the bench). */
export async function makeScene(config: SceneConfig): Promise<import('./scene').Scene> {
  const factory = await definitionOf(config.lesson).engine();
  return factory.create(config);
}
