// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusableOverflow } from './useFocusableOverflow';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no layout: each box says how wide its content is through data attributes. */
let widthReads = 0;
function sized(el: HTMLElement | null): void {
  if (!el) return;
  Object.defineProperty(el, 'scrollWidth', {
    get: () => {
      widthReads += 1;
      return Number(el.dataset['content']);
    },
  });
  Object.defineProperty(el, 'clientWidth', { get: () => Number(el.dataset['width']) });
}

const LABELS = { scrolls: 'scrolls', unknown: 'may scroll' };

function Boxes(props: { wide: number }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusableOverflow(root, '.line', LABELS);
  return (
    <div ref={root}>
      <div ref={sized} className="line" data-content={props.wide} data-width={300} />
      <div ref={sized} className="line" data-content={200} data-width={300} />
    </div>
  );
}

describe('useFocusableOverflow', () => {
  it('gives a keyboard stop to a box that scrolls, and only to it', () => {
    const { container } = render(<Boxes wide={480} />);
    const [wide, narrow] = Array.from(container.querySelectorAll<HTMLElement>('.line'));
    expect(wide?.getAttribute('tabindex')).toBe('0');
    expect(wide?.getAttribute('role')).toBe('region');
    expect(wide?.getAttribute('aria-label')).toBe('scrolls');
    expect(narrow?.hasAttribute('tabindex')).toBe(false);
  });

  it('takes the stop away once the content fits (checked again after a change below the root)', async () => {
    const { container } = render(<Boxes wide={480} />);
    const wide = container.querySelector<HTMLElement>('.line') as HTMLElement;
    wide.dataset['content'] = '250';
    wide.appendChild(document.createElement('span'));
    // Checked on the next frame.
    await vi.waitFor(() => expect(wide.hasAttribute('tabindex')).toBe(false));
    expect(wide.hasAttribute('role')).toBe(false);
  });

  describe('under a root that content-visibility skips', () => {
    /** A resize observer the test calls back, as the browser does after a frame's layout. */
    class Sizes {
      static last: Sizes | null = null;
      readonly watched = new Set<Element>();
      constructor(private readonly report: ResizeObserverCallback) {
        Sizes.last = this;
      }
      observe(el: Element) {
        this.watched.add(el);
      }
      unobserve(el: Element) {
        this.watched.delete(el);
      }
      disconnect() {
        this.watched.clear();
      }
      /** Reports every watched element, as after a layout that laid them all out. */
      laidOut() {
        const entries = [...this.watched].map((target) => ({ target }) as ResizeObserverEntry);
        this.report(entries, this as unknown as ResizeObserver);
      }
    }
    const skip = (root: Element, skipped: boolean) =>
      root.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));
    const stopOf = (box: Element | undefined) => ({
      stop: box?.getAttribute('tabindex') === '0' && box.getAttribute('role') === 'region',
      label: box?.getAttribute('aria-label') ?? null,
    });

    it('makes every box a stop without measuring it while skipped, and measures them once laid out', async () => {
      vi.stubGlobal('ResizeObserver', Sizes);
      const { container } = render(<Boxes wide={480} />);
      const root = container.firstElementChild as HTMLElement;
      const sizes = Sizes.last as Sizes;
      sizes.laidOut();
      const [wide, narrow] = Array.from(root.querySelectorAll<HTMLElement>('.line'));
      expect([stopOf(wide), stopOf(narrow)]).toEqual([
        { stop: true, label: 'scrolls' },
        { stop: false, label: null },
      ]);

      widthReads = 0;
      skip(root, true);
      const added = document.createElement('div');
      added.className = 'line';
      root.appendChild(added);
      await vi.waitFor(() => expect(stopOf(added).stop).toBe(true));
      // Nothing under a skipped root is measured: a read would lay it out.
      expect(widthReads).toBe(0);
      expect([stopOf(wide), stopOf(narrow), stopOf(added)]).toEqual([
        { stop: true, label: 'scrolls' },
        { stop: true, label: 'may scroll' },
        { stop: true, label: 'may scroll' },
      ]);

      // Back near the screen: the boxes are watched again, and the layout's report settles them.
      sized(added);
      added.dataset['content'] = '900';
      added.dataset['width'] = '300';
      skip(root, false);
      expect(sizes.watched.has(added)).toBe(true);
      sizes.laidOut();
      expect([stopOf(wide), stopOf(narrow), stopOf(added)]).toEqual([
        { stop: true, label: 'scrolls' },
        { stop: false, label: null },
        { stop: true, label: 'scrolls' },
      ]);
    });

    it('knows a root skipped before it was watched, from a child, and measures nothing', () => {
      vi.stubGlobal('ResizeObserver', Sizes);
      // jsdom has no content-visibility: every element says it is in a skipped subtree.
      const proto = HTMLElement.prototype as { checkVisibility?: unknown };
      const had = Object.hasOwn(proto, 'checkVisibility');
      const before = proto.checkVisibility;
      proto.checkVisibility = (o?: { contentVisibilityAuto?: boolean }) =>
        !o?.contentVisibilityAuto;
      try {
        widthReads = 0;
        const { container } = render(<Boxes wide={480} />);
        const boxes = Array.from(container.querySelectorAll<HTMLElement>('.line'));
        expect(boxes.map(stopOf)).toEqual([
          { stop: true, label: 'may scroll' },
          { stop: true, label: 'may scroll' },
        ]);
        expect(widthReads).toBe(0);
      } finally {
        if (had) proto.checkVisibility = before;
        else delete proto.checkVisibility;
      }
    });

    it('keeps the stop the keyboard is on until the focus leaves it', () => {
      vi.stubGlobal('ResizeObserver', Sizes);
      const { container } = render(<Boxes wide={480} />);
      const root = container.firstElementChild as HTMLElement;
      const sizes = Sizes.last as Sizes;
      skip(root, true);
      const narrow = root.querySelectorAll<HTMLElement>('.line')[1] as HTMLElement;
      expect(stopOf(narrow).stop).toBe(true);
      // Tabbing onto it brings the root back to layout; the report says it fits.
      narrow.focus();
      skip(root, false);
      sizes.laidOut();
      expect(document.activeElement).toBe(narrow);
      expect(stopOf(narrow).stop).toBe(true);
      narrow.blur();
      expect(stopOf(narrow)).toEqual({ stop: false, label: null });
    });
  });
});
