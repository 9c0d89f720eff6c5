import { formatCsvError } from '../../src/data/csv';
import { readsCsv } from '../../src/scenes/kit/definition';
import { definitionOf } from '../../src/scenes/registry';
import { csvReaders, type Parse, type Parsed } from '../lessons/kit/csv-readers';
import type { AppState } from '../store/store';

type Store = {
  getState(): AppState;
  subscribe(listener: (s: AppState, prev: AppState) => void): () => void;
};

/** Counts reads, so only the latest file asked for lands (and clears the "Reading…" status). */
let reads = 0;

/**
 * Parses off the main thread with the "Reading <name>…" status up; null when a newer read has
 * started since (a second file dropped, another `data=`).
 */
export async function readCsv(
  store: Store,
  parse: Parse,
  name: string,
  input: string | Blob,
): Promise<Parsed | null> {
  const mine = ++reads;
  store.getState().setCsvReading(name);
  try {
    const parsed = await parse(name, input);
    return mine === reads ? parsed : null;
  } finally {
    if (mine === reads) store.getState().setCsvReading(null);
  }
}

/** The file `data=` names, when the scene reads it: the lesson has a CSV reader and plays `csv`. */
export function dataUrlOf(s: AppState): string | null {
  const url = s.scene.params['data'];
  if (typeof url !== 'string' || url === '') return null;
  if (!readsCsv(definitionOf(s.scene.lesson), s.scene.params)) return null;
  return url;
}

/** The scene names a file that has not loaded (nor failed) yet: it cannot answer for it yet. */
export function dataPending(s: AppState): boolean {
  const url = dataUrlOf(s);
  return url !== null && s.dataSettled !== url;
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Loads the CSV named by `data=` (same origin, or a server that allows CORS) once per URL, as
 * soon as the scene names it — before the lesson's page has even loaded, so an embedding host
 * waits as little as possible — and reports a failed fetch or a malformed file as the CSV error,
 * naming the line. The body goes to the parser's worker as a Blob: the main thread neither
 * decodes nor copies it. `dataSettled` says which URL has been dealt with, so the embed API can
 * hold requests until the scene is the one the host asked for.
 */
export function loadDataUrls(store: Store): () => void {
  let current: string | null = null;
  let controller: AbortController | null = null;
  const follow = (s: AppState): void => {
    const url = dataUrlOf(s);
    if (url === current) return;
    current = url;
    controller?.abort();
    controller = null;
    if (!url) return;
    const parse = csvReaders[definitionOf(s.scene.lesson).csv?.reader ?? 'points'];
    const mine = new AbortController();
    controller = mine;
    const settle = (csv: AppState['csv'], error: string | null): void => {
      if (!mine.signal.aborted) store.getState().settleData(url, csv, error);
    };
    fetch(url, { signal: mine.signal })
      .then((r) => {
        if (!r.ok) throw new Error(`the server answered ${r.status}`);
        return r.blob();
      })
      .then((blob) => (mine.signal.aborted ? null : readCsv(store, parse, url, blob)))
      .then((parsed) => {
        if (!parsed) return;
        if (parsed.ok) settle(parsed.data, null);
        else settle(null, `${url}: ${formatCsvError(parsed.error)}`);
      })
      .catch((e: unknown) => settle(null, `Could not load ${url}: ${reason(e)}`));
  };
  follow(store.getState());
  return store.subscribe((s) => follow(s));
}
