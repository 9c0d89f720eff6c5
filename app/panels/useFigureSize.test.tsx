// @vitest-environment jsdom
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { act, render } from '../testing/library';
import { stubResizeObserver } from '../testing/resize-observer';
import { Staged } from '../ui/Staged';
import { useFigureSize } from './useFigureSize';

withFakeFrames();

/** A figure in a box `width` px wide that shows what its size hook says: pending, or its width. */
function Figure({ width }: { width: number }) {
  const box = useRef<HTMLElement>(null);
  const { w, measured } = useFigureSize(box, 640, 12);
  return (
    <figure ref={box} className="figure" data-width={width}>
      {measured ? `w ${w}` : 'pending'}
    </figure>
  );
}

/** Each figure's box as wide as it says; returns the count of width reads (each lays out). */
function layout(): { reads: () => number } {
  stubResizeObserver();
  const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Number(this.dataset['width'] ?? 0);
  });
  return { reads: () => spy.mock.calls.length };
}

const shownBy = (c: HTMLElement): string[] =>
  Array.from(c.querySelectorAll('.figure'), (e) => e.textContent ?? '');

// One page's life, in order: the module remembers whether the page has drawn its first figure.
describe('when a figure is measured', () => {
  it('in a staged panel’s own turn: at once, in the task that mounts it', () => {
    const { reads } = layout();
    const view = render(
      <Staged stage={1}>
        <Figure width={200} />
      </Staged>,
    );
    expect(shownBy(view.container)).toEqual([]);
    // Its turn comes after a frame. Shown pending first, it would be found so here.
    while (shownBy(view.container).length === 0) act(() => void vi.advanceTimersToNextTimer());
    expect(reads()).toBe(1);
    expect(shownBy(view.container)).toEqual(['w 200']);
    view.unmount();
  });

  it('with the page’s first lesson render: after the first frame, in a task of its own', async () => {
    const { reads } = layout();
    const view = render(
      <>
        <Figure width={358} />
        <Figure width={0} />
      </>,
    );
    // Not in the task that built the page, nor at the observer's report on its first layout.
    await act(async () => {});
    expect(reads()).toBe(0);
    expect(shownBy(view.container)).toEqual(['pending', 'pending']);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(reads()).toBe(2);
    // A box with no width yet draws at the fallback width: the page waits for no figure forever.
    expect(shownBy(view.container)).toEqual(['w 358', 'w 640']);
    view.unmount();
  });

  it('once the page has drawn its first figure: at once, wherever it mounts', async () => {
    const { reads } = layout();
    const view = render(<Figure width={300} />);
    // Read in the task that mounted it, before any frame: what is under it never blinks.
    expect(reads()).toBe(1);
    expect(shownBy(view.container)).toEqual(['w 300']);
    await act(async () => {});
    view.unmount();
  });

  it('measured at once, a box with no width stays pending until it has one', () => {
    layout();
    const view = render(<Figure width={0} />);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(shownBy(view.container)).toEqual(['pending']);
    view.unmount();
  });
});
