import { expect, test } from '@playwright/test';
import { expectRound, ready } from './helpers';

test('presenting, PageDown and PageUp (a clicker) step through the narrative’s checkpoints', async ({
  page,
}) => {
  await page.goto('/?lesson=perceptron&present=1&T=300&t=0');
  await ready(page);
  const banner = page.locator('.slide-banner');
  await page.keyboard.press('PageDown');
  await expect(banner).toContainText('1 / 7');
  await expect(banner).toContainText('Step to the first mistake');
  await expectRound(page, 1);
  await page.keyboard.press('PageDown');
  await expect(banner).toContainText('2 / 7');
  await expectRound(page, 300);
  await page.keyboard.press('PageUp');
  await expect(banner).toContainText('1 / 7');
  await expectRound(page, 1);
  // Still presenting, in the projector theme, after every step.
  await expect(page.locator('html')).toHaveClass(/present/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  // PageUp at the first checkpoint stays there.
  await page.keyboard.press('PageUp');
  await expect(banner).toContainText('1 / 7');
});

test('outside presentation mode, PageDown scrolls the page and B does nothing', async ({
  page,
}) => {
  await page.goto('/?lesson=perceptron&T=300&t=0');
  await ready(page);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('b');
  await expect(page.locator('.slide-banner')).toHaveCount(0);
  await expect(page.locator('.blank-screen')).toHaveCount(0);
  await expectRound(page, 0);
});

test('B blanks the screen while presenting, and B or Esc brings it back', async ({ page }) => {
  await page.goto('/?lesson=experts&present=1&seed=2&T=100&t=10');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await page.keyboard.press('b');
  const blank = page.locator('.blank-screen');
  await expect(blank).toBeVisible();
  const box = await blank.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
  await page.keyboard.press('B');
  await expect(blank).toHaveCount(0);
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blank).toHaveCount(0);
});

test('tour= makes one sequence of scenes from several lessons, and a reload resumes it', async ({
  page,
}) => {
  const tour = [
    'ogd:1',
    'perceptron:break-the-margin-flip-some-labels',
    'lesson=experts&d=8&seed=3&T=200&t=100',
  ].join('|');
  await page.goto(`/?present=1&tour=${encodeURIComponent(tour)}`);
  const banner = page.locator('.slide-banner');
  // It opens at the first stop: the ogd lesson's first checkpoint.
  await expect(banner).toContainText('1 / 3');
  await expect(banner).toContainText('Take one gradient step');
  await expect(page.locator('main.lesson.oco')).toBeVisible();
  await expectRound(page, 1);
  await page.keyboard.press('PageDown');
  await expect(banner).toContainText('2 / 3');
  await expect(banner).toContainText('Break the margin');
  await expectRound(page, 150);
  await expect(page.getByRole('combobox', { name: 'Stream' })).toHaveValue('noisy');
  await page.keyboard.press('PageDown');
  await expect(banner).toContainText('3 / 3');
  await expect(banner).toContainText('Prediction with expert advice');
  await expectRound(page, 100);
  await expect(page).toHaveURL(/stop=3/);
  await expect(page).toHaveURL(/tour=/);
  await page.reload();
  await expect(banner).toContainText('3 / 3');
  await expectRound(page, 100);
  await page.keyboard.press('PageUp');
  await expect(banner).toContainText('2 / 3');
  await expectRound(page, 150);
});

test('a tour stop that is not understood gets a notice, and the others still play', async ({
  page,
}) => {
  await page.goto(`/?present=1&tour=${encodeURIComponent('nope:1|perceptron:2')}`);
  await expect(page.getByRole('status').filter({ hasText: 'tour stop was skipped' })).toBeVisible();
  await expect(page.locator('.slide-banner')).toContainText('1 / 1');
  await expectRound(page, 300);
});
