import { useMemo, useRef, type MouseEvent, type ReactElement } from 'react';
import { drawnAfterFirstFrame } from './pending-figure';
import './panels.css';
import { useTextScale } from './useTextScale';
import { ExportButtons } from '../export/ExportButtons';
import {
  SVG_POINT_LIMIT,
  VB,
  countMistakes,
  fmt,
  lineThroughOrigin,
  pointsOnCanvas,
  type Vec,
} from './plane-geometry';
import { PlaneCanvas } from './PlaneCanvas';
import { shownW, useUpdateProgress } from './plane-animation';
import { PlaneAxes } from './PlaneAxes';
import { PlaneBand, PlaneTarget } from './PlaneTarget';
import { PlaneLatestPoint, PlanePointMarks } from './PlanePointMarks';
import { PlaneLearners, PlaneUpdateArrow } from './PlaneLearners';
import type { PlaneLearner, PlanePoints, PlaneUpdate } from './plane-types';

export type { PlaneLearner, PlanePoints, PlaneUpdate };

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
  /** A run playing fast: every point goes to the canvas (pointsOnCanvas). */
  fast?: boolean;
}

export { SVG_POINT_LIMIT, lineThroughOrigin };

/** The plane, drawn a frame after the rest of the page's first lesson render. */
export const PlanePanel = drawnAfterFirstFrame(PlaneFigure, {
  box: 'hs-panel hs-plane',
  stage: 'hs-plane-stage',
  label: (p) => p.label ?? 'Plane',
});

function PlaneFigure(props: PlaneProps): ReactElement {
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
  const useCanvas = pointsOnCanvas(count, props.fast);

  // --- animation of the primary learner's update ---
  const progress = useUpdateProgress(update);
  const ws = learners.map((l, i) => shownW(l, i, update, progress));

  // --- canvas layer ---
  const stageRef = useRef<HTMLDivElement>(null);

  const mistakes = useMemo(() => countMistakes(points.mistake, count), [points.mistake, count]);

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

  const primaryW = ws[0] ?? null;
  const summary =
    `${label ?? 'Plane'}: ${count} point${count === 1 ? '' : 's'}, ` +
    `${mistakes} mistake${mistakes === 1 ? '' : 's'}` +
    (primaryW ? `, w = (${fmt(primaryW[0])}, ${fmt(primaryW[1])})` : '');

  useTextScale(stageRef, VB);
  const panelRef = useRef<HTMLDivElement>(null);
  const viewBox = `0 0 ${VB} ${VB}`;

  return (
    <div className="hs-panel hs-plane hs-scaled" ref={panelRef}>
      <div className="hs-plane-stage" ref={stageRef}>
        <svg className="hs-plane-back" viewBox={viewBox} aria-hidden="true" focusable="false">
          <PlaneAxes extent={E} radius={radius} />
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
          {/* Over the canvas (a tint), under the SVG points and the lines. */}
          <PlaneBand extent={E} wstar={wstar} gamma={gamma} showTarget={showTarget} />
          <PlanePointMarks points={points} count={count} extent={E} onCanvas={useCanvas} />
          <PlaneTarget extent={E} wstar={wstar} showTarget={showTarget} />
          <PlaneLearners extent={E} learners={learners} ws={ws} />
          <PlaneUpdateArrow extent={E} update={update} />
          {useCanvas ? <PlaneLatestPoint points={points} count={count} extent={E} /> : null}
        </svg>
      </div>
      {onAddPoint ? (
        <p className="hs-hint">
          Click to add a +1 point; shift-click or right-click adds a −1 point.
        </p>
      ) : null}
      <ExportButtons target={panelRef} name="hindsight-plane" what="the plane" />
    </div>
  );
}

export default PlanePanel;
