import { describe, expect, it } from 'vitest';
import { PointListStream } from './point-list';

const inputs = (s: PointListStream, n: number) =>
  Array.from({ length: n }, () => {
    const r = s.next();
    return r ? [r.input[0], r.input[1], r.outcome] : null;
  });

describe('PointListStream', () => {
  const list = [
    { x1: 0.5, x2: -1, y: 1 as const },
    { x1: 2, x2: 3, y: -1 as const },
  ];
  const columns = {
    x1: Float64Array.of(0.5, 2),
    x2: Float64Array.of(-1, 3),
    y: Int8Array.of(1, -1),
  };

  it('plays a CSV’s points pass after pass, from a list or from columns alike', () => {
    const expected = [
      [0.5, -1, 1],
      [2, 3, -1],
      [0.5, -1, 1],
    ];
    expect(inputs(new PointListStream('csv', list), 3)).toEqual(expected);
    expect(inputs(new PointListStream('csv', columns), 3)).toEqual(expected);
  });

  it('waits for the student’s next click when the list runs out', () => {
    expect(inputs(new PointListStream('user', list), 3)).toEqual([[0.5, -1, 1], [2, 3, -1], null]);
    expect(inputs(new PointListStream('csv', []), 1)).toEqual([null]);
  });

  it('resumes from a saved position', () => {
    const s = new PointListStream('csv', columns);
    s.next();
    const saved = s.save();
    const t = new PointListStream('csv', columns);
    t.load(saved);
    expect(inputs(t, 1)).toEqual([[2, 3, -1]]);
  });
});
