import { lazy, type ComponentType } from 'react';
import type { LessonId } from '../../src/scenes/registry';
import type { AppState } from '../store/store';
import type { NarrativeItem } from '../ui/Narrative';
import BoostingPicture from './boosting/picture';
import ExpertsPicture from './experts/picture';
import FtlFtrlPicture from './ftl-ftrl/picture';
import GdEgPicture from './gd-eg/picture';
import HedgeContinuousPicture from './hedge-continuous/picture';
import KernelPerceptronPicture from './kernel-perceptron/picture';
import LittlestonePicture from './littlestone/picture';
import MindreaderPicture from './mindreader/picture';
import MulticlassPicture from './multiclass/picture';
import OgdPicture from './ogd/picture';
import OnlineToBatchPicture from './online-to-batch/picture';
import PerceptronLesson from './perceptron/PerceptronLesson';
import PerceptronPicture from './perceptron/picture';

/**
 * What a lesson's page adds to its scene definition: its component, its picture on the contents
 * page (a small decorative SVG in the theme's colours), and keys of its own.
 */
export interface LessonEntry {
  Component: ComponentType;
  /**
   * Imports a lesson page loaded on demand (the one Component renders), once: the page asks for it
   * in a task of its own before its first render (app/main.tsx).
   */
  load?(): Promise<unknown>;
  Picture: ComponentType;
  /** Its narrative, loaded on demand: the clicker steps through its checkpoints. */
  narrative(): Promise<NarrativeItem[]>;
  /** Keys the lesson takes over (MindReader's arrows are moves, R a new game). */
  keys?: Partial<Record<'step' | 'back' | 'reset', (s: AppState) => void>>;
}

/**
 * A lesson page loaded on demand: its component, and its import to start ahead of the render.
 * Both share one import: the module, and the stylesheet Vite adds to the page with it, come once.
 */
function onDemand(
  importPage: () => Promise<{ default: ComponentType }>,
): Pick<LessonEntry, 'Component' | 'load'> {
  let page: Promise<{ default: ComponentType }> | null = null;
  const load = () => (page ??= importPage());
  return { Component: lazy(load), load };
}

/**
 * Every lesson's page, one line each. The first lesson loads with the page; the others on demand.
 * (Their engines, URL parameters and getState are in src/scenes/registry.ts: the worker reads
 * that one and cannot import React.)
 */
export const lessonEntries: Record<LessonId, LessonEntry> = {
  perceptron: {
    Component: PerceptronLesson,
    Picture: PerceptronPicture,
    narrative: async () => (await import('./perceptron/narrative')).perceptronNarrative,
  },
  experts: {
    ...onDemand(() => import('./experts/ExpertsLesson')),
    Picture: ExpertsPicture,
    narrative: async () => (await import('./experts/narrative')).expertsNarrative,
  },
  mindreader: {
    ...onDemand(() => import('./mindreader/MindreaderLesson')),
    Picture: MindreaderPicture,
    narrative: async () => (await import('./mindreader/narrative')).mindreaderNarrative,
    keys: { step: (s) => s.addMove(1), back: (s) => s.addMove(-1), reset: (s) => s.clearMoves() },
  },
  ogd: {
    ...onDemand(() => import('./ogd/OgdLesson')),
    Picture: OgdPicture,
    narrative: async () => (await import('./ogd/narrative')).ogdNarrative,
  },
  'ftl-ftrl': {
    ...onDemand(() => import('./ftl-ftrl/FtlFtrlLesson')),
    Picture: FtlFtrlPicture,
    narrative: async () => (await import('./ftl-ftrl/narrative')).ftlFtrlNarrative,
  },
  'gd-eg': {
    ...onDemand(() => import('./gd-eg/GdEgLesson')),
    Picture: GdEgPicture,
    narrative: async () => (await import('./gd-eg/narrative')).gdEgNarrative,
  },
  littlestone: {
    ...onDemand(() => import('./littlestone/LittlestoneLesson')),
    Picture: LittlestonePicture,
    narrative: async () => (await import('./littlestone/narrative')).littlestoneNarrative,
  },
  multiclass: {
    ...onDemand(() => import('./multiclass/MulticlassLesson')),
    Picture: MulticlassPicture,
    narrative: async () => (await import('./multiclass/narrative')).multiclassNarrative,
  },
  'online-to-batch': {
    ...onDemand(() => import('./online-to-batch/OnlineToBatchLesson')),
    Picture: OnlineToBatchPicture,
    narrative: async () => (await import('./online-to-batch/narrative')).onlineToBatchNarrative,
  },
  'kernel-perceptron': {
    ...onDemand(() => import('./kernel-perceptron/KernelPerceptronLesson')),
    Picture: KernelPerceptronPicture,
    narrative: async () =>
      (await import('./kernel-perceptron/narrative')).kernelPerceptronNarrative,
  },
  boosting: {
    ...onDemand(() => import('./boosting/BoostingLesson')),
    Picture: BoostingPicture,
    narrative: async () => (await import('./boosting/narrative')).boostingNarrative,
  },
  'hedge-continuous': {
    ...onDemand(() => import('./hedge-continuous/HedgeContinuousLesson')),
    Picture: HedgeContinuousPicture,
    narrative: async () => (await import('./hedge-continuous/narrative')).hedgeContinuousNarrative,
  },
};
