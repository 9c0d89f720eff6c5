import { memo } from 'react';
import type { ReactElement } from 'react';
import { labelColor } from './palette';
import type { PlaneLearner, PlaneUpdate } from './plane-types';
import {
  VB,
  arrow,
  finite2,
  fitInBox,
  fmt,
  lineThroughOrigin,
  mapX,
  mapY,
  type Vec,
} from './plane-geometry';

/** Labels closer than this (viewBox units) stand over each other: one goes a line down. */
const LABEL_NEAR_X = 60;
const LABEL_NEAR_Y = 20;

export interface PlaneLearnersProps {
  /** The plane shows [−extent, extent]²; must be positive and finite. */
  extent: number;
  learners: PlaneLearner[];
  /** The w drawn for each learner (the primary's may be mid-animation), index for index. */
  ws: Vec[];
}

/** Each learner's hyperplane {x: ⟨w, x⟩ = 0}, its arrow w_t and label; the first is primary. */
export function PlaneLearners({
  extent: E,
  learners,
  ws,
}: PlaneLearnersProps): Array<ReactElement | null> {
  const P = (v: readonly number[]): Vec => [mapX(E, v[0] as number), mapY(E, v[1] as number)];
  const origin: Vec = [mapX(E, 0), mapY(E, 0)];
  // Where the labels already drawn stand: two learners at (nearly) the same w (the last iterate
  // and the average at round 0, both 0) would write their labels over each other.
  const placed: Vec[] = [];
  return learners.map((l, i) => {
    const w = ws[i] ?? l.w;
    if (!finite2(w)) return null;
    const seg = lineThroughOrigin(w, E);
    const { tip, clipped } = fitInBox(w, 0.93 * E);
    const arr = arrow(origin, P(tip));
    const norm = Math.hypot(w[0], w[1]);
    const tipPx = P(tip);
    const lx = Math.min(VB - 8, Math.max(8, tipPx[0] + 8));
    const ly = Math.min(VB - 8, Math.max(16, tipPx[1] - 8));
    const below = placed.filter(
      ([x, y]) => Math.abs(x - lx) < LABEL_NEAR_X && Math.abs(y - ly) < LABEL_NEAR_Y,
    ).length;
    placed.push([lx, ly]);
    // A line per label already there, downwards unless that leaves the plane.
    const dy = below === 0 ? undefined : `${(ly > VB - 48 ? -1.35 : 1.35) * below}em`;
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
          dy={dy}
          textAnchor={lx > VB - 60 ? 'end' : 'start'}
          style={{ fill: labelColor(l.color) }}
        >
          {l.symbol ?? 'w'}
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
}

export interface PlaneUpdateArrowProps {
  /** The plane shows [−extent, extent]²; must be positive and finite. */
  extent: number;
  update: PlaneUpdate | null;
}

/** The primary learner's last update: the added vector y·x drawn from the tip of w_t. */
export const PlaneUpdateArrow = memo(function PlaneUpdateArrow({
  extent: E,
  update,
}: PlaneUpdateArrowProps): ReactElement | null {
  if (!update || !finite2(update.from) || !finite2(update.x)) return null;
  const P = (v: readonly number[]): Vec => [mapX(E, v[0] as number), mapY(E, v[1] as number)];
  const end: Vec = [
    update.from[0] + update.y * update.x[0],
    update.from[1] + update.y * update.x[1],
  ];
  const arr = arrow(P(update.from), P(end), 9, 4.5);
  if (!arr) return null;
  const mid = P([(update.from[0] + end[0]) / 2, (update.from[1] + end[1]) / 2]);
  return (
    <g className="added" data-from={`${update.from[0]},${update.from[1]}`}>
      <path className="shaft" d={arr.shaft} />
      <path className="head" d={arr.head} />
      <text className="vec-label" x={mid[0] + 6} y={mid[1] - 6} style={{ fill: 'var(--accent)' }}>
        {update.y > 0 ? '+x' : '−x'}
      </text>
    </g>
  );
});
