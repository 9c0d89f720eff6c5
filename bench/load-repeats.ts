import { quantile } from './quantile';

/**
 * A lesson's loading, taken over several fresh loads rather than one. On a shared two-core machine
 * at 4× CPU throttle, a lesson's count of tasks of 50 ms or more before its first drawn round moves
 * between loads of one build minutes apart (`ogd`: 2 to 8 in nine loads): one load's count says
 * little of the build. The bench loads each lesson `loads` times on each device (the play run's own
 * load and `loads − 1` more) and reports the counts' median and range.
 */

/** What one load recorded: its tasks of 50 ms or more before the first drawn round (ms each). */
export interface LoadSample {
  longTasks: readonly number[];
  /** When the first round was drawn, ms since navigation; null if it never was. */
  firstRoundAt: number | null;
}

export interface RepeatedLoads {
  loads: number;
  /** Tasks of 50 ms or more before the first drawn round, per load: median, fewest, most. */
  loadLongTasksMedian: number;
  loadLongTasksMin: number;
  loadLongTasksMax: number;
  /** The longest such task of each load (0 for a load with none): their median. */
  loadLongestTaskMedianMs: number;
  /** When the first round was drawn: the median over the loads that drew it, else null. */
  firstRoundMedianMs: number | null;
}

/** How many loads each lesson gets when BENCH_LOADS is unset. */
export const DEFAULT_LOADS = 5;
const MAX_LOADS = 50;

/** The loads per lesson BENCH_LOADS asks for: a whole number from 1 to 50; unset, the default. */
export function loadsWanted(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_LOADS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_LOADS)
    throw new Error(`BENCH_LOADS: "${value}" is not a whole number from 1 to ${MAX_LOADS}`);
  return n;
}

/** The figures over `samples` (at least one). */
export function repeatedLoads(samples: readonly LoadSample[]): RepeatedLoads {
  if (samples.length === 0) throw new Error('no load to summarize');
  const counts = samples.map((s) => s.longTasks.length);
  const longest = samples.map((s) => (s.longTasks.length ? Math.max(...s.longTasks) : 0));
  const drawn = samples.flatMap((s) => (s.firstRoundAt === null ? [] : [s.firstRoundAt]));
  return {
    loads: samples.length,
    loadLongTasksMedian: quantile(counts, 0.5),
    loadLongTasksMin: Math.min(...counts),
    loadLongTasksMax: Math.max(...counts),
    loadLongestTaskMedianMs: quantile(longest, 0.5),
    firstRoundMedianMs: drawn.length ? quantile(drawn, 0.5) : null,
  };
}

/** How a load's end is named: a lesson's first drawn round, or the floor page's first frame. */
export interface LoadEnd {
  /** After "before": "the first drawn round". */
  until: string;
  /** Before "at a median …", and after "no" when no load reached it: "first round drawn". */
  reached: string;
}

export const LESSON_END: LoadEnd = {
  until: 'the first drawn round',
  reached: 'first round drawn',
};

/** The line the report prints under a lesson's own loading line (or the floor's, with its end). */
export function describeRepeatedLoads(r: RepeatedLoads, end: LoadEnd = LESSON_END): string {
  const range =
    r.loadLongTasksMin === r.loadLongTasksMax
      ? `${r.loadLongTasksMin} in every load`
      : `median ${r.loadLongTasksMedian} (${r.loadLongTasksMin}–${r.loadLongTasksMax})`;
  const first =
    r.firstRoundMedianMs === null
      ? `no ${end.reached}`
      : `${end.reached} at a median ${r.firstRoundMedianMs.toFixed(0)} ms`;
  const loads = `${r.loads} load${r.loads === 1 ? '' : 's'} (this one and ${r.loads - 1} more)`;
  return (
    `  over ${loads}: tasks ≥ 50 ms before ${end.until} ${range}, the longest a median ` +
    `${r.loadLongestTaskMedianMs.toFixed(0)} ms; ${first}`
  );
}
