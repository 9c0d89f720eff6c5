import type { Plugin } from 'vite';

/**
 * Puts the page's own stylesheet (about 16 kB, 4 kB compressed) into index.html as a <style>
 * element: a linked stylesheet blocks the first paint until a second request comes back, which
 * on a slow mobile connection is a round trip of its own. The CSP allows inline styles already
 * (see csp.ts). Lessons loaded on demand keep their stylesheets as files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'hindsight-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      let page = html.source;
      for (const [file, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !file.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`,
        );
        if (!link.test(page)) continue;
        const css =
          typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // A closing tag inside the CSS would end the element early.
        if (css.includes('</style')) continue;
        page = page.replace(link, () => `<style>${css}</style>`);
      }
      html.source = page;
    },
  };
}
