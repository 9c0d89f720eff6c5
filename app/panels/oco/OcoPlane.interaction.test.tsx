// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcoPlane } from './OcoPlane';
import { frontSvg, props } from './oco-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const box = (left: number, top: number, width: number, height: number) => () =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;

describe('OcoPlane: picking the next loss', () => {
  it('calls onPick with the clicked data coordinates, with a crosshair and a hint', () => {
    const onPick = vi.fn();
    const { container } = render(
      <OcoPlane {...props({ extent: 2, onPick, pickHint: 'Click to place z_t.' })} />,
    );
    const svg = frontSvg(container);
    expect(svg.classList.contains('picking')).toBe(true);
    const hint = container.querySelector('.hs-oco-hint');
    expect(hint?.textContent).toContain('Click to place z_t.');
    // Keyboard users are told where the same input is.
    expect(hint?.querySelector('.hs-oco-keys')?.textContent).toMatch(/Keyboard/);
    svg.getBoundingClientRect = box(10, 20, 200, 200);
    fireEvent.click(svg, { clientX: 160, clientY: 70 }); // ¾ across, ¼ down
    expect(onPick).toHaveBeenLastCalledWith(expect.closeTo(1, 6), expect.closeTo(1, 6));
    fireEvent.click(svg, { clientX: 60, clientY: 170 }); // ¼ across, ¾ down
    expect(onPick).toHaveBeenLastCalledWith(expect.closeTo(-1, 6), expect.closeTo(-1, 6));
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('accounts for letterboxing and ignores clicks outside the square', () => {
    const onPick = vi.fn();
    const { container } = render(<OcoPlane {...props({ extent: 1, onPick })} />);
    const svg = frontSvg(container);
    svg.getBoundingClientRect = box(0, 0, 300, 100);
    fireEvent.click(svg, { clientX: 150, clientY: 50 }); // the centre
    expect(onPick).toHaveBeenLastCalledWith(expect.closeTo(0, 6), expect.closeTo(0, 6));
    fireEvent.click(svg, { clientX: 20, clientY: 50 }); // in the left letterbox
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('has no crosshair, no hint and a default hint only with onPick', () => {
    const { container, rerender } = render(<OcoPlane {...props()} />);
    expect(frontSvg(container).classList.contains('picking')).toBe(false);
    expect(container.querySelector('.hs-oco-hint')).toBeNull();
    rerender(<OcoPlane {...props({ onPick: () => undefined })} />);
    expect(container.querySelector('.hs-oco-hint')?.textContent).toMatch(/^Click the plane/);
  });
});
