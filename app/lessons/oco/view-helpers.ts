import { useMemo } from 'react';
import type { Trace } from '../../../src/engine/trace';
import type { OcoMeta } from '../../../src/scenes/oco';
import { ocoView, type OcoView } from '../../../src/scenes/oco-view';
import { formatNumber } from '../../../src/theory/types';
import type { OcoLossMark } from '../../panels/oco/oco-types';
import { quantityName } from './series';

// What the convex lessons' page derives from the run: the plane's extent, the loss to mark, the
// live region's sentence, numbers as the bound list writes them, and stable views by round.

/** The plane shows the disc with room around it, and the data when it reaches further. */
export function plotExtent(meta: OcoMeta): number {
  const reach = Math.max(meta.B, meta.kind === 'hinge' || meta.kind === 'squared' ? meta.R : 0);
  return 1.25 * reach;
}

export function lossMark(meta: OcoMeta, view: OcoView): OcoLossMark | null {
  const f = view.loss;
  if (!f || view.t < 1) return null;
  const a: [number, number] = [f.a0, f.a1];
  switch (meta.kind) {
    case 'linear':
      return { kind: 'linear', v: a };
    case 'quadratic':
      return { kind: 'quadratic', z: a };
    case 'hinge':
      return { kind: 'hinge', x: a, y: f.b >= 0 ? 1 : -1 };
    case 'squared':
      return { kind: 'squared', x: a, y: f.b };
  }
}

/** What the live region says: "Round 120 of 500: OGD regret 3.2, bound 10.1; …". */
export function announcement(view: OcoView, T: number): string {
  const parts = view.learners.map((l, k) => {
    const b = view.bounds.find((r) => r.learnerIndex === k && r.status.applies);
    const bound = b
      ? `${quantityName(b.theorem.quantity)} bound ${formatNumber(b.status.value)}`
      : 'no bound applies';
    return `${l.name}: regret ${formatNumber(l.regret)}, ${bound}`;
  });
  return `Round ${view.t} of ${T}: ${parts.join('; ')}`;
}

export function fmt(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return Number.isInteger(x) ? String(x) : x.toFixed(3);
}

/**
 * The view at round x, kept while x (clamped to the rounds computed) stays: a round the trace
 * holds never changes, and stable views keep the panels below from rendering again.
 */
export function useViewAt(
  meta: OcoMeta | null,
  trace: Trace | null,
  x: number,
  available: number,
): OcoView | null {
  const at = Math.min(x, available);
  return useMemo(() => (meta ? ocoView(meta, trace, at) : null), [meta, trace, at]);
}
