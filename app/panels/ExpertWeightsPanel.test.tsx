// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ExpertWeightsPanel,
  LOG_FLOOR,
  type ExpertWeightsProps,
  type WeightsSeries,
} from './ExpertWeightsPanel';

afterEach(cleanup);

function normalized(raw: number[]): Float64Array {
  const s = raw.reduce((a, b) => a + b, 0);
  return Float64Array.from(raw, (v) => v / s);
}

const hedge = (weights: ArrayLike<number>): WeightsSeries => ({
  learnerId: 'hedge',
  name: 'Hedge',
  color: '#0072B2',
  pattern: 'hatch',
  weights,
});
const wm = (weights: ArrayLike<number>): WeightsSeries => ({
  learnerId: 'wm',
  name: 'Weighted Majority',
  color: '#E69F00',
  pattern: 'solid',
  weights,
});

function props(over: Partial<ExpertWeightsProps> = {}): ExpertWeightsProps {
  const w = normalized([1, 4, 2, 8, 0.5]);
  return { series: [hedge(w), wm(w)], scale: 'linear', order: 'fixed', topK: 10, ...over };
}

const groupKeys = (c: HTMLElement): string[] =>
  Array.from(c.querySelectorAll('g.group')).map((g) => g.getAttribute('data-expert') ?? '');

/** The y pixel of the y tick with value v. */
function yTick(c: HTMLElement, v: number): number {
  const tick = Array.from(c.querySelectorAll('.y-ticks .tick')).find(
    (g) => Number(g.getAttribute('data-value')) === v,
  );
  expect(tick, `y tick ${v}`).toBeDefined();
  return Number(tick?.querySelector('line')?.getAttribute('y1'));
}

const bar = (c: HTMLElement, expert: string | number, series: string) =>
  c.querySelector(`g.group[data-expert="${expert}"] .bar[data-series="${series}"]`);

describe('ExpertWeightsPanel', () => {
  it('draws one group per expert and one bar per learner, all experts when d ≤ topK', () => {
    const { container } = render(<ExpertWeightsPanel {...props()} />);
    expect(groupKeys(container)).toEqual(['0', '1', '2', '3', '4']);
    expect(container.querySelectorAll('.bar')).toHaveLength(10);
    expect(container.querySelector('g.group[data-expert="others"]')).toBeNull();
    const labels = Array.from(container.querySelectorAll('.x-label')).map((t) => t.textContent);
    expect(labels).toEqual(['expert 1', 'expert 2', 'expert 3', 'expert 4', 'expert 5']);
  });

  it('shows the top k by the first learner plus one "others" bar summing the rest, for d = 1000', () => {
    const raw = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 1000));
    const w = normalized(raw);
    const { container } = render(
      <ExpertWeightsPanel {...props({ series: [hedge(w), wm(w)], topK: 10 })} />,
    );
    expect(container.querySelectorAll('g.group')).toHaveLength(11);
    expect(container.querySelectorAll('.bar')).toHaveLength(22);
    expect(container.querySelectorAll('rect, line').length).toBeLessThan(80); // the DOM stays small
    const keys = groupKeys(container);
    expect(keys[10]).toBe('others');
    const top = Array.from(w.keys())
      .sort((a, b) => (w[b] as number) - (w[a] as number))
      .slice(0, 10);
    expect(keys.slice(0, 10).map(Number)).toEqual([...top].sort((a, b) => a - b)); // fixed order
    const rest = 1 - top.reduce((s, i) => s + (w[i] as number), 0);
    const others = bar(container, 'others', 'hedge');
    expect(Number(others?.getAttribute('data-value'))).toBeCloseTo(rest, 3);
    // Its height is the sum on the linear axis.
    const y0 = yTick(container, 0);
    const y1 = yTick(container, 1);
    expect(Number(others?.getAttribute('height'))).toBeCloseTo(rest * (y0 - y1), 6);
    expect(container.querySelector('g.group[data-expert="others"] .x-label')?.textContent).toBe(
      'others (990)',
    );
  });

  it('sorts the groups by the first learner’s weight in sorted order', () => {
    const w = normalized([1, 4, 2, 8, 0.5]);
    const other = normalized([5, 1, 1, 1, 1]);
    const { container } = render(
      <ExpertWeightsPanel {...props({ series: [hedge(w), wm(other)], order: 'sorted' })} />,
    );
    expect(groupKeys(container)).toEqual(['3', '1', '2', '0', '4']);
    const { container: top3 } = render(
      <ExpertWeightsPanel
        {...props({ series: [hedge(w), wm(other)], order: 'sorted', topK: 3 })}
      />,
    );
    expect(groupKeys(top3)).toEqual(['3', '1', '2', 'others']);
    expect(Number(bar(top3, 'others', 'wm')?.getAttribute('data-value'))).toBeCloseTo(6 / 9, 3);
  });

  it('maps weights onto the linear axis: 0.6 reaches the 0.6 tick', () => {
    const w = [0.6, 0.3, 0.1];
    const { container } = render(<ExpertWeightsPanel {...props({ series: [hedge(w)] })} />);
    expect(Number(bar(container, 0, 'hedge')?.getAttribute('y'))).toBeCloseTo(
      yTick(container, 0.6),
      6,
    );
  });

  it('maps weights onto the log axis and draws zero (and sub-floor) weights as a tick at the floor', () => {
    const w = [0.999, 1e-3, 0, 1e-9];
    const { container } = render(
      <ExpertWeightsPanel {...props({ series: [hedge(w)], scale: 'log' })} />,
    );
    const labels = Array.from(container.querySelectorAll('.y-ticks text')).map(
      (t) => t.textContent,
    );
    expect(labels).toEqual(['10⁻⁶', '10⁻⁵', '10⁻⁴', '10⁻³', '10⁻²', '10⁻¹', '1']);
    const floor = yTick(container, LOG_FLOOR);
    const y3 = yTick(container, 1e-3);
    expect(Number(bar(container, 1, 'hedge')?.getAttribute('y'))).toBeCloseTo(y3, 6);
    // 10⁻³ sits halfway up the six decades.
    expect(y3).toBeCloseTo((floor + yTick(container, 1)) / 2, 6);
    for (const e of [2, 3]) {
      const tick = bar(container, e, 'hedge');
      expect(tick?.tagName).toBe('line');
      expect(tick?.getAttribute('class')).toContain('floor');
      expect(Number(tick?.getAttribute('y1'))).toBeCloseTo(floor - 1, 6);
    }
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'log scale',
    );
  });

  it('marks the best expert in hindsight with a text marker, also when it is among the others', () => {
    const w = normalized([1, 4, 2, 8, 0.5]);
    const { container } = render(<ExpertWeightsPanel {...props({ highlight: 1 })} />);
    const marks = container.querySelectorAll('.best-marker');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('g.group')?.getAttribute('data-expert')).toBe('1');
    expect(marks[0]?.textContent).toBe('★ best');
    const names = ['a', 'b', 'c', 'd', 'e'];
    const { container: c2 } = render(
      <ExpertWeightsPanel
        {...props({ series: [hedge(w)], topK: 2, highlight: 4, expertNames: names })}
      />,
    );
    const m = c2.querySelector('.best-marker');
    expect(m?.closest('g.group')?.getAttribute('data-expert')).toBe('others');
    expect(m?.textContent).toBe('★ best: e');
    expect(c2.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'best expert in hindsight: e',
    );
  });

  it('fills bars with a per-learner pattern, not colour alone', () => {
    const { container } = render(<ExpertWeightsPanel {...props()} />);
    const fill = bar(container, 0, 'hedge')?.getAttribute('fill') ?? '';
    const id = /^url\(#(.+)\)$/.exec(fill)?.[1];
    expect(id).toBeTruthy();
    expect(container.querySelector(`pattern[id="${id}"]`)).not.toBeNull();
    expect(bar(container, 0, 'wm')?.getAttribute('fill')).toBe('#E69F00');
    expect(container.querySelectorAll('.hs-legend li')).toHaveLength(2);
  });

  it('renders the toggles only with their callbacks, and they report the other state', () => {
    const { queryByRole, rerender, getByRole } = render(<ExpertWeightsPanel {...props()} />);
    // Without callbacks, no toggles (only the figure's own Save buttons).
    expect(queryByRole('button', { name: 'Log scale' })).toBeNull();
    expect(queryByRole('button', { name: 'Sort by weight' })).toBeNull();
    expect(getByRole('button', { name: 'Save the weights as SVG' })).toBeTruthy();
    const onScale = vi.fn();
    const onOrder = vi.fn();
    rerender(<ExpertWeightsPanel {...props({ onScale, onOrder })} />);
    const log = getByRole('button', { name: 'Log scale' });
    const sort = getByRole('button', { name: 'Sort by weight' });
    expect(log.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(log);
    fireEvent.click(sort);
    expect(onScale).toHaveBeenCalledWith('log');
    expect(onOrder).toHaveBeenCalledWith('sorted');
    rerender(<ExpertWeightsPanel {...props({ onScale, scale: 'log' })} />);
    expect(getByRole('button', { name: 'Log scale' }).getAttribute('aria-pressed')).toBe('true');
    expect(queryByRole('button', { name: 'Sort by weight' })).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Log scale' }));
    expect(onScale).toHaveBeenLastCalledWith('linear');
  });

  it('copes with d = 1, no learners and NaN weights without writing NaN', () => {
    const { container } = render(
      <ExpertWeightsPanel {...props({ series: [hedge([1])], highlight: 0 })} />,
    );
    expect(groupKeys(container)).toEqual(['0']);
    expect(container.querySelectorAll('.bar')).toHaveLength(1);
    expect(container.querySelector('.best-marker')).not.toBeNull();
    const { container: empty } = render(<ExpertWeightsPanel {...props({ series: [] })} />);
    expect(empty.querySelectorAll('g.group')).toHaveLength(0);
    const { container: nan } = render(
      <ExpertWeightsPanel {...props({ series: [hedge([NaN, 0.5, Infinity])], scale: 'log' })} />,
    );
    expect(nan.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});
