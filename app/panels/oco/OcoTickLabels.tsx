import { memo, type ReactElement } from 'react';
import { scaleLinear } from 'd3-scale';
import { VB, fmt, mapX, mapY } from '../plane-geometry';

/** How close to the border (viewBox units) a tick label may sit and still be read whole. */
const EDGE = 14;

/**
 * The axes' tick labels, as PlaneAxes writes them (d3's ticks(4), 0 left out), but without the
 * ticks at the plane's border: PlaneAxes labels ±extent too, and half of such a label is cut off
 * (oco-plane.css hides PlaneAxes' own labels in this panel).
 */
export const OcoTickLabels = memo(function OcoTickLabels({
  extent: E,
}: {
  extent: number;
}): ReactElement {
  const ticks = scaleLinear()
    .domain([-E, E])
    .ticks(4)
    .filter((v) => v !== 0);
  const x0 = mapX(E, 0);
  const y0 = mapY(E, 0);
  return (
    <g className="hs-oco-ticks">
      {ticks.map((v) => {
        const x = mapX(E, v);
        const y = mapY(E, v);
        return (
          <g key={v}>
            {x > EDGE && x < VB - EDGE ? (
              <text className="tick-label" x={x} y={y0 + 14} textAnchor="middle">
                {fmt(v)}
              </text>
            ) : null}
            {y > EDGE && y < VB - EDGE ? (
              <text className="tick-label" x={x0 - 5} y={y + 4} textAnchor="end">
                {fmt(v)}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
});
