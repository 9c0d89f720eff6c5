import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from './store';
import { syncUrl, URL_WRITE_MS } from './url-sync';

/** A window with just what the URL sync touches: the address and replaceState, counted. */
function fakeWindow(): { writes: string[] } {
  const writes: string[] = [];
  const location = { pathname: '/', search: '', hash: '' };
  vi.stubGlobal('window', {
    location,
    history: {
      replaceState(_state: unknown, _title: string, url: string) {
        writes.push(url);
        location.search = url.slice(url.indexOf('?'));
      },
    },
  });
  return { writes };
}

const roundOf = (url: string | undefined): number =>
  Number(new URLSearchParams(url?.slice(url.indexOf('?'))).get('t') ?? 0);

describe('the address follows the scene', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    useApp.getState().applyParams([['lesson', 'perceptron']], { replace: true });
    useApp.setState({ t: 0, playing: false, contents: false });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('while playing, at most once per interval, not once a frame', () => {
    const { writes } = fakeWindow();
    stop = syncUrl(useApp);
    useApp.setState({ playing: true });
    // Ten seconds of frames, the round moving at every one.
    const frames = 600;
    for (let f = 1; f <= frames; f++) {
      useApp.setState({ t: f * 10 });
      vi.advanceTimersByTime(1000 / 60);
    }
    const seconds = (frames * (1000 / 60)) / 1000;
    expect(writes.length).toBeGreaterThanOrEqual(
      Math.floor((seconds * 1000) / URL_WRITE_MS.playing) - 1,
    );
    expect(writes.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / URL_WRITE_MS.playing));
    // Each write carries the round of its moment, not the one the interval started at.
    expect(roundOf(writes.at(-1))).toBeGreaterThan(roundOf(writes[0]));
  });

  it('a game played fast (a key held down) is written at the playing pace, not once a move', () => {
    const { writes } = fakeWindow();
    stop = syncUrl(useApp);
    useApp.getState().applyParams([['lesson', 'mindreader']], { replace: true });
    vi.advanceTimersByTime(URL_WRITE_MS.paused);
    const before = writes.length;
    // Four seconds of moves, 30 a second.
    for (let k = 0; k < 120; k++) {
      useApp.getState().addMove(k % 2 ? 1 : -1);
      vi.advanceTimersByTime(1000 / 30);
    }
    expect(writes.length - before).toBeLessThanOrEqual(Math.ceil(4000 / URL_WRITE_MS.playing));
    expect(writes.length - before).toBeGreaterThanOrEqual(1);
  });

  it('pausing writes the paused round at once', () => {
    const { writes } = fakeWindow();
    stop = syncUrl(useApp);
    useApp.setState({ playing: true, t: 5 });
    vi.advanceTimersByTime(300);
    useApp.setState({ t: 77 });
    useApp.setState({ playing: false });
    vi.advanceTimersByTime(URL_WRITE_MS.paused);
    expect(writes).toHaveLength(1);
    expect(roundOf(writes[0])).toBe(77);
  });

  it('a paused change (a step, a seek) is written within the paused delay', () => {
    const { writes } = fakeWindow();
    stop = syncUrl(useApp);
    useApp.setState({ t: 42 });
    vi.advanceTimersByTime(URL_WRITE_MS.paused - 1);
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(roundOf(writes[0])).toBe(42);
  });
});
