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
    const update = (): void => {
      for (const box of el.querySelectorAll<HTMLElement>(selector)) {
        const scrolls = box.scrollWidth > box.clientWidth + 1;
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
    update();
    // Reading a width forces a layout: once a frame at most, after the frame's changes, not once
    // per change while the proof re-typesets at full speed.
    let pending = 0;
    const later = (): void => {
      if (pending) return;
      if (typeof requestAnimationFrame === 'undefined') return update();
      pending = requestAnimationFrame(() => {
        pending = 0;
        update();
      });
    };
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later);
    mutations?.observe(el, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    sizes?.observe(el);
    return () => {
      mutations?.disconnect();
      sizes?.disconnect();
      if (pending) cancelAnimationFrame(pending);
    };
  }, [root, selector, label]);
}
