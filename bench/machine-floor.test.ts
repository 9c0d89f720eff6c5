import { describe, expect, it } from 'vitest';
import { describeFloor, floorFigure } from './machine-floor';

describe('floorFigure', () => {
  it('counts frames per second over the frames’ own span, and the tasks of 50 ms or more', () => {
    // 481 frames 1000/60 ms apart span 8 s: 480 intervals, 60 a second.
    const frames = Array.from({ length: 481 }, (_, i) => 1234 + (i * 1000) / 60);
    const figure = floorFigure(frames, [49.9, 50, 63.5], [120, 30]);
    expect(figure?.fps).toBeCloseTo(60, 9);
    expect(figure?.longTasks).toBe(2);
    expect(figure?.longestTaskMs).toBe(63.5);
    expect(figure?.loadLongTasks).toBe(1);
    expect(figure?.loadLongestTaskMs).toBe(120);
  });

  it('reads a page with no long task as 0 ms longest, and drops what is not a number', () => {
    expect(floorFigure([0, 20, NaN, 40], [NaN, 12], [Infinity])).toEqual({
      loadLongTasks: 0,
      loadLongestTaskMs: 0,
      fps: 50,
      longestTaskMs: 0,
      longTasks: 0,
    });
  });

  it('is null with fewer than two frames or no time between them', () => {
    expect(floorFigure([], [], [])).toBeNull();
    expect(floorFigure([5], [60], [])).toBeNull();
    expect(floorFigure([5, 5], [], [])).toBeNull();
  });
});

describe('describeFloor', () => {
  it('says how the page loaded and played, in words, never with NaN', () => {
    const line = describeFloor('phone', 4, {
      loadLongTasks: 2,
      loadLongestTaskMs: 88.2,
      fps: 59.14,
      longestTaskMs: 63.4,
      longTasks: 1,
    });
    expect(line).toBe(
      'machine floor, phone (4× CPU throttle): a page of two lines and a canvas loaded with 2 ' +
        'tasks of 50 ms or more (longest 88 ms) before its first frame, and drawing a counter and ' +
        '300 dots a frame, with a worker busy, played at 59.1 fps with 1 task of 50 ms or more ' +
        '(longest 63 ms)',
    );
    const quiet = describeFloor('laptop', 1, {
      loadLongTasks: 0,
      loadLongestTaskMs: 0,
      fps: 60,
      longestTaskMs: 0,
      longTasks: 0,
    });
    expect(quiet).toContain('loaded with no task of 50 ms or more before its first frame');
    expect(quiet).toContain('at 60.0 fps with no task of 50 ms or more');
  });
});
