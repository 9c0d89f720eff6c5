/**
 * How two builds draw the same charts: serves each build, opens a few lessons at their last
 * round on a phone (390 px) and a laptop (1440 px), takes each series chart's picture in both and
 * compares them pixel by pixel, in the browser. For a change meant to draw the same thing faster
 * (the column thinning, say): it prints, per chart, how many pixels differ and by how much at
 * most (0–255, the largest difference of a colour channel).
 *
 *   npx vite build --outDir /tmp/a && (change) && npx vite build --outDir /tmp/b &&
 *   npx tsx bench/chart-diff.ts /tmp/a /tmp/b
 */
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium-flags';
import { sleep, startServer, stopServer, waitForServer } from './preview-server';

const SCENES = [
  'lesson=perceptron&stream=iid&T=100000&t=100000',
  'lesson=experts&stream=iid&d=16&T=100000&t=100000',
  'lesson=littlestone&T=100000&t=100000',
  'lesson=online-to-batch&learner=ogd&stream=noisy&seed=4&T=100000&t=100000',
];
const WIDTHS = [390, 1440];

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: tsx bench/chart-diff.ts DIST_A DIST_B');
  process.exit(2);
}

/** Each series chart's picture (PNG, base64), once every chart has been on screen. */
async function pictures(browser: Browser, origin: string, query: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${origin}/?${query}`);
  await page.waitForSelector('.hs-chart svg path.series', { timeout: 30_000 });
  const charts = page.locator('.hs-chart:has(path.series) svg[role=img]');
  const n = await charts.count();
  // Charts off screen are drawn when they come near it: bring each in, then let them settle.
  for (let i = 0; i < n; i++) await charts.nth(i).scrollIntoViewIfNeeded();
  await sleep(2000);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await sleep(300);
    out.push((await charts.nth(i).screenshot()).toString('base64'));
  }
  await page.close();
  return out;
}

const PORT_A = 4197;
const PORT_B = 4198;
const a = startServer(PORT_A, distA);
const b = startServer(PORT_B, distB);
try {
  await waitForServer(a, `http://127.0.0.1:${PORT_A}`, 30_000);
  await waitForServer(b, `http://127.0.0.1:${PORT_B}`, 30_000);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
  const compare = await browser.newPage();
  await compare.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await compare.goto('about:blank');
  for (const width of WIDTHS) {
    for (const query of SCENES) {
      const before = await pictures(browser, `http://127.0.0.1:${PORT_A}`, query, width);
      const after = await pictures(browser, `http://127.0.0.1:${PORT_B}`, query, width);
      const cells = await compare.evaluate(
        async ([xs, ys]) => {
          const load = (png: string): Promise<HTMLImageElement> =>
            new Promise((resolve) => {
              const img = new Image();
              img.onload = () => resolve(img);
              img.src = `data:image/png;base64,${png}`;
            });
          const pixels = (img: HTMLImageElement): Uint8ClampedArray => {
            const c = document.createElement('canvas');
            c.width = img.width;
            c.height = img.height;
            const g = c.getContext('2d') as CanvasRenderingContext2D;
            g.drawImage(img, 0, 0);
            return g.getImageData(0, 0, img.width, img.height).data;
          };
          const out: string[] = [];
          for (let k = 0; k < Math.min(xs.length, ys.length); k++) {
            const [x, y] = [await load(xs[k] as string), await load(ys[k] as string)];
            if (x.width !== y.width || x.height !== y.height) {
              out.push(`sizes differ (${x.width}×${x.height}, ${y.width}×${y.height})`);
              continue;
            }
            const [p, q] = [pixels(x), pixels(y)];
            let differ = 0;
            let most = 0;
            for (let j = 0; j < p.length; j += 4) {
              let d = 0;
              for (let ch = 0; ch < 3; ch++)
                d = Math.max(d, Math.abs((p[j + ch] as number) - (q[j + ch] as number)));
              if (d > 0) differ++;
              if (d > most) most = d;
            }
            out.push(`${differ} of ${x.width * x.height} pixels differ, by ${most} at most`);
          }
          if (xs.length !== ys.length) out.push(`${xs.length} charts, then ${ys.length}`);
          return out;
        },
        [before, after] as const,
      );
      console.log(`${width} px ${query.split('&')[0]}: ${cells.join('; ')}`);
    }
  }
  await browser.close();
} finally {
  stopServer(a);
  stopServer(b);
}
