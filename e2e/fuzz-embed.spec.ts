import fc from 'fast-check';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { FUZZ_SCALE as SCALE, realKeys, unknownKey, clearlyInvalid, garbage } from './fuzz-inputs';

/**
 * Hostile input, fuzzed: random and near-valid embed messages sent from a host page on another
 * origin to the built app in its frame (the URLs are fuzzed in fuzz-urls.spec.ts). fast-check
 * prints the seed and the failing input when a property fails.
 */

test.describe.configure({ mode: 'parallel' });
/** Batches of 25 messages, per arbitrary: 400 messages per run. */
const MESSAGE_BATCHES = 8 * SCALE;
// The service worker's precaching would compete with hundreds of page loads.
test.use({ serviceWorkers: 'block' });

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
