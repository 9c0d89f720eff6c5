import { expect, test } from '@playwright/test';
import { call, expectRound, openEmbedded, ready, trackErrors } from './helpers';

interface BoostingState {
  lesson: string;
  t: number;
  n: number;
  learners: {
    id: string;
    cumulativeLoss: number;
    trainingError: number;
    weakErrors: number[];
    alphas?: number[];
  }[];
  bounds: {
    id: string;
    learner: string;
    applies: boolean;
    holds: boolean;
    value: number | null;
    observed: number;
    reason?: string;
    brokeAt: number | null;
  }[];
  trainingError: Record<string, number>;
  weakErrors: Record<string, number[]>;
  alphas: number[] | null;
}

const state = async (page: Parameters<typeof call>[0]) =>
  (await call(page, 'getState')).result as unknown as BoostingState;

test('stripes: the weighted points, the stump, the regions, both charts and the proofs', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=boosting&stream=stripes&n=120&learners=mwu-boost,adaboost&T=40&seed=3');
  await ready(page);
  const planes = page.locator('.boost-planes figure');
  await expect(planes).toHaveCount(2);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectRound(page, 1);
  // After one round each vote is its one stump: two regions, one split line.
  await expect(planes.first().locator('.boost-stump line')).toHaveCount(1);
  await expect(planes.first().locator('path.region').first()).toBeAttached();
  const markers = planes.first().locator('canvas.boost-points');
  await expect(markers).toHaveAttribute('data-count', '120');
  // The canvas has drawn them: some of its pixels are painted, in the theme's two point colours.
  await expect
    .poll(() =>
      markers.evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0) return 0;
        const px = ctx.getImageData(0, 0, c.width, c.height).data;
        let painted = 0;
        for (let i = 3; i < px.length; i += 4) if ((px[i] as number) > 0) painted++;
        return painted / (c.width * c.height);
      }),
    )
    .toBeGreaterThan(0.01);
  await page.getByRole('slider', { name: 'Round' }).fill('40');
  await expectRound(page, 40);
  const ada = page.locator('.bound-list li', { hasText: 'AdaBoost' });
  await expect(ada.first()).toContainText('✓ holds');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  await expect(page.locator('.theorem-panel')).toContainText('Which update?');
  await expect(page.locator('.rounds-needed')).toContainText('T = 461');
  expect(errors).toEqual([]);
});

test('getState through the embed API: training errors, εₜ, αₜ and the bounds checked independently', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=boosting&stream=xor&n=200&epsilon=0.4&T=30&seed=3');
  await call(page, 'seek', { t: 30 });
  const s = await state(page);
  expect(s.lesson).toBe('boosting');
  expect(s.t).toBe(30);
  expect(s.n).toBe(200);
  expect(s.learners.map((l) => l.id)).toEqual(['mwu-boost', 'adaboost']);
  for (const id of ['mwu-boost', 'adaboost']) {
    const eps = s.weakErrors[id] as number[];
    expect(eps).toHaveLength(30);
    // The best stump, or its flip, is never worse than chance.
    for (const e of eps) expect(e).toBeLessThanOrEqual(0.5 + 1e-12);
    expect(s.trainingError[id]).toBeGreaterThanOrEqual(0);
    expect(s.trainingError[id]).toBeLessThanOrEqual(1);
  }
  const alphas = s.alphas as number[];
  expect(alphas).toHaveLength(30);
  // α = ½ ln((1 − ε)/ε) from the reported ε (ε floored at 10⁻⁶).
  (s.weakErrors['adaboost'] as number[]).forEach((e, k) => {
    const f = Math.max(e, 1e-6);
    expect(alphas[k]).toBeCloseTo(0.5 * Math.log((1 - f) / f), 9);
  });

  // MWU boosting: the promise ε = 0.4 breaks at the first round whose stump errs more.
  const mwu = s.bounds.find((b) => b.learner === 'mwu-boost');
  const first = (s.weakErrors['mwu-boost'] as number[]).findIndex((e) => e > 0.4);
  if (first >= 0) {
    expect(mwu?.applies).toBe(false);
    expect(mwu?.value).toBeNull();
    expect(mwu?.brokeAt).toBe(first + 1);
    expect(mwu?.reason).toContain(`from round ${first + 1} on`);
  } else {
    expect(mwu?.applies && mwu.holds).toBe(true);
  }

  // AdaBoost: ∏ 2√(εₛ(1 − εₛ)) recomputed here, against the error counted with ties.
  const ada = s.bounds.find((b) => b.learner === 'adaboost');
  const eps = s.weakErrors['adaboost'] as number[];
  if (eps.every((e) => e < 0.5 - 1e-12)) {
    const prod = eps.reduce((p, e) => {
      const f = Math.max(e, 1e-6);
      return p * 2 * Math.sqrt(f * (1 - f));
    }, 1);
    expect(ada?.applies).toBe(true);
    expect(ada?.value).toBeCloseTo(prod, 9);
    expect(ada?.observed).toBeLessThanOrEqual(prod + 1e-9);
    expect(ada?.holds).toBe(true);
  } else expect(ada?.applies).toBe(false);
});

test('extreme parameters show no NaN', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto(
    '/?lesson=boosting&stream=stripes&n=20&epsilon=0.000001&delta=0.999&T=60&t=60&seed=2',
  );
  await ready(page);
  await expectRound(page, 60);
  await expect(page.locator('main.lesson')).not.toContainText('NaN');
  await expect(page.locator('main.lesson')).not.toContainText('Infinity');
  expect(errors).toEqual([]);
});

test('playing at full speed, the regions stay on the plane while the next round is fetched', async ({
  page,
}) => {
  await page.goto('/?lesson=boosting&stream=circles&n=1000&T=2000&speed=max');
  await ready(page);
  await page.locator('.transport button.primary').click();
  const plane = page.locator('.boost-planes figure').first();
  await expect(plane.locator('path.region').first()).toBeAttached();
  // Every change to the plane's regions from here on, while the run plays: did they ever all go?
  await page.evaluate(() => {
    const w = window as unknown as { emptied: number };
    w.emptied = 0;
    const svg = document.querySelector('.boost-planes figure svg') as SVGSVGElement;
    new MutationObserver(() => {
      if (!svg.querySelector('path.region')) w.emptied++;
    }).observe(svg, { subtree: true, childList: true });
  });
  await expect(page.locator('output.round')).toHaveText(/t = 2000 \//, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { emptied: number }).emptied)).toBe(0);
});
