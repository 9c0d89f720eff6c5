import { useEffect, type RefObject } from 'react';

/** What a box under the root is to the keyboard, and what it says about itself. */
interface Labels {
  /** A box whose content is wider than itself. */
  scrolls: string;
  /**
   * A box whose width is not known: its root is skipped (`content-visibility: auto`, off screen),
   * so nothing in it is laid out. It is a keyboard stop until it is measured, so a keyboard user
   * never passes a box that scrolls.
   */
  unknown: string;
}

/** The event `content-visibility: auto` fires on its element (Chromium 124 on). */
type SkipEvent = Event & { skipped?: boolean };

/**
 * Makes each element under `root` matching `selector` a keyboard stop while its content is wider
 * than itself (a long formula on a phone scrolls sideways; without focus a keyboard user cannot
 * scroll it, WCAG 2.1.1), and an ordinary element again once it fits. Formulas are typeset after
 * the first render, so the check runs again on every change below `root` and on every resize.
 *
 * A root with `content-visibility: auto` is not laid out while it is off screen, and a width read
 * there would lay it out (the cost the property saves). While it is skipped, every box that is not
 * already a stop is made one without being measured (`labels.unknown`): its content may change,
 * or the root be resized, unseen. Each is measured once the root nears the screen or takes the
 * focus.
 */
export function useFocusableOverflow(
  root: RefObject<HTMLElement | null>,
  selector: string,
  labels: Labels,
): void {
  const { scrolls: scrollLabel, unknown: unknownLabel } = labels;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const makeStop = (box: HTMLElement, label: string): void => {
      if (box.tabIndex !== 0) box.tabIndex = 0;
      box.setAttribute('role', 'region');
      if (box.getAttribute('aria-label') !== label) box.setAttribute('aria-label', label);
    };
    const check = (boxes: Iterable<HTMLElement>): void => {
      // All reads before any write: a write between two reads would make the second one lay out.
      const verdicts = [...boxes].map(
        (box) => [box, box.scrollWidth > box.clientWidth + 1] as const,
      );
      for (const [box, scrolls] of verdicts) {
        if (scrolls) makeStop(box, scrollLabel);
        else if (box.hasAttribute('tabindex')) {
          if (box === document.activeElement) {
            // A stop the keyboard is on stays one until the focus leaves it: taken away now, the
            // focus would fall back to the page.
            box.addEventListener('focusout', () => check([box]), { once: true });
            continue;
          }
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
    // The state as the last frame left it: the root may have been skipped before this effect ran
    // and its first state event missed. A child says so: the root's own box is always laid out.
    const child = el.firstElementChild;
    let skipped =
      typeof child?.checkVisibility === 'function' &&
      !child.checkVisibility({ contentVisibilityAuto: true });
    const unmeasured = (): void => {
      for (const box of boxes()) if (!box.hasAttribute('tabindex')) makeStop(box, unknownLabel);
    };
    // A resize observer is called after the frame's layout and before its paint, so the widths it
    // reads cost no layout of their own, and a formula that scrolls has its keyboard stop in the
    // very frame that first shows it. Observing a box anew makes the observer report it once more:
    // that is how a change of content that keeps the box's size is checked too. It reports nothing
    // under a skipped root, and what it held back once the root is laid out.
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
    const changed = (): void => {
      if (skipped) unmeasured();
      observeAll();
    };
    sizes.observe(el);
    changed();
    const mutations = new MutationObserver(changed);
    mutations.observe(el, { childList: true, subtree: true });
    const onSkip = (e: SkipEvent): void => {
      skipped = e.skipped === true;
      changed();
    };
    el.addEventListener('contentvisibilityautostatechange', onSkip);
    // A new theme, font scale or presentation mode (set on <html>) changes every formula's width
    // at once. Rare, and a keyboard user may press Tab right after: checked at once, even though
    // the widths then cost a layout of their own (none under a skipped root).
    const page = new MutationObserver(() => (skipped ? unmeasured() : check(boxes())));
    page.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class', 'style'],
    });
    // KaTeX's fonts arriving change a formula's width and nothing else.
    document.fonts?.addEventListener('loadingdone', changed);
    return () => {
      mutations.disconnect();
      page.disconnect();
      sizes.disconnect();
      el.removeEventListener('contentvisibilityautostatechange', onSkip);
      document.fonts?.removeEventListener('loadingdone', changed);
    };
  }, [root, selector, scrollLabel, unknownLabel]);
}
