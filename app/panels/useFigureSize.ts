import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * A figure's width on screen and its text size (its `svg[role="img"]`'s, which the stylesheet,
 * presentation mode and the reader's + / − scale set), followed as the page reflows; `w` and
 * `fs` until measured (and in jsdom, which has no layout).
 *
 * Measured in the resize observer's callback, never in the effect itself: the browser calls every
 * observer of a frame after that frame's layout, so a page of figures is laid out once and read
 * many times, where reading each figure as it mounts forced one layout of the whole page per
 * figure (on a phone, most of the first second). The size is rendered at once (`flushSync`), in
 * the same frame, so the figure is never painted at the wrong width.
 */
export function useFigureSize(
  box: RefObject<HTMLElement | null>,
  w0: number,
  fs0: number,
): { w: number; fs: number } {
  const [size, setSize] = useState({ w: w0, fs: fs0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const w = el.clientWidth;
      const svg = el.querySelector('svg[role="img"]');
      const measured = svg ? parseFloat(getComputedStyle(svg).fontSize) : NaN;
      const fs = measured > 0 ? measured : fs0;
      if (!(w > 0)) return;
      flushSync(() =>
        setSize((prev) => (Math.abs(prev.w - w) < 1 && prev.fs === fs ? prev : { w, fs })),
      );
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, fs0]);
  return size;
}
