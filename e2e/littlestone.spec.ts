import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface LittlestoneState {
  lesson: string;
  t: number;
  learners: { id: string; mistakes?: number; cumulativeLoss: number; weights?: number[] }[];
  comparatorLoss: number;
  bounds: { id: string; learner: string; applies: boolean; holds: boolean; reason?: string }[];
  ldim: number | null;
  ldimNow: number | null;
  vcdim: number;
  versionSpace: number | null;
  hypotheses: number | null;
  shattered: number[];
  infinite: boolean;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as LittlestoneState;

test('the tree adversary on thresholds: the domain, the class, the tree, the charts and the proof', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto(
    '/?lesson=littlestone&stream=tree&class=thresholds&n=7&learners=soa,halving&T=12',
  );
  await ready(page);
  await expect(page.locator('.domain-panel svg[role="img"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 1);
  // Thresholds on 7 points: 8 hypotheses, Ldim ⌊log₂ 8⌋ = 3, VCdim 1.
  await expect(page.locator('.dims-line')).toContainText('|H| = 8');
  await expect(page.locator('.dims-line')).toContainText('VCdim(H) = 1');
  await expect(page.locator('.dims-line')).toContainText('Ldim(H) = 3');
  await expect(page.locator('.tree-line')).toContainText('walked 1 of Ldim(H) = 3 levels');
  await page.getByRole('slider', { name: 'Round' }).fill('12');
  await expectRound(page, 12);
  await expect(page.locator('.tree-line')).toContainText('reached a leaf after 3 levels');
  // SOA faced the adversary: exactly Ldim(H) mistakes, Lemma 11 and Proposition 9 both hold.
  const soa = page.locator('.bound-list li', { hasText: 'SOA' });
  for (const li of await soa.all()) await expect(li).toContainText('✓ holds');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Lemma 11');
  expect(errors).toEqual([]);
});

test('getState through the embed API: Ldim, VCdim, the version space, and forced mistakes', async ({
  page,
}) => {
  await openEmbedded(
    page,
    'lesson=littlestone&stream=tree&class=thresholds&n=15&learners=consistent,halving,soa&T=20',
  );
  await call(page, 'seek', { t: 20 });
  const s = await state(page);
  expect(s.lesson).toBe('littlestone');
  // Closed forms: thresholds on n points have Ldim ⌊log₂(n + 1)⌋ = 4 and VCdim 1.
  expect(s.ldim).toBe(4);
  expect(s.vcdim).toBe(1);
  expect(s.hypotheses).toBe(16);
  expect(s.shattered).toHaveLength(1);
  // The adversary walked the tree to a leaf: one hypothesis left, and Ldim(V) = 0.
  expect(s.versionSpace).toBe(1);
  expect(s.ldimNow).toBe(0);
  expect(s.learners[0]?.mistakes).toBeGreaterThanOrEqual(4);
  expect(s.comparatorLoss).toBe(0);
  for (const b of s.bounds) if (b.applies) expect(b.holds, b.id).toBe(true);
});

test('a class from a CSV file: Halving follows the majority into the deeper side', async ({
  page,
}) => {
  await openEmbedded(
    page,
    'lesson=littlestone&stream=tree&class=csv&data=/samples/halving-vs-soa.csv&learners=halving,soa&T=10',
  );
  await call(page, 'seek', { t: 10 });
  const s = await state(page);
  // Worked out by hand: 8 hypotheses say 0 at x₀ (Ldim 1), 4 say 1 (every labelling of x₁, x₂:
  // Ldim 2). Halving says 0, the adversary says 1, then walks two more levels.
  expect(s.hypotheses).toBe(12);
  expect(s.ldim).toBe(2);
  expect(s.learners[0]?.mistakes).toBe(3);
  await openEmbedded(
    page,
    'lesson=littlestone&stream=tree&class=csv&data=/samples/halving-vs-soa.csv&learners=soa,halving&T=10',
  );
  await call(page, 'seek', { t: 10 });
  expect((await state(page)).learners[0]?.mistakes).toBe(2);
});

test('a malformed class file names its line; a good one runs', async ({ page }) => {
  await page.goto('/?lesson=littlestone&stream=random&class=csv&T=30');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('0,1,1\n1,0,1\n1,2,0\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  await picker.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('0,0,0\n1,0,0\n1,1,0\n1,1,1\n'),
  });
  await expect(page.locator('.csv-loaded')).toContainText('good.csv: 4 hypotheses');
  await expect(page.locator('.dims-line')).toContainText('|H| = 4');
  // These are thresholds on 3 points: Ldim ⌊log₂ 4⌋ = 2.
  await expect(page.locator('.dims-line')).toContainText('Ldim(H) = 2');
});

test('the student plays: a label that would leave no hypothesis is flagged before the click', async ({
  page,
}) => {
  await page.goto('/?lesson=littlestone&stream=user&class=singletons&n=4&learners=soa&T=10');
  await ready(page);
  await page.getByRole('button', { name: /^Ask x₀/ }).click();
  await page.getByRole('button', { name: /^1 \(keeps 1 of 5\)/ }).click();
  await expectRound(page, 1);
  await expect(page).toHaveURL(/moves=0%3A1|moves=0:1/);
  // Only {x₀} is left: labelling x₁ with 1 would leave nothing.
  await page.getByRole('button', { name: /^Ask x₁/ }).click();
  await expect(page.locator('.user-moves .warning')).toContainText(
    'Label 1 would leave no hypothesis',
  );
  await page.getByRole('button', { name: /^1 \(keeps 0/ }).click();
  await expectRound(page, 2);
  await expect(page.locator('.bound-list li', { hasText: 'SOA' }).first()).toContainText(
    'does not apply',
  );
});

test('thresholds on [0, 1]: a mistake every round, and every finite bound says it does not apply', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=littlestone&stream=bisect&learners=halving,soa&T=40');
  await call(page, 'seek', { t: 40 });
  const s = await state(page);
  expect(s.infinite).toBe(true);
  expect(s.ldim).toBeNull();
  expect(s.hypotheses).toBeNull();
  expect(s.learners[0]?.mistakes).toBe(40);
  const halving = s.bounds.find((b) => b.learner === 'halving' && !b.id.includes('lower'));
  expect(halving?.applies).toBe(false);
  expect(halving?.reason).toMatch(/infinite/);
  const forced = s.bounds.find((b) => b.id.includes('bisect') && b.learner === 'halving');
  expect(forced?.applies).toBe(true);
  expect(forced?.holds).toBe(true);
});
