import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { easeCubicInOut } from 'd3-ease';
import { interpolateNumber } from 'd3-interpolate';
import { scaleLinear } from 'd3-scale';
import './panels.css';

export interface PlaneLearner {
  id: string;
  name: string;
  color: string;
  dash: string;
  w: [number, number];
}

/** Rounds 1..count are indexes 0..count−1; `mistake` refers to the first learner. */
export interface PlanePoints {
  x1: ArrayLike<number>;
  x2: ArrayLike<number>;
  y: ArrayLike<number>;
  mistake: ArrayLike<number>;
  count: number;
}

export interface PlaneUpdate {
  from: [number, number];
  to: [number, number];
  x: [number, number];
  y: 1 | -1;
  durationMs: number;
}

export interface PlaneProps {
  /** The plane shows [−extent, extent]². */
  extent: number;
  points: PlanePoints;
  /** The hyperplane {x: ⟨w, x⟩ = 0} and the arrow w_t of each learner; the first is primary. */
  learners: PlaneLearner[];
  /** Unit target, drawn as a dashed arrow with its boundary line when showTarget. */
  wstar: [number, number] | null;
  /** Margin band |⟨w*, x⟩| < γ, shaded when showTarget && wstar. */
  gamma: number;
  /** Circle of radius R, faint. */
  radius: number;
  showTarget: boolean;
  /**
   * The primary learner's last update: animates w from `from` to `to` (durationMs > 0) and draws
   * the added vector y·x from the tip of w_t; durationMs 0 snaps.
   */
  update: PlaneUpdate | null;
  /** Click adds +1, shift-click or right-click adds −1, at the clicked data coordinates. */
  onAddPoint?: (x1: number, x2: number, y: 1 | -1) => void;
  /** Accessible name, prefixed to the summary in the svg's aria-label. */
  label?: string;
}

import {
  SVG_POINT_LIMIT,
  VB,
  arrow,
  bandPolygon,
  countMistakes,
  finite2,
  fitInBox,
  fmt,
  lineThroughOrigin,
  mapX,
  mapY,
  type Vec,
} from './plane-geometry';
import { syncCanvas, useThemeTick, type CanvasState } from './plane-canvas';

export { SVG_POINT_LIMIT, lineThroughOrigin };

export function PlanePanel(props: PlaneProps): ReactElement {
  const { extent, points, learners, wstar, gamma, radius, showTarget, update, onAddPoint, label } =
    props;
  const E = extent > 0 && Number.isFinite(extent) ? extent : 1;
  const count = Math.max(
    0,
    Math.min(
      Math.floor(points.count) || 0,
      points.x1.length,
      points.x2.length,
      points.y.length,
      points.mistake.length,
    ),
  );
  const useCanvas = count > SVG_POINT_LIMIT;

  const px = (x: number): number => mapX(E, x);
  const py = (y: number): number => mapY(E, y);
  const P = (v: readonly number[]): Vec => [px(v[0] as number), py(v[1] as number)];

  // --- animation of the primary learner's update ---
  const upKey = update
    ? `${update.from[0]},${update.from[1]}>${update.to[0]},${update.to[1]}@${update.x[0]},${update.x[1]}:${update.y}`
    : '';
  const duration = update && update.durationMs > 0 ? update.durationMs : 0;
  const canAnimate = typeof requestAnimationFrame === 'function';
  const [anim, setAnim] = useState<{ key: string; p: number } | null>(null);
  useEffect(() => {
    if (!upKey || !(duration > 0) || typeof requestAnimationFrame !== 'function') return;
    let raf = 0;
    let start = -1;
    const tick = (now: number) => {
      if (start < 0) start = now;
      const p = Math.min(1, (now - start) / duration);
      setAnim({ key: upKey, p });
      if (p < 1) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [upKey, duration]);
  let progress = 1;
  if (update && duration > 0 && canAnimate) progress = anim && anim.key === upKey ? anim.p : 0;

  const shownW = (l: PlaneLearner, i: number): Vec => {
    if (i === 0 && update && progress < 1) {
      const e = easeCubicInOut(progress);
      return [
        interpolateNumber(update.from[0], update.to[0])(e),
        interpolateNumber(update.from[1], update.to[1])(e),
      ];
    }
    return l.w;
  };

  // --- canvas layer ---
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const canvasState = useRef<CanvasState>({
    canvas: null,
    count: 0,
    extent: NaN,
    size: 0,
    colors: '',
    dense: false,
  });
  const [cssSize, setCssSize] = useState(0);
  useEffect(() => {
    const el = stageRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      if (w > 0) setCssSize(Math.round(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const themeTick = useThemeTick(stageRef, useCanvas);
  useEffect(() => {
    if (!useCanvas) return;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const size = cssSize || stageRef.current?.clientWidth || VB;
    syncCanvas(canvas, canvasState.current, points, count, E, size, themeTick);
  }, [useCanvas, points, count, E, cssSize, themeTick]);

  // --- static layers ---
  const grid = useMemo(() => {
    const ticks = scaleLinear().domain([-E, E]).ticks(8);
    const labels = scaleLinear().domain([-E, E]).ticks(4);
    return { ticks, labels };
  }, [E]);

  const band = useMemo(() => {
    if (!showTarget || !wstar || !finite2(wstar) || !(gamma > 0) || !Number.isFinite(gamma))
      return null;
    const n = Math.hypot(wstar[0], wstar[1]);
    if (!(n > 0)) return null;
    const poly = bandPolygon([wstar[0] / n, wstar[1] / n], gamma, E);
    if (poly.length < 3) return null;
    return poly.map((p) => `${mapX(E, p[0]).toFixed(2)},${mapY(E, p[1]).toFixed(2)}`).join(' ');
  }, [showTarget, wstar, gamma, E]);

  // --- points as SVG elements (few) ---
  const svgPoints = useMemo(() => {
    if (useCanvas) return null;
    const out: ReactElement[] = [];
    const r = 4.2;
    for (let i = 0; i < count; i++) {
      const a = points.x1[i] as number;
      const b = points.x2[i] as number;
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      const pos = (points.y[i] as number) > 0;
      const mis = !!points.mistake[i];
      const latest = i === count - 1;
      const cls = `pt ${pos ? 'pos' : 'neg'}${mis ? ' mistake' : ''}${latest ? ' latest' : ''}`;
      out.push(
        <g
          key={i}
          className={cls}
          transform={`translate(${mapX(E, a).toFixed(2)},${mapY(E, b).toFixed(2)})${latest ? ' scale(1.6)' : ''}`}
        >
          {pos ? (
            <circle className="shape" r={r} />
          ) : (
            <path className="shape" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
          )}
          {mis ? <circle className="ring" r={r + 3} /> : null}
          {latest ? <circle className="halo" r={r + 5.5} /> : null}
        </g>,
      );
    }
    return out;
  }, [useCanvas, points, count, E]);

  const mistakes = useMemo(() => countMistakes(points.mistake, count), [points.mistake, count]);

  // --- the latest point, emphasised over the canvas ---
  let latestOverlay: ReactElement | null = null;
  if (useCanvas && count > 0) {
    const i = count - 1;
    const a = points.x1[i] as number;
    const b = points.x2[i] as number;
    if (Number.isFinite(a) && Number.isFinite(b)) {
      const pos = (points.y[i] as number) > 0;
      const r = 6.5;
      latestOverlay = (
        <g
          className={`pt-latest ${pos ? 'pos' : 'neg'}${points.mistake[i] ? ' mistake' : ''}`}
          transform={`translate(${px(a).toFixed(2)},${py(b).toFixed(2)})`}
        >
          {pos ? (
            <circle className="shape" r={r} />
          ) : (
            <path className="shape" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
          )}
          {points.mistake[i] ? <circle className="ring" r={r + 3.5} /> : null}
          <circle className="halo" r={r + 7} />
        </g>
      );
    }
  }

  // --- learners: hyperplanes and arrows ---
  const origin: Vec = [px(0), py(0)];
  const learnerEls = learners.map((l, i) => {
    const w = shownW(l, i);
    if (!finite2(w)) return null;
    const seg = lineThroughOrigin(w, E);
    const { tip, clipped } = fitInBox(w, 0.93 * E);
    const arr = arrow(origin, P(tip));
    const norm = Math.hypot(w[0], w[1]);
    const tipPx = P(tip);
    const lx = Math.min(VB - 8, Math.max(8, tipPx[0] + 8));
    const ly = Math.min(VB - 8, Math.max(16, tipPx[1] - 8));
    const dash = l.dash || undefined;
    return (
      <g
        key={l.id}
        className={`learner${i === 0 ? ' primary' : ''}`}
        data-learner={l.id}
        data-w={`${w[0]},${w[1]}`}
      >
        {seg ? (
          <line
            className="hyperplane"
            x1={P(seg[0])[0]}
            y1={P(seg[0])[1]}
            x2={P(seg[1])[0]}
            y2={P(seg[1])[1]}
            stroke={l.color}
            strokeDasharray={dash}
          />
        ) : null}
        {arr ? (
          <g className={`w-arrow${clipped ? ' clipped' : ''}`}>
            <path className="shaft" d={arr.shaft} stroke={l.color} strokeDasharray={dash} />
            <path className="head" d={arr.head} fill={l.color} />
          </g>
        ) : null}
        <text
          className="vec-label"
          x={lx}
          y={ly}
          textAnchor={lx > VB - 60 ? 'end' : 'start'}
          style={{ fill: l.color }}
        >
          w
          <tspan baselineShift="sub" fontSize="0.75em">
            t
          </tspan>
          {i === 0 ? '' : ` ${l.name}`}
          {clipped ? ` (‖w‖ = ${fmt(norm)})` : ''}
          {norm === 0 ? ' = 0' : ''}
        </text>
      </g>
    );
  });

  // --- the added vector y·x from the tip of w_t ---
  let added: ReactElement | null = null;
  if (update && finite2(update.from) && finite2(update.x)) {
    const end: Vec = [
      update.from[0] + update.y * update.x[0],
      update.from[1] + update.y * update.x[1],
    ];
    const arr = arrow(P(update.from), P(end), 9, 4.5);
    if (arr) {
      const mid = P([(update.from[0] + end[0]) / 2, (update.from[1] + end[1]) / 2]);
      added = (
        <g className="added" data-from={`${update.from[0]},${update.from[1]}`}>
          <path className="shaft" d={arr.shaft} />
          <path className="head" d={arr.head} />
          <text
            className="vec-label"
            x={mid[0] + 6}
            y={mid[1] - 6}
            style={{ fill: 'var(--accent)' }}
          >
            {update.y > 0 ? '+x' : '−x'}
          </text>
        </g>
      );
    }
  }

  // --- the target ---
  let target: ReactElement | null = null;
  if (showTarget && wstar && finite2(wstar)) {
    const seg = lineThroughOrigin(wstar, E);
    const { tip } = fitInBox(wstar, 0.93 * E);
    const arr = arrow(origin, P(tip));
    const tipPx = P(tip);
    target = (
      <g className="target">
        {seg ? (
          <line
            className="target-boundary"
            x1={P(seg[0])[0]}
            y1={P(seg[0])[1]}
            x2={P(seg[1])[0]}
            y2={P(seg[1])[1]}
          />
        ) : null}
        {arr ? (
          <>
            <path className="shaft" d={arr.shaft} />
            <path className="head" d={arr.head} />
          </>
        ) : null}
        <text
          className="vec-label"
          x={Math.min(VB - 24, Math.max(4, tipPx[0] - 26))}
          y={Math.min(VB - 6, Math.max(16, tipPx[1] + 18))}
        >
          w*
        </text>
      </g>
    );
  }

  // --- interaction ---
  const toData = (e: MouseEvent<SVGSVGElement>): Vec | null => {
    const rect = e.currentTarget.getBoundingClientRect();
    const s = Math.min(rect.width, rect.height) / VB;
    if (!(s > 0)) return null;
    const ox = rect.left + (rect.width - VB * s) / 2;
    const oy = rect.top + (rect.height - VB * s) / 2;
    const vx = (e.clientX - ox) / s;
    const vy = (e.clientY - oy) / s;
    if (!(vx >= 0 && vx <= VB && vy >= 0 && vy <= VB)) return null;
    return [(vx / VB) * 2 * E - E, E - (vy / VB) * 2 * E];
  };
  const onClick = onAddPoint
    ? (e: MouseEvent<SVGSVGElement>) => {
        const d = toData(e);
        if (d) onAddPoint(d[0], d[1], e.shiftKey ? -1 : 1);
      }
    : undefined;
  const onContextMenu = onAddPoint
    ? (e: MouseEvent<SVGSVGElement>) => {
        e.preventDefault();
        const d = toData(e);
        if (d) onAddPoint(d[0], d[1], -1);
      }
    : undefined;

  const primary = learners[0];
  const primaryW = primary ? shownW(primary, 0) : null;
  const summary =
    `${label ?? 'Plane'}: ${count} point${count === 1 ? '' : 's'}, ` +
    `${mistakes} mistake${mistakes === 1 ? '' : 's'}` +
    (primaryW ? `, w = (${fmt(primaryW[0])}, ${fmt(primaryW[1])})` : '');

  const rPx = radius > 0 && Number.isFinite(radius) ? (radius / (2 * E)) * VB : 0;
  const viewBox = `0 0 ${VB} ${VB}`;

  return (
    <div className="hs-panel hs-plane">
      <div className="hs-plane-stage" ref={stageRef}>
        <svg className="hs-plane-back" viewBox={viewBox} aria-hidden="true" focusable="false">
          <g className="grid">
            {grid.ticks.map((v) => (
              <g key={v}>
                <line x1={px(v)} x2={px(v)} y1={0} y2={VB} />
                <line x1={0} x2={VB} y1={py(v)} y2={py(v)} />
              </g>
            ))}
          </g>
          <g className="axis">
            <line x1={px(0)} x2={px(0)} y1={0} y2={VB} />
            <line x1={0} x2={VB} y1={py(0)} y2={py(0)} />
          </g>
          <g className="tick-labels">
            {grid.labels
              .filter((v) => v !== 0)
              .map((v) => (
                <g key={v}>
                  <text className="tick-label" x={px(v)} y={py(0) + 14} textAnchor="middle">
                    {fmt(v)}
                  </text>
                  <text className="tick-label" x={px(0) - 5} y={py(v) + 4} textAnchor="end">
                    {fmt(v)}
                  </text>
                </g>
              ))}
          </g>
          {rPx > 0 ? <circle className="radius" cx={px(0)} cy={py(0)} r={rPx} /> : null}
        </svg>
        {useCanvas ? (
          <canvas className="hs-plane-canvas" ref={canvasRef} aria-hidden="true" />
        ) : null}
        <svg
          className={`hs-plane-front${onAddPoint ? ' adding' : ''}`}
          viewBox={viewBox}
          role="img"
          aria-label={summary}
          onClick={onClick}
          onContextMenu={onContextMenu}
        >
          {/* Over the canvas (a tint), under the SVG points and the lines. */}
          {band ? <polygon className="band" points={band} /> : null}
          <g className="points">{svgPoints}</g>
          {target}
          {learnerEls}
          {added}
          {latestOverlay}
        </svg>
      </div>
      {onAddPoint ? (
        <p className="hs-hint">
          Click to add a +1 point; shift-click or right-click adds a −1 point.
        </p>
      ) : null}
    </div>
  );
}

export default PlanePanel;
