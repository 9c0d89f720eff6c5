import { memo, useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useThemeTick } from '../useThemeTick';
import { SIZE, boostMarkers, drawBoostMarkers, type BoostMarkers } from './boost-markers';
import './boosting.css';
import { useObservedWidth } from '../useObservedWidth';
import { drawnAfterFirstFrame } from '../pending-figure';

export { radiusFor } from './boost-markers';

export interface BoostPlaneProps {
  box: readonly [number, number, number, number];
  points: { x1: Float64Array; x2: Float64Array; y: Int8Array };
  /** Dₜ, the distribution the shown stump was fitted to (null: not computed yet). */
  D: Float64Array | null;
  /** hₜ: s on the side x_axis > θ, −s on the other. */
  stump: { axis: 0 | 1; theta: number; sign: 1 | -1 } | null;
  /** The vote's regions, [x0, x1, y0, y1, label] five numbers each (null: not computed yet). */
  regions: Float64Array | null;
  label: string;
}

/**
 * The markers, on a canvas: a thousand SVG markers whose sizes all change five times a second
 * cost a phone's main thread 100–200 ms per change in style, layout and paint; a canvas draws
 * them in a few milliseconds.
 */
function BoostPoints({ markers }: { markers: BoostMarkers }): ReactElement {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeTick(canvas, true);
  const px = Math.round(useObservedWidth(canvas) * (window.devicePixelRatio || 1));
  useEffect(() => {
    const el = canvas.current;
    if (!el || px <= 0) return;
    if (el.width !== px || el.height !== px) {
      el.width = px;
      el.height = px;
    }
    const ctx = el.getContext('2d');
    if (!ctx) return;
    const style = getComputedStyle(el);
    const color = (name: string, fallback: string): string =>
      style.getPropertyValue(name).trim() || fallback;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, px, px);
    ctx.setTransform(px / SIZE, 0, 0, px / SIZE, 0, 0);
    drawBoostMarkers(ctx, markers, {
      pos: color('--pos', '#0072b2'),
      neg: color('--neg', '#e69f00'),
      edge: color('--fg', '#1a1a1a'),
    });
  }, [markers, px, theme]);
  return (
    <canvas
      ref={canvas}
      className="boost-points"
      aria-hidden="true"
      data-count={markers.pos.length}
    />
  );
}

/**
 * The training set on the plane: each point a marker (+1 a disc, −1 a square) whose area is its
 * weight under Dₜ; the combined vote's decision regions as exact rectangles (the stumps'
 * thresholds make a grid), drawn as two paths, one per label (see regionPaths); the current
 * stump's split line, its two sides labelled.
 */
export const BoostPlane = memo(
  drawnAfterFirstFrame(BoostFigure, {
    box: 'boost-plane-box',
    stage: 'boost-plane-pending',
    label: (p) => p.label,
  }),
);

/** The plane itself (BoostPlane draws it a frame after the page's first lesson render). */
function BoostFigure({ box, points, D, stump, regions, label }: BoostPlaneProps): ReactElement {
  const [a0, a1, b0, b1] = box;
  const sx = (a: number) => ((a - a0) / (a1 - a0)) * SIZE;
  const sy = (b: number) => SIZE - ((b - b0) / (b1 - b0)) * SIZE;
  const paths = useMemo(() => regionPaths(box, regions), [box, regions]);
  const markers = useMemo(() => boostMarkers(box, points, D), [box, points, D]);
  let split: ReactElement | null = null;
  if (stump) {
    const vertical = stump.axis === 0;
    const at = vertical ? sx(stump.theta) : sy(stump.theta);
    const inside = at >= 0 && at <= SIZE;
    // The side x_axis > θ says s: right of a vertical line, above a horizontal one.
    const high = stump.sign === 1 ? '+1' : '−1';
    const low = stump.sign === 1 ? '−1' : '+1';
    split = (
      <g className="boost-stump" data-axis={stump.axis} data-theta={stump.theta}>
        {inside ? (
          vertical ? (
            <line x1={at} x2={at} y1={0} y2={SIZE} />
          ) : (
            <line x1={0} x2={SIZE} y1={at} y2={at} />
          )
        ) : null}
        {vertical ? (
          <>
            <text x={Math.min(SIZE - 6, Math.max(at, 0) + 6)} y={18} textAnchor="start">
              {high}
            </text>
            <text x={Math.max(6, Math.min(at, SIZE) - 6)} y={18} textAnchor="end">
              {low}
            </text>
          </>
        ) : (
          <>
            <text x={SIZE - 6} y={Math.max(18, Math.min(at, SIZE) - 6)} textAnchor="end">
              {high}
            </text>
            <text x={SIZE - 6} y={Math.min(SIZE - 6, Math.max(at, 0) + 20)} textAnchor="end">
              {low}
            </text>
          </>
        )}
      </g>
    );
  }
  // The regions under the markers, the stump's line over them.
  return (
    <div className="boost-plane-box">
      <svg className="boost-plane" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <rect className="grid boost-frame" x={0} y={0} width={SIZE} height={SIZE} />
        <g className="regions" data-count={paths.count}>
          {paths.count > 0 ? (
            <>
              <path className="band region region-neg" data-label={-1} d={paths.neg} />
              <path className="band region region-pos" data-label={1} d={paths.pos} />
            </>
          ) : null}
        </g>
      </svg>
      <BoostPoints markers={markers} />
      <svg className="boost-overlay" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        {split}
      </svg>
    </div>
  );
}

/**
 * The vote's regions, [x0, x1, y0, y1, label] five numbers each, as two SVG paths in the plane's
 * coordinates: the +1 rectangles and the −1 ones, each a closed subpath. Hundreds of rectangles
 * change at every answer of a playing run; as one element each they cost a phone (4×) tens of
 * milliseconds of style, layout and paint per change (traced), as two paths a few.
 */
export function regionPaths(
  box: readonly [number, number, number, number],
  regions: Float64Array | null,
): { pos: string; neg: string; count: number } {
  const [a0, a1, b0, b1] = box;
  const sx = (a: number) => ((a - a0) / (a1 - a0)) * SIZE;
  const sy = (b: number) => SIZE - ((b - b0) / (b1 - b0)) * SIZE;
  // Two decimals of a 360-unit plane: well under a pixel, and short strings.
  const n = (v: number) => String(Math.round(v * 100) / 100);
  const pos: string[] = [];
  const neg: string[] = [];
  let count = 0;
  if (regions)
    for (let k = 0; k + 4 < regions.length; k += 5) {
      const x = sx(regions[k] as number);
      const y = sy(regions[k + 3] as number);
      const w = Math.max(0, sx(regions[k + 1] as number) - x);
      const h = Math.max(0, sy(regions[k + 2] as number) - y);
      if (!(Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(w) && Number.isFinite(h)))
        continue;
      (regions[k + 4] === 1 ? pos : neg).push(`M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`);
      count += 1;
    }
  return { pos: pos.join(''), neg: neg.join(''), count };
}
