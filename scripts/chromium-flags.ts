/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Chromium's own window furniture, switched off wherever the tests, the bench and the audit launch
 * it. Chromium 156 builds two WebUI pages for its omnibox popup (chrome://omnibox-popup.top-chrome,
 * and the same page's AI-mode popup) with every new window, in a renderer of their own: about
 * 1.5 s of CPU in the first 4 s of each new browser context, traced and read from /proc. On a
 * 2-core machine that took most of a core while the lesson loaded: the bench's loading figures
 * counted the browser's start-up as the app's. No page ever sees these popups headless.
 */
export const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/**
 * The flags every Playwright launch of it shares (the tests', the bench's, the tracer's): no
 * sandbox as root (Chromium refuses to start otherwise), no GPU, no traffic of the browser's own,
 * no omnibox popup. Each caller adds its own after them.
 */
export function chromiumArgs(...own: string[]): string[] {
  return [
    ...(isRoot ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-background-networking',
    NO_OMNIBOX_POPUP,
    ...own,
  ];
}
