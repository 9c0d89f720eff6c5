import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { parseSearch } from '../app/store/scene-params';
import {
  FUZZ_SCALE as SCALE,
  realKeys,
  unknownKey,
  valid,
  clearlyInvalid,
  garbage,
} from './fuzz-inputs';

/**
 * Hostile input, fuzzed: random scene URLs against the built app. Each batch reuses one page;
 * fast-check prints the seed and the failing input when a property fails (shrinking is off:
 * every run is a page load). The embed messages are fuzzed in fuzz-embed.spec.ts.
 */

test.describe.configure({ mode: 'parallel' });
/** Three batches: 300 URLs per run. */
const URLS_PER_BATCH = 100 * SCALE;
// The service worker's precaching would compete with hundreds of page loads.
test.use({ serviceWorkers: 'block' });

type Kind = 'valid' | 'invalid' | 'garbage' | 'unknown';
interface Entry {
  key: string;
  value: string;
  kind: Kind;
}

const entry: fc.Arbitrary<Entry> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(...realKeys).chain((key) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: valid[key].map((value) => ({ key, value, kind: 'valid' as Kind })),
        },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...clearlyInvalid[key])
            .map((value) => ({ key, value, kind: 'invalid' as Kind })),
        },
        { weight: 1, arbitrary: garbage.map((value) => ({ key, value, kind: 'garbage' as Kind })) },
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(unknownKey, garbage)
      .filter(([key]) => !(realKeys as readonly string[]).includes(key))
      .map(([key, value]) => ({ key, value, kind: 'unknown' as Kind })),
  },
);

/** Mostly encoded properly; sometimes raw, so the browser's own URL parsing is exercised. */
const encoded = (s: string, raw: boolean): string =>
  raw ? s.replace(/[#&=\s]/g, encodeURIComponent) : encodeURIComponent(s);

const sceneUrl = fc
  .record({
    // Repeated keys come from the array itself; a few more are forced by duplicating entries.
    entries: fc.array(entry, { maxLength: 12 }),
    repeat: fc.boolean(),
    raw: fc.boolean(),
  })
  .map(({ entries, repeat, raw }) => {
    const list = repeat && entries.length > 0 ? [...entries, ...entries.slice(0, 2)] : entries;
    const query = list.map((e) => `${encoded(e.key, raw)}=${encoded(e.value, raw)}`).join('&');
    // The key as the page decodes it (a raw `+` is a space, a raw `%41` an A). Through a URL, as
    // the browser does: Node's URLSearchParams on the raw string misreads a lone `%` before raw
    // non-ASCII characters (`&𝆺…%𘤕` came out as `&4\uFFFD4e…`), where the page reads the key right.
    const decoded = list.map((e) => ({
      ...e,
      key: new URL(`http://h/?${encoded(e.key, raw)}=`).searchParams.keys().next().value ?? '',
    }));
    return { entries: decoded, path: `/?${query}` };
  });

interface PageReport {
  rootLength: number;
  lessonVisible: boolean;
  mainText: string;
  notices: { param: string; text: string }[];
  noticesVisible: boolean;
}

function report(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const visible = (el: Element | null): boolean =>
      !!el && (el as HTMLElement).offsetParent !== null && el.getClientRects().length > 0;
    const main = document.querySelector('main.lesson, main.contents');
    return {
      rootLength: document.getElementById('root')?.childElementCount ?? 0,
      lessonVisible: visible(main),
      mainText: main?.textContent ?? '',
      notices: Array.from(document.querySelectorAll('.notices .notice')).map((n) => ({
        param: n.getAttribute('data-param') ?? '',
        text: n.textContent ?? '',
      })),
      noticesVisible: visible(document.querySelector('.notices[role="status"]')),
    };
  });
}

/** Loads one URL and checks the page survived it, returning the page's report. */
async function visit(page: Page, path: string, errors: string[]): Promise<PageReport> {
  // An error thrown after the previous check, while that page was still running, counts too.
  expect(errors, `page errors before leaving the previous page (now ${path})`).toEqual([]);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      break;
    } catch (e) {
      // The static server answers every query with the page: a failed request is the server
      // going away (a rebuild, a restart), not the query. Anything else is the test's business.
      if (
        attempt === 3 ||
        !/net::ERR_(HTTP_RESPONSE_CODE_FAILURE|CONNECTION_REFUSED)/.test(String(e))
      )
        throw e;
      await page.waitForTimeout(2000);
    }
  }
  // An address with no scene parameter (at most theme, present, embed) is the contents page.
  await expect(page.locator('main.lesson, main.contents')).toBeVisible();
  // The lesson proper (not its loading state), when the engine comes up quickly.
  await page
    .locator('main.lesson:not(.loading)')
    .waitFor({ timeout: 1500 })
    .catch(() => undefined);
  const r = await report(page);
  expect(errors, `page errors at ${path}`).toEqual([]);
  expect(r.rootLength, `#root is empty at ${path}`).toBeGreaterThan(0);
  expect(r.lessonVisible, `no visible lesson (or contents page) at ${path}`).toBe(true);
  expect(r.mainText, `NaN on screen at ${path}`).not.toContain('NaN');
  expect(r.mainText, `"undefined" on screen at ${path}`).not.toMatch(/\bundefined\b/);
  return r;
}

/**
 * Every notice the parser produces is on screen: with its own message, or, when one address has
 * more bad parameters than the notice area shows one by one, named in the folded notice.
 */
function expectNotices(r: PageReport, path: string, url: string): void {
  const expected = parseSearch(new URL(url).search).notices;
  const shown = r.notices.map((n) => n.text);
  if (expected.length > 0) expect(r.noticesVisible, `notices hidden at ${path}`).toBe(true);
  for (const n of expected) {
    expect(
      shown.some((s) => s.includes(n.message) || s.includes(`${n.param}=${n.given} (`)),
      `missing notice “${n.message}” at ${path}; shown: ${JSON.stringify(shown)}`,
    ).toBe(true);
  }
}

/** Whether a notice's text names the key: `key=…` as a word, or “key” (cut as notices cut it). */
function names(text: string, key: string): boolean {
  const k = key.length > 40 ? key.slice(0, 37) : key;
  const escaped = k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.includes(`“${k}`) || new RegExp(`(^|[\\s;:])${escaped}=`, 'u').test(text);
}

const BASE = 'http://127.0.0.1:4173';

for (const batch of [1, 2, 3]) {
  test(`random URLs never crash, blank the page, show NaN or hide a notice (batch ${batch})`, async ({
    page,
  }) => {
    test.setTimeout(180_000 * SCALE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A data= fetch must never leave the machine.
    await page.route(/^(?!http:\/\/127\.0\.0\.1:417[34]\/)/, (route) => route.abort());
    await fc.assert(
      fc.asyncProperty(sceneUrl, async ({ entries, path }) => {
        const r = await visit(page, path, errors);
        expectNotices(r, path, BASE + path);
        // Independently of the parser: a clearly invalid value or an unknown key is reported.
        const params = new Set(r.notices.map((n) => n.param));
        const allText = r.notices.map((n) => n.text).join('\n');
        for (const e of entries) {
          if (e.kind !== 'invalid' && e.kind !== 'unknown') continue;
          expect(
            params.has(e.key) || names(allText, e.key),
            `no notice for ${e.key}=${e.value} at ${path}`,
          ).toBe(true);
        }
      }),
      { numRuns: URLS_PER_BATCH, endOnFailure: true },
    );
  });
}

test('hand-written invalid values each get their notice', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Each query, and the parameters whose notices it must show (named as `key=` or “key”).
  const cases: [string, string[]][] = [
    ['T=abc&gamma=-1&theme=neon&seed=1.5&t=-1&R=0', ['T', 'gamma', 'theme', 'seed', 't', 'R']],
    [
      'lesson=nope&noise=0.9&learners=zebra&wstar=0,0&points=1,2&speed=warp',
      ['lesson', 'noise', 'learners', 'wstar', 'points', 'speed'],
    ],
    [
      'autoplay=maybe&present=2&embed=please&data=javascript:alert(1)&stream=magic&gama=0.2',
      ['autoplay', 'present', 'embed', 'data', 'stream', 'gama'],
    ],
    [
      'lesson=experts&d=0&epsilon=2&eta=-3&gamma=0.2&learners=perceptron',
      ['d', 'epsilon', 'eta', 'gamma', 'learners'],
    ],
    ['lesson=mindreader&eta=1e9&d=5&T=0', ['eta', 'd', 'T']],
    // A second lesson, and a key given twice.
    ['lesson=perceptron&lesson=nope&T=5&T=abc', ['lesson', 'T']],
    // More bad parameters than the notice area shows one by one: each is still named.
    [
      'a=1&b=2&c=3&T=x&seed=y&gamma=z&theme=w&speed=v&autoplay=u',
      ['a', 'b', 'c', 'T', 'seed', 'gamma', 'theme', 'speed', 'autoplay'],
    ],
  ];
  for (const [query, params] of cases) {
    await visit(page, `/?${query}`, errors);
    const notices = page.locator('.notices[role="status"] .notice');
    await expect(notices.first(), query).toBeVisible();
    const text = (await notices.allTextContents()).join('\n');
    for (const param of params)
      expect(text, `${query}: no notice for ${param}`).toMatch(
        new RegExp(`(^|[\\s“;:])${param}[=”]`),
      );
  }
});
