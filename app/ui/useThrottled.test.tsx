// @vitest-environment jsdom
import { act, cleanup, renderHook } from '../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './useThrottled';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Props = { value: number; throttle: boolean; phase?: number };

function hook(initial: Props) {
  return renderHook((p: Props) => useThrottled(p.value, 100, p.throttle, p.phase ?? 0), {
    initialProps: initial,
  });
}

describe('useThrottled', () => {
  it('follows the value exactly while not throttling', () => {
    const h = hook({ value: 1, throttle: false });
    h.rerender({ value: 2, throttle: false });
    expect(h.result.current).toBe(2);
  });

  it('starts throttling from the value of that moment, then follows every 100 ms', () => {
    const h = hook({ value: 1, throttle: false });
    h.rerender({ value: 7, throttle: false });
    h.rerender({ value: 8, throttle: true });
    // Not a value left over from mounting (1), nor from before (7).
    expect(h.result.current).toBe(8);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    h.rerender({ value: 9, throttle: true });
    h.rerender({ value: 10, throttle: true });
    expect(h.result.current).toBe(8);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(h.result.current).toBe(10);
  });

  it('takes its turn: the first update and the catch-up at the end come `phase` ms later', () => {
    const h = hook({ value: 0, throttle: true, phase: 60 });
    h.rerender({ value: 5, throttle: true, phase: 60 });
    act(() => {
      vi.advanceTimersByTime(59);
    });
    expect(h.result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(h.result.current).toBe(5);
    h.rerender({ value: 6, throttle: true, phase: 60 });
    // Throttling stops: the exact value arrives after the phase, not in the same task.
    h.rerender({ value: 9, throttle: false, phase: 60 });
    expect(h.result.current).toBe(5);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(h.result.current).toBe(9);
    h.rerender({ value: 10, throttle: false, phase: 60 });
    expect(h.result.current).toBe(10);
  });
});
