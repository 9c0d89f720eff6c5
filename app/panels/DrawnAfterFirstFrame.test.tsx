// @vitest-environment jsdom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { act, render } from '../testing/library';
import { stubResizeObserver } from '../testing/resize-observer';
import { drawnAfterFirstFrame } from './pending-figure';
import { useTextScale } from './useTextScale';

withFakeFrames();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A plane-like figure: a stage whose text scale follows its width, in viewBox units of 500. */
function Figure({ name }: { name: string }) {
  const stage = useRef<HTMLDivElement>(null);
  useTextScale(stage, 500);
  return (
    <div className="figure">
      <div className="stage" ref={stage}>
        {name} drawn
      </div>
    </div>
  );
}

/** The figure as a lesson uses it: drawn through DrawnAfterFirstFrame, named by its props. */
const Plane = drawnAfterFirstFrame(Figure, {
  box: 'box',
  stage: 'pending-stage',
  label: (p) => p.name,
});

/**
 * A phone's layout as far as the figure reads it: every box 250 px wide. `reports: false`: the
 * resize observers say nothing, so what the figure knows of its width came from elsewhere.
 */
function phoneLayout({ reports = true } = {}): void {
  if (reports) stubResizeObserver();
  else
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 250,
    height: 250,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 250,
    bottom: 250,
    toJSON: () => ({}),
  });
}

/** The figure in a lesson, with the transport after it. */
const plane = (
  <main className="lesson">
    <Plane name="The plane" />
    <p className="after">Play</p>
  </main>
);
const after = (view: { container: HTMLElement }) => view.container.querySelector('.after');

// One page's life, in order: the module remembers whether the page has drawn its first figure.
describe('DrawnAfterFirstFrame', () => {
  it('in the page’s first lesson render: a pending stage for a frame, the figure in a task after it', () => {
    phoneLayout({ reports: false });
    const view = render(plane);
    const pending = view.container.querySelector('.box > .pending-stage > svg[data-pending]');
    expect(pending?.getAttribute('aria-label')).toBe('The plane');
    expect(pending?.getAttribute('role')).toBe('img');
    expect(view.container.querySelector('.figure')).toBeNull();
    // What follows the pending figure is hidden until it is drawn (holdFollowers).
    expect(after(view)?.hasAttribute('data-held')).toBe(true);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(view.container.querySelector('svg[data-pending]')).toBeNull();
    expect(after(view)?.hasAttribute('data-held')).toBe(false);
    const stage = view.container.querySelector<HTMLElement>('.figure .stage');
    expect(stage?.textContent).toBe('The plane drawn');
    // The text's scale is set from the pending stage's width as the figure mounts, before any
    // resize observer reports: 500 units over 250 px.
    expect(stage?.style.getPropertyValue('--hs-u')).toBe('2');
    expect(stage?.style.getPropertyValue('--hs-text-display')).toBe('inline');
    view.unmount();
  });

  it('once the page has drawn its first figure: at once', () => {
    phoneLayout();
    const view = render(plane);
    expect(view.container.querySelector('svg[data-pending]')).toBeNull();
    expect(view.container.querySelector('.figure .stage')?.textContent).toBe('The plane drawn');
    expect(after(view)?.hasAttribute('data-held')).toBe(false);
    view.unmount();
  });
});
