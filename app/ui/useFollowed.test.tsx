// @vitest-environment jsdom
import { withFakeFrames } from '../testing/fake-frames';
import { act, renderHook } from '../testing/library';
import { describe, expect, it, vi } from 'vitest';
import { OFF_SCREEN_EVERY_MS, useFollowed } from './useFollowed';

withFakeFrames();

type Props = { value: number; fast: boolean; inView?: boolean; catchUp?: 'now' | 'own-turn' };

function hook(initial: Props) {
  return renderHook(
    (p: Props) =>
      useFollowed(p.value, p.fast, { every: 100, inView: p.inView ?? true, catchUp: p.catchUp }),
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

  it('off screen, follows every two seconds at most', () => {
    const h = hook({ value: 0, fast: true, inView: false });
    h.rerender({ value: 3, fast: true, inView: false });
    wait(OFF_SCREEN_EVERY_MS - 200);
    expect(h.result.current).toBe(0);
    wait(200);
    expect(h.result.current).toBe(3);
    // Back on screen: it follows at its own pace again.
    h.rerender({ value: 4, fast: true, inView: true });
    wait(150);
    expect(h.result.current).toBe(4);
  });
});
