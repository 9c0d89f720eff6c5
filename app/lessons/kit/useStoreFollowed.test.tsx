// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useApp, type AppState } from '../../store/store';
import { withFakeFrames } from '../../testing/fake-frames';
import { act, renderHook } from '../../testing/library';
import { useStoreFollowed } from './lesson-hooks';

withFakeFrames();

const initial = useApp.getState();
const moveCount = (s: AppState): number => s.moves.length;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useStoreFollowed', () => {
  it('reads the store at its turns, not at each change, and renders only when the value moved', () => {
    useApp.setState(initial, true);
    let renders = 0;
    const h = renderHook(() => {
      renders++;
      return useStoreFollowed(moveCount, 200);
    });
    const mounted = renders;
    expect(h.result.current).toBe(0);
    // Ten key presses in quick succession: no render for any of them.
    act(() => {
      for (let i = 0; i < 10; i++) useApp.getState().addMove(i % 2 ? 1 : -1);
    });
    expect(renders).toBe(mounted);
    expect(h.result.current).toBe(0);
    // The next turn takes the latest value, in one render.
    wait(220);
    expect(h.result.current).toBe(10);
    expect(renders).toBe(mounted + 1);
    // A turn that finds the same value renders nothing.
    wait(450);
    expect(renders).toBe(mounted + 1);
    act(() => useApp.getState().clearMoves());
    wait(220);
    expect(h.result.current).toBe(0);
  });

  it('reads a change made between its first render and its effect', () => {
    useApp.setState(initial, true);
    let changed = false;
    const h = renderHook(() => {
      const v = useStoreFollowed(moveCount, 200);
      // Made during the first render, before the effects run.
      if (!changed) {
        changed = true;
        useApp.setState({ moves: [1, -1, 1] });
      }
      return v;
    });
    expect(h.result.current).toBe(3);
  });
});
