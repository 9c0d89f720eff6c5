import { useCallback, useEffect, useMemo } from 'react';
import { formatCsvError } from '../../../src/data/csv';
import { defaultsFor, parseParams, toSearch, type LessonId } from '../../store/scene-params';
import { useApp } from '../../store/store';
import type { ControlsProps } from '../../ui/Controls';
import type { NarrativeProps } from '../../ui/Narrative';

import type { Parse, Parsed } from './csv-readers';

/** Counts reads, so only the latest file asked for lands (and clears the "Reading…" status). */
let reads = 0;

/** Parses with the "Reading <name>…" status up; null when a newer read has started since. */
async function read(parse: Parse, name: string, input: string | Blob): Promise<Parsed | null> {
  const mine = ++reads;
  useApp.getState().setCsvReading(name);
  try {
    const parsed = await parse(name, input);
    return mine === reads ? parsed : null;
  } finally {
    if (mine === reads) useApp.getState().setCsvReading(null);
  }
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Loads the CSV named by `data=` (same origin, or a server that allows CORS) once per URL, and
 * reports a failed fetch or a malformed file as the CSV error, naming the line. The body goes to
 * the parser's worker as a Blob: the main thread neither decodes nor copies it.
 */
export function useDataUrl(active: boolean, parse: Parse): void {
  const url = useApp((s) => (active ? ((s.scene.params['data'] as string | null) ?? null) : null));
  const setCsv = useApp((s) => s.setCsv);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`the server answered ${r.status}`);
        return r.blob();
      })
      .then((blob) => (cancelled ? null : read(parse, url, blob)))
      .then((parsed) => {
        if (cancelled || !parsed) return;
        if (parsed.ok) setCsv(parsed.data);
        else setCsv(null, `${url}: ${formatCsvError(parsed.error)}`);
      })
      .catch((e: unknown) => {
        if (!cancelled) setCsv(null, `Could not load ${url}: ${reason(e)}`);
      });
    return () => {
      cancelled = true;
    };
    // `parse` is one of the module-level readers of csv-readers.ts.
  }, [url, setCsv]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The same file from the picker or the drop zone. */
export async function loadCsvText(parse: Parse, name: string, text: string | Blob): Promise<void> {
  let parsed: Parsed | null;
  try {
    parsed = await read(parse, name, text);
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
  const computed = useApp((s) => s.computed);
  const waiting = useApp((s) => s.waiting);
  const onParams = useOnParams();
  const a = useApp.getState();
  return {
    t,
    T: scene.T,
    computed,
    playing,
    waiting,
    speed: scene.speed,
    seed: scene.seed,
    stream: String(scene.params['stream'] ?? ''),
    onPlay: a.play,
    onPause: a.pause,
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
