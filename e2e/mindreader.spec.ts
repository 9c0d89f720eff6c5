import { expect, test, type Page } from '@playwright/test';
import { trackErrors } from './helpers';

type Reply = { hindsight: 1; id: number; result?: Record<string, unknown> };
const call = (page: Page, method: string, args?: Record<string, unknown>): Promise<Reply> =>
  page.evaluate(
    ([m, a]) =>
      (window as unknown as { call: (m: string, a: unknown) => Promise<Reply> }).call(
        m as string,
        a,
      ),
    [method, args] as const,
  );

async function score(page: Page): Promise<{ you: number; machine: number; moves: number }> {
  const text = (await page.locator('.score').textContent()) ?? '';
  const m = /You: (\d+) · Machine: (\d+) after (\d+) moves/.exec(text);
  return { you: Number(m?.[1]), machine: Number(m?.[2]), moves: Number(m?.[3]) };
}

test('the machine catches a student who alternates, from the keyboard', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=mindreader');
  await expect(page.getByRole('button', { name: '← Left' })).toBeVisible();
  await page.locator('.lesson').click({ position: { x: 3, y: 3 } });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    await expect.poll(async () => (await score(page)).moves).toBe(i + 1);
  }
  const s = await score(page);
  expect(s.machine + s.you).toBe(60);
  expect(s.machine).toBeGreaterThan(45);
  await expect(page.locator('.theorem-panel')).toContainText('holds');
  await page.keyboard.press('r');
  await expect.poll(async () => (await score(page)).moves).toBe(0);
  expect(errors).toEqual([]);
});

test('moves faster than frames all reach the engine, which scores them as the page did', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/?lesson=mindreader');
  await expect(page.locator('.lock')).toContainText('Locked');
  // Forty moves in one task: the page answers each, and the engine takes them in one message.
  await page.evaluate(() => {
    for (let i = 0; i < 40; i++)
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: i % 3 ? 'ArrowRight' : 'ArrowLeft', bubbles: true }),
      );
  });
  await expect.poll(async () => (await score(page)).moves).toBe(40);
  const s = await score(page);
  // The announcer reads the engine's own trace: its count must be the page's referee's.
  const announcer = page.locator('.round-announcer');
  await expect(announcer).toContainText('Move 40: ');
  await expect(announcer).toContainText(`You ${s.you}, machine ${s.machine};`);
  expect(errors).toEqual([]);
});

test('the two big buttons play on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lesson=mindreader');
  await page
    .getByRole('button', { name: 'Right →' })
    .tap()
    .catch(() => page.getByRole('button', { name: 'Right →' }).click());
  await page.getByRole('button', { name: '← Left' }).click();
  await expect.poll(async () => (await score(page)).moves).toBe(2);
});

test('getState: the machine is learners[0] and t counts the moves', async ({ page }) => {
  await page.goto(
    'http://127.0.0.1:4174/host.html?frame=' + encodeURIComponent('lesson=mindreader'),
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');
  const frame = page.frameLocator('#lab');
  for (let i = 0; i < 5; i++) await frame.getByRole('button', { name: 'Right →' }).click();
  await expect.poll(async () => ((await call(page, 'getState')).result as { t: number }).t).toBe(5);
  const s = (await call(page, 'getState')).result as {
    lesson: string;
    learners: { id: string; weights: number[]; cumulativeLoss: number }[];
    bounds: { quantity: string; applies: boolean; holds: boolean }[];
  };
  expect(s.lesson).toBe('mindreader');
  expect(s.learners[0]?.id).toBe('hedge');
  expect(s.learners[0]?.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  expect(s.bounds[0]).toMatchObject({ quantity: 'regret', applies: true, holds: true });
});
