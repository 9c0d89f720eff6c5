import { expect, test, type Page } from '@playwright/test';
import { call } from './helpers';

// The file's request is held back by a route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

type HostEvent = { event: string; data: Record<string, unknown> };

const events = (page: Page): Promise<HostEvent[]> =>
  page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
const names = async (page: Page): Promise<string[]> => (await events(page)).map((e) => e.event);

interface State {
  t: number;
  T: number;
  learners: { id: string; cumulativeLoss: number }[];
  comparatorLoss: number;
}

/** Opens the host page with a frame of `query`, the request for `file` held back for `ms`. */
async function openSlow(page: Page, query: string, file: string, ms: number): Promise<void> {
  // By path: a glob would also match the frame's own address, whose query ends with the file.
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
  await page.goto(`http://127.0.0.1:4174/host.html?frame=${encodeURIComponent(query)}`);
  // The frame's app listens once it reports its first height; the file is still on its way.
  await expect.poll(() => names(page)).toContain('resize');
}

test('ready waits for the data= file, and a seek sent before it acts on the file', async ({
  page,
}) => {
  await openSlow(
    page,
    'lesson=ftl-ftrl&stream=csv&learners=ftl&data=/samples/alternating.csv',
    '/samples/alternating.csv',
    1500,
  );
  expect(await names(page)).not.toContain('ready');
  const reply = await call(page, 'seek', { t: 10 });
  // The reply waited for ready, which came once the file had loaded.
  const ready = (await events(page)).find((e) => e.event === 'ready');
  expect(ready?.data).toMatchObject({ lesson: 'ftl-ftrl' });
  expect(ready?.data).not.toHaveProperty('error');
  const s = reply.result as unknown as State;
  expect(s.t).toBe(10);
  // The file is Example 23: FTL pays 0, then B = 1 every round, so 9 after 10 rounds; the
  // stand-in scene (no file yet) would have played no round at all.
  expect(s.learners[0]?.cumulativeLoss).toBeCloseTo(9, 9);
  const again = (await call(page, 'getState')).result as unknown as State;
  expect(again.t).toBe(10);
});

test('a getState sent before ready on a data= scene answers for the file', async ({ page }) => {
  await openSlow(
    page,
    'lesson=perceptron&stream=csv&T=6&t=6&data=/samples/separable.csv',
    '/samples/separable.csv',
    1000,
  );
  expect(await names(page)).not.toContain('ready');
  const s = (await call(page, 'getState')).result as unknown as State;
  // separable.csv has 6 points, all played at t = 6.
  expect(s.t).toBe(6);
  expect(await names(page)).toContain('ready');
});

test('a data= file that fails still makes the scene ready, with the reason in the event', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/samples/gone.csv',
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(
    `http://127.0.0.1:4174/host.html?frame=${encodeURIComponent(
      'lesson=perceptron&stream=csv&data=/samples/gone.csv',
    )}`,
  );
  await expect.poll(() => names(page)).toContain('ready');
  const ready = (await events(page)).find((e) => e.event === 'ready');
  expect(String(ready?.data.error)).toMatch(/404/);
  const r = await call(page, 'getState');
  expect(r.error).toBeUndefined();
  expect(r.result).toMatchObject({ lesson: 'perceptron' });
});
