import { expect, test, type Locator } from '@playwright/test';
import { ready, round, trackErrors } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** The round a chart draws up to, read from its accessible name ("… at round 1,234: …"). */
async function chartRound(chart: Locator): Promise<number> {
  const label = (await chart.getAttribute('aria-label')) ?? '';
  const m = /at round ([\d,]+)/.exec(label);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : NaN;
}

test('a chart off screen is not redrawn while the run plays, and catches up once scrolled to', async ({
  page,
}) => {
  const errors = trackErrors(page);
  // Fast (over 30 rounds a second), yet 50 s at least to reach T: the run is still playing at the end.
  await page.goto('/?lesson=experts&stream=iid&d=16&seed=2&T=1000000&speed=20000');
  await ready(page);
  const chart = page.locator('.following-chart svg[role="img"]').first();
  await expect(chart).toHaveAttribute('aria-label', /at round/);
  // Far below a phone's screen.
  expect(await chart.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(844 + 400);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => round(page)).toBeGreaterThan(20_000);
  // It keeps the round it had drawn when the run began to play fast, and draws no further while
  // off screen: read once two readings half a second apart agree.
  let held = NaN;
  await expect
    .poll(async () => {
      const before = await chartRound(chart);
      await page.waitForTimeout(500);
      held = await chartRound(chart);
      return held === before;
    })
    .toBe(true);
  await page.waitForTimeout(2500);
  expect(await round(page)).toBeGreaterThan(held + 20_000);
  expect(await chartRound(chart)).toBe(held);
  // Scrolled to while the run plays: redrawn in the next turn, and from then on.
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chartRound(chart), { timeout: 5_000 }).toBeGreaterThan(held);
  const seen = await chartRound(chart);
  await expect.poll(() => chartRound(chart), { timeout: 5_000 }).toBeGreaterThan(seen);
  // Paused: it shows the round on the counter.
  await page.getByRole('button', { name: 'Pause' }).click();
  const t = await round(page);
  await expect.poll(() => chartRound(chart)).toBe(t);
  expect(errors).toEqual([]);
});
