import { expect, test } from '@playwright/test';
import { ready, trackErrors } from './helpers';

test('invalid parameters show a notice naming the parameter and the value used', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=perceptron&T=banana&gamma=-1&theme=neon&speed=warp&seed=1.5');
  await ready(page);
  const status = page.getByRole('status').filter({ hasText: 'T=banana' });
  await expect(status).toBeVisible();
  for (const text of [
    'T=banana',
    'using T=300',
    'gamma=-1',
    'theme=neon',
    'speed=warp',
    'seed=1.5',
  ]) {
    await expect(page.locator('.notices')).toContainText(text);
  }
  expect(errors).toEqual([]);
});

test('extreme parameters never show NaN', async ({ page }) => {
  await page.goto('/?lesson=perceptron&stream=adversary&gamma=0.000001&R=1000000&T=1000&t=1000');
  await ready(page);
  await expect(page.locator('output.round')).toHaveText(/t = 1000/);
  await expect(page.locator('main')).not.toContainText('NaN');
  await page.goto('/?lesson=perceptron&stream=csv&t=5');
  await ready(page);
  await expect(page.locator('main')).not.toContainText('NaN');
});
