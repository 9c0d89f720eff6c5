import katex from 'katex';

/** A formula as KaTeX HTML (with MathML for screen readers). Pure: runs in the page or a worker. */
export function renderTex(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    // Theorem text is ours, but a lesson may one day take TeX from a URL or a CSV: no \href,
    // \url or \htmlClass, and no \rule or \kern that could cover the page.
    trust: false,
    maxSize: 20,
    maxExpand: 200,
    output: 'htmlAndMathml',
  });
}
