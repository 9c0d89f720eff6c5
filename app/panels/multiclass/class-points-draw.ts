import { CLASS_SHAPES, classShape, shapePath, strokeOnly, type ClassShape } from './class-style';
import { mapX, mapY, VB } from '../plane-geometry';

/** What one drawing of the plane's points needs: plain data, so a worker can draw it too. */
export interface ClassPointsFrame {
  /** The canvas's side in device pixels. */
  px: number;
  /** The plane's half-width in data units. */
  E: number;
  /** Each class's colour, and the rings' (mistakes). */
  colors: readonly string[];
  ring: string;
  /** The points drawn, oldest first: their coordinates, classes and whether each was a mistake. */
  x1: Float64Array;
  x2: Float64Array;
  y: Int8Array;
  mistake: Int8Array;
}

/** The window of `count` rounds' points that is drawn: the latest `most`, as typed arrays. */
export function pointsFrame(
  points: {
    x1: ArrayLike<number>;
    x2: ArrayLike<number>;
    y: ArrayLike<number>;
    mistake: ArrayLike<number>;
  },
  count: number,
  most: number,
  look: Pick<ClassPointsFrame, 'px' | 'E' | 'colors' | 'ring'>,
): ClassPointsFrame {
  const from = Math.max(0, count - most);
  const n = Math.max(0, count - from);
  const frame = {
    ...look,
    x1: new Float64Array(n),
    x2: new Float64Array(n),
    y: new Int8Array(n),
    mistake: new Int8Array(n),
  };
  for (let i = 0; i < n; i++) {
    frame.x1[i] = points.x1[from + i] as number;
    frame.x2[i] = points.x2[from + i] as number;
    frame.y[i] = points.y[from + i] as number;
    frame.mistake[i] = points.mistake[from + i] ? 1 : 0;
  }
  return frame;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Clears the canvas and draws the points: class by class, one style change each and a
 * translation per point (no save/restore), every ring in one path.
 */
export function drawClassPoints(ctx: Context2D, f: ClassPointsFrame): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, f.px, f.px);
  const s = f.px / VB;
  const r = 3.2 * s;
  const paths = Object.fromEntries(
    CLASS_SHAPES.map((shape) => [shape, new Path2D(shapePath(shape, r))]),
  ) as Record<ClassShape, Path2D>;
  const rings = new Path2D();
  ctx.lineWidth = 1.5 * s;
  for (let c = 0; c < f.colors.length; c++) {
    const shape = classShape(c);
    const path = paths[shape];
    const stroke = strokeOnly(shape);
    ctx.strokeStyle = f.colors[c] as string;
    ctx.fillStyle = f.colors[c] as string;
    for (let i = 0; i < f.y.length; i++) {
      if (f.y[i] !== c) continue;
      const a = f.x1[i] as number;
      const b = f.x2[i] as number;
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      const x = mapX(f.E, a) * s;
      const y = mapY(f.E, b) * s;
      ctx.setTransform(1, 0, 0, 1, x, y);
      if (stroke) ctx.stroke(path);
      else ctx.fill(path);
      if (f.mistake[i]) {
        rings.moveTo(x + r + 2.5 * s, y);
        rings.arc(x, y, r + 2.5 * s, 0, 2 * Math.PI);
      }
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.strokeStyle = f.ring;
  ctx.lineWidth = 1 * s;
  ctx.stroke(rings);
}
