import type { PointColumns } from '../data/csv';
import type { BoostingLearnerId } from '../learners/boosting/booster';
import type { BoostingShape } from '../streams/boosting/training-set';

export const boostingStreamIds = ['circles', 'xor', 'moons', 'stripes', 'csv'] as const;
export type BoostingStreamId = BoostingShape | 'csv';

export const MIN_POINTS = 20;
export const MAX_POINTS = 5000;
export const MAX_ROUNDS = 2000;

export interface BoostingConfig {
  lesson: 'boosting';
  stream: BoostingStreamId;
  seed: number;
  T: number;
  /** Training-set size (a file gives its first n rows). */
  n: number;
  /** Each label flipped with this probability. */
  noise: number;
  learners: BoostingLearnerId[];
  /** The weak learner's promised error ε (MWU boosting's η = ½ − ε). */
  eps: number;
  /** The file's points (`csv`); empty otherwise. */
  points: PointColumns | null;
}

/** A learner's column, e.g. `adaboost.eps`. */
export const col = (learner: BoostingLearnerId, name: string): string => `${learner}.${name}`;
