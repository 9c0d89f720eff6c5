import { vi } from 'vitest';
import { act } from './library';

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

/**
 * Waits until the figures just rendered have been measured: the page's first figures are
 * measured in a task after the next frame (followSize in app/panels/useFigureSize.ts), later
 * ones at once.
 */
export async function measured(): Promise<void> {
  await act(async () => {});
  await act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
