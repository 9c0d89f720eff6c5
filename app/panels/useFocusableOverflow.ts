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
    // Reading a width right after a change forces a layout of the whole page, in the middle of a
    // frame (on a phone, tens of milliseconds a frame while a run plays). So the check waits for
    // the frame after the change to be painted: the layout is then clean and the read costs
    // nothing. A timer after the next animation frame runs right after that paint.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | 0 = 0;
    const later = (): void => {
      if (frame || timer) return;
      if (typeof requestAnimationFrame === 'undefined') return update();
      frame = requestAnimationFrame(() => {
        frame = 0;
        timer = setTimeout(() => {
          timer = 0;
          update();
        }, 0);
      });
    };
    later();
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later);
    mutations?.observe(el, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    sizes?.observe(el);
    return () => {
      mutations?.disconnect();
      sizes?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [root, selector, label]);
}
