/**
 * Chromium's own window furniture, switched off wherever the tests, the bench and the audit launch
 * it. Chromium 156 builds two WebUI pages for its omnibox popup (chrome://omnibox-popup.top-chrome,
 * and the same page's AI-mode popup) with every new window, in a renderer of their own: about
 * 1.5 s of CPU in the first 4 s of each new browser context, traced and read from /proc. On a
 * 2-core machine that took most of a core while the lesson loaded: the bench's loading figures
 * counted the browser's start-up as the app's. No page ever sees these popups headless.
 */
export const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';
