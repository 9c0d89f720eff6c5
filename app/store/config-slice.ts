import type { StateCreator } from 'zustand';
import type { CsvData } from '../../src/scenes/kit/inputs';
import {
  MAX_NOTICES,
  defaultScene,
  foldNotices,
  parseParams,
  type Notice,
  type Scene,
} from './scene-params';
import type { AppState } from './store';

export type { CsvData };

export interface ConfigSlice {
  scene: Scene;
  notices: Notice[];
  csv: CsvData | null;
  csvError: string | null;
  /** The file being parsed (off the main thread), for a "Reading …" status; null when idle. */
  csvReading: string | null;
  /** The `data=` URL whose load has ended, loaded or failed (app/engine/data-url.ts). */
  dataSettled: string | null;
  /** Applies URL-style parameters (from the URL, a checkpoint or the embed API). */
  applyParams(params: Iterable<[string, string]>, options?: { replace?: boolean }): Notice[];
  setScene(patch: Partial<Scene>): void;
  /** Appends the student's next point to the lesson's `points` parameter (a click, a loss). */
  addPoint(point: unknown): void;
  /** The MindReader student's moves (kept in memory only: nothing leaves the browser). */
  moves: (1 | -1)[];
  addMove(m: 1 | -1): void;
  clearMoves(): void;
  clearPoints(): void;
  setCsv(csv: CsvData | null, error?: string | null): void;
  setCsvReading(name: string | null): void;
  /** The file `data=` names has loaded (csv) or failed (error). */
  settleData(url: string, csv: CsvData | null, error: string | null): void;
  notify(notice: Notice): void;
  dismissNotice(index: number): void;
}

export const createConfigSlice: StateCreator<AppState, [], [], ConfigSlice> = (set, get) => ({
  scene: defaultScene,
  notices: [],
  csv: null,
  csvError: null,
  csvReading: null,
  dataSettled: null,
  applyParams(params, options) {
    const base = options?.replace ? defaultScene : get().scene;
    const list = Array.from(params);
    const given = new Set(list.map(([k]) => k));
    const { scene, notices } = parseParams(list, base);
    set((s) => ({
      scene,
      notices: [...s.notices, ...foldNotices(notices)].slice(-MAX_NOTICES),
      // Only what the parameters name moves the playhead or starts playing.
      t:
        given.has('t') || given.has('lesson') || options?.replace
          ? scene.t
          : Math.min(s.t, scene.T),
      playing: given.has('autoplay') || options?.replace ? scene.autoplay : s.playing,
      // Naming a lesson leaves the contents page for it.
      contents: given.has('lesson') ? false : s.contents,
    }));
    return notices;
  },
  setScene(patch) {
    set((s) => ({ scene: { ...s.scene, ...patch } }));
  },
  addPoint(point) {
    set((s) => {
      const points = (s.scene.params['points'] as readonly unknown[] | undefined) ?? [];
      return {
        scene: {
          ...s.scene,
          params: { ...s.scene.params, points: [...points, point].slice(-5000) },
        },
      };
    });
  },
  moves: [],
  addMove(m) {
    set((s) => {
      if (s.moves.length >= s.scene.T) return {};
      const moves = [...s.moves, m];
      // The display follows the game: the new move is the round on screen.
      return { moves, t: moves.length };
    });
  },
  clearMoves() {
    set({ moves: [], t: 0 });
  },
  clearPoints() {
    set((s) => ({ scene: { ...s.scene, params: { ...s.scene.params, points: [] }, t: 0 }, t: 0 }));
  },
  setCsv(csv, error = null) {
    set({ csv, csvError: error });
  },
  setCsvReading(name) {
    set({ csvReading: name });
  },
  settleData(url, csv, error) {
    // One update: the engine reloads with the file in the same change that says it has come.
    set({ csv, csvError: error, dataSettled: url });
  },
  notify(notice) {
    set((s) => ({ notices: [...s.notices, notice].slice(-MAX_NOTICES) }));
  },
  dismissNotice(index) {
    set((s) => ({ notices: s.notices.filter((_, i) => i !== index) }));
  },
});
