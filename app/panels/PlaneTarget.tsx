import { memo, useMemo, type ReactElement } from 'react';
import {
  VB,
  arrow,
  bandPolygon,
  finite2,
  fitInBox,
  lineThroughOrigin,
  mapX,
  mapY,
  type Vec,
} from './plane-geometry';

export interface PlaneTargetProps {
  /** The plane shows [−extent, extent]²; must be positive and finite. */
  extent: number;
  wstar: [number, number] | null;
  showTarget: boolean;
}

export interface PlaneBandProps extends PlaneTargetProps {
  gamma: number;
}

/** The margin band |⟨w*, x⟩| < γ, shaded when shown, w* is given and γ is positive. */
export const PlaneBand = memo(function PlaneBand({
  extent: E,
  wstar,
  gamma,
  showTarget,
}: PlaneBandProps): ReactElement | null {
  const band = useMemo(() => {
    if (!showTarget || !wstar || !finite2(wstar) || !(gamma > 0) || !Number.isFinite(gamma))
      return null;
    const n = Math.hypot(wstar[0], wstar[1]);
    if (!(n > 0)) return null;
    const poly = bandPolygon([wstar[0] / n, wstar[1] / n], gamma, E);
    if (poly.length < 3) return null;
    return poly.map((p) => `${mapX(E, p[0]).toFixed(2)},${mapY(E, p[1]).toFixed(2)}`).join(' ');
  }, [showTarget, wstar, gamma, E]);
  return band ? <polygon className="band" points={band} /> : null;
});

/** The target w*: its boundary line, a dashed arrow and its label. */
export const PlaneTarget = memo(function PlaneTarget({
  extent: E,
  wstar,
  showTarget,
}: PlaneTargetProps): ReactElement | null {
  if (!showTarget || !wstar || !finite2(wstar)) return null;
  const P = (v: readonly number[]): Vec => [mapX(E, v[0] as number), mapY(E, v[1] as number)];
  const origin: Vec = [mapX(E, 0), mapY(E, 0)];
  const seg = lineThroughOrigin(wstar, E);
  const { tip } = fitInBox(wstar, 0.93 * E);
  const arr = arrow(origin, P(tip));
  const tipPx = P(tip);
  return (
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
});
