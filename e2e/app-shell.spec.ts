import { expect, test, type Page } from '@playwright/test';

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
