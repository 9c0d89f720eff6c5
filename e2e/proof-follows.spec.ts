import { expect, test, type Page } from '@playwright/test';
import { ready } from './helpers';

// A phone: the proof is far below the fold while the plane and the transport are in view.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const liveLines = (page: Page) =>
  page.locator('.theorem-panel .step .live').evaluateAll((els) => els.map((e) => e.textContent));

test('off screen while playing fast, the proof keeps its numbers; on screen or paused, it follows', async ({
  page,
}) => {
  await page.goto('/?lesson=experts&stream=iid&d=16&T=200000&speed=200');
  await ready(page);
  await expect(page.locator('.theorem-panel .step .live .katex').first()).toBeAttached();
  // Played from the keyboard: the page stays at its top, the proof a screen and more below.
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await liveLines(page);
  await page.keyboard.press('Space');
  await expect(page.locator('output.round')).not.toHaveText(/t = 0 \//);
  await page.waitForTimeout(1500);
  // Off screen, the run has moved on but the proof has not.
  expect(await liveLines(page)).toEqual(before);
  // Brought on screen, it follows the run.
  await page.locator('.theorem-panel').scrollIntoViewIfNeeded();
  await expect.poll(() => liveLines(page)).not.toEqual(before);
  const seen = await liveLines(page);
  await expect.poll(() => liveLines(page)).not.toEqual(seen);
  // Off screen again, it holds; paused there, it shows the paused round's numbers.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  const held = await liveLines(page);
  await page.waitForTimeout(500);
  expect(await liveLines(page)).toEqual(held);
  await page.keyboard.press('Space');
  await expect.poll(() => liveLines(page)).not.toEqual(held);
  // Paused, it settles on the paused round's numbers (the hold ends, then the proof's own
  // quarter-second pace gives way to the round itself), and stays there.
  const paused = await page.locator('output.round').textContent();
  await page.waitForTimeout(1000);
  const settled = await liveLines(page);
  await page.waitForTimeout(500);
  expect(await liveLines(page)).toEqual(settled);
  expect(await page.locator('output.round').textContent()).toBe(paused);
});
