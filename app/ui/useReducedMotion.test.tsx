// @vitest-environment jsdom
import { act, cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReducedMotionList, useReducedMotion } from './useReducedMotion';

/** A media query list whose answer the test sets, and that tells its listeners. */
function fakeList(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  };
  const flip = (to: boolean) => {
    list.matches = to;
    for (const cb of listeners) cb();
  };
  return { list, flip };
}

function Motion({ t }: { t: number }) {
  return <p>{`${t} ${useReducedMotion() ? 'still' : 'moving'}`}</p>;
}

afterEach(() => {
  cleanup();
  resetReducedMotionList();

  vi.unstubAllGlobals();
});

describe('useReducedMotion', () => {
  it('asks matchMedia once for the page, however often a lesson renders', () => {
    const { list } = fakeList(false);
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const view = render(<Motion t={0} />);
    for (let t = 1; t <= 20; t++) view.rerender(<Motion t={t} />);
    expect(view.container.textContent).toBe('20 moving');
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('follows the reader turning reduced motion on and off', () => {
    const { list, flip } = fakeList(true);
    vi.stubGlobal('matchMedia', () => list);
    const view = render(<Motion t={1} />);
    expect(view.container.textContent).toBe('1 still');
    act(() => flip(false));
    expect(view.container.textContent).toBe('1 moving');
    act(() => flip(true));
    expect(view.container.textContent).toBe('1 still');
  });

  it('is off where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const view = render(<Motion t={1} />);
    expect(view.container.textContent).toBe('1 moving');
  });
});
