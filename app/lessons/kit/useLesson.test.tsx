// @vitest-environment jsdom
import type { ComponentChildren } from 'preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { perceptronScene } from '../../../src/scenes/lessons/perceptron';
import { EngineContext } from '../../engine/context';
import type { EngineHandle } from '../../engine/controller';
import { useApp } from '../../store/store';
import { act, renderHook } from '../../testing/library';
import { useTransport } from './lesson-hooks';
import { useLesson } from './useLesson';

// An engine with no run loaded: what these hooks read of it is only whose run it holds.
const engine = {
  client: { lesson: null, trace: null },
  meta: () => null,
} as unknown as EngineHandle;
// Testing Library's renderHook gives Preact's children; the context is React's type (preact/compat).
const wrapper = ({ children }: { children: ComponentChildren }) => (
  <EngineContext.Provider value={engine}>{children as ReactNode}</EngineContext.Provider>
);
const initial = useApp.getState();
afterEach(() => useApp.setState(initial, true));

/** Renders `hook`, counting its renders. */
function counted<R>(hook: () => R) {
  let renders = 0;
  const h = renderHook(
    () => {
      renders++;
      return hook();
    },
    { wrapper },
  );
  return { result: h.result, renders: () => renders };
}

const set = (patch: Partial<ReturnType<typeof useApp.getState>>) =>
  act(() => useApp.setState(patch));

describe('useLesson', () => {
  it('re-renders while the engine has not reached the round on display, and not after', () => {
    set({ t: 5, computed: 0, run: 1 });
    const h = counted(() => useLesson(perceptronScene));
    expect(h.renders()).toBe(1);
    set({ computed: 3 });
    expect(h.renders()).toBe(2);
    // Round 5 is now computed: the view at round 5 can be drawn.
    set({ computed: 10 });
    expect(h.renders()).toBe(3);
    // The engine running further ahead changes nothing on screen.
    set({ computed: 20 });
    set({ computed: 40_000 });
    expect(h.renders()).toBe(3);
    // The round moving does.
    set({ t: 6 });
    expect(h.renders()).toBe(4);
  });

  it('with round: false, renders for neither the round nor the rounds computed, but for a new run', () => {
    set({ t: 5, computed: 0, run: 1 });
    const h = counted(() => useLesson(perceptronScene, { round: false }));
    expect(h.renders()).toBe(1);
    expect(h.result.current.t).toBe(0);
    set({ t: 6 });
    set({ computed: 3 });
    set({ t: 7, computed: 7 });
    expect(h.renders()).toBe(1);
    set({ run: 2 });
    expect(h.renders()).toBe(2);
  });

  it('re-renders when the first rounds arrive, even at round 0', () => {
    set({ t: 0, computed: 0, run: 1 });
    const h = counted(() => useLesson(perceptronScene));
    set({ computed: 512 });
    expect(h.renders()).toBe(2);
    set({ computed: 1024 });
    expect(h.renders()).toBe(2);
  });

  it('keys questions to the worker on the run: a new run changes the version, batches do not', () => {
    set({ t: 3, computed: 100, run: 1 });
    const h = counted(() => useLesson(perceptronScene));
    expect(h.result.current.version).toBe(1);
    set({ computed: 200 });
    expect(h.result.current.version).toBe(1);
    set({ run: 2, computed: 0 });
    expect(h.result.current.version).toBe(2);
  });
});

describe('useTransport', () => {
  it('waits for the student only at the last round computed, and ignores the engine otherwise', () => {
    set({ t: 4, computed: 10, run: 1, waiting: true });
    const h = counted(() => useTransport());
    expect(h.result.current.waiting).toBe(false);
    set({ computed: 20 });
    expect(h.renders()).toBe(1);
    set({ t: 20 });
    expect(h.result.current.waiting).toBe(true);
    set({ waiting: false });
    expect(h.result.current.waiting).toBe(false);
  });
});
