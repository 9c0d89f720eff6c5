/** Marks the style element that declares the faces, so that they are declared once. */
const MARK = 'data-font-faces';

/**
 * Declares font faces (KaTeX's, from `vite-plugins/katex-font-faces.ts`) in a style element of
 * their own, and has the browser take them in at once, in the caller's task. In the page's inline
 * stylesheet, the 20 faces were taken in by the page's first style pass, with the rest of the
 * stylesheet: at 4× CPU throttle that pass went from 3–4 ms to 10–19 ms, in the frame that draws
 * the header, one of the tasks before the first round. Declared afterwards, in a task of their
 * own, while the page still holds only its header, the restyle a face declaration causes covers a
 * dozen elements. They must be declared before the lesson is drawn: declared after, they restyled
 * and laid out the whole lesson (see katex-font-faces.ts).
 */
export function declareFontFaces(css: string, doc: Document = document): void {
  if (doc.head.querySelector(`style[${MARK}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = css;
  doc.head.append(style);
  // Reading a computed style brings the page's style up to date now, faces included, rather than
  // in the next frame, with the app's first render.
  void doc.defaultView?.getComputedStyle(doc.documentElement).fontFamily;
}
