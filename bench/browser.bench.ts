/**
 * Main-thread smoothness of the built app while the worker plays a long run at full speed: the
 * longest task, frame intervals, the round reached and the JS heap. Serves `dist` itself on its
 * own port (4173 is `npm start`'s, and may be in use). Run after `vite build`, as `npm run bench`
 * does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright';

const PORT = 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const T = 1_000_000;
const PLAY_MS = 10_000;
const STREAMS = ['iid', 'adversary'] as const;

interface PageStats {
  longTasks: number[];
  /** Tasks ≥ 50 ms while the page loaded, before Play was pressed. */
  loadLongTasks: number[];
  frames: number[];
  /** The scripts behind the slowest animation frames (Long Animation Frames API), if any. */
  slowFrames: { duration: number; blocking: number; scripts: string[] }[];
}

interface RunReport {
  stream: string;
  round: number;
  seconds: number;
  stats: PageStats;
  heapStart: number | null;
  heapEnd: number | null;
  errors: string[];
}

/** Installed before any page script, so tasks and frames during boot are counted too. */
function instrument(): void {
  const stats: PageStats = { longTasks: [], loadLongTasks: [], frames: [], slowFrames: [] };
  (window as unknown as { __bench: PageStats }).__bench = stats;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) stats.longTasks.push(e.duration);
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
  let last = -1;
  const frame = (now: number): void => {
    if (last >= 0) stats.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
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

async function heap(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory
        ?.usedJSHeapSize ?? null,
  );
}

async function measure(browser: Browser, stream: string): Promise<RunReport> {
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
    const url = `${ORIGIN}/?lesson=perceptron&stream=${stream}&T=${T}&speed=max&seed=1`;
    await page.goto(url, { waitUntil: 'load' });
    const counter = page.locator('output.round');
    await counter.waitFor({ timeout: 10_000 }).catch((e: unknown) => {
      // A page that never shows the counter has usually thrown; say what it threw.
      const why = errors.length ? `page errors: ${errors.slice(0, 3).join(' | ')}` : String(e);
      throw new Error(`${stream}: the round counter never appeared (${why})`);
    });
    // The figure asked for is "while playing": load the page, let the proof typeset, then press
    // Play. What happened during load is kept apart and printed on its own line.
    await page.locator('.theorem-panel .katex').first().waitFor({ timeout: 10_000 });
    await sleep(500);
    await page.evaluate(() => {
      const b = (window as unknown as { __bench: PageStats }).__bench;
      b.loadLongTasks = b.longTasks.splice(0);
      b.frames.splice(0);
      b.slowFrames.splice(0);
    });
    const heapStart = await heap(page);
    await page.getByRole('button', { name: 'Play' }).click();
    const start = Date.now();
    let round = 0;
    while (Date.now() - start < PLAY_MS) {
      const text = (await counter.textContent()) ?? '';
      round = Number(/t\s*=\s*(\d+)/.exec(text)?.[1] ?? 0);
      if (round >= T) break;
      await sleep(100);
    }
    const seconds = (Date.now() - start) / 1000;
    const heapEnd = await heap(page);
    const stats = await page.evaluate(() => (window as unknown as { __bench: PageStats }).__bench);
    return { stream, round, seconds, stats, heapStart, heapEnd, errors };
  } finally {
    await context.close();
  }
}

const mb = (bytes: number | null): string =>
  bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function print(r: RunReport): void {
  const { longTasks, frames, slowFrames } = r.stats;
  const longest = longTasks.length ? Math.max(...longTasks) : 0;
  const tasks = longTasks.length
    ? `longest task ${longest.toFixed(0)} ms (${longTasks.length} tasks ≥ 50 ms, ` +
      `${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms in all)`
    : 'no task ≥ 50 ms';
  const rate = r.round / r.seconds;
  console.log(
    `browser ${r.stream}, playing at max: round ${r.round.toLocaleString('en')} / ${T.toLocaleString('en')} ` +
      `in ${r.seconds.toFixed(1)} s (${(rate / 1e6).toFixed(2)} M rounds/s on screen) | ${tasks} | ` +
      `frame interval median ${quantile(frames, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(frames, 0.95).toFixed(1)} ms, max ${quantile(frames, 1).toFixed(0)} ms ` +
      `(${frames.length} frames) | heap ${mb(r.heapStart)} → ${mb(r.heapEnd)}`,
  );
  const worst = slowFrames.slice().sort((a, b) => b.duration - a.duration)[0];
  if (worst && worst.duration >= 50) {
    console.log(
      `  slowest frame ${worst.duration.toFixed(0)} ms (blocking ${worst.blocking.toFixed(0)} ms): ` +
        (worst.scripts.join('; ') || 'no script attributed (rendering or GC)'),
    );
  }
  const load = r.stats.loadLongTasks;
  console.log(
    `  during load, before Play: ${load.length ? `longest task ${Math.max(...load).toFixed(0)} ms (${load.length} tasks ≥ 50 ms)` : 'no task ≥ 50 ms'}`,
  );
  for (const e of r.errors.slice(0, 3)) console.log(`  page error: ${e}`);
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
    ],
  });
  console.log(`browser bench: Chromium ${browser.version()}, ${PLAY_MS / 1000} s per stream`);
  for (const stream of STREAMS) {
    // One broken scene should not hide the other's figures.
    try {
      print(await measure(browser, stream));
    } catch (e) {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    }
  }
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stopServer(server);
}
