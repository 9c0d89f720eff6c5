import type { LittlestoneNumbers } from './littlestone';

/** The numbers of a fresh run of the littlestone lesson, which each test changes what it needs of. */
export const base: LittlestoneNumbers = {
  t: 0,
  T: 100,
  H: 16,
  ldimH: 2,
  ldimNow: 2,
  ldimBefore: 2,
  V: 16,
  vcH: 2,
  loss: 0,
  Lstar: 0,
  realizable: 1,
  brokeAt: 0,
  deterministic: 1,
  treeTarget: 0,
  bisectTarget: 0,
  soaMistakes: 0,
  claimDrops: 0,
  eta: 0,
};
