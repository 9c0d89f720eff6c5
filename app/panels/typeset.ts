import { useEffect, useState } from 'react';
import katex from 'katex';

/** Rendered TeX, shared by every panel instance; bounded so a long run cannot grow it forever. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;
/** Typesetting stops for the frame after this long, so no task it runs blocks a phone. */
const BUDGET_MS = 8;

const keyOf = (tex: string, display: boolean): string => `${display ? 'D' : 'I'}${tex}`;

export function typeset(tex: string, display: boolean): string {
  const key = keyOf(tex, display);
  let html = cache.get(key);
  if (html === undefined) {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      // Theorem text is ours, but a lesson may one day take TeX from a URL or a CSV: no \href,
      // \url or \htmlClass, and no \rule or \kern that could cover the page.
      trust: false,
      maxSize: 20,
      maxExpand: 200,
      output: 'htmlAndMathml',
    });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, html);
  }
  return html;
}

interface Job {
  tex: string;
  display: boolean;
  done: (html: string) => void;
  cancelled: boolean;
}

const queue: Job[] = [];
let scheduled = false;

// A message task, not a timer: it runs as soon as the page is free, without timers' 4 ms clamp.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (channel) channel.port2.postMessage(null);
  else setTimeout(drain, 0);
}

function drain(): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < BUDGET_MS) {
    const job = queue.shift();
    if (job && !job.cancelled) job.done(typeset(job.tex, job.display));
  }
  if (queue.length > 0) schedule();
}

if (channel) channel.port1.onmessage = drain;

/**
 * The HTML for a formula, typeset a few formulas per task rather than all in the render that
 * asks: a proof is a dozen formulas and KaTeX's output is most of the page's DOM, so typesetting
 * them at once blocked a phone's main thread for a few hundred milliseconds. A formula already
 * typeset is returned at once; otherwise the previous formula stays up until the new one is
 * ready, and on first mount the result is null (the caller keeps the line's place).
 */
export function useTypeset(tex: string, display: boolean): string | null {
  const key = keyOf(tex, display);
  const ready = cache.get(key);
  const [last, setLast] = useState<string | null>(ready ?? null);
  useEffect(() => {
    if (cache.has(key)) {
      setLast(cache.get(key) ?? null);
      return;
    }
    const job: Job = { tex, display, done: setLast, cancelled: false };
    queue.push(job);
    schedule();
    return () => {
      job.cancelled = true;
    };
  }, [key, tex, display]);
  return ready ?? last;
}
