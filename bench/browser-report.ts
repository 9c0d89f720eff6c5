import type { LessonId } from '../src/scenes/registry';
import { finite, type BrowserFigure } from './json';
import type { HeapReading, PageStats } from './page-probe';
import type { RepeatedLoads } from './load-repeats';
import { quantile } from './quantile';

/* The browser bench's figures from what a page recorded, and its readable lines. */

export type Lesson = LessonId;
export const MB = 1024 * 1024;

export interface RunReport {
  lesson: Lesson;
  /** The round the run aims for. */
  T: number;
  /** Rounds played (moves made, for MindReader) at the end of the measurement. */
  round: number;
  seconds: number;
  longTasks: number[];
  excludedTasks: number;
  loadLongTasks: number[];
  settleLongTasks: number[];
  firstRoundAt: number | null;
  frames: number[];
  slowFrames: PageStats['slowFrames'];
  loadFrames: PageStats['loadFrames'];
  heapFrom: HeapReading | null;
  heapTo: HeapReading | null;
  /** Why the heap figure covers less than asked (10⁵ → 10⁶ rounds), if it does. */
  heapNote: string | null;
  presses: number;
  errors: string[];
  device: 'laptop' | 'phone';
  /** MindReader: per answered key press, from the press to the frame that shows the answer. */
  keyToPaint: number[];
}

export function summarize(
  lesson: Lesson,
  s: PageStats,
  r: Pick<
    RunReport,
    'T' | 'round' | 'seconds' | 'heapFrom' | 'heapTo' | 'heapNote' | 'presses' | 'device'
  > & {
    errors: string[];
  },
): RunReport {
  const overlapsGc = (a: number, b: number): boolean =>
    s.gcWindows.some(([g0, g1]) => a < g1 && b > g0);
  const kept = s.longTasks.filter(([t, d]) => !overlapsGc(t, t + d));
  const frames: number[] = [];
  for (let i = 1; i < s.frames.length; i++) {
    const a = s.frames[i - 1] as number;
    const b = s.frames[i] as number;
    if (!overlapsGc(a, b)) frames.push(b - a);
  }
  return {
    lesson,
    ...r,
    longTasks: kept.map(([, d]) => d),
    excludedTasks: s.longTasks.length - kept.length,
    loadLongTasks: s.loadLongTasks.map(([, d]) => d),
    settleLongTasks: s.settleLongTasks.map(([, d]) => d),
    firstRoundAt: s.firstRoundAt,
    frames,
    keyToPaint: s.keyToPaint,
    slowFrames: s.slowFrames.filter((f) => !overlapsGc(f.start, f.start + f.duration)),
    loadFrames: s.loadFrames,
  };
}

const mb = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`;

/** A run's own figures: all but those of the repeated loads (load-repeats.ts). */
export type RunFigure = Omit<BrowserFigure, keyof RepeatedLoads>;

export function figures(r: RunReport): RunFigure {
  const from = r.heapFrom?.bytes;
  const to = r.heapTo?.bytes;
  const frameTime = r.frames.reduce((a, b) => a + b, 0);
  return {
    fps: finite((1000 * r.frames.length) / frameTime),
    longestTaskMs: r.longTasks.length ? Math.max(...r.longTasks) : 0,
    longTasks: r.longTasks.length,
    medianFrameMs: finite(quantile(r.frames, 0.5)),
    p95FrameMs: finite(quantile(r.frames, 0.95)),
    heapGrowthMB:
      typeof from === 'number' && typeof to === 'number' ? finite((to - from) / MB) : null,
    firstRoundMs: finite(r.firstRoundAt),
    loadLongestTaskMs: r.loadLongTasks.length ? Math.max(...r.loadLongTasks) : 0,
    loadLongTasks: r.loadLongTasks.length,
    settleLongestTaskMs: r.settleLongTasks.length ? Math.max(...r.settleLongTasks) : 0,
    settleLongTasks: r.settleLongTasks.length,
    keyToPaintMs: r.lesson === 'mindreader' ? finite(quantile(r.keyToPaint, 1)) : null,
  };
}

export function print(r: RunReport, f: RunFigure): void {
  const { longTasks, frames, slowFrames } = r;
  const tasks = longTasks.length
    ? `longest task ${Math.max(...longTasks).toFixed(0)} ms (${longTasks.length} tasks ≥ 50 ms, ` +
      `${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms in all)`
    : 'no task ≥ 50 ms (longestTaskMs 0)';
  const excluded = r.excludedTasks ? ` [${r.excludedTasks} overlapping a forced GC left out]` : '';
  const progress =
    r.lesson === 'mindreader'
      ? `${r.presses} key presses (${(r.presses / r.seconds).toFixed(1)}/s), ${r.round} moves ` +
        `scored, in ${r.seconds.toFixed(1)} s`
      : `playing at max: round ${r.round.toLocaleString('en')} / ${r.T.toLocaleString('en')} in ` +
        `${r.seconds.toFixed(1)} s (${(r.round / r.seconds / 1e6).toFixed(2)} M rounds/s on screen)`;
  const gc = r.heapTo?.gc ? 'after gc()' : 'no gc() available: includes garbage';
  const heap =
    f.heapGrowthMB === null
      ? 'heap n/a (performance.memory missing)'
      : `heap ${mb(r.heapFrom?.bytes)} at round ${r.heapFrom?.round.toLocaleString('en')} → ` +
        `${mb(r.heapTo?.bytes)} at round ${r.heapTo?.round.toLocaleString('en')}, growth ` +
        `${f.heapGrowthMB.toFixed(1)} MB (${gc}${r.heapNote ? `; ${r.heapNote}` : ''}); the run's ` +
        `trace apart: ${mb(r.heapFrom?.traceBytes)} → ${mb(r.heapTo?.traceBytes)}`;
  const keys = r.keyToPaint.length
    ? ` | key press to the frame showing its answer: median ` +
      `${quantile(r.keyToPaint, 0.5).toFixed(0)} ms, p95 ${quantile(r.keyToPaint, 0.95).toFixed(0)} ` +
      `ms, max ${quantile(r.keyToPaint, 1).toFixed(0)} ms (${r.keyToPaint.length} answered)`
    : '';
  console.log(
    `${r.device} ${r.lesson}, ${progress} | ${tasks}${excluded} | ${f.fps?.toFixed(1)} fps, ` +
      `frame interval median ` +
      `${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms, ` +
      `max ${quantile(frames, 1).toFixed(0)} ms (${frames.length} frames)${keys} | ${heap}`,
  );
  const worst = slowFrames.slice().sort((a, b) => b.duration - a.duration)[0];
  if (worst && worst.duration >= 50) {
    console.log(
      `  slowest frame ${worst.duration.toFixed(0)} ms (blocking ${worst.blocking.toFixed(0)} ms): ` +
        (worst.scripts.join('; ') || 'no script attributed (rendering or GC)'),
    );
  }
  const taskLine = (xs: number[]): string =>
    xs.length
      ? `longest task ${Math.max(...xs).toFixed(0)} ms (${xs.length} tasks ≥ 50 ms)`
      : 'no task ≥ 50 ms';
  console.log(
    `  loading, to the first drawn round (${r.firstRoundAt === null ? 'never seen' : `${r.firstRoundAt.toFixed(0)} ms`}): ` +
      `${taskLine(r.loadLongTasks)}; then, to ${r.lesson === 'mindreader' ? 'the first key press' : 'Play'} ` +
      `(the other panels, the proof): ${taskLine(r.settleLongTasks)}`,
  );
  // What each long frame before the first round was made of (the API reports frames of 50 ms or
  // more only): the scripts that ran in it, and its rendering (style, layout, paint); what is left
  // is the browser's own work (parsing, compiling).
  if (r.loadFrames.length)
    console.log(
      `  loading's long animation frames: ` +
        r.loadFrames
          .map(
            (fr) =>
              `${fr.duration.toFixed(0)} ms [${[...fr.scripts, `rendering ${fr.rendering.toFixed(0)} ms`].join(', ')}]`,
          )
          .join('; '),
    );
  for (const e of r.errors.slice(0, 3)) console.log(`  page error: ${e}`);
}
