import type { StateCreator } from 'zustand';
import type { AppState } from './store';

export interface PlaybackSlice {
  /** The round on display: rounds 1…t have been played. */
  t: number;
  playing: boolean;
  /** Rounds the engine has computed so far (the display never passes it). */
  computed: number;
  /** The stream waits for the student's next click. */
  waiting: boolean;
  engineError: string | null;
  /**
   * The engine's run: it changes with a new run (a new configuration, a restarted worker), not as
   * the run grows (see EngineProgress.run).
   */
  run: number;
  play(): void;
  pause(): void;
  toggle(): void;
  step(): void;
  back(): void;
  seek(t: number): void;
  reset(): void;
}

export const createPlaybackSlice: StateCreator<AppState, [], [], PlaybackSlice> = (set, get) => ({
  t: 0,
  playing: false,
  computed: 0,
  waiting: false,
  engineError: null,
  run: 0,
  play() {
    const { t, scene } = get();
    // Playing from the end starts over, as a media player does.
    set({ playing: true, t: t >= scene.T ? 0 : t });
  },
  pause() {
    set({ playing: false });
  },
  toggle() {
    if (get().playing) get().pause();
    else get().play();
  },
  step() {
    const { t, computed, scene } = get();
    set({ playing: false, t: Math.min(t + 1, computed, scene.T) });
  },
  back() {
    set((s) => ({ playing: false, t: Math.max(0, s.t - 1) }));
  },
  seek(t) {
    const T = get().scene.T;
    const clamped = Math.max(0, Math.min(T, Math.round(Number.isFinite(t) ? t : 0)));
    set({ t: clamped });
  },
  reset() {
    set({ playing: false, t: 0 });
  },
});
