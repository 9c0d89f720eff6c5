// @vitest-environment jsdom
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { act, renderHook } from '../testing/library';
import { describe, expect, it, vi } from 'vitest';
import { useFollowed } from './useFollowed';

withFakeFrames();

type Props = {
  value: number;
  fast: boolean;
  inView?: boolean;
  catchUp?: 'now' | 'own-turn';
  every?: number;
};

function hook(initial: Props) {
  return renderHook(
    (p: Props) =>
      useFollowed(p.value, p.fast, {
        every: p.every ?? 100,
        inView: p.inView ?? true,
        catchUp: p.catchUp,
      }),
    { initialProps: initial },
  );
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useFollowed', () => {
  it('follows the value exactly while the run does not play fast', () => {
    const h = hook({ value: 1, fast: false });
    h.rerender({ value: 2, fast: false });
    expect(h.result.current).toBe(2);
  });

  it('starts following from the value of that moment, then takes the latest at each turn', () => {
    const h = hook({ value: 1, fast: false });
    h.rerender({ value: 7, fast: false });
    h.rerender({ value: 8, fast: true });
    // Not a value left over from mounting (1), nor from before (7).
    expect(h.result.current).toBe(8);
    wait(1);
    h.rerender({ value: 9, fast: true });
    h.rerender({ value: 10, fast: true });
    expect(h.result.current).toBe(8);
    wait(100);
    expect(h.result.current).toBe(10);
  });

  it('catches up in the render that stops the run, by default', () => {
    const h = hook({ value: 0, fast: true });
    h.rerender({ value: 5, fast: true });
    h.rerender({ value: 9, fast: false });
    expect(h.result.current).toBe(9);
  });

  it('or in a turn of its own, not in the task that stops the run', () => {
    const h = hook({ value: 0, fast: true, catchUp: 'own-turn' });
    h.rerender({ value: 5, fast: true, catchUp: 'own-turn' });
    h.rerender({ value: 9, fast: false, catchUp: 'own-turn' });
    expect(h.result.current).toBe(0);
    wait(0);
    expect(h.result.current).toBe(9);
    h.rerender({ value: 10, fast: false, catchUp: 'own-turn' });
    expect(h.result.current).toBe(10);
  });

  it('off screen, does not follow; back on screen, takes the latest in the next turn', () => {
    // Every 5 s, so that a turn within a frame of coming back is not its regular one.
    const every = 5000;
    const h = hook({ value: 0, fast: true, inView: false, every });
    h.rerender({ value: 3, fast: true, inView: false, every });
    wait(22_000);
    expect(h.result.current).toBe(0);
    // Back on screen: the next turn, long before the interval's end.
    h.rerender({ value: 4, fast: true, inView: true, every });
    wait(FRAME_AND_AFTER_MS);
    expect(h.result.current).toBe(4);
    // Then it follows at its own pace again.
    h.rerender({ value: 5, fast: true, inView: true, every });
    wait(every + FRAME_AND_AFTER_MS);
    expect(h.result.current).toBe(5);
    // Off screen again: it keeps what it showed, and catches up when the run stops.
    h.rerender({ value: 6, fast: true, inView: false, every });
    wait(20_000);
    expect(h.result.current).toBe(5);
    h.rerender({ value: 7, fast: false, inView: false, every });
    expect(h.result.current).toBe(7);
  });
});
