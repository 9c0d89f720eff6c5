import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FigureSize {
  w: number;
  fs: number;
  /**
   * False until the first measurement: a figure then draws only its box (`PendingSvg`), and
   * is drawn once, at its real size, in the same task, instead of at the fallback size and then
   * again. Its box is laid out without the figure's content, which is cheaper too.
   */
  measured: boolean;
}

/** Where there is no layout to measure (jsdom), a figure draws at the fallback size at once. */
export const canMeasure = (): boolean => typeof ResizeObserver !== 'undefined';

/**
 * A figure's width on screen and its text size (its `svg[role="img"]`'s, which the stylesheet,
 * presentation mode and the reader's + / − scale set), followed as the page reflows; `w` and
 * `fs` until measured (and in jsdom, which has no layout).
 */
export function useFigureSize(
  box: RefObject<HTMLElement | null>,
  w0: number,
  fs0: number,
): FigureSize {
  const [size, setSize] = useState<FigureSize>(() => ({ w: w0, fs: fs0, measured: !canMeasure() }));
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !canMeasure()) return;
    const read = (): void => {
      const w = el.clientWidth;
      const svg = el.querySelector('svg[role="img"]');
      const measured = svg ? parseFloat(getComputedStyle(svg).fontSize) : NaN;
      const fs = measured > 0 ? measured : fs0;
      if (!(w > 0)) return;
      setSize((prev) =>
        prev.measured && Math.abs(prev.w - w) < 1 && prev.fs === fs
          ? prev
          : { w, fs, measured: true },
      );
    };
    // Read at once, though it lays the page out: the figure's height follows its width, and
    // measured only in the observer, the first paint showed the figure undrawn (or, before the
    // pending box, at the fallback width) and its drawing a frame later moved what is below it.
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, fs0]);
  return size;
}
