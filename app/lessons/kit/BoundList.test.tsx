// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoundStatus } from '../../../src/theory/types';
import { BoundList, type BoundItem } from './BoundList';

afterEach(cleanup);

const idle: BoundStatus = {
  applies: false,
  holds: false,
  value: NaN,
  observed: 3,
  failed: { id: 'adversary', reason: 'the stream is not the adversary' },
};
const holds: BoundStatus = { applies: true, holds: true, value: 4, observed: 3 };
const lower = (id: string, name: string, status = idle): BoundItem => ({
  id,
  label: `${name}: `,
  name,
  symbol: 'regret',
  status,
  direction: 'lower',
});

describe('BoundList', () => {
  it('folds the lower bounds that do not apply into one line, with their reason once', () => {
    const { container } = render(
      <BoundList
        format={String}
        items={[
          { id: 'h', label: 'Halving: ', symbol: 'M', status: holds },
          lower('a', 'Consistent — forced regret'),
          lower('b', 'Halving — forced regret'),
          lower('c', 'Weighted Majority — forced regret'),
        ]}
      />,
    );
    const items = Array.from(container.querySelectorAll('li'), (li) => li.textContent ?? '');
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('M = 3 ≤ 4 ✓ holds');
    expect(items[1]).toContain('3 lower bounds do not apply on this stream');
    expect(items[1]).toContain('Consistent — forced regret; Halving — forced regret');
    expect(items[1]?.split('the stream is not the adversary')).toHaveLength(2);
  });

  it('keeps a single idle lower bound, and any that applies, on lines of their own', () => {
    const { container } = render(
      <BoundList
        format={String}
        items={[
          lower('a', 'Consistent — forced regret'),
          lower('b', 'Halving — forced regret', { ...holds, value: 2 }),
        ]}
      />,
    );
    const items = Array.from(container.querySelectorAll('li'), (li) => li.textContent ?? '');
    expect(items).toEqual([
      'Consistent — forced regret: does not apply — the stream is not the adversary',
      'Halving — forced regret: regret = 3 ≥ 2 ✓ holds',
    ]);
  });
});
