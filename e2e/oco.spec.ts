import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface OcoState {
  lesson: string;
  t: number;
  learners: { id: string; cumulativeLoss: number; weights: number[]; mistakes?: number }[];
  comparatorLoss: number;
  comparator: [number, number];
  bounds: {
    id: string;
    learner: string;
    quantity: string;
    observed: number;
    value: number | null;
    applies: boolean;
    holds: boolean;
    reason?: string;
  }[];
}

test('online gradient descent: the plane, the charts, the bounds and the proof', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=ogd&seed=3&T=300&speed=50');
  await ready(page);
  await expect(page.locator('.plane-panel svg[role="img"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 1);
  await page.getByRole('slider', { name: 'Round' }).fill('300');
  await expectRound(page, 300);
  // The default learners: constant η, η/√t and 1/(λt) on quadratic losses; every bound holds.
  const list = page.locator('.bound-list li');
  await expect(list).toHaveCount(3);
  for (const li of await list.all()) await expect(li).toContainText('✓ holds');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Theorem 14.5');
  // The map of the losses so far, and the current loss.
  await expect(page.locator('.hs-oco-map path').first()).toBeAttached();
  await page.getByRole('radio', { name: /the current loss/ }).check();
  await expect(page.locator('.hs-oco-map path').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('1/(λt) steps on linear losses: the theorem says it does not apply, and why', async ({
  page,
}) => {
  await page.goto('/?lesson=ogd&stream=linear&learners=ogd-sc,ogd&T=200&t=200');
  await ready(page);
  const sc = page.locator('.bound-list li', { hasText: '1/(λt)' }).first();
  await expect(sc).toContainText('does not apply');
  await expect(sc).toContainText(/strongly convex/);
});

test('FTL on the alternating losses: loss (T − 1)B, regret (T − ½)B, the leader flipping', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=ftl-ftrl&stream=alternating&learners=ftl,ftrl&B=2&T=200');
  await call(page, 'seek', { t: 200 });
  const s = (await call(page, 'getState')).result as unknown as OcoState;
  expect(s.lesson).toBe('ftl-ftrl');
  expect(s.t).toBe(200);
  const ftl = s.learners[0];
  // Worked out by hand from Example 23: FTL pays 0, then B every round; the best point pays −B/2.
  expect(ftl?.cumulativeLoss).toBeCloseTo(199 * 2, 9);
  // After an even round Σv = (½, 0): the best point is −B·Σv/‖Σv‖ = (−B, 0), paying −B/2.
  expect(s.comparatorLoss).toBeCloseTo(-1, 9);
  expect(s.comparator[0]).toBeCloseTo(-2, 9);
  expect(Math.abs(s.comparator[1])).toBeLessThan(1e-12);
  // FTL plays that same point next, and pays B on the next loss (−1, 0).
  expect(ftl?.weights[0]).toBeCloseTo(-2, 9);
  await call(page, 'seek', { t: 199 });
  const odd = (await call(page, 'getState')).result as unknown as OcoState;
  expect(odd.learners[0]?.weights[0]).toBeCloseTo(2, 9);
  for (const b of s.bounds) if (b.applies) expect(b.holds).toBe(true);
  // FTRL's points stay inside the disc, and its regret is far below FTL's.
  const ftrl = s.learners[1];
  expect(Math.hypot(...(ftrl?.weights as [number, number]))).toBeLessThanOrEqual(2 + 1e-12);
  expect((ftrl?.cumulativeLoss ?? 0) - s.comparatorLoss).toBeLessThan(20);
});

test('getState: the comparator minimises the losses over the disc; bounds carry their quantity', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=ogd&stream=quadratic&learners=ogd,ogd-sc,ogd-weighted&T=400');
  await call(page, 'seek', { t: 400 });
  const s = (await call(page, 'getState')).result as unknown as OcoState;
  expect(s.learners.map((l) => l.id)).toEqual(['ogd', 'ogd-sc', 'ogd-weighted']);
  for (const l of s.learners) {
    expect(l.weights).toHaveLength(2);
    expect(Math.hypot(l.weights[0] ?? NaN, l.weights[1] ?? NaN)).toBeLessThanOrEqual(1 + 1e-12);
    expect(l.cumulativeLoss).toBeGreaterThanOrEqual(s.comparatorLoss - 1e-9);
  }
  expect(Math.hypot(...s.comparator)).toBeLessThanOrEqual(1 + 1e-12);
  const quantities = new Map(s.bounds.map((b) => [b.learner, b.quantity]));
  expect(quantities.get('ogd')).toBe('regret');
  expect(quantities.get('ogd-weighted')).toBe('weighted-regret');
  for (const b of s.bounds) {
    expect(b.applies).toBe(true);
    expect(b.holds).toBe(true);
    expect(b.value).not.toBeNull();
  }
});

test('a CSV of losses drives the lesson, and a bad one is named by its line', async ({ page }) => {
  await page.goto('/?lesson=ogd&stream=csv&learners=ogd,ftl&T=40');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('v1,v2\n1,0\n0,x\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  await picker.setInputFiles({
    name: 'bowls.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('z1,z2\n0.5,0\n0,0.5\n-0.2,0.1\n0.3,0.3\n'),
  });
  await expect(page.locator('.csv-loaded')).toContainText('bowls.csv: 4 losses');
  await page.getByRole('slider', { name: 'Round' }).fill('40');
  await expectRound(page, 40);
  await expect(page.locator('.bound-list')).toContainText('holds');
});

test('the data= parameter loads a sample CSV of losses: Example 23 as a file', async ({ page }) => {
  await openEmbedded(
    page,
    'lesson=ftl-ftrl&stream=csv&learners=ftl&T=30&data=/samples/alternating.csv',
  );
  const frame = page.frameLocator('#lab');
  await expect(frame.locator('.csv-loaded')).toContainText('alternating.csv: 60 losses');
  await call(page, 'seek', { t: 30 });
  const s = (await call(page, 'getState')).result as unknown as OcoState;
  // The file is Example 23 itself: FTL pays 0, then 1 every round (B = 1).
  expect(s.learners[0]?.cumulativeLoss).toBeCloseTo(29, 9);
  expect(s.comparatorLoss).toBeCloseTo(-0.5, 9);
});

test('the student places the losses; the URL keeps them', async ({ page }) => {
  await page.goto('/?lesson=ogd&stream=user&learners=ogd&T=20&loss=quadratic');
  await ready(page);
  const plane = page.locator('.plane-panel svg[role="img"]').first();
  const box = await plane.boundingBox();
  if (!box) throw new Error('no plane');
  await plane.click({ position: { x: box.width * 0.7, y: box.height * 0.3 } });
  await plane.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
  await expect(page).toHaveURL(/points=/);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for you' })).toBeVisible();
});

test('the narrative’s checkpoints set the scene', async ({ page }) => {
  await page.goto('/?lesson=ftl-ftrl');
  await ready(page);
  await page.getByRole('link', { name: 'Add a regularizer' }).click();
  await expect(page).toHaveURL(/learners=ftl%2Cftrl|learners=ftl,ftrl/);
  await expectRound(page, 200);
  await page.goto('/?lesson=ogd');
  await ready(page);
  await page.getByRole('link', { name: 'Make the losses strongly convex: log T' }).click();
  await expectRound(page, 5000);
});
