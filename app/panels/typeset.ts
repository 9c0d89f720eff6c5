import { useEffect, useState } from 'react';
import * as Comlink from 'comlink';
import type { ExposedTypeset, TexItem } from './typeset.worker';
import { afterNextFrame } from '../ui/after-frame';
import { DeliveryPace } from './typeset-pace';

/**
 * Typeset formulas, shared by every panel. Bounded: a formula's HTML (with its MathML) is several
 * kilobytes, and a long run at four proof updates a second makes a few new formulas each time.
 * A few hundred keep the proof's fixed lines and the last minute or so of live ones.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 400;
/** Formulas handed to React per frame: each costs a commit and a layout of its KaTeX boxes. */
const pace = new DeliveryPace();

const keyOf = (tex: string, display: boolean): string => `${display ? 'D' : 'I'}${tex}`;

function remember(key: string, html: string): void {
  // The oldest formula goes first: a Map iterates in insertion order.
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, html);
}

type Typesetter = (items: TexItem[]) => Promise<string[]>;

/** KaTeX in the page itself, loaded on demand: where workers do not exist (tests), or fail. */
const inPage: Typesetter = async (items) => {
  const { renderTex } = await import('./katex-render');
  return items.map((it) => renderTex(it.tex, it.display));
};

let worker: { w: Worker; remote: Comlink.Remote<ExposedTypeset> } | null = null;
let workerFailed = false;

/** The typesetting worker, spawned on the first formula; a worker that fails is not retried. */
function inWorker(items: TexItem[]): Promise<string[]> {
  if (!worker) {
    const w = new Worker(new URL('./typeset.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hindsight-typeset',
    });
    worker = { w, remote: Comlink.wrap<ExposedTypeset>(w) };
  }
  const current = worker;
  const { w } = current;
  return new Promise<string[]>((resolve, reject) => {
    const onError = (e: Event): void => {
      e.preventDefault();
      w.terminate();
      if (worker === current) worker = null;
      workerFailed = true;
      reject(new Error('the typesetting worker stopped'));
    };
    w.addEventListener('error', onError, { once: true });
    current.remote.typeset(items).then(
      (r) => {
        w.removeEventListener('error', onError);
        resolve(r);
      },
      (e: unknown) => {
        w.removeEventListener('error', onError);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const typesetAll: Typesetter = async (items) => {
  if (typeof Worker === 'undefined' || workerFailed) return inPage(items);
  try {
    return await inWorker(items);
  } catch {
    return inPage(items);
  }
};

interface Job {
  key: string;
  item: TexItem;
  done: (html: string) => void;
  cancelled: boolean;
}

let waiting: Job[] = [];
let inFlight = false;
const ready: { job: Job; html: string }[] = [];
let delivering = false;

/** The previous delivery: when it began and how many formulas it handed over. */
let previous: { at: number; count: number } | null = null;

function deliver(): void {
  delivering = false;
  const now = performance.now();
  // The previous delivery, its render and the frame that drew it, up to now.
  if (previous) pace.took(now - previous.at, previous.count);
  let n = 0;
  while (n < pace.count && ready.length > 0) {
    const r = ready.shift();
    if (r && !r.job.cancelled) {
      r.job.done(r.html);
      n++;
    }
  }
  if (ready.length > 0) {
    delivering = true;
    previous = { at: now, count: n };
    afterNextFrame(deliver);
  } else previous = null;
}

/** Sends every waiting formula to the typesetter at once; the next batch waits for this one. */
function pump(): void {
  if (inFlight) return;
  const jobs = waiting.filter((j) => !j.cancelled);
  waiting = [];
  if (jobs.length === 0) return;
  const unique = new Map<string, TexItem>();
  for (const j of jobs) if (!cache.has(j.key)) unique.set(j.key, j.item);
  const keys = [...unique.keys()];
  inFlight = true;
  typesetAll([...unique.values()])
    .then(
      (html) => keys.forEach((k, i) => remember(k, html[i] ?? '')),
      // Not even the page could typeset (KaTeX failed to load): the lines stay empty, but
      // nothing throws and the rest of the page goes on.
      () => undefined,
    )
    .finally(() => {
      inFlight = false;
      for (const j of jobs) {
        const html = cache.get(j.key);
        if (html !== undefined) ready.push({ job: j, html });
      }
      if (!delivering && ready.length > 0) {
        delivering = true;
        deliver();
      }
      pump();
    });
}

/**
 * The HTML for a formula. KaTeX runs in a worker and its results reach React a few formulas per
 * frame: a proof is a dozen formulas and KaTeX's output is most of the page's DOM, so typesetting
 * and inserting them at once blocked a phone's main thread for a few hundred milliseconds (and a
 * few formulas per task still left one frame to lay out all the tasks' formulas together). A
 * formula already typeset is returned at once; otherwise the last formula this hook showed stays
 * up until the new one is ready, and before any, the result is null (the caller keeps the line's
 * place).
 */
export function useTypeset(tex: string, display: boolean): string | null {
  const key = keyOf(tex, display);
  const cached = cache.get(key);
  const missing = cached === undefined;
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => {
    // Also runs again when a formula on screen was evicted from the cache since.
    if (!missing) return;
    const job: Job = { key, item: { tex, display }, done: setLast, cancelled: false };
    waiting.push(job);
    // Formulas asked for in the same render go out together.
    queueMicrotask(pump);
    return () => {
      job.cancelled = true;
    };
  }, [missing, key, tex, display]);
  return cached ?? last;
}
