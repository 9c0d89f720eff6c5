// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenStageComes } from './stage-queue';

describe('whenStageComes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts one panel per frame, lowest stage first, then in the order they asked', () => {
    const mounted: Array<[string, number]> = [];
    const mount = (name: string) => () => mounted.push([name, performance.now()]);
    whenStageComes(3, mount('proof'));
    whenStageComes(1, mount('fields'));
    whenStageComes(2, mount('charts'));
    whenStageComes(1, mount('export'));
    expect(mounted).toEqual([]);
    vi.runAllTimers();
    expect(mounted.map(([name]) => name)).toEqual(['fields', 'export', 'charts', 'proof']);
    // Each in a frame of its own: a later time for each.
    const times = mounted.map(([, at]) => at);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
  });

  it('forgets a panel that unmounted before its turn, and takes later ones as they come', () => {
    const mounted: string[] = [];
    const cancel = whenStageComes(1, () => mounted.push('gone'));
    whenStageComes(2, () => mounted.push('kept'));
    cancel();
    vi.runAllTimers();
    expect(mounted).toEqual(['kept']);
    whenStageComes(1, () => mounted.push('later'));
    vi.runAllTimers();
    expect(mounted).toEqual(['kept', 'later']);
  });
});
