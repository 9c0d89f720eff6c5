// @vitest-environment jsdom
import { options, type VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useApp } from '../../store/store';
import { act, cleanup, render } from '../../testing/library';
import { GamePanel } from './GamePanel';

const initial = useApp.getState();
afterEach(() => {
  cleanup();
  useApp.setState(initial, true);
});

/** The names of the components Preact renders while `run` runs. */
function rendered(run: () => void): string[] {
  const names: string[] = [];
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (typeof vnode.type === 'function') names.push(vnode.type.name);
    before?.(vnode);
  };
  try {
    act(run);
  } finally {
    options.diffed = before;
  }
  return names;
}

describe('GamePanel', () => {
  it('answers a key press by rendering the score alone', () => {
    useApp.setState({ scene: { ...initial.scene, lesson: 'mindreader', T: 50 } });
    const view = render(<GamePanel seed={1} T={50} eta={0.5} />);
    const score = () => view.container.querySelector('.score')?.textContent ?? '';
    expect(score()).toContain('after 0 moves');

    // The first move changes the panel once: "New game" now has a game to clear.
    expect(rendered(() => useApp.getState().addMove(1))).toContain('Score');
    expect(score()).toContain('after 1 moves');
    expect(score()).toMatch(/You pressed →/);
    // Every move after it renders the score and nothing else: not the panel around it, the
    // learning rate's control or the export.
    for (let i = 2; i <= 5; i++) {
      expect(rendered(() => useApp.getState().addMove(i % 2 ? 1 : -1))).toEqual(['Score']);
      expect(score()).toContain(`after ${i} moves`);
    }
  });

  it('disables the move buttons once the game is over', () => {
    useApp.setState({ scene: { ...initial.scene, lesson: 'mindreader', T: 2 } });
    const view = render(<GamePanel seed={1} T={2} eta={0.5} />);
    const buttons = () => [...view.container.querySelectorAll<HTMLButtonElement>('.big-move')];
    expect(buttons().every((b) => !b.disabled)).toBe(true);
    act(() => {
      useApp.getState().addMove(1);
      useApp.getState().addMove(1);
    });
    expect(buttons().every((b) => b.disabled)).toBe(true);
    expect(view.container.querySelector('.lock')?.textContent).toBe('Game over after 2 moves.');
  });
});
