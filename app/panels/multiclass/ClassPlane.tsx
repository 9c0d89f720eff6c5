import { memo, useEffect, useMemo, useRef, type MouseEvent, type ReactElement } from 'react';
import { drawnAfterFirstFrame } from '../pending-figure';
import '../panels.css';
import './multiclass.css';
import { ExportButtons } from '../../export/ExportButtons';
import { useThemeTick } from '../useThemeTick';
import { PlaneAxes } from '../PlaneAxes';
import { VB, arrow, fitInBox, fmt, mapX, mapY, pointsOnCanvas } from '../plane-geometry';
import { useTextScale } from '../useTextScale';
import {
  classColor,
  classShape,
  shapePath,
  strokeOnly,
  CLASS_FALLBACKS,
  type ClassShape,
} from './class-style';
import { decisionRegions } from './regions';
import { pointsFrame } from './class-points-draw';
import { pointsPainter, type PointsPainter } from './points-painter';
import { useObservedWidth } from '../useObservedWidth';

/** On the canvas (pointsOnCanvas), only the latest MAX_DRAWN points are drawn. */
export const MAX_DRAWN = 5000;

export interface ClassPoints {
  x1: ArrayLike<number>;
  x2: ArrayLike<number>;
  /** Labels 0 … k − 1. */
  y: ArrayLike<number>;
  mistake: ArrayLike<number>;
  /** Rounds shown (the first `count` entries). */
  count: number;
}

export interface ClassPlaneProps {
  extent: number;
  k: number;
  names: readonly string[];
  /** w_t: 3k numbers, block ℓ = (a1, a2, b) with w_ℓ·x̃ = a1 x1 + a2 x2 + b. */
  w: readonly number[];
  points: ClassPoints;
  /** Circle of radius R, faint; none when not positive. */
  radius: number;
  /** Click adds a point of this class; absent when the stream is not the student's. */
  onAddPoint?: (x1: number, x2: number) => void;
  label?: string;
  /** A run playing fast: every point goes to the canvas (pointsOnCanvas). */
  fast?: boolean;
}

/**
 * The plane of the multiclass perceptron: its decision regions argmax_ℓ w_ℓ·x̃ (a light tint per
 * class, each region labelled with its class and marker), each class's vector w_ℓ (its first two
 * coordinates) as an arrow from the origin, and the points with their class's marker, mistakes
 * ringed. The regions are redrawn only when w, the extent or the theme change.
 */
/** The plane, drawn a frame after the rest of the page's first lesson render. */
export const ClassPlane = drawnAfterFirstFrame(ClassPlaneFigure, {
  box: 'hs-panel hs-plane hs-classplane',
  stage: 'hs-plane-stage',
  label: (p) => p.label ?? 'Plane',
});

function ClassPlaneFigure(props: ClassPlaneProps): ReactElement {
  const { k, names, w, points, radius, onAddPoint, label } = props;
  const E = props.extent > 0 && Number.isFinite(props.extent) ? props.extent : 1;
  const count = Math.max(
    0,
    Math.min(Math.floor(points.count) || 0, points.x1.length, points.x2.length, points.y.length),
  );
  const onCanvas = pointsOnCanvas(count, props.fast);
  // The lesson passes new views of the run's columns on every render; their buffers change only
  // with the run (the trace grows them in place), so they, not the views, say when to redraw.
  const xSource = sourceOf(points.x1);
  const ySource = sourceOf(points.y);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointRef = useRef<HTMLCanvasElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const themeTick = useThemeTick(stageRef, true);
  const size = useObservedWidth(stageRef);
  useTextScale(stageRef, VB);

  const wKey = w.join(',');
  const grid = useMemo(
    () =>
      decisionRegions(
        w.map((v) => (Number.isFinite(v) ? v : 0)),
        k,
        E,
      ),
    // w changes identity every frame; its numbers are what matter.
    [wKey, k, E], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const painter = useRef<PointsPainter | null>(null);
  useEffect(
    () => () => {
      painter.current?.dispose();
      painter.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!onCanvas) return;
    const canvas = pointRef.current;
    if (!canvas) return;
    const dpr = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
    const px = Math.max(1, Math.round((size || VB) * dpr));
    const style = stageRef.current ? getComputedStyle(stageRef.current) : null;
    const colors = CLASS_FALLBACKS.map((fb, i) => {
      const v = style
        ?.getPropertyValue(`--oi-${['orange', 'sky', 'green', 'blue', 'vermillion', 'purple'][i]}`)
        .trim();
      return v || fb;
    });
    const ring = style?.getPropertyValue('--fg').trim() || '#000';
    // A canvas mounted anew (the points went back to SVG and out again) gets a painter of its own.
    if (painter.current?.canvas !== canvas) {
      painter.current?.dispose();
      painter.current = pointsPainter(canvas);
    }
    painter.current.draw(pointsFrame(points, count, MAX_DRAWN, { px, E, colors, ring }));
    // The columns are new views of the same buffers on every render: what changes the picture is
    // the run (its buffers), the count, the scale and the theme.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onCanvas, xSource, ySource, count, E, size, themeTick]);

  const svgPoints = useMemo(() => {
    if (onCanvas) return null;
    const out: ReactElement[] = [];
    for (let i = 0; i < count; i++) {
      const a = points.x1[i] as number;
      const b = points.x2[i] as number;
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      const c = points.y[i] as number;
      out.push(
        <Mark
          key={i}
          x={mapX(E, a)}
          y={mapY(E, b)}
          c={c}
          mistake={!!points.mistake[i]}
          latest={i === count - 1}
        />,
      );
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onCanvas, xSource, ySource, count, E]);

  const last = count - 1;
  const latest =
    onCanvas && last >= 0 && Number.isFinite(points.x1[last]) ? (
      <Mark
        x={mapX(E, points.x1[last] as number)}
        y={mapY(E, points.x2[last] as number)}
        c={points.y[last] as number}
        mistake={!!points.mistake[last]}
        latest
      />
    ) : null;

  const toData = (e: MouseEvent<SVGSVGElement>): [number, number] | null => {
    const rect = e.currentTarget.getBoundingClientRect();
    const s = Math.min(rect.width, rect.height) / VB;
    if (!(s > 0)) return null;
    const vx = (e.clientX - rect.left) / s;
    const vy = (e.clientY - rect.top) / s;
    if (!(vx >= 0 && vx <= VB && vy >= 0 && vy <= VB)) return null;
    return [(vx / VB) * 2 * E - E, E - (vy / VB) * 2 * E];
  };

  let mistakes = 0;
  for (let i = 0; i < count; i++) if (points.mistake[i]) mistakes++;
  const summary =
    `${label ?? 'Plane'}: ${k} classes, ${count} point${count === 1 ? '' : 's'}, ` +
    `${mistakes} mistake${mistakes === 1 ? '' : 's'}; regions: ` +
    names
      .slice(0, k)
      .map((n, c) => `${n} ${Math.round(100 * (grid.share[c] ?? 0))}%`)
      .join(', ');

  return (
    <div className="hs-panel hs-plane hs-classplane hs-scaled" ref={panelRef}>
      <div className="hs-plane-stage" ref={stageRef}>
        <svg
          className="hs-plane-back"
          viewBox={`0 0 ${VB} ${VB}`}
          aria-hidden="true"
          focusable="false"
        >
          <g className="regions">
            {grid.polygons.map((poly, c) =>
              poly.length >= 3 ? (
                <path
                  key={c}
                  className="region band"
                  d={`M${poly.map(([a, b]) => `${mapX(E, a).toFixed(1)},${mapY(E, b).toFixed(1)}`).join('L')}Z`}
                  style={{ fill: classColor(c) }}
                />
              ) : null,
            )}
          </g>
          <PlaneAxes extent={E} radius={radius} />
        </svg>
        {onCanvas ? <canvas className="hs-plane-canvas" ref={pointRef} aria-hidden="true" /> : null}
        <svg
          className={`hs-plane-front${onAddPoint ? ' adding' : ''}`}
          viewBox={`0 0 ${VB} ${VB}`}
          role="img"
          aria-label={summary}
          onClick={
            onAddPoint
              ? (e) => {
                  const d = toData(e);
                  if (d) onAddPoint(d[0], d[1]);
                }
              : undefined
          }
        >
          <g className="region-labels">
            {grid.centroid.map(([a, b], c) =>
              (grid.share[c] ?? 0) > 0.03 && Number.isFinite(a) && Number.isFinite(b) ? (
                <g
                  key={c}
                  className="region-label"
                  transform={`translate(${mapX(E, a).toFixed(1)},${mapY(E, b).toFixed(1)})`}
                >
                  {/* A name, not a marker: a marker here would read as one more data point. */}
                  <text x={0} y={0} dominantBaseline="middle" textAnchor="middle">
                    {names[c] ?? `class ${c + 1}`}
                  </text>
                </g>
              ) : null,
            )}
          </g>
          <g className="points">{svgPoints}</g>
          {latest}
          <g className="class-vectors">
            {w.length >= 3 * k
              ? Array.from({ length: k }, (_, c) => {
                  const v: [number, number] = [w[3 * c] ?? 0, w[3 * c + 1] ?? 0];
                  if (!Number.isFinite(v[0]) || !Number.isFinite(v[1])) return null;
                  const { tip, clipped } = fitInBox(v, 0.92 * E);
                  const geo = arrow([mapX(E, 0), mapY(E, 0)], [mapX(E, tip[0]), mapY(E, tip[1])]);
                  if (!geo) return null;
                  return (
                    <g
                      key={c}
                      className="class-vector"
                      style={{ stroke: classColor(c), fill: classColor(c) }}
                    >
                      <path
                        className="shaft"
                        d={geo.shaft}
                        strokeDasharray={clipped ? '6 3' : undefined}
                      />
                      <path className="head" d={geo.head} />
                      <text
                        className="vector-label"
                        x={mapX(E, tip[0]) + 6}
                        y={mapY(E, tip[1]) - 6}
                      >
                        {`w${c + 1}`}
                        <title>{`w_${c + 1} = (${fmt(v[0])}, ${fmt(v[1])}; ${fmt(w[3 * c + 2] ?? 0)})`}</title>
                      </text>
                    </g>
                  );
                })
              : null}
          </g>
        </svg>
      </div>
      <ExportButtons target={panelRef} name="hindsight-multiclass-plane" what="the plane" />
    </div>
  );
}

const Mark = memo(function Mark({
  x,
  y,
  c,
  mistake,
  latest,
}: {
  x: number;
  y: number;
  c: number;
  mistake: boolean;
  latest: boolean;
}): ReactElement {
  const shape: ClassShape = classShape(c);
  const r = latest ? 6 : 4.2;
  const color = classColor(c);
  return (
    <g
      className={`pt class-${c}${mistake ? ' mistake' : ''}${latest ? ' latest' : ''}`}
      data-class={c}
      transform={`translate(${x.toFixed(2)},${y.toFixed(2)})`}
    >
      <path
        className="shape"
        d={shapePath(shape, r)}
        style={
          strokeOnly(shape) ? { stroke: color, fill: 'none' } : { fill: color, stroke: 'var(--bg)' }
        }
      />
      {mistake ? <circle className="miss" r={r + 3} /> : null}
      {latest ? <circle className="halo" r={r + 6} /> : null}
    </g>
  );
});

/** A typed array's buffer (stable across views of one column), or the array itself. */
function sourceOf(a: ArrayLike<number>): unknown {
  return ArrayBuffer.isView(a) ? a.buffer : a;
}
