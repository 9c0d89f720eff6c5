import { lazy, type ComponentType } from 'react';
import type { LessonId } from '../../src/scenes/registry';
import type { AppState } from '../store/store';
import PerceptronLesson from './perceptron/PerceptronLesson';

/** What a lesson's page adds to its scene definition: its component, and keys of its own. */
export interface LessonEntry {
  Component: ComponentType;
  /** Keys the lesson takes over (MindReader's arrows are moves, R a new game). */
  keys?: Partial<Record<'step' | 'back' | 'reset', (s: AppState) => void>>;
}

/**
 * Every lesson's page, one line each. The first lesson loads with the page; the others on demand.
 * (Their engines, URL parameters and getState are in src/scenes/registry.ts: the worker reads
 * that one and cannot import React.)
 */
export const lessonEntries: Record<LessonId, LessonEntry> = {
  perceptron: { Component: PerceptronLesson },
  experts: { Component: lazy(() => import('./experts/ExpertsLesson')) },
  mindreader: {
    Component: lazy(() => import('./mindreader/MindreaderLesson')),
    keys: { step: (s) => s.addMove(1), back: (s) => s.addMove(-1), reset: (s) => s.clearMoves() },
  },
  ogd: { Component: lazy(() => import('./ogd/OgdLesson')) },
  'ftl-ftrl': { Component: lazy(() => import('./ftl-ftrl/FtlFtrlLesson')) },
};
