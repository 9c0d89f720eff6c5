import { describe, expect, it } from 'vitest';
import { FrameLoop } from './frame-loop';

/** Animation frames by hand: `frame(t)` runs every callback asked for, at time t. */
function frames() {
  let next = 1;
  let asked = new Map<number, (now: number) => void>();
  let clock = 0;
  return {
    raf: (run: (now: number) => void) => {
      asked.set(next, run);
      return next++;
    },
    caf: (id: number) => void asked.delete(id),
    clock: () => clock,
    set now(t: number) {
      clock = t;
    },
    get pending() {
      return asked.size;
    },
    frame(t: number) {
      clock = t;
      const now = asked;
      asked = new Map();
      for (const run of now.values()) run(t);
    },
  };
}

/** A loop driven by `f`'s frames and clock. */
const loopOn = (f: ReturnType<typeof frames>, step: (dt: number) => boolean): FrameLoop =>
  new FrameLoop(step, f.raf, f.caf, f.clock);

describe('FrameLoop', () => {
  it('steps once a frame while the step says so, then asks for no frame until woken', () => {
    const f = frames();
    const dts: number[] = [];
    let more = 2;
    const loop = loopOn(f, (dt) => {
      dts.push(dt);
      return more-- > 0;
    });
    expect(f.pending).toBe(0);
    f.now = 100;
    loop.wake();
    loop.wake();
    expect(f.pending).toBe(1);
    f.frame(110);
    f.frame(126);
    f.frame(143);
    // Three steps (two said "more"), then asleep: frames come and nothing runs.
    expect(dts).toEqual([10, 16, 17]);
    expect(loop.awake).toBe(false);
    expect(f.pending).toBe(0);
    f.frame(160);
    expect(dts).toHaveLength(3);
    // Woken a second later: its first step counts from the wake, not from the frame at 143.
    f.now = 1200;
    loop.wake();
    f.frame(1205);
    expect(dts).toEqual([10, 16, 17, 5]);
  });

  it('asks for one frame however often it is woken, in a step or out of it', () => {
    const f = frames();
    let steps = 0;
    const loop = loopOn(f, () => {
      steps++;
      loop.wake();
      return steps < 3;
    });
    loop.wake();
    f.frame(16);
    expect(f.pending).toBe(1);
    f.frame(33);
    f.frame(50);
    // The step's own wake does not keep the loop going: the step's answer decides.
    expect(steps).toBe(3);
    expect(f.pending).toBe(0);
  });

  it('caps a step’s time at 250 ms and never counts it below 0', () => {
    const f = frames();
    const dts: number[] = [];
    const loop = loopOn(f, (dt) => {
      dts.push(dt);
      return true;
    });
    f.now = 50;
    loop.wake();
    f.frame(40); // a frame stamped before the wake
    f.frame(5_000); // a hidden tab's gap
    expect(dts).toEqual([0, 250]);
  });

  it('stops for good', () => {
    const f = frames();
    let steps = 0;
    const loop = loopOn(f, () => {
      steps++;
      return true;
    });
    loop.wake();
    f.frame(16);
    loop.stop();
    expect(f.pending).toBe(0);
    loop.wake();
    f.frame(33);
    expect(steps).toBe(1);
    expect(loop.awake).toBe(false);
  });

  it('stops from inside a step', () => {
    const f = frames();
    let steps = 0;
    const loop = loopOn(f, () => {
      steps++;
      loop.stop();
      return true;
    });
    loop.wake();
    f.frame(16);
    f.frame(33);
    expect(steps).toBe(1);
    expect(f.pending).toBe(0);
  });
});
