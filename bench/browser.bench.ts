/**
 * Main-thread smoothness of the built app in headless Chromium, for every lesson: perceptron and
 * experts playing at full speed for up to 10 s from pressing Play, MindReader driven by ~30 key
 * presses a second for 10 s. Reports the longest task, frame intervals, the round reached and the
 * JS heap's growth (live data: `gc()` runs before each reading); then the first visit's cost
 * (bench/load.ts). Serves `dist` itself on its own port (4180, or $BENCH_PORT: 4173 is
 * `npm start`'s and may be in use). Run after `vite build`, as `npm run bench` does.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { finite, recordProblem, recordResults } from './json';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium-flags';
import { firstContentfulPaint, initialJs } from './load';
import { describeJitter, measureJitter } from './machine-jitter';
import { BENCHED, SHOWCASE } from '../e2e/scenes';
import { pickNamed } from './env-pick';
import { describeRepeatedLoads, loadsWanted, repeatedLoads, type LoadSample } from './load-repeats';
import { describeFloor, FLOOR_END, measureFloor, measureFloorLoad } from './machine-floor';
import { figures, MB, print, summarize, type Lesson, type RunReport } from './browser-report';
import {
  centreOf,
  heapNow,
  openRecordedPage,
  pageRound,
  readLoad,
  LAPTOP,
  PHONE,
  pressKeys,
  startPlayRecord,
  waitInPage,
  type HeapReading,
  type PageSettings,
  type PageStats,
} from './page-probe';
import { sleep, startServer, stopServer, waitForServer } from './preview-server';

const PORT = Number(process.env.BENCH_PORT) || 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The heap is first read once the round counter passes T/10, so boot and warm-up are left out. */
const HEAP_FRACTION = 0.1;

/**
 * The devices the bench plays on. `phone` is a mid-range phone's viewport with Chromium's 4× CPU
 * throttle (DevTools' "mid-tier mobile"), applied before navigation so loading is throttled too.
 */
export interface Device extends PageSettings {
  name: 'laptop' | 'phone';
  viewport: { width: number; height: number };
  touch: boolean;
  playMs: number;
}
const DEVICES: Device[] = [
  { name: 'laptop', ...LAPTOP, playMs: 10_000 },
  { name: 'phone', ...PHONE, playMs: 8_000 },
];
/** What shows a lesson has loaded: the round counter, or MindReader's score line. */
const readyOf = (lesson: Lesson): string => (lesson === 'mindreader' ? '.score' : 'output.round');

/** BENCH_DEVICES=phone measures only that device. */
const RUN_DEVICES = pickNamed(DEVICES, (d) => d.name, process.env.BENCH_DEVICES, 'BENCH_DEVICES');
/** Loads of each lesson on each device, the play run's included (BENCH_LOADS; load-repeats.ts). */
const LOADS = loadsWanted(process.env.BENCH_LOADS);
/** MindReader's last heap reading waits this long after the last move (see below). */
const SETTLE_MS = 3_000;

/** Every lesson with a bench scene (e2e/scenes.ts), played at full speed. */
const ALL_RUNS: { lesson: Lesson; T: number; query: string }[] = BENCHED.map((lesson) => ({
  lesson,
  ...(SHOWCASE[lesson].bench as { T: number; query: string }),
}));
/** BENCH_LESSONS=experts,mindreader runs only those (the report then marks the others missing). */
const RUNS = pickNamed(ALL_RUNS, (r) => r.lesson, process.env.BENCH_LESSONS, 'BENCH_LESSONS');

async function measure(
  browser: Browser,
  lesson: Lesson,
  T: number,
  query: string,
  device: Device,
): Promise<RunReport> {
  const HEAP_FROM = HEAP_FRACTION * T;
  const PLAY_MS = device.playMs;
  const { context, page } = await openRecordedPage(browser, device);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    await page.goto(`${ORIGIN}/?${query}`, { waitUntil: 'load' });
    // The page is watched through page.evaluate, never Playwright's locators: see waitInPage.
    await waitInPage(page, readyOf(lesson), 30_000).catch((e: unknown) => {
      // A page that never shows its counter has usually thrown; say what it threw.
      const why = errors.length ? `page errors: ${errors.slice(0, 3).join(' | ')}` : String(e);
      throw new Error(`${lesson}: the round counter never appeared (${why})`);
    });
    // The figure asked for is "while playing": load the page, let the proof typeset, then start.
    // What happened during load is kept apart and printed on its own line.
    // On a phone the proof sits below the fold, laid out only when scrolled to; it is attached
    // (and typeset) all the same.
    await waitInPage(page, '.theorem-panel .katex', 30_000);
    // MindReader is ready once the machine has locked in its first guess (the engine is loaded).
    if (lesson === 'mindreader') await waitInPage(page, '.lock', 30_000, 'Locked');
    // Play is found, brought into view and measured now, before the measurement: Playwright's
    // tap() and click() check the target first (scrolling, hit tests, waiting for it to be
    // stable), tens of milliseconds of the page's main thread at 4× that no reader's tap costs.
    // Found by its class, not its role: resolving a role walks the page's accessibility tree,
    // one task of tens of milliseconds on a page with a typeset proof.
    let pressPlay = async (): Promise<void> => undefined;
    if (lesson !== 'mindreader') {
      const centre = await centreOf(page, '.transport button.primary');
      if (!centre) throw new Error(`${lesson}: the Play button has no box`);
      const [x, y] = centre;
      pressPlay = () => (device.touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    }
    await sleep(500);
    await page.evaluate(startPlayRecord);

    let heapFrom: HeapReading | null = null;
    let heapTo: HeapReading | null = null;
    let heapNote: string | null = null;
    let playSeconds = 0;
    // Tasks and frames are taken when the measured play ends, before any settling pause: the idle
    // frames of that pause are not the page's frames under load.
    const readStats = () =>
      page.evaluate(() => structuredClone((window as unknown as { __bench: PageStats }).__bench));
    let stats: PageStats | null = null;
    let round = 0;
    let presses = 0;
    let start = Date.now();

    if (lesson === 'mindreader') {
      // No Play: the student's moves drive it (pressKeys).
      heapFrom = await heapNow(page);
      start = Date.now();
      presses = await pressKeys(page, PLAY_MS);
      // Let the queued moves reach the score line (at most 5 s more) before the last reading.
      const drain = Date.now();
      while ((await pageRound(page)) < presses && Date.now() - drain < 5_000) await sleep(100);
      // Right after the last move the page may still hold a transient copy of its T-sized trace
      // (about 52 MB at T = 10⁶) for a second or two, which would make the figure jump between
      // ~1 and ~53 MB from run to run. The figure is what stays: read again once it has settled.
      heapNote = `growth over the 10 s of key presses, read ${SETTLE_MS / 1000} s after the last move`;
      stats = await readStats();
      const immediate = await heapNow(page);
      await sleep(SETTLE_MS);
      heapTo = await heapNow(page);
      round = heapTo.round;
      if (immediate.bytes !== null && heapFrom.bytes !== null)
        heapNote += `; right after it: ${((immediate.bytes - heapFrom.bytes) / MB).toFixed(1)} MB`;
    } else {
      const playStart = await heapNow(page);
      await pressPlay();
      start = Date.now();
      // Tasks and frames are counted over the whole play time even when the run ends sooner: a
      // run's end (the panels catching up, the last exact states) is part of playing it.
      let reachedSeconds: number | null = null;
      while (Date.now() - start < PLAY_MS) {
        if (reachedSeconds === null) {
          round = await pageRound(page);
          if (!heapFrom && round >= HEAP_FROM) heapFrom = await heapNow(page);
          if (round >= T) reachedSeconds = (Date.now() - start) / 1000;
        }
        await sleep(100);
      }
      const seconds = reachedSeconds ?? (Date.now() - start) / 1000;
      // As for MindReader: the figure is what stays once the page has settled at the round
      // reached, not what it holds for an instant after (the last batches and exact states in
      // flight). The run is paused first when it has not finished, so the round stays put.
      stats = await readStats();
      if (round < T) await pressPlay();
      const immediate = await heapNow(page);
      await sleep(SETTLE_MS);
      heapTo = await heapNow(page);
      round = Math.max(round, heapTo.round);
      const settled = `read ${SETTLE_MS / 1000} s after the round was reached`;
      const atOnce =
        immediate.bytes !== null && heapFrom?.bytes != null
          ? `; right then: ${((immediate.bytes - heapFrom.bytes) / MB).toFixed(1)} MB`
          : '';
      playSeconds = seconds;
      if (!heapFrom) {
        heapFrom = playStart;
        heapNote = `round ${HEAP_FROM.toLocaleString('en')} not reached: growth from Play`;
      } else if (round < T) {
        heapNote =
          `round ${T.toLocaleString('en')} not reached in ${PLAY_MS / 1000} s: growth over ` +
          `rounds ${heapFrom.round.toLocaleString('en')} → ${round.toLocaleString('en')}`;
      }
      heapNote = `${heapNote ? `${heapNote}; ` : ''}${settled}${atOnce}`;
    }
    const seconds = lesson === 'mindreader' ? PLAY_MS / 1000 : playSeconds;
    stats ??= await readStats();
    return summarize(lesson, stats, {
      T,
      round,
      seconds,
      heapFrom,
      heapTo,
      heapNote,
      presses,
      errors,
      device: device.name,
    });
  } finally {
    await context.close();
  }
}

/**
 * Loads a lesson `n` more times, each in a fresh context as the play run's load, and keeps what
 * each recorded before its first drawn round (see load-repeats.ts).
 */
async function measureLoads(
  browser: Browser,
  lesson: Lesson,
  query: string,
  device: Device,
  n: number,
): Promise<LoadSample[]> {
  const samples: LoadSample[] = [];
  for (let i = 0; i < n; i++) {
    const { context, page } = await openRecordedPage(browser, device);
    try {
      await page.goto(`${ORIGIN}/?${query}`, { waitUntil: 'load' });
      await waitInPage(page, readyOf(lesson), 30_000);
      // The first drawn round waits for the pending figures too; then a moment for the long
      // tasks' entries, which reach their observer after the tasks.
      const deadline = Date.now() + 10_000;
      const firstRound = () =>
        page.evaluate(() => (window as unknown as { __bench: PageStats }).__bench.firstRoundAt);
      while ((await firstRound()) === null && Date.now() < deadline) await sleep(50);
      await sleep(300);
      // Split at the first drawn round as the play run's record is.
      samples.push(await readLoad(page));
    } finally {
      await context.close();
    }
  }
  return samples;
}

async function measureLoad(browser: Browser): Promise<void> {
  let gzipKB: number | null = null;
  let fcp: number | null = null;
  try {
    // The build the server serves: $BENCH_DIST when set (it read ./dist, another build, before).
    const js = initialJs(process.env.BENCH_DIST || 'dist');
    gzipKB = js.gzipKB;
    console.log(
      `load: initial JS ${js.gzipKB.toFixed(1)} KB gzip (level 9) in ${js.files.length} files: ` +
        js.files.map((f) => `${f.path} ${f.gzipKB.toFixed(1)} KB`).join(', ') +
        ' (lazy chunks and the worker not counted)',
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`load: initial JS not measured: ${message}`);
    recordProblem(`load initialJsGzipKB: ${message}`);
  }
  try {
    const f = await firstContentfulPaint(browser, `${ORIGIN}/`);
    fcp = f.median;
    console.log(
      `load: first contentful paint ${f.median.toFixed(0)} ms on localhost (median of ` +
        `${f.all.length} fresh contexts: ${f.all.map((x) => x.toFixed(0)).join(', ')} ms)`,
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`load: first contentful paint not measured: ${message}`);
    recordProblem(`load fcpMs: ${message}`);
  }
  recordResults((r) => {
    r.load = { initialJsGzipKB: finite(gzipKB), fcpMs: finite(fcp) };
  });
}

const server = startServer(PORT);
const onSignal = (): void => {
  stopServer(server);
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let browser: Browser | null = null;
try {
  await waitForServer(server, ORIGIN, 30_000);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs(
      // Without it performance.memory is rounded to coarse buckets, too coarse to compare.
      '--enable-precise-memory-info',
      // window.gc(), so each heap reading counts live data only.
      '--js-flags=--expose-gc',
    ),
  });
  console.log(
    `browser bench: Chromium ${browser.version()}, ` +
      RUN_DEVICES.map(
        (d) =>
          `${d.name} ${d.viewport.width}×${d.viewport.height} at ${d.cpuThrottle}× CPU ` +
          `throttle for ${d.playMs / 1000} s per lesson`,
      ).join(', ') +
      `; heap from round T/10 to T, load average ` +
      `${loadavg()[0]?.toFixed(1)}`,
  );
  for (const device of RUN_DEVICES) {
    const key = device.name === 'laptop' ? 'browser' : 'phone';
    try {
      const jitter = await measureJitter(browser, device.cpuThrottle);
      console.log(describeJitter(device.name, device.cpuThrottle, jitter));
      recordResults((r) => {
        r.jitter[key] = jitter;
      });
    } catch (e) {
      // The machine's noise is context for the figures, not one of them: say so and go on.
      console.error(`machine jitter not measured: ${e instanceof Error ? e.message : String(e)}`);
    }
    try {
      const { figure, load } = await measureFloor(browser, device);
      const more: LoadSample[] = [];
      for (let i = 1; i < LOADS; i++) more.push(await measureFloorLoad(browser, device));
      const loads = repeatedLoads([load, ...more]);
      console.log(describeFloor(device.name, device.cpuThrottle, figure));
      console.log(describeRepeatedLoads(loads, FLOOR_END));
      recordResults((r) => {
        r.floor[key] = { ...figure, ...loads };
      });
    } catch (e) {
      console.error(`machine floor not measured: ${e instanceof Error ? e.message : String(e)}`);
    }
    for (const { lesson, T: rounds, query } of RUNS) {
      // One broken lesson should not hide the others' figures.
      try {
        const report = await measure(browser, lesson, rounds, query, device);
        const more = await measureLoads(browser, lesson, query, device, LOADS - 1);
        const loads = repeatedLoads([
          { longTasks: report.loadLongTasks, firstRoundAt: report.firstRoundAt },
          ...more,
        ]);
        const f = { ...figures(report), ...loads };
        print(report, f);
        console.log(describeRepeatedLoads(loads));
        recordResults((r) => {
          r[key][lesson] = f;
        });
        if (f.heapGrowthMB === null) recordProblem(`${key} ${lesson}: performance.memory missing`);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        console.error(message);
        recordProblem(`${key} ${lesson}: ${message}`);
        process.exitCode = 1;
      }
    }
  }
  if (RUN_DEVICES.some((d) => d.name === 'laptop')) await measureLoad(browser);
} catch (e) {
  console.error(e);
  recordProblem(`browser stage: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stopServer(server);
}
