// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanePanel } from './PlanePanel';
import { frontSvg, props } from './PlanePanel.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PlanePanel', () => {
  it('adds +1 on click and −1 on shift-click or right-click, at the clicked data coordinates', () => {
    const onAddPoint = vi.fn();
    const { container } = render(<PlanePanel {...props({ extent: 2, onAddPoint })} />);
    const svg = frontSvg(container);
    expect(svg.classList.contains('adding')).toBe(true);
    expect(container.querySelector('.hs-hint')?.textContent).toMatch(/shift-click/);
    svg.getBoundingClientRect = () =>
      ({
        left: 10,
        top: 20,
        width: 200,
        height: 200,
        right: 210,
        bottom: 220,
        x: 10,
        y: 20,
      }) as DOMRect;

    fireEvent.click(svg, { clientX: 160, clientY: 70 }); // ¾ across, ¼ down
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(1, 6), expect.closeTo(1, 6), 1);

    fireEvent.click(svg, { clientX: 60, clientY: 170, shiftKey: true }); // ¼ across, ¾ down
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(-1, 6), expect.closeTo(-1, 6), -1);

    const notPrevented = fireEvent.contextMenu(svg, { clientX: 110, clientY: 120 });
    expect(notPrevented).toBe(false);
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(0, 6), expect.closeTo(0, 6), -1);
    expect(onAddPoint).toHaveBeenCalledTimes(3);
  });

  it('accounts for letterboxing when the svg box is not square, and ignores clicks outside', () => {
    const onAddPoint = vi.fn();
    const { container } = render(<PlanePanel {...props({ extent: 1, onAddPoint })} />);
    const svg = frontSvg(container);
    svg.getBoundingClientRect = () =>
      ({
        left: 0,
        top: 0,
        width: 300,
        height: 100,
        right: 300,
        bottom: 100,
        x: 0,
        y: 0,
      }) as DOMRect;
    fireEvent.click(svg, { clientX: 150, clientY: 50 }); // the centre
    expect(onAddPoint).toHaveBeenLastCalledWith(expect.closeTo(0, 6), expect.closeTo(0, 6), 1);
    fireEvent.click(svg, { clientX: 20, clientY: 50 }); // in the left letterbox
    expect(onAddPoint).toHaveBeenCalledTimes(1);
  });

  it('has no crosshair or hint, and ignores clicks, without onAddPoint', () => {
    const { container } = render(<PlanePanel {...props()} />);
    expect(frontSvg(container).classList.contains('adding')).toBe(false);
    expect(container.querySelector('.hs-hint')).toBeNull();
  });
});
