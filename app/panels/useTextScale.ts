import { createContext, useContext, useLayoutEffect, useState, type RefObject } from 'react';
import { canMeasure, drawnAnyway, followSize, useMeasureAtOnce } from './useFigureSize';

/**
 * The figure's text is laid out only once its size is known (`.hs-scaled svg text` is not drawn
 * until `--hs-text-display` is set): laid out before, at the viewBox's own scale, it took font
 * sizes of its own on a phone (11.8 px instead of 13.6), each a font lookup, and was laid out
 * again at its size in the same frame. The scale is set from the resize observer's first report,
 * after the frame's layout and before its paint, so the text is in the figure's first frame.
 */
function setScale(el: HTMLElement, u: number): void {
  setStyle(el, '--hs-u', String(u));
  showText(el);
}

function showText(el: HTMLElement): void {
  setStyle(el, '--hs-text-display', 'inline');
}

/**
 * Writes a property only when it changes: the resize observer's first report repeats the scale a
 * known width set, and a write restyles the figure even when it changes nothing.
 */
function setStyle(el: HTMLElement, name: string, value: string): void {
  if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
}

/**
 * The width of the stage a figure is drawn into, when it was known before the figure was built (a
 * figure drawn after a pending frame: DrawnAfterFirstFrame); 0 when not.
 */
export const StageWidth = createContext(0);

/** Where nothing can measure (jsdom, no ResizeObserver): the text shows at the viewBox's scale. */
function cannotMeasure(el: HTMLElement): boolean {
  if (canMeasure()) return false;
  showText(el);
  return true;
}

/**
 * For a figure drawn in a fixed viewBox `units` wide and scaled to its box: sets `--hs-u`, the
 * viewBox units per CSS pixel, on `box`, so its stylesheet can size the text in CSS pixels
 * (`calc(13px * var(--hs-u))`) — legible however small the figure is drawn on a phone, and not
 * huge on a wide screen. Written straight onto the element: no re-render when the page reflows.
 */
export function useTextScale(box: RefObject<HTMLElement | null>, units: number): void {
  const known = useContext(StageWidth);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || cannotMeasure(el)) return;
    // Before the figure's first frame, so that its text is laid out once, at its size.
    if (known > 0) setScale(el, units / known);
    const set = (): void => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setScale(el, units / w);
    };
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, units, known]);
}

/**
 * The same, for a figure whose layout follows its text (rows as tall as a line, margins as wide
 * as its labels): also returns the text's size in viewBox units, `fallback` until measured, and
 * whether it was measured (a figure draws only its box until then: see FigureSize).
 */
export function useTextUnits(
  box: RefObject<HTMLElement | null>,
  units: number,
  fallback = 12,
): { fs: number; measured: boolean } {
  const [size, setSize] = useState(() => ({ fs: fallback, measured: !canMeasure() }));
  const atOnce = useMeasureAtOnce();
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || cannotMeasure(el)) return;
    const set = (settle: boolean): void => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setScale(el, units / w);
      const svg = el.querySelector('svg[role="img"]');
      const fs = w > 0 && svg ? parseFloat(getComputedStyle(svg).fontSize) : NaN;
      if (!(fs > 0)) {
        if (settle) {
          showText(el);
          setSize(drawnAnyway);
        }
        return;
      }
      // Half units: a reflow that moves the text size by a hair re-lays nothing out.
      setSize((prev) =>
        prev.measured && Math.abs(prev.fs - fs) < 0.5
          ? prev
          : { fs: Math.round(fs * 2) / 2, measured: true },
      );
    };
    // The figure's height follows the text size: drawn in the frame after its empty box, it
    // would move what is below it (littlestone's domain row moved its controls by 0.089 of the
    // screen), which is why what follows a pending figure is hidden until it is drawn.
    return followSize(el, set, atOnce);
  }, [box, units, atOnce]);
  return size;
}
