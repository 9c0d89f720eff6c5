import { formatTour } from '../lessons/kit/tour';
import { toSearch } from './scene-params';
import type { useApp } from './store';

/**
 * Mirrors the scene and the round into the address bar, so the URL always reopens what is on
 * screen. Writes are throttled: browsers rate-limit history.replaceState, and the round changes
 * every frame while playing.
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
    if (timer === null) timer = setTimeout(write, s.playing ? 400 : 60);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
