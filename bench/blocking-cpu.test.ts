import { describe, expect, it } from 'vitest';
import { blockingCpu } from './blocking-cpu';

const pid = 7;
const tid = 9;
const meta = { name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: 'CrRendererMain' } };
const nav = {
  name: 'navigationStart',
  ph: 'R',
  ts: 0,
  pid,
  tid,
  args: { data: { documentLoaderURL: 'http://x/?lesson=ogd' } },
};
const fcp = { name: 'firstContentfulPaint', ph: 'R', ts: 100_000, pid, tid };
const task = (ts: number, dur: number, tdur?: number, thread = tid) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  pid,
  tid: thread,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('blockingCpu', () => {
  it('counts the main thread’s tasks after first paint by their duration and by their CPU time', () => {
    const r = blockingCpu([
      meta,
      nav,
      fcp,
      task(50_000, 40_000, 40_000), // before first paint
      task(200_000, 20_000, 5_000), // 80 ms at 4x, 20 ms of it on the CPU
      task(300_000, 12_000, 12_000), // 48 ms at 4x: not long
      task(400_000, 30_000, 30_000), // 120 ms at 4x, all on the CPU
      task(500_000, 15_000), // no CPU time recorded: its duration
      task(600_000, 90_000, 90_000, 11), // another thread
    ]);
    // By hand: the tasks of 20, 30 and 15 ms.
    expect(r.tasks).toBe(3);
    expect(r.wallMs).toBeCloseTo(20 + 30 + 15, 9);
    expect(r.cpuMs).toBeCloseTo(5 + 30 + 15, 9);
    expect(r.blockingOnWallMs).toBeCloseTo(80 - 50 + (120 - 50) + (60 - 50), 9);
    expect(r.blockingOnCpuMs).toBeCloseTo(0 + (120 - 50) + (60 - 50), 9);
  });

  it('takes the slowdown as given', () => {
    const r = blockingCpu([meta, nav, fcp, task(200_000, 20_000, 20_000)], 2);
    // 20 ms is 40 ms at 2x: below the line of 25 ms unthrottled.
    expect(r.tasks).toBe(0);
    const s = blockingCpu([meta, nav, fcp, task(200_000, 30_000, 10_000)], 2);
    expect(s).toEqual({
      tasks: 1,
      layoutTasks: 0,
      wallMs: 30,
      cpuMs: 10,
      blockingOnWallMs: 10,
      blockingOnCpuMs: 0,
    });
  });

  it('scales a task that lays out by half the rate, as Lighthouse’s simulation does', () => {
    const layout = (ts: number, dur: number, thread = tid) => ({
      name: 'Layout',
      ph: 'X',
      ts,
      dur,
      pid,
      tid: thread,
    });
    const r = blockingCpu([
      meta,
      nav,
      fcp,
      task(200_000, 20_000, 20_000), // lays out: 40 ms at 2x, not long
      layout(205_000, 3_000),
      task(300_000, 30_000, 15_000), // lays out: 60 ms at 2x, 30 ms of it on the CPU
      layout(310_000, 8_000),
      task(400_000, 20_000, 20_000), // a Layout on another thread does not count: 80 ms at 4x
      layout(405_000, 3_000, 11),
      task(500_000, 20_000, 20_000), // a Layout after the task does not count either
      layout(520_000, 3_000),
    ]);
    // By hand: the tasks at 300 ms (×2), 400 and 500 ms (×4).
    expect(r.tasks).toBe(3);
    expect(r.layoutTasks).toBe(1);
    expect(r.wallMs).toBeCloseTo(30 + 20 + 20, 9);
    expect(r.cpuMs).toBeCloseTo(15 + 20 + 20, 9);
    expect(r.blockingOnWallMs).toBeCloseTo(60 - 50 + (80 - 50) + (80 - 50), 9);
    expect(r.blockingOnCpuMs).toBeCloseTo(0 + (80 - 50) + (80 - 50), 9);
  });

  it('reads nothing from a trace without a first paint', () => {
    expect(blockingCpu([meta, nav, task(200_000, 90_000, 90_000)]).tasks).toBe(0);
  });
});
