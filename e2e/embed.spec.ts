import { expect, test, type Page } from '@playwright/test';

type Reply = { hindsight: 1; id: number; result?: Record<string, unknown>; error?: string };

async function call(page: Page, method: string, args?: Record<string, unknown>): Promise<Reply> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as { call: (m: string, a: unknown) => Promise<Reply> }).call(
        m as string,
        a,
      ),
    [method, args] as const,
  );
}

test('the embed API works from a page on another origin', async ({ page }) => {
  await page.goto('http://127.0.0.1:4174/host.html');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');

  const frame = page.frameLocator('#lab');
  await expect(frame.locator('.site-header')).toHaveCount(0);
  await expect(frame.locator('.narrative-panel')).toHaveCount(0);

  let r = await call(page, 'getState');
  expect(r.result).toMatchObject({ lesson: 'perceptron', t: 0, T: 200, playing: false });
  await call(page, 'step');
  await call(page, 'step');
  r = await call(page, 'getState');
  const s = r.result as {
    t: number;
    learners: {
      id: string;
      name: string;
      mistakes: number;
      cumulativeLoss: number;
      weights: number[];
    }[];
    bounds: {
      id: string;
      learner: string;
      quantity: string;
      observed: number;
      value: number;
      applies: boolean;
      holds: boolean;
    }[];
    comparatorLoss: number;
  };
  expect(s.t).toBe(2);
  expect(s.learners[0]).toMatchObject({ id: 'perceptron', name: 'Perceptron' });
  expect(s.learners[0]?.mistakes).toBe(s.learners[0]?.cumulativeLoss);
  expect(s.learners[0]?.weights).toHaveLength(2);
  expect(s.bounds[0]).toMatchObject({
    learner: 'perceptron',
    quantity: 'mistakes',
    applies: true,
    holds: true,
  });
  expect(s.bounds[0]?.observed).toBe(s.learners[0]?.mistakes);
  expect(s.comparatorLoss).toBe(0);

  r = await call(page, 'seek', { t: 150 });
  expect((r.result as { t: number }).t).toBe(150);
  r = await call(page, 'back');
  expect((r.result as { t: number }).t).toBe(149);
  r = await call(page, 'set', { stream: 'noisy', noise: 0.2, t: 100 });
  const set = r.result as {
    notices: string[];
    state: { t: number; bounds: { applies: boolean }[] };
  };
  expect(set.notices).toEqual([]);
  expect(set.state.t).toBe(100);
  expect(set.state.bounds[0]?.applies).toBe(false);
  r = await call(page, 'set', { T: 'lots' });
  expect((r.result as { notices: string[] }).notices[0]).toMatch(/T=lots/);

  r = await call(page, 'play');
  expect((r.result as { playing: boolean }).playing).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { events: { event: string }[] }).events.filter(
            (e) => e.event === 'round',
          ).length,
      ),
    )
    .toBeGreaterThan(3);
  await call(page, 'pause');
  r = await call(page, 'reset');
  expect((r.result as { t: number }).t).toBe(0);

  // The host sizes the frame from the resize events.
  const height = await page
    .locator('#lab')
    .evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
  expect(height).toBeGreaterThan(400);
});

test('malformed messages are ignored with a warning, and the frame keeps working', async ({
  page,
}) => {
  await page.goto('http://127.0.0.1:4174/host.html');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { events: { event: string }[] }).events.length),
    )
    .toBeGreaterThan(0);
  const frameWarnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') frameWarnings.push(m.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.evaluate(() => {
    const raw = (window as unknown as { raw: (d: unknown) => void }).raw;
    raw({ hindsight: 1, id: 'bad-1', method: 'explode' });
    raw({ hindsight: 1, method: 'seek', args: { t: 'x' } });
    raw({ hindsight: 1, id: 'bad-2', method: 'seek', args: { t: 'x' } });
    raw('not json at all');
    raw({ hindsight: 1, id: 'bad-3', method: 'set', args: { T: { deep: true } } });
  });
  await expect.poll(() => frameWarnings.length).toBeGreaterThanOrEqual(3);
  // Malformed requests that carry an id get an error reply naming the problem.
  const replies = await page.evaluate(
    () => (window as unknown as { replies: Record<string, Reply> }).replies,
  );
  expect(replies['bad-1']?.error).toMatch(/method/);
  expect(replies['bad-2']?.error).toMatch(/args\.t/);
  const r = await call(page, 'getState');
  expect(r.result).toMatchObject({ lesson: 'perceptron' });
  expect(errors).toEqual([]);
});

test('the frame never takes focus or keys from the host page', async ({ page }) => {
  await page.goto('http://127.0.0.1:4174/host.html');
  await page.locator('#notes-input').focus();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');
  await page.keyboard.type('r p ?');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#notes-input')).toBeFocused();
  await expect(page.locator('#notes-input')).toHaveValue('r p ?');
  const r = await call(page, 'getState');
  expect((r.result as { t: number }).t).toBe(0);
  await expect(page.frameLocator('#lab').locator('html')).not.toHaveAttribute(
    'data-theme',
    'projector',
  );
});
