import { useState, type FormEvent, type MouseEvent, type ReactElement } from 'react';
import { formatNumber } from '../../../src/theory/types';
import type { DomainRowProps } from './DomainRow';

/** The axis of thresholds on [0, 1], its zoomed inset and the box to ask a point (bisect). */

/** The viewBox width, as DomainRow's. */
const W = 640;
const PAD = 8;
/** The inset appears when the interval of thresholds is narrower than this. */
export const ZOOM_BELOW = 0.02;

const isNum = (v: unknown): v is number =>
  typeof v === 'number' && v === v && v !== Infinity && v !== -Infinity;
const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');

/** Enough decimals to tell apart two values `span` apart. */
function fmtFine(v: number, span: number): string {
  const d = Math.min(15, Math.max(2, Math.ceil(-Math.log10(Math.max(span, 1e-15))) + 1));
  return v.toFixed(d).replace(/^-/, '−');
}

type Continuous = NonNullable<DomainRowProps['continuous']>;

export function ContinuousAxis(
  props: { c: Continuous; current: number | null; fs: number } & Pick<DomainRowProps, 'onPick'>,
): ReactElement {
  const { c, current, fs, onPick } = props;
  const [draft, setDraft] = useState('');
  const lo = isNum(c.lo) ? Math.min(1, Math.max(0, c.lo)) : 0;
  const hi = isNum(c.hi) ? Math.min(1, Math.max(lo, c.hi)) : 1;
  const m = Math.min(c.xs.length, c.ys.length);
  const pts: Array<{ x: number; y: 0 | 1 }> = [];
  for (let j = 0; j < m; j++) {
    const x = c.xs[j];
    const y = c.ys[j];
    if (isNum(x) && x >= 0 && x <= 1 && (y === 0 || y === 1)) pts.push({ x, y });
  }
  const cur = isNum(current) && current >= 0 && current <= 1 ? current : null;

  // --- the main axis ---
  const X0 = PAD + 1.2 * fs;
  const X1 = W - PAD - 1.2 * fs;
  const sx = (v: number) => X0 + v * (X1 - X0);
  const mr = Math.max(5, 0.45 * fs);
  const markY = PAD + 0.4 * fs + mr + 4;
  const axisY = markY + mr + 6;
  const mainBottom = axisY + 2.1 * fs;

  // --- the inset: (lo, hi] in the middle third of a full-width axis ---
  const zoom = hi - lo < ZOOM_BELOW;
  const span = Math.max(hi - lo, 1e-15);
  const a = (lo + hi) / 2 - 1.5 * span;
  const b = (lo + hi) / 2 + 1.5 * span;
  const zx = (v: number) => X0 + ((v - a) / (b - a)) * (X1 - X0);
  const insetTop = mainBottom + 1.6 * fs;
  const insetMarkY = insetTop + 1.5 * fs + mr + 4;
  const insetAxisY = insetMarkY + mr + 6;
  const insetBottom = insetAxisY + 2.1 * fs;
  const H = (zoom ? insetBottom : mainBottom) + PAD;
  const factor = 1 / (b - a);

  const ones = pts.filter((p) => p.y === 1).length;
  const aria =
    `Thresholds on [0, 1]: ${pts.length} point${pts.length === 1 ? '' : 's'} asked ` +
    `(${ones} with label 1, ${pts.length - ones} with label 0); thresholds still consistent: ` +
    `(${fmtFine(lo, span)}, ${fmtFine(hi, span)}], width ${fmt(hi - lo)}` +
    (zoom ? `; zoomed inset ×${fmt(Math.round(factor))}` : '') +
    (cur === null ? '' : `; asking x = ${fmtFine(cur, span)} this round`);

  const marks = (scale: (v: number) => number, y: number, inside: (v: number) => boolean) => (
    <>
      {pts.map((p, j) =>
        inside(p.x) ? (
          <circle
            key={j}
            className={`mark ${p.y === 1 ? 'one' : 'zero'}`}
            data-x={p.x}
            cx={scale(p.x)}
            cy={y}
            r={p.y === 1 ? mr : mr - 1}
          />
        ) : null,
      )}
      {cur !== null && inside(cur) ? (
        <circle className="current-ring" cx={scale(cur)} cy={y} r={mr + 4} />
      ) : null}
    </>
  );

  const onClick = onPick
    ? (e: MouseEvent<SVGSVGElement>) => {
        const rect = e.currentTarget.getBoundingClientRect();
        if (!(rect.width > 0 && rect.height > 0)) return;
        const u = ((e.clientX - rect.left) * W) / rect.width;
        const v = ((e.clientY - rect.top) * H) / rect.height;
        const t = (u - X0) / (X1 - X0);
        const x = zoom && v >= insetTop ? a + t * (b - a) : t;
        if (x === x) onPick(Math.min(1, Math.max(0, x)));
      }
    : undefined;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const x = Number(draft.trim().replace('−', '-'));
    if (draft.trim() !== '' && isNum(x) && x >= 0 && x <= 1) onPick?.(x);
  };

  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const band = (scale: (v: number) => number, y: number) => (
    <rect
      className="interval"
      x={scale(lo)}
      y={y - mr - 3}
      width={Math.max(2, scale(hi) - scale(lo))}
      height={2 * mr + 9}
    />
  );

  return (
    <>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria} onClick={onClick}>
        <g className="main-axis">
          {band(sx, markY)}
          <line className="axis-line" x1={X0} x2={X1} y1={axisY} y2={axisY} />
          {ticks.map((v) => (
            <g key={v} className="tick">
              <line className="axis-line" x1={sx(v)} x2={sx(v)} y1={axisY} y2={axisY + 5} />
              <text className="tick-label" x={sx(v)} y={axisY + 1.4 * fs} textAnchor="middle">
                {fmt(v)}
              </text>
            </g>
          ))}
          {marks(sx, markY, () => true)}
        </g>
        {zoom ? (
          <g className="hs-finite-inset" data-lo={lo} data-hi={hi}>
            <path
              className="zoom-guide"
              d={`M${sx(a)},${axisY + 4}L${X0 - 0.6 * fs},${insetTop}M${sx(b)},${axisY + 4}L${X1 + 0.6 * fs},${insetTop}`}
            />
            <rect
              className="inset-frame"
              x={X0 - 0.6 * fs}
              y={insetTop}
              width={X1 - X0 + 1.2 * fs}
              height={insetBottom - insetTop}
            />
            <text className="inset-label" x={X0} y={insetTop + 1.2 * fs}>
              {`zoom ×${fmt(Math.round(factor))}`}
            </text>
            {band(zx, insetMarkY)}
            <line className="axis-line" x1={X0} x2={X1} y1={insetAxisY} y2={insetAxisY} />
            {marks(zx, insetMarkY, (v) => v >= a && v <= b)}
            <text
              className="inset-label lo"
              x={zx(lo) - 3}
              y={insetAxisY + 1.4 * fs}
              textAnchor="end"
            >
              {fmtFine(lo, span)}
            </text>
            <text
              className="inset-label hi"
              x={zx(hi) + 3}
              y={insetAxisY + 1.4 * fs}
              textAnchor="start"
            >
              {fmtFine(hi, span)}
            </text>
          </g>
        ) : null}
      </svg>
      {onPick ? (
        <form className="hs-finite-ask" onSubmit={onSubmit}>
          <label>
            Ask x ={' '}
            <input
              type="number"
              min={0}
              max={1}
              step="any"
              inputMode="decimal"
              placeholder={fmtFine((lo + hi) / 2, span)}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <button type="submit">Ask</button>
        </form>
      ) : null}
    </>
  );
}

/**
 * The domain of the `littlestone` lesson: n points in a row (wrapped in two when their names no
 * longer fit, on a phone or in large text), each with the label seen there, the asked one
 * ringed; or, in continuous mode, the axis [0, 1] of the thresholds with the interval still
 * consistent and a zoomed inset when it is narrow. A dumb renderer: props in, SVG out.
 * Memoised: it re-renders only when its props change.
 */
