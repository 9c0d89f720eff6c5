import type { LinearLoss } from '../engine/linear-game';
import type { LinearLearnerId } from '../learners/linear/registry';
import type { RowsData } from '../streams/linear/rows';

export const gdEgStreamIds = ['sparse', 'dense', 'disjunction', 'csv'] as const;
export type GdEgStreamId = (typeof gdEgStreamIds)[number];

export const MIN_DIM = 2;
export const MAX_DIM = 10_000;
/** The dimensions the sweep runs over. */
export const SWEEP_DIMS = [10, 30, 100, 300, 1000, 3000, 10_000] as const;
/** The sweep's runs are at most this long (its cost is rounds × n × learners). */
export const SWEEP_MAX_T = 2000;

/** A learner's rate: a number, or `tuned` (the theorem's η* from what is known before the run). */
export type Rate = number | 'tuned';

export interface GdEgConfig {
  lesson: 'gd-eg';
  stream: GdEgStreamId;
  seed: number;
  T: number;
  n: number;
  k: number;
  features: 'pm1' | '01';
  noise: number;
  loss: LinearLoss;
  learners: LinearLearnerId[];
  /** GD's, EG's and the p-norm algorithm's η. */
  eta: Rate;
  etaEg: Rate;
  etaP: Rate;
  /** The radius of the ball the comparator of a file's rows lives in (GD, p-norm). */
  U: number;
  rows: RowsData | null;
}
