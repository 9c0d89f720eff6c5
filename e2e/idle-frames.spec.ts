import { expect, test, type Page } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';
import { ready } from './helpers';

// An idle lesson asks the browser for no animation frame: each one asked for is a main frame the
// browser runs (style, layout, the page's intersection observers, a commit to the compositor),
// and on a phone that is work at every frame of the display for a page that shows nothing new.

/** The page's requestAnimationFrame calls over the next `ms` milliseconds. */
async function framesAskedIn(page: Page, ms: number): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __rafs?: number };
    if (w.__rafs === undefined) {
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        w.__rafs = (w.__rafs ?? 0) + 1;
        return raf(cb);
      };
    }
    w.__rafs = 0;
  });
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as unknown as { __rafs: number }).__rafs);
}

/**
 * Once the page has settled (its staged panels, the proof's typesetting, the engine's look-ahead:
 * sooner or later on a busy machine), a window of 1.5 s in which it asks for no frame. A loop
 * that asks for every frame asks for about 90 in every window, and never settles.
 */
async function expectQuiet(page: Page): Promise<void> {
  let asked = -1;
  for (let window = 0; window < 6 && asked !== 0; window++)
    asked = await framesAskedIn(page, 1_500);
  expect(asked).toBe(0);
}

for (const lesson of lessonIds) {
  test(`${lesson}: once it has settled, an idle lesson asks for no frame`, async ({ page }) => {
    await page.goto(`/?lesson=${lesson}`);
    // MindReader has no transport: its score says it is ready.
    if (lesson === 'mindreader') await expect(page.locator('.score').first()).toBeVisible();
    else await ready(page);
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
    await expectQuiet(page);
  });
}

test('a run that played and paused leaves the page idle', async ({ page }) => {
  // Slow enough that the run is still playing when Pause is pressed, on a busy machine too.
  await page.goto('/?lesson=perceptron&T=3000&speed=50');
  await ready(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(500);
  // Playing, the loop asks for a frame at every frame.
  expect(await framesAskedIn(page, 300)).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectQuiet(page);
});
