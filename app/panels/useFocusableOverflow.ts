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
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutations?.observe(el, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    sizes?.observe(el);
    return () => {
      mutations?.disconnect();
      sizes?.disconnect();
    };
  }, [root, selector, label]);
}
