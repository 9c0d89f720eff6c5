// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { act, render } from '../testing/library';
import { describe, expect, it, vi } from 'vitest';
import { FOLLOW_EVERY_MS, FollowingFast } from './follow-queue';
import { Staged } from './Staged';

withFakeFrames();

/** A panel that counts its renders and shows its round. */
function counter() {
  const renders: number[] = [];
  function Panel({ t }: { t: number }) {
    renders.push(t);
    return <p className="round">{t}</p>;
  }
  return { Panel, renders };
}

/** A lesson with two staged panels: the round it was given, fast or not. */
function lesson(A: (p: { t: number }) => unknown, B: (p: { t: number }) => unknown) {
  const PanelA = A as (p: { t: number }) => null;
  const PanelB = B as (p: { t: number }) => null;
  return function Lesson({ t, fast }: { t: number; fast: boolean }) {
    return (
      <FollowingFast.Provider value={fast}>
        <Staged stage={0}>
          <PanelA t={t} />
        </Staged>
        <Staged stage={0}>
          <PanelB t={t} />
        </Staged>
      </FollowingFast.Provider>
    );
  };
}

const shown = (c: HTMLElement): number[] =>
  Array.from(c.querySelectorAll('.round'), (e) => Number(e.textContent));

describe('a staged panel while a run plays fast', () => {
  it('follows every render when the run is paused or slow', () => {
    const a = counter();
    const b = counter();
    const Lesson = lesson(a.Panel, b.Panel);
    const view = render(<Lesson t={0} fast={false} />);
    for (let t = 1; t <= 5; t++) view.rerender(<Lesson t={t} fast={false} />);
    expect(shown(view.container)).toEqual([5, 5]);
    expect(a.renders).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is skipped by the lesson’s redraws and takes the latest round at its turn', () => {
    const a = counter();
    const b = counter();
    const Lesson = lesson(a.Panel, b.Panel);
    const view = render(<Lesson t={0} fast={false} />);
    const before = a.renders.length;
    view.rerender(<Lesson t={1} fast={true} />);
    // Play keeps what the panels showed: they are not rendered again in Play's task.
    expect(shown(view.container)).toEqual([0, 0]);
    // Ten redraws within one interval: the panels are not rendered at all.
    for (let t = 2; t <= 11; t++) {
      view.rerender(<Lesson t={t} fast={true} />);
      act(() => void vi.advanceTimersByTime(FOLLOW_EVERY_MS / 20));
    }
    expect(a.renders.length).toBe(before);
    expect(shown(view.container)).toEqual([0, 0]);
    // Their turn: each takes the latest round.
    act(() => void vi.advanceTimersByTime(FOLLOW_EVERY_MS));
    expect(shown(view.container)).toEqual([11, 11]);
    expect(a.renders.at(-1)).toBe(11);
  });

  it('renders nothing at its turns while the lesson gives it nothing new', () => {
    const a = counter();
    const b = counter();
    // The lesson's panels as MindReader keeps them between keys: the same elements each render
    // until the round moves.
    const A = a.Panel;
    const B = b.Panel;
    const elements = new Map<number, [ReactElement, ReactElement]>();
    const of = (t: number) => {
      if (!elements.has(t)) elements.set(t, [<A key="a" t={t} />, <B key="b" t={t} />]);
      return elements.get(t) as [ReactElement, ReactElement];
    };
    function Still({ t }: { t: number }) {
      const [pa, pb] = of(t);
      return (
        <FollowingFast.Provider value={true}>
          <Staged stage={0}>{pa}</Staged>
          <Staged stage={0}>{pb}</Staged>
        </FollowingFast.Provider>
      );
    }
    const view = render(<Still t={3} />);
    view.rerender(<Still t={3} />);
    const before = a.renders.length + b.renders.length;
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    // Twenty intervals of turns: none renders, and none asks for a frame to wait for.
    act(() => void vi.advanceTimersByTime(20 * FOLLOW_EVERY_MS));
    expect(a.renders.length + b.renders.length).toBe(before);
    expect(frames).not.toHaveBeenCalled();
    // A new round: the panels' next turns render it.
    view.rerender(<Still t={4} />);
    act(() => void vi.advanceTimersByTime(FOLLOW_EVERY_MS + 2 * FRAME_AND_AFTER_MS));
    expect(shown(view.container)).toEqual([4, 4]);
  });

  it('two panels due together render in frames of their own', () => {
    const order: string[] = [];
    const a = counter();
    const b = counter();
    const tagged =
      (name: string, P: (p: { t: number }) => unknown) =>
      (p: { t: number }): unknown => {
        order.push(`${name}${p.t}`);
        return P(p);
      };
    const Lesson = lesson(tagged('a', a.Panel), tagged('b', b.Panel));
    const view = render(<Lesson t={0} fast={true} />);
    view.rerender(<Lesson t={1} fast={true} />);
    order.length = 0;
    // Their turn: one of the two renders, and the other waits for a frame to be drawn, then
    // renders in a task of its own.
    act(() => void vi.advanceTimersToNextTimer());
    expect(order).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(0));
    expect(order).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(order.sort()).toEqual(['a1', 'b1']);
  });

  it('catches up when the run pauses, one panel per frame, then follows every render', () => {
    const a = counter();
    const b = counter();
    const Lesson = lesson(a.Panel, b.Panel);
    const view = render(<Lesson t={0} fast={true} />);
    view.rerender(<Lesson t={7} fast={true} />);
    view.rerender(<Lesson t={8} fast={false} />);
    // Not in the task that paused the run: that would be every panel at once.
    expect(shown(view.container)).toEqual([0, 0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(shown(view.container).sort()).toEqual([0, 8]);
    act(() => void vi.advanceTimersByTime(0));
    expect(shown(view.container).sort()).toEqual([0, 8]);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(shown(view.container)).toEqual([8, 8]);
    view.rerender(<Lesson t={9} fast={false} />);
    expect(shown(view.container)).toEqual([9, 9]);
  });
});
