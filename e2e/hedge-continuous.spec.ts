import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface HedgeContinuousState {
  lesson: string;
  t: number;
  learners: { id: string; cumulativeLoss: number; sampledLoss: number }[];
  comparatorLoss: number;
  bounds: { id: string; applies: boolean; holds: boolean; value: number | null; reason?: string }[];
  mean: number | number[];
  entropy: number;
  eta: number;
  M: number;
  grid: { dim: number; side: number; cells: number; domain: number[] };
  Z: number;
  regret: number;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as HedgeContinuousState;

test('an interval: the density, the draw, the regret chart and the proof', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=hedge-continuous&stream=bumps&grid=64&T=50');
  await ready(page);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 1);
  await expect(page.locator('.density-panel svg[role="img"]')).toBeVisible();
  await expect(page.locator('.density-panel [data-mark="sample"]')).toBeVisible();
  await expect(page.getByTestId('density-numbers')).toContainText('entropy');
  await page.getByRole('slider', { name: 'Round' }).fill('50');
  await expectRound(page, 50);
  const a = page.locator('.bound-list li', { hasText: '(a) exact inf' });
  await expect(a).toContainText('✓ holds');
  // Uniform prior and the tuned η (the defaults): the finite case applies too.
  await expect(page.locator('.bound-list li', { hasText: '(c) finite case' })).toContainText(
    '✓ holds',
  );
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Hoeffding');
  expect(errors).toEqual([]);
});

test('getState through the embed API: mean, entropy, η, the grid, Z and the bounds', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=hedge-continuous&stream=bumps&grid=64&T=50');
  await call(page, 'seek', { t: 50 });
  const s = await state(page);
  expect(s.lesson).toBe('hedge-continuous');
  expect(s.t).toBe(50);
  expect(s.grid).toEqual({ dim: 1, side: 64, cells: 64, domain: [0, 1] });
  // The tuned η of the finite example, by hand: √(8 ln 64/(50·1²)).
  expect(s.eta).toBeCloseTo(Math.sqrt((8 * Math.log(64)) / 50), 10);
  expect(s.M).toBe(1);
  expect(typeof s.mean).toBe('number');
  expect(s.mean as number).toBeGreaterThan(0);
  expect(s.mean as number).toBeLessThan(1);
  expect(s.entropy).toBeGreaterThanOrEqual(0);
  expect(s.entropy).toBeLessThanOrEqual(Math.log(64) + 1e-9);
  expect(s.regret).toBeCloseTo((s.learners[0]?.cumulativeLoss ?? NaN) - s.comparatorLoss, 9);
  expect(s.bounds).toHaveLength(3);
  for (const b of s.bounds) {
    expect(b.applies, b.id).toBe(true);
    expect(b.holds, b.id).toBe(true);
  }
  // The finite case at t = T: M√(T ln N/2).
  const finite = s.bounds.find((b) => b.id === 'hedge-continuous-finite');
  expect(finite?.value).toBeCloseTo(Math.sqrt((50 * Math.log(64)) / 2), 9);
  // Z_T ≥ 0 is −ln of an average of e^{−ηL} ≤ 1.
  expect(s.Z).toBeGreaterThan(0);
});

test('a square: the heat map, and a mean with two coordinates', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=hedge-continuous&stream=drift&dim=2&grid=32&T=30');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('30');
  await expectRound(page, 30);
  await expect(page.locator('.density-square canvas')).toBeVisible();
  await expect(page.locator('.density-square [data-series="landscape"]').first()).toBeAttached();
  await openEmbedded(page, 'lesson=hedge-continuous&stream=drift&dim=2&grid=32&T=30');
  await call(page, 'seek', { t: 30 });
  const s = await state(page);
  expect(s.grid.cells).toBe(1024);
  expect(Array.isArray(s.mean)).toBe(true);
  expect(s.mean as number[]).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('loss curves from a file, and a range M too small: the bounds do not apply', async ({
  page,
}) => {
  await openEmbedded(
    page,
    'lesson=hedge-continuous&stream=csv&data=/samples/loss-curves-two-valleys.csv&T=60',
  );
  await call(page, 'seek', { t: 60 });
  const s = await state(page);
  expect(s.grid.cells).toBe(32);
  expect(s.t).toBe(60);
  for (const b of s.bounds) if (b.applies) expect(b.holds, b.id).toBe(true);
  await openEmbedded(
    page,
    'lesson=hedge-continuous&stream=csv&data=/samples/loss-curves-two-valleys.csv&T=60&M=0.5',
  );
  await call(page, 'seek', { t: 10 });
  const small = await state(page);
  const a = small.bounds.find((b) => b.id === 'hedge-continuous-gibbs');
  expect(a?.applies).toBe(false);
  expect(a?.reason).toMatch(/from round 1/);
});
