// @vitest-environment jsdom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '../testing/library';
import { stubResizeObserver } from '../testing/resize-observer';
import { useTextScale, useTextUnits } from './useTextScale';

/** A plane's stage, drawn in a 400-unit viewBox, in a box `width` px wide. */
function Stage({ width }: { width: number }) {
  const box = useRef<HTMLDivElement>(null);
  useTextScale(box, 400);
  return <div ref={box} className="stage" data-width={width} />;
}

function boxesAsWide(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const w = Number(this.dataset['width'] ?? 0);
    return { width: w, height: w, x: 0, y: 0, top: 0, left: 0, right: w, bottom: w } as DOMRect;
  });
}

/** A figure whose layout follows its text (the experts' panels, the domain row). */
function TextFigure({ width }: { width: number }) {
  const box = useRef<HTMLDivElement>(null);
  const { measured } = useTextUnits(box, 400);
  return (
    <div ref={box} className="stage" data-width={width}>
      {measured ? 'drawn' : 'pending'}
    </div>
  );
}

const stageOf = (c: HTMLElement): HTMLElement => c.querySelector('.stage') as HTMLElement;
const scaleOf = (el: HTMLElement) => ({
  u: el.style.getPropertyValue('--hs-u'),
  text: el.style.getPropertyValue('--hs-text-display'),
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useTextScale', () => {
  it('lets the text be laid out only once its scale is set, from the observer’s report', async () => {
    stubResizeObserver();
    boxesAsWide();
    const view = render(<Stage width={348} />);
    // Mounted, not yet reported: the stylesheet keeps the figure's text out of the layout.
    expect(scaleOf(stageOf(view.container))).toEqual({ u: '', text: '' });
    await act(async () => {});
    expect(scaleOf(stageOf(view.container))).toEqual({ u: String(400 / 348), text: 'inline' });
    view.unmount();
  });

  it('keeps the text out while the box has no width', async () => {
    stubResizeObserver();
    boxesAsWide();
    const view = render(<Stage width={0} />);
    await act(async () => {});
    expect(scaleOf(stageOf(view.container))).toEqual({ u: '', text: '' });
    view.unmount();
  });

  it('shows the text at once, at the viewBox’s scale, where nothing can measure the box', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    for (const figure of [<Stage width={348} />, <TextFigure width={348} />]) {
      const view = render(figure);
      expect(scaleOf(stageOf(view.container))).toEqual({ u: '', text: 'inline' });
      view.unmount();
    }
  });
});
