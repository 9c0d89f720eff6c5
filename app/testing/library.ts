/**
 * Testing Library for the app's component tests. The app renders with Preact (see the README,
 * "Libraries"), so components are rendered by @testing-library/preact, which wraps every event and
 * render in Preact's act(). Its containers are HTML elements, as the DOM queries expect.
 */
import {
  render as renderPreact,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/preact';
import type { ComponentChild } from 'preact';

export {
  act,
  cleanup,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/preact';

type Rendered = RenderResult & { container: HTMLElement; baseElement: HTMLElement };

export function render(ui: ComponentChild, options?: Omit<RenderOptions, 'queries'>): Rendered {
  return renderPreact(ui, options) as Rendered;
}
