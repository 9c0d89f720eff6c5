import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectRound, ready } from './helpers';

test('a CSV file drives the stream; a bad one names the line and the problem', async ({ page }) => {
  await page.goto('/?lesson=perceptron&stream=csv&T=40');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,y\n0.5,0.5,1\n0.1,oops,-1\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  await expect(page.getByRole('alert')).toContainText('oops');

  await picker.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,y\n0.5,0.5,1\n-0.5,-0.4,-1\n0.9,-0.1,1\n-0.2,-0.8,-1\n'),
  });
  await expect(page.locator('.csv-loaded')).toContainText('good.csv: 4 points');
  await page.getByRole('slider', { name: 'Round' }).fill('40');
  await expectRound(page, 40);
  await expect(page.locator('.bound-list')).toContainText('best margin');
  await expect(page.locator('.bound-list')).toContainText('holds');
});

test('data= loads a CSV from the site', async ({ page }) => {
  await page.goto('/?lesson=perceptron&stream=csv&T=20&t=20&data=/samples/separable.csv');
  await ready(page);
  await expect(page.locator('.csv-loaded')).toContainText('6 points');
  await expectRound(page, 20);
});

test('data= on a plain-http server elsewhere is refused, and the page says so', async ({
  page,
}) => {
  // The Content-Security-Policy lets the page fetch only from its own origin and https: hosts.
  await page.goto(
    '/?lesson=perceptron&stream=csv&T=20&data=' +
      encodeURIComponent('http://127.0.0.1:4174/points.csv'),
  );
  await ready(page);
  await expect(page.getByRole('alert')).toContainText(/could not load/i);
});

test('data= that cannot be loaded says so and keeps the page', async ({ page }) => {
  await page.goto(
    '/?lesson=perceptron&stream=csv&data=' +
      encodeURIComponent('http://127.0.0.1:4174/missing.csv'),
  );
  await ready(page);
  await expect(page.getByRole('alert')).toContainText(/could not load|404/i);
});

test('a 200 000-row CSV is parsed off the main thread: the page keeps drawing frames @timing', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/?lesson=perceptron&stream=csv&T=1000');
  await ready(page);
  const rows = 200_000;
  const lines = ['x1,x2,y'];
  for (let i = 0; i < rows; i++) {
    const x1 = ((i * 7919) % 2000) / 1000 - 1;
    const x2 = ((i * 104729) % 2000) / 1000 - 1;
    lines.push(`${x1},${x2},${x1 - 0.5 * x2 >= 0 ? 1 : -1}`);
  }
  // From a file on disk: given a Buffer, Playwright builds the File inside the page, decoding
  // base64 on the page's main thread for over a second, which is the test's own freeze.
  const file = testInfo.outputPath('big.csv');
  writeFileSync(file, lines.join('\n'));
  // Every frame's gap from the one before, and every text the reading status shows.
  await page.evaluate(() => {
    const w = window as unknown as { gaps: number[]; statuses: string[]; stop: boolean };
    w.gaps = [];
    w.statuses = [];
    w.stop = false;
    let last = performance.now();
    const tick = (now: number): void => {
      w.gaps.push(now - last);
      last = now;
      if (!w.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const status = document.querySelector('.csv-reading');
    if (status)
      new MutationObserver(() => w.statuses.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.locator('.csv-loaded')).toContainText('big.csv: 200000 points', {
    timeout: 30_000,
  });
  // The run restarts on the new data: keep measuring while it does.
  await page.getByRole('slider', { name: 'Round' }).fill('1000');
  await expect(page.locator('output.round')).toHaveText(/t = 1000 \//, { timeout: 30_000 });
  const { gaps, statuses } = await page.evaluate(() => {
    const w = window as unknown as { gaps: number[]; statuses: string[]; stop: boolean };
    w.stop = true;
    return { gaps: w.gaps, statuses: w.statuses };
  });
  expect(statuses).toContain('Reading big.csv…');
  await expect(page.locator('.csv-reading')).toHaveText('');
  expect(gaps.length).toBeGreaterThan(10);
  expect(Math.max(...gaps), `longest frame gap of ${gaps.length}`).toBeLessThan(200);
});
