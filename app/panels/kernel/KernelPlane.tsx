import { memo, useMemo, useRef, type MouseEvent, type ReactElement } from 'react';
import { drawnAfterFirstFrame } from '../pending-figure';
import '../panels.css';
import './kernel.css';
import type { ScoreMap } from '../../../src/scenes/kernel-perceptron-grid';
import { ExportButtons } from '../../export/ExportButtons';
import { PlaneAxes } from '../PlaneAxes';
import { PlaneLatestPoint, PlanePointMarks } from '../PlanePointMarks';
import { PlaneCanvas } from '../PlaneCanvas';
import { pointsOnCanvas, VB } from '../plane-geometry';
import type { PlanePoints } from '../plane-types';
import { useTextScale } from '../useTextScale';

export interface KernelPlaneProps {
  /** The plane shows [−extent, extent]². */
  extent: number;
  /** The disk the synthetic streams fill; none when not positive. */
  radius: number;
  /** The points so far; `mistake` marks the support set (the points that caused an update). */
  points: PlanePoints;
  /** The score's map (worker-made), or null while none has come. */
  map: ScoreMap | null;
  /** |S_t|, for the summary. */
  supportSize: number;
  /** Click adds +1, shift-click or right-click −1, at the clicked data coordinates. */
  onAddPoint?: (x1: number, x2: number, y: 1 | -1) => void;
  label?: string;
}

/**
 * The tint of a band: its sign's colour mixed into the background, 5 %, 10 % or 15 %: at 15 % the
 * orange crosses keep 3:1 against the orange tint they mostly lie on (light theme: 3.2:1).
 */
export const bandTint = (sign: 1 | -1, strength: number): string =>
  `color-mix(in srgb, var(${sign > 0 ? '--pos' : '--neg'}) ${5 * Math.max(1, Math.min(3, strength))}%, var(--bg))`;

/**
 * The score map: the plane painted with the strongest negative tint, each region {f ≥ v} over
 * it, lowest first, and the decision boundary f = 0 as a thick line. Memoised on the map, which
 * changes only when the worker sends a new one.
 */
const ScoreLayer = memo(function ScoreLayer({ map }: { map: ScoreMap | null }) {
  if (!map || map.max === 0) return null;
  return (
    <g className="hs-kernel-map">
      <rect className="band" x={0} y={0} width={VB} height={VB} style={{ fill: bandTint(-1, 3) }} />
      {map.bands.map((b) => (
        <path
          key={b.value}
          className="band"
          d={b.fill}
          fillRule="evenodd"
          style={{ fill: bandTint(b.sign, b.strength) }}
          data-sign={b.sign}
          data-strength={b.strength}
        />
      ))}
    </g>
  );
});

const Boundary = memo(function Boundary({ map }: { map: ScoreMap | null }) {
  if (!map || !map.boundary) return null;
  return <path className="hs-kernel-boundary" d={map.boundary} data-testid="kernel-boundary" />;
});

/**
 * The kernel perceptron's plane: the score f_t as tinted bands (blue where f > 0, orange where
 * f < 0, deeper with |f|), the boundary f = 0, and the points with the support set ringed.
 */
/** The plane, drawn a frame after the rest of the page's first lesson render. */
export const KernelPlane = drawnAfterFirstFrame(KernelPlaneFigure, {
  box: 'hs-panel hs-plane hs-kernel-plane',
  stage: 'hs-plane-stage',
  label: (p) => p.label ?? 'Plane',
});

function KernelPlaneFigure(props: KernelPlaneProps): ReactElement {
  const { extent, radius, points, map, supportSize, onAddPoint, label } = props;
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
  const useCanvas = pointsOnCanvas(count);
  const stageRef = useRef<HTMLDivElement>(null);

  const toData = (e: MouseEvent<SVGSVGElement>): [number, number] | null => {
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

  const summary = useMemo(
    () =>
      `${label ?? 'Plane'}: ${count} point${count === 1 ? '' : 's'}, ` +
      `support set of ${supportSize} point${supportSize === 1 ? '' : 's'}` +
      (map && map.max > 0 ? ', the boundary f = 0 drawn' : ', no boundary yet (f ≡ 0)'),
    [label, count, supportSize, map],
  );

  useTextScale(stageRef, VB);
  const panelRef = useRef<HTMLDivElement>(null);
  const viewBox = `0 0 ${VB} ${VB}`;
  return (
    <div className="hs-panel hs-plane hs-kernel-plane hs-scaled" ref={panelRef}>
      <div className="hs-plane-stage" ref={stageRef}>
        <svg className="hs-plane-back" viewBox={viewBox} aria-hidden="true" focusable="false">
          <ScoreLayer map={map} />
          <PlaneAxes extent={E} radius={radius} />
          <Boundary map={map} />
        </svg>
        <PlaneCanvas
          stageRef={stageRef}
          shown={useCanvas}
          points={points}
          count={count}
          extent={E}
        />
        <svg
          className={`hs-plane-front${onAddPoint ? ' adding' : ''}`}
          viewBox={viewBox}
          role="img"
          aria-label={summary}
          onClick={onClick}
          onContextMenu={onContextMenu}
        >
          <PlanePointMarks points={points} count={count} extent={E} onCanvas={useCanvas} />
          {useCanvas ? <PlaneLatestPoint points={points} count={count} extent={E} /> : null}
        </svg>
      </div>
      <p className="hs-hint hs-kernel-legend">
        Tint: blue where f_t &gt; 0 (predicts +1), orange where f_t &lt; 0, deeper as |f_t| grows;
        the thick line is the boundary f_t = 0. Ringed points are the support set.
      </p>
      {onAddPoint ? (
        <p className="hs-hint">
          Click to add a +1 point; shift-click or right-click adds a −1 point.
        </p>
      ) : null}
      <ExportButtons target={panelRef} name="hindsight-kernel-plane" what="the plane" />
    </div>
  );
}
