import { memo, useMemo, useRef, type MouseEvent, type ReactElement } from 'react';
import { drawnAfterFirstFrame } from '../pending-figure';
import '../panels.css';
import './oco-plane.css';
import { VB } from '../plane-geometry';
import { useTextScale } from '../useTextScale';
import { ExportButtons } from '../../export/ExportButtons';
import { PlaneAxes } from '../PlaneAxes';
import type { OcoPlaneProps } from './oco-types';
import { computeContourMap } from '../../../src/geometry/contour-map';
import { decimateTrail, trailLength } from './trail-decimation';
import { useStepProgress, stepPose } from './step-animation';
import {
  backdropRadius,
  clientToData,
  isFinite2,
  safeExtent,
  toView,
  type Vec,
} from './oco-geometry';
import { OcoContourMap } from './OcoContourMap';
import { OcoIterates, OcoTrailLines } from './OcoTrails';
import { OcoStepLayer } from './OcoStepLayer';
import { OcoComparator, OcoLoss } from './OcoMarks';
import { OcoLabels, sceneLabels } from './OcoLabels';
import { OcoLegend } from './OcoLegend';
import { OcoTickLabels } from './OcoTickLabels';
import { sceneSummary } from './scene-summary';

export type {
  OcoLossMark,
  OcoMarker,
  OcoPlaneLearner,
  OcoPlaneProps,
  OcoStep,
  OcoSurface,
  OcoTrail,
} from './oco-types';

/** A previous iterate closer than this (viewBox units) to the current one gets no hollow mark. */
const GHOST_MIN_STEP = 14;

const near = (a: Vec, b: readonly number[]): boolean =>
  Math.abs(a[0] - (b[0] as number)) + Math.abs(a[1] - (b[1] as number)) <=
  1e-9 * (1 + Math.abs(a[0]) + Math.abs(a[1]));

/** The last two finite points of a flat trail, previous first; null when there are fewer. */
function lastStep(flat: readonly number[]): [Vec, Vec] | null {
  const n = flat.length;
  if (n < 4) return null;
  return [
    [flat[n - 4] as number, flat[n - 3] as number],
    [flat[n - 2] as number, flat[n - 1] as number],
  ];
}

/**
 * The plane of the convex-optimisation lessons (`ogd`, `ftl-ftrl`): a contour map of the
 * cumulative or the current loss, the disc Ω, each learner's iterate trail, the comparator u*,
 * the current loss and the primary learner's last gradient step with its projection, animated.
 * A dumb renderer: props in, SVG out.
 */
/** Memoised: a lesson renders every frame while playing, the plane only when its props change. */
/** The plane, drawn a frame after the rest of the page's first lesson render. */
export const OcoPlane = memo(
  drawnAfterFirstFrame(OcoFigure, {
    box: 'hs-panel hs-plane hs-oco-plane',
    stage: 'hs-plane-stage',
    label: (p) => p.label ?? 'The plane',
  }),
);

function OcoFigure(props: OcoPlaneProps): ReactElement {
  const { radius, surface, surfaceLabel, learners, step, comparator, loss, onPick, pickHint } =
    props;
  const E = safeExtent(props.extent);
  const B = radius > 0 && Number.isFinite(radius) ? radius : 0;
  const stageRef = useRef<HTMLDivElement>(null);
  useTextScale(stageRef, VB);
  const panelRef = useRef<HTMLDivElement>(null);

  // The map and the backdrop depend on `surface` and the extent only: an animation frame, or a
  // new round that moves only the iterates, reuses the same elements and React skips them.
  const map = useMemo(
    () => (surface?.map !== undefined ? surface.map : computeContourMap(surface)),
    [surface],
  );
  const back = useMemo(
    () => (
      <svg
        className="hs-plane-back"
        viewBox={`0 0 ${VB} ${VB}`}
        aria-hidden="true"
        focusable="false"
      >
        <OcoContourMap map={map} />
        <PlaneAxes extent={E} radius={backdropRadius(B, E)} />
        <OcoTickLabels extent={E} />
      </svg>
    ),
    [map, E, B],
  );

  // --- the primary's step, animated ---
  const progress = useStepProgress(step);
  const pose = step ? stepPose(step, progress, B) : null;
  const moving = !!pose && pose.phase !== 'done';

  // --- trails, points, previous iterates ---
  const parts = learners.map((l, i) => {
    // While the step animates, the primary's trail stops at w_{t−1}: the moving point draws the
    // last step, instead of a line that is already there.
    if (i === 0 && moving && step && trailLength(l.trail) >= 2) {
      const last = trailLength(l.trail) - 1;
      if (near(step.to, [l.trail.x[last] as number, l.trail.y[last] as number]))
        return decimateTrail({ ...l.trail, count: last - 1 });
    }
    return decimateTrail(l.trail);
  });
  const points = learners.map((l, i): Vec | null =>
    i === 0 && moving && pose ? pose.point : isFinite2(l.w) ? l.w : null,
  );
  const ghosts = learners.map((_, i): Vec | null => {
    if (i === 0 && step) return null; // the step arrow starts at w_{t−1} already
    const s = lastStep(parts[i]?.recent ?? []);
    if (!s) return null;
    const a = toView(E, s[0]);
    const b = toView(E, s[1]);
    return a && b && Math.hypot(a[0] - b[0], a[1] - b[1]) > GHOST_MIN_STEP ? s[0] : null;
  });

  // --- interaction ---
  const onClick = onPick
    ? (e: MouseEvent<SVGSVGElement>) => {
        const d = clientToData(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY, E);
        if (d) onPick(d[0], d[1]);
      }
    : undefined;

  const labels = sceneLabels({ E, learners, points, ghosts, comparator, loss, step, pose });
  const summary = sceneSummary({
    label: props.label,
    learners,
    points,
    comparator,
    surfaceLabel,
    hasMap: !!map,
    B,
    projected: !!pose?.projected,
  });

  return (
    <div
      className={`hs-panel hs-plane hs-oco-plane hs-scaled${map?.levels.length ? ' has-map' : ''}`}
      ref={panelRef}
    >
      <div className="hs-plane-stage" ref={stageRef}>
        {back}
        <svg
          className={`hs-plane-front hs-oco-front${onPick ? ' picking' : ''}`}
          viewBox={`0 0 ${VB} ${VB}`}
          role="img"
          aria-label={summary}
          onClick={onClick}
        >
          <g aria-hidden="true">
            <OcoLoss extent={E} loss={loss} layer="under" />
            <OcoTrailLines extent={E} learners={learners} parts={parts} />
            <OcoStepLayer extent={E} step={step} pose={pose} />
            <OcoIterates extent={E} learners={learners} points={points} ghosts={ghosts} />
            <OcoLoss extent={E} loss={loss} layer="over" />
            <OcoComparator extent={E} u={comparator} />
            <OcoLabels labels={labels} />
          </g>
        </svg>
      </div>
      {onPick ? (
        <p className="hs-hint hs-oco-hint">
          {pickHint ?? 'Click the plane to place the next loss.'}{' '}
          <span className="hs-oco-keys">Keyboard: type it in the fields below the plane.</span>
        </p>
      ) : null}
      <OcoLegend
        learners={learners}
        comparator={isFinite2(comparator) || props.lossKind !== undefined}
        loss={loss?.kind ?? props.lossKind ?? null}
        radius={B}
        map={map}
        surfaceLabel={surfaceLabel}
        step={!!pose}
      />
      <ExportButtons target={panelRef} name="hindsight-plane" what="the plane" />
    </div>
  );
}

export default OcoPlane;
