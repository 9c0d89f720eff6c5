// @vitest-environment jsdom
import { withFakeFrames } from '../testing/fake-frames';
import { act, renderHook } from '../testing/library';
import { describe, expect, it, vi } from 'vitest';
import { follow } from './follow-queue';
import { useOwnTurn } from './useOwnTurn';

withFakeFrames();

type Props = { value: string; fast: boolean };

const hook = (initial: Props) =>
  renderHook((p: Props) => useOwnTurn(p.value, p.fast), { initialProps: initial });

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useOwnTurn', () => {
  it('gives the value at once while the run does not play fast', () => {
    const h = hook({ value: 'a', fast: false });
    h.rerender({ value: 'b', fast: false });
    expect(h.result.current).toBe('b');
  });

  it('while fast, takes a new value in a turn of the queue, not in the render that brings it', () => {
    const h = hook({ value: 'a', fast: false });
    h.rerender({ value: 'a', fast: true });
    expect(h.result.current).toBe('a');
    h.rerender({ value: 'b', fast: true });
    expect(h.result.current).toBe('a');
    wait(1);
    expect(h.result.current).toBe('b');
    // Two values before a turn: the turn takes the latest.
    h.rerender({ value: 'c', fast: true });
    h.rerender({ value: 'd', fast: true });
    expect(h.result.current).toBe('b');
    wait(100);
    expect(h.result.current).toBe('d');
  });

  it('takes its turn after another follower due first, in a frame of its own', () => {
    let turns = 0;
    const stop = follow(() => void turns++, 0);
    const h = hook({ value: 'a', fast: true });
    h.rerender({ value: 'b', fast: true });
    // The other panel was due first: its turn, and not this one, in the first task.
    wait(1);
    expect(turns).toBe(1);
    expect(h.result.current).toBe('a');
    wait(100);
    stop();
    expect(h.result.current).toBe('b');
  });

  it('catches up when the run stops playing fast, and starts the next fast spell from there', () => {
    const h = hook({ value: 'a', fast: true });
    h.rerender({ value: 'b', fast: true });
    h.rerender({ value: 'c', fast: false });
    expect(h.result.current).toBe('c');
    h.rerender({ value: 'c', fast: true });
    expect(h.result.current).toBe('c');
    h.rerender({ value: 'd', fast: true });
    expect(h.result.current).toBe('c');
    wait(100);
    expect(h.result.current).toBe('d');
  });
});
