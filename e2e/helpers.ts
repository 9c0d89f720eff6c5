import { expect, type Page } from '@playwright/test';

/** The round on display, read from the transport's counter ("t = 12 / 300"). */
export async function round(page: Page): Promise<number> {
  const text = (await page.locator('output.round').textContent()) ?? '';
  const m = /t = (\d+)/.exec(text);
  return m ? Number(m[1]) : NaN;
}

export async function expectRound(page: Page, t: number): Promise<void> {
  await expect(page.locator('output.round')).toHaveText(new RegExp(`t = ${t} /`));
}

/** Collects uncaught page errors, to assert none happened. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^(Play|Pause)$/ })).toBeVisible();
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
}

export type Reply = { hindsight: 1; id: number; result?: Record<string, unknown>; error?: string };

/** The host page's (e2e/host.html) side of the embed API: a request, and its reply. */
export async function call(
  page: Page,
  method: string,
  args?: Record<string, unknown>,
): Promise<Reply> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as { call: (m: string, a: unknown) => Promise<Reply> }).call(
        m as string,
        a,
      ),
    [method, args] as const,
  );
}

/** Opens the host page on another origin with a frame of `query`, and waits for `ready`. */
export async function openEmbedded(page: Page, query: string): Promise<void> {
  await page.goto(`http://127.0.0.1:4174/host.html?frame=${encodeURIComponent(query)}`);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');
}

/**
 * Takes the page's idle callbacks away before it loads, as a browser without them: what waits
 * for an idle moment then runs on its timer instead.
 */
export async function withoutIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });
}
