import { expect, test, type Page } from '@playwright/test';
import { instrument, type PageStats } from '../bench/page-probe';
import { expectRound, ready, round, trackErrors } from './helpers';

/** Every URL in the page's Cache Storage (the service worker's precache). */
const cachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * Waits until the service worker has installed (precached the app), activated and taken control
 * of the page (it claims open pages, so no reload is needed).
 */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .toBe(true);
}

/** The lesson has drawn (MindReader has no transport: the student's keys are its rounds). */
async function lessonReady(page: Page, lesson: string): Promise<void> {
  if (lesson !== 'mindreader') return ready(page);
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Right →' })).toBeVisible();
}

async function playAdvances(page: Page, from: number): Promise<void> {
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => round(page)).toBeGreaterThan(from);
  await page.getByRole('button', { name: 'Pause' }).click();
}

test('after one visit every lesson opens and runs with the network off', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  // One visit, online: the service worker installs, precaches the app and takes control.
  await page.goto('/?lesson=perceptron');
  await ready(page);
  await controlled(page);
  // Each lesson once, with its theorem (the lazily loaded lesson chunks and the KaTeX panel).
  for (const lesson of ['perceptron', 'experts', 'mindreader', 'ogd', 'ftl-ftrl']) {
    await page.goto(`/?lesson=${lesson}`);
    await lessonReady(page, lesson);
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  }

  // What the precache holds: the page, the lessons, the theorem panel, the engine's worker and
  // KaTeX's woff2 fonts; none of KaTeX's .woff or .ttf; nothing from another origin, and nothing
  // cached at run time (every cached URL is one the build listed).
  const urls = await cachedUrls(page);
  const paths = urls.map((u) => new URL(u).pathname);
  for (const re of [
    /^\/index\.html$/,
    /^\/assets\/engine\.worker-[\w-]+\.js$/,
    /^\/assets\/ExpertsLesson-[\w-]+\.js$/,
    /^\/assets\/MindreaderLesson-[\w-]+\.js$/,
    /^\/assets\/TheoremPanel-[\w-]+\.js$/,
    /^\/assets\/KaTeX_Main-Regular-[\w-]+\.woff2$/,
    /^\/manifest\.webmanifest$/,
  ]) {
    expect(
      paths.some((p) => re.test(p)),
      `${re} is precached`,
    ).toBe(true);
  }
  expect(paths.filter((p) => /\.(ttf|woff)$/.test(p))).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(urls.filter((u) => new URL(u).origin !== origin)).toEqual([]);
  const listed = await page.evaluate(async () => (await fetch('/sw.js')).text());
  for (const p of paths)
    expect(listed, `${p} is in the build's precache list`).toContain(p.slice(1));

  await context.setOffline(true);
  // Really offline: a URL the precache does not hold cannot be fetched.
  expect(
    await page.evaluate(() =>
      fetch(`/not-cached-${Date.now()}.txt`).then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  const experts = await context.newPage();
  const expertsErrors = trackErrors(experts);
  await experts.goto('/?lesson=experts&stream=iid&t=50');
  await ready(experts);
  expect(await experts.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expectRound(experts, 50);
  await expect(experts.locator('.theorem-panel .katex').first()).toBeVisible();
  await playAdvances(experts, 50);
  expect(expertsErrors).toEqual([]);

  const perceptron = await context.newPage();
  const perceptronErrors = trackErrors(perceptron);
  await perceptron.goto('/?lesson=perceptron&t=40');
  await ready(perceptron);
  await expectRound(perceptron, 40);
  await expect(perceptron.locator('.theorem-panel .katex').first()).toBeVisible();
  await playAdvances(perceptron, 40);
  expect(perceptronErrors).toEqual([]);

  const mindreader = await context.newPage();
  const mindreaderErrors = trackErrors(mindreader);
  await mindreader.goto('/?lesson=mindreader');
  await lessonReady(mindreader, 'mindreader');
  await expect(mindreader.locator('.theorem-panel .katex').first()).toBeVisible();
  for (let i = 0; i < 3; i++) await mindreader.getByRole('button', { name: 'Right →' }).click();
  await expect(mindreader.locator('.score')).toContainText('after 3 moves');
  expect(mindreaderErrors).toEqual([]);

  await context.setOffline(false);
});

test('a data= CSV from another origin is never cached', async ({ context, page }) => {
  await page.goto('/?lesson=perceptron');
  await ready(page);
  await controlled(page);
  const remote = 'http://127.0.0.1:4174/points.csv';
  await page.goto(`/?lesson=perceptron&stream=csv&T=20&data=${encodeURIComponent(remote)}`);
  await ready(page);
  // Whether or not the page was allowed to fetch it, nothing from 4174 is in any cache.
  await page.waitForTimeout(500);
  const origin = new URL(page.url()).origin;
  expect((await cachedUrls(page)).filter((u) => new URL(u).origin !== origin)).toEqual([]);

  // Offline, the same scene still opens and says the CSV could not be loaded.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(`/?lesson=perceptron&stream=csv&T=20&data=${encodeURIComponent(remote)}`);
  await ready(offline);
  await expect(offline.getByRole('alert')).toContainText(/could not load/i);
  await context.setOffline(false);
});

/**
 * Records, in the page, when the service worker is registered; the first drawn round is the
 * bench's own (`instrument`: the first frame with the round's counter and no figure pending).
 */
const registerClock = `(() => {
  const sw = navigator.serviceWorker;
  const register = sw.register.bind(sw);
  sw.register = (...args) => {
    globalThis.__registeredAt ??= performance.now();
    return register(...args);
  };
})();`;

async function withClocks(page: Page): Promise<void> {
  await page.addInitScript(instrument);
  await page.addInitScript({ content: registerClock });
}

const times = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as { __registeredAt?: number; __bench: PageStats };
    return { registered: g.__registeredAt ?? null, drawn: g.__bench.firstRoundAt };
  });

test('the service worker is registered after the first round is drawn, and not while a run plays', async ({
  page,
}) => {
  await withClocks(page);
  await page.goto('/?lesson=experts&stream=iid');
  await ready(page);
  await controlled(page);
  const loaded = await times(page);
  expect(loaded.drawn).not.toBeNull();
  // After the first round, and a quiet spell of 3 s (QUIET_MS) after it.
  expect(loaded.registered).toBeGreaterThan((loaded.drawn as number) + 2_500);

  // Opened playing, slowly: no registration while it plays, one a few seconds after it is paused.
  const playing = await page.context().newPage();
  await withClocks(playing);
  await playing.goto('/?lesson=perceptron&stream=iid&T=100000&speed=2&autoplay=1');
  await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible();
  await playing.waitForTimeout(3000);
  expect((await times(playing)).registered).toBeNull();
  await playing.getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(async () => (await times(playing)).registered, { timeout: 15_000 })
    .not.toBeNull();
});
