import { lazy } from 'react';
import type { LessonId } from '../store/scene-params';
import { PerceptronLesson } from './perceptron/PerceptronLesson';

/** Lesson titles and components; lessons other than the first are loaded on demand. */
export const lessonTitles: Record<LessonId, string> = {
  perceptron: 'The perceptron’s mistake bound',
  experts: 'Prediction with expert advice',
  mindreader: 'MindReader: can you out-guess Hedge?',
};

export const lessonComponents = {
  perceptron: PerceptronLesson,
  experts: lazy(() =>
    import('./experts/ExpertsLesson').then((m) => ({ default: m.ExpertsLesson })),
  ),
  mindreader: lazy(() =>
    import('./mindreader/MindreaderLesson').then((m) => ({ default: m.MindreaderLesson })),
  ),
} satisfies Record<LessonId, unknown>;
