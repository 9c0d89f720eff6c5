import { expect, test, type Page } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';
import { ready } from './helpers';

// An idle lesson asks the browser for no animation frame: each one asked for is a main frame the
// browser runs (style, layout, the page's intersection observers, a commit to the compositor),
// and on a phone that is work at every frame of the display for a page that shows nothing new.

/** Counts the page's requestAnimationFrame calls from now on. */
async function countFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __rafs: number };
    w.__rafs = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      w.__rafs++;
      return raf(cb);
    };
  });
}

const framesAsked = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __rafs: number }).__rafs);

for (const lesson of lessonIds) {
  test(`${lesson}: once it has settled, an idle lesson asks for no frame`, async ({ page }) => {
    await page.goto(`/?lesson=${lesson}`);
    // MindReader has no transport: its score says it is ready.
    if (lesson === 'mindreader') await expect(page.locator('.score').first()).toBeVisible();
    else await ready(page);
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
    // The staged panels, the proof's typesetting and the engine's look-ahead settle first.
    await page.waitForTimeout(2_000);
    await countFrames(page);
    await page.waitForTimeout(1_500);
    expect(await framesAsked(page)).toBe(0);
  });
}

test('a run that played and paused leaves the page idle', async ({ page }) => {
  // Slow enough that the run is still playing when Pause is pressed, on a busy machine too.
  await page.goto('/?lesson=perceptron&T=3000&speed=50');
  await ready(page);
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(500);
  await countFrames(page);
  await page.waitForTimeout(300);
  // Playing, the loop asks for a frame at every frame.
  expect(await framesAsked(page)).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.waitForTimeout(2_000);
  await countFrames(page);
  await page.waitForTimeout(1_500);
  expect(await framesAsked(page)).toBe(0);
});
