import { describe, expect, it } from 'vitest';
import type { ChartSeries } from './SeriesChart';
import { fitClippedLabel, valueRange } from './series-chart-layout';

const line = (kind: ChartSeries['kind'], points: Array<[number, number]>): ChartSeries => ({
  id: `${kind}-${points.length}`,
  label: kind,
  color: '#000',
  dash: '',
  kind,
  points,
});

describe('valueRange', () => {
  const error = line('measured', [
    [0, 0.5],
    [100, 0.3],
  ]);
  const bound = line('bound', [
    [1, 0.9],
    [100, 0.8],
  ]);

  it('leaves 10% of headroom above the highest value', () => {
    expect(valueRange(100, [error, bound], []).top).toBeCloseTo(0.99, 12);
  });

  it('never goes above a ceiling: an error rate stops at 1', () => {
    // A ceiling only ever lowers the top.
    expect(valueRange(100, [error, bound], [], 1).top).toBeCloseTo(0.99, 12);
    const vacuous = line('bound', [
      [1, 100],
      [100, 1.2],
    ]);
    expect(valueRange(100, [error, vacuous], [], 1).top).toBe(1);
    // Without one, a far-off bound is cut at 4× the measured values instead.
    expect(valueRange(100, [error, vacuous], []).top).toBeCloseTo(4 * 0.5 * 1.1, 12);
  });
});

describe('fitClippedLabel', () => {
  const name = 'Theorem 14.2 at w* and γ (hinge term included)';

  it('keeps the whole label when it fits', () => {
    expect(fitClippedLabel(name, '9972', 80)).toBe(`${name} = 9972 ↑`);
  });

  it('drops the parentheses, then cuts the name, and always keeps the value', () => {
    expect(fitClippedLabel(name, '9972', 40)).toBe('Theorem 14.2 at w* and γ = 9972 ↑');
    const cut = fitClippedLabel(name, '9972', 20);
    expect(cut).toBe('Theorem 14… = 9972 ↑');
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(fitClippedLabel(name, '9972', 5)).toBe('= 9972 ↑');
  });
});
