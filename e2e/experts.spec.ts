import { expect, test, type Page } from '@playwright/test';
import { expectRound, ready, trackErrors } from './helpers';

type Reply = { hindsight: 1; id: number; result?: Record<string, unknown>; error?: string };
const call = (page: Page, method: string, args?: Record<string, unknown>): Promise<Reply> =>
  page.evaluate(
    ([m, a]) =>
      (window as unknown as { call: (m: string, a: unknown) => Promise<Reply> }).call(
        m as string,
        a,
      ),
    [method, args] as const,
  );

interface ExpertsState {
  lesson: string;
  t: number;
  learners: {
    id: string;
    name: string;
    cumulativeLoss: number;
    mistakes?: number;
    weights: number[];
  }[];
  comparatorLoss: number;
  bounds: {
    id: string;
    learner: string;
    quantity: string;
    observed: number;
    value: number | null;
    applies: boolean;
    holds: boolean;
  }[];
}

test('the deterministic learner is fooled every round, and a coin escapes', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=experts&stream=adversary&d=8&learners=wm,hedge&T=400&t=400');
  await ready(page);
  await expectRound(page, 400);
  await expect(page.locator('.bound-list')).toContainText(
    'No deterministic learner beats regret T/2: regret = ',
  );
  await expect(
    page
      .locator('.bound-list li')
      .filter({ hasText: 'Weighted Majority (β = ½) — No deterministic' }),
  ).toContainText('✓ holds');
  await expect(
    page.locator('.bound-list li').filter({ hasText: 'Hedge (exponential weights)' }),
  ).toContainText('✓ holds');
  await page.getByRole('link', { name: 'Now flip a coin' }).click();
  await expect(page.getByRole('combobox', { name: 'Stream' })).toHaveValue('adversary');
  await expect(page.locator('.bound-list li').first()).toContainText('Hedge');
  expect(errors).toEqual([]);
});

test('the theory-value button tunes η for this T and d', async ({ page }) => {
  await page.goto('/?lesson=experts&stream=iid&d=16&learners=hedge&T=1000&t=10');
  await ready(page);
  await page.getByRole('button', { name: /Use theory value/ }).click();
  const eta = Math.sqrt((8 * Math.log(16)) / 1000);
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('eta'))).toBeCloseTo(eta, 6);
});

test('getState through the embed API: weights are distributions, bounds carry their quantity', async ({
  page,
}) => {
  await page.goto(
    'http://127.0.0.1:4174/host.html?frame=' +
      encodeURIComponent('lesson=experts&stream=iid&d=20&learners=halving,wm,mwu,hedge&T=300'),
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');
  await call(page, 'seek', { t: 250 });
  const s = (await call(page, 'getState')).result as unknown as ExpertsState;
  expect(s.lesson).toBe('experts');
  expect(s.t).toBe(250);
  expect(s.learners.map((l) => l.id)).toEqual(['halving', 'wm', 'mwu', 'hedge']);
  for (const l of s.learners) {
    expect(l.weights).toHaveLength(20);
    expect(l.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  }
  expect(s.learners[1]?.mistakes).toBe(s.learners[1]?.cumulativeLoss);
  expect(s.learners[3]?.mistakes).toBeUndefined();
  const quantities = new Map(s.bounds.map((b) => [b.id.split(':')[0], b.quantity]));
  expect(quantities.get('wm-bound')).toBe('mistakes');
  expect(quantities.get('mwu-bound')).toBe('loss');
  expect(quantities.get('hedge-bound')).toBe('regret');
  for (const b of s.bounds) if (b.applies) expect(b.holds).toBe(true);
  const halving = s.bounds.find((b) => b.id.startsWith('halving-bound'));
  expect(halving?.applies).toBe(false);
});

test('a loss matrix from a file drives the experts, and a bad one is named', async ({ page }) => {
  await page.goto('/?lesson=experts&stream=csv&learners=mwu,hedge&T=30');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b,c\n0.1,0.2,0.3\n0.5,1.5,0\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  await picker.setInputFiles({
    name: 'losses.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b,c\n0.1,0.9,0.5\n0.2,0.8,0.5\n0,1,0.5\n'),
  });
  await expect(page.locator('.csv-loaded')).toContainText('losses.csv: 3 rows');
  await page.getByRole('slider', { name: 'Round' }).fill('30');
  await expectRound(page, 30);
  await expect(page.locator('.bound-list')).toContainText('holds');
});
