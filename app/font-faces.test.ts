// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { declareFontFaces } from './font-faces';

const FACES =
  '@font-face{font-family:KaTeX_Main;src:url(/assets/KaTeX_Main-Regular.woff2) format("woff2")}';

describe('declareFontFaces', () => {
  it('declares the faces in a style element of their own, in the head', () => {
    document.head.innerHTML = '<style>body{margin:0}</style>';
    declareFontFaces(FACES);
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(2);
    expect(styles[1]?.textContent).toBe(FACES);
    // The page's own stylesheet is left as it was.
    expect(styles[0]?.textContent).toBe('body{margin:0}');
  });

  it('declares them once however often it is called', () => {
    document.head.innerHTML = '';
    declareFontFaces(FACES);
    declareFontFaces(FACES);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('brings the style up to date in its own task, by reading a computed style', () => {
    document.head.innerHTML = '';
    const read = vi.spyOn(window, 'getComputedStyle');
    declareFontFaces(FACES);
    expect(read).toHaveBeenCalledWith(document.documentElement);
    read.mockRestore();
  });
});
