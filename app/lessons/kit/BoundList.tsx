import type { ReactNode } from 'react';
import type { BoundStatus } from '../../../src/theory/types';

export interface BoundItem {
  id: string;
  /** Who and which bound, with its punctuation ("Perceptron, with R and γ as configured: "). */
  label: ReactNode;
  /** The bounded quantity as written in the list ("M", "regret"). */
  symbol: string;
  status: BoundStatus;
  /** A lower bound is one the stream forces (observed ≥ value). */
  direction?: 'upper' | 'lower';
}

/** Each learner's bound, said in words: holds, violated, or does not apply and why. */
export function BoundList({
  items,
  format,
}: {
  items: readonly BoundItem[];
  format(x: number): string;
}) {
  return (
    <ul className="bound-list">
      {items.map((b) => (
        <li key={b.id} className={b.status.applies ? 'applies' : 'not-applies'}>
          {b.label}
          {b.status.applies ? (
            <>
              {b.symbol} = {format(b.status.observed)} {b.direction === 'lower' ? '≥' : '≤'}{' '}
              {format(b.status.value)} {b.status.holds ? '✓ holds' : '✗ violated'}
            </>
          ) : (
            <>does not apply — {b.status.failed?.reason}</>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Hedge (exponential weights)" needs no "Hedge, " before it; "No deterministic learner…" does. */
export function boundLabel(learner: string, title: string): string {
  const head = learner.split(' (')[0] ?? learner;
  return title.startsWith(head) ? title : `${learner} — ${title}`;
}
