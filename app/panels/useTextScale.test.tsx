// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextScale } from './useTextScale';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Figure({ units }: { units: number }) {
  const box = useRef<HTMLDivElement>(null);
  useTextScale(box, units);
  return <div ref={box} data-testid="box" />;
}

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;

/** A ResizeObserver whose reports the test sends, as a browser would after a layout. */
function stubObserver(): { report: Report; observed: Element[] } {
  const seen = { report: (() => undefined) as Report, observed: [] as Element[] };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(report: Report) {
        seen.report = report;
      }
      observe(el: Element) {
        seen.observed.push(el);
      }
      disconnect() {}
    },
  );
  return seen;
}

const entry = (inlineSize: number): Partial<ResizeObserverEntry> => ({
  borderBoxSize: [{ inlineSize, blockSize: inlineSize }],
  contentRect: { width: inlineSize - 2 } as DOMRectReadOnly,
});

describe('useTextScale', () => {
  it('sets the viewBox units per pixel from the width the observer reports', () => {
    const observer = stubObserver();
    const { getByTestId } = render(<Figure units={600} />);
    const box = getByTestId('box');
    expect(observer.observed).toEqual([box]);
    // A 300 px figure drawn in 600 units: 2 units per pixel, border box and all.
    act(() => observer.report([entry(300)]));
    expect(box.style.getPropertyValue('--hs-u')).toBe('2');
    act(() => observer.report([entry(400)]));
    expect(box.style.getPropertyValue('--hs-u')).toBe('1.5');
  });

  it('reads no size while the page commits: the first layout is the browser’s own', () => {
    stubObserver();
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const { getByTestId } = render(<Figure units={600} />);
    expect(rect).not.toHaveBeenCalled();
    expect(width).not.toHaveBeenCalled();
    // Nothing to write before a report, either.
    expect(getByTestId('box').style.getPropertyValue('--hs-u')).toBe('');
  });

  it('leaves the scale alone for a box with no width (hidden, or not laid out yet)', () => {
    const observer = stubObserver();
    const { getByTestId } = render(<Figure units={600} />);
    act(() => observer.report([entry(300)]));
    act(() => observer.report([entry(0)]));
    expect(getByTestId('box').style.getPropertyValue('--hs-u')).toBe('2');
  });

  it('falls back to the content rectangle where a browser gives no border box sizes', () => {
    const observer = stubObserver();
    const { getByTestId } = render(<Figure units={600} />);
    act(() => observer.report([{ contentRect: { width: 200 } as DOMRectReadOnly }]));
    expect(getByTestId('box').style.getPropertyValue('--hs-u')).toBe('3');
  });
});
