import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontFacesOf, splitQuery, withoutFontFaces } from './katex-font-faces';

const katexCss = readFileSync(
  createRequire(import.meta.url).resolve('katex/dist/katex.min.css'),
  'utf8',
);
const count = (s: string, part: string) => s.split(part).length - 1;

describe('KaTeX’s stylesheet, split in two', () => {
  it('takes every @font-face rule of KaTeX’s stylesheet, and nothing else', () => {
    const faces = fontFacesOf(katexCss);
    expect(count(faces, '@font-face')).toBe(count(katexCss, '@font-face'));
    expect(count(faces, '@font-face')).toBeGreaterThanOrEqual(10);
    expect(faces).not.toContain('.katex');
    expect(count(faces, 'url(fonts/')).toBe(count(katexCss, 'url(fonts/'));
  });

  it('leaves KaTeX’s other rules whole', () => {
    const rest = withoutFontFaces(katexCss);
    expect(rest).not.toContain('@font-face');
    // The faces are joined by newlines: one fewer than there are faces.
    const faces = count(katexCss, '@font-face');
    expect(rest.length + fontFacesOf(katexCss).length).toBe(katexCss.length + faces - 1);
    expect(count(rest, '{')).toBe(count(katexCss, '{') - faces);
    expect(rest).toContain('.katex{');
  });

  it('handles a stylesheet written with spaces', () => {
    const css =
      '.a { x: 1 }\n@font-face {\n  font-family: F;\n  src: url(fonts/f.woff2);\n}\n.b { y: 2 }';
    expect(fontFacesOf(css)).toBe('@font-face {\n  font-family: F;\n  src: url(fonts/f.woff2);\n}');
    expect(withoutFontFaces(css)).toBe('.a { x: 1 }\n\n.b { y: 2 }');
  });
});

describe('splitQuery', () => {
  it('keeps the query of a module asked for as text, and reads a bare id as no query', () => {
    expect(splitQuery('virtual:katex-font-faces.css?inline')).toEqual([
      'virtual:katex-font-faces.css',
      '?inline',
    ]);
    expect(splitQuery('/x/katex/dist/hindsight-font-faces.css')).toEqual([
      '/x/katex/dist/hindsight-font-faces.css',
      '',
    ]);
  });
});
