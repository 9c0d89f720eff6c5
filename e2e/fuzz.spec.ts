import fc from 'fast-check';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { parseSearch } from '../app/store/scene-params';

/**
 * Hostile input, fuzzed: random URLs and random embed messages against the built app. Each batch
 * reuses one page; fast-check prints the seed and the failing input when a property fails
 * (shrinking is off: every run is a page load).
 */

test.describe.configure({ mode: 'parallel' });
// FUZZ_SCALE=10 runs ten times as many inputs (for a longer hunt than the test suite's).
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
/** Three batches: 300 URLs per run. */
const URLS_PER_BATCH = 100 * SCALE;
/** Batches of 25 messages, per arbitrary: 400 messages per run. */
const MESSAGE_BATCHES = 8 * SCALE;
// The service worker's precaching would compete with hundreds of page loads.
test.use({ serviceWorkers: 'block' });

// ---------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------

const realKeys = [
  'lesson',
  'stream',
  'seed',
  'T',
  't',
  'gamma',
  'R',
  'noise',
  'learners',
  'wstar',
  'points',
  'd',
  'epsilon',
  'eta',
  'speed',
  'autoplay',
  'theme',
  'present',
  'embed',
  'data',
] as const;
type RealKey = (typeof realKeys)[number];

const unknownKey = fc.oneof(
  fc.constantFrom(
    'gama',
    'foo',
    '',
    'Lesson',
    'T ',
    ' t',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'lesson[]',
    'épsilon',
    '💥',
    'a=b',
    '&',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
);

const flagValues = ['0', '1', 'true', 'false', 'yes', 'no', ''];

/** Values every lesson accepts for the key (cross-parameter rules may still object). */
const valid: Record<RealKey, fc.Arbitrary<string>> = {
  lesson: fc.constantFrom('perceptron', 'experts', 'mindreader'),
  stream: fc.constantFrom('iid', 'noisy', 'adversary', 'user', 'csv', 'realizable', 'switching'),
  seed: fc.oneof(fc.constantFrom('0', '1', '4294967295'), fc.nat().map(String)),
  T: fc.oneof(
    fc.constantFrom('1', '2', '50', '300', '1000'),
    fc.integer({ min: 1, max: 3000 }).map(String),
    fc.constant('1000000'),
  ),
  t: fc.oneof(fc.constantFrom('0', '1', '10', '1000000'), fc.nat({ max: 3000 }).map(String)),
  gamma: fc.oneof(
    fc.constantFrom('0.000001', '0.05', '0.1', '0.5', '1000000'),
    fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map(String),
  ),
  R: fc.oneof(
    fc.constantFrom('0.000001', '1', '2', '1000000'),
    fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map(String),
  ),
  noise: fc.oneof(fc.constantFrom('0', '0.1', '0.5'), fc.double({ min: 0, max: 0.5 }).map(String)),
  learners: fc.constantFrom(
    'perceptron',
    'perceptron-random',
    'perceptron,perceptron-random',
    'hedge',
    'halving,wm,mwu,hedge',
    'consistent,halving,wm,mwu,hedge',
    'mwu',
    ' wm , hedge ',
  ),
  wstar: fc.oneof(
    fc.constantFrom('0.6,0.8', '1,0', '-1,-1', '1e308,1e308', '5e-324,0', '1e-300,1e-300'),
    fc
      .tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: 0.001, max: 9 }))
      .map(([a, b]) => `${a},${b}`),
  ),
  points: fc.oneof(
    fc.constantFrom('', '0.1,0.2,1;-0.3,0.4,-1', '1e308,1e308,1;-1e308,1e308,-1', '0,0,1;0,0,-1'),
    fc
      .array(
        fc.tuple(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -2, max: 2, noNaN: true }),
          fc.constantFrom(1, -1),
        ),
        { maxLength: 20 },
      )
      .map((ps) => ps.map((p) => p.join(',')).join(';')),
  ),
  d: fc.oneof(fc.constantFrom('2', '16', '1000'), fc.integer({ min: 2, max: 1000 }).map(String)),
  epsilon: fc.oneof(
    fc.constantFrom('0.000001', '0.25', '0.5', '0.99'),
    fc.double({ min: 1e-6, max: 0.99, noNaN: true }).map(String),
  ),
  eta: fc.oneof(
    fc.constantFrom('0.000001', '0.5', '1000'),
    fc.double({ min: 1e-6, max: 1000, noNaN: true }).map(String),
  ),
  speed: fc.constantFrom('1', '8', '100000', 'max', ' max '),
  autoplay: fc.constantFrom(...flagValues),
  theme: fc.constantFrom('light', 'dark', 'projector'),
  present: fc.constantFrom(...flagValues),
  embed: fc.constantFrom(...flagValues),
  data: fc.constantFrom('/nope.csv', 'http://127.0.0.1:4174/points.csv', '/index.html', 'x.csv'),
};

/** Values no lesson accepts for the key: the page must say so, whatever else the URL holds. */
const clearlyInvalid: Record<RealKey, readonly string[]> = {
  lesson: ['nope', 'Perceptron', '', '💥', 'experts;drop table'],
  stream: ['magic', '', 'IID', 'student ', '\u0000'],
  seed: ['-1', '1.5', '4294967296', 'abc', 'NaN', ''],
  T: ['abc', '0', '-5', '1.5', '1000001', 'Infinity', 'NaN', '', '1e999', '٣'],
  t: ['-1', '0.5', 'abc', '1000001', 'NaN', 'Infinity'],
  gamma: ['-1', '0', 'abc', 'NaN', 'Infinity', '1e7', ''],
  R: ['0', '-2', 'abc', 'Infinity', '-Infinity'],
  noise: ['-0.1', '0.6', 'abc', 'NaN', '1e999'],
  learners: ['zebra', '', 'perceptron,perceptron', 'hedge,zebra', ',', 'hedge,hedge'],
  wstar: ['0,0', '1', 'a,b', '1,2,3', 'NaN,1', '', 'Infinity,0', '1e999,1'],
  points: ['1,2', '1,2,0', 'a,b,c', '1,2,3', 'NaN,0,1', '1e999,0,1'],
  d: ['0', '1', '1001', '2.5', 'abc', '-3', 'Infinity'],
  epsilon: ['2', '0', '-0.1', '1', 'abc', 'NaN'],
  eta: ['-3', '0', '1001', 'abc', 'Infinity', '-0'],
  speed: ['fast', '0', '-1', '100001', 'maxx', 'NaN', ''],
  autoplay: ['maybe', '2', 'on', 'NaN'],
  theme: ['neon', 'Dark', '', ' light'],
  present: ['maybe', '2', 'on'],
  embed: ['yes please', '3', '-1'],
  data: ['javascript:alert(1)', 'data:text/csv,1,2,1', 'ftp://x/y', `/${'x'.repeat(2001)}`],
};

const garbage = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '0x10',
    '1_000',
    '١٢٣',
    '💥',
    '\u0000',
    '%00',
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '-0',
    '1,2,3;4,5,6',
    'null',
    'undefined',
    '[object Object]',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

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
    // The key as the page decodes it (a raw `+` is a space, a raw `%41` an A).
    const decoded = list.map((e) => ({
      ...e,
      key: new URLSearchParams(`${encoded(e.key, raw)}=`).keys().next().value ?? '',
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
    const main = document.querySelector('main.lesson');
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
  await expect(page.locator('main.lesson')).toBeVisible();
  // The lesson proper (not its loading state), when the engine comes up quickly.
  await page
    .locator('main.lesson:not(.loading)')
    .waitFor({ timeout: 1500 })
    .catch(() => undefined);
  const r = await report(page);
  expect(errors, `page errors at ${path}`).toEqual([]);
  expect(r.rootLength, `#root is empty at ${path}`).toBeGreaterThan(0);
  expect(r.lessonVisible, `no visible lesson at ${path}`).toBe(true);
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

// ---------------------------------------------------------------------------------------------
// Embed messages
// ---------------------------------------------------------------------------------------------

type Reply = { hindsight: 1; id: number; result?: Record<string, unknown>; error?: string };

const methodNames = ['play', 'pause', 'step', 'back', 'reset', 'seek', 'set', 'getState'];

const weirdNumber = fc.constantFrom(
  NaN,
  Infinity,
  -Infinity,
  -0,
  -1,
  1e308,
  -1e308,
  2 ** 53,
  1e6,
  1e6 + 1,
  0.5,
  5e-324,
);

const setArgs = fc.dictionary(
  fc.oneof(fc.constantFrom(...realKeys), unknownKey),
  fc.oneof(
    garbage,
    weirdNumber,
    fc.boolean(),
    fc.constantFrom(...Object.values(clearlyInvalid).flat()),
    fc.constant(null),
    fc.anything({ maxDepth: 2 }),
  ),
  { maxKeys: 6 },
);

const nearValid = fc.record(
  {
    hindsight: fc.oneof({ weight: 9, arbitrary: fc.constant(1) }, fc.constantFrom(0, 2, '1', true)),
    id: fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 8 }),
      weirdNumber,
      fc.constant(null),
      fc.string({ minLength: 201, maxLength: 260 }),
    ),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...methodNames) },
      fc.constantFrom('explode', 'constructor', '__proto__', 'toString', '', 'GETSTATE'),
      fc.anything({ maxDepth: 1 }),
    ),
    args: fc.oneof(
      fc.record({ t: fc.oneof(weirdNumber, fc.integer(), garbage, fc.anything({ maxDepth: 1 })) }),
      setArgs,
      fc.anything({ maxDepth: 2 }),
      fc.constant(undefined),
    ),
  },
  { requiredKeys: ['hindsight', 'method'] },
);

const anything = fc.anything({
  maxDepth: 3,
  withBigInt: false,
  withMap: false,
  withSet: false,
  withBoxedValues: false,
  withTypedArray: false,
  withSparseArray: false,
  withNullPrototype: false,
});

let nonce = 0;
/**
 * A request with an id no fuzzed message can carry (the host page's own `call` counts 1, 2, 3…,
 * which random messages with numeric ids would answer first).
 */
const call = (page: Page, method: string, args?: unknown): Promise<Reply> =>
  page.evaluate(
    ([id, m, a]) =>
      new Promise<Reply>((resolve) => {
        const w = window as unknown as { raw(d: unknown): void; replies: Record<string, Reply> };
        w.raw({ hindsight: 1, id, method: m, args: a });
        const wait = (): void => {
          const reply = w.replies[id];
          if (reply) resolve(reply);
          else setTimeout(wait, 10);
        };
        wait();
      }),
    [`fuzz-check-${++nonce}-${Date.now()}`, method, args] as const,
  );

async function openHost(page: Page): Promise<Frame> {
  await page.goto(
    'http://127.0.0.1:4174/host.html?frame=' + encodeURIComponent('lesson=perceptron&seed=5&T=200'),
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { events: { event: string }[] }).events.map((e) => e.event),
      ),
    )
    .toContain('ready');
  const frame = page.frame({ url: /127\.0\.0\.1:4173/ });
  if (!frame) throw new Error('no frame');
  return frame;
}

/** Where a NaN hides in a reply (JSON.stringify would print it as null). */
function nanPaths(x: unknown, path = 'result'): string[] {
  if (typeof x === 'number') return Number.isNaN(x) ? [path] : [];
  if (typeof x !== 'object' || x === null) return [];
  return Object.entries(x).flatMap(([k, v]) => nanPaths(v, `${path}.${k}`));
}

/** After a batch: the frame still answers getState with a sane state, and shows its lesson. */
async function expectAlive(page: Page, errors: string[], what: string): Promise<void> {
  const r = await call(page, 'getState');
  const s = r.result as { lesson?: unknown; t?: unknown; T?: unknown; learners?: unknown };
  expect(r.error, what).toBeUndefined();
  expect(['perceptron', 'experts', 'mindreader'], what).toContain(s.lesson);
  expect(Number.isInteger(s.T) && (s.T as number) >= 1, what).toBe(true);
  expect(
    Number.isInteger(s.t) && (s.t as number) >= 0 && (s.t as number) <= (s.T as number),
    what,
  ).toBe(true);
  expect(Array.isArray(s.learners), what).toBe(true);
  expect(nanPaths(r.result), what).toEqual([]);
  await expect(page.frameLocator('#lab').locator('main.lesson'), what).toBeVisible();
  expect(errors, what).toEqual([]);
}

for (const [name, arb] of [
  ['arbitrary data', anything],
  ['near-valid requests', nearValid],
] as const) {
  test(`embed: ${name} never breaks the frame`, async ({ page }) => {
    test.setTimeout(180_000 * SCALE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/^(?!http:\/\/127\.0\.0\.1:417[34]\/)/, (route) => route.abort());
    await openHost(page);
    let batches = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(arb as fc.Arbitrary<unknown>, { minLength: 25, maxLength: 25 }),
        async (messages) => {
          batches++;
          await page.evaluate((ms) => {
            const raw = (window as unknown as { raw: (d: unknown) => void }).raw;
            for (const m of ms) {
              try {
                raw(m);
              } catch {
                // Not structured-cloneable: the host could not send it either.
              }
            }
          }, messages);
          await expectAlive(
            page,
            errors,
            `after batch ${batches}: ${JSON.stringify(messages).slice(0, 2000)}`,
          );
          // Back to a small scene, so the next batch starts from a known, cheap state.
          await call(page, 'set', {
            lesson: 'perceptron',
            T: 200,
            t: 0,
            embed: 1,
            present: 0,
            theme: 'light',
            speed: 8,
            autoplay: 0,
          });
        },
      ),
      { numRuns: MESSAGE_BATCHES, endOnFailure: true },
    );
    // 8 batches of 25 per arbitrary: 400 messages per run.
    expect(batches).toBe(MESSAGE_BATCHES);
  });
}
