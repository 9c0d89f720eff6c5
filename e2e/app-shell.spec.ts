import { expect, test, type Page } from '@playwright/test';
import { SHELL_BOOT, TYPE_SCALE, WARM_FONTS } from '../vite-plugins/app-shell';

/** Opens `path` with the app's script held back, so the page shows only what its HTML draws. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A module script holds DOMContentLoaded back: wait for the response only.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test('the header and the loading line are drawn from the HTML, before the app has run', async ({
  page,
}) => {
  const release = await openHeld(page, '/?lesson=ogd&theme=dark');
  const h1 = page.locator('h1');
  await expect(h1).toHaveText('Hindsight Online gradient descent');
  await expect(page.locator('main')).toHaveText('Loading the lesson…');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page).toHaveTitle('Hindsight — Online gradient descent');
  const before = await h1.boundingBox();
  release();
  // The app's first render replaces the shell: one page, one heading, in the same place.
  await expect(page.locator('output.round')).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.locator('.app')).toHaveCount(1);
  await expect(h1).toHaveCount(1);
  const after = await h1.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? NaN, 0);
  expect(after?.y).toBeCloseTo(before?.y ?? NaN, 0);
});

test('the shell looks up the type scale’s other fonts in a hidden line, a few a frame', async ({
  page,
}) => {
  const release = await openHeld(page, '/?lesson=ogd');
  const line = page.locator('[data-shell] > div[aria-hidden="true"]');
  await expect(line.locator('span')).toHaveCount(WARM_FONTS.length);
  const fonts = await line.locator('span').evaluateAll((spans) =>
    spans.map((s) => {
      const cs = getComputedStyle(s);
      return `${cs.fontWeight} ${cs.fontSize}`;
    }),
  );
  // The shell's own text already uses 700 and 400 at 20px, and 400 at 16px.
  const shown = ['700 20px', '400 20px', '400 16px'];
  const scale = TYPE_SCALE.weights.flatMap((w) => TYPE_SCALE.px.map((px) => `${w} ${px}px`));
  expect(new Set([...fonts, ...shown])).toEqual(new Set(scale));
  await expect(line).toBeHidden();
  // Absolutely placed: the visible shell is where it would be without it.
  expect(await line.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  release();
  await expect(page.locator('output.round')).toBeVisible();
  await expect(page.locator('[aria-hidden="true"] > span')).toHaveCount(0);
});

test('the page’s script is asked for once the shell has laid out its fonts, never by the head', async ({
  page,
}) => {
  // When the last font of the hidden line was added, read in the page itself.
  await page.addInitScript((count: number) => {
    const w = window as unknown as { lastFontAt?: number };
    new MutationObserver(() => {
      const spans = document.querySelectorAll('[data-shell] > [aria-hidden="true"] > span');
      if (spans.length === count && w.lastFontAt === undefined) w.lastFontAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, WARM_FONTS.length);
  const html = await (await page.request.get('/?lesson=gd-eg')).text();
  // Nothing in the HTML asks for a module before the shell does.
  expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*rel="modulepreload"/);
  await page.goto('/?lesson=gd-eg');
  await expect(page.locator('output.round')).toBeVisible();
  const at = await page.evaluate(() => {
    const files = performance.getEntriesByType('resource');
    const entry = files.find((r) => /\/assets\/index-[^/]*\.js$/.test(r.name));
    const lesson = files.find((r) => /\/assets\/GdEgLesson-[^/]*\.js$/.test(r.name));
    return {
      font: (window as unknown as { lastFontAt?: number }).lastFontAt,
      entry: entry?.startTime,
      lesson: lesson?.startTime,
    };
  });
  expect(at.font).toBeDefined();
  expect(at.entry ?? -1).toBeGreaterThanOrEqual(at.font ?? Infinity);
  expect(at.lesson ?? -1).toBeGreaterThanOrEqual(at.entry ?? Infinity);
});

test('without the shell’s frames, the page’s script is asked for a second later, and the lesson loads', async ({
  page,
}) => {
  // The shell's frames never come, as in a tab opened in the background: every animation frame
  // asked for before the page's script is dropped; the app's own frames run.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (run) =>
      document.querySelector('script[type="module"]') ? raf(run) : 0;
  });
  await page.goto('/?lesson=perceptron&stream=iid&T=50');
  await expect(page.locator('output.round')).toBeVisible();
  const at = await page.evaluate(() => ({
    entry: performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/index-[^/]*\.js$/.test(r.name))?.startTime,
  }));
  // Asked for by the late timer, a second after the shell's script (SHELL_BOOT.boot.latestMs).
  expect(at.entry ?? 0).toBeGreaterThanOrEqual(SHELL_BOOT.boot.latestMs);
  expect(at.entry ?? Infinity).toBeLessThan(SHELL_BOOT.boot.latestMs + 2_000);
});

test('the shell draws the contents page at the root, and no site header in an embed', async ({
  page,
}) => {
  let release = await openHeld(page, '/');
  await expect(page.locator('h1')).toHaveText('Hindsight online learning, live');
  await expect(page.locator('main')).toHaveText('Loading the course…');
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  release = await openHeld(page, '/?lesson=experts&embed=1');
  await expect(page.locator('main')).toHaveText('Loading the lesson…');
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/embed/);
  release();
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(0);
});

test('without scripts the page says it needs them, and draws no loading line', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?lesson=ogd');
  // Playwright's text matching leaves <noscript> out; its text is read directly.
  expect(await page.locator('noscript').textContent()).toContain('needs JavaScript');
  expect((await page.locator('noscript').boundingBox())?.height ?? 0).toBeGreaterThan(0);
  await expect(page.locator('main')).toBeHidden();
  await expect(page.locator('h1')).toBeHidden();
  await context.close();
});
