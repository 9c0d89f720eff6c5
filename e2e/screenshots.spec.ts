import { expect, test } from '@playwright/test';
import { ready } from './helpers';

// Screenshots of the real app in each theme and mode, kept in test-results/ to be looked at.
for (const [name, query] of [
  ['light', 'theme=light&stream=adversary&t=60'],
  ['dark', 'theme=dark&stream=iid&t=200'],
  ['projector', 'present=1&stream=adversary&t=80'],
  ['noisy', 'stream=noisy&t=150'],
  ['embed', 'embed=1&stream=iid&t=100'],
] as const) {
  test(`screenshot: ${name}`, async ({ page }) => {
    await page.goto(`/?lesson=perceptron&seed=4&T=300&${query}`);
    await ready(page);
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
    await expect(page.locator('main')).not.toContainText('NaN');
  });
}
