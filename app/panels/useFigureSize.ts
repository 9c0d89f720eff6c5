import { createContext, useContext, useLayoutEffect, useState, type RefObject } from 'react';
import { afterNextFrame } from '../ui/after-frame';

export interface FigureSize {
  w: number;
  fs: number;
  /**
   * False until the first measurement: a figure then draws only its box (`PendingSvg`), and
   * is drawn once, at its real size, instead of at the fallback size and then again. Its box is
   * laid out without the figure's content, which is cheaper too.
   */
  measured: boolean;
}

/**
 * True inside a panel mounted in a turn of its own (Staged, stage > 0): a figure there is
 * measured at once, in its mounting task. Outside, a figure mounts with its lesson's first render,
 * and is measured and drawn in a task after the first frame (see followSize).
 */
export const InOwnTurn = createContext(false);

/**
 * Only the page's first lesson render defers its figures: that is the render a reader waits on,
 * with nothing drawn yet. A figure that mounts later outside a staged panel (a new stream's
 * picture, another lesson picked) is measured at once, so that what is under it never blinks.
 */
const page = { firstDrawn: false };

/**
 * Calls `fn` in a task of its own after the next frame, as the page's first lesson render's
 * deferred figures are drawn (followSize here, drawnAfterFirstFrame in pending-figure.tsx): from
 * then on, figures that mount are drawn at once. Returns a cancel function.
 */
export function afterFirstFrame(fn: () => void): () => void {
  return afterNextFrame(() => {
    page.firstDrawn = true;
    fn();
  });
}

/**
 * Calls `measure` with the box laid out, and again whenever the box is resized. In a panel's own
 * turn, at once: the measurement lays out the page, which then holds little more than this panel.
 * In the lesson's first render, reading the box at once laid out the whole new page in the task
 * that built it, and drew the figure there too: on a phone, one task of 100-230 ms. Deferred, the
 * frame lays the page out, the figure is drawn in a task of its own after it, and laid out in the
 * next. Its box shows empty for that frame; what follows it (the transport, the fields, the next
 * panels' titles) is laid out but hidden until it is drawn (holdFollowers), so that nothing seen
 * moves when the figure takes its height. That deferred measurement is told it is the one the
 * page waits for (`settle`): a box with no width then draws at its fallback size rather than
 * stay pending, which would keep the rest of the lesson hidden. Returns the cleanup.
 */
export function followSize(
  el: HTMLElement,
  measure: (settle: boolean) => void,
  atOnce: boolean,
): () => void {
  let waiting = !atOnce;
  if (atOnce) measure(false);
  const stop = waiting
    ? afterFirstFrame(() => {
        waiting = false;
        measure(true);
      })
    : () => undefined;
  // The observer reports every box once when it starts watching: while the first measurement
  // waits for its task, that report is not acted on.
  const observer = new ResizeObserver(() => {
    if (!waiting) measure(false);
  });
  observer.observe(el);
  return () => {
    stop();
    observer.disconnect();
  };
}

/**
 * Whether the figure is measured at once (see InOwnTurn and `page`), decided when it mounts: its
 * own first drawing must not turn it into a figure measured at once, which would watch its box
 * again, and read it, in the task that drew it.
 */
export function useMeasureAtOnce(): boolean {
  const inTurn = useContext(InOwnTurn);
  const [atOnce] = useState(() => inTurn || page.firstDrawn);
  return atOnce;
}

/**
 * The state update for a `settle` measurement that found no width (see followSize): the figure
 * is drawn at its fallback size rather than stay pending.
 */
export const drawnAnyway = <S extends { measured: boolean }>(prev: S): S =>
  prev.measured ? prev : { ...prev, measured: true };

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
  const atOnce = useMeasureAtOnce();
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !canMeasure()) return;
    const read = (settle: boolean): void => {
      const w = el.clientWidth;
      const svg = el.querySelector('svg[role="img"]');
      const measured = svg ? parseFloat(getComputedStyle(svg).fontSize) : NaN;
      const fs = measured > 0 ? measured : fs0;
      if (!(w > 0)) {
        if (settle) setSize(drawnAnyway);
        return;
      }
      setSize((prev) =>
        prev.measured && Math.abs(prev.w - w) < 1 && prev.fs === fs
          ? prev
          : { w, fs, measured: true },
      );
    };
    return followSize(el, read, atOnce);
  }, [box, fs0, atOnce]);
  return size;
}
