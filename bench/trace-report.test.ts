import { describe, expect, it } from 'vitest';
import { longTaskReport, type TraceEvent } from './trace-report';

const thread = (pid: number, name = 'CrRendererMain'): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid: pid,
  args: { name },
});
const task = (pid: number, ts: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: ms * 1000,
  pid,
  tid: pid,
});
const navigation = (pid: number, ts: number, url: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts,
  pid,
  tid: pid,
  args: { data: { documentLoaderURL: url } },
});

const LESSON = 1;
const POPUP = 2;

describe('longTaskReport', () => {
  it('reads the renderer that opened the lesson, not a busier one of the browser’s own', () => {
    const events = [
      thread(LESSON),
      thread(POPUP),
      navigation(LESSON, 1_000_000, 'http://127.0.0.1:4181/?lesson=experts'),
      navigation(POPUP, 1_000_000, 'chrome://omnibox-popup.top-chrome/'),
      // The lesson: one task of 60 ms, 100 ms after its navigation.
      task(LESSON, 1_100_000, 60),
      // The popup: four tasks of 400 ms, far busier.
      ...[0, 1, 2, 3].map((k) => task(POPUP, 1_000_000 + k * 500_000, 400)),
    ];
    const report = longTaskReport(events, { firstRoundAt: 500, playAt: null });
    expect(report).toContain('loading 100 ms: task 60 ms');
    expect(report).not.toContain('task 400 ms');
    expect(report).toMatch(/long tasks: 1 loading/);
  });

  it('falls back to the busiest renderer when none opened a lesson', () => {
    const events = [thread(LESSON), thread(POPUP), task(LESSON, 0, 60), task(POPUP, 0, 400)];
    const report = longTaskReport(events, { firstRoundAt: null, playAt: null });
    expect(report).toContain('task 400 ms');
    expect(report).not.toContain('task 60 ms');
  });

  it('reports tasks from 50 ms by default, or from the length asked', () => {
    const events = [
      thread(LESSON),
      navigation(LESSON, 1_000_000, 'http://127.0.0.1:4181/?lesson=ogd'),
      task(LESSON, 1_100_000, 30),
      task(LESSON, 1_200_000, 49),
      task(LESSON, 1_300_000, 50),
    ];
    const marks = { firstRoundAt: 50, playAt: 150 };
    expect(longTaskReport(events, marks)).toMatch(/long tasks: 0 loading.*, 0 settling, 1 playing/);
    const low = longTaskReport(events, { ...marks, longMs: 25 });
    expect(low).toContain('settling 100 ms: task 30 ms');
    expect(low).toContain('playing 200 ms: task 49 ms');
    expect(low).toMatch(/long tasks: 0 loading.*, 1 settling, 2 playing/);
  });
});
