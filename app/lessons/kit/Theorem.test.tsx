// @vitest-environment jsdom
import { act, cleanup, render } from '../../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theorem as TheoremData } from '../../../src/theory/types';
import { useApp } from '../../store/store';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { Theorem, type ShownBound } from './Theorem';

// The panel itself (KaTeX, the proof) is not what is tested: which numbers it is handed is.
vi.mock('../../panels/TheoremPanel', () => ({
  default: (p: { quantities: Record<string, number> }) => (
    <p data-testid="panel">t = {p.quantities['t']}</p>
  ),
}));

/** Whether the proof is near the screen, as the page's intersection observers say it. */
let nearScreen: (near: boolean) => void = () => undefined;

beforeEach(() => {
  ({ nearScreen } = stubIntersectionObserver());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useApp.getState().pause());
});

const at = (t: number): ShownBound => ({
  theorem: { id: 'x' } as unknown as TheoremData,
  quantities: { t },
  status: { applies: true, holds: true, value: 1, observed: 0 },
});
const playFast = () =>
  act(() => {
    useApp.getState().applyParams([['speed', 'max']]);
    useApp.getState().play();
  });

describe('Theorem', () => {
  it('follows its bound while the run is paused, on screen or not', async () => {
    const { findByTestId, rerender } = render(<Theorem bound={at(1)} />);
    nearScreen(false);
    rerender(<Theorem bound={at(2)} />);
    expect((await findByTestId('panel')).textContent).toBe('t = 2');
  });

  it('off screen while playing fast, keeps its numbers; catches up as it nears the screen', async () => {
    const { findByTestId, rerender } = render(<Theorem bound={at(1)} />);
    expect((await findByTestId('panel')).textContent).toBe('t = 1');
    nearScreen(false);
    playFast();
    rerender(<Theorem bound={at(2)} />);
    rerender(<Theorem bound={at(3)} />);
    expect((await findByTestId('panel')).textContent).toBe('t = 1');
    nearScreen(true);
    expect((await findByTestId('panel')).textContent).toBe('t = 3');
    rerender(<Theorem bound={at(4)} />);
    expect((await findByTestId('panel')).textContent).toBe('t = 4');
  });

  it('catches up when the run pauses, though still off screen', async () => {
    const { findByTestId, rerender } = render(<Theorem bound={at(1)} />);
    nearScreen(false);
    playFast();
    rerender(<Theorem bound={at(5)} />);
    expect((await findByTestId('panel')).textContent).toBe('t = 1');
    act(() => useApp.getState().pause());
    expect((await findByTestId('panel')).textContent).toBe('t = 5');
  });
});
