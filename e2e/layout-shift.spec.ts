import { expect, test } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';

// Nothing on screen moves while a lesson loads: what comes later (a staged panel, a measured
// figure, data from the worker) takes a place kept for it. Lighthouse's phone (412×823 at
// DPR 1.75, 4× CPU slowdown), and the page's own layout-shift entries over its first seconds.
test.use({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
});

for (const lesson of lessonIds) {
  test(`${lesson}: nothing moves while the lesson loads on a phone`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{
          value: number;
          sources: Array<{ node?: Node | null }>;
        }>)
          shifts.push(
            `${e.value.toFixed(4)}: ${e.sources.map((s) => (s.node as Element | null)?.className ?? '?').join(', ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/?lesson=${lesson}`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
      [],
    );
  });
}
