import { memo, useMemo, useRef, type ReactElement } from 'react';
import { scaleLinear } from 'd3-scale';
import { formatNumber } from '../../src/theory/types';
import { labelColor } from './palette';
import { ExportButtons } from '../export/ExportButtons';
import './panels.css';
import { useTextUnits } from './useTextScale';
import { PendingSvg } from './pending-figure';

export interface LearnerLossLine {
  name: string;
  color: string;
  /** SVG stroke-dasharray; '' = solid. */
  dash: string;
  cumLoss: number;
}

export interface ExpertLossesProps {
  /** L_i(t): expert i's cumulative loss after round t. */
  losses: ArrayLike<number>;
  /** Default "expert 1", "expert 2", … */
  expertNames?: string[];
  /** When d > topK: the topK experts with the smallest losses, then one "others (n)" row. */
  topK: number;
  /** The learners' cumulative losses, drawn as labelled reference lines across the bars. */
  learners: LearnerLossLine[];
  t: number;
}

const W = 640;

/**
 * The layout for text `f` viewBox units tall: rows a line and a half high, margins as wide as
 * the labels they hold (it was drawn for 12-unit text; on a phone the text is about twice that).
 */
function layoutFor(f: number) {
  const k = f / 12;
  return {
    k,
    ROW: 24 * k,
    LABEL_ROW: 14 * k,
    X0: 112 * k,
    X1: W - 96 * k,
    bottom: 40 * k,
    // Keeps a label readable where another learner's line crosses it.
    HALO: {
      paintOrder: 'stroke',
      stroke: 'var(--bg)',
      strokeWidth: 3 * k,
      strokeLinejoin: 'round',
    } as const,
  };
}

const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');
const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;

interface Row {
  /** The expert's index, or -1 for the "others" summary. */
  index: number;
  label: string;
  value: number;
  /** The others' range. */
  min?: number;
  max?: number;
}

function rowsOf(
  losses: ArrayLike<number>,
  names: readonly string[] | undefined,
  topK: number,
): { rows: Row[]; best: number; hiddenCount: number } {
  const d = losses.length;
  const at = (i: number): number => losses[i] ?? NaN;
  const key = (i: number): number => (isFiniteNum(at(i)) ? at(i) : Infinity);
  let best = -1;
  for (let i = 0; i < d; i++) if (isFiniteNum(at(i)) && (best < 0 || at(i) < at(best))) best = i;
  const k = Math.max(1, Math.floor(isFiniteNum(topK) ? topK : 1));
  const idx = Array.from({ length: d }, (_, i) => i);
  const shown = d > k ? idx.sort((a, b) => key(a) - key(b) || a - b).slice(0, k) : idx;
  const rows: Row[] = shown.map((i) => ({
    index: i,
    label: names?.[i] ?? `expert ${i + 1}`,
    value: at(i),
  }));
  const hiddenCount = d - shown.length;
  if (hiddenCount > 0) {
    const keep = new Set(shown);
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < d; i++) {
      const v = at(i);
      if (keep.has(i) || !isFiniteNum(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const ok = min <= max;
    rows.push({
      index: -1,
      label: `others (${hiddenCount})`,
      value: ok ? max : NaN,
      min: ok ? min : NaN,
      max: ok ? max : NaN,
    });
  }
  return { rows, best, hiddenCount };
}

/** Memoised: it redraws when the exact state it shows changes, not on every frame of a run. */
export const ExpertLossesPanel = memo(function ExpertLossesPanel(
  props: ExpertLossesProps,
): ReactElement {
  const { losses, expertNames, topK, learners, t } = props;
  const box = useRef<HTMLElement>(null);
  const text = useTextUnits(box, W);
  const { k, ROW, LABEL_ROW, X0, X1, bottom, HALO } = layoutFor(text.fs);
  const { rows, best, hiddenCount } = useMemo(
    () => rowsOf(losses, expertNames, topK),
    [losses, expertNames, topK],
  );

  const Y1 = 18 * k + LABEL_ROW * learners.length;
  const Y0 = Y1 + ROW * Math.max(1, rows.length);
  const H = Y0 + bottom;

  const x = useMemo(() => {
    let lo = 0;
    let hi = 0;
    const see = (v: number | undefined) => {
      if (v === undefined || !isFiniteNum(v)) return;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    };
    for (const r of rows) [r.value, r.min, r.max].forEach(see);
    for (const l of learners) see(l.cumLoss);
    if (hi <= lo) hi = lo + 1;
    return scaleLinear().domain([lo, hi]).range([X0, X1]).nice();
  }, [rows, learners, X0, X1]);
  // A tick label every five characters' width or so.
  const ticks = x.ticks(Math.max(2, Math.min(6, Math.floor((X1 - X0) / (60 * k)))));
  const x0 = x(Math.max(0, x.domain()[0] ?? 0));
  const bestLoss = best >= 0 ? (losses[best] ?? NaN) : NaN;
  const bestName = best >= 0 ? (expertNames?.[best] ?? `expert ${best + 1}`) : '';

  const others = rows.find((r) => r.index < 0);
  const learnerText = learners.map((l) =>
    isFiniteNum(l.cumLoss)
      ? `${l.name} ${fmt(l.cumLoss)}` +
        (isFiniteNum(bestLoss) ? ` (regret ${fmt(l.cumLoss - bestLoss)})` : '')
      : `${l.name} not available`,
  );
  const aria =
    `Cumulative losses of ${losses.length} expert${losses.length === 1 ? '' : 's'} at round ${fmt(t)}` +
    (best >= 0 ? `; best expert ${bestName} with ${fmt(bestLoss)}` : '; no losses yet') +
    (others
      ? `; ${hiddenCount} others from ${fmt(others.min ?? NaN)} to ${fmt(others.max ?? NaN)}`
      : '') +
    (learnerText.length ? `; learners: ${learnerText.join(', ')}` : '');

  const className = 'hs-panel hs-chart hs-losses hs-scaled';
  if (!text.measured)
    return (
      <figure className={className} ref={box}>
        <PendingSvg label={aria} />
      </figure>
    );
  return (
    <figure className={className} ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria}>
        <g className="grid" aria-hidden="true">
          {ticks.map((v) => (
            <line key={v} x1={x(v)} x2={x(v)} y1={Y1} y2={Y0} />
          ))}
        </g>
        <g className="axes" aria-hidden="true">
          <line className="axis-line" x1={X0} x2={X1} y1={Y0} y2={Y0} />
          <line className="axis-line" x1={x0} x2={x0} y1={Y1} y2={Y0} />
          <g className="x-ticks">
            {ticks.map((v) => (
              <g key={v} className="tick" data-value={v}>
                <line className="axis-line" x1={x(v)} x2={x(v)} y1={Y0} y2={Y0 + 5 * k} />
                <text x={x(v)} y={Y0 + 18 * k} textAnchor="middle">
                  {fmt(v)}
                </text>
              </g>
            ))}
          </g>
          <text className="axis-label" x={(X0 + X1) / 2} y={H - 4 * k} textAnchor="middle">
            {`cumulative loss L_i(t) at round ${fmt(t)}`}
          </text>
        </g>
        {rows.map((r, ri) => {
          const yTop = Y1 + ri * ROW + 4 * k;
          const h = ROW - 8 * k;
          const mid = yTop + h / 2;
          const isBest = r.index >= 0 && r.index === best;
          const ok = isFiniteNum(r.value);
          const name = (
            <text
              className="row-label"
              x={X0 - 8 * k}
              y={mid + 4 * k}
              textAnchor="end"
              style={{ fontWeight: isBest ? 700 : 400 }}
            >
              {r.label}
            </text>
          );
          if (r.index < 0) {
            const a = isFiniteNum(r.min ?? NaN) ? x(r.min as number) : x0;
            const b = isFiniteNum(r.max ?? NaN) ? x(r.max as number) : x0;
            return (
              <g key="others" className="row others" data-expert="others">
                {name}
                {ok ? (
                  <>
                    <rect
                      className="others-range"
                      x={a}
                      y={yTop + 3}
                      width={Math.max(1.5, b - a)}
                      height={h - 6}
                      style={{ fill: 'var(--muted)', fillOpacity: 0.25, stroke: 'var(--muted)' }}
                      strokeDasharray="3 2"
                    />
                    {[a, b].map((xx, i) => (
                      <line
                        key={i}
                        x1={xx}
                        x2={xx}
                        y1={yTop}
                        y2={yTop + h}
                        style={{ stroke: 'var(--muted)', strokeWidth: 1.5 }}
                      />
                    ))}
                  </>
                ) : null}
                <text className="value" x={b + 6 * k} y={mid + 4 * k}>
                  {!ok
                    ? '—'
                    : r.min === r.max
                      ? fmt(r.value)
                      : `${fmt(r.min ?? NaN)}–${fmt(r.value)}`}
                </text>
              </g>
            );
          }
          const end = ok ? x(r.value) : x0;
          return (
            <g
              key={r.index}
              className={`row${isBest ? ' best' : ''}`}
              data-expert={r.index}
              data-value={fmt(r.value)}
            >
              {name}
              {ok ? (
                <rect
                  className="loss-bar"
                  x={Math.min(x0, end)}
                  y={yTop}
                  width={Math.max(1.5, Math.abs(end - x0))}
                  height={h}
                  style={
                    isBest
                      ? { fill: 'var(--accent)', stroke: 'var(--fg)', strokeWidth: 1.5 }
                      : { fill: 'var(--muted)', fillOpacity: 0.7 }
                  }
                />
              ) : null}
              <text className="value" x={Math.max(x0, end) + 6 * k} y={mid + 4 * k}>
                {fmt(r.value)}
                {isBest ? (
                  <tspan className="best-marker" dx={6 * k} style={{ fontWeight: 700 }}>
                    ★ best
                  </tspan>
                ) : null}
              </text>
            </g>
          );
        })}
        {learners.map((l, i) => {
          if (!isFiniteNum(l.cumLoss)) return null;
          const lx = x(l.cumLoss);
          const ly = Y1 - 6 * k - (learners.length - 1 - i) * LABEL_ROW;
          // The label reads away from the nearer edge, and stays inside the figure when it is
          // wider than the room on that side (a phone: the text is large against the bars).
          const width = 0.66 * 12 * k * `${l.name} ${fmt(l.cumLoss)}`.length;
          const towardEnd = lx > (X0 + X1) / 2;
          const anchor =
            towardEnd && lx - width < 0
              ? 'start'
              : !towardEnd && lx + width > W
                ? 'end'
                : towardEnd
                  ? 'end'
                  : 'start';
          return (
            <g key={`${l.name}-${i}`} className="learner-line" data-learner={l.name}>
              <line
                x1={lx}
                x2={lx}
                y1={ly + 3 * k}
                y2={Y0}
                stroke={l.color}
                strokeWidth={2}
                strokeDasharray={l.dash || undefined}
              />
              <text
                className="learner-label"
                x={anchor === 'end' ? Math.max(width, lx - 4 * k) : Math.min(W - width, lx + 4 * k)}
                y={ly}
                textAnchor={anchor}
                style={{ fill: labelColor(l.color), fontWeight: 700, ...HALO }}
              >
                {`${l.name} ${fmt(l.cumLoss)}`}
              </text>
            </g>
          );
        })}
      </svg>
      <ExportButtons target={box} name="hindsight-expert-losses" what="the experts’ losses" />
    </figure>
  );
});

export default ExpertLossesPanel;
