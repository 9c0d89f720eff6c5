import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * KaTeX's font faces as a module: `app/main.tsx` takes it as text (`?inline`) and declares the
 * faces in a task of its own (app/font-faces.ts).
 */
const KATEX_FONT_FACES = 'virtual:katex-font-faces.css';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const KATEX_CSS = /[\\/]katex[\\/]dist[\\/]katex(?:\.min)?\.css$/;

/** A module id's path and its query (`?inline`, with its `?`; empty if none). */
export function splitQuery(id: string): [string, string] {
  const at = id.indexOf('?');
  return at < 0 ? [id, ''] : [id.slice(0, at), id.slice(at)];
}

/** KaTeX's stylesheet without its @font-face rules. */
export function withoutFontFaces(css: string): string {
  return css.replace(FONT_FACE, '');
}

/** KaTeX's @font-face rules alone, in their order. */
export function fontFacesOf(css: string): string {
  return (css.match(FONT_FACE) ?? []).join('\n');
}

/**
 * KaTeX's @font-face rules become a module of their own, declared by the page before its lesson
 * is drawn; the rest of KaTeX's stylesheet stays with the lazily loaded proof panel. A stylesheet
 * that declares font faces makes Chromium restyle and lay out the whole page again when it
 * arrives: the proof's stylesheet landed a second or so after the first round, and its 20 font
 * faces cost a phone (4× CPU throttle) one task of about 100 ms. Declared early, while the page
 * holds only its header, a face costs nothing until a formula uses it; the proof's rules (all
 * under `.katex` but for body's equation counters) then restyle a few elements.
 *
 * The virtual module is given a name inside katex/dist, so the rules' `url(fonts/…)` resolve as
 * they do in KaTeX's own stylesheet, to the same hashed font files. Asked for with a query
 * (`?inline`), it keeps it: Vite's CSS plugin reads it.
 */
export function katexFontFaces(): Plugin {
  const require = createRequire(import.meta.url);
  const katexCss = require.resolve('katex/dist/katex.min.css');
  const virtualId = join(dirname(katexCss), 'hindsight-font-faces.css');
  return {
    name: 'hindsight-katex-font-faces',
    enforce: 'pre',
    resolveId(id) {
      const [path, query] = splitQuery(id);
      return path === KATEX_FONT_FACES ? virtualId + query : null;
    },
    load(id) {
      return splitQuery(id)[0] === virtualId ? fontFacesOf(readFileSync(katexCss, 'utf8')) : null;
    },
    transform(code, id) {
      return KATEX_CSS.test(id) ? { code: withoutFontFaces(code), map: null } : null;
    },
  };
}
