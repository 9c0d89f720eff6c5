import { useEffect, type RefObject } from 'react';

/**
 * Makes each element under `root` matching `selector` a keyboard stop while its content is wider
 * than itself (a long formula on a phone scrolls sideways; without focus a keyboard user cannot
 * scroll it, WCAG 2.1.1), and an ordinary element again once it fits. Formulas are typeset after
 * the first render, so the check runs again on every change below `root` and on every resize.
 */
export function useFocusableOverflow(
  root: RefObject<HTMLElement | null>,
  selector: string,
  label: string,
): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const check = (boxes: Iterable<HTMLElement>): void => {
      // All reads before any write: a write between two reads would make the second one lay out.
      const verdicts = [...boxes].map(
        (box) => [box, box.scrollWidth > box.clientWidth + 1] as const,
      );
      for (const [box, scrolls] of verdicts) {
        if (scrolls && box.tabIndex !== 0) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (!scrolls && box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    const boxes = (): HTMLElement[] => Array.from(el.querySelectorAll<HTMLElement>(selector));
    if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') {
      // No layout engine to wait for (jsdom): check at once, and after every change.
      check(boxes());
      const mutations =
        typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => check(boxes()));
      mutations?.observe(el, { childList: true, subtree: true });
      return () => mutations?.disconnect();
    }
    // A resize observer is called after the frame's layout and before its paint, so the widths it
    // reads cost no layout of their own, and a formula that scrolls has its keyboard stop in the
    // very frame that first shows it. Observing a box anew makes the observer report it once more:
    // that is how a change of content that keeps the box's size is checked too.
    // The root resizing (the page reflowing) has every box checked again, in the same frame.
    const sizes = new ResizeObserver((entries) => {
      if (entries.some((e) => e.target === el)) observeAll();
      check(entries.filter((e) => e.target !== el).map((e) => e.target as HTMLElement));
    });
    const observeAll = (): void => {
      for (const box of boxes()) {
        sizes.unobserve(box);
        sizes.observe(box);
      }
    };
    sizes.observe(el);
    observeAll();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(el, { childList: true, subtree: true });
    // A new theme, font scale or presentation mode (set on <html>) changes every formula's width
    // at once. Rare, and a keyboard user may press Tab right after: checked at once, even though
    // the widths then cost a layout of their own.
    const page = new MutationObserver(() => check(boxes()));
    page.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class', 'style'],
    });
    // KaTeX's fonts arriving change a formula's width and nothing else.
    document.fonts?.addEventListener('loadingdone', observeAll);
    return () => {
      mutations.disconnect();
      page.disconnect();
      sizes.disconnect();
      document.fonts?.removeEventListener('loadingdone', observeAll);
    };
  }, [root, selector, label]);
}
