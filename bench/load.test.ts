import { describe, expect, it } from 'vitest';
import { initialScripts } from './load';

describe('initialScripts', () => {
  it('reads the entry and its preloads from the head, as Vite writes them', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
      '<link rel="stylesheet" href="/assets/x.css"><script>inline()</script></head>';
    expect(initialScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });

  it('reads them from the shell, where the built page keeps them to ask for', () => {
    const html =
      '<div id="root"><div class="app" data-shell="" data-entry="/assets/index-a.js" ' +
      'data-preloads="/assets/rt-c.js /assets/vendor-b.js"><main>…</main></div></div>';
    expect(initialScripts(html)).toEqual([
      '/assets/index-a.js',
      '/assets/rt-c.js',
      '/assets/vendor-b.js',
    ]);
    // A shell with no preloads, and a page with no script at all.
    expect(initialScripts('<div data-shell data-entry="/e.js" data-preloads=""></div>')).toEqual([
      '/e.js',
    ]);
    expect(initialScripts('<p>nothing</p>')).toEqual([]);
  });
});
