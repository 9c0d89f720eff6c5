import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface GdEgState {
  lesson: string;
  t: number;
  learners: {
    id: string;
    cumulativeLoss: number;
    mistakes?: number;
    weights: number[];
    weightsRestNorm: number;
  }[];
  bounds: { id: string; applies: boolean; holds: boolean; reason?: string }[];
  dimension: number;
  support: number[];
  comparator: string;
  sweep: { n: number; values: number[] }[];
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as GdEgState;

test('a thousand features, three that matter: the weights, the bounds, the proof', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=gd-eg&stream=sparse&n=1000&k=3&T=300');
  await ready(page);
  await page.getByRole('slider', { name: 'Round' }).fill('300');
  await expectRound(page, 300);
  await expect(page.locator('.weights-panel [role="img"]').first()).toBeVisible();
  const list = page.locator('.bound-list li');
  await expect(list).toHaveCount(2);
  for (const li of await list.all()) await expect(li).toContainText('✓ holds');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Theorem 2.1');
  expect(errors).toEqual([]);
});

test('the dimension sweep runs in the worker, shows its progress and can be cancelled', async ({
  page,
}) => {
  // Long enough runs that the sweep is still going when Cancel is pressed.
  await page.goto('/?lesson=gd-eg&stream=sparse&k=3&T=1500&learners=gd,eg,pnorm');
  await ready(page);
  await page.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(page.getByRole('progressbar', { name: /Sweep progress/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.sweep-panel')).toContainText(/cancelled/i);
  await page.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(page.locator('.sweep-panel')).toContainText(/Sweep done/i, { timeout: 60_000 });
  await expect(page.locator('.sweep-panel svg[role="img"]').first()).toBeVisible();
});

test('getState through the embed API: weights, bounds and the sweep', async ({ page }) => {
  test.setTimeout(90_000);
  await openEmbedded(page, 'lesson=gd-eg&stream=sparse&n=200&k=3&T=200&learners=gd,eg,pnorm');
  await call(page, 'seek', { t: 200 });
  const s = await state(page);
  expect(s.lesson).toBe('gd-eg');
  expect(s.dimension).toBe(200);
  expect(s.support).toHaveLength(3);
  expect(s.comparator).toBe('target');
  for (const l of s.learners) {
    expect(l.weights).toHaveLength(64);
    expect(Number.isFinite(l.weightsRestNorm)).toBe(true);
  }
  // EG's weights are a probability vector: the 64 shown and the rest's norm both stay in [0, 1].
  const eg = s.learners.find((l) => l.id === 'eg');
  expect(eg?.weights.every((w) => w >= 0 && w <= 1)).toBe(true);
  for (const b of s.bounds) if (b.applies) expect(b.holds, b.id).toBe(true);
  expect(s.sweep).toEqual([]);
});

test('rows from a CSV file: a bad row names its line, a good file runs against the best u in hindsight', async ({
  page,
}) => {
  await page.goto('/?lesson=gd-eg&stream=csv&T=40&loss=squared');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,y\n1,0,1\n0,oops,0\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  const rows = Array.from({ length: 20 }, (_, i) => {
    const a = ((i * 7) % 11) / 10 - 0.5;
    const b = ((i * 3) % 5) / 4 - 0.5;
    return `${a},${b},${a}`;
  });
  await picker.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['x1,x2,y', ...rows].join('\n')),
  });
  await expect(page.locator('.csv-loaded')).toContainText('good.csv: 20 rows');
  await page.getByRole('slider', { name: 'Round' }).fill('40');
  await expectRound(page, 40);
  await expect(page.locator('.weights-panel')).toContainText('best u in hindsight');
  for (const li of await page.locator('.bound-list li').all())
    await expect(li).toContainText('✓ holds');
});
