import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface KernelState {
  lesson: string;
  t: number;
  learners: { id: string; mistakes?: number; cumulativeLoss: number; supportSize: number }[];
  comparatorLoss: number;
  bounds: {
    id: string;
    quantity: string;
    observed: number;
    value: number | null;
    applies: boolean;
    holds: boolean;
    reason?: string;
  }[];
  supportSize: number;
  kernel: string;
  margin: number | null;
  radius2: number | null;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as KernelState;

test('two spirals with a Gaussian kernel: the boundary, the support set, the bound and the proof', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=kernel-perceptron&stream=spiral&kernel=gaussian&sigma=0.15&T=400');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('400');
  await expectRound(page, 400);
  // The worker's contour map arrives: tinted bands and the boundary f = 0.
  await expect(page.locator('.hs-kernel-map path').first()).toBeAttached();
  await expect(page.locator('[data-testid="kernel-boundary"]')).toBeAttached();
  await expect(page.locator('.support-line')).toContainText('Support set |S_t|');
  await expect(page.locator('.bound-list li').first()).toContainText('✓ holds');
  // The Gram matrix of a Gaussian kernel is positive semidefinite on the support set.
  await expect(page.locator('[data-testid="kernel-psd"]')).toContainText('positive semidefinite');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('getState through the embed API: support size, kernel, margin and R², the bound holding', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=kernel-perceptron&stream=xor&kernel=poly&degree=2&c=1&T=300');
  await call(page, 'seek', { t: 300 });
  const s = await state(page);
  expect(s.lesson).toBe('kernel-perceptron');
  expect(s.t).toBe(300);
  expect(s.kernel).toBe('poly');
  // Every mistake adds one support point.
  expect(s.supportSize).toBe(s.learners[0]?.mistakes);
  expect(s.learners[0]?.supportSize).toBe(s.supportSize);
  // Points lie in the unit disk: K(x, x) = (‖x‖² + 1)² ≤ 4.
  expect(s.radius2).toBeGreaterThan(1);
  expect(s.radius2).toBeLessThanOrEqual(4);
  expect(s.margin).toBeGreaterThan(0);
  expect(s.comparatorLoss).toBe(0);
  const b = s.bounds[0];
  expect(b?.applies).toBe(true);
  expect(b?.holds).toBe(true);
  // The bound is R²/γ² with the numbers getState reports.
  expect(b?.value).toBeCloseTo((s.radius2 ?? 0) / (s.margin ?? 1) ** 2, 6);
  expect(b?.observed).toBe(s.supportSize);
});

test('the bound says why it does not apply: a polynomial target under a Gaussian kernel, the sigmoid', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=kernel-perceptron&stream=circles&kernel=gaussian&T=100');
  await call(page, 'seek', { t: 100 });
  let s = await state(page);
  expect(s.bounds[0]?.applies).toBe(false);
  expect(s.bounds[0]?.value).toBeNull();
  expect(s.bounds[0]?.reason).toMatch(/polynomial/);
  expect(s.margin).toBeNull();
  await call(page, 'set', { kernel: 'sigmoid', a: '1', b: '-1' });
  await call(page, 'seek', { t: 100 });
  s = await state(page);
  expect(s.kernel).toBe('sigmoid');
  expect(s.bounds[0]?.applies).toBe(false);
  expect(s.bounds[0]?.reason).toMatch(/not positive semidefinite/);
  // tanh(‖x‖² − 1) ≤ 0 in the unit disk: K(x, x) < 0, which no feature map allows.
  expect(s.radius2).toBeLessThan(0);
});

test('your points: clicks add rounds, and the bound has no target to use', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=kernel-perceptron&stream=user&kernel=gaussian&sigma=0.3&T=50');
  await ready(page);
  const plane = page.locator('.hs-kernel-plane svg[role="img"]');
  const box = await plane.boundingBox();
  if (!box) throw new Error('no plane');
  await plane.click({ position: { x: box.width * 0.7, y: box.height * 0.3 } });
  await plane.click({
    position: { x: box.width * 0.3, y: box.height * 0.7 },
    modifiers: ['Shift'],
  });
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 2);
  await expect(page.locator('.hs-kernel-plane .pt.pos')).toHaveCount(1);
  await expect(page.locator('.hs-kernel-plane .pt.neg')).toHaveCount(1);
  await expect(page).toHaveURL(/points=/);
  await expect(page.locator('.bound-list li').first()).toContainText('comes with none');
  expect(errors).toEqual([]);
});
