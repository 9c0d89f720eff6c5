import { useEffect, useState, type RefObject } from 'react';

/**
 * An element's width in whole CSS pixels, 0 until first measured (and in jsdom). Read in a resize
 * observer, which is called after layout: a canvas sized from it forces no layout of its own.
 */
export function useObservedWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      if (w > 0) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
