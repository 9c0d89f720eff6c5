/**
 * Main-thread smoothness of the built app in headless Chromium, for every lesson: perceptron and
 * experts playing at full speed for up to 10 s from pressing Play, MindReader driven by ~30 key
 * presses a second for 10 s. Reports the longest task, frame intervals, the round reached and the
 * JS heap's growth (live data: `gc()` runs before each reading); then the first visit's cost
 * (bench/load.ts). Serves `dist` itself on its own port (4180, or $BENCH_PORT: 4173 is
 * `npm start`'s and may be in use). Run after `vite build`, as `npm run bench` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright';
import { Rng } from '../src/engine/rng';
import { finite, recordProblem, recordResults, type BrowserFigure } from './json';
import { firstContentfulPaint, initialJs } from './load';

const PORT = Number(process.env.BENCH_PORT) || 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const T = 1_000_000;
/** The heap is first read once the round counter passes this, so boot and warm-up are left out. */
const HEAP_FROM = 100_000;
const PLAY_MS = 10_000;
const MOVES_PER_SECOND = 30;
/** MindReader's last heap reading waits this long after the last move (see below). */
const SETTLE_MS = 3_000;
const MB = 1024 * 1024;

type Lesson = 'perceptron' | 'experts' | 'mindreader';
const ALL_RUNS: { lesson: Lesson; query: string }[] = [
  { lesson: 'perceptron', query: `lesson=perceptron&stream=iid&T=${T}&speed=max` },
  { lesson: 'experts', query: `lesson=experts&stream=iid&d=16&T=${T}&speed=max` },
  { lesson: 'mindreader', query: `lesson=mindreader&T=${T}` },
];
/** BENCH_LESSONS=experts,mindreader runs only those (the report then marks the others missing). */
const only = process.env.BENCH_LESSONS?.split(',').map((s) => s.trim());
const RUNS = ALL_RUNS.filter((r) => !only || only.includes(r.lesson));

interface PageStats {
  /** [startTime, duration] of every task ≥ 50 ms. */
  longTasks: [number, number][];
  /** Tasks ≥ 50 ms while the page loaded, before the measurement started. */
  loadLongTasks: [number, number][];
  /** requestAnimationFrame timestamps. */
  frames: number[];
  /** [start, end] of each forced GC, whose pause is the bench's doing, not the app's. */
  gcWindows: [number, number][];
  /** The scripts behind the slowest animation frames (Long Animation Frames API), if any. */
  slowFrames: { start: number; duration: number; blocking: number; scripts: string[] }[];
}

interface HeapReading {
  bytes: number | null;
  round: number;
  gc: boolean;
}

interface RunReport {
  lesson: Lesson;
  /** Rounds played (moves made, for MindReader) at the end of the measurement. */
  round: number;
  seconds: number;
  longTasks: number[];
  excludedTasks: number;
  loadLongTasks: number[];
  frames: number[];
  slowFrames: PageStats['slowFrames'];
  heapFrom: HeapReading | null;
  heapTo: HeapReading | null;
  /** Why the heap figure covers less than asked (10⁵ → 10⁶ rounds), if it does. */
  heapNote: string | null;
  presses: number;
  errors: string[];
}

/** Installed before any page script, so tasks and frames during boot are counted too. */
function instrument(): void {
  const stats: PageStats = {
    longTasks: [],
    loadLongTasks: [],
    frames: [],
    gcWindows: [],
    slowFrames: [],
  };
  (window as unknown as { __bench: PageStats }).__bench = stats;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) stats.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: the report says "no task ≥ 50 ms", with the frame figures to go on.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const loaf = e as PerformanceEntry & {
          blockingDuration?: number;
          scripts?: {
            duration: number;
            invoker?: string;
            sourceFunctionName?: string;
            sourceURL?: string;
          }[];
        };
        stats.slowFrames.push({
          start: loaf.startTime,
          duration: loaf.duration,
          blocking: loaf.blockingDuration ?? 0,
          scripts: (loaf.scripts ?? []).map((s) => {
            // A script's own evaluation has its URL as the invoker; the file name is enough.
            const file = (url = ''): string => url.split('/').pop() || '?';
            const where = s.sourceURL ? ` @ ${file(s.sourceURL)}` : '';
            const fn = s.sourceFunctionName || '(anonymous)';
            return `${Math.round(s.duration)} ms ${file(s.invoker)} ${fn}${where}`;
          }),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long Animation Frames are Chromium-only; they only add attribution.
  }
  const frame = (now: number): void => {
    stats.frames.push(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The round the page shows: the transport's counter (`t = 12 / 1000000`), or MindReader's score
  // line (`… after 12 moves`).
  (window as unknown as { __benchRound: () => number }).__benchRound = () => {
    const counter = document.querySelector('output.round')?.textContent;
    if (counter) return Number(/t\s*=\s*(\d+)/.exec(counter)?.[1] ?? 0);
    const score = document.querySelector('.score')?.textContent ?? '';
    return Number(/after\s+(\d+)\s+moves?/.exec(score)?.[1] ?? 0);
  };
}

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function startServer(): ChildProcess {
  // Its own process group, so stopping it also stops the node process npx starts.
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout?.resume();
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  return child;
}

function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitForServer(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`vite preview exited with code ${child.exitCode} (is port ${PORT} taken?)`);
    }
    try {
      const res = await fetch(ORIGIN);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer on ${ORIGIN} within ${timeoutMs / 1000} s`);
}

interface BenchWindow {
  __bench: PageStats;
  __benchRound: () => number;
  gc?: () => void;
}

/** Collects garbage (when the page has `gc`), then reads the live JS heap and the round. */
async function heapNow(page: Page): Promise<HeapReading> {
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const start = performance.now();
    const gc = typeof w.gc === 'function';
    if (gc) w.gc?.();
    w.__bench.gcWindows.push([start, performance.now()]);
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return { bytes: memory?.usedJSHeapSize ?? null, round: w.__benchRound(), gc };
  });
}

async function pageRound(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__benchRound());
}

async function measure(browser: Browser, lesson: Lesson, query: string): Promise<RunReport> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // tsx compiles with keepNames, which wraps named functions in `__name(...)` calls; that helper
  // does not exist in the page, where `instrument` runs from its source text.
  await page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await page.addInitScript(instrument);
  try {
    await page.goto(`${ORIGIN}/?${query}`, { waitUntil: 'load' });
    const ready = lesson === 'mindreader' ? page.locator('.score') : page.locator('output.round');
    await ready.waitFor({ timeout: 15_000 }).catch((e: unknown) => {
      // A page that never shows its counter has usually thrown; say what it threw.
      const why = errors.length ? `page errors: ${errors.slice(0, 3).join(' | ')}` : String(e);
      throw new Error(`${lesson}: the round counter never appeared (${why})`);
    });
    // The figure asked for is "while playing": load the page, let the proof typeset, then start.
    // What happened during load is kept apart and printed on its own line.
    await page.locator('.theorem-panel .katex').first().waitFor({ timeout: 15_000 });
    // MindReader is ready once the machine has locked in its first guess (the engine is loaded).
    if (lesson === 'mindreader')
      await page.locator('.lock', { hasText: 'Locked' }).waitFor({ timeout: 15_000 });
    await sleep(500);
    await page.evaluate(() => {
      const b = (window as unknown as { __bench: PageStats }).__bench;
      b.loadLongTasks = b.longTasks.splice(0);
      b.frames.splice(0);
      b.slowFrames.splice(0);
      b.gcWindows.splice(0);
    });

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
      // No Play: the student's moves drive it. A seeded pseudo-random sequence of ← and →, one
      // press every 1/30 s on a fixed schedule. A press is not awaited before the next is sent: a
      // person keeps pressing while the page is busy, and the browser queues the keys.
      heapFrom = await heapNow(page);
      const rng = new Rng(1, 99);
      const sent: Promise<void>[] = [];
      start = Date.now();
      while (Date.now() - start < PLAY_MS) {
        sent.push(page.keyboard.press(rng.sign() > 0 ? 'ArrowRight' : 'ArrowLeft'));
        presses += 1;
        const due = start + (presses * 1000) / MOVES_PER_SECOND;
        await sleep(Math.max(0, due - Date.now()));
      }
      await Promise.all(sent);
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
      await page.getByRole('button', { name: 'Play' }).click();
      start = Date.now();
      while (Date.now() - start < PLAY_MS) {
        round = await pageRound(page);
        if (!heapFrom && round >= HEAP_FROM) heapFrom = await heapNow(page);
        if (round >= T) break;
        await sleep(100);
      }
      const seconds = (Date.now() - start) / 1000;
      // As for MindReader: the figure is what stays once the page has settled at the round
      // reached, not what it holds for an instant after (the last batches and exact states in
      // flight). The run is paused first when it has not finished, so the round stays put.
      stats = await readStats();
      if (round < T) await page.getByRole('button', { name: 'Pause' }).click();
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
      round,
      seconds,
      heapFrom,
      heapTo,
      heapNote,
      presses,
      errors,
    });
  } finally {
    await context.close();
  }
}

function summarize(
  lesson: Lesson,
  s: PageStats,
  r: Pick<RunReport, 'round' | 'seconds' | 'heapFrom' | 'heapTo' | 'heapNote' | 'presses'> & {
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
    frames,
    slowFrames: s.slowFrames.filter((f) => !overlapsGc(f.start, f.start + f.duration)),
  };
}

const mb = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`;

function figures(r: RunReport): BrowserFigure {
  const from = r.heapFrom?.bytes;
  const to = r.heapTo?.bytes;
  return {
    longestTaskMs: r.longTasks.length ? Math.max(...r.longTasks) : 0,
    medianFrameMs: finite(quantile(r.frames, 0.5)),
    p95FrameMs: finite(quantile(r.frames, 0.95)),
    heapGrowthMB:
      typeof from === 'number' && typeof to === 'number' ? finite((to - from) / MB) : null,
  };
}

function print(r: RunReport, f: BrowserFigure): void {
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
      : `playing at max: round ${r.round.toLocaleString('en')} / ${T.toLocaleString('en')} in ` +
        `${r.seconds.toFixed(1)} s (${(r.round / r.seconds / 1e6).toFixed(2)} M rounds/s on screen)`;
  const gc = r.heapTo?.gc ? 'after gc()' : 'no gc() available: includes garbage';
  const heap =
    f.heapGrowthMB === null
      ? 'heap n/a (performance.memory missing)'
      : `heap ${mb(r.heapFrom?.bytes)} at round ${r.heapFrom?.round.toLocaleString('en')} → ` +
        `${mb(r.heapTo?.bytes)} at round ${r.heapTo?.round.toLocaleString('en')}, growth ` +
        `${f.heapGrowthMB.toFixed(1)} MB (${gc}${r.heapNote ? `; ${r.heapNote}` : ''})`;
  console.log(
    `browser ${r.lesson}, ${progress} | ${tasks}${excluded} | frame interval median ` +
      `${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms, ` +
      `max ${quantile(frames, 1).toFixed(0)} ms (${frames.length} frames) | ${heap}`,
  );
  const worst = slowFrames.slice().sort((a, b) => b.duration - a.duration)[0];
  if (worst && worst.duration >= 50) {
    console.log(
      `  slowest frame ${worst.duration.toFixed(0)} ms (blocking ${worst.blocking.toFixed(0)} ms): ` +
        (worst.scripts.join('; ') || 'no script attributed (rendering or GC)'),
    );
  }
  const load = r.loadLongTasks;
  console.log(
    `  during load, before ${r.lesson === 'mindreader' ? 'the first key press' : 'Play'}: ` +
      `${load.length ? `longest task ${Math.max(...load).toFixed(0)} ms (${load.length} tasks ≥ 50 ms)` : 'no task ≥ 50 ms'}`,
  );
  for (const e of r.errors.slice(0, 3)) console.log(`  page error: ${e}`);
}

async function measureLoad(browser: Browser): Promise<void> {
  let gzipKB: number | null = null;
  let fcp: number | null = null;
  try {
    const js = initialJs('dist');
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

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const server = startServer();
const onSignal = (): void => {
  stopServer(server);
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let browser: Browser | null = null;
try {
  await waitForServer(server, 30_000);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      // Without it performance.memory is rounded to coarse buckets, too coarse to compare.
      '--enable-precise-memory-info',
      // window.gc(), so each heap reading counts live data only.
      '--js-flags=--expose-gc',
    ],
  });
  console.log(
    `browser bench: Chromium ${browser.version()}, ${PLAY_MS / 1000} s per lesson, heap from ` +
      `round ${HEAP_FROM.toLocaleString('en')} to ${T.toLocaleString('en')}, load average ` +
      `${loadavg()[0]?.toFixed(1)}`,
  );
  for (const { lesson, query } of RUNS) {
    // One broken lesson should not hide the others' figures.
    try {
      const report = await measure(browser, lesson, query);
      const f = figures(report);
      print(report, f);
      recordResults((r) => {
        r.browser[lesson] = f;
      });
      if (f.heapGrowthMB === null) recordProblem(`browser ${lesson}: performance.memory missing`);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      console.error(message);
      recordProblem(`browser ${lesson}: ${message}`);
      process.exitCode = 1;
    }
  }
  await measureLoad(browser);
} catch (e) {
  console.error(e);
  recordProblem(`browser stage: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stopServer(server);
}
