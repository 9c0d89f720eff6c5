import { expect, test } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';

test.use({ viewport: { width: 1280, height: 720 } });

test('presenting, the button that leaves presentation covers no panel', async ({ page }) => {
  for (const lesson of lessonIds) {
    await page.goto(`/?lesson=${lesson}&present=1`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    const button = page.getByRole('button', { name: 'Leave presentation (P)' });
    await expect(button).toBeVisible();
    const b = await button.boundingBox();
    const panels = await page
      .locator('.panel')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(b).not.toBeNull();
    if (!b) continue;
    for (const p of panels) {
      const overlaps =
        b.x < p.x + p.width && p.x < b.x + b.width && b.y < p.y + p.height && p.y < b.y + b.height;
      expect(overlaps, `${lesson}: the button overlaps a panel`).toBe(false);
    }
  }
});
