import type { StateCreator } from 'zustand';
import type { TourStop } from '../lessons/kit/tour';
import type { AppState } from './store';

/** Where a lecture stands: the checkpoint (or tour stop) on screen, for the slide banner. */
export interface Slide {
  /** 0-based. */
  index: number;
  count: number;
  label: string;
  hint: string;
}

export interface UiSlice {
  fontScale: number;
  showTarget: boolean;
  logScale: boolean;
  helpOpen: boolean;
  /** The course's contents page is on screen (an address without `lesson=`), not a lesson. */
  contents: boolean;
  /** The share and embed dialog is open. */
  shareOpen: boolean;
  /** The checkpoint or tour stop PageDown/PageUp last went to; null before the first. */
  slide: Slide | null;
  /** A lecture's sequence of scenes (`tour=`); null when there is none. */
  tour: TourStop[] | null;
  /** The screen is blanked (B, in presentation mode). */
  blank: boolean;
  setUi(
    patch: Partial<
      Pick<
        UiSlice,
        | 'fontScale'
        | 'showTarget'
        | 'logScale'
        | 'helpOpen'
        | 'contents'
        | 'shareOpen'
        | 'slide'
        | 'tour'
        | 'blank'
      >
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
  slide: null,
  tour: null,
  blank: false,
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
