import { vi } from 'vitest';

/**
 * A ResizeObserver for jsdom that, as a browser does, reports once when observing starts (after
 * the layout; here in a microtask). Undone by `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        queueMicrotask(() => this.report());
      }
      disconnect() {}
    },
  );
}
