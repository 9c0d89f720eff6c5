import { useMemo, type ReactElement } from 'react';
import type { PlanePoints } from './plane-types';
import { mapX, mapY } from './plane-geometry';

export interface PlanePointLayerProps {
  points: PlanePoints;
  /** How many rounds to show: at most the length of every column. */
  count: number;
  /** The plane shows [−extent, extent]²; must be positive and finite. */
  extent: number;
}

export interface PlanePointMarksProps extends PlanePointLayerProps {
  /** Above SVG_POINT_LIMIT points the canvas draws them instead. */
  onCanvas: boolean;
}

/**
 * The points as SVG elements, for few points: a circle for +1 and a cross for −1, mistakes ringed
 * and the latest emphasised. With `onCanvas` the group stays, empty, and the canvas draws them.
 */
export function PlanePointMarks({
  points,
  count,
  extent: E,
  onCanvas,
}: PlanePointMarksProps): ReactElement {
  const marks = useMemo(() => {
    if (onCanvas) return null;
    const out: ReactElement[] = [];
    const r = 4.2;
    for (let i = 0; i < count; i++) {
      const a = points.x1[i] as number;
      const b = points.x2[i] as number;
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      const pos = (points.y[i] as number) > 0;
      const mis = !!points.mistake[i];
      const latest = i === count - 1;
      const cls = `pt ${pos ? 'pos' : 'neg'}${mis ? ' mistake' : ''}${latest ? ' latest' : ''}`;
      out.push(
        <g
          key={i}
          className={cls}
          transform={`translate(${mapX(E, a).toFixed(2)},${mapY(E, b).toFixed(2)})${latest ? ' scale(1.6)' : ''}`}
        >
          {pos ? (
            <circle className="shape" r={r} />
          ) : (
            <path className="shape" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
          )}
          {mis ? <circle className="ring" r={r + 3} /> : null}
          {latest ? <circle className="halo" r={r + 5.5} /> : null}
        </g>,
      );
    }
    return out;
  }, [onCanvas, points, count, E]);
  return <g className="points">{marks}</g>;
}

/** The latest point, emphasised over the canvas; nothing when there is none or it is not finite. */
export function PlaneLatestPoint({
  points,
  count,
  extent: E,
}: PlanePointLayerProps): ReactElement | null {
  if (count <= 0) return null;
  const i = count - 1;
  const a = points.x1[i] as number;
  const b = points.x2[i] as number;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const pos = (points.y[i] as number) > 0;
  const r = 6.5;
  return (
    <g
      className={`pt-latest ${pos ? 'pos' : 'neg'}${points.mistake[i] ? ' mistake' : ''}`}
      transform={`translate(${mapX(E, a).toFixed(2)},${mapY(E, b).toFixed(2)})`}
    >
      {pos ? (
        <circle className="shape" r={r} />
      ) : (
        <path className="shape" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
      )}
      {points.mistake[i] ? <circle className="ring" r={r + 3.5} /> : null}
      <circle className="halo" r={r + 7} />
    </g>
  );
}
