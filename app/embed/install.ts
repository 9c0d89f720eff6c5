import type { EngineHandle } from '../engine/controller';
import { dataPending, dataUrlOf } from '../engine/data-url';
import { lessonState } from '../lessons/states';
import type { useApp } from '../store/store';
import { installEmbedApi } from './api';

/** Waits until the engine has computed the playhead's round (or the stream waits for a click). */
function caughtUp(store: typeof useApp, engine: EngineHandle, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const check = (): void => {
      const s = store.getState();
      const ready =
        engine.meta() !== null &&
        !dataPending(s) &&
        (s.computed >= Math.min(s.t, s.scene.T) || s.waiting || !!s.engineError);
      if (ready || performance.now() - start > timeoutMs) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

/**
 * The scene can answer: its run is loaded, and so is the file `data=` names (or its load has
 * failed). Before that, the run on screen is a stand-in the host did not ask for.
 */
const canAnswer = (s: ReturnType<typeof useApp.getState>, engine: EngineHandle): boolean =>
  engine.meta() !== null && !dataPending(s);

/** Wires the postMessage API, the ready/resize/round events and the embed mode. */
export function installEmbed(store: typeof useApp, engine: EngineHandle): void {
  const getState = async () => {
    await caughtUp(store, engine);
    return lessonState(store.getState(), engine);
  };

  // Requests that arrive before `ready` wait for it: a seek or getState sent at once would
  // otherwise act on the stand-in scene and be lost when the data arrives.
  let markReady: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));

  const api = installEmbedApi({
    ready: () => whenReady,
    play: () => store.getState().play(),
    pause: () => store.getState().pause(),
    step: () => store.getState().step(),
    back: () => store.getState().back(),
    reset: () => store.getState().reset(),
    seek: (t) => store.getState().seek(t),
    set: (params) =>
      store
        .getState()
        .applyParams(params)
        .map((n) => n.message),
    getState,
  });

  // ready: once, when the first run the URL asked for is loaded, its data file included; a
  // file that failed to load still makes the scene ready, with the reason in the event.
  let ready = false;
  let lastT = -1;
  let frame = 0;
  const announce = (s: ReturnType<typeof store.getState>): void => {
    if (ready || !canAnswer(s, engine)) return;
    ready = true;
    const failed = dataUrlOf(s) !== null && s.csv === null ? s.csvError : null;
    api.emit('ready', {
      lesson: s.scene.lesson,
      T: s.scene.T,
      t: s.t,
      ...(failed ? { error: failed } : {}),
    });
    markReady();
  };
  store.subscribe((s) => {
    announce(s);
    const shown = Math.min(s.t, s.computed);
    if (shown !== lastT && frame === 0) {
      // At most one round event per frame, however fast the run.
      frame = requestAnimationFrame(() => {
        frame = 0;
        const now = store.getState();
        const t = Math.min(now.t, now.computed);
        if (t === lastT) return;
        lastT = t;
        api.emit('round', { t, T: now.scene.T, playing: now.playing });
      });
    }
  });

  if (window.parent !== window) {
    let lastHeight = 0;
    // The content's own height, not the frame's: the host sizes the frame to it.
    const content = document.getElementById('root') ?? document.body;
    const report = (): void => {
      const height = Math.ceil(content.getBoundingClientRect().height);
      if (height !== lastHeight) {
        lastHeight = height;
        api.emit('resize', { height });
      }
    };
    new ResizeObserver(report).observe(content);
    report();
  }
}
