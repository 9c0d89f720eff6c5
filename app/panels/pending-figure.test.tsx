// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measured, stubResizeObserver } from '../testing/resize-observer';
import { ClassMatrix } from './finite/ClassMatrix';
import { DomainRow } from './finite/DomainRow';
import { SeriesChart } from './SeriesChart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser's layout, as far as the figures read it: every box 358 px wide (a phone). */
function phoneLayout(): void {
  stubResizeObserver();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 358,
    height: 0,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 358,
    bottom: 0,
    toJSON: () => ({}),
  });
}

/** Every viewBox the figure's main SVG was given, in order, from its insertion on. */
async function viewBoxesWhile(draw: (host: HTMLElement) => void): Promise<string[]> {
  const host = document.createElement('div');
  document.body.append(host);
  const seen: string[] = [];
  const note = (n: Node) => {
    if (n instanceof Element)
      for (const svg of [n, ...n.querySelectorAll('svg')])
        if (svg.matches('svg[role="img"]') && svg.getAttribute('viewBox'))
          seen.push(svg.getAttribute('viewBox') as string);
  };
  const watch = new MutationObserver((records) => {
    for (const r of records) {
      // A changed viewBox: the value it had (the current one is noted with the insertion).
      if (r.type === 'attributes') {
        if (r.oldValue && (r.target as Element).matches('svg[role="img"]')) seen.push(r.oldValue);
      } else r.addedNodes.forEach(note);
    }
  });
  watch.observe(host, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['viewBox'],
    attributeOldValue: true,
  });
  draw(host);
  await measured();
  watch.disconnect();
  host.remove();
  return seen;
}

describe('a figure is drawn once, at its measured size', () => {
  it('the class matrix: never at the 640-unit fallback width', async () => {
    phoneLayout();
    const seen = await viewBoxesWhile((host) =>
      render(
        <ClassMatrix
          n={4}
          masks={[0b1111, 0b1110, 0b1100]}
          alive={[1, 1, 1]}
          diedAt={[0, 0, 0]}
          current={null}
          shattered={0}
          t={0}
        />,
        { container: host },
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(v.split(' ')[2]).toBe('358');
  });

  it('a chart: never at its fallback width', async () => {
    phoneLayout();
    const seen = await viewBoxesWhile((host) =>
      render(
        <SeriesChart
          T={10}
          t={3}
          yLabel="loss"
          logScale={false}
          series={[
            {
              id: 'a',
              label: 'a',
              color: '#000',
              dash: '',
              kind: 'measured',
              points: [
                [1, 1],
                [2, 2],
                [3, 2],
              ],
            },
          ]}
        />,
        { container: host },
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(v.split(' ')[2]).toBe('358');
  });

  it('the domain row: no drawing before its text size is known', async () => {
    phoneLayout();
    const original = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) =>
      el instanceof SVGSVGElement
        ? ({ ...original(el, pseudo), fontSize: '24px' } as CSSStyleDeclaration)
        : original(el, pseudo),
    );
    const seen = await viewBoxesWhile((host) =>
      render(<DomainRow n={16} labels={Array.from({ length: 16 }, () => null)} current={null} />, {
        container: host,
      }),
    );
    // The viewBox's height follows the text: one height only means one drawing, in 24-unit text.
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1);
  });
});
