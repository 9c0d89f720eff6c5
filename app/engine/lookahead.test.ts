import { describe, expect, it } from 'vitest';
import { defaultsFor, type Scene } from '../store/scene-params';
import { LOADING_AHEAD, lookahead } from './controller';

const scene = (lesson: Scene['lesson'], patch: Partial<Scene>): Scene => ({
  ...defaultsFor(lesson),
  ...patch,
});

describe('how far ahead of the playhead the engine is asked to be', () => {
  it('at full speed, a few redraws ahead, not the whole run', () => {
    // The experts lesson takes on up to 10 000 rounds a redraw: four redraws ahead.
    const s = { playing: true, t: 1_000, scene: scene('experts', { T: 1_000_000, speed: 'max' }) };
    expect(lookahead(s)).toBe(1_000 + 4 * 10_000);
  });

  it('never fewer than 4 096 rounds ahead, whatever a lesson takes on per redraw', () => {
    // gd-eg takes on 100 rounds a redraw: 400 would be too few to keep the worker busy.
    const s = { playing: true, t: 500, scene: scene('gd-eg', { T: 100_000, speed: 'max' }) };
    expect(lookahead(s)).toBe(500 + 4_096);
  });

  it('stops at the last round', () => {
    const s = {
      playing: true,
      t: 990_000,
      scene: scene('experts', { T: 1_000_000, speed: 'max' }),
    };
    expect(lookahead(s)).toBe(1_000_000);
  });

  it('paused, and at a set speed, as before', () => {
    const paused = {
      playing: false,
      t: 10,
      scene: scene('experts', { T: 1_000_000, speed: 'max' }),
    };
    expect(lookahead(paused)).toBe(10 + 4_096);
    const slow = { playing: true, t: 10, scene: scene('experts', { T: 1_000_000, speed: 8 }) };
    expect(lookahead(slow)).toBe(10 + 512);
    const fast = { playing: true, t: 10, scene: scene('experts', { T: 1_000_000, speed: 1_000 }) };
    expect(lookahead(fast)).toBe(10 + 4_000);
  });

  it('while the page loads, a paused run only a few rounds past the shown one', () => {
    const paused = {
      playing: false,
      t: 60,
      scene: scene('boosting', { T: 100_000, speed: 'max' }),
    };
    expect(lookahead(paused, false)).toBe(60 + LOADING_AHEAD);
    expect(lookahead({ ...paused, t: 99_990 }, false)).toBe(100_000);
    // Settled, the lookahead as above; playing, at once, settled or not.
    expect(lookahead(paused, true)).toBe(60 + 4_096);
    expect(lookahead({ ...paused, playing: true }, false)).toBe(
      lookahead({ ...paused, playing: true }),
    );
    expect(lookahead({ ...paused, playing: true }, false)).toBeGreaterThan(60 + 4_000);
  });
});
