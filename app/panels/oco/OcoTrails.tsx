import type { ReactElement } from 'react';
import type { OcoPlaneLearner } from './oco-types';
import type { TrailParts } from './trail-decimation';
import { markerPath, r1, tenths, toView, vx, vy, type Vec } from './oco-geometry';

export interface OcoTrailsProps {
  extent: number;
  learners: OcoPlaneLearner[];
  /** Each learner's trail, decimated (index for index). */
  parts: TrailParts[];
  /** The point drawn for each learner (the primary's may be mid-step); null: not finite. */
  points: Array<Vec | null>;
  /** Each learner's previous iterate when its last step is long enough to see; else null. */
  ghosts: Array<Vec | null>;
}

/** Flat data coordinates → an SVG path in viewBox units. */
export function flatPath(E: number, flat: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const x = flat[i] as number;
    const y = flat[i + 1] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    d += (d ? 'L' : 'M') + tenths(vx(E, x)) + ',' + tenths(vy(E, y));
  }
  return d;
}

/** The primary's marker is a little larger: it is the one the step animates. */
export const markerArea = (primary: boolean): number => (primary ? 130 : 95);

/** Drawn in reverse, so that the primary ends on top. */
const reversed = (n: number): number[] => Array.from({ length: n }, (_, i) => n - 1 - i);

/**
 * Each learner's trail: the old part thin and faded, the last steps in full over a casing in
 * --bg (so the line keeps its 3:1 against --bg whatever band of the map it crosses).
 */
export function OcoTrailLines({
  extent: E,
  learners,
  parts,
}: Pick<OcoTrailsProps, 'extent' | 'learners' | 'parts'>): ReactElement {
  return (
    <g className="hs-oco-trails">
      {reversed(learners.length).map((i) => {
        const l = learners[i] as OcoPlaneLearner;
        const part = parts[i];
        const old = part ? flatPath(E, part.old) : '';
        const recent = part ? flatPath(E, part.recent) : '';
        const dash = l.dash || undefined;
        return (
          <g
            key={l.id}
            className={`hs-oco-trail-group${i === 0 ? ' primary' : ''}`}
            data-learner={l.id}
          >
            {old ? (
              <path className="hs-oco-trail-old" d={old} stroke={l.color} strokeDasharray={dash} />
            ) : null}
            {recent ? (
              <>
                <path className="hs-oco-casing" d={recent} />
                <path className="hs-oco-trail" d={recent} stroke={l.color} strokeDasharray={dash} />
              </>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The iterates, over every line (and over u*: a learner sitting on the comparator shows inside
 * the larger star): a hollow marker at the previous iterate when the last step is long — an
 * alternating learner jumps from one end of its trail to the other, and the hollow and the
 * filled marker show which way — and the current iterate's marker.
 */
export function OcoIterates({
  extent: E,
  learners,
  points,
  ghosts,
}: Pick<OcoTrailsProps, 'extent' | 'learners' | 'points' | 'ghosts'>): ReactElement {
  return (
    <g className="hs-oco-iterates">
      {reversed(learners.length).map((i) => {
        const l = learners[i] as OcoPlaneLearner;
        const p = points[i] ?? null;
        const pv = p ? toView(E, p) : null;
        const ghost = ghosts[i] ?? null;
        const gv = ghost ? toView(E, ghost) : null;
        return (
          <g
            key={l.id}
            className={`hs-oco-iterate${i === 0 ? ' primary' : ''}`}
            data-learner={l.id}
            data-w={p ? `${p[0]},${p[1]}` : ''}
          >
            {/* The position on a group, the shape on the path: CSS scales the shape about its
                centre (larger on the projector) without moving it. */}
            {gv ? (
              <g className="hs-oco-at" transform={`translate(${r1(gv[0])},${r1(gv[1])})`}>
                <path
                  className="hs-oco-ghost"
                  d={markerPath(l.marker, markerArea(false))}
                  stroke={l.color}
                />
              </g>
            ) : null}
            {pv ? (
              <g className="hs-oco-at" transform={`translate(${r1(pv[0])},${r1(pv[1])})`}>
                <path
                  className="hs-oco-marker"
                  d={markerPath(l.marker, markerArea(i === 0))}
                  fill={l.color}
                />
              </g>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
