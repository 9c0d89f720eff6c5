// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpertLossesPanel, type ExpertLossesProps } from './ExpertLossesPanel';

afterEach(cleanup);

const learners: ExpertLossesProps['learners'] = [
  { name: 'Hedge', color: '#0072B2', dash: '', cumLoss: 20 },
  { name: 'Halving', color: '#E69F00', dash: '6 4', cumLoss: 30 },
];

function props(over: Partial<ExpertLossesProps> = {}): ExpertLossesProps {
  return { losses: [25, 12, 40, 18], topK: 10, learners, t: 100, ...over };
}

const rowKeys = (c: HTMLElement): string[] =>
  Array.from(c.querySelectorAll('g.row')).map((g) => g.getAttribute('data-expert') ?? '');

function xTick(c: HTMLElement, v: number): number {
  const tick = Array.from(c.querySelectorAll('.x-ticks .tick')).find(
    (g) => Number(g.getAttribute('data-value')) === v,
  );
  expect(tick, `x tick ${v}`).toBeDefined();
  return Number(tick?.querySelector('line')?.getAttribute('x1'));
}

describe('ExpertLossesPanel', () => {
  it('draws one bar per expert in index order when d ≤ topK, with its loss', () => {
    const { container } = render(<ExpertLossesPanel {...props()} />);
    expect(rowKeys(container)).toEqual(['0', '1', '2', '3']);
    expect(container.querySelectorAll('.loss-bar')).toHaveLength(4);
    expect(container.querySelector('.others-range')).toBeNull();
    const values = Array.from(container.querySelectorAll('g.row .value')).map((t) =>
      (t.textContent ?? '').replace(/★ best$/, ''),
    );
    expect(values).toEqual(['25', '12', '40', '18']);
    // Bars start at 0 and end at the loss on the x axis.
    const bar = container.querySelector('g.row[data-expert="3"] .loss-bar');
    expect(Number(bar?.getAttribute('x'))).toBeCloseTo(xTick(container, 0), 6);
    expect(Number(bar?.getAttribute('x')) + Number(bar?.getAttribute('width'))).toBeCloseTo(
      xTick(container, 0) + (18 / 10) * (xTick(container, 10) - xTick(container, 0)),
      6,
    );
  });

  it('marks the best expert with a marker and the label "best", on its row only', () => {
    const { container } = render(<ExpertLossesPanel {...props()} />);
    const marks = container.querySelectorAll('.best-marker');
    expect(marks).toHaveLength(1);
    const row = marks[0]?.closest('g.row');
    expect(row?.getAttribute('data-expert')).toBe('1');
    expect(row?.classList.contains('best')).toBe(true);
    expect(marks[0]?.textContent).toBe('★ best');
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'best expert expert 2 with 12',
    );
  });

  it('keeps the topK smallest losses, best first, and summarizes the others as a min–max range', () => {
    const losses = Float64Array.from({ length: 1000 }, (_, i) => 100 + ((i * 37) % 1000) / 10);
    const { container } = render(<ExpertLossesPanel {...props({ losses, topK: 5 })} />);
    expect(container.querySelectorAll('.loss-bar')).toHaveLength(5);
    expect(container.querySelectorAll('.others-range')).toHaveLength(1);
    const keys = rowKeys(container);
    expect(keys).toHaveLength(6);
    expect(keys[5]).toBe('others');
    const shown = keys.slice(0, 5).map((k) => losses[Number(k)] as number);
    expect(shown).toEqual([100, 100.1, 100.2, 100.3, 100.4]);
    expect(
      container.querySelector('.best-marker')?.closest('g.row')?.getAttribute('data-expert'),
    ).toBe(keys[0]);
    const others = container.querySelector('g.row.others');
    expect(others?.querySelector('.row-label')?.textContent).toBe('others (995)');
    expect(others?.querySelector('.value')?.textContent).toBe('100.5–199.9');
    expect(container.querySelectorAll('rect, line').length).toBeLessThan(60);
  });

  it('draws the learners’ cumulative losses as labelled reference lines at their values', () => {
    const { container } = render(<ExpertLossesPanel {...props()} />);
    const lines = container.querySelectorAll('g.learner-line');
    expect(lines).toHaveLength(2);
    const hedge = container.querySelector('g.learner-line[data-learner="Hedge"]');
    expect(Number(hedge?.querySelector('line')?.getAttribute('x1'))).toBeCloseTo(
      xTick(container, 20),
      6,
    );
    expect(hedge?.querySelector('text')?.textContent).toBe('Hedge 20');
    const halving = container.querySelector('g.learner-line[data-learner="Halving"] line');
    expect(halving?.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(hedge?.querySelector('line')?.getAttribute('stroke-dasharray')).toBeNull();
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'Hedge 20 (regret 8), Halving 30 (regret 18)',
    );
  });

  it('copes with d = 1, no losses and NaN without writing NaN', () => {
    const { container } = render(<ExpertLossesPanel {...props({ losses: [0], topK: 3 })} />);
    expect(rowKeys(container)).toEqual(['0']);
    expect(container.querySelector('.best-marker')).not.toBeNull();
    const { container: empty } = render(
      <ExpertLossesPanel {...props({ losses: [], learners: [] })} />,
    );
    expect(empty.querySelectorAll('g.row')).toHaveLength(0);
    expect(empty.querySelector('svg')?.getAttribute('aria-label')).toContain('no losses yet');
    const { container: nan } = render(
      <ExpertLossesPanel
        {...props({
          losses: [NaN, 3, Infinity, 5],
          topK: 2,
          learners: [{ name: 'X', color: '#000', dash: '', cumLoss: NaN }],
        })}
      />,
    );
    expect(nan.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});
