import { formatTour } from '../lessons/kit/tour';
import { toSearch } from './scene-params';
import type { useApp } from './store';

/**
 * How soon the address follows a change: at once when paused, every two seconds while playing or
 * while a game's moves come in (MindReader's keys, up to 30 a second with a key held down).
 */
export const URL_WRITE_MS = { paused: 60, playing: 2000 };

/**
 * Mirrors the scene and the round into the address bar, so the URL always reopens what is on
 * screen, exactly once the run is paused. Writes are throttled: the round changes every frame
 * while playing, browsers rate-limit history.replaceState, and each new address is a same-document
 * navigation for which Chromium fetches the page's icon again and, an SVG icon, renders it in a
 * document of its own on the page's main thread (7-33 ms at 4x CPU throttle, traced). At a write
 * every 400 ms that was a tenth of a phone's main thread while a run played.
 */
export function syncUrl(store: typeof useApp): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = (): void => {
    timer = null;
    const s = store.getState();
    // The contents page keeps the address it was opened with: it shows no scene.
    if (s.contents) return;
    let search = toSearch({ ...s.scene, t: s.t, autoplay: s.scene.autoplay && s.playing });
    // A lecture's tour stays in the address, with the stop it is at, so a reload resumes it.
    if (s.tour) {
      search += `&tour=${encodeURIComponent(formatTour(s.tour))}`;
      if (s.slide) search += `&stop=${s.slide.index + 1}`;
    }
    if (search !== window.location.search) {
      try {
        window.history.replaceState(
          null,
          '',
          `${window.location.pathname}${search}${window.location.hash}`,
        );
      } catch {
        // A sandboxed frame may refuse history access; the scene still works.
      }
    }
  };
  const unsubscribe = store.subscribe((s, prev) => {
    if (
      s.scene === prev.scene &&
      s.t === prev.t &&
      s.playing === prev.playing &&
      s.slide === prev.slide
    )
      return;
    if (timer !== null && !s.playing && prev.playing) {
      // Paused: the address catches up at once rather than at the playing pace.
      clearTimeout(timer);
      timer = null;
    }
    const busy = s.playing || s.moves !== prev.moves;
    if (timer === null)
      timer = setTimeout(write, busy ? URL_WRITE_MS.playing : URL_WRITE_MS.paused);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
