import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleSteps, inIdleTime } from './idle-time';

describe('idle time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without idle callbacks, waits the fallback time; a cancel stops it', () => {
    const fn = vi.fn();
    inIdleTime(fn, 3000, 500);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    inIdleTime(other, 3000, 500)();
    vi.advanceTimersByTime(1000);
    expect(other).not.toHaveBeenCalled();
  });

  it('asks for an idle callback with its timeout where the browser has them', () => {
    const asked: { cb: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, o?: { timeout?: number }) => {
      asked.push({ cb, timeout: o?.timeout });
      return asked.length;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const fn = vi.fn();
    const cancel = inIdleTime(fn, 3000, 500);
    expect(asked.map((a) => a.timeout)).toEqual([3000]);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    asked[0]?.cb();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('runs steps in order, one idle period each, and a cancel drops the steps not yet run', () => {
    const order: string[] = [];
    idleSteps([() => order.push('a'), () => order.push('b'), () => order.push('c')], 3000, 100);
    vi.advanceTimersByTime(100);
    expect(order).toEqual(['a']);
    vi.advanceTimersByTime(200);
    expect(order).toEqual(['a', 'b', 'c']);

    const later: string[] = [];
    const cancel = idleSteps([() => later.push('a'), () => later.push('b')], 3000, 100);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(later).toEqual(['a']);
  });
});
