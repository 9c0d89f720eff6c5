// @vitest-environment jsdom
import { cleanup, render, screen } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { BoundTermsPanel, type TermsRow } from './BoundTermsPanel';

const rows: TermsRow[] = [
  {
    id: 'p4',
    title: 'Proposition 4',
    applies: true,
    terms: [
      { id: 'mistake', label: 'mistake bound / T', value: 0.3 },
      { id: 'concentration', label: 'concentration', value: 0.1 },
    ],
    observed: 0.05,
    observedLabel: 'Eₛ err(wₛ)',
  },
  {
    id: 'p3',
    title: 'Proposition 3',
    applies: false,
    reason: 'labels are flipped with probability 0.1',
    terms: [{ id: 'mistake', label: 'mistake bound / T', value: 0.2 }],
    observed: 0.2,
    observedLabel: 'Eₛ err(wₛ)',
  },
];

describe('BoundTermsPanel', () => {
  afterEach(cleanup);

  it('stacks the terms on one scale, with their numbers and the measured tick', () => {
    const { container } = render(<BoundTermsPanel rows={rows} caption="Terms at round 10" />);
    const bars = container.querySelectorAll('rect[data-term]');
    expect(bars).toHaveLength(2);
    // The row's total (0.4) is the scale: widths 0.3/0.4 and 0.1/0.4 of the bar.
    expect(Number(bars[0]?.getAttribute('width'))).toBeCloseTo(225, 9);
    expect(Number(bars[1]?.getAttribute('x'))).toBeCloseTo(225, 9);
    expect(Number(bars[1]?.getAttribute('width'))).toBeCloseTo(75, 9);
    expect(Number(container.querySelector('.o2b-observed')?.getAttribute('x1'))).toBeCloseTo(
      37.5,
      9,
    );
    expect(screen.getByText('0.4')).toBeTruthy();
    expect(screen.getByText(/Eₛ err\(wₛ\) = 0.05 ✓ under/)).toBeTruthy();
  });

  it('says which bound does not apply, and why, instead of drawing it', () => {
    render(<BoundTermsPanel rows={rows} caption="c" />);
    expect(screen.getByText(/does not apply — labels are flipped/)).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('never shows NaN, even with non-finite terms', () => {
    const { container } = render(
      <BoundTermsPanel
        caption="c"
        rows={[
          {
            ...rows[0],
            terms: [{ id: 'regret', label: 'regret / T', value: Infinity }],
            observed: NaN,
          } as TermsRow,
        ]}
      />,
    );
    expect(container.textContent).not.toMatch(/NaN/);
    for (const r of container.querySelectorAll('rect'))
      expect(r.getAttribute('width') ?? '').not.toMatch(/NaN|Infinity/);
  });
});
