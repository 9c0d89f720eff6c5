import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * One list for the page: `matchMedia` builds and evaluates a new list at every call, and the
 * snapshot is read at every render of a playing lesson (2–4 ms a frame at 4× CPU throttle,
 * traced on ogd); a list's `matches` is kept up to date by the browser.
 */
let list: MediaQueryList | null | undefined;
function reducedMotionList(): MediaQueryList | null {
  if (list === undefined)
    list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  return list;
}

/** Forgets the page's list, for tests that install a new `matchMedia`. */
export function resetReducedMotionList(): void {
  list = undefined;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = reducedMotionList();
      m?.addEventListener('change', cb);
      return () => m?.removeEventListener('change', cb);
    },
    () => reducedMotionList()?.matches ?? false,
    () => false,
  );
}
