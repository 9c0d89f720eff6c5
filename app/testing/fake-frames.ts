import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from './library';

/** What the fake clock replaces: timers, animation frames and, unless told, performance.now. */
const TIMERS = [
  'setTimeout',
  'clearTimeout',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

/**
 * Fake timers and frames (16 ms apart) for each test of the file. After each test the pending
 * timers run out before the clock is real again: the follow queue (app/ui/follow-queue.ts) is
 * the module's, and a wait for a frame left pending would hold back the next test's turns.
 * `clock: false` leaves performance.now to the test.
 */
export function withFakeFrames({ clock = true }: { clock?: boolean } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: clock ? [...TIMERS, 'performance', 'Date'] : [...TIMERS] });
  });
  afterEach(() => {
    cleanup();
    vi.runAllTimers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** A frame (16 ms) is drawn, then the tasks that waited for it run. */
export const FRAME_AND_AFTER_MS = 20;
