/**
 * The last command of `npm run bench`: prints every figure the stages recorded (bench/json.ts) as
 * ONE line of JSON, the last line of the output, with null for any figure that was not measured
 * (the lines before it say why). Exits 1 when a figure is missing or a stage reported a problem.
 * `--reset` instead empties the collected figures (the script's first command).
 */
import {
  CLASS_NAMES,
  ENGINE_NAMES,
  LESSONS,
  RESULTS_PATH,
  finite,
  readResults,
  resetResults,
  type BrowserFigure,
  type DimensionFigure,
  type EngineFigure,
} from './json';

if (process.argv.includes('--reset')) {
  resetResults();
} else {
  const r = readResults();
  const problems = [...r.problems];
  const round = (x: number | null | undefined, digits: number): number | null => {
    const v = finite(x);
    return v === null ? null : Number(v.toFixed(digits));
  };

  const engine: Record<string, EngineFigure> = {};
  for (const name of ENGINE_NAMES) {
    const e = r.engine[name];
    if (!e) problems.push(`engine ${name}: not measured (its stage failed or did not run)`);
    engine[name] = {
      roundsPerSec: round(e?.roundsPerSec, 0),
      bareLoopRoundsPerSec: round(e?.bareLoopRoundsPerSec, 0),
      ratio: round(e?.ratio, 2),
    };
  }

  const finiteClass: Record<string, DimensionFigure> = {};
  for (const name of CLASS_NAMES) {
    const d = r.finiteClass[name];
    if (!d) problems.push(`finiteClass ${name}: not measured (its stage failed or did not run)`);
    finiteClass[name] = {
      ldimMs: round(d?.ldimMs, 1),
      vcMs: round(d?.vcMs, 1),
      roundMs: round(d?.roundMs, 2),
      worstRoundMs: round(d?.worstRoundMs, 1),
    };
  }

  // Every browser figure, in the JSON line's order, with the decimals it is printed to.
  const BROWSER_DIGITS: Record<keyof BrowserFigure, number> = {
    fps: 1,
    longestTaskMs: 0,
    longTasks: 0,
    medianFrameMs: 1,
    p95FrameMs: 1,
    heapGrowthMB: 1,
    firstRoundMs: 0,
    loadLongestTaskMs: 0,
    loadLongTasks: 0,
    settleLongestTaskMs: 0,
    settleLongTasks: 0,
    keyToPaintMs: 0,
    loads: 0,
    loadLongTasksMedian: 0,
    loadLongTasksMin: 0,
    loadLongTasksMax: 0,
    loadLongestTaskMedianMs: 0,
    firstRoundMedianMs: 0,
  };
  const devices = { browser: r.browser, phone: r.phone };
  const out: Record<keyof typeof devices, Record<string, BrowserFigure>> = {
    browser: {},
    phone: {},
  };
  for (const key of Object.keys(devices) as (keyof typeof devices)[]) {
    for (const lesson of LESSONS) {
      const b = devices[key][lesson];
      if (!b) problems.push(`${key} ${lesson}: not measured (its stage failed or did not run)`);
      out[key][lesson] = Object.fromEntries(
        (Object.keys(BROWSER_DIGITS) as (keyof BrowserFigure)[]).map((f) => [
          f,
          round(b?.[f], BROWSER_DIGITS[f]),
        ]),
      ) as unknown as BrowserFigure;
    }
  }

  const load = {
    initialJsGzipKB: round(r.load.initialJsGzipKB, 1),
    fcpMs: round(r.load.fcpMs, 0),
  };
  if (load.initialJsGzipKB === null || load.fcpMs === null)
    problems.push('load: not measured (the browser stage failed or did not run)');

  // Not figures of the app: the machine's noise in the task counts above, and the play of a page
  // that does almost nothing, the floor under a lesson's (null when the browser stage did not run,
  // which the missing lessons already report).
  const jitter = perDevice(r.jitter, (j) => ({
    medianMs: round(j.medianMs, 1),
    p99Ms: round(j.p99Ms, 0),
    maxMs: round(j.maxMs, 0),
    over50: j.over50,
    tasks: j.tasks,
  }));
  const floor = perDevice(r.floor, (f) => ({
    loadLongTasks: f.loadLongTasks,
    loadLongestTaskMs: round(f.loadLongestTaskMs, 0),
    fps: round(f.fps, 1),
    longestTaskMs: round(f.longestTaskMs, 0),
    longTasks: f.longTasks,
    loads: f.loads ?? null,
    loadLongTasksMedian: f.loadLongTasksMedian ?? null,
    loadLongTasksMin: f.loadLongTasksMin ?? null,
    loadLongTasksMax: f.loadLongTasksMax ?? null,
    loadLongestTaskMedianMs: round(f.loadLongestTaskMedianMs, 0),
  }));

  for (const p of problems) console.log(`bench problem: ${p}`);
  if (problems.length > 0) {
    console.log(`(figures collected in ${RESULTS_PATH}; null marks what was not measured)`);
    process.exitCode = 1;
  }
  // The last line of the run, and nothing after it.
  console.log(JSON.stringify({ engine, finiteClass, ...out, load, jitter, floor }));
}

/** One figure per device, each rounded for print; null stays null. */
function perDevice<F, G>(
  figures: { browser: F | null; phone: F | null },
  print: (figure: F) => G,
): { browser: G | null; phone: G | null } {
  return {
    browser: figures.browser && print(figures.browser),
    phone: figures.phone && print(figures.phone),
  };
}
