import type { LoadSample } from './load-repeats';
import type { Browser, BrowserContext, Page } from 'playwright';
import { Rng } from '../src/engine/rng';

/*
 * What the browser bench installs in the page and reads back: long tasks, animation frames, slow
 * frames' scripts, forced collections, the round on screen and the live heap.
 */

export interface PageStats {
  /** [startTime, duration] of every task ≥ 50 ms. */
  longTasks: [number, number][];
  /** Tasks ≥ 50 ms from navigation to the first drawn round (they start before it). */
  loadLongTasks: [number, number][];
  /** Tasks ≥ 50 ms after the first drawn round and before the measurement started. */
  settleLongTasks: [number, number][];
  /**
   * When the first animation frame with the round counter (or MindReader's score) in the page ran
   * its callbacks, in ms since navigation: the frame that paints the first round. Not the frame's
   * own timestamp, which is when the frame was due: the task that rendered the round (the lesson's
   * first render, often a long one) runs between the two, and counted from the timestamp it fell
   * after the first round, as if the round had been drawn before it.
   */
  firstRoundAt: number | null;
  /** requestAnimationFrame timestamps. */
  frames: number[];
  /** [start, end] of each forced GC, whose pause is the bench's doing, not the app's. */
  gcWindows: [number, number][];
  /** The scripts behind the slowest animation frames (Long Animation Frames API), if any. */
  slowFrames: SlowFrame[];
  /** The long animation frames from navigation to the first drawn round. */
  loadFrames: SlowFrame[];
  /** MindReader: event.timeStamp of every key press, in order. */
  keyTimes: number[];
  /**
   * MindReader: per answered press, from the press to the start of the frame that shows it (0
   * when that frame began before the press).
   */
  keyToPaint: number[];
}

/** One long animation frame (50 ms or more): what ran in it, and how long its rendering took. */
export interface SlowFrame {
  start: number;
  duration: number;
  blocking: number;
  /** From the frame's rendering start (style, layout, paint) to its end; 0 if it rendered nothing. */
  rendering: number;
  scripts: string[];
}

export interface HeapReading {
  /** The live JS heap without the run's trace (see traceBytes). */
  bytes: number | null;
  /**
   * The bytes the run's trace holds (its columns' buffers, which V8 counts in the heap): the run
   * itself, T rounds of it at most, growing with the rounds computed.
   */
  traceBytes: number;
  round: number;
  gc: boolean;
}

/** How a fresh page is set up: its viewport, whether it is touched, its CPU throttle. */
export interface PageSettings {
  /** Playwright's default when absent. */
  viewport?: { width: number; height: number };
  /**
   * A phone is touched, not pointed at: no mouse rests over the page, so no hover is tested after
   * every layout (a pointer left on Play cost a hit test per frame).
   */
  touch?: boolean;
  /** Chromium's CPU throttle (4: DevTools' "mid-tier mobile"); 1 for none. */
  cpuThrottle: number;
}

/** A mid-range phone: its viewport, touched, at Chromium's 4× CPU throttle. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  touch: true,
  cpuThrottle: 4,
} as const satisfies PageSettings;

/** A laptop: a wide window, pointed at with a mouse, unthrottled. */
export const LAPTOP = {
  viewport: { width: 1440, height: 1000 },
  touch: false,
  cpuThrottle: 1,
} as const satisfies PageSettings;

/**
 * A fresh context and page set up as `settings`, the throttle applied before any navigation, so
 * loading is throttled too. The caller closes the context.
 */
export async function openPage(
  browser: Browser,
  settings: PageSettings,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(settings.viewport ? { viewport: settings.viewport } : {}),
    ...(settings.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  if (settings.cpuThrottle !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottle });
  }
  return { context, page };
}

/**
 * A fresh page as `openPage` makes it, with the bench's recorder (`instrument`) installed before
 * any page script. tsx compiles with keepNames, which wraps named functions in `__name(...)`
 * calls; that helper does not exist in the page, where `instrument` runs from its source text,
 * so a stand-in comes first.
 */
export async function openRecordedPage(
  browser: Browser,
  settings: PageSettings,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, settings);
  await opened.page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await opened.page.addInitScript(instrument);
  return opened;
}

/**
 * Splits the page's record at its first drawn round (startPlayRecord) and reads what loading
 * left: its tasks of 50 ms or more (their durations) and when the first round was drawn.
 */
export async function readLoad(page: Page): Promise<LoadSample> {
  await page.evaluate(startPlayRecord);
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: PageStats }).__bench;
    return { longTasks: b.loadLongTasks.map(([, d]) => d), firstRoundAt: b.firstRoundAt };
  });
}

/**
 * Run in the page (`page.evaluate`) as play begins, for a lesson and for the floor page alike: the
 * long tasks recorded so far are split at the first drawn round into loading's and settling's,
 * the slow frames before it kept as loading's, and the play's own records start empty.
 */
export function startPlayRecord(): void {
  const b = (window as unknown as { __bench: PageStats }).__bench;
  const all = b.longTasks.splice(0);
  const first = b.firstRoundAt ?? Infinity;
  b.loadLongTasks = all.filter(([start]) => start < first);
  b.settleLongTasks = all.filter(([start]) => start >= first);
  b.loadFrames = b.slowFrames.filter((f) => f.start < first);
  b.frames.splice(0);
  b.slowFrames.splice(0);
  b.gcWindows.splice(0);
  b.keyTimes.splice(0);
  b.keyToPaint.splice(0);
}

/** Installed before any page script, so tasks and frames during boot are counted too. */
export function instrument(): void {
  const stats: PageStats = {
    longTasks: [],
    loadLongTasks: [],
    settleLongTasks: [],
    firstRoundAt: null,
    frames: [],
    gcWindows: [],
    slowFrames: [],
    loadFrames: [],
    keyTimes: [],
    keyToPaint: [],
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
          renderStart?: number;
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
          rendering: loaf.renderStart ? loaf.startTime + loaf.duration - loaf.renderStart : 0,
          scripts: (loaf.scripts ?? []).map((s) => {
            // A script's own evaluation has its URL as the invoker; the file name is enough, and
            // an inline script's URL is the page's own, its whole scene query (the new loading
            // line printed it once per script).
            const file = (url = ''): string => url.split('/').pop()?.split('?')[0] || 'the page';
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
  // The round the page shows: the transport's counter (`t = 12 / 1000000`), or MindReader's score
  // line (`… after 12 moves`).
  const round = (): number => {
    const counter = document.querySelector('output.round')?.textContent;
    if (counter) return Number(/t\s*=\s*(\d+)/.exec(counter)?.[1] ?? 0);
    const score = document.querySelector('.score')?.textContent ?? '';
    return Number(/after\s+(\d+)\s+moves?/.exec(score)?.[1] ?? 0);
  };
  (window as unknown as { __benchRound: () => number }).__benchRound = round;
  // A key press is answered when the page's move count passes it. Only key presses are watched
  // (read once a frame while any is unanswered), so a playing lesson pays nothing for this. A
  // frame's callback runs before that frame's own rendering work, so an answer React commits in
  // the same frame is charged one frame late: the figure errs on the slow side. A key that comes
  // after a frame has begun but before its callbacks is shown by that very frame: it counts 0,
  // not the negative time from the key to the frame's start. (Timing the end of the frame's
  // rendering instead, with a message posted from the callback, timed the main thread's queue:
  // on the phone at 4x, in one run, the message waited up to 0.8 s behind the page's other tasks.)
  window.addEventListener('keydown', (e) => stats.keyTimes.push(e.timeStamp), { capture: true });
  let answered = 0;
  const frame = (now: number): void => {
    stats.frames.push(now);
    if (
      stats.firstRoundAt === null &&
      document.querySelector('output.round, .score') &&
      !document.querySelector('svg[data-pending]')
    )
      stats.firstRoundAt = performance.now();
    if (answered < stats.keyTimes.length) {
      const moves = round();
      for (; answered < Math.min(moves, stats.keyTimes.length); answered++)
        stats.keyToPaint.push(Math.max(0, now - (stats.keyTimes[answered] as number)));
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export interface BenchWindow {
  __bench: PageStats;
  __benchRound: () => number;
  /** The page's diagnostic hook (app/engine/controller.ts). */
  __hindsight?: { traceBytes?: () => number };
  gc?: () => void;
}

/** Collects garbage (when the page has `gc`), then reads the live JS heap and the round. */
export async function heapNow(page: Page): Promise<HeapReading> {
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const start = performance.now();
    const gc = typeof w.gc === 'function';
    if (gc) w.gc?.();
    w.__bench.gcWindows.push([start, performance.now()]);
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    const traceBytes = w.__hindsight?.traceBytes?.() ?? 0;
    const bytes = memory ? memory.usedJSHeapSize - traceBytes : null;
    return { bytes, traceBytes, round: w.__benchRound(), gc };
  });
}

export async function pageRound(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__benchRound());
}

/**
 * Waits until `selector` matches in the page (and, with `text`, an element whose text contains
 * it), polling with `page.evaluate` every 50 ms. Not Playwright's locators: their first use
 * installs Playwright's selector engine in the page, one task of 50–60 ms on the page's main
 * thread at 4× CPU throttle (traced), which the bench would then count against the app.
 */
export async function waitInPage(
  page: Page,
  selector: string,
  timeoutMs: number,
  text?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await page.evaluate(
      ([sel, txt]) =>
        Array.from(document.querySelectorAll(sel)).some(
          (e) => txt === undefined || (e.textContent ?? '').includes(txt),
        ),
      [selector, text] as const,
    );
    if (found) return;
    if (Date.now() > deadline) throw new Error(`${selector} did not appear in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Scrolls `selector` into view (centred when it is not in view) and returns its centre in CSS
 * pixels of the viewport, read in the page: Playwright's scrollIntoViewIfNeeded and boundingBox
 * would install its selector engine (see waitInPage).
 */
export async function centreOf(page: Page, selector: string): Promise<[number, number] | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r0 = el.getBoundingClientRect();
    if (r0.top < 0 || r0.bottom > window.innerHeight) el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2] as [number, number];
  }, selector);
}

/** How fast the student is played on MindReader: a key press every 1/30 s. */
export const MOVES_PER_SECOND = 30;

/**
 * Plays the student on MindReader for `ms`: a seeded pseudo-random sequence of ← and →, one
 * press every 1/MOVES_PER_SECOND s on a fixed schedule. A press is not awaited before the next is
 * sent: a person keeps pressing while the page is busy, and the browser queues the keys.
 * Returns how many keys were pressed once every press has been delivered.
 */
export async function pressKeys(page: Page, ms: number): Promise<number> {
  const rng = new Rng(1, 99);
  const sent: Promise<void>[] = [];
  const start = Date.now();
  let presses = 0;
  while (Date.now() - start < ms) {
    sent.push(page.keyboard.press(rng.sign() > 0 ? 'ArrowRight' : 'ArrowLeft'));
    presses += 1;
    const due = start + (presses * 1000) / MOVES_PER_SECOND;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
  }
  await Promise.all(sent);
  return presses;
}
