import type { StateCreator } from 'zustand';
import type { AppState } from './store';

export interface UiSlice {
  fontScale: number;
  showTarget: boolean;
  logScale: boolean;
  helpOpen: boolean;
  /** The course's contents page is on screen (an address without `lesson=`), not a lesson. */
  contents: boolean;
  /** The share and embed dialog is open. */
  shareOpen: boolean;
  setUi(
    patch: Partial<
      Pick<UiSlice, 'fontScale' | 'showTarget' | 'logScale' | 'helpOpen' | 'contents' | 'shareOpen'>
    >,
  ): void;
  bumpFont(direction: 1 | -1): void;
}

export const FONT_SCALES = [0.85, 1, 1.15, 1.3, 1.5, 1.75, 2] as const;

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set, get) => ({
  fontScale: 1,
  showTarget: true,
  logScale: false,
  helpOpen: false,
  contents: false,
  shareOpen: false,
  setUi(patch) {
    set(patch);
  },
  bumpFont(direction) {
    const i = FONT_SCALES.findIndex((s) => s >= get().fontScale - 1e-9);
    const next =
      FONT_SCALES[Math.max(0, Math.min(FONT_SCALES.length - 1, (i < 0 ? 1 : i) + direction))];
    set({ fontScale: next ?? 1 });
  },
});
