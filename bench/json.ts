/**
 * The benchmark's figures, collected across the separate `tsx` processes of `npm run bench`
 * through one JSON file in the temp directory: each stage merges what it measured, and
 * `bench/report.ts` prints the whole as the run's last line. `tsx bench/report.ts --reset`, the
 * script's first command, empties it, so a stage that fails leaves nulls rather than last run's
 * figures.
 */
import type { RepeatedLoads } from './load-repeats';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCHED } from '../e2e/scenes';
import type { FloorFigure } from './machine-floor';
import type { JitterFigure } from './machine-jitter';
import { quantile } from './quantile';

/** The floor page's figures, and its loading over the bench's loads (bench/machine-floor.ts). */
export type FloorLoads = FloorFigure & Partial<RepeatedLoads>;

/** Every engine figure the report expects: one per learner, plus Hedge over 1000 experts. */
export const ENGINE_NAMES = [
  'perceptron',
  'perceptron-random',
  'consistent',
  'halving',
  'wm',
  'mwu',
  'hedge',
  'hedge-d1000',
  'ogd',
  'eg',
  'multiclass',
  'kernel',
  'boosting',
  'hedge-continuous',
] as const;
/** The lessons the browser bench plays (those with a bench scene in e2e/scenes.ts). */
export const LESSONS = BENCHED;

export interface EngineFigure {
  roundsPerSec: number | null;
  bareLoopRoundsPerSec: number | null;
  /** roundsPerSec / bareLoopRoundsPerSec: 1 means the engine costs nothing over the bare loop. */
  ratio: number | null;
}

/**
 * A lesson's figures on one device: its play run's, then its loading over several fresh loads,
 * that run's included (BENCH_LOADS, bench/load-repeats.ts).
 */
export interface BrowserFigure extends Nullable<RepeatedLoads> {
  /** Animation frames per second over the play (or the key presses, for MindReader). */
  fps: number | null;
  /** 0 when no task ≥ 50 ms was observed (the Long Tasks API reports nothing shorter). */
  longestTaskMs: number | null;
  /** How many tasks of 50 ms or more while playing. */
  longTasks: number | null;
  medianFrameMs: number | null;
  p95FrameMs: number | null;
  heapGrowthMB: number | null;
  /** When the first round was drawn, in ms since navigation. */
  firstRoundMs: number | null;
  /** The same two task figures from navigation to the first drawn round. */
  loadLongestTaskMs: number | null;
  loadLongTasks: number | null;
  /** And from the first drawn round to Play (the other panels mounting, the proof typeset). */
  settleLongestTaskMs: number | null;
  settleLongTasks: number | null;
  /** MindReader only: the slowest key press to the frame that shows its answer. */
  keyToPaintMs: number | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

export interface LoadFigure {
  initialJsGzipKB: number | null;
  fcpMs: number | null;
}

/** The littlestone lesson's exact dimensions on one class, in milliseconds of CPU time. */
export interface DimensionFigure {
  /** Ldim(H) and VCdim(H) from scratch (a fresh memo). */
  ldimMs: number | null;
  vcMs: number | null;
  /** Per round of a noisy run (Ldim and VCdim of V_t recomputed every round): median and worst. */
  roundMs: number | null;
  worstRoundMs: number | null;
}

/** The classes the dimension stage measures, named as the report prints them. */
export const CLASS_NAMES = [
  'thresholds-16',
  'intervals-16',
  'singletons-16',
  'all-10',
  'random-64-16',
  'random-1024-16',
] as const;

export interface Results {
  engine: Record<string, EngineFigure>;
  finiteClass: Record<string, DimensionFigure>;
  /** Laptop: 1440×1000, no throttle, 10 s of play. */
  browser: Record<string, BrowserFigure>;
  /** Phone: 390×844 at 4× CPU throttle, 8 s of play. */
  phone: Record<string, BrowserFigure>;
  load: LoadFigure;
  /** The machine's own stretching of a fixed task, per device (bench/machine-jitter.ts). */
  jitter: { browser: JitterFigure | null; phone: JitterFigure | null };
  /**
   * A page that does almost nothing, played as a lesson, per device (bench/machine-floor.ts), and
   * its loading over as many loads as each lesson's (absent from a results file written before).
   */
  floor: { browser: FloorLoads | null; phone: FloorLoads | null };
  /** Why a figure is null or a stage failed; the report prints these before the JSON line. */
  problems: string[];
}

export const RESULTS_PATH =
  process.env.HINDSIGHT_BENCH_RESULTS ||
  join(tmpdir(), `hindsight-bench-${process.getuid?.() ?? 'user'}.json`);

function empty(): Results {
  return {
    engine: {},
    finiteClass: {},
    browser: {},
    phone: {},
    load: { initialJsGzipKB: null, fcpMs: null },
    jitter: { browser: null, phone: null },
    floor: { browser: null, phone: null },
    problems: [],
  };
}

export function readResults(): Results {
  if (!existsSync(RESULTS_PATH)) return empty();
  try {
    const r = JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as Partial<Results>;
    return {
      ...empty(),
      ...r,
      load: { ...empty().load, ...r.load },
      jitter: { ...empty().jitter, ...r.jitter },
      floor: { ...empty().floor, ...r.floor },
    };
  } catch {
    return empty();
  }
}

export function resetResults(): void {
  rmSync(RESULTS_PATH, { force: true });
}

/** Read, change, write (through a rename, so a reader never sees half a file). */
export function recordResults(change: (r: Results) => void): void {
  const r = readResults();
  change(r);
  const tmp = `${RESULTS_PATH}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(r));
  renameSync(tmp, RESULTS_PATH);
}

export function recordEngine(name: string, roundsPerSec: number, bareLoopRoundsPerSec: number) {
  recordResults((r) => {
    r.engine[name] = {
      roundsPerSec: finite(roundsPerSec),
      bareLoopRoundsPerSec: finite(bareLoopRoundsPerSec),
      ratio: finite(roundsPerSec / bareLoopRoundsPerSec),
    };
  });
}

export function recordProblem(message: string): void {
  recordResults((r) => {
    r.problems.push(message);
  });
}

/** NaN and ±Infinity are not JSON: they become null. */
export function finite(x: number | null | undefined): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/** The engine benches' median: the bench's one quantile (quantile.ts) at ½. */
export function median(xs: readonly number[]): number {
  return quantile(xs, 0.5);
}
