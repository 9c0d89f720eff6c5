import { memo, useId, useMemo, useRef, type ReactElement } from 'react';
import { scaleLinear, scaleLog } from 'd3-scale';
import { formatNumber } from '../../src/theory/types';
import { ExportButtons } from '../export/ExportButtons';
import './panels.css';
import { useTextUnits } from './useTextScale';
import { PendingSvg } from './pending-figure';

export interface WeightsSeries {
  learnerId: string;
  name: string;
  color: string;
  /** The bar fill: learners differ by more than hue. */
  pattern: 'solid' | 'hatch' | 'dots' | 'cross';
  /** The learner's normalized distribution over the d experts. */
  weights: ArrayLike<number>;
}

export interface ExpertWeightsProps {
  series: WeightsSeries[];
  /** Default "expert 1", "expert 2", … */
  expertNames?: string[];
  scale: 'linear' | 'log';
  order: 'fixed' | 'sorted';
  /** When d > topK: the topK experts by the first series' weight, then one "others" bar. */
  topK: number;
  /** The best expert in hindsight, marked with a text marker. */
  highlight?: number;
  onScale?(s: 'linear' | 'log'): void;
  onOrder?(o: 'fixed' | 'sorted'): void;
}

const W = 640;
/** The log axis floor: smaller weights are clamped to it, zero weights drawn as a tick on it. */
export const LOG_FLOOR = 1e-6;
const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');
const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;
const pow10 = (e: number): string =>
  e === 0
    ? '1'
    : `10${[...String(e)].map((c) => (c === '-' ? '⁻' : (SUP[Number(c)] ?? c))).join('')}`;

/** One group of bars: an expert, or the "others" summary. */
interface Group {
  key: string;
  /** The expert's index, or -1 for "others". */
  index: number;
  label: string;
  /** One value per series (NaN when the series has none). */
  values: number[];
}

function groupsOf(
  series: readonly WeightsSeries[],
  names: readonly string[] | undefined,
  order: 'fixed' | 'sorted',
  topK: number,
): { groups: Group[]; d: number; hidden: Set<number> | null } {
  const d = series.reduce((m, s) => Math.max(m, s.weights.length), 0);
  const first = series[0]?.weights;
  const key = (i: number): number => {
    const v = first?.[i] ?? NaN;
    return isFiniteNum(v) ? v : -Infinity;
  };
  const byWeight = (a: number, b: number): number => key(b) - key(a) || a - b;
  const k = Math.max(1, Math.floor(isFiniteNum(topK) ? topK : 1));
  let shown = Array.from({ length: d }, (_, i) => i);
  let hidden: Set<number> | null = null;
  if (d > k) {
    shown = shown.sort(byWeight).slice(0, k);
    const keep = new Set(shown);
    hidden = new Set();
    for (let i = 0; i < d; i++) if (!keep.has(i)) hidden.add(i);
  }
  shown.sort(order === 'sorted' ? byWeight : (a, b) => a - b);
  const groups: Group[] = shown.map((i) => ({
    key: `e${i}`,
    index: i,
    label: names?.[i] ?? `expert ${i + 1}`,
    values: series.map((s) => s.weights[i] ?? NaN),
  }));
  if (hidden) {
    const values = series.map((s) => {
      let sum = 0;
      for (const i of hidden) {
        const v = s.weights[i] ?? NaN;
        if (isFiniteNum(v)) sum += v;
      }
      return sum;
    });
    groups.push({ key: 'others', index: -1, label: `others (${hidden.size})`, values });
  }
  return { groups, d, hidden };
}

function Swatch({ fill, color }: { fill: string; color: string }): ReactElement {
  return (
    <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false" style={{ width: 14 }}>
      <rect x={1} y={1} width={12} height={12} fill={fill} stroke={color} strokeWidth={1.5} />
    </svg>
  );
}

/** Memoised: a lesson re-renders every frame, the weights change a few times a second. */
export const ExpertWeightsPanel = memo(function ExpertWeightsPanel(
  props: ExpertWeightsProps,
): ReactElement {
  const { series, expertNames, scale, order, topK, highlight, onScale, onOrder } = props;
  const rawId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const box = useRef<HTMLElement>(null);
  // Drawn for 12-unit text; margins and the height follow the text (about twice that on a phone).
  const text = useTextUnits(box, W);
  const k = text.fs / 12;
  const H = 200 + 120 * k;
  const X0 = 60 * k;
  const X1 = W - 18 * k;
  const Y1 = 28 * k;
  const { groups, d, hidden } = useMemo(
    () => groupsOf(series, expertNames, order, topK),
    [series, expertNames, order, topK],
  );
  const rotate = groups.length > 8 || groups.some((g) => g.label.length > 10);
  const Y0 = H - (rotate ? 84 : 44) * k;

  const { y, ticks } = useMemo(() => {
    if (scale === 'log') {
      const s = scaleLog().domain([LOG_FLOOR, 1]).range([Y0, Y1]).clamp(true);
      return {
        y: (v: number) => s(Math.max(LOG_FLOOR, v)),
        ticks: [-6, -5, -4, -3, -2, -1, 0].map((e) => ({ v: 10 ** e, label: pow10(e) })),
      };
    }
    const s = scaleLinear().domain([0, 1]).range([Y0, Y1]).clamp(true);
    return { y: (v: number) => s(v), ticks: s.ticks(5).map((v) => ({ v, label: fmt(v) })) };
  }, [scale, Y0, Y1]);

  const n = Math.max(1, series.length);
  const band = (X1 - X0) / Math.max(1, groups.length);
  const barW = Math.min(28, (band * 0.8) / n);
  // Every expert's name while they fit side by side (slanted), else every second or third one.
  const every = Math.max(1, Math.ceil((1.25 * 12 * k) / (rotate ? band : band / 4)));
  const patId = (i: number) => `hs-w-${rawId}-${i}`;
  const fillOf = (s: WeightsSeries, i: number) =>
    s.pattern === 'solid' ? s.color : `url(#${patId(i)})`;
  const nameOf = (i: number): string => expertNames?.[i] ?? `expert ${i + 1}`;

  const best = highlight !== undefined && highlight >= 0 && highlight < d ? highlight : null;
  const bestName = best === null ? '' : nameOf(best);
  const bestHidden = best !== null && hidden !== null && hidden.has(best);

  const learnerText = series.map((s) => {
    let top = -1;
    let topV = -Infinity;
    for (let i = 0; i < s.weights.length; i++) {
      const v = s.weights[i] ?? NaN;
      if (isFiniteNum(v) && v > topV) [top, topV] = [i, v];
    }
    const on = top < 0 ? 'no weights' : `largest weight ${fmt(topV)} on ${nameOf(top)}`;
    const b = best === null ? '' : `, ${fmt(s.weights[best] ?? NaN)} on the best expert`;
    return `${s.name}: ${on}${b}`;
  });
  const aria =
    `Weights over ${d} expert${d === 1 ? '' : 's'}, ${scale === 'log' ? 'log' : 'linear'} scale, ` +
    `${order === 'sorted' ? 'sorted by weight' : 'in fixed order'}` +
    (hidden ? `, top ${groups.length - 1} shown and ${hidden.size} others summed` : '') +
    `; ${learnerText.join('; ') || 'no learners'}` +
    (best === null ? '' : `; best expert in hindsight: ${bestName}`);

  const className = 'hs-panel hs-chart hs-weights hs-scaled';
  if (!text.measured)
    return (
      <figure className={className} ref={box}>
        <PendingSvg label={aria} />
      </figure>
    );
  return (
    <figure className={className} ref={box}>
      {onScale || onOrder ? (
        <div className="hs-toggles" style={{ display: 'flex', gap: '0.5em', flexWrap: 'wrap' }}>
          {onScale ? (
            <button
              type="button"
              aria-pressed={scale === 'log'}
              onClick={() => onScale(scale === 'log' ? 'linear' : 'log')}
            >
              Log scale
            </button>
          ) : null}
          {onOrder ? (
            <button
              type="button"
              aria-pressed={order === 'sorted'}
              onClick={() => onOrder(order === 'sorted' ? 'fixed' : 'sorted')}
            >
              Sort by weight
            </button>
          ) : null}
        </div>
      ) : null}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria}>
        <defs>
          {series.map((s, i) =>
            s.pattern === 'solid' ? null : (
              <pattern
                key={s.learnerId}
                id={patId(i)}
                patternUnits="userSpaceOnUse"
                width={6}
                height={6}
                patternTransform={s.pattern === 'hatch' ? 'rotate(45)' : undefined}
              >
                <rect width={6} height={6} fill={s.color} fillOpacity={0.25} />
                {s.pattern === 'dots' ? <circle cx={3} cy={3} r={1.4} fill={s.color} /> : null}
                {s.pattern === 'hatch' || s.pattern === 'cross' ? (
                  <path d="M0,3H6" stroke={s.color} strokeWidth={1.6} />
                ) : null}
                {s.pattern === 'cross' ? (
                  <path d="M3,0V6" stroke={s.color} strokeWidth={1.6} />
                ) : null}
              </pattern>
            ),
          )}
        </defs>
        <g className="grid" aria-hidden="true">
          {ticks.map(({ v }) => (
            <line key={v} x1={X0} x2={X1} y1={y(v)} y2={y(v)} />
          ))}
        </g>
        <g className="axes" aria-hidden="true">
          <line className="axis-line" x1={X0} x2={X1} y1={Y0} y2={Y0} />
          <line className="axis-line" x1={X0} x2={X0} y1={Y1} y2={Y0} />
          <g className="y-ticks">
            {ticks.map(({ v, label }) => (
              <g key={v} className="tick" data-value={v}>
                <line className="axis-line" x1={X0 - 5 * k} x2={X0} y1={y(v)} y2={y(v)} />
                <text x={X0 - 8 * k} y={y(v) + 4 * k} textAnchor="end">
                  {label}
                </text>
              </g>
            ))}
          </g>
          <text
            className="axis-label"
            transform={`translate(${14 * k},${(Y0 + Y1) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {scale === 'log' ? 'probability (log scale)' : 'probability'}
          </text>
        </g>
        {groups.map((g, gi) => {
          const cx = X0 + band * (gi + 0.5);
          const left = cx - (barW * n) / 2;
          const isBest = g.index === best || (g.index < 0 && bestHidden);
          return (
            <g key={g.key} className="group" data-expert={g.index < 0 ? 'others' : g.index}>
              {g.values.map((v, si) => {
                const s = series[si] as WeightsSeries;
                const x = left + si * barW;
                if (!isFiniteNum(v)) return null;
                const common = { 'data-series': s.learnerId, 'data-value': fmt(v) };
                const top = y(Math.min(1, Math.max(0, v)));
                if (v <= 0 || Y0 - top < 1) {
                  // Zero (or below the axis floor): a tick on the floor, so it is still seen.
                  const tick = { x1: x + 1, x2: x + barW - 1, y1: Y0 - 1, y2: Y0 - 1 };
                  return (
                    <line
                      key={si}
                      className="bar floor"
                      {...common}
                      {...tick}
                      stroke={s.color}
                      strokeWidth={2}
                    />
                  );
                }
                return (
                  <rect
                    key={si}
                    className="bar"
                    {...common}
                    x={x}
                    y={top}
                    width={Math.max(1, barW - 1)}
                    height={Math.max(0, Y0 - top)}
                    fill={fillOf(s, si)}
                    stroke={s.color}
                    strokeWidth={1}
                  />
                );
              })}
              {isBest ? (
                // Over "others", the last group, the label names the expert and would run past
                // the figure's right edge if centred: it ends at the plot's edge instead.
                <text
                  className="best-marker"
                  x={g.index < 0 ? X1 : cx}
                  y={Y1 - 8 * k}
                  textAnchor={g.index < 0 ? 'end' : 'middle'}
                  style={{ fontWeight: 700 }}
                >
                  {g.index < 0 ? `★ best: ${bestName}` : '★ best'}
                </text>
              ) : null}
              {gi % every === 0 || isBest || g.index < 0 ? (
                <text
                  className="x-label"
                  x={cx}
                  y={Y0 + 16 * k}
                  textAnchor={rotate ? 'end' : 'middle'}
                  transform={rotate ? `rotate(-40,${cx},${Y0 + 16 * k})` : undefined}
                  style={{ fontWeight: isBest ? 700 : 400, fill: 'var(--muted)' }}
                >
                  {g.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="hs-legend" aria-label="Legend">
        {series.map((s, i) => (
          <li key={s.learnerId} data-series={s.learnerId}>
            <Swatch fill={fillOf(s, i)} color={s.color} />
            <span>
              {s.name}
              <span className="visually-hidden">{` (${s.pattern} bars)`}</span>
            </span>
          </li>
        ))}
      </ul>
      <ExportButtons target={box} name="hindsight-weights" what="the weights" />
    </figure>
  );
});

export default ExpertWeightsPanel;
