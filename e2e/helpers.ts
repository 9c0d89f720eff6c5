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
