import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { call, openEmbedded, ready, withoutIdleCallbacks } from './helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function saved(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; data: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const d = download as Download;
  const path = await d.path();
  return { name: d.suggestedFilename(), data: await readFile(path) };
}

/** Parses an SVG file in the page (the browser's XML parser) and reports what it found. */
async function parseSvg(page: Page, text: string) {
  return page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: root.nodeName,
      ns: root.getAttribute('xmlns'),
      width: Number(root.getAttribute('width')),
      paths: doc.getElementsByTagName('path').length,
      texts: Array.from(doc.getElementsByTagName('text'), (e) => e.textContent ?? ''),
      images: doc.getElementsByTagName('image').length,
      // Nothing left for a stylesheet the file does not carry: no var(--…) in any style.
      unresolved: /var\(--/.test(
        Array.from(doc.querySelectorAll('[style]'), (e) => e.getAttribute('style')).join(';'),
      ),
    };
  }, text);
}

/** Saves the plane as SVG and reads the file back. */
async function savedPlane(page: Page) {
  const svg = await saved(page, () =>
    page.getByRole('button', { name: 'Save the plane as SVG' }).click(),
  );
  const text = svg.data.toString('utf8');
  return { text, parsed: await parseSvg(page, text) };
}

test('a chart saves as an SVG that renders alone and as a PNG at twice its size', async ({
  page,
}) => {
  await page.goto('/?lesson=ogd&T=500&t=200&theme=dark');
  await ready(page);
  const save = (kind: string) =>
    page.getByRole('button', { name: `Save the chart “Regret against each bound” as ${kind}` });
  const svg = await saved(page, () => save('SVG').click());
  expect(svg.name).toBe('hindsight-regret-against-each-bound.svg');
  const parsed = await parseSvg(page, svg.data.toString('utf8'));
  expect(parsed).toMatchObject({ error: false, root: 'svg', ns: 'http://www.w3.org/2000/svg' });
  expect(parsed.unresolved).toBe(false);
  expect(parsed.texts).toContain('regret');
  expect(parsed.paths).toBeGreaterThan(5);

  const png = await saved(page, () => save('PNG').click());
  expect(png.name).toBe('hindsight-regret-against-each-bound.png');
  expect(png.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const image = PNG.sync.read(png.data);
  expect(image.width).toBe(2 * parsed.width);
  // The dark theme's background, not a transparent or white one.
  const [r, g, b] = image.data;
  expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(3 * 80);
});

test('the plane saves with its canvas layer of many points', async ({ page }) => {
  await page.goto('/?lesson=perceptron&stream=iid&seed=3&T=3000&t=3000');
  await ready(page);
  await expect(page.locator('.plane-panel canvas')).toHaveCount(1);
  const { parsed } = await savedPlane(page);
  expect(parsed.error).toBe(false);
  expect(parsed.images).toBe(1);
  const png = await saved(page, () =>
    page.getByRole('button', { name: 'Save the plane as PNG' }).click(),
  );
  expect(png.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
});

for (const idle of ['with', 'without'] as const)
  test(`a plane of few points saves them as SVG, not its hidden canvas (${idle} idle callbacks)`, async ({
    page,
  }) => {
    // Where the browser has no idle callbacks, the canvas is readied by a timer instead.
    if (idle === 'without') await withoutIdleCallbacks(page);
    await page.goto('/?lesson=perceptron&stream=iid&seed=3&T=40&t=40');
    await ready(page);
    const canvas = page.locator('.plane-panel canvas');
    await expect(canvas).toBeHidden();
    // Readied before any Play: sized to the square plane (a new canvas is 300 × 150).
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width === c.height && c.width > 0))
      .toBe(true);
    const { text, parsed } = await savedPlane(page);
    expect(parsed.error).toBe(false);
    expect(parsed.images).toBe(0);
    // The points themselves, each a mark of the saved SVG.
    const points = await page.locator('.plane-panel svg g.pt').count();
    expect(points).toBe(40);
    expect(text.match(/class="pt /g)?.length ?? 0).toBe(points);
  });

test('the multiclass plane draws its many points in a worker, and saves them all the same', async ({
  page,
}) => {
  await page.goto('/?lesson=multiclass&stream=iid&k=6&seed=3&T=3000&t=3000');
  await ready(page);
  await expect(page.locator('.hs-classplane canvas')).toHaveCount(1);
  // Drawn by a worker of its own: the page hands the canvas over (transferControlToOffscreen).
  await expect.poll(() => page.workers().some((w) => /points\.worker/.test(w.url()))).toBe(true);
  const { text, parsed } = await savedPlane(page);
  expect(parsed.error).toBe(false);
  expect(parsed.images).toBe(1);
  // The layer is the worker's pixels: 3000 points cover a good part of the plane.
  const href = /<image[^>]*href="data:image\/png;base64,([^"]+)"/.exec(text)?.[1] ?? '';
  const layer = PNG.sync.read(Buffer.from(href, 'base64'));
  let painted = 0;
  for (let i = 3; i < layer.data.length; i += 4) if ((layer.data[i] as number) > 0) painted++;
  expect(painted / (layer.width * layer.height)).toBeGreaterThan(0.05);
});

test('the theorem saves as LaTeX with today’s numbers', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?lesson=perceptron&stream=iid&seed=3&T=300&t=120');
  await ready(page);
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  const tex = await saved(page, () =>
    page.getByRole('button', { name: 'Download .tex' }).first().click(),
  );
  const text = tex.data.toString('utf8');
  expect(tex.name).toMatch(/^hindsight-.*\.tex$/);
  expect(text).toContain('\\begin{theorem}');
  expect(text).toContain('\\begin{proof}');
  expect(text).toMatch(/M_t = \{\d+\} \\le/);
  await page.getByRole('button', { name: 'Copy as LaTeX' }).first().click();
  await expect(page.getByText('LaTeX copied.').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('the run’s CSV, written in a worker, holds getState’s numbers at each round', async ({
  page,
}) => {
  await openEmbedded(page, 'lesson=ogd&T=300&t=0&seed=4');
  const frame = page.frameLocator('#lab');
  await call(page, 'seek', { t: 150 });
  const state = (await call(page, 'getState')).result as unknown as {
    learners: { id: string; cumulativeLoss: number }[];
    comparatorLoss: number;
    bounds: { id: string; value: number | null; applies: boolean }[];
  };
  const file = await saved(page, () =>
    frame.getByRole('button', { name: 'Download the run (CSV)' }).click(),
  );
  expect(file.name).toBe('hindsight-ogd-run-to-150.csv');
  const [head = '', ...rows] = file.data.toString('utf8').trim().split('\n');
  const cols = head.split(',');
  expect(rows).toHaveLength(150);
  const last = Object.fromEntries((rows[149] ?? '').split(',').map((v, i) => [cols[i], v]));
  expect(Number(last['round'])).toBe(150);
  for (const l of state.learners) {
    expect(Number(last[`${l.id} cumulative loss`])).toBe(l.cumulativeLoss);
    expect(Number(last[`${l.id} regret`])).toBeCloseTo(l.cumulativeLoss - state.comparatorLoss, 12);
  }
  expect(Number(last['comparator loss'])).toBe(state.comparatorLoss);
  for (const b of state.bounds) {
    expect(last[`${b.id} applies`]).toBe(String(b.applies));
    if (b.value !== null) expect(Number(last[`${b.id} bound`])).toBe(b.value);
  }
  await expect(frame.getByRole('status').filter({ hasText: 'Saved 150 rounds.' })).toBeVisible();
});

test('every chart and plane of every lesson has its Save buttons', async ({ page }) => {
  for (const lesson of ['perceptron', 'experts', 'mindreader', 'ogd', 'ftl-ftrl']) {
    await page.goto(`/?lesson=${lesson}&t=20`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    // The staged panels mount a few frames after the page.
    await expect(page.locator('.theorem-panel').first()).toBeVisible();
    await page.waitForTimeout(800);
    const figures = page.locator('main.lesson figure.hs-chart, main.lesson .hs-plane');
    const n = await figures.count();
    expect(n, lesson).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const fig = figures.nth(i);
      await expect(fig.getByRole('button', { name: /as SVG$/ }), `${lesson} #${i}`).toHaveCount(1);
      await expect(fig.getByRole('button', { name: /as PNG$/ }), `${lesson} #${i}`).toHaveCount(1);
    }
  }
  // The experts' weights, as a file that parses.
  await page.goto('/?lesson=experts&t=50');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  const svg = await saved(page, () =>
    page.getByRole('button', { name: 'Save the weights as SVG' }).click(),
  );
  expect((await parseSvg(page, svg.data.toString('utf8'))).error).toBe(false);
});
