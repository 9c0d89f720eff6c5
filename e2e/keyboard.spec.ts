import { expect, test } from '@playwright/test';
import { expectRound, ready, round } from './helpers';

test('keyboard shortcuts drive the lesson', async ({ page }) => {
  await page.goto('/?lesson=perceptron&seed=2&T=300&speed=50');
  await ready(page);
  await page.locator('.lesson').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectRound(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expectRound(page, 1);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => round(page)).toBeGreaterThan(5);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('r');
  await expectRound(page, 0);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const size = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await size();
  await page.keyboard.press('+');
  expect(await size()).toBeGreaterThan(before);
  await page.keyboard.press('-');
  expect(await size()).toBeCloseTo(before, 5);

  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  expect(await size()).toBeGreaterThanOrEqual(1.5 * before - 0.01);
  await expect(page.locator('.site-header')).toHaveCount(0);
  await page.keyboard.press('p');
  await expect(page.locator('.site-header')).toBeVisible();
});

test('typing in a field does not trigger shortcuts', async ({ page }) => {
  await page.goto('/?lesson=perceptron&T=300');
  await ready(page);
  const seed = page.getByRole('spinbutton', { name: 'Seed' });
  await seed.fill('');
  await seed.type('12');
  await seed.press('r');
  await expectRound(page, 0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
