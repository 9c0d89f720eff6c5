import { expect, test, type Page } from '@playwright/test';
import { ready } from './helpers';

/**
 * A formula wider than the theorem panel scrolls sideways; it must then be a keyboard stop (a
 * region with a label), and only then. Checked on a phone, where some formulas do not fit, as
 * the proof is typeset and right after the theme changes the text's size. The proof is laid out
 * only near the screen (content-visibility), and so checked only there: the test scrolls to it,
 * as a reader (or a keyboard user's focus) does.
 */
async function stops(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('.hs-theorem .statement, .hs-theorem .tex-line'),
    ).map((box) => ({
      scrolls: box.scrollWidth > box.clientWidth + 1,
      stop: box.getAttribute('tabindex') === '0' && box.getAttribute('role') === 'region',
      labelled: box.hasAttribute('aria-label'),
    })),
  );
}

test.use({ viewport: { width: 390, height: 844 } });

test('a formula that scrolls is a keyboard stop, and one that fits is not', async ({ page }) => {
  // The OGD lesson's statement is wider than a phone's panel; its proof lines are not.
  await page.goto('/?lesson=ogd');
  await ready(page);
  await page.locator('.hs-theorem').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.hs-theorem .proof .katex').last()).toBeVisible();
  await expect
    .poll(async () => {
      const boxes = await stops(page);
      // Some formulas are wider than a phone's panel, some are not: both cases are exercised.
      const wide = boxes.filter((b) => b.scrolls).length;
      const agree = boxes.every((b) => b.scrolls === b.stop && b.stop === b.labelled);
      return wide > 0 && wide < boxes.length && agree;
    })
    .toBe(true);
  // The projector theme sets larger text: the stops follow before any frame is awaited.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('projector');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  const after = await stops(page);
  expect(after.every((b) => b.scrolls === b.stop)).toBe(true);
});

test('off screen, the proof is not laid out, and a formula typeset there that scrolls is a stop already', async ({
  page,
}) => {
  // The strongly convex theorem's formulas fit a phone's panel; the constant step's statement does not.
  await page.goto('/?lesson=ogd&learners=ogd-sc,ogd');
  await ready(page);
  await expect(page.locator('.hs-theorem .proof .katex').last()).toBeAttached();
  // Below the fold on a phone, the proof is skipped: none of it is laid out or painted.
  const skipped = () =>
    page.evaluate(
      () =>
        !(document.querySelector('.hs-theorem .proof') as HTMLElement).checkVisibility({
          contentVisibilityAuto: true,
        }),
    );
  expect(await skipped()).toBe(true);
  // The other learner's theorem, typeset while the proof is skipped: its formulas are new boxes,
  // never laid out. Clicked in the page, so that nothing scrolls to the tab.
  const title = await page.locator('.hs-theorem h3').textContent();
  await page.evaluate(() =>
    (document.querySelectorAll('.learner-tabs button')[1] as HTMLButtonElement).click(),
  );
  await expect(page.locator('.hs-theorem h3')).not.toHaveText(title ?? '');
  await expect(page.locator('.hs-theorem .proof .katex').last()).toBeAttached();
  await expect(page.locator('.hs-theorem .tex-pending')).toHaveCount(0);
  expect(await skipped()).toBe(true);
  // The stops as the page set them off screen, read without laying anything out...
  const before = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('.hs-theorem .statement, .hs-theorem .tex-line'),
    ).map((box) => box.getAttribute('tabindex') === '0' && box.hasAttribute('aria-label')),
  );
  // ...against the widths once the proof is laid out on screen.
  await page.locator('.hs-theorem').first().scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);
  const after = await stops(page);
  expect(after).toHaveLength(before.length);
  expect(after.filter((b) => b.scrolls).length).toBeGreaterThan(0);
  expect(after.filter((b, i) => b.scrolls && !before[i])).toEqual([]);
});
