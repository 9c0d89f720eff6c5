import { describe, expect, it } from 'vitest';
import { Pace } from './pace';

const PERIOD = 1000 / 60;

/**
 * A simulated device: a redraw costs `drawMs` of main thread, a frame without one `idleMs`. The
 * next animation frame comes at the first vsync after the work ends, as in a browser.
 */
function simulate(pace: Pace, drawMs: number, seconds: number, idleMs = 2) {
  let now = 0;
  let draws = 0;
  let frames = 0;
  let dt = PERIOD;
  while (now < seconds * 1000) {
    frames += 1;
    const draw = pace.frame(dt);
    if (draw) draws += 1;
    const work = draw ? drawMs : idleMs;
    dt = Math.max(1, Math.ceil(work / PERIOD - 1e-9)) * PERIOD;
    now += dt;
  }
  return { fps: frames / seconds, drawsPerSecond: draws / seconds };
}

describe('Pace', () => {
  it('redraws every frame on a device that keeps up', () => {
    const pace = new Pace();
    const r = simulate(pace, 10, 5);
    expect(pace.stride).toBe(1);
    expect(r.fps).toBeGreaterThan(59);
    expect(r.drawsPerSecond).toBeGreaterThan(59);
  });

  it('on a device whose redraw takes 40 ms, redraws less often and keeps ≥ 55 fps', () => {
    const pace = new Pace();
    simulate(pace, 40, 3); // settling
    const r = simulate(pace, 40, 5);
    // Closed form: a redraw every k frames costs ⌈40/16.7⌉ = 3 periods, so k frames take k + 2
    // periods; 55 fps needs 60k/(k + 2) ≥ 55, k ≥ 22.
    expect(r.fps).toBeGreaterThanOrEqual(54);
    expect(pace.stride).toBeGreaterThanOrEqual(10);
    // It still redraws: a few times a second, not never.
    expect(r.drawsPerSecond).toBeGreaterThanOrEqual(2);
  });

  it('judges a device in its first sixth of a second of play, then every half second', () => {
    // Redraws of 40 ms take 3 frame periods each: the first window of 10 periods is full after
    // 4 frames (0.2 s), with 8 of its 12 periods dropped.
    const pace = new Pace();
    simulate(pace, 40, 0.2);
    expect(pace.stride).toBeGreaterThan(1);
    // Later windows are the longer ones: 0.3 s of cheap frames (18 periods) is no window yet,
    // where windows of 10 periods would have brought the stride down by one.
    const after = pace.stride;
    simulate(pace, 5, 0.3);
    expect(pace.stride).toBe(after);
    // A single frame dropped in the first window (a laptop's first frame after Play) is no
    // verdict: the stride stays 1.
    pace.reset();
    for (let i = 0; i < 10; i++) pace.frame(i === 0 ? 2 * PERIOD : PERIOD);
    expect(pace.stride).toBe(1);
    // A reset is a new page: its first window is short again.
    pace.reset();
    simulate(pace, 40, 0.2);
    expect(pace.stride).toBeGreaterThan(1);
  });

  it('comes back to every frame once the redraws are cheap again', () => {
    const pace = new Pace();
    simulate(pace, 60, 3);
    expect(pace.stride).toBeGreaterThan(1);
    simulate(pace, 5, 20);
    expect(pace.stride).toBe(1);
  });

  it('never passes its largest stride, keeps it when playing again; reset() starts afresh', () => {
    const pace = new Pace({ maxStride: 6 });
    simulate(pace, 500, 5);
    expect(pace.stride).toBe(6);
    pace.resume();
    expect(pace.stride).toBe(6);
    pace.reset();
    expect(pace.stride).toBe(1);
    expect(pace.frame(PERIOD)).toBe(true);
  });

  it('ignores intervals that are no frame at all (a hidden tab, NaN)', () => {
    const pace = new Pace({ window: 2 });
    pace.frame(PERIOD);
    for (let i = 0; i < 10; i++) pace.frame(5000);
    pace.frame(Number.NaN);
    expect(pace.stride).toBe(1);
  });
});
