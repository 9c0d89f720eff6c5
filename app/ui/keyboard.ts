import { useEffect, type RefObject } from 'react';

export interface KeyActions {
  toggle(): void;
  step(): void;
  back(): void;
  reset(): void;
  fullscreen(): void;
  present(): void;
  font(direction: 1 | -1): void;
  help(): void;
  share(): void;
  /** PageDown/PageUp: the lecture's next or previous checkpoint; false when there is no lecture. */
  lecture(delta: 1 | -1): boolean;
  /** B: blanks the screen, or shows it again; false outside presentation mode. */
  blank(): boolean;
  closeOverlays(): boolean;
}

export const shortcuts: Array<{ keys: string; action: string }> = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '→', action: 'Step one round' },
  { keys: '←', action: 'Step back one round' },
  { keys: 'R', action: 'Reset to round 0' },
  { keys: 'F', action: 'Fullscreen' },
  { keys: 'P', action: 'Presentation mode' },
  { keys: '+ / −', action: 'Larger / smaller type' },
  { keys: 'S', action: 'Share: the link, its QR code, the embed snippet' },
  { keys: 'PgDn / PgUp', action: 'Presenting: next / previous checkpoint (a clicker)' },
  { keys: 'B', action: 'Presenting: blank the screen, and back' },
  { keys: '?', action: 'This help' },
  { keys: 'Esc', action: 'Close the help or the share dialog' },
];

const typing = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement &&
  (el.isContentEditable ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    (el.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'button', 'range'].includes((el as HTMLInputElement).type)));

/** A focusable box that scrolls sideways (a wide data table): its arrow keys scroll it. */
const scrollsSideways = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement &&
  el !== document.body &&
  el.tabIndex >= 0 &&
  el.scrollWidth > el.clientWidth;

/**
 * Shortcuts act only while focus is inside the app: on its root element or a descendant, or on
 * the page body when the app is the whole page. In an iframe, the frame only receives keys once
 * the reader has clicked into it, so a host page keeps its own keys.
 */
export function useKeyboard(root: RefObject<HTMLElement | null>, actions: KeyActions): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = root.current;
      const active = document.activeElement;
      const inside = !!el && (el.contains(active) || active === document.body || active === null);
      if (!inside || typing(e.target)) return;
      const onControl =
        e.target instanceof HTMLElement &&
        (e.target.tagName === 'BUTTON' ||
          e.target.tagName === 'A' ||
          (e.target as HTMLInputElement).type === 'range');
      let handled = true;
      switch (e.key) {
        case ' ':
          // Space on a focused button presses that button; everywhere else it plays/pauses.
          if (onControl) return;
          actions.toggle();
          break;
        case 'ArrowRight':
          if (onControl && (e.target as HTMLInputElement).type === 'range') return;
          if (scrollsSideways(e.target)) return;
          actions.step();
          break;
        case 'ArrowLeft':
          if (onControl && (e.target as HTMLInputElement).type === 'range') return;
          if (scrollsSideways(e.target)) return;
          actions.back();
          break;
        case 'r':
        case 'R':
          actions.reset();
          break;
        case 'f':
        case 'F':
          actions.fullscreen();
          break;
        case 'p':
        case 'P':
          actions.present();
          break;
        case '+':
        case '=':
          actions.font(1);
          break;
        case '-':
        case '_':
          actions.font(-1);
          break;
        case '?':
          actions.help();
          break;
        case 's':
        case 'S':
          actions.share();
          break;
        case 'PageDown':
          handled = actions.lecture(1);
          break;
        case 'PageUp':
          handled = actions.lecture(-1);
          break;
        case 'b':
        case 'B':
          handled = actions.blank();
          break;
        case 'Escape':
          handled = actions.closeOverlays();
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root, actions]);
}
