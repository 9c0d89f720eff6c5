import { mainThread, type TraceEvent } from './trace-report';

/** A trace event with the thread's own CPU time in it (Chromium's `tdur`, in µs). */
type Timed = TraceEvent & { tdur?: number };

export interface BlockingCpu {
  /** The lesson's main-thread tasks after first contentful paint that count as long at ×`rate`. */
  tasks: number;
  /** Their duration, and the main thread's own CPU time in them (ms). */
  wallMs: number;
  cpuMs: number;
  /** Σ max(0, rate · d − 50) over them, with d their duration, then their CPU time (ms). */
  blockingOnWallMs: number;
  blockingOnCpuMs: number;
}

/**
 * What Lighthouse's blocking time is made of, read from the unthrottled trace it simulates a
 * phone from: each main-thread task after first contentful paint that a ×`rate` CPU slowdown
 * makes 50 ms or more (Lighthouse scales a task that lays out by half the rate, so this is an
 * upper estimate), by its duration (what the simulation scales) and by the CPU time the main
 * thread itself spent in it. On a machine of two cores the difference is the time the main thread
 * waited for a core (the engine's worker, the scripts compiled off the main thread, the browser's
 * compositor taking Lighthouse's screenshots) or for another process's answer.
 */
export function blockingCpu(events: readonly Timed[], rate = 4): BlockingCpu {
  const out: BlockingCpu = {
    tasks: 0,
    wallMs: 0,
    cpuMs: 0,
    blockingOnWallMs: 0,
    blockingOnCpuMs: 0,
  };
  const main = mainThread(events as TraceEvent[]);
  if (!main) return out;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.tid === main.tid,
  );
  if (!fcp) return out;
  const longUs = (50 / rate) * 1000;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid) continue;
    const dur = e.dur ?? 0;
    if (e.ts < fcp.ts || dur < longUs) continue;
    const wall = dur / 1000;
    const cpu = Math.min(dur, e.tdur ?? dur) / 1000;
    out.tasks++;
    out.wallMs += wall;
    out.cpuMs += cpu;
    out.blockingOnWallMs += Math.max(0, rate * wall - 50);
    out.blockingOnCpuMs += Math.max(0, rate * cpu - 50);
  }
  return out;
}
