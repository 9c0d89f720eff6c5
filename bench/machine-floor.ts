/**
 * The machine's floor: what a page that does almost nothing scores on the bench's own play
 * figures. A lesson at its lightest, in one file: a round counter rewritten every frame, a canvas
 * of a few hundred dots redrawn every frame, a line of text rewritten six times a second, and a
 * worker computing in 12 ms batches and posting each back, as the engine's does. It plays for
 * the device's play time at the device's throttle and viewport, and is read as a lesson is: the
 * animation frames per second and the tasks of 50 ms or more.
 *
 * On the laptop device (1×) it played at 60 fps with no long task in every run seen. On a shared
 * two-core virtual machine at 4× CPU throttle it often has one in 8 s of play, with nothing of the
 * app in the page: a lesson whose count matches this line's is at the machine's floor, not above
 * it.
 */
import type { Browser, Page } from 'playwright';
import type { LoadEnd, LoadSample } from './load-repeats';
import { openRecordedPage, readLoad, type PageSettings } from './page-probe';

export interface FloorFigure {
  /** Tasks of 50 ms or more from navigation to the page's first animation frame, its text in it. */
  loadLongTasks: number;
  loadLongestTaskMs: number;
  fps: number;
  longestTaskMs: number;
  /** Tasks of 50 ms or more while the page played. */
  longTasks: number;
}

/** Tasks of 50 ms or more among `durations` (ms), and the longest of them (0 if none). */
function longOnes(durations: readonly number[]): { count: number; longestMs: number } {
  const tasks = durations.filter((d) => Number.isFinite(d) && d >= 50);
  return { count: tasks.length, longestMs: tasks.length > 0 ? Math.max(...tasks) : 0 };
}

/**
 * The figure from the frames' timestamps while playing and the long tasks' durations, loading
 * and playing, all in ms.
 */
export function floorFigure(
  frames: readonly number[],
  longTasks: readonly number[],
  loadTasks: readonly number[],
): FloorFigure | null {
  const f = frames.filter((x) => Number.isFinite(x));
  if (f.length < 2) return null;
  const span = (f[f.length - 1] as number) - (f[0] as number);
  if (!(span > 0)) return null;
  const playing = longOnes(longTasks);
  const loading = longOnes(loadTasks);
  return {
    loadLongTasks: loading.count,
    loadLongestTaskMs: loading.longestMs,
    fps: ((f.length - 1) * 1000) / span,
    longestTaskMs: playing.longestMs,
    longTasks: playing.count,
  };
}

/** Served at a URL of its own (routed by the bench, never fetched), so its worker has an origin. */
const FLOOR_URL = 'http://floor.hindsight.invalid/';
/**
 * Recorded by the bench's own `instrument` (page-probe.ts), as a lesson is: its round counter is
 * an `output.round`, so its first frame with it is its "first round", and loading ends there.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>
<style>body { font: 16px system-ui, sans-serif; margin: 8px }</style></head><body>
<p><output class="round">t = 0 / 1000000</output></p>
<canvas id="plane" width="374" height="374"></canvas>
<p id="line">weight</p>
<script>
const worker = new Worker(URL.createObjectURL(new Blob([
  'let n = 0; onmessage = () => { const end = performance.now() + 12; let x = 0;' +
  ' while (performance.now() < end) x += Math.sqrt(++n); postMessage(n); };'])));
let round = 0, playing = false, frames = 0;
worker.onmessage = (e) => { round = e.data; if (playing) worker.postMessage(0); };
const ctx = document.getElementById('plane').getContext('2d');
const out = document.querySelector('output.round'), line = document.getElementById('line');
function frame() {
  if (!playing) return;
  ctx.clearRect(0, 0, 374, 374);
  for (let i = 0; i < 300; i++) {
    ctx.fillStyle = i % 2 ? '#0072B2' : '#D55E00';
    ctx.fillRect((i * 37) % 370, (i * 91 + round) % 370, 3, 3);
  }
  out.textContent = 't = ' + round + ' / 1000000';
  if (frames++ % 10 === 0) line.textContent = 'weight ' + ((round % 997) / 997).toFixed(3);
  requestAnimationFrame(frame);
}
window.__play = () => { playing = true; worker.postMessage(0); worker.postMessage(0); requestAnimationFrame(frame); };
window.__stop = () => { playing = false; };
</script></body></html>`;

/** Opens the floor page on `device`, a second to settle, its loading split off as a lesson's. */
async function openFloor(page: Page): Promise<LoadSample> {
  await page.route(FLOOR_URL, (route) =>
    route.fulfill({ body: FLOOR_PAGE, contentType: 'text/html' }),
  );
  await page.goto(FLOOR_URL);
  await page.waitForTimeout(1000);
  return readLoad(page);
}

/**
 * Plays the floor page once on `device`, after a second to settle, as the bench plays a lesson.
 * Its loading comes back too, as one of the loads `measureFloorLoad` repeats.
 */
export async function measureFloor(
  browser: Browser,
  device: PageSettings & { playMs: number },
): Promise<{ figure: FloorFigure; load: LoadSample }> {
  const { context, page } = await openRecordedPage(browser, device);
  try {
    const load = await openFloor(page);
    await page.evaluate('window.__play()');
    await page.waitForTimeout(device.playMs);
    const play = (await page.evaluate(`(() => { window.__stop(); const b = window.__bench;
      return { frames: b.frames.slice(), long: b.longTasks.map(([, d]) => d) }; })()`)) as {
      frames: number[];
      long: number[];
    };
    const figure = floorFigure(play.frames, play.long, load.longTasks);
    if (!figure) throw new Error('the floor page drew no frames');
    return { figure, load };
  } finally {
    await context.close();
  }
}

/**
 * Loads the floor page once more, in a fresh context, without playing it: a lesson's loading is
 * taken over several loads (load-repeats.ts), and so is the floor's, to be read beside it.
 */
export async function measureFloorLoad(
  browser: Browser,
  device: PageSettings,
): Promise<LoadSample> {
  const { context, page } = await openRecordedPage(browser, device);
  try {
    return await openFloor(page);
  } finally {
    await context.close();
  }
}

/** The floor page's loading ends at its first frame with its round counter. */
export const FLOOR_END: LoadEnd = {
  until: 'its first frame',
  reached: 'first frame',
};

const tasks = (count: number, longestMs: number): string =>
  count === 0
    ? 'no task of 50 ms or more'
    : `${count} task${count === 1 ? '' : 's'} of 50 ms or more (longest ${longestMs.toFixed(0)} ms)`;

export function describeFloor(device: string, throttle: number, f: FloorFigure): string {
  return (
    `machine floor, ${device} (${throttle}× CPU throttle): a page of two lines and a canvas ` +
    `loaded with ${tasks(f.loadLongTasks, f.loadLongestTaskMs)} before its first frame, and ` +
    `drawing a counter and 300 dots a frame, with a worker busy, played at ` +
    `${f.fps.toFixed(1)} fps with ${tasks(f.longTasks, f.longestTaskMs)}`
  );
}
