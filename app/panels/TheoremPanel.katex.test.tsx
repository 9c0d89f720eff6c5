// @vitest-environment jsdom
import { cleanup, render, waitFor } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate, type Theorem } from '../../src/theory/types';
import { TheoremPanel } from './TheoremPanel';

afterEach(cleanup);

/**
 * KaTeX is called with trust: false, a finite maxSize and maxExpand: TeX that reaches the panel
 * (theorem data today, perhaps user text tomorrow) cannot make a link, load an image, set
 * classes, ids or styles, draw a page-sized box, or expand a macro forever.
 */
/** The panel's container once every formula is typeset (a few per task, after the render). */
async function renderTex(tex: string) {
  const theorem: Theorem = {
    id: 'hostile',
    title: 'Hostile TeX',
    source: 'e2e/fuzz',
    statementTex: tex,
    quantity: 'mistakes',
    hypotheses: [{ id: 'h', tex, check: () => ({ holds: true }) }],
    bound: () => 1,
    observed: () => 0,
    proof: [
      {
        id: 'p',
        tex,
        liveTex: tex,
        because: 'because',
        holds: () => true,
        dependsOn: [],
      },
    ],
  };
  const status = evaluate(theorem, {});
  const { container } = render(
    <TheoremPanel theorem={theorem} quantities={{}} status={status} moved={[]} />,
  );
  await waitFor(() => expect(container.querySelector('.tex-pending')).toBeNull());
  return container;
}

describe('TheoremPanel renders untrusted TeX safely', () => {
  it.each([
    ['\\href{javascript:alert(1)}{click}'],
    ['\\href{https://evil.example/}{click}'],
    ['\\url{https://evil.example/}'],
    ['\\includegraphics[height=1em]{https://evil.example/x.png}'],
    [
      '\\htmlClass{evil}{x} \\htmlId{evil}{x} \\htmlStyle{background:url(https://evil.example/)}{x}',
    ],
    ['\\htmlData{foo=bar}{x}'],
  ])('%s makes no link, image, class, id or style', async (tex) => {
    const root = await renderTex(tex);
    expect(root.querySelectorAll('a, img, [href], [src], [data-foo]')).toHaveLength(0);
    expect(root.querySelectorAll('.evil, #evil')).toHaveLength(0);
    for (const el of root.querySelectorAll('[style]'))
      expect(el.getAttribute('style')).not.toMatch(/url\(|background/);
    // The TeX is still shown (as an error in KaTeX's colour), not silently dropped.
    expect(root.textContent).toMatch(/\\(href|url|includegraphics|html\w+)/);
  });

  it('clamps a huge \\rule to maxSize', async () => {
    const root = await renderTex('\\rule{100000em}{100000em} \\rule{1e6pt}{2em} \\kern{100000em}');
    const sizes = Array.from(root.querySelectorAll<HTMLElement>('[style]')).flatMap((el) =>
      Array.from(el.getAttribute('style')?.matchAll(/(-?[\d.]+)em/g) ?? [], (m) =>
        Math.abs(Number(m[1])),
      ),
    );
    expect(root.querySelectorAll('.rule').length).toBeGreaterThan(0);
    expect(sizes.length).toBeGreaterThan(0);
    // maxSize is 20 em; a little more for KaTeX's own struts around the clamped box.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(25);
  });

  it('stops a macro that expands forever', async () => {
    const t0 = performance.now();
    const root = await renderTex('\\def\\a{\\a\\a}\\a');
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(root.querySelector('.katex-error')?.getAttribute('title') ?? '').toMatch(
      /Too many expansions/,
    );
  });
});
