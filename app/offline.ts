/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Offline: registers the service worker that vite-plugin-pwa generates (vite.config.ts), once the
 * page has loaded, so it never competes with the first paint. The worker precaches the whole built
 * app on the first visit, and every lesson then opens again with the network off. In `vite dev`
 * this is a no-op.
 *
 * A new version takes over as soon as it is installed, and the page reloads to pick it up: at once
 * when nothing would be lost (the scene and the round are in the URL), otherwise (`busy`: playing,
 * a MindReader game, a CSV from the picker, an embed whose host may be waiting on a reply) the
 * next time the page is hidden. Until then the page keeps the version it loaded, as it would with
 * no service worker.
 */
export function registerOffline(busy: () => boolean): void {
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
