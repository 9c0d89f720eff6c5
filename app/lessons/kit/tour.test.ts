import { describe, expect, it } from 'vitest';
import { checkpointsOf, findCheckpoint, formatTour, parseTour, slug } from './tour';

const items = [
  { kind: 'text' as const, text: 'Intro.' },
  { kind: 'checkpoint' as const, label: 'Take one gradient step', hint: 'h1', params: { t: '1' } },
  { kind: 'text' as const, text: 'More.' },
  {
    kind: 'checkpoint' as const,
    label: 'Break the margin: flip some labels',
    hint: 'h2',
    params: { t: '150' },
  },
];

describe('tour', () => {
  it('lists a narrative’s checkpoints, and finds one by number or by its label', () => {
    const cps = checkpointsOf(items);
    expect(cps.map((c) => c.label)).toEqual([
      'Take one gradient step',
      'Break the margin: flip some labels',
    ]);
    expect(findCheckpoint(cps, '2')?.params).toEqual({ t: '150' });
    expect(findCheckpoint(cps, 'take-one-gradient-step')?.hint).toBe('h1');
    expect(findCheckpoint(cps, 'Break the margin: flip some labels')?.hint).toBe('h2');
    expect(findCheckpoint(cps, '3')).toBeNull();
    expect(findCheckpoint(cps, '0')).toBeNull();
    expect(findCheckpoint(cps, 'nowhere')).toBeNull();
  });

  it('slugs keep letters and digits of any script, one hyphen between words', () => {
    expect(slug('Make the losses strongly convex: log T')).toBe(
      'make-the-losses-strongly-convex-log-t',
    );
    expect(slug('  Hedge’s regret — √T  ')).toBe('hedge-s-regret-t');
  });

  it('reads checkpoints and scenes, reports the rest, and writes back what it read', () => {
    const raw = 'ogd:1| perceptron:break-the-margin |lesson=experts&d=8&t=100|nope:2|stream=iid|';
    const { stops, problems } = parseTour(raw);
    expect(stops).toEqual([
      { kind: 'checkpoint', lesson: 'ogd', ref: '1' },
      { kind: 'checkpoint', lesson: 'perceptron', ref: 'break-the-margin' },
      {
        kind: 'scene',
        params: [
          ['lesson', 'experts'],
          ['d', '8'],
          ['t', '100'],
        ],
      },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('no lesson “nope”');
    expect(problems[1]).toContain('stream=iid');
    expect(parseTour(formatTour(stops)).stops).toEqual(stops);
  });

  it('never throws on arbitrary text', () => {
    for (const raw of ['', '|||', ':', 'a:', ':b', '%', '?lesson=', 'lesson=perceptron&&&', '💥:1'])
      expect(() => parseTour(raw)).not.toThrow();
    expect(parseTour('?lesson=perceptron&T=5').stops).toEqual([
      {
        kind: 'scene',
        params: [
          ['lesson', 'perceptron'],
          ['T', '5'],
        ],
      },
    ]);
  });
});
