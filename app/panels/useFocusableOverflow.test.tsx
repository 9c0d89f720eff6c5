// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusableOverflow } from './useFocusableOverflow';

afterEach(cleanup);

/** jsdom has no layout: each box says how wide its content is through data attributes. */
function sized(el: HTMLElement | null): void {
  if (!el) return;
  Object.defineProperty(el, 'scrollWidth', { get: () => Number(el.dataset['content']) });
  Object.defineProperty(el, 'clientWidth', { get: () => Number(el.dataset['width']) });
}

function Boxes(props: { wide: number }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusableOverflow(root, '.line', 'scrolls');
  return (
    <div ref={root}>
      <div ref={sized} className="line" data-content={props.wide} data-width={300} />
      <div ref={sized} className="line" data-content={200} data-width={300} />
    </div>
  );
}

describe('useFocusableOverflow', () => {
  it('gives a keyboard stop to a box that scrolls, and only to it', () => {
    const { container } = render(<Boxes wide={480} />);
    const [wide, narrow] = Array.from(container.querySelectorAll<HTMLElement>('.line'));
    expect(wide?.getAttribute('tabindex')).toBe('0');
    expect(wide?.getAttribute('role')).toBe('region');
    expect(wide?.getAttribute('aria-label')).toBe('scrolls');
    expect(narrow?.hasAttribute('tabindex')).toBe(false);
  });

  it('takes the stop away once the content fits (checked again after a change below the root)', async () => {
    const { container } = render(<Boxes wide={480} />);
    const wide = container.querySelector<HTMLElement>('.line') as HTMLElement;
    wide.dataset['content'] = '250';
    wide.appendChild(document.createElement('span'));
    // Checked on the next frame.
    await vi.waitFor(() => expect(wide.hasAttribute('tabindex')).toBe(false));
    expect(wide.hasAttribute('role')).toBe(false);
  });
});
