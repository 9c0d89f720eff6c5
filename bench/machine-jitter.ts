/**
 * How much the machine itself stretches a task: the same fixed piece of work, run a few hundred
 * times in a blank page, each in a task of its own, at the device's CPU throttle. On a quiet
 * machine every run takes about as long as the others. On a shared two-core virtual machine some
 * take several times longer (the page's thread waits for a core), and a task of 12 ms can cross
 * 50 ms with nothing of the app in it: the bench's counts of long tasks carry that noise, and this
 * figure, printed beside them, says how much of it the machine had that day.
 */
import type { Browser } from 'playwright';
import { openPage } from './page-probe';
import { quantile } from './quantile';

export interface JitterFigure {
  /** The work of one task, in ms at the device's throttle: the median run. */
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  /** Runs of 50 ms or more, of `tasks`. */
  over50: number;
  tasks: number;
}

/** Runs of the same task, measured: the figure, read as the bench's other figures (quantile.ts). */
export function jitterFigure(durations: readonly number[]): JitterFigure | null {
  const d = durations.filter((x) => Number.isFinite(x) && x >= 0);
  if (d.length === 0) return null;
  return {
    medianMs: quantile(d, 0.5),
    p99Ms: quantile(d, 0.99),
    maxMs: quantile(d, 1),
    over50: d.filter((x) => x >= 50).length,
    tasks: d.length,
  };
}

/** Laptop work per task, in ms: the phone's throttle makes it four times as long. */
const WORK_MS = 3;
const TASKS = 400;

/**
 * Measures the machine's jitter at `throttle` (1 for the laptop, 4 for the phone) in a blank page
 * of its own. The work is calibrated first, in the same page: the loop's length that takes
 * about WORK_MS × throttle at its fastest of five runs.
 */
export async function measureJitter(browser: Browser, throttle: number): Promise<JitterFigure> {
  const { context, page } = await openPage(browser, { cpuThrottle: throttle });
  try {
    await page.setContent('<!doctype html><title>jitter</title>');
    // A string, not a function: tsx would wrap a function's inner names in a helper the page
    // does not have (see browser.bench.ts).
    const durations = (await page.evaluate(`new Promise((resolve) => {
      let x = 0;
      const work = (n) => { for (let i = 0; i < n; i++) x = (x * 1.0000001 + i) % 1e9; };
      const fastest = (n) => { let best = Infinity; for (let k = 0; k < 5; k++) { const t0 = performance.now(); work(n); best = Math.min(best, performance.now() - t0); } return best; };
      let n = 1000;
      let t = fastest(n);
      for (; t < ${WORK_MS * throttle} && n < 1e9; t = fastest(n)) n *= 2;
      n = Math.max(1, Math.round((n * ${WORK_MS * throttle}) / t));
      const out = [];
      const step = () => {
        const t0 = performance.now();
        work(n);
        out.push(performance.now() - t0);
        if (out.length < ${TASKS}) setTimeout(step, 0);
        else resolve(out.concat([x * 0]));
      };
      setTimeout(step, 0);
    })`)) as number[];
    // The last element keeps the loop's result alive (so the work is not optimised away): drop it.
    const figure = jitterFigure(durations.slice(0, -1));
    if (!figure) throw new Error('no task was timed');
    return figure;
  } finally {
    await context.close();
  }
}

export function describeJitter(device: string, throttle: number, f: JitterFigure): string {
  return (
    `machine jitter, ${device} (${throttle}× CPU throttle): the same work in ${f.tasks} tasks of ` +
    `their own in a blank page took a median of ${f.medianMs.toFixed(1)} ms, p99 ` +
    `${f.p99Ms.toFixed(0)} ms, max ${f.maxMs.toFixed(0)} ms; ${f.over50} of ${f.tasks} took 50 ms ` +
    `or more`
  );
}
