/**
 * Reads a Chromium trace (Tracing's JSON events) and says what the renderer's main thread did in
 * each task of 50 ms or more: the task's phase, its self time by kind of work, its entry points
 * (timers, frames, events, scripts) and the sampled functions with the most self time in it.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  cat?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      functionName?: string;
      url?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface Marks {
  /** The page's performance.now() at the first drawn round and at Play (null: not played). */
  firstRoundAt: number | null;
  playAt: number | null;
  /** Unused: kept so callers can pass the page's time origin along. */
  origin?: number;
  /**
   * The shortest task reported, in ms: 50 by default. Lower, it shows what the tasks just under
   * the line are made of (a chart's turn, a redraw), which decide whether one crosses it.
   */
  longMs?: number;
}

const LONG_MS = 50;
const ENTRY_NAMES = new Set([
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'HandlePostMessage',
  'FireIdleCallback',
  'ResizeObserver',
  'IntersectionObserverController::computeIntersections',
]);

/** The navigation of the lesson's own document: its time is the page's time 0. */
export const isLessonNavigation = (e: TraceEvent): boolean =>
  e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('lesson=');

export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  // The renderer that navigated to the lesson, not the busiest: the browser runs renderers of its
  // own (its omnibox popup's pages, busy with scripts of their own while the lesson loads).
  const nav = events.find(isLessonNavigation);
  const lesson = nav && mains.find((m) => m.pid === nav.pid && m.tid === nav.tid);
  if (lesson) return { pid: lesson.pid, tid: lesson.tid };
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask') continue;
    const key = `${e.pid}:${e.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + (e.dur ?? 0));
  }
  let best: { pid: number; tid: number } | null = null;
  let most = -1;
  for (const m of mains) {
    const n = counts.get(`${m.pid}:${m.tid}`) ?? 0;
    if (n > most) [best, most] = [{ pid: m.pid, tid: m.tid }, n];
  }
  return best;
}

const file = (url: unknown): string =>
  typeof url === 'string' ? url.split('/').pop()?.split('?')[0] || '' : '';

function label(e: TraceEvent): string {
  const d = e.args?.data;
  switch (e.name) {
    case 'FunctionCall':
      return `call ${d?.functionName || '(anonymous)'} ${file(d?.url)}`;
    case 'EventDispatch':
      return `event ${d?.type ?? ''}`;
    case 'EvaluateScript':
      return `script ${file(d?.url)}`;
    default:
      return e.name;
  }
}

interface Task {
  start: number;
  dur: number;
  events: TraceEvent[];
}

/** The thread's top-level tasks of `longMs` or more, with every complete event nested in each. */
function longTasks(thread: TraceEvent[], longMs: number): Task[] {
  const tasks: Task[] = [];
  let openEnd = -Infinity;
  for (const e of thread) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.dur === undefined) continue;
    if (e.ts < openEnd) continue;
    openEnd = e.ts + e.dur;
    if (e.dur >= longMs * 1000) tasks.push({ start: e.ts, dur: e.dur, events: [] });
  }
  let i = 0;
  for (const e of thread) {
    if (e.ph !== 'X' || e.dur === undefined || e.name === 'RunTask') continue;
    while (i < tasks.length && (tasks[i] as Task).start + (tasks[i] as Task).dur <= e.ts) i++;
    const t = tasks[i];
    if (t && e.ts >= t.start && e.ts + e.dur <= t.start + t.dur) t.events.push(e);
  }
  return tasks;
}

/** Self time (µs) by kind of work: each event's duration less its nested events'. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; key: string }[] = [];
  for (const e of sorted) {
    const end = e.ts + (e.dur ?? 0);
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const key = ENTRY_NAMES.has(e.name) ? 'script' : e.name;
    self.set(key, (self.get(key) ?? 0) + (e.dur ?? 0));
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - (e.dur ?? 0));
    stack.push({ end, key });
  }
  return self;
}

/** Every CPU sample of the thread: [time µs, function label]. */
function samples(events: TraceEvent[], pid: number, tid: number): [number, string][] {
  const out: [number, string][] = [];
  const profiles = new Map<string, { time: number; nodes: Map<number, string> }>();
  for (const e of events) {
    if (e.pid !== pid || e.id === undefined) continue;
    if (e.name === 'Profile' && e.tid === tid) {
      profiles.set(e.id, { time: e.args?.data?.startTime ?? e.ts, nodes: new Map() });
    } else if (e.name === 'ProfileChunk') {
      const p = profiles.get(e.id);
      const cpu = e.args?.data?.cpuProfile;
      if (!p || !cpu) continue;
      for (const n of cpu.nodes ?? []) {
        const f = n.callFrame;
        p.nodes.set(
          n.id,
          f.url
            ? `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber + 1}`
            : f.functionName,
        );
      }
      const deltas = e.args?.data?.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((node, k) => {
        p.time += deltas[k] ?? 0;
        out.push([p.time, p.nodes.get(node) ?? '?']);
      });
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function top(map: Map<string, number>, n: number, min: number): string {
  return [...map]
    .filter(([, v]) => v >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`)
    .join('; ');
}

export function longTaskReport(events: TraceEvent[], marks: Marks): string {
  const main = mainThread(events);
  if (!main) return 'trace: no renderer main thread found';
  const thread = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts);
  // The page's clock: navigationStart of the lesson's document is the page's time 0.
  const nav = thread.find(isLessonNavigation);
  const zero = nav?.ts ?? thread[0]?.ts ?? 0;
  const pageMs = (ts: number): number => (ts - zero) / 1000;
  const phase = (ms: number): string =>
    marks.firstRoundAt !== null && ms < marks.firstRoundAt
      ? 'loading'
      : marks.playAt !== null && ms >= marks.playAt
        ? 'playing'
        : 'settling';
  const all = samples(events, main.pid, main.tid);
  const lines: string[] = [];
  for (const task of longTasks(thread, marks.longMs ?? LONG_MS)) {
    const at = pageMs(task.start);
    const entries = new Map<string, number>();
    for (const e of task.events)
      if (ENTRY_NAMES.has(e.name))
        entries.set(label(e), (entries.get(label(e)) ?? 0) + (e.dur ?? 0));
    const fns = new Map<string, number>();
    for (let k = 0; k < all.length - 1; k++) {
      const [t, f] = all[k] as [number, string];
      if (t < task.start || t >= task.start + task.dur) continue;
      if (f === '(idle)') continue;
      const next = (all[k + 1] as [number, string])[0];
      fns.set(f, (fns.get(f) ?? 0) + Math.min(next, task.start + task.dur) - t);
    }
    lines.push(
      `${phase(at)} ${at.toFixed(0)} ms: task ${(task.dur / 1000).toFixed(0)} ms`,
      `  work: ${top(selfTimes(task.events), 10, 500)}`,
      `  entries: ${top(entries, 8, 1000)}`,
      `  functions: ${top(fns, 10, 1000)}`,
    );
  }
  const count = (p: string): number => lines.filter((l) => l.startsWith(`${p} `)).length;
  lines.push(
    `long tasks: ${count('loading')} loading (to the first round at ${marks.firstRoundAt?.toFixed(0) ?? '?'} ms), ` +
      `${count('settling')} settling, ${count('playing')} playing (from ${marks.playAt?.toFixed(0) ?? '-'} ms)`,
  );
  return lines.join('\n');
}
