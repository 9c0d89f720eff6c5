/**
 * Where a phone's long tasks go: loads one lesson's bench scene on the phone (390×844, 4× CPU
 * throttle; with `--laptop`, the bench's laptop: 1440×1000, unthrottled), plays it for 8 s
 * (MindReader: keys pressed as the bench presses them) with Chromium's tracing on, and prints
 * every main-thread task of 50 ms or more, in three phases (to the first drawn round, settling,
 * playing), each broken down into what the renderer did in it (script by its entry point, style,
 * layout, paint, collection, parsing) and the functions the sampling profiler found in it, by
 * self time.
 *
 *   npx vite build && npx tsx bench/trace.ts experts [--out trace.json] [--no-play] [--query Q]
 *     [--long MS] [--laptop]
 *
 * `--query` loads another scene of the lesson than the bench's (`--query lesson=gd-eg`, the page
 * Lighthouse audits). `--long 25` reports every task of 25 ms or more, not only those of 50: what
 * the tasks just under the line are made of decides whether one of them crosses it.
 *
 * For readable function names, build without minifying first (`npx vite build --minify false`).
 * Tracing and sampling cost the page time of their own: the tasks are longer here than in the
 * bench; compare what they are made of, not their lengths.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { SHOWCASE } from '../e2e/scenes';
import type { LessonId } from '../src/scenes/registry';
import {
  centreOf,
  openRecordedPage,
  LAPTOP,
  PHONE,
  pressKeys,
  waitInPage,
  type PageStats,
} from './page-probe';
import { sleep, startServer, stopServer, waitForServer } from './preview-server';
import { longTaskReport, type TraceEvent } from './trace-report';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium-flags';

const PORT = Number(process.env.BENCH_PORT) || 4181;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const lesson = args[0]?.startsWith('--') === false ? (args[0] as LessonId) : undefined;
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const play = !args.includes('--no-play');
const queryAt = args.indexOf('--query');
const longAt = args.indexOf('--long');
const longMs = longAt >= 0 ? Number(args[longAt + 1]) : undefined;
const bench = lesson ? SHOWCASE[lesson]?.bench : undefined;
const scene = bench && queryAt >= 0 ? { ...bench, query: args[queryAt + 1] ?? '' } : bench;
if (!lesson || !scene || (longMs !== undefined && !(longMs > 0))) {
  console.error(
    'usage: tsx bench/trace.ts LESSON [--out trace.json] [--no-play] [--query Q] [--long MS] [--laptop]',
  );
  process.exit(2);
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  ...(args.includes('--invalidations')
    ? ['disabled-by-default-devtools.timeline.invalidationTracking']
    : []),
].join(',');

const server = startServer(PORT);
try {
  await waitForServer(server, ORIGIN, 30_000);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs(),
  });
  const { page } = await openRecordedPage(browser, args.includes('--laptop') ? LAPTOP : PHONE);
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(`${ORIGIN}/?${scene.query}`, { waitUntil: 'load' });
  await waitInPage(page, 'output.round, .score', 30_000);
  await waitInPage(page, '.theorem-panel .katex', 30_000);
  await sleep(500);
  const marks = await page.evaluate(() => {
    const b = (window as unknown as { __bench: PageStats }).__bench;
    return { firstRoundAt: b.firstRoundAt, origin: performance.timeOrigin };
  });
  let playAt: number | null = null;
  if (play && lesson === 'mindreader') {
    // Played as the bench plays it: keys at 30 a second, once the machine has locked its guess.
    await waitInPage(page, '.lock', 30_000, 'Locked');
    await sleep(500);
    playAt = await page.evaluate(() => performance.now());
    await pressKeys(page, 8_000);
  } else if (play) {
    const centre = await centreOf(page, '.transport button.primary');
    if (centre) {
      await sleep(500);
      playAt = await page.evaluate(() => performance.now());
      await page.touchscreen.tap(centre[0], centre[1]);
      await sleep(8_000);
    }
  }
  const buffer = await browser.stopTracing();
  await browser.close();
  if (out) writeFileSync(out, buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  console.log(
    longTaskReport(events, {
      origin: marks.origin,
      firstRoundAt: marks.firstRoundAt,
      playAt,
      longMs,
    }),
  );
} finally {
  stopServer(server);
}
