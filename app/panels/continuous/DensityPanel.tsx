import { memo, useEffect, useRef } from 'react';
import { useTextScale } from '../useTextScale';
import { CONTOUR_VIEWBOX } from '../../../src/geometry/contour-map';
import type { DensityAnswer } from '../../../src/scenes/hedge-continuous';
import { formatNumber } from '../../../src/theory/types';
import { sizedContext } from '../canvas-context';
import { OKABE_ITO } from '../palette';
import './continuous.css';

export interface DensityPanelProps {
  answer: DensityAnswer | null;
  /** Ω's dimension (the meta's): the figure's shape while the first answer is computed. */
  dim: 1 | 2;
  /** The losses' range M, the scale of ℓ_t's axis. */
  M: number;
  label: string;
}

const W = 600;
// Room for the labels at their largest (14 CSS px on a phone is about 25 units of the viewBox).
const TOP = 190;
const GAP = 40;
const LOW = 110;
const H = TOP + GAP + LOW + 32;
/** The density's peak is drawn this far below the top label. */
const HEAD = 36;

/** A path through (x_i, y_i) of n points. */
function pathOf(n: number, x: (i: number) => number, y: (i: number) => number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const yi = y(i);
    if (!Number.isFinite(yi)) continue;
    d += `${d === '' ? 'M' : 'L'}${x(i).toFixed(1)},${yi.toFixed(1)}`;
  }
  return d;
}

function maxOf(v: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < v.length; i++) if ((v[i] as number) > m) m = v[i] as number;
  return m;
}

function minMax(v: ArrayLike<number>): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < v.length; i++) {
    const x = v[i] as number;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return [lo, hi];
}

/** 1-D: p₀ (dotted) and p_t (solid) above; L_t (solid) and ℓ_t (dashed) below; w_t marked. */
function Interval({ answer: a, M, label }: DensityPanelProps & { answer: DensityAnswer }) {
  // The labels keep their CSS size however narrow the figure is drawn (a phone).
  const box = useRef<HTMLDivElement>(null);
  useTextScale(box, W);
  const G = a.G;
  const x = (i: number) => 40 + ((i + 0.5) / G) * (W - 60);
  const xAt = (w: number) => 40 + ((w - a.a) / (a.b - a.a)) * (W - 60);
  const p = a.p ?? new Float64Array(0);
  const p0 = a.p0 ?? new Float64Array(0);
  const top = Math.max(maxOf(p), maxOf(p0)) || 1;
  const yP = (v: number) => TOP - (v / top) * (TOP - HEAD);
  const L = a.L ?? new Float64Array(0);
  const [lo, hi] = minMax(L);
  const span = hi > lo ? hi - lo : 1;
  const base = TOP + GAP;
  const yL = (v: number) => base + LOW - ((v - lo) / span) * (LOW - 8);
  const yl = (v: number) => base + LOW - (v / (M || 1)) * (LOW - 8);
  const sx = a.sample >= 0 ? x(a.sample) : null;
  const mean = a.mean[0];
  return (
    <div ref={box} className="density-interval hs-scaled">
      <svg
        className="density-plot"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <line className="grid" x1={40} x2={W - 20} y1={TOP} y2={TOP} stroke="var(--grid)" />
        <line
          className="grid"
          x1={40}
          x2={W - 20}
          y1={base + LOW}
          y2={base + LOW}
          stroke="var(--grid)"
        />
        <text x={44} y={26} className="axis-label">
          density (max {formatNumber(top)})
        </text>
        <path
          data-series="prior"
          d={pathOf(G, x, (i) => yP(p0[i] as number))}
          fill="none"
          stroke="var(--fg)"
          strokeWidth={2}
          strokeDasharray="2 4"
        />
        <path
          data-series="density"
          d={pathOf(G, x, (i) => yP(p[i] as number))}
          fill="none"
          stroke={OKABE_ITO.blue}
          strokeWidth={2.5}
        />
        <text x={44} y={base - 4} className="axis-label">
          {`Lₜ: ${formatNumber(lo)} to ${formatNumber(hi)} · ℓₜ: 0 to ${formatNumber(M)}`}
        </text>
        {a.L ? (
          <path
            data-series="landscape"
            d={pathOf(G, x, (i) => yL(L[i] as number))}
            fill="none"
            stroke={OKABE_ITO.orange}
            strokeWidth={2.5}
          />
        ) : null}
        {a.loss ? (
          <path
            data-series="loss"
            d={pathOf(G, x, (i) => yl(a.loss?.[i] as number))}
            fill="none"
            stroke={OKABE_ITO.green}
            strokeWidth={2}
            strokeDasharray="8 4"
          />
        ) : null}
        {sx !== null ? (
          <g data-mark="sample">
            <line
              x1={sx}
              x2={sx}
              y1={HEAD}
              y2={base + LOW}
              stroke={OKABE_ITO.vermillion}
              strokeWidth={2}
              strokeDasharray="4 3"
            />
            <path
              d={`M${sx},${TOP + 2}l-7,12h14z`}
              fill={OKABE_ITO.vermillion}
              stroke="var(--bg)"
            />
          </g>
        ) : null}
        {mean !== undefined && Number.isFinite(mean) ? (
          <circle
            data-mark="mean"
            cx={xAt(mean)}
            cy={TOP}
            r={5}
            fill="var(--bg)"
            stroke="var(--fg)"
            strokeWidth={2}
          />
        ) : null}
        <text x={40} y={H - 4} className="axis-label">
          {formatNumber(a.a)}
        </text>
        <text x={W - 20} y={H - 4} className="axis-label" textAnchor="end">
          {formatNumber(a.b)}
        </text>
      </svg>
    </div>
  );
}

/** 2-D: p_t as a heat map (a G×G image), L_t's level lines over it, w_t and the mean marked. */
function Square({ answer: a, label }: DensityPanelProps & { answer: DensityAnswer }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const { G, intensity } = a;
  useEffect(() => {
    const el = canvas.current;
    if (!el || !intensity) return;
    const ctx = sizedContext(el, G, G);
    if (!ctx || typeof ImageData === 'undefined') return;
    const img = new ImageData(G, G);
    const d = img.data;
    // Okabe–Ito blue, its opacity the density relative to its peak: the page's background
    // shows through where p_t has no mass, in every theme.
    for (let i = 0; i < intensity.length; i++) {
      d[4 * i] = 0;
      d[4 * i + 1] = 114;
      d[4 * i + 2] = 178;
      d[4 * i + 3] = intensity[i] as number;
    }
    ctx.putImageData(img, 0, 0);
  }, [intensity, G]);
  const VB = CONTOUR_VIEWBOX;
  const cell = (k: number): [number, number] => [
    (((k % G) + 0.5) / G) * VB,
    ((Math.floor(k / G) + 0.5) / G) * VB,
  ];
  const toVb = (w: number, flip: boolean) => {
    const f = (w - a.a) / (a.b - a.a);
    return (flip ? 1 - f : f) * VB;
  };
  const s = a.sample >= 0 ? cell(a.sample) : null;
  const [mx, my] = a.mean;
  return (
    <div className="density-square">
      <canvas ref={canvas} className="band density-canvas" aria-hidden="true" />
      <svg viewBox={`0 0 ${VB} ${VB}`} role="img" aria-label={label}>
        <rect
          className="grid"
          x={0}
          y={0}
          width={VB}
          height={VB}
          fill="none"
          stroke="var(--grid)"
        />
        {a.contours?.levels.map((l, k) => (
          <path
            key={k}
            data-series="landscape"
            d={l.line}
            fill="none"
            stroke={OKABE_ITO.orange}
            strokeWidth={1.5}
          />
        ))}
        {s ? (
          <g data-mark="sample" stroke={OKABE_ITO.vermillion} strokeWidth={3}>
            <path d={`M${s[0] - 8},${s[1] - 8}l16,16M${s[0] - 8},${s[1] + 8}l16,-16`} />
          </g>
        ) : null}
        {mx !== undefined && my !== undefined && Number.isFinite(mx) && Number.isFinite(my) ? (
          <circle
            data-mark="mean"
            cx={toVb(mx, false)}
            cy={toVb(my, true)}
            r={6}
            fill="var(--bg)"
            stroke="var(--fg)"
            strokeWidth={2}
          />
        ) : null}
      </svg>
    </div>
  );
}

/** What the figure shows, by Ω's dimension: the caption's first sentence. */
function legendOf(dim: 1 | 2) {
  return dim === 1 ? (
    <>
      p₀ dotted, pₜ solid (blue), the draw wₜ ~ pₜ as a triangle (vermillion), the mean as a circle;
      below, the cumulative loss Lₜ (orange, solid) and this round’s ℓₜ (green, dashed).
    </>
  ) : (
    <>
      pₜ as shading (darker = more mass), the level lines of the cumulative loss Lₜ (orange), the
      draw wₜ ~ pₜ as a cross (vermillion), the mean as a circle.
    </>
  );
}

/**
 * The Gibbs density p_t over Ω with the draw, and the cumulative loss landscape. Until the first
 * answer, a box of the figure's shape and its caption keep the place, so nothing below moves
 * when the figure comes.
 */
export const DensityPanel = memo(function DensityPanel(props: DensityPanelProps) {
  const a = props.answer;
  if (!a) {
    return (
      <figure className="density-panel" aria-busy="true">
        <div
          className={`density-wait${props.dim === 2 ? ' density-square' : ''}`}
          style={props.dim === 1 ? { aspectRatio: `${W} / ${H}` } : undefined}
        >
          Computing the density…
        </div>
        {/* The same sentence as the figure's caption, its numbers still unknown: a shorter
            caption here grew by a line when the figure came, and moved what is below it. */}
        <figcaption>{legendOf(props.dim)} Round —; entropy — nats on — cells.</figcaption>
      </figure>
    );
  }
  return (
    <figure className="density-panel">
      {a.dim === 1 ? <Interval {...props} answer={a} /> : <Square {...props} answer={a} />}
      <figcaption>
        {legendOf(a.dim)} Round {a.t}; entropy {formatNumber(a.entropy)} nats on{' '}
        {a.dim === 1 ? a.G : a.G * a.G} cells.
      </figcaption>
    </figure>
  );
});
