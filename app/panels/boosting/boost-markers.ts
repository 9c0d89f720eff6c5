/** The figure's own units: a square 360 wide, the box mapped onto it. */
export const SIZE = 360;
/** A point of weight 1/n is drawn with this radius; area ∝ weight, so r ∝ √(n·D(i)). */
const R_UNIFORM = 3.2;
const R_MAX = 16;
const R_MIN = 0.9;
/** A square of side 2·h·r, h = √π / 2, has the area of a disc of radius r. */
export const SQUARE_HALF = Math.sqrt(Math.PI) / 2;

/** A point's radius for its weight: area proportional to D(i), clamped to stay visible. */
export function radiusFor(weight: number, n: number): number {
  const r = R_UNIFORM * Math.sqrt(Math.max(0, weight * n));
  return Math.min(R_MAX, Math.max(R_MIN, Number.isFinite(r) ? r : R_MIN));
}

export interface BoostMarkers {
  /** Centres and radii in the figure's units (y down). */
  x: Float64Array;
  y: Float64Array;
  r: Float64Array;
  /** 1: a +1 point (a disc); 0: a −1 point (a square of the same area). */
  pos: Uint8Array;
}

/** Where each training point is drawn and how big: D(i) its weight, uniform until D is known. */
export function boostMarkers(
  box: readonly [number, number, number, number],
  points: { x1: Float64Array; x2: Float64Array; y: Int8Array },
  D: Float64Array | null,
): BoostMarkers {
  const [a0, a1, b0, b1] = box;
  const n = points.y.length;
  const m: BoostMarkers = {
    x: new Float64Array(n),
    y: new Float64Array(n),
    r: new Float64Array(n),
    pos: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    m.x[i] = (((points.x1[i] as number) - a0) / (a1 - a0)) * SIZE;
    m.y[i] = SIZE - (((points.x2[i] as number) - b0) / (b1 - b0)) * SIZE;
    m.r[i] = radiusFor(D ? (D[i] as number) : 1 / n, n);
    m.pos[i] = points.y[i] === 1 ? 1 : 0;
  }
  return m;
}

/** Draws the markers onto a 2D context already scaled to the figure's units. */
export function drawBoostMarkers(
  ctx: CanvasRenderingContext2D,
  m: BoostMarkers,
  colors: { pos: string; neg: string; edge: string },
): void {
  ctx.globalAlpha = 1;
  ctx.lineWidth = 0.4;
  ctx.strokeStyle = colors.edge;
  for (const side of [1, 0]) {
    ctx.beginPath();
    for (let i = 0; i < m.pos.length; i++) {
      if (m.pos[i] !== side) continue;
      const x = m.x[i] as number;
      const y = m.y[i] as number;
      const r = m.r[i] as number;
      if (!(Number.isFinite(x) && Number.isFinite(y))) continue;
      if (side === 1) {
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, 2 * Math.PI);
      } else {
        const h = r * SQUARE_HALF;
        ctx.rect(x - h, y - h, 2 * h, 2 * h);
      }
    }
    ctx.fillStyle = side === 1 ? colors.pos : colors.neg;
    ctx.globalAlpha = 0.75;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.stroke();
  }
}
