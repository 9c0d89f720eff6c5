import { memo, useMemo, type ReactElement } from 'react';
import { scaleLinear } from 'd3-scale';
import { VB, fmt, mapX, mapY } from './plane-geometry';

export interface PlaneAxesProps {
  /** The plane shows [−extent, extent]²; must be positive and finite. */
  extent: number;
  /** Circle of radius R, faint; none when not positive. */
  radius: number;
}

/** The plane's backdrop: grid, axes, tick labels and the radius circle, as SVG children. */
export const PlaneAxes = memo(function PlaneAxes({
  extent: E,
  radius,
}: PlaneAxesProps): ReactElement {
  const px = (x: number): number => mapX(E, x);
  const py = (y: number): number => mapY(E, y);
  const grid = useMemo(() => {
    const ticks = scaleLinear().domain([-E, E]).ticks(8);
    const labels = scaleLinear().domain([-E, E]).ticks(4);
    return { ticks, labels };
  }, [E]);
  const rPx = radius > 0 && Number.isFinite(radius) ? (radius / (2 * E)) * VB : 0;
  return (
    <>
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
    </>
  );
});
