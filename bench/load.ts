/**
 * First-visit cost of the built app: the gzip size of the JS the page downloads before any
 * interaction (the entry module and its modulepreloads, as dist/index.html lists them; lazily
 * loaded chunks such as KaTeX, the other lessons and the engine's worker are not counted), and
 * the first contentful paint on localhost in fresh browser contexts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { shellScripts } from '../vite-plugins/app-shell';
import { median } from './json';

export interface InitialJs {
  /** Sum over the files, in KB of 1024 bytes, each gzipped at level 9. */
  gzipKB: number;
  files: { path: string; rawKB: number; gzipKB: number }[];
}

const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? null;

/**
 * The entry `<script type="module" src>` and every `<link rel="modulepreload" href>`, or, in the
 * built page, where the shell keeps them to ask for (read by `shellScripts`,
 * vite-plugins/app-shell.ts, which writes them).
 */
export function initialScripts(html: string): string[] {
  const urls = shellScripts(html);
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const tag = m[0];
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type')?.toLowerCase() === 'module') urls.push(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = attr(tag, 'href');
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (href && rel.includes('modulepreload')) urls.push(href);
  }
  return [...new Set(urls)];
}

export function initialJs(dist: string): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = initialScripts(html);
  if (scripts.length === 0) throw new Error(`no module script in ${join(dist, 'index.html')}`);
  const files = scripts.map((url) => {
    if (/^[a-z]+:\/\//i.test(url)) throw new Error(`${url} is not part of the build`);
    const path = url.split(/[?#]/)[0]?.replace(/^\//, '') ?? '';
    const bytes = readFileSync(join(dist, path));
    return {
      path,
      rawKB: bytes.length / 1024,
      gzipKB: gzipSync(bytes, { level: 9 }).length / 1024,
    };
  });
  return { gzipKB: files.reduce((s, f) => s + f.gzipKB, 0), files };
}

/** First contentful paint of `url`, median over `runs` fresh contexts (empty cache each time). */
export async function firstContentfulPaint(
  browser: Browser,
  url: string,
  runs = 3,
): Promise<{ median: number; all: number[] }> {
  const all: number[] = [];
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    try {
      // tsx compiles with keepNames, which wraps named functions in `__name(...)` calls; that
      // helper does not exist in the page, where the function below runs from its source text.
      await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const found = (): number | undefined =>
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            const now = found();
            if (now !== undefined) return resolve(now);
            const started = performance.now();
            const poll = (): void => {
              const v = found();
              if (v !== undefined) resolve(v);
              else if (performance.now() - started > 10_000)
                reject(new Error('no first-contentful-paint entry within 10 s of load'));
              else setTimeout(poll, 50);
            };
            poll();
          }),
      );
      all.push(fcp);
    } finally {
      await context.close();
    }
  }
  return { median: median(all), all };
}
