import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface Estimates {
  random: number;
  average: number;
  last: number;
}

interface OnlineToBatchState {
  lesson: string;
  t: number;
  learners: { id: string; mistakes: number; weights: number[]; average: number[] }[];
  bounds: {
    id: string;
    estimator: string;
    applies: boolean;
    holds: boolean;
    value: number | null;
    observed: number;
    reason?: string;
    terms: Record<string, number | null>;
  }[];
  testError: Estimates;
  testLoss?: Estimates;
  lambda: number | null;
  testSize: number;
  eta?: number;
  M?: number;
  lossEvery?: number;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as OnlineToBatchState;

test('the perceptron on an iid stream: the plane, the chart, the terms and the proof', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=online-to-batch&learner=perceptron&stream=separable&T=400');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('400');
  await expectRound(page, 400);
  await expect(page.locator('.plane-panel svg[role="img"]').first()).toBeVisible();
  const list = page.locator('.bound-list li.applies');
  await expect(list).toHaveCount(2);
  for (const li of await list.all()) await expect(li).toContainText('✓ holds');
  await expect(page.locator('.o2b-unbounded')).toContainText('not convex');
  await expect(page.locator('.o2b-terms')).toContainText('concentration');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Proposition 3');
  expect(errors).toEqual([]);
});

test('getState through the embed API: test errors, Propositions 3 and 4 with λ', async ({
  page,
}) => {
  await openEmbedded(
    page,
    'lesson=online-to-batch&learner=perceptron&stream=separable&gamma=0.2&R=1&delta=0.05&T=500&testSize=3000',
  );
  await call(page, 'seek', { t: 500 });
  const s = await state(page);
  expect(s.lesson).toBe('online-to-batch');
  expect(s.t).toBe(500);
  expect(s.testSize).toBe(3000);
  for (const k of ['random', 'average', 'last'] as const) {
    expect(s.testError[k]).toBeGreaterThanOrEqual(0);
    expect(s.testError[k]).toBeLessThanOrEqual(1);
  }
  // Closed forms: Proposition 3 is R²/(γ²T) = 1/(0.04·500); λ solves e^λ − 1 − λ = γ² ln(1/δ)/R².
  const p3 = s.bounds.find((b) => b.id === 'online-to-batch-prop3');
  expect(p3?.applies).toBe(true);
  expect(p3?.value).toBeCloseTo(0.05, 12);
  expect(p3?.observed).toBeCloseTo(s.testError.random, 12);
  const l = s.lambda ?? NaN;
  expect(Math.expm1(l) - l).toBeCloseTo(0.04 * Math.log(20), 10);
  const p4 = s.bounds.find((b) => b.id === 'online-to-batch-prop4');
  const a = 0.05;
  const b = Math.log(20) / 500;
  expect(p4?.value).toBeCloseTo((l / (1 - Math.exp(-l))) * a + b / (1 - Math.exp(-l)), 10);
  expect((p4?.terms['mistake'] ?? 0) + (p4?.terms['concentration'] ?? 0)).toBeCloseTo(
    p4?.value ?? NaN,
    10,
  );
  for (const bound of s.bounds) expect(bound.holds, bound.id).toBe(true);

  // Flipped labels: neither proposition applies, and getState says why.
  await call(page, 'set', { stream: 'noisy', noise: '0.2' });
  await call(page, 'seek', { t: 500 });
  const noisy = await state(page);
  for (const bound of noisy.bounds) {
    expect(bound.applies).toBe(false);
    expect(bound.value).toBeNull();
    expect(bound.reason).toMatch(/flipped/);
  }
});

test('OGD on the hinge loss: Theorem 14.9 and its three terms, through the embed API', async ({
  page,
}) => {
  await openEmbedded(
    page,
    'lesson=online-to-batch&learner=ogd&loss=hinge&stream=separable&B=2&R=1&delta=0.1&T=800',
  );
  await call(page, 'seek', { t: 800 });
  const s = await state(page);
  // Tuned η = B/(G√T) with G = R; M = 1 + BR for the hinge loss on the disc of radius B.
  expect(s.eta).toBeCloseTo(2 / Math.sqrt(800), 12);
  expect(s.M).toBeCloseTo(3, 12);
  expect(s.lossEvery).toBe(1);
  expect(s.testLoss).toBeDefined();
  const thm = s.bounds.find((b) => b.id === 'online-to-batch-thm-14-9');
  expect(thm?.applies).toBe(true);
  expect(thm?.observed).toBeCloseTo(s.testLoss?.average ?? NaN, 12);
  expect(thm?.terms['concentration']).toBeCloseTo(3 * Math.sqrt((2 * Math.log(20)) / 800), 10);
  const sum =
    (thm?.terms['approximation'] ?? 0) +
    (thm?.terms['regret'] ?? 0) +
    (thm?.terms['concentration'] ?? 0);
  expect(sum).toBeCloseTo(thm?.value ?? NaN, 10);
  for (const bound of s.bounds) expect(bound.holds, bound.id).toBe(true);
  // The iterates stay in Ω.
  const w = s.learners[0]?.weights ?? [];
  expect(Math.hypot(w[0] ?? 0, w[1] ?? 0)).toBeLessThanOrEqual(2 + 1e-9);
});
