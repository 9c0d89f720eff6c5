import { expect, test } from '@playwright/test';
import { expectRound, ready, trackErrors } from './helpers';

test('a crashed engine is reported, restarted, and the run goes on identically', async ({
  page,
  context,
}) => {
  const errors = trackErrors(page);
  const url = '/?lesson=perceptron&stream=adversary&seed=6&T=3000&t=100';
  await page.goto(url);
  await ready(page);
  await expectRound(page, 100);
  await page.evaluate(() =>
    (window as unknown as { __hindsight: { crashEngine(): void } }).__hindsight.crashEngine(),
  );
  await expect(page.locator('.notices')).toContainText('was restarted');
  await page.getByRole('slider', { name: 'Round' }).fill('2500');
  await expectRound(page, 2500);
  // The counter shows the playhead at once; the plane, once the engine has computed that far.
  const planeAt = (p: typeof page) => p.locator('.plane-panel svg[role="img"]').first();
  await expect(planeAt(page)).toHaveAttribute('aria-label', /^Plane at round 2500:/);
  const plane = await page
    .locator('.plane-panel svg[role="img"]')
    .first()
    .getAttribute('aria-label');
  const bounds = await page.locator('.bound-list').textContent();

  // The same scene in a page whose engine never crashed.
  const fresh = await context.newPage();
  await fresh.goto('/?lesson=perceptron&stream=adversary&seed=6&T=3000&t=2500');
  await ready(fresh);
  await expectRound(fresh, 2500);
  await expect(planeAt(fresh)).toHaveAttribute('aria-label', /^Plane at round 2500:/);
  expect(
    await fresh.locator('.plane-panel svg[role="img"]').first().getAttribute('aria-label'),
  ).toBe(plane);
  expect(await fresh.locator('.bound-list').textContent()).toBe(bounds);
  expect(errors).toEqual([]);
});
