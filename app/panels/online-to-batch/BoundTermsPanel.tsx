import { useId, useRef, type ReactElement } from 'react';
import { useFocusableOverflow } from '../useFocusableOverflow';
import { formatNumber } from '../../../src/theory/types';
import { OKABE_ITO } from '../palette';
import './bound-terms.css';

export type TermKind = 'approximation' | 'mistake' | 'regret' | 'concentration';

export interface TermsRow {
  id: string;
  /** The bound's name ("Proposition 4"). */
  title: string;
  applies: boolean;
  /** Why it does not apply (shown instead of the bar). */
  reason?: string;
  terms: readonly { id: TermKind; label: string; value: number }[];
  /** What the bound caps, measured, and its name ("Eₛ err(wₛ)"). */
  observed: number;
  observedLabel: string;
}

/** One hue and one fill pattern per kind of term, the same in every row and in the legend. */
const STYLE: Record<TermKind, { color: string; pattern: 'solid' | 'hatch' | 'dots' | 'cross' }> = {
  approximation: { color: OKABE_ITO.sky, pattern: 'solid' },
  mistake: { color: OKABE_ITO.blue, pattern: 'cross' },
  regret: { color: OKABE_ITO.orange, pattern: 'hatch' },
  concentration: { color: OKABE_ITO.purple, pattern: 'dots' },
};

const W = 300;
const H = 22;
const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');

/**
 * A bound taken apart: each row stacks its terms (the approximation part, the mistake-bound or
 * regret part over T, the concentration part) as a bar on one scale, with the measured quantity
 * as a tick over it, and the numbers beside it. Rows share the scale so the parts compare.
 */
export function BoundTermsPanel({
  rows,
  caption,
}: {
  rows: readonly TermsRow[];
  caption: string;
}): ReactElement {
  const uid = useId().replace(/:/g, '');
  const box = useRef<HTMLElement>(null);
  // On a phone the four columns can be wider than the panel: the table scrolls sideways (a
  // keyboard stop then) rather than widening the page.
  useFocusableOverflow(box, '.o2b-scroll', {
    scrolls: 'The bound terms table, wider than the panel (scrolls)',
    unknown: 'The bound terms table',
  });
  const finite = (x: number) => (Number.isFinite(x) ? x : 0);
  const totals = rows
    .filter((r) => r.applies)
    .map((r) =>
      Math.max(
        r.terms.reduce((a, t) => a + finite(t.value), 0),
        finite(r.observed),
      ),
    );
  const scale = Math.max(...totals, 1e-12);
  const used = [...new Set(rows.flatMap((r) => (r.applies ? r.terms.map((t) => t.id) : [])))];
  return (
    <figure className="hs-panel o2b-terms" ref={box}>
      <svg width="0" height="0" aria-hidden="true" focusable="false" className="o2b-defs">
        <defs>
          {(Object.keys(STYLE) as TermKind[]).map((k) => (
            <Pattern key={k} id={`${uid}-${k}`} kind={k} />
          ))}
        </defs>
      </svg>
      <div className="o2b-scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Bound</th>
              <th scope="col">Its terms, stacked</th>
              <th scope="col">Value</th>
              <th scope="col">Measured</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              if (!r.applies)
                return (
                  <tr key={r.id} className="not-applies">
                    <th scope="row">{r.title}</th>
                    <td colSpan={3}>does not apply — {r.reason ?? 'a hypothesis fails'}</td>
                  </tr>
                );
              const total = r.terms.reduce((a, t) => a + t.value, 0);
              let x = 0;
              return (
                <tr key={r.id}>
                  <th scope="row">{r.title}</th>
                  <td>
                    <svg
                      className="o2b-bar"
                      viewBox={`0 0 ${W} ${H}`}
                      preserveAspectRatio="none"
                      aria-hidden="true"
                      focusable="false"
                    >
                      {r.terms.map((t) => {
                        const w = (Math.max(finite(t.value), 0) / scale) * W;
                        const rect = (
                          <rect
                            key={t.id}
                            data-term={t.id}
                            x={x}
                            y={2}
                            width={w}
                            height={H - 4}
                            fill={`url(#${uid}-${t.id})`}
                            stroke={STYLE[t.id].color}
                            strokeWidth={1.5}
                          />
                        );
                        x += w;
                        return rect;
                      })}
                      {Number.isFinite(r.observed) ? (
                        <line
                          className="o2b-observed"
                          x1={(r.observed / scale) * W}
                          x2={(r.observed / scale) * W}
                          y1={0}
                          y2={H}
                          stroke="var(--fg)"
                          strokeWidth={3}
                        />
                      ) : null}
                    </svg>
                    <ul className="o2b-term-list">
                      {r.terms.map((t) => (
                        <li key={t.id}>
                          {t.label}: {fmt(t.value)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{fmt(total)}</td>
                  <td>
                    {r.observedLabel} = {fmt(r.observed)}{' '}
                    {r.observed <= total ? '✓ under' : '✗ over'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="o2b-legend" aria-label="Legend">
        {used.map((k) => (
          <li key={k}>
            <svg width="18" height="12" aria-hidden="true" focusable="false">
              <rect
                x="1"
                y="1"
                width="16"
                height="10"
                fill={`url(#${uid}-${k})`}
                stroke={STYLE[k].color}
              />
            </svg>{' '}
            {LEGEND[k]}
          </li>
        ))}
        <li>
          <svg width="18" height="12" aria-hidden="true" focusable="false">
            <line x1="9" x2="9" y1="0" y2="12" stroke="var(--fg)" strokeWidth="3" />
          </svg>{' '}
          measured on the held-out sample
        </li>
      </ul>
    </figure>
  );
}

const LEGEND: Record<TermKind, string> = {
  approximation: 'approximation part: E φ(w̄)',
  mistake: 'mistake bound / T part',
  regret: 'regret / T part',
  concentration: 'concentration part (the price of 1 − δ)',
};

function Pattern({ id, kind }: { id: string; kind: TermKind }): ReactElement {
  const { color, pattern } = STYLE[kind];
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect className="band" width="6" height="6" fill={color} fillOpacity={0.35} />
      {pattern === 'hatch' ? <path d="M0 6 L6 0" stroke={color} strokeWidth="1.5" /> : null}
      {pattern === 'dots' ? <circle cx="3" cy="3" r="1.3" fill={color} /> : null}
      {pattern === 'cross' ? <path d="M0 3 H6 M3 0 V6" stroke={color} strokeWidth="1" /> : null}
    </pattern>
  );
}
