/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Offline: registers the service worker that vite-plugin-pwa generates (vite.config.ts) once the
 * page has loaded and `quiet` says so (main.tsx: whenFirstQuiet, once the first round is drawn and
 * nothing has played for a few seconds), so that it competes with neither the lesson's first paint
 * nor a run started at once. The worker precaches
 * the whole built app on the first visit, and every lesson then opens again with the network off.
 * In `vite dev` this is a no-op.
 *
 * A new version takes over as soon as it is installed, and the page reloads to pick it up: at once
 * when nothing would be lost (the scene and the round are in the URL), otherwise (`busy`: playing,
 * a MindReader game, a CSV from the picker, an embed whose host may be waiting on a reply) the
 * next time the page is hidden. Until then the page keeps the version it loaded, as it would with
 * no service worker.
 */
export function registerOffline(busy: () => boolean, quiet: (fn: () => void) => void): void {
  let deferred = false;
  const reloadIfHidden = (): void => {
    if (document.visibilityState === 'hidden') window.location.reload();
  };
  const register = (): void => {
    registerSW({
      immediate: true,
      onNeedReload() {
        if (!busy()) window.location.reload();
        else if (!deferred) {
          deferred = true;
          document.addEventListener('visibilitychange', reloadIfHidden);
        }
      },
      onRegisterError(error: unknown) {
        // A sandboxed or storage-blocked frame, or an insecure origin: the app still runs online.
        console.info('Hindsight works online only here: no service worker.', error);
      },
    });
  };
  // Not in the load event itself: a module script's page fires it in the task that ran every
  // module, already the longest of a phone's load, and the worker's script and registration took
  // 17 ms more of it at 4× CPU throttle (traced). Nor as soon as the page is idle after it: the
  // main thread is idle while it waits for the engine's first answer, and the precache then fell
  // on the lesson's first render (see whenFirstQuiet).
  if (document.readyState === 'complete') quiet(register);
  else window.addEventListener('load', () => quiet(register), { once: true });
}
