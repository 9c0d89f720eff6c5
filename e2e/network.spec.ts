import { expect, test } from '@playwright/test';
import { initialScripts } from '../bench/load';

const ORIGIN = 'http://127.0.0.1:4173';

test('the built page carries a Content-Security-Policy, and no lesson breaks it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const query of [
    'lesson=perceptron&stream=adversary&t=50',
    'lesson=experts&stream=iid&t=100',
    'lesson=mindreader',
    // Its preload script runs inline, allowed by its hash.
    'lesson=ogd',
  ]) {
    await page.goto(`/?${query}`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  }
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self' https:");
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('no scene without data= makes a request off the origin', async ({ page }) => {
  const offOrigin: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(ORIGIN) && !url.startsWith('data:') && !url.startsWith('blob:'))
      offOrigin.push(url);
  });
  for (const query of [
    'lesson=perceptron&stream=iid&t=300',
    'lesson=perceptron&stream=noisy&t=100&theme=dark',
    'lesson=experts&stream=adversary&t=200&present=1',
    'lesson=mindreader&embed=1',
  ]) {
    await page.goto(`/?${query}`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    await page.waitForTimeout(300);
  }
  expect(offOrigin).toEqual([]);
});

test('a lesson loaded on demand is asked for with the page, before the page has run its script', async ({
  page,
}) => {
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const file = /\/assets\/[^/?]+$/.exec(r.url())?.[0];
    if (file) asked.set(file, (asked.get(file) ?? 0) + 1);
  });
  // The page's own script is held back: it cannot run before it has come, and React asks for
  // the lesson only once it has run.
  const HOLD_MS = 600;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.goto('/?lesson=multiclass');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  const timing = await page.evaluate(() => {
    const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chunk = files.find((r) => /\/assets\/MulticlassLesson-[^/]*\.js$/.test(r.name));
    const entry = files.find((r) => /\/assets\/index-[^/]*\.js$/.test(r.name));
    return { chunk: chunk?.startTime, entry: entry?.responseEnd };
  });
  expect(timing.chunk).toBeDefined();
  expect(timing.entry).toBeDefined();
  // Asked for while the page's script was still on its way: by the preload the shell starts.
  expect(timing.chunk ?? Infinity).toBeLessThan((timing.entry ?? 0) - HOLD_MS / 2);
  const preloads = page.locator('link[rel="modulepreload"][fetchpriority="low"]');
  expect(await preloads.count()).toBeGreaterThan(1);
  // Each file once: a preload of another mode than the page's own request (its stylesheet's, say)
  // is not used, and the file is fetched again.
  const css = [...asked.keys()].filter((f) => /MulticlassLesson-[^/]*\.css$/.test(f));
  expect(css).toHaveLength(1);
  expect([...asked].filter(([, n]) => n > 1)).toEqual([]);
});

test("the engine's worker asks for a lesson's engine and the files it imports at once", async ({
  page,
}) => {
  // The lesson's engine chunk (oco-*.js) is held back: a worker that learnt of its imports only
  // from the chunk itself could ask for them no sooner than it arrives.
  const HOLD_MS = 800;
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const name = /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (name && !asked.has(name)) asked.set(name, Date.now());
  });
  await page.route(/\/assets\/oco-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.goto('/?lesson=ogd&stream=quadratic&T=200');
  await expect(page.locator('output.round')).toBeVisible();
  const oco = asked.get('oco');
  const run = asked.get('run');
  const trace = asked.get('trace');
  expect(oco).toBeDefined();
  expect(run).toBeDefined();
  expect(trace).toBeDefined();
  // Asked for together with oco, not once oco had come.
  expect((run ?? Infinity) - (oco ?? 0)).toBeLessThan(HOLD_MS / 2);
  expect((trace ?? Infinity) - (oco ?? 0)).toBeLessThan(HOLD_MS / 2);
});

test('the page’s icon is a served PNG, not an SVG', async ({ page }) => {
  // An SVG icon is drawn as a page of its own on the lesson's main thread (README, "The
  // browser's own start-up, and the page's icon").
  await page.goto('/?lesson=perceptron&stream=iid&t=10');
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('href'), l.getAttribute('type')] as const),
    );
  expect(icons).toEqual([['/favicon.png', 'image/png']]);
  const res = await page.request.get('/favicon.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/png');
  // The PNG signature.
  expect([...(await res.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
});

test('the page’s up-front script comes in a few files, none large enough to be taken in by one long task', async ({
  page,
}) => {
  // The files the built page lists for its shell to ask for: its entry and the entry's preloads
  // (a lesson's own files are added by a script, later ones by the app as it loads them).
  const html = await (await page.request.get('/?lesson=perceptron')).text();
  const initial = initialScripts(html);
  expect(initial.length).toBeGreaterThanOrEqual(3);
  expect(initial.length).toBeLessThanOrEqual(5);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/?lesson=perceptron');
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  for (const path of initial) {
    expect(asked).toContain(path);
    const bytes = (await (await page.request.get(path)).body()).length;
    // Each file's compiled code is taken in by one main-thread task: 255 kB made one of
    // 53-80 ms on a phone (README, "The page's script in three files").
    expect(bytes, path).toBeLessThan(120_000);
  }
});

test('KaTeX’s font faces are declared by the page before its lesson, not with the proof’s stylesheet', async ({
  page,
}) => {
  // A stylesheet that declares font faces restyles and lays out the whole page when it lands: a
  // task of about 100 ms on a phone once the lesson is drawn (README, "KaTeX's fonts declared
  // up front"). In the page's inline stylesheet they lengthened its first style pass (README,
  // "KaTeX's faces after the first style"): the page's script declares them, before the lesson.
  const html = await (await page.request.get('/?lesson=experts')).text();
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  expect(inline).toContain('.site-header');
  expect(inline).not.toMatch(/@font-face/);
  const sheets: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) sheets.push(r.url());
  });
  // What the page holds when the faces are declared: the lesson is not drawn yet.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      for (const c of changes)
        for (const n of c.addedNodes)
          if (n instanceof HTMLStyleElement && n.hasAttribute('data-font-faces')) {
            (window as unknown as { lessonAtFaces: boolean }).lessonAtFaces =
              document.querySelector('main.lesson:not(.loading)') !== null;
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/?lesson=experts');
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible({ timeout: 30_000 });
  const declared = await page.evaluate(() =>
    [
      ...(document.querySelector('style[data-font-faces]')?.textContent ?? '').matchAll(
        /@font-face\s*\{[^}]*font-family:\s*([\w-]+)/g,
      ),
    ].map((m) => m[1]),
  );
  expect(declared.length).toBeGreaterThanOrEqual(10);
  expect(declared.every((f) => f?.startsWith('KaTeX_'))).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { lessonAtFaces: boolean }).lessonAtFaces),
  ).toBe(false);
  expect(sheets.some((u) => /TheoremPanel-[^/]*\.css$/.test(u))).toBe(true);
  for (const url of sheets) {
    const css = await (await page.request.get(url)).text();
    expect(css, url).not.toMatch(/@font-face/);
  }
  // The formulas still take KaTeX's own fonts.
  const family = await page
    .locator('.theorem-panel .katex .mord')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/KaTeX_/);
  // document.fonts.check() is true for a family no face declares, too: look for the face itself.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.fonts].some(
            (f) => f.family.replace(/["']/g, '') === 'KaTeX_Main' && f.status === 'loaded',
          ),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
});
