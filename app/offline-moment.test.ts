// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { AT_THE_LATEST_MS, QUIET_MS, whenFirstQuiet } from './offline-moment';
import type { AppState } from './store/store';

type Fields = Pick<AppState, 'contents' | 'run' | 'engineError' | 'playing' | 't' | 'moves'>;

/** The fields whenFirstQuiet reads, in a store of their own. */
function storeWith(fields: Partial<Fields> = {}) {
  const store = createStore<Fields>()(() => ({
    contents: false,
    run: 0,
    engineError: null,
    playing: false,
    t: 0,
    moves: [],
    ...fields,
  }));
  return store as unknown as typeof store & Parameters<typeof whenFirstQuiet>[0];
}

/** Long enough for two frames (or their 50 ms stand-ins) and the idle call's stand-in. */
const SETTLED_MS = 2000;
/** The quiet spell, and the frames and idle call around it. */
const QUIET_AND_SETTLED_MS = QUIET_MS + SETTLED_MS;

describe('whenFirstQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the run to load, then for the frames that draw its first round', () => {
    const store = storeWith();
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    vi.advanceTimersByTime(10 * SETTLED_MS);
    expect(fn).not.toHaveBeenCalled();
    store.setState({ run: 1 });
    // The lesson renders in the task that loaded the run: nothing yet in that task.
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS - 500);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    store.setState({ run: 2, t: 5 });
    vi.advanceTimersByTime(10 * SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits while a run plays, until nothing has played for QUIET_MS', () => {
    const store = storeWith({ run: 1, playing: true });
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    store.setState({ t: 100 });
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    expect(fn).not.toHaveBeenCalled();
    // Paused, then played again before the spell was over: the spell starts again.
    store.setState({ playing: false });
    vi.advanceTimersByTime(QUIET_MS - 500);
    store.setState({ playing: true });
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    expect(fn).not.toHaveBeenCalled();
    store.setState({ playing: false });
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits again for a run started after the spell, before its idle time came', () => {
    const store = storeWith({ run: 1 });
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    // Two frames' 50 ms stand-ins, then the spell: over, its idle call (1 s stand-in) pending.
    vi.advanceTimersByTime(200 + QUIET_MS);
    expect(fn).not.toHaveBeenCalled();
    store.setState({ playing: true });
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    expect(fn).not.toHaveBeenCalled();
    store.setState({ playing: false, t: 500 });
    vi.advanceTimersByTime(QUIET_MS - 500);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    // The same with a move made (MindReader) in that gap.
    const keys = storeWith({ run: 1 });
    const fn2 = vi.fn();
    whenFirstQuiet(keys, fn2);
    vi.advanceTimersByTime(200 + QUIET_MS);
    keys.setState({ moves: [1] });
    vi.advanceTimersByTime(QUIET_MS - 500);
    expect(fn2).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_MS);
    expect(fn2).toHaveBeenCalledTimes(1);
  });

  it("waits while MindReader's keys come, until no move has been made for QUIET_MS", () => {
    const store = storeWith({ run: 1 });
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    let moves: (1 | -1)[] = [];
    // A key every 2 s, for 20 s: each move comes before the spell is over.
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(QUIET_MS - 1000);
      moves = [...moves, i % 2 ? 1 : -1];
      store.setState({ moves });
    }
    expect(fn).not.toHaveBeenCalled();
    // The same moves again (another field changed) do not start the spell over.
    vi.advanceTimersByTime(QUIET_MS - 1000);
    store.setState({ t: 3 });
    vi.advanceTimersByTime(SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for keys that keep coming longer than AT_THE_LATEST_MS', () => {
    const store = storeWith({ run: 1 });
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    let moves: (1 | -1)[] = [];
    for (let ms = 0; ms < AT_THE_LATEST_MS + 2 * SETTLED_MS; ms += 100) {
      vi.advanceTimersByTime(100);
      moves = [...moves, 1];
      store.setState({ moves });
    }
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a run that keeps playing longer than AT_THE_LATEST_MS', () => {
    const store = storeWith({ run: 1, playing: true });
    const fn = vi.fn();
    whenFirstQuiet(store, fn);
    vi.advanceTimersByTime(AT_THE_LATEST_MS - SETTLED_MS);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    store.setState({ playing: false });
    vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('goes ahead on the contents page, and after an engine that failed', () => {
    for (const fields of [{ contents: true }, { engineError: 'no worker' }]) {
      const fn = vi.fn();
      whenFirstQuiet(storeWith(fields), fn);
      vi.advanceTimersByTime(QUIET_AND_SETTLED_MS);
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });

  it('can be cancelled at any step', () => {
    for (const at of [0, 1, 2]) {
      const store = storeWith({ playing: at === 2 });
      const fn = vi.fn();
      const cancel = whenFirstQuiet(store, fn);
      if (at >= 1) store.setState({ run: 1 });
      if (at === 2) vi.advanceTimersByTime(SETTLED_MS);
      cancel();
      store.setState({ run: 2, playing: false });
      vi.advanceTimersByTime(AT_THE_LATEST_MS + SETTLED_MS);
      expect(fn).not.toHaveBeenCalled();
    }
  });
});
