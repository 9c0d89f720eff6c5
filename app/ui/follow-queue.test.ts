// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../testing/fake-frames';
import { follow } from './follow-queue';

withFakeFrames();
const stops: Array<() => void> = [];
// The queue is the module's: a follower a failed test left behind would take the next test's
// turns. Registered after withFakeFrames, this runs before it lets the fake timers run out.
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The rounds at which `run` was called, by the fake clock. */
function followed(every: number): { at: number[]; stop: () => void } {
  const at: number[] = [];
  const stop = follow(() => {
    at.push(performance.now());
  }, every);
  stops.push(stop);
  return { at, stop };
}

describe('a turn that found nothing new', () => {
  it('waits for no frame: the next turn comes at its interval', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const at: number[] = [];
    stops.push(
      follow(() => {
        at.push(performance.now());
        return false;
      }, 100),
    );
    vi.advanceTimersByTime(1_000);
    expect(at).toHaveLength(10);
    expect(frames).not.toHaveBeenCalled();
  });

  it('a turn that did something waits for the frame after it', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const f = followed(100);
    vi.advanceTimersByTime(1_000);
    expect(f.at.length).toBeGreaterThanOrEqual(9);
    expect(frames.mock.calls.length).toBeGreaterThanOrEqual(f.at.length - 1);
  });
});

describe('the follow queue and the student’s input', () => {
  it('gives a follower its turn once its interval is over', () => {
    vi.advanceTimersByTime(3);
    const f = followed(100);
    vi.advanceTimersByTime(99);
    expect(f.at).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(f.at).toEqual([103]);
    f.stop();
  });

  it.each([
    ['a key press', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }))],
    ['a touch', () => window.dispatchEvent(new Event('pointerdown'))],
  ])('holds a turn due right after %s until the next frame is drawn', (_, input) => {
    vi.advanceTimersByTime(3);
    const f = followed(100);
    vi.advanceTimersByTime(98);
    input();
    // Due at 103, it waits for the frame after the input (frames every 16 ms: the one at 112).
    vi.advanceTimersByTime(8);
    expect(f.at).toEqual([]);
    vi.advanceTimersByTime(FRAME_AND_AFTER_MS);
    expect(f.at).toHaveLength(1);
    expect(f.at[0]).toBeGreaterThanOrEqual(112);
    expect(f.at[0]).toBeLessThan(101 + FRAME_AND_AFTER_MS);
    f.stop();
  });

  it('keeps following while keys come a few frames apart', () => {
    const f = followed(100);
    // A held key's repeats, 33 ms apart, for two seconds: the turns still come, between keys.
    for (let k = 0; k < 60; k++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
      vi.advanceTimersByTime(33);
    }
    expect(f.at.length).toBeGreaterThanOrEqual(15);
    f.stop();
  });
});
