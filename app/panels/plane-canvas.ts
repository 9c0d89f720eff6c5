/** The canvas layer of the plane: points drawn incrementally, in theme colours. */
import type { PlanePoints } from './plane-types';
import { PIXEL_LIMIT } from './plane-geometry';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
  css: string;
}

export interface CanvasState {
  canvas: HTMLCanvasElement | null;
  count: number;
  extent: number;
  size: number;
  colors: string;
  dense: boolean;
  /**
   * The dense style's own copy of the pixels: new points are stamped here and only their dirty
   * rectangle is put back, so the canvas is never read back (getImageData stalls the frame).
   */
  pixels?: ImageData | null;
  /** Theme colours, resolved once per theme change: getComputedStyle every frame forces a style pass. */
  palette?: ReturnType<typeof resolveColors> | null;
  tick?: number;
  /** Readied by warmCanvas, blank, its sprites drawn once. */
  warm?: boolean;
}

export function parseCanvasColor(s: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(s);
  if (hex) {
    return {
      r: parseInt(hex[1] as string, 16),
      g: parseInt(hex[2] as string, 16),
      b: parseInt(hex[3] as string, 16),
      a: 255,
      css: s,
    };
  }
  const rgb = /rgba?\(([^)]+)\)/.exec(s);
  if (rgb) {
    const p = (rgb[1] as string)
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    const alpha = p[3] ?? 1;
    return { r: p[0] ?? 0, g: p[1] ?? 0, b: p[2] ?? 0, a: Math.round(alpha * 255), css: s };
  }
  return { r: 0, g: 0, b: 0, a: 255, css: s };
}

export function resolveColors(
  el: Element,
  ctx: CanvasRenderingContext2D,
): { pos: Rgba; neg: Rgba; mistake: Rgba; key: string } {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string): Rgba => {
    const raw = style.getPropertyValue(name).trim() || fallback;
    ctx.fillStyle = fallback;
    ctx.fillStyle = raw; // normalises to #rrggbb or rgba(); ignored when invalid
    return parseCanvasColor(String(ctx.fillStyle));
  };
  const pos = read('--pos', '#0072b2');
  const neg = read('--neg', '#e69f00');
  const mistake = read('--mistake', '#d55e00');
  return { pos, neg, mistake, key: `${pos.css}|${neg.css}|${mistake.css}` };
}

/** Pixel shapes for the dense style, in cells of u × u device pixels around the point. */
export const POS_CELLS: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [-1, 0],
  [0, 0],
];
export const NEG_CELLS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
];
export const RING_CELLS: ReadonlyArray<readonly [number, number]> = (() => {
  const cells: Array<[number, number]> = [];
  for (let a = -2; a <= 2; a++) {
    for (let b = -2; b <= 2; b++) if (Math.max(Math.abs(a), Math.abs(b)) === 2) cells.push([a, b]);
  }
  return cells;
})();

export interface Stencil {
  dx: Int32Array;
  dy: Int32Array;
  /** dy · size + dx: the offset in the pixel array, for points away from the border. */
  off: Int32Array;
}

export function stencil(
  cells: ReadonlyArray<readonly [number, number]>,
  u: number,
  size: number,
): Stencil {
  const n = cells.length * u * u;
  const dx = new Int32Array(n);
  const dy = new Int32Array(n);
  let j = 0;
  for (const [cx, cy] of cells) {
    for (let a = 0; a < u; a++) {
      for (let b = 0; b < u; b++) {
        dx[j] = cx * u + a;
        dy[j] = cy * u + b;
        j++;
      }
    }
  }
  const off = new Int32Array(n);
  for (let i = 0; i < n; i++) off[i] = (dy[i] as number) * size + (dx[i] as number);
  return { dx, dy, off };
}

/** How many points a drawing call draws between two looks at its time. */
const CHECK_EVERY = 32;

/** A drawing call that never runs out of time. */
const NEVER = (): boolean => false;

/**
 * Draws points [from, to) onto the canvas, or fewer: every CHECK_EVERY points it asks `over`
 * whether its time is up, and stops there. Returns where it stopped (`to` when it drew them all).
 * Sparse style (≤ PIXEL_LIMIT points in all): a sprite per glyph. Dense style: 2-px blocks (+1)
 * and small diagonal crosses (−1), stamped into `pixels` and put back as one dirty rectangle.
 */
export function paintPoints(
  ctx: CanvasRenderingContext2D,
  size: number,
  dpr: number,
  pts: PlanePoints,
  from: number,
  to: number,
  E: number,
  colors: ReturnType<typeof resolveColors>,
  dense: boolean,
  pixels: ImageData | null = null,
  over: () => boolean = NEVER,
): number {
  const k = size / (2 * E);
  const { x1, x2, y, mistake } = pts;
  if (!dense) {
    // One pre-drawn sprite per glyph, stamped with drawImage: a single path holding thousands
    // of overlapping circles is slow to fill in software rasterizers (a frame of 300 ms seen).
    const sprites = glyphSprites(colors, dpr);
    const half = sprites.half;
    for (let i = from; i < to; i++) {
      if (i > from && (i - from) % CHECK_EVERY === 0 && over()) return i;
      const px = ((x1[i] as number) + E) * k;
      const py = (E - (x2[i] as number)) * k;
      if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
      if (mistake[i]) ctx.drawImage(sprites.ring, px - half, py - half);
      ctx.drawImage((y[i] as number) > 0 ? sprites.pos : sprites.neg, px - half, py - half);
    }
    return to;
  }

  // Dense style works in device pixels: 1–2 px dots whatever the pixel ratio, so that a full
  // redraw of 10⁶ points touches few cache lines.
  const u = 1;
  {
    const img = pixels && pixels.width === size ? pixels : ctx.createImageData(size, size);
    let minX = size;
    let minY = size;
    let maxX = -1;
    let maxY = -1;
    const data = new Uint32Array(img.data.buffer, img.data.byteOffset, size * size);
    const pack = (c: Rgba) => ((c.a << 24) | (c.b << 16) | (c.g << 8) | c.r) >>> 0;
    const cPos = pack(colors.pos);
    const cNeg = pack(colors.neg);
    const cMis = pack(colors.mistake);
    const pos = stencil(POS_CELLS, u, size);
    const neg = stencil(NEG_CELLS, u, size);
    const ring = stencil(RING_CELLS, u, size);
    const reach = 3 * u;
    /** Bounds-checked stamp, for points near the border. */
    const stampChecked = (st: Stencil, px: number, py: number, c: number) => {
      for (let j = 0; j < st.dx.length; j++) {
        const X = px + (st.dx[j] as number);
        const Y = py + (st.dy[j] as number);
        if (X >= 0 && X < size && Y >= 0 && Y < size) data[Y * size + X] = c;
      }
    };
    const pOff = pos.off;
    const nOff = neg.off;
    const rOff = ring.off;
    const lo = reach;
    const hi = size - reach;
    let end = to;
    for (let i = from; i < to; i++) {
      if (i > from && (i - from) % CHECK_EVERY === 0 && over()) {
        end = i;
        break;
      }
      const px = Math.floor(((x1[i] as number) + E) * k);
      const py = Math.floor((E - (x2[i] as number)) * k);
      if (!(px >= 0 && px < size && py >= 0 && py < size)) continue;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      const positive = (y[i] as number) > 0;
      if (px >= lo && px < hi && py >= lo && py < hi) {
        const base = py * size + px;
        if (mistake[i])
          for (let j = 0; j < rOff.length; j++) data[base + (rOff[j] as number)] = cMis;
        if (positive) for (let j = 0; j < pOff.length; j++) data[base + (pOff[j] as number)] = cPos;
        else for (let j = 0; j < nOff.length; j++) data[base + (nOff[j] as number)] = cNeg;
      } else {
        if (mistake[i]) stampChecked(ring, px, py, cMis);
        stampChecked(positive ? pos : neg, px, py, positive ? cPos : cNeg);
      }
    }
    if (maxX >= 0) {
      const x0 = Math.max(0, minX - reach);
      const y0 = Math.max(0, minY - reach);
      const x1e = Math.min(size, maxX + reach + 1);
      const y1e = Math.min(size, maxY + reach + 1);
      ctx.putImageData(img, 0, 0, x0, y0, x1e - x0, y1e - y0);
    }
    return end;
  }
}

type Sprite = HTMLCanvasElement | OffscreenCanvas;
let spriteCache: { key: string; pos: Sprite; neg: Sprite; ring: Sprite; half: number } | null =
  null;

/** Circle (+1), cross (−1) and mistake ring, drawn once per colour set and pixel ratio. */
function glyphSprites(
  colors: ReturnType<typeof resolveColors>,
  dpr: number,
): { pos: Sprite; neg: Sprite; ring: Sprite; half: number } {
  const key = `${colors.key}|${dpr}`;
  if (spriteCache?.key === key) return spriteCache;
  const r = 2.6 * dpr;
  const half = Math.ceil(r + 3.5 * dpr);
  const make = (
    draw: (c: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D) => void,
  ): Sprite => {
    const size = 2 * half;
    const canvas: Sprite =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(size, size)
        : Object.assign(document.createElement('canvas'), { width: size, height: size });
    const c = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (c) {
      c.translate(half, half);
      draw(c);
    }
    return canvas;
  };
  const pos = make((c) => {
    c.fillStyle = colors.pos.css;
    c.beginPath();
    c.arc(0, 0, r, 0, 2 * Math.PI);
    c.fill();
  });
  const neg = make((c) => {
    c.strokeStyle = colors.neg.css;
    c.lineWidth = 1.6 * dpr;
    c.beginPath();
    c.moveTo(-r, -r);
    c.lineTo(r, r);
    c.moveTo(-r, r);
    c.lineTo(r, -r);
    c.stroke();
  });
  const ring = make((c) => {
    c.strokeStyle = colors.mistake.css;
    c.lineWidth = 1.2 * dpr;
    c.beginPath();
    c.arc(0, 0, r + 2 * dpr, 0, 2 * Math.PI);
    c.stroke();
  });
  spriteCache = { key, pos, neg, ring, half };
  return spriteCache;
}

/**
 * Points the sparse style draws in one call at most (each a sprite or two, rasterised on the main
 * thread where the canvas has no GPU): at full speed on a phone (4×), the thousands of points of a
 * few redraws after Play took one call 30–45 ms (traced on kernel-perceptron). A call also stops
 * when its caller's time is up (syncCanvas's `over`), in either style.
 */
export const SPARSE_PER_CALL = 500;

/**
 * Brings the canvas up to date: incremental when the count grew, full redraw otherwise, drawing
 * at most `most` points in the sparse style, and in either style no more once `over()` says its
 * time is up. Returns whether the canvas shows all `count` points; when not, the next call goes
 * on from where this one stopped.
 */
export function syncCanvas(
  canvas: HTMLCanvasElement,
  st: CanvasState,
  pts: PlanePoints,
  count: number,
  E: number,
  cssSize: number,
  themeTick = 0,
  most = Infinity,
  over: () => boolean = NEVER,
): boolean {
  const dpr = pixelRatio();
  const size = Math.max(1, Math.min(4096, Math.round(cssSize * dpr)));
  const resized = canvas.width !== size || canvas.height !== size;
  if (resized) {
    canvas.width = size;
    canvas.height = size;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return true; // jsdom, or a context lost
  if (!st.palette || st.tick !== themeTick || resized) {
    st.palette = resolveColors(canvas, ctx);
    st.tick = themeTick;
  }
  const colors = st.palette;
  const dense = count > PIXEL_LIMIT;
  const full =
    resized ||
    st.canvas !== canvas ||
    count < st.count ||
    E !== st.extent ||
    size !== st.size ||
    colors.key !== st.colors ||
    dense !== st.dense;
  const from = full ? 0 : st.count;
  if (full) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, size, size);
  }
  if (dense && (full || !st.pixels || st.pixels.width !== size))
    st.pixels = ctx.createImageData(size, size);
  if (!dense) st.pixels = null;
  const upTo = dense ? count : Math.min(count, from + Math.max(1, most));
  const to =
    upTo > from
      ? paintPoints(ctx, size, dpr, pts, from, upTo, E, colors, dense, st.pixels ?? null, over)
      : from;
  st.canvas = canvas;
  st.count = to;
  st.extent = E;
  st.size = size;
  st.colors = colors.key;
  st.dense = dense;
  return to >= count;
}

const pixelRatio = (): number =>
  typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

const NO_POINTS: PlanePoints = {
  x1: new Float64Array(0),
  x2: new Float64Array(0),
  y: new Int8Array(0),
  mistake: new Int8Array(0),
  count: 0,
};

/**
 * Readies a canvas that shows nothing yet for its first points, and leaves it blank: its size,
 * its 2-D context, the theme's colours, and each glyph sprite drawn once. On a canvas without a
 * GPU, the first call after Play otherwise paid for all of that at once (at 4× CPU throttle: the
 * context 1–16 ms, the colours 4–11 ms, its first 32 sprites 3–32 ms), in the task of the render
 * or the effects that asked for it. In two steps, each a task of its own: `step` 0, then 1.
 */
export function warmCanvas(
  canvas: HTMLCanvasElement,
  st: CanvasState,
  E: number,
  cssSize: number,
  themeTick: number,
  step: 0 | 1,
): void {
  if (step === 0) {
    st.canvas = null; // drawn afresh, that is cleared
    st.warm = false;
    syncCanvas(canvas, st, NO_POINTS, 0, E, cssSize, themeTick);
    return;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx || !st.palette || st.canvas !== canvas || st.count !== 0) return;
  const sprites = glyphSprites(st.palette, pixelRatio());
  for (const sprite of [sprites.pos, sprites.neg, sprites.ring]) ctx.drawImage(sprite, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  st.warm = true;
}
