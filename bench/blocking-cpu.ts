import { mainThread, type TraceEvent } from './trace-report';

/** A trace event with the thread's own CPU time in it (Chromium's `tdur`, in µs). */
type Timed = TraceEvent & { tdur?: number };

export interface BlockingCpu {
  /** The lesson's main-thread tasks after first contentful paint that the slowdown makes long. */
  tasks: number;
  /** How many of them laid out, and were scaled by half the rate. */
  layoutTasks: number;
  /** Their duration, and the main thread's own CPU time in them (ms). */
  wallMs: number;
  cpuMs: number;
  /** Σ max(0, k · d − 50) over them, with d their duration, then their CPU time (ms). */
  blockingOnWallMs: number;
  blockingOnCpuMs: number;
}

/**
 * What Lighthouse's blocking time is made of, read from the unthrottled trace it simulates a
 * phone from: each main-thread task after first contentful paint that Lighthouse's simulation
 * makes 50 ms or more, by its duration (what the simulation scales) and by the CPU time the main
 * thread itself spent in it. The simulation (Lantern) multiplies a task by the CPU slowdown
 * `rate`, and by half of it when the task has a `Layout` event: so does this. On a machine of two
 * cores the difference between the two figures is the time the main thread waited for a core (the
 * engine's worker, the scripts compiled off the main thread, the browser's compositor taking
 * Lighthouse's screenshots) or for another process's answer.
 */
export function blockingCpu(events: readonly Timed[], rate = 4): BlockingCpu {
  const out: BlockingCpu = {
    tasks: 0,
    layoutTasks: 0,
    wallMs: 0,
    cpuMs: 0,
    blockingOnWallMs: 0,
    blockingOnCpuMs: 0,
  };
  const main = mainThread(events as TraceEvent[]);
  if (!main) return out;
  const onMain = (e: Timed): boolean => e.pid === main.pid && e.tid === main.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
  if (!fcp) return out;
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X' && onMain(e));
  // Even a task that lays out is long at half the rate from this duration on (µs).
  const shortestUs = (50 / rate) * 1000;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !onMain(e)) continue;
    const dur = e.dur ?? 0;
    if (e.ts < fcp.ts || dur < shortestUs) continue;
    const laysOut = layouts.some((l) => l.ts >= e.ts && l.ts < e.ts + dur);
    const k = laysOut ? rate / 2 : rate;
    const wall = dur / 1000;
    if (k * wall < 50) continue;
    const cpu = Math.min(dur, e.tdur ?? dur) / 1000;
    out.tasks++;
    if (laysOut) out.layoutTasks++;
    out.wallMs += wall;
    out.cpuMs += cpu;
    out.blockingOnWallMs += Math.max(0, k * wall - 50);
    out.blockingOnCpuMs += Math.max(0, k * cpu - 50);
  }
  return out;
}
