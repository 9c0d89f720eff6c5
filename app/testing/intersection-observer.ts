import { vi } from 'vitest';
import { act } from './library';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

/**
 * An IntersectionObserver for jsdom that reports only when told: `nearScreen(false)` tells every
 * observer made since the stub that its element is away from the screen. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): { nearScreen: (near: boolean) => void } {
  const observers: Report[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: Report) {
        observers.push(report);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    nearScreen: (near) =>
      act(() => {
        for (const report of observers) report([{ isIntersecting: near }]);
      }),
  };
}
