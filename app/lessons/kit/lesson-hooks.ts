import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatCsvError } from '../../../src/data/csv';
import { defaultsFor, parseParams, toSearch, type LessonId } from '../../store/scene-params';
import { readCsv } from '../../engine/data-url';
import { useApp, type AppState } from '../../store/store';
import { follow } from '../../ui/follow-queue';
import type { ControlsProps } from '../../ui/Controls';
import type { NarrativeProps } from '../../ui/Narrative';

import type { Parse, Parsed } from './csv-readers';
import { isFast } from './useLesson';

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The same file from the picker or the drop zone. */
export async function loadCsvText(parse: Parse, name: string, text: string | Blob): Promise<void> {
  let parsed: Parsed | null;
  try {
    parsed = await readCsv(useApp, parse, name, text);
  } catch (e) {
    const s = useApp.getState();
    s.setCsv(s.csv, `${name} could not be read: ${reason(e)}`);
    return;
  }
  if (!parsed) return;
  const s = useApp.getState();
  if (parsed.ok) {
    s.setCsv(parsed.data);
    s.seek(0);
  } else s.setCsv(s.csv, `${name}: ${formatCsvError(parsed.error)}`);
}

/** Applies URL-style parameters through the store (validated, with notices). */
export function useOnParams(): (p: Record<string, string>) => void {
  const applyParams = useApp((s) => s.applyParams);
  return useCallback(
    (p: Record<string, string>) => void applyParams(Object.entries(p)),
    [applyParams],
  );
}

/** The transport and common fields every lesson's controls share, read from the store. */
export function useTransport(): Omit<ControlsProps, 'streams' | 'waitingHint' | 'children'> {
  const scene = useApp((s) => s.scene);
  const t = useApp((s) => s.t);
  const playing = useApp((s) => s.playing);
  // Waiting for the student only once the round on display is the last one computed; the rounds
  // computed themselves would re-render the transport at every batch of the engine.
  const waiting = useApp((s) => s.waiting && s.t >= s.computed);
  const onParams = useOnParams();
  const a = useApp.getState();
  return {
    t,
    T: scene.T,
    playing,
    waiting,
    speed: scene.speed,
    seed: scene.seed,
    stream: String(scene.params['stream'] ?? ''),
    // In a task of their own: on a touch screen the tap's click is handled inside a frame's task,
    // and the lesson's render for Play or Pause (every panel changes pace) then added up with that
    // frame's style, layout and paint (60-150 ms at 4x, traced).
    onPlay: () => void setTimeout(a.play, 0),
    onPause: () => void setTimeout(a.pause, 0),
    onStep: a.step,
    onBack: a.back,
    onReset: a.reset,
    onSeek: a.seek,
    onSpeed: (speed) => a.setScene({ speed }),
    onParams,
    onNewSeed: () => onParams({ seed: String((Math.random() * 2 ** 32) >>> 0), t: '0' }),
  };
}

/** Checkpoints as links to the lesson's scene, and in-place scene changes when clicked. */
export function useCheckpoints(lesson: LessonId): Pick<NarrativeProps, 'hrefFor' | 'onCheckpoint'> {
  const theme = useApp((s) => s.scene.theme);
  const present = useApp((s) => s.scene.present);
  // Stable while the theme stays, so the narrative (a scene parse per link) is not rebuilt on
  // every frame of a run.
  return useMemo(
    () => ({
      hrefFor: (params) =>
        toSearch(
          parseParams(Object.entries({ lesson, ...params }), { ...defaultsFor(lesson), theme })
            .scene,
        ),
      onCheckpoint: (params) => {
        const s = useApp.getState();
        // A checkpoint starts a fresh scene: no moves from an earlier game.
        s.clearMoves();
        s.applyParams(Object.entries({ lesson, theme, present: present ? '1' : '0', ...params }), {
          replace: true,
        });
      },
    }),
    [lesson, theme, present],
  );
}

/**
 * Which of the lesson's figures are on the page: all of them, or those `panels=` names (an embed
 * of one figure). `shown('regret', 'bounds')` is true when any of them is.
 */
export function useShown(): (...ids: string[]) => boolean {
  const panels = useApp((s) => s.scene.panels);
  return useCallback(
    (...ids: string[]) => panels === null || ids.some((id) => panels.includes(id)),
    [panels],
  );
}

/** Whether the run plays fast (see isFast), for a part of a lesson that is not handed it. */
export function useFast(): boolean {
  return useApp((s) => isFast(s.playing, s.scene.speed));
}

/**
 * A value of the store as a figure shows it: read in the follow queue's turns (about every
 * `every` ms, one follower per frame; follow-queue.ts), not at each change of the store, so the
 * component does not render for the changes in between. MindReader's figures follow the moves
 * this way: subscribed to the moves, its lesson rendered again for every key press, on a phone
 * beside the key's own answer. `select` is a function defined once (outside the component).
 */
export function useStoreFollowed<T>(select: (s: AppState) => T, every: number): T {
  const [value, setValue] = useState(() => select(useApp.getState()));
  useEffect(() => {
    let last: T | undefined;
    const read = (): boolean => {
      const v = select(useApp.getState());
      if (Object.is(v, last)) return false;
      last = v;
      setValue(v);
      return true;
    };
    // A change made before this effect ran (between the first render and now) is read at once.
    read();
    return follow(read, every);
  }, [select, every]);
  return value;
}
