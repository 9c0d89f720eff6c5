import type { ClassPointColumns } from '../streams/multiclass/point-list';

export const multiclassStreamIds = ['iid', 'noisy', 'adversary', 'user', 'csv'] as const;
export type MulticlassStreamId = (typeof multiclassStreamIds)[number];

export const MIN_CLASSES = 2;
export const MAX_CLASSES = 6;

export interface MulticlassConfig {
  lesson: 'multiclass';
  stream: MulticlassStreamId;
  seed: number;
  T: number;
  /** Classes: the parameter k, or the file's number of classes on `csv`. */
  k: number;
  gamma: number;
  R: number;
  /** Fraction of labels replaced by another class on the `noisy` stream. */
  noise: number;
  /** The student's clicks (`user`) or the file's rows (`csv`); empty otherwise. */
  points: ClassPointColumns;
  /** Class names (the file's on `csv`), or null for "class 1 … k". */
  names: string[] | null;
}

/** The streams whose points come from a w* (and so have one). */
export function hasTarget(stream: MulticlassStreamId): boolean {
  return stream === 'iid' || stream === 'noisy' || stream === 'adversary';
}
