import type { FiniteClass } from '../engine/finite-class';
import {
  allLabellings,
  hypothesisNames,
  intervals,
  randomLabellings,
  singletons,
  thresholds,
} from '../engine/finite-classes';
import { Rng } from '../engine/rng';
import {
  MAX_ALL_POINTS,
  MAX_HYPOTHESES,
  MAX_POINTS,
  MIN_POINTS,
  type LittlestoneConfig,
} from './littlestone-config';

const clampInt = (v: number, lo: number, hi: number): number =>
  Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : lo;

/** The class a configuration asks for, with a note for each change made to it. */
export function buildClass(config: LittlestoneConfig): {
  H: FiniteClass;
  names: string[];
  notes: string[];
} {
  const notes: string[] = [];
  let n = clampInt(config.n, MIN_POINTS, MAX_POINTS);
  switch (config.cls) {
    case 'thresholds':
      return { H: thresholds(n), names: hypothesisNames('thresholds', thresholds(n)), notes };
    case 'intervals':
      return { H: intervals(n), names: hypothesisNames('intervals', intervals(n)), notes };
    case 'singletons':
      return { H: singletons(n), names: hypothesisNames('singletons', singletons(n)), notes };
    case 'all': {
      if (n > MAX_ALL_POINTS) {
        notes.push(
          `every labelling of ${n} points is 2^${n} hypotheses; using n = ${MAX_ALL_POINTS} (1024)`,
        );
        n = MAX_ALL_POINTS;
      }
      const H = allLabellings(n);
      return { H, names: hypothesisNames('all', H), notes };
    }
    case 'random': {
      const m = clampInt(config.m, 1, MAX_HYPOTHESES);
      if (m > 2 ** n)
        notes.push(`there are only ${2 ** n} labellings of ${n} points; using them all`);
      const rng = new Rng(config.seed, 40);
      const H = randomLabellings(n, m, () => rng.next());
      return { H, names: hypothesisNames('random', H), notes };
    }
    case 'csv': {
      const c = config.csvClass;
      if (!c || c.masks.length === 0)
        return { H: { n: 0, masks: new Uint32Array(0) }, names: [], notes };
      const H = { n: c.n, masks: Uint32Array.from(c.masks) };
      return { H, names: c.names ?? hypothesisNames('csv', H), notes };
    }
  }
}
