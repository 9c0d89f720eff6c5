import { create } from 'zustand';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { createPlaybackSlice, type PlaybackSlice } from './playback-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/** One store in slices: the scene (mirrored in the URL), playback, and display preferences. */
export type AppState = ConfigSlice & PlaybackSlice & UiSlice;

export const useApp = create<AppState>()((...a) => ({
  ...createConfigSlice(...a),
  ...createPlaybackSlice(...a),
  ...createUiSlice(...a),
}));
