import { expect, test } from '@playwright/test';
import { openEmbedded } from './helpers';

// One figure per lesson, framed alone at 800 px wide: its chart, legend and data-table toggle,
// under 500 px tall (the whole lesson in the same frame is over 2 000 px).
const FIGURES: [string, string][] = [
  ['lesson=perceptron&seed=5&T=300&t=150&panels=mistakes&controls=0', 'mistakes'],
  ['lesson=experts&seed=2&T=300&t=150&panels=regret&controls=0', 'regret'],
  ['lesson=ogd&T=500&t=200&panels=regret&controls=0', 'regret'],
  ['lesson=ftl-ftrl&T=200&t=100&panels=average&controls=0', 'average'],
];

test.use({ viewport: { width: 816, height: 900 } });

for (const [query, figure] of FIGURES) {
  test(`panels=${figure}&controls=0 frames one figure under 500 px: ${query.split('&')[0]}`, async ({
    page,
  }) => {
    await openEmbedded(page, query);
    const frame = page.frameLocator('#lab');
    await expect(frame.locator('.hs-chart')).toHaveCount(1);
    await expect(frame.locator('.hs-chart svg[role="img"]')).toBeVisible();
    await expect(frame.locator('.controls')).toBeHidden();
    await expect(frame.locator('.narrative-panel')).toHaveCount(0);
    const heights = async () => {
      const box = await page.locator('#lab').boundingBox();
      return { width: box?.width ?? 0, height: box?.height ?? 0 };
    };
    // The host sizes the frame from its resize events.
    await expect.poll(async () => (await heights()).height).toBeGreaterThan(250);
    await page.waitForTimeout(500);
    const { width, height } = await heights();
    expect(width).toBeGreaterThanOrEqual(799);
    expect(height).toBeLessThan(500);
  });
}

test('the whole lesson in the same frame is far taller, and controls=1 keeps the transport', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=ogd&T=500&t=200&panels=regret');
  const frame = page.frameLocator('#lab');
  await expect(frame.locator('.controls')).toHaveCount(0);
  await openEmbedded(page, 'lesson=ogd&T=500&t=200&panels=plane,regret');
  await expect(frame.locator('.controls')).toBeVisible();
  await expect(frame.locator('.hs-chart')).toHaveCount(1);
  await openEmbedded(page, 'lesson=ogd&T=500&t=200');
  await expect
    .poll(async () => (await page.locator('#lab').boundingBox())?.height ?? 0)
    .toBeGreaterThan(1500);
});

test('an unknown panel id gets a notice and the lesson shows whole', async ({ page }) => {
  await page.goto('/?lesson=ogd&panels=regret,nope');
  await expect(page.getByRole('status').filter({ hasText: 'panels=' })).toBeVisible();
  await expect(page.locator('.plane-panel')).toBeVisible();
});

test('the share dialog offers one figure, without its controls', async ({ page }) => {
  await page.goto('/?lesson=ogd&T=500&t=200');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this scene' });
  await dialog
    .getByRole('combobox', { name: 'Embed' })
    .selectOption({ label: 'one figure: Regret against each bound' });
  await dialog.getByRole('checkbox', { name: 'with its controls' }).uncheck();
  const snippet = await dialog.getByRole('textbox', { name: /Embed it in a page/ }).inputValue();
  expect(snippet).toContain('panels=regret');
  expect(snippet).toContain('controls=0');
  expect(snippet).toContain('t=200');
});
