import { expect, test } from '@playwright/test';
import { families } from '../src/scenes/kit/families';
import { definitionOf, lessonIds } from '../src/scenes/registry';
import { ready, trackErrors } from './helpers';

test('the root lists every lesson, grouped by family, and each link opens its lesson', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The course', level: 2 })).toBeVisible();
  await expect(page).toHaveTitle('Hindsight — the course');
  const cards = page.locator('.contents-card');
  await expect(cards).toHaveCount(lessonIds.length);
  for (const id of lessonIds) {
    const d = definitionOf(id);
    const card = cards.filter({ has: page.getByRole('link', { name: d.title, exact: true }) });
    await expect(card).toContainText(d.summary);
    await expect(card).toContainText(d.theorem);
  }
  // Families in the lesson map's order, each under its own heading.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(
    families
      .filter((f) => lessonIds.some((id) => definitionOf(id).family === f.id))
      .map((f) => f.name),
  );
  for (const id of lessonIds) {
    await page.goto('/');
    await page.getByRole('link', { name: definitionOf(id).title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]lesson=${id}(&|$)`));
    // MindReader has no Play button: the lesson's page itself is the sign it opened.
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    await expect(page.locator('.lesson-name')).toHaveText(definitionOf(id).title);
  }
  expect(errors).toEqual([]);
});

test('a lesson’s header links back to the contents; old lesson= links open the lesson', async ({
  page,
}) => {
  await page.goto('/?lesson=experts&seed=3&T=40&t=12');
  await ready(page);
  await expect(page).toHaveURL(/t=12/);
  await page.getByRole('link', { name: 'All lessons' }).click();
  await expect(page.getByRole('heading', { name: 'The course' })).toBeVisible();
  // The contents page keeps its address: no scene is written into it.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await page.goBack();
  await ready(page);
  await expect(page.locator('output.round')).toHaveText(/t = 12 \//);
});

test('the contents page works from the keyboard and keeps the theme', async ({ page }) => {
  await page.goto('/?theme=dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const first = page.getByRole('link', { name: definitionOf('perceptron').title });
  await expect(first).toHaveAttribute('href', /theme=dark/);
  // Tab from the top reaches the first lesson's link after the header's controls.
  for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  // Space on the contents page plays nothing (there is no scene); Enter follows the link.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/lesson=perceptron/);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
