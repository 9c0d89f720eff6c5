import type { OcoConstants, OcoLossKind } from '../../engine/oco';
import { Ftl } from './ftl';
import { Ftrl } from './ftrl';
import type { OcoLearner } from './learner';
import { Ogd } from './ogd';
import { OgdStronglyConvex } from './ogd-sc';
import { OgdSqrt } from './ogd-sqrt';
import { OgdWeighted } from './ogd-weighted';
import { OcoPerceptron } from './perceptron';

export type { OcoLearner } from './learner';

/** OCO learners, by the ids the URL uses (`learners=`). */
export const ocoLearnerIds = [
  'ogd',
  'ogd-sqrt',
  'ogd-sc',
  'ogd-weighted',
  'ftl',
  'ftrl',
  'perceptron',
] as const;
export type OcoLearnerId = (typeof ocoLearnerIds)[number];

export interface OcoLearnerInfo {
  id: OcoLearnerId;
  name: string;
  /** What its `aux` holds, recorded as the column `L{k}.{aux}`. */
  aux: 'wcum' | 'look' | 'M' | null;
  /** Why it cannot play losses of this kind, or null when it can. */
  cannotPlay(kind: OcoLossKind): string | null;
}

const needsMinimiser = (kind: OcoLossKind): string | null =>
  kind === 'hinge'
    ? 'it plays the exact minimiser of the summed losses every round, and a sum of hinges has no closed-form minimiser (only an O(t) search), so it does not run on the hinge stream'
    : null;

export const ocoLearnerInfo: Record<OcoLearnerId, OcoLearnerInfo> = {
  ogd: { id: 'ogd', name: 'OGD (constant η)', aux: null, cannotPlay: () => null },
  'ogd-sqrt': { id: 'ogd-sqrt', name: 'OGD (η/√t)', aux: null, cannotPlay: () => null },
  'ogd-sc': { id: 'ogd-sc', name: 'OGD (η = 1/(λt))', aux: null, cannotPlay: () => null },
  'ogd-weighted': {
    id: 'ogd-weighted',
    name: 'OGD (η = 2/(λ(t+1)))',
    aux: 'wcum',
    cannotPlay: () => null,
  },
  ftl: { id: 'ftl', name: 'FTL', aux: 'look', cannotPlay: needsMinimiser },
  ftrl: { id: 'ftrl', name: 'FTRL (Ψ = ‖w‖²/2η)', aux: 'look', cannotPlay: needsMinimiser },
  perceptron: {
    id: 'perceptron',
    name: 'Perceptron (OGD on hinges)',
    aux: 'M',
    cannotPlay: (kind) =>
      kind === 'hinge'
        ? null
        : `the perceptron updates on labelled points (x, y) and counts mistakes; this stream's losses are ${kind}, with no labels, so it runs on the hinge stream only`,
  },
};

export function isOcoLearnerId(id: string): id is OcoLearnerId {
  return (ocoLearnerIds as readonly string[]).includes(id);
}

export function makeOcoLearner(
  id: OcoLearnerId,
  c: OcoConstants,
  eta: number,
  kind: OcoLossKind,
): OcoLearner {
  switch (id) {
    case 'ogd':
      return new Ogd(c, eta, kind);
    case 'ogd-sqrt':
      return new OgdSqrt(c, eta, kind);
    case 'ogd-sc':
      return new OgdStronglyConvex(c, eta, kind);
    case 'ogd-weighted':
      return new OgdWeighted(c, eta, kind);
    case 'ftl':
      return new Ftl(c, kind);
    case 'ftrl':
      return new Ftrl(c, kind, eta);
    case 'perceptron':
      return new OcoPerceptron(c, eta, kind);
  }
}

/**
 * η_t of a gradient learner at its t-th update (t ≥ 1): the schedules of ogd*.ts and perceptron.ts,
 * for the view's proof lines; Infinity for the leaders, which take no step.
 */
export function ocoStep(id: OcoLearnerId, t: number, eta: number, lambda: number): number {
  switch (id) {
    case 'ogd':
    case 'perceptron':
      return eta;
    case 'ogd-sqrt':
      return eta / Math.sqrt(t);
    case 'ogd-sc':
      return 1 / (lambda * t);
    case 'ogd-weighted':
      return 2 / (lambda * (t + 1));
    case 'ftl':
    case 'ftrl':
      return Infinity;
  }
}
