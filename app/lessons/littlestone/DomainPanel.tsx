import { useMemo, useState } from 'react';
import type { LittlestoneExactState, LittlestoneMeta } from '../../../src/scenes/littlestone';
import type { LittlestoneView } from '../../../src/scenes/littlestone-view';
import { formatNumber } from '../../../src/theory/types';
import { DomainRow, pointName } from '../../panels/finite/DomainRow';
import { labelCounts, openPoints } from './version-space';

/**
 * The domain row, the round just played in words, and on the student's stream the two label
 * buttons for the point they picked, each saying when it would leave no hypothesis.
 */
export function DomainPanel({
  meta,
  view,
  exact,
  user,
  onMove,
  onClear,
}: {
  meta: LittlestoneMeta;
  view: LittlestoneView;
  exact: LittlestoneExactState | null;
  user: boolean;
  onMove(x: number, y: 0 | 1): void;
  onClear(): void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const fits = !!exact && exact.alive.length === meta.masks.length;
  const alive = fits ? exact.alive : null;
  // Kept between frames, so the memoised row redraws only when the exact state does.
  const labels = useMemo(
    () =>
      Array.from({ length: meta.n }, (_, i) => {
        const l = fits ? (exact.labels[i] ?? -1) : -1;
        return l === 0 || l === 1 ? l : null;
      }),
    [meta.n, fits, exact],
  );
  const open = useMemo(
    () => (meta.continuous ? undefined : openPoints(meta, alive)),
    [meta, alive],
  );
  const current = user ? picked : view.x;
  const counts = picked !== null ? labelCounts(meta, alive, picked) : null;
  return (
    <div className="domain">
      <DomainRow
        n={meta.n}
        labels={labels}
        current={meta.continuous ? view.x : current}
        open={open}
        continuous={meta.continuous ? (exact?.continuum ?? null) : null}
        onPick={user && !meta.continuous ? setPicked : undefined}
      />
      <p className="round-line" aria-live="off">
        {roundLine(meta, view)}
      </p>
      {user ? (
        <div className="user-moves" role="group" aria-label="Your round">
          {picked === null ? (
            <p className="hint">Pick a point above, then give it a label: that is the round.</p>
          ) : (
            <>
              <span>Label {pointName(picked)}:</span>
              {([0, 1] as const).map((y) => {
                const left = counts ? counts[y] : 0;
                return (
                  <button
                    key={y}
                    type="button"
                    onClick={() => {
                      onMove(picked, y);
                      setPicked(null);
                    }}
                    aria-describedby={left === 0 ? `empty-${y}` : undefined}
                  >
                    {y}
                    {alive ? ` (keeps ${left} of ${formatNumber(view.size)})` : ''}
                  </button>
                );
              })}
              {counts
                ? ([0, 1] as const)
                    .filter((y) => counts[y] === 0)
                    .map((y) => (
                      <p className="warning" id={`empty-${y}`} key={y}>
                        Label {y} would leave no hypothesis of H consistent: the stream stops being
                        realizable, and the mistake bounds stop applying.
                      </p>
                    ))
                : null}
            </>
          )}
          <button type="button" onClick={onClear}>
            Clear my rounds
          </button>
        </div>
      ) : null}
    </div>
  );
}

function roundLine(meta: LittlestoneMeta, view: LittlestoneView): string {
  if (view.t === 0 || view.x === null || view.y === null) return 'No round played yet.';
  const asked = meta.continuous ? `x = ${formatNumber(view.x)}` : pointName(view.x);
  const said = view.learners
    .map((l) => `${l.name} ${l.deterministic ? formatNumber(l.p) : `p = ${formatNumber(l.p)}`}`)
    .join(', ');
  return `Round ${view.t}: ${asked} asked; ${said}; the label was ${view.y}.`;
}
