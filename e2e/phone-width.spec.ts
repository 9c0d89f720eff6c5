import { expect, test } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';

// A phone lays a page out at its own width only when nothing on it is wider: one element wider
// than 390 px (a select sized by its longest option, say) makes the browser lay the whole page out
// wider and draw it smaller, or scroll it sideways. Mobile emulation does what a phone does.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const where of [...lessonIds.map((id) => `lesson=${id}`), '']) {
  test(`${where || 'the contents page'}: nothing is wider than a 390 px phone`, async ({
    page,
  }) => {
    await page.goto(`/?${where}`);
    await expect(page.locator('main:not(.loading)')).toBeVisible();
    // Once the staged panels have mounted.
    await page.waitForTimeout(1000);
    const widths = await page.evaluate(() => ({
      layout: window.innerWidth,
      content: document.documentElement.scrollWidth,
    }));
    expect(widths).toEqual({ layout: 390, content: 390 });
  });
}
