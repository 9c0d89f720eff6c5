import { memo, type ReactElement } from 'react';
import type { ContourMap } from '../../../src/geometry/contour-map';
import { rampFill } from './contour-ramp';

export interface OcoContourMapProps {
  map: ContourMap | null;
}

/**
 * The filled bands ({value ≥ threshold}, painted lowest first so each point shows the band of the
 * highest threshold below it) and the thin level lines. Memoised on the map object, which the
 * panel recomputes only when `surface` changes: an animation frame re-renders nothing here.
 */
export const OcoContourMap = memo(function OcoContourMap({
  map,
}: OcoContourMapProps): ReactElement | null {
  if (!map) return null;
  return (
    <g className="hs-oco-map" data-min={map.min} data-max={map.max}>
      {map.levels.map((l) => (
        <path
          key={`b${l.value}`}
          className="hs-oco-band"
          d={l.fill}
          fillRule="evenodd"
          style={{ fill: rampFill(l.pct) }}
          data-level={l.value}
        />
      ))}
      {map.levels.map((l) =>
        l.line ? (
          <path key={`l${l.value}`} className="hs-oco-level" d={l.line} data-level={l.value} />
        ) : null,
      )}
    </g>
  );
});
