import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface MulticlassState {
  lesson: string;
  t: number;
  learners: { id: string; mistakes: number; cumulativeLoss: number; weights: number[] }[];
  comparatorLoss: number;
  bounds: {
    id: string;
    source: string;
    applies: boolean;
    holds: boolean;
    value: number | null;
    observed: number;
    reason?: string;
  }[];
  classes: number;
  classNames: string[];
  margin: number | null;
  hingeSum: number | null;
  potential: number;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as MulticlassState;

test('three classes: the regions, the bounds that hold, the theorem and the potential', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=multiclass&stream=iid&k=3&T=300');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('300');
  await expectRound(page, 300);
  const plane = page.locator('.hs-classplane svg[role="img"]');
  await expect(plane).toHaveAttribute('aria-label', /3 classes, 300 points/);
  await expect(page.locator('.hs-classplane .region-label')).not.toHaveCount(0);
  await expect(page.locator('.hs-classplane .class-vector')).toHaveCount(3);
  const list = page.locator('.bound-list li');
  await expect(list).toHaveCount(4);
  for (const li of await list.all()) await expect(li).toContainText('✓ holds');
  await expect(page.locator('.theorem-panel')).toContainText('Theorem 14.2');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.potential-lines li')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('relabelled points: the separable corollary says why it does not apply', async ({ page }) => {
  await page.goto('/?lesson=multiclass&stream=noisy&k=3&noise=0.2&T=200');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('200');
  await expectRound(page, 200);
  await expect(
    page.locator('.bound-list li.not-applies').filter({ hasText: 'separable case' }),
  ).toContainText(/not separable/);
  await expect(page.locator('.bound-list li.applies').first()).toContainText('✓ holds');
});

test('getState through the embed API against the adversary', async ({ page }) => {
  test.setTimeout(60_000);
  await openEmbedded(page, 'lesson=multiclass&stream=adversary&k=4&gamma=0.02&T=200');
  await call(page, 'seek', { t: 200 });
  const s = await state(page);
  expect(s.lesson).toBe('multiclass');
  expect(s.t).toBe(200);
  expect(s.classes).toBe(4);
  expect(s.learners).toHaveLength(1);
  expect(s.learners[0]?.id).toBe('multiclass-perceptron');
  expect(s.learners[0]?.weights).toHaveLength(12);
  expect(s.learners[0]?.mistakes).toBeGreaterThan(0);
  // Every point the adversary plays keeps the margin: no hinge, w* never wrong.
  expect(s.margin).toBeGreaterThanOrEqual(0.02);
  expect(s.hingeSum).toBe(0);
  expect(s.comparatorLoss).toBe(0);
  expect(s.potential).toBeGreaterThanOrEqual(0);
  expect(s.bounds.map((b) => b.source).sort()).toEqual(
    ['best', 'configured', 'observed', 'separable'].sort(),
  );
  for (const b of s.bounds) {
    expect(b.applies, b.id).toBe(true);
    expect(b.holds, b.id).toBe(true);
  }
  const best = s.bounds.find((b) => b.source === 'best');
  const configured = s.bounds.find((b) => b.source === 'configured');
  expect(best?.value ?? Infinity).toBeLessThanOrEqual((configured?.value ?? 0) * (1 + 1e-9));
});

test('your own points: pick a class, click, and the address keeps them', async ({ page }) => {
  await page.goto('/?lesson=multiclass&stream=user&k=3&T=50');
  await ready(page);
  await page.getByRole('button', { name: 'class 2' }).click();
  const plane = page.locator('.hs-classplane svg[role="img"]');
  await plane.click({ position: { x: 60, y: 60 } });
  await expect(page).toHaveURL(/points=[^&]*%2C2|points=[^&]*,2/);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 1);
  await expect(page.locator('.hs-classplane .pt[data-class="1"]')).toHaveCount(1);
  // No w* here: only the bound at the best (γ, w) applies.
  await expect(page.locator('.bound-list li.not-applies').first()).toContainText('no target w*');
});

test('a CSV file of three named classes', async ({ page }) => {
  await page.goto('/?lesson=multiclass&stream=csv&T=150');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,label\n1,0,a\n0,oops,b\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  const rows = Array.from(
    { length: 30 },
    (_, i) => `${i % 3},${(i * 7) % 5},${['red', 'green', 'blue'][i % 3]}`,
  );
  await picker.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['x1,x2,label', ...rows].join('\n')),
  });
  await expect(page.locator('.csv-loaded')).toContainText('good.csv: 30 points');
  await page.getByRole('slider', { name: 'Round' }).fill('150');
  await expectRound(page, 150);
  await expect(page.locator('.hs-classplane .region-label text').first()).toHaveText(
    /red|green|blue/,
  );
});

test('a new theme keeps the run: the lesson does not reload', async ({ page }) => {
  await page.goto('/?lesson=multiclass&stream=adversary&k=4&seed=4&T=300&t=60');
  await ready(page);
  await expectRound(page, 60);
  // Any reload of the run would put the loading placeholder up for a moment.
  await page.evaluate(() => {
    const w = window as unknown as { reloaded: boolean };
    w.reloaded = false;
    new MutationObserver(() => {
      if (document.querySelector('main.lesson.loading')) w.reloaded = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  for (const theme of ['dark', 'projector', 'light'] as const) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { reloaded: boolean }).reloaded)).toBe(
    false,
  );
  await expectRound(page, 60);
});
