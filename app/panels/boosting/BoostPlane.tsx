import { memo, type ReactElement } from 'react';
import './boosting.css';

/** The figure's own units: a square 360 wide, the box mapped onto it. */
const SIZE = 360;
/** A point of weight 1/n is drawn with this radius; area ∝ weight, so r ∝ √(n·D(i)). */
const R_UNIFORM = 3.2;
const R_MAX = 16;
const R_MIN = 0.9;

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

/** A point's radius for its weight: area proportional to D(i), clamped to stay visible. */
export function radiusFor(weight: number, n: number): number {
  const r = R_UNIFORM * Math.sqrt(Math.max(0, weight * n));
  return Math.min(R_MAX, Math.max(R_MIN, Number.isFinite(r) ? r : R_MIN));
}

/**
 * The training set on the plane: each point a marker (+1 a disc, −1 a square) whose area is its
 * weight under Dₜ; the combined vote's decision regions as exact rectangles (the stumps'
 * thresholds make a grid); the current stump's split line, its two sides labelled.
 */
export const BoostPlane = memo(function BoostPlane({
  box,
  points,
  D,
  stump,
  regions,
  label,
}: BoostPlaneProps) {
  const [a0, a1, b0, b1] = box;
  const sx = (a: number) => ((a - a0) / (a1 - a0)) * SIZE;
  const sy = (b: number) => SIZE - ((b - b0) / (b1 - b0)) * SIZE;
  const n = points.y.length;
  const rects: ReactElement[] = [];
  if (regions)
    for (let k = 0; k + 4 < regions.length; k += 5) {
      const [x0, x1, y0, y1, lab] = [
        regions[k] as number,
        regions[k + 1] as number,
        regions[k + 2] as number,
        regions[k + 3] as number,
        regions[k + 4] as number,
      ];
      rects.push(
        <rect
          key={k}
          className={`band region ${lab === 1 ? 'region-pos' : 'region-neg'}`}
          data-label={lab}
          x={sx(x0)}
          y={sy(y1)}
          width={Math.max(0, sx(x1) - sx(x0))}
          height={Math.max(0, sy(y0) - sy(y1))}
        />,
      );
    }
  const marks: ReactElement[] = [];
  for (let i = 0; i < n; i++) {
    const r = radiusFor(D ? (D[i] as number) : 1 / n, n);
    const x = sx(points.x1[i] as number);
    const y = sy(points.x2[i] as number);
    marks.push(
      points.y[i] === 1 ? (
        <circle key={i} className="boost-point pos" cx={x} cy={y} r={r} />
      ) : (
        <rect
          key={i}
          className="boost-point neg"
          x={x - r * 0.886}
          y={y - r * 0.886}
          width={r * 1.772}
          height={r * 1.772}
        />
      ),
    );
  }
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
  return (
    <svg className="boost-plane" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <rect className="grid boost-frame" x={0} y={0} width={SIZE} height={SIZE} />
      <g className="regions">{rects}</g>
      <g className="points">{marks}</g>
      {split}
    </svg>
  );
});
