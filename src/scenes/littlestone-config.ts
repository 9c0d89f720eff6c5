import type { FiniteLearnerId } from '../learners/finite/registry';
import type { FiniteMove } from '../streams/finite/user-moves';

export const finiteClassKinds = [
  'thresholds',
  'intervals',
  'singletons',
  'all',
  'random',
  'csv',
] as const;
export type FiniteClassKind = (typeof finiteClassKinds)[number];

export const finiteStreamIds = ['tree', 'random', 'noisy', 'bisect', 'user'] as const;
export type FiniteStreamId = (typeof finiteStreamIds)[number];

export const MIN_POINTS = 2;
export const MAX_POINTS = 16;
/** Every labelling of n points is 2ⁿ hypotheses: 1024 at n = 10. */
export const MAX_ALL_POINTS = 10;
export const MAX_HYPOTHESES = 1024;

export interface LittlestoneConfig {
  lesson: 'littlestone';
  stream: FiniteStreamId;
  seed: number;
  T: number;
  cls: FiniteClassKind;
  /** Domain size (2–16; at most 10 for `all`); the file's on `csv`. */
  n: number;
  /** How many random labellings (`random`). */
  m: number;
  /** The probability a label is flipped on the `noisy` stream. */
  noise: number;
  learners: FiniteLearnerId[];
  /** The class read from a CSV file (`cls = csv`), or null. */
  csvClass: { n: number; masks: Uint32Array | number[]; names: string[] | null } | null;
  /** The student's moves (`user`). */
  moves: FiniteMove[];
}
