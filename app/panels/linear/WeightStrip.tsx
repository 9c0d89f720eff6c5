import { memo, useEffect, useMemo, useRef, type ReactElement } from 'react';
import { sizedContext } from '../canvas-context';
import { ExportButtons } from '../../export/ExportButtons';
import { labelColor } from '../palette';
import { useThemeTick } from '../useThemeTick';
import { fmtTick, symbolPath } from '../series-chart-layout';
import {
  DEFAULT_FS,
  DEFAULT_W,
  axisTicks,
  cleanSupport,
  fmt,
  isNum,
  paintStrips,
  stripDevice,
  stripLayout,
  stripColorsOf,
  stripStats,
  type StripStats,
} from './weight-strip-draw';
import { useFigureSize } from '../useFigureSize';
import { PendingSvg } from '../pending-figure';
import '../panels.css';
import './linear.css';

export { BAR_LIMIT } from './weight-strip-draw';

export interface WeightStripLearner {
  id: string;
  name: string;
  /** A theme colour (`var(--oi-…)` from palette.ts) or any CSS colour. */
  color: string;
  marker: 'circle' | 'square' | 'triangle' | 'diamond';
  /** Length n. */
  weights: Float64Array | readonly number[];
}

export interface WeightStripProps {
  n: number;
  learners: readonly WeightStripLearner[];
  /** The coordinates (0-based indexes into `weights`) where the target u is non-zero; may be empty. */
  support: readonly number[];
  t: number;
  /** How coordinates are numbered on screen and in the summary: 1 (w₁ … w_n, default) or 0. */
  base?: 0 | 1;
  /**
   * The weights are still being read from the engine: the strip keeps its place (and the page
   * below it stays put) with empty lanes, and says so.
   */
  reading?: boolean;
}

const PAD = 4;
const SUPPORT_LISTED = 10;

/**
 * Each learner's weight vector over the n coordinates of the `gd-eg` lesson: a horizontal strip
 * per learner, named in its colour with its marker, scaled by its own largest |w_i| (shown).
 * The strip's upper half holds the positive weights (--pos), its lower half the negative ones
 * (--neg): sign by place and hue, magnitude by height (bars) or intensity (heat strip). Up to
 * BAR_LIMIT coordinates, an SVG bar each with coordinate ticks; beyond (n up to 10 000 and
 * more), a heat strip on a canvas at the device's pixel ratio, each pixel column showing the
 * largest |w_i| among its coordinates, so a single spike stays visible. The target's support
 * is ticked above and below every strip in the accent colour. Memoised: it repaints only when
 * its props change — pass new arrays when their contents change.
 */
export const WeightStrip = memo(function WeightStrip(props: WeightStripProps): ReactElement {
  const { learners, t } = props;
  const base = props.base === 0 ? 0 : 1;
  const n = isNum(props.n) ? Math.max(0, Math.floor(props.n)) : 0;
  const rows = learners.length;

  const box = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { w, fs, measured } = useFigureSize(box, DEFAULT_W, DEFAULT_FS);
  const L = stripLayout(w, fs, n, rows);
  const canvas = !L.bars;
  const themeTick = useThemeTick(box, canvas);
  const dpr =
    typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  const support = useMemo(() => cleanSupport(props.support, n), [props.support, n]);
  const stats = useMemo<StripStats[]>(
    () => learners.map((l) => stripStats(l.weights, n, support)),
    [learners, n, support],
  );

  // --- the summary ---
  const coord = (i: number): string => String(i + base);
  const supportText =
    support.length === 0
      ? 'no target'
      : `target's support: coordinate${support.length === 1 ? '' : 's'} ` +
        support.slice(0, SUPPORT_LISTED).map(coord).join(', ') +
        (support.length > SUPPORT_LISTED ? ` and ${support.length - SUPPORT_LISTED} more` : '');
  const learnerText = learners.map((l, r) => {
    const s = stats[r] as StripStats;
    if (props.reading) return `${l.name}: reading the weights`;
    if (s.argMax < 0) return `${l.name}: all weights 0`;
    const target =
      support.length === 0
        ? ''
        : `, ${s.hits} of the ${support.length} target coordinate${
            support.length === 1 ? '' : 's'
          } among its ${s.k} largest`;
    return (
      `${l.name}: largest |w_i| ${fmt(s.maxAbs)} at coordinate ${coord(s.argMax)}` +
      `${s.negative ? ' (negative)' : ''}${target}`
    );
  });
  const round = isNum(t) ? Math.max(0, Math.floor(t)) : 0;
  const aria =
    `Weight vectors over n = ${n} coordinate${n === 1 ? '' : 's'} after round ${round}, ` +
    `each scaled by its largest |w_i|, positive above the middle, negative below; ` +
    `${supportText}. ${learnerText.join('; ') || 'No learners'}`;

  // --- the canvas: repainted when its data, its size or the theme change ---
  const devW = Math.max(1, Math.round(L.W * dpr));
  const devH = Math.max(1, Math.round(L.total * dpr));
  useEffect(() => {
    if (!canvas) return;
    const el = canvasRef.current;
    if (!el) return;
    const ctx = sizedContext(el, devW, devH);
    if (!ctx) return;
    paintStrips(ctx, {
      n,
      weights: learners.map((l) => l.weights),
      maxAbs: stats.map((s) => s.maxAbs),
      support,
      L,
      dpr,
      colors: stripColorsOf(box.current),
    });
    // L is derived from the values below; listing them keeps a new object from repainting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    canvas,
    devW,
    devH,
    n,
    learners,
    stats,
    support,
    L.gx,
    L.gw,
    L.rowH,
    L.S,
    dpr,
    themeTick,
    measured,
  ]);

  const className = `hs-panel hs-linear hs-weight-strip${canvas ? ' on-canvas' : ''}`;
  if (!measured)
    return (
      <figure className={className} ref={box}>
        <PendingSvg label={aria} stage="hs-linear-stage" />
      </figure>
    );

  // --- the SVG ---
  const cell = n > 0 ? L.gw / n : 0;
  const cx = (i: number): number => L.gx + (i + 0.5) * cell;
  const { ticks, labels } = axisTicks(n, L.bars, L.gw, fs, base);
  const half = L.S / 2;
  const markerPath = (m: WeightStripLearner['marker']) => symbolPath(m, 0.5 * fs * fs);

  const rowEls = learners.map((l, r) => {
    const s = stats[r] as StripStats;
    const top = L.Y0 + r * L.rowH;
    const sy = top + L.stripOff;
    const mid = sy + half;
    const nameY = top + 1.05 * fs;
    const maxLong =
      s.argMax < 0
        ? 'all wᵢ = 0'
        : `max |wᵢ| = ${fmt(s.maxAbs)} at i = ${coord(s.argMax)}${s.negative ? ' (<0)' : ''}`;
    const nameW = (l.name.length * 0.62 + 1.6) * fs;
    const maxText =
      s.argMax >= 0 && nameW + maxLong.length * 0.55 * fs > L.W - 2 * PAD
        ? `max |wᵢ| = ${fmt(s.maxAbs)}`
        : maxLong;
    const mk = markerPath(l.marker);
    return (
      <g key={l.id} className="strip-row" data-learner={l.id}>
        {mk ? (
          <path
            className="row-marker"
            d={mk}
            transform={`translate(${PAD + 0.5 * fs},${top + 0.72 * fs})`}
            fill={l.color}
          />
        ) : null}
        <text
          className="row-name"
          x={PAD + 1.2 * fs}
          y={nameY}
          style={{ fill: labelColor(l.color) }}
        >
          {l.name}
        </text>
        <text className="row-max" x={L.W - PAD} y={nameY} textAnchor="end">
          {maxText}
        </text>
        <text className="lane" x={L.gx - 0.3 * fs} y={sy + half / 2 + 0.35 * fs} textAnchor="end">
          +
        </text>
        <text className="lane" x={L.gx - 0.3 * fs} y={sy + 1.5 * half + 0.35 * fs} textAnchor="end">
          −
        </text>
        {L.bars ? (
          <g className="bars">
            {Array.from({ length: n }, (_, i) => {
              const v = l.weights[i];
              if (!isNum(v) || v === 0 || !(s.maxAbs > 0)) return null;
              const h = (Math.abs(v) / s.maxAbs) * (half - 1);
              const bw = Math.max(1, Math.min(cell * 0.72, 2 * fs));
              return (
                <rect
                  key={i}
                  className={`bar ${v > 0 ? 'pos' : 'neg'}`}
                  data-coord={i}
                  x={cx(i) - bw / 2}
                  y={v > 0 ? mid - h : mid}
                  width={bw}
                  height={h}
                />
              );
            })}
          </g>
        ) : null}
        <rect className="strip-frame grid" x={L.gx} y={sy} width={L.gw} height={L.S} />
        <line className="midline" x1={L.gx} x2={L.gx + L.gw} y1={mid} y2={mid} />
        {L.bars && support.length ? (
          <g className="support-ticks" data-coords={support.join(',')}>
            {support.map((i) => {
              const tw = Math.max(2, Math.min(cell * 0.5, 4));
              return (
                <g key={i} data-coord={i}>
                  <rect
                    className="support-tick"
                    x={cx(i) - tw / 2}
                    y={sy - L.tickGap - L.tickH}
                    width={tw}
                    height={L.tickH}
                  />
                  <rect
                    className="support-tick"
                    x={cx(i) - tw / 2}
                    y={sy + L.S + L.tickGap}
                    width={tw}
                    height={L.tickH}
                  />
                </g>
              );
            })}
          </g>
        ) : null}
      </g>
    );
  });

  const axisY = L.axisY;
  const binned = canvas && n > 0 ? n / Math.max(1, stripDevice(L, 0, 1).pxW) : 0;
  const axis = (
    <g className="coord-axis" aria-hidden="true">
      <line className="axis-line" x1={L.gx} x2={L.gx + L.gw} y1={axisY} y2={axisY} />
      {ticks.map((c) => (
        <line
          key={c}
          className="axis-line"
          x1={cx(c - base)}
          x2={cx(c - base)}
          y1={axisY}
          y2={axisY + 0.4 * fs}
        />
      ))}
      {labels.map((c) => (
        <text
          key={c}
          className="tick-label"
          data-coord={c - base}
          x={cx(c - base)}
          y={axisY + 0.4 * fs + 1.0 * fs}
          textAnchor="middle"
        >
          {fmtTick(c)}
        </text>
      ))}
      <text
        className="axis-label"
        x={L.gx + L.gw / 2}
        y={L.total - PAD - 0.3 * fs}
        textAnchor="middle"
      >
        {`coordinate i (n = ${fmtTick(n)}), round ${fmtTick(round)}`}
      </text>
    </g>
  );

  return (
    <figure className={className} ref={box}>
      <div className="hs-linear-stage">
        {canvas ? <canvas className="hs-linear-canvas" ref={canvasRef} aria-hidden="true" /> : null}
        <svg
          viewBox={`0 0 ${L.W} ${L.total}`}
          width={L.W}
          height={L.total}
          role="img"
          aria-label={aria}
        >
          {rowEls}
          {axis}
        </svg>
      </div>
      <ul className="hs-legend" aria-label="Legend">
        <li>
          <svg viewBox="0 0 36 14" aria-hidden="true" focusable="false">
            <rect className="swatch pos" x={4} y={1} width={28} height={6} />
            <line className="swatch-mid" x1={4} x2={32} y1={7} y2={7} />
          </svg>
          <span>wᵢ &gt; 0 (upper half)</span>
        </li>
        <li>
          <svg viewBox="0 0 36 14" aria-hidden="true" focusable="false">
            <line className="swatch-mid" x1={4} x2={32} y1={7} y2={7} />
            <rect className="swatch neg" x={4} y={7} width={28} height={6} />
          </svg>
          <span>wᵢ &lt; 0 (lower half)</span>
        </li>
        {support.length ? (
          <li>
            <svg viewBox="0 0 36 14" aria-hidden="true" focusable="false">
              <rect className="support-tick" x={17} y={0} width={3} height={4} />
              <rect className="swatch-frame" x={4} y={5} width={28} height={4} />
              <rect className="support-tick" x={17} y={10} width={3} height={4} />
            </svg>
            <span>target coordinate (uᵢ ≠ 0)</span>
          </li>
        ) : null}
      </ul>
      {canvas ? (
        <p className="hs-hint">
          {`Shading: |wᵢ| as a share of its row's largest${
            binned > 1
              ? `; a pixel covers about ${Math.round(binned)} coordinates and shows the largest |wᵢ| among them`
              : ''
          }.`}
        </p>
      ) : null}
      <ExportButtons target={box} name="hindsight-weight-vectors" what="the weight vectors" />
    </figure>
  );
});

export default WeightStrip;
