import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectRound, ready, round } from './helpers';

/** Reads the QR code on screen with an independent decoder (jsQR), from a screenshot of it. */
async function decodeQr(page: Page): Promise<string | null> {
  const shot = PNG.sync.read(await page.locator('svg.qr-code').screenshot());
  const code = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  return code?.data ?? null;
}

const frameHeights = (page: Page): Promise<{ frame: number; content: number }[]> =>
  Promise.all(
    page
      .frames()
      .slice(1)
      .map(async (f) => ({
        frame: Math.round((await (await f.frameElement()).boundingBox())?.height ?? 0),
        content: await f.evaluate(() =>
          Math.ceil(
            (document.getElementById('root') ?? document.body).getBoundingClientRect().height,
          ),
        ),
      })),
  );

test('the share dialog gives the scene at its round: a link that reopens it, its QR code, the embed snippet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?lesson=perceptron&stream=noisy&noise=0.1&seed=7&T=300&t=0');
  await ready(page);
  // A step goes no further than the engine has computed, which on a busy machine may still be a
  // round or two when the lesson shows: press until the counter reads 5, one round a press.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return round(page);
    })
    .toBeGreaterThanOrEqual(5);
  await expectRound(page, 5);
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Share this scene' });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('textbox', { name: 'Link to this scene at this round' });
  const url = await link.inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/\?/);
  expect(url).toMatch(/[?&]t=5(&|$)/);
  await dialog.getByRole('button', { name: 'Copy' }).first().click();
  await expect(dialog.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await decodeQr(page)).toBe(url);

  const snippet = await dialog.getByRole('textbox', { name: /Embed it in a page/ }).inputValue();
  expect(snippet).toContain('embed=1');
  expect(snippet).toContain('<script src="http://127.0.0.1:4173/embed.js" async></script>');
  // Esc closes the dialog; focus went nowhere behind it meanwhile (a modal dialog).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The link reopens the same scene at the same round.
  const other = await context.newPage();
  await other.goto(url);
  await ready(other);
  await expectRound(other, 5);
  await expect(other.getByRole('combobox', { name: 'Stream' })).toHaveValue('noisy');
});

test('presented, the QR code fills the dialog and still reads back as the link', async ({
  page,
}) => {
  await page.goto('/?lesson=experts&seed=3&T=100&t=40&present=1');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await page.keyboard.press('S');
  const qr = page.locator('svg.qr-code');
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  const url = await page.getByRole('textbox', { name: /Link to this scene/ }).inputValue();
  expect(url).not.toContain('present=1');
  expect(await decodeQr(page)).toBe(url);
});

test('embed.js sizes two frames of different lessons on a page of another origin', async ({
  page,
}) => {
  // Tall enough for both frames: Chromium pauses the rendering (and so the resize observer) of a
  // cross-origin frame while it is off screen, so a frame out of view reports its height late.
  await page.setViewportSize({ width: 1280, height: 3600 });
  await page.goto('http://127.0.0.1:4174/two-frames.html');
  // The lessons themselves, not their loading placeholders (also `main.lesson`), whose height
  // the frames would otherwise match too.
  for (const k of [0, 1])
    await expect(
      page.frameLocator('iframe').nth(k).locator('main.lesson:not(.loading)'),
    ).toBeVisible();
  await expect
    .poll(async () =>
      (await frameHeights(page)).every((h) => Math.abs(h.frame - h.content) <= 2 && h.frame > 400),
    )
    .toBe(true);
  const [a, b] = await frameHeights(page);
  // Each frame has its own content's height, far from an iframe's default 150 px.
  expect(a?.frame).toBeGreaterThan(400);
  expect(b?.frame).toBeGreaterThan(400);
  expect(a?.frame).not.toBe(b?.frame);
});

test('a frame in a Markdown-generated page is sized by embed.js', async ({ page }) => {
  await page.goto('http://127.0.0.1:4174/notes.html');
  await expect(page.locator('h1')).toHaveText('Lecture 4: experts');
  await expect(page.frameLocator('iframe').locator('main.lesson')).toBeVisible();
  await expect
    .poll(async () => {
      const [h] = await frameHeights(page);
      return h && h.frame > 400 && Math.abs(h.frame - h.content) <= 2;
    })
    .toBe(true);
});

test('in a reveal.js deck the arrow keys move the deck, until the reader clicks into the frame', async ({
  page,
}) => {
  await page.goto('http://127.0.0.1:4174/deck.html');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('output.round')).toHaveText(/t = 0 \//);
  await page.waitForFunction(() =>
    (window as unknown as { Reveal?: { isReady(): boolean } }).Reveal?.isReady(),
  );
  const slide = () =>
    page.evaluate(
      () =>
        (window as unknown as { Reveal: { getIndices(): { h: number } } }).Reveal.getIndices().h,
    );
  // The frame loaded without taking focus: the deck's keys are the deck's.
  await page.keyboard.press('ArrowRight');
  await expect.poll(slide).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(slide).toBe(0);
  await expect(frame.locator('output.round')).toHaveText(/t = 0 \//);
  // Clicked into, the frame takes them: a step in the lesson, and the deck stays. (Once the
  // slide has finished moving back: a click mid-transition can land beside the frame.)
  await page.waitForTimeout(1200);
  await frame.locator('h2.panel-title').first().click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('ArrowRight');
  await expect(frame.locator('output.round')).toHaveText(/t = 1 \//);
  expect(await slide()).toBe(0);
});
