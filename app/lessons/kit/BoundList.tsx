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
  /** Its name in plain words, for the line that folds the lower bounds that do not apply. */
  name?: string;
}

/**
 * Each learner's bound, said in words: holds, violated, or does not apply and why. Lower bounds
 * that cannot apply on this stream (a forced regret needs the adversary) fold into one line.
 */
export function BoundList({
  items,
  format,
}: {
  items: readonly BoundItem[];
  format(x: number): string;
}) {
  const idle = items.filter((b) => b.direction === 'lower' && !b.status.applies);
  const folded = idle.length > 1 ? new Set(idle) : new Set<BoundItem>();
  const reasons = [...new Set(idle.map((b) => b.status.failed?.reason ?? 'a hypothesis fails'))];
  return (
    <ul className="bound-list">
      {items
        .filter((b) => !folded.has(b))
        .map((b) => (
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
      {folded.size > 0 ? (
        <li className="not-applies folded">
          {`${folded.size} lower bounds do not apply on this stream (${idle
            .map((b) => b.name ?? b.id)
            .join('; ')}) — ${reasons.join('; ')}`}
        </li>
      ) : null}
    </ul>
  );
}

/** "Hedge (exponential weights)" needs no "Hedge, " before it; "No deterministic learner…" does. */
export function boundLabel(learner: string, title: string): string {
  const head = learner.split(' (')[0] ?? learner;
  return title.startsWith(head) ? title : `${learner} — ${title}`;
}
