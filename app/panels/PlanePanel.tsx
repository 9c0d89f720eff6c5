import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { easeCubicInOut } from 'd3-ease';
import { interpolateNumber } from 'd3-interpolate';
import { scaleLinear } from 'd3-scale';
import { formatNumber } from '../../src/theory/types';
import './panels.css';

export interface PlaneLearner {
  id: string;
  name: string;
  color: string;
  dash: string;
  w: [number, number];
}

/** Rounds 1..count are indexes 0..count−1; `mistake` refers to the first learner. */
export interface PlanePoints {
  x1: ArrayLike<number>;
  x2: ArrayLike<number>;
  y: ArrayLike<number>;
  mistake: ArrayLike<number>;
  count: number;
}

export interface PlaneUpdate {
  from: [number, number];
  to: [number, number];
  x: [number, number];
  y: 1 | -1;
  durationMs: number;
}

export interface PlaneProps {
  /** The plane shows [−extent, extent]². */
  extent: number;
  points: PlanePoints;
  /** The hyperplane {x: ⟨w, x⟩ = 0} and the arrow w_t of each learner; the first is primary. */
  learners: PlaneLearner[];
  /** Unit target, drawn as a dashed arrow with its boundary line when showTarget. */
  wstar: [number, number] | null;
  /** Margin band |⟨w*, x⟩| < γ, shaded when showTarget && wstar. */
  gamma: number;
  /** Circle of radius R, faint. */
  radius: number;
  showTarget: boolean;
  /**
   * The primary learner's last update: animates w from `from` to `to` (durationMs > 0) and draws
   * the added vector y·x from the tip of w_t; durationMs 0 snaps.
   */
  update: PlaneUpdate | null;
  /** Click adds +1, shift-click or right-click adds −1, at the clicked data coordinates. */
  onAddPoint?: (x1: number, x2: number, y: 1 | -1) => void;
  /** Accessible name, prefixed to the summary in the svg's aria-label. */
  label?: string;
}

type Vec = [number, number];

/** The viewBox is VB × VB user units; the data square [−E, E]² fills it. */
const VB = 400;
/** Up to this many points are SVG elements; above, they go to a canvas. */
export const SVG_POINT_LIMIT = 400;
/** Above this many points a full canvas redraw writes pixels into an ImageData. */
const PIXEL_LIMIT = 50_000;

/** Data → viewBox coordinates for the square [−E, E]². */
const mapX = (E: number, x: number): number => ((x + E) / (2 * E)) * VB;
const mapY = (E: number, y: number): number => ((E - y) / (2 * E)) * VB;

const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');
const finite2 = (v: readonly number[]): boolean => Number.isFinite(v[0]) && Number.isFinite(v[1]);

/** The segment {x: ⟨normal, x⟩ = 0} ∩ [−E, E]², or null when normal is 0 or not finite. */
export function lineThroughOrigin(normal: readonly [number, number], E: number): [Vec, Vec] | null {
  const [a, b] = normal;
  const n = Math.hypot(a, b);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  const dx = -b / n;
  const dy = a / n;
  const s = E / Math.max(Math.abs(dx), Math.abs(dy));
  return [
    [-s * dx, -s * dy],
    [s * dx, s * dy],
  ];
}

/** Sutherland–Hodgman: the part of a convex polygon where ⟨a, p⟩ ≤ c. */
function clipHalfPlane(poly: readonly Vec[], a: Vec, c: number): Vec[] {
  const out: Vec[] = [];
  const f = (p: Vec) => a[0] * p[0] + a[1] * p[1] - c;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Vec;
    const q = poly[(i + 1) % poly.length] as Vec;
    const fp = f(p);
    const fq = f(q);
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const s = fp / (fp - fq);
      out.push([p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  return out;
}

/** The band |⟨u, x⟩| < γ inside the square, as a polygon in data coordinates. */
function bandPolygon(u: Vec, gamma: number, E: number): Vec[] {
  const square: Vec[] = [
    [-E, -E],
    [E, -E],
    [E, E],
    [-E, E],
  ];
  const upper = clipHalfPlane(square, u, gamma);
  return clipHalfPlane(upper, [-u[0], -u[1]], gamma);
}

/** Scales v so that it stays inside [−m, m]²; tells whether it had to. */
function fitInBox(v: Vec, m: number): { tip: Vec; clipped: boolean } {
  const r = Math.max(Math.abs(v[0]), Math.abs(v[1]));
  if (r <= m) return { tip: v, clipped: false };
  return { tip: [(v[0] * m) / r, (v[1] * m) / r], clipped: true };
}

interface ArrowGeometry {
  shaft: string;
  head: string;
}

/** An arrow from p to q in pixel coordinates: a shaft ending at the head's base, and the head. */
function arrow(p: Vec, q: Vec, headLength = 11, headWidth = 5.5): ArrowGeometry | null {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy);
  if (!(len > 0.5) || !Number.isFinite(len)) return null;
  const ux = dx / len;
  const uy = dy / len;
  const h = Math.min(headLength, len * 0.6);
  const w = Math.min(headWidth, h * 0.55);
  const bx = q[0] - h * ux;
  const by = q[1] - h * uy;
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    shaft: `M${r(p[0])},${r(p[1])}L${r(bx)},${r(by)}`,
    head: `M${r(q[0])},${r(q[1])}L${r(bx - w * uy)},${r(by + w * ux)}L${r(bx + w * uy)},${r(by - w * ux)}Z`,
  };
}

/** Σ mistake[0..n−1], cached per underlying buffer so a growing run adds only the new rounds. */
const mistakeCache = new WeakMap<object, { offset: number; n: number; sum: number }>();
function countMistakes(m: ArrayLike<number>, n: number): number {
  const view = ArrayBuffer.isView(m) ? m : null;
  const key: object = view ? view.buffer : (m as object);
  const offset = view ? view.byteOffset : 0;
  const hit = mistakeCache.get(key);
  let from = 0;
  let sum = 0;
  if (hit && hit.offset === offset && hit.n <= n) {
    from = hit.n;
    sum = hit.sum;
  }
  const end = Math.min(n, m.length);
  for (let i = from; i < end; i++) if (m[i]) sum++;
  mistakeCache.set(key, { offset, n: end, sum });
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Canvas layer

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
  css: string;
}

interface CanvasState {
  canvas: HTMLCanvasElement | null;
  count: number;
  extent: number;
  size: number;
  colors: string;
  dense: boolean;
}

function parseCanvasColor(s: string): Rgba {
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

function resolveColors(
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
const POS_CELLS: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [-1, 0],
  [0, 0],
];
const NEG_CELLS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
];
const RING_CELLS: ReadonlyArray<readonly [number, number]> = (() => {
  const cells: Array<[number, number]> = [];
  for (let a = -2; a <= 2; a++) {
    for (let b = -2; b <= 2; b++) if (Math.max(Math.abs(a), Math.abs(b)) === 2) cells.push([a, b]);
  }
  return cells;
})();

interface Stencil {
  dx: Int32Array;
  dy: Int32Array;
  /** dy · size + dx: the offset in the pixel array, for points away from the border. */
  off: Int32Array;
}

function stencil(
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

/**
 * Draws points [from, to) onto the canvas. Sparse style (≤ PIXEL_LIMIT points in all): circles
 * and crosses as paths. Dense style: 2-px blocks (+1) and small diagonal crosses (−1), written
 * into an ImageData for big batches and as fillRects for small ones.
 */
function paintPoints(
  ctx: CanvasRenderingContext2D,
  size: number,
  dpr: number,
  pts: PlanePoints,
  from: number,
  to: number,
  E: number,
  colors: ReturnType<typeof resolveColors>,
  dense: boolean,
): void {
  const k = size / (2 * E);
  const { x1, x2, y, mistake } = pts;
  if (!dense) {
    const r = 2.6 * dpr;
    const passes: Array<[string, (i: number) => boolean]> = [
      ['pos', (i) => (y[i] as number) > 0],
      ['neg', (i) => !((y[i] as number) > 0)],
      ['mistake', (i) => !!mistake[i]],
    ];
    for (const [kind, take] of passes) {
      ctx.beginPath();
      for (let i = from; i < to; i++) {
        if (!take(i)) continue;
        const px = ((x1[i] as number) + E) * k;
        const py = (E - (x2[i] as number)) * k;
        if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
        if (kind === 'pos') {
          ctx.moveTo(px + r, py);
          ctx.arc(px, py, r, 0, 2 * Math.PI);
        } else if (kind === 'neg') {
          ctx.moveTo(px - r, py - r);
          ctx.lineTo(px + r, py + r);
          ctx.moveTo(px - r, py + r);
          ctx.lineTo(px + r, py - r);
        } else {
          ctx.moveTo(px + r + 2 * dpr, py);
          ctx.arc(px, py, r + 2 * dpr, 0, 2 * Math.PI);
        }
      }
      if (kind === 'pos') {
        ctx.fillStyle = colors.pos.css;
        ctx.fill();
      } else {
        ctx.strokeStyle = kind === 'neg' ? colors.neg.css : colors.mistake.css;
        ctx.lineWidth = (kind === 'neg' ? 1.6 : 1.2) * dpr;
        ctx.stroke();
      }
    }
    return;
  }

  // Dense style works in device pixels: 1–2 px dots whatever the pixel ratio, so that a full
  // redraw of 10⁶ points touches few cache lines.
  const u = 1;
  if (to - from > 20_000) {
    const img = from === 0 ? ctx.createImageData(size, size) : ctx.getImageData(0, 0, size, size);
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
    for (let i = from; i < to; i++) {
      const px = Math.floor(((x1[i] as number) + E) * k);
      const py = Math.floor((E - (x2[i] as number)) * k);
      if (!(px >= 0 && px < size && py >= 0 && py < size)) continue;
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
    ctx.putImageData(img, 0, 0);
    return;
  }
  for (let i = from; i < to; i++) {
    const px = Math.floor(((x1[i] as number) + E) * k);
    const py = Math.floor((E - (x2[i] as number)) * k);
    if (!(px >= 0 && px < size && py >= 0 && py < size)) continue;
    if (mistake[i]) {
      ctx.strokeStyle = colors.mistake.css;
      ctx.lineWidth = u;
      ctx.strokeRect(px - 2 * u + 0.5 * u, py - 2 * u + 0.5 * u, 4 * u, 4 * u);
    }
    if ((y[i] as number) > 0) {
      ctx.fillStyle = colors.pos.css;
      ctx.fillRect(px - u, py - u, 2 * u, 2 * u);
    } else {
      ctx.fillStyle = colors.neg.css;
      ctx.fillRect(px, py, u, u);
      ctx.fillRect(px - u, py - u, u, u);
      ctx.fillRect(px + u, py - u, u, u);
      ctx.fillRect(px - u, py + u, u, u);
      ctx.fillRect(px + u, py + u, u, u);
    }
  }
}

/** Brings the canvas up to date: incremental when the count grew, full redraw otherwise. */
function syncCanvas(
  canvas: HTMLCanvasElement,
  st: CanvasState,
  pts: PlanePoints,
  count: number,
  E: number,
  cssSize: number,
): void {
  const dpr =
    typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  const size = Math.max(1, Math.min(4096, Math.round(cssSize * dpr)));
  const resized = canvas.width !== size || canvas.height !== size;
  if (resized) {
    canvas.width = size;
    canvas.height = size;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return; // jsdom, or a context lost
  const colors = resolveColors(canvas, ctx);
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
  if (count > from) paintPoints(ctx, size, dpr, pts, from, count, E, colors, dense);
  st.canvas = canvas;
  st.count = count;
  st.extent = E;
  st.size = size;
  st.colors = colors.key;
  st.dense = dense;
}

/** Re-renders when the theme may have changed (class / data-theme / style on the root elements). */
function useThemeTick(el: RefObject<Element | null>, enabled: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled || typeof MutationObserver === 'undefined') return;
    const bump = () => setTick((t) => t + 1);
    const mo = new MutationObserver(bump);
    const targets = new Set<Element>();
    if (typeof document !== 'undefined') {
      targets.add(document.documentElement);
      if (document.body) targets.add(document.body);
    }
    const themed = el.current?.closest('[data-theme]');
    if (themed) targets.add(themed);
    for (const t of targets) {
      mo.observe(t, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
    }
    const mq =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-color-scheme: dark)')
        : null;
    mq?.addEventListener?.('change', bump);
    return () => {
      mo.disconnect();
      mq?.removeEventListener?.('change', bump);
    };
  }, [el, enabled]);
  return tick;
}

// ---------------------------------------------------------------------------------------------
// The panel

export function PlanePanel(props: PlaneProps): ReactElement {
  const { extent, points, learners, wstar, gamma, radius, showTarget, update, onAddPoint, label } =
    props;
  const E = extent > 0 && Number.isFinite(extent) ? extent : 1;
  const count = Math.max(
    0,
    Math.min(
      Math.floor(points.count) || 0,
      points.x1.length,
      points.x2.length,
      points.y.length,
      points.mistake.length,
    ),
  );
  const useCanvas = count > SVG_POINT_LIMIT;

  const px = (x: number): number => mapX(E, x);
  const py = (y: number): number => mapY(E, y);
  const P = (v: readonly number[]): Vec => [px(v[0] as number), py(v[1] as number)];

  // --- animation of the primary learner's update ---
  const upKey = update
    ? `${update.from[0]},${update.from[1]}>${update.to[0]},${update.to[1]}@${update.x[0]},${update.x[1]}:${update.y}`
    : '';
  const duration = update && update.durationMs > 0 ? update.durationMs : 0;
  const canAnimate = typeof requestAnimationFrame === 'function';
  const [anim, setAnim] = useState<{ key: string; p: number } | null>(null);
  useEffect(() => {
    if (!upKey || !(duration > 0) || typeof requestAnimationFrame !== 'function') return;
    let raf = 0;
    let start = -1;
    const tick = (now: number) => {
      if (start < 0) start = now;
      const p = Math.min(1, (now - start) / duration);
      setAnim({ key: upKey, p });
      if (p < 1) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [upKey, duration]);
  let progress = 1;
  if (update && duration > 0 && canAnimate) progress = anim && anim.key === upKey ? anim.p : 0;

  const shownW = (l: PlaneLearner, i: number): Vec => {
    if (i === 0 && update && progress < 1) {
      const e = easeCubicInOut(progress);
      return [
        interpolateNumber(update.from[0], update.to[0])(e),
        interpolateNumber(update.from[1], update.to[1])(e),
      ];
    }
    return l.w;
  };

  // --- canvas layer ---
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const canvasState = useRef<CanvasState>({
    canvas: null,
    count: 0,
    extent: NaN,
    size: 0,
    colors: '',
    dense: false,
  });
  const [cssSize, setCssSize] = useState(0);
  useEffect(() => {
    const el = stageRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      if (w > 0) setCssSize(Math.round(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const themeTick = useThemeTick(stageRef, useCanvas);
  useEffect(() => {
    if (!useCanvas) return;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const size = cssSize || stageRef.current?.clientWidth || VB;
    syncCanvas(canvas, canvasState.current, points, count, E, size);
  }, [useCanvas, points, count, E, cssSize, themeTick]);

  // --- static layers ---
  const grid = useMemo(() => {
    const ticks = scaleLinear().domain([-E, E]).ticks(8);
    const labels = scaleLinear().domain([-E, E]).ticks(4);
    return { ticks, labels };
  }, [E]);

  const band = useMemo(() => {
    if (!showTarget || !wstar || !finite2(wstar) || !(gamma > 0) || !Number.isFinite(gamma))
      return null;
    const n = Math.hypot(wstar[0], wstar[1]);
    if (!(n > 0)) return null;
    const poly = bandPolygon([wstar[0] / n, wstar[1] / n], gamma, E);
    if (poly.length < 3) return null;
    return poly.map((p) => `${mapX(E, p[0]).toFixed(2)},${mapY(E, p[1]).toFixed(2)}`).join(' ');
  }, [showTarget, wstar, gamma, E]);

  // --- points as SVG elements (few) ---
  const svgPoints = useMemo(() => {
    if (useCanvas) return null;
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
  }, [useCanvas, points, count, E]);

  const mistakes = useMemo(() => countMistakes(points.mistake, count), [points.mistake, count]);

  // --- the latest point, emphasised over the canvas ---
  let latestOverlay: ReactElement | null = null;
  if (useCanvas && count > 0) {
    const i = count - 1;
    const a = points.x1[i] as number;
    const b = points.x2[i] as number;
    if (Number.isFinite(a) && Number.isFinite(b)) {
      const pos = (points.y[i] as number) > 0;
      const r = 6.5;
      latestOverlay = (
        <g
          className={`pt-latest ${pos ? 'pos' : 'neg'}${points.mistake[i] ? ' mistake' : ''}`}
          transform={`translate(${px(a).toFixed(2)},${py(b).toFixed(2)})`}
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
  }

  // --- learners: hyperplanes and arrows ---
  const origin: Vec = [px(0), py(0)];
  const learnerEls = learners.map((l, i) => {
    const w = shownW(l, i);
    if (!finite2(w)) return null;
    const seg = lineThroughOrigin(w, E);
    const { tip, clipped } = fitInBox(w, 0.93 * E);
    const arr = arrow(origin, P(tip));
    const norm = Math.hypot(w[0], w[1]);
    const tipPx = P(tip);
    const lx = Math.min(VB - 8, Math.max(8, tipPx[0] + 8));
    const ly = Math.min(VB - 8, Math.max(16, tipPx[1] - 8));
    const dash = l.dash || undefined;
    return (
      <g
        key={l.id}
        className={`learner${i === 0 ? ' primary' : ''}`}
        data-learner={l.id}
        data-w={`${w[0]},${w[1]}`}
      >
        {seg ? (
          <line
            className="hyperplane"
            x1={P(seg[0])[0]}
            y1={P(seg[0])[1]}
            x2={P(seg[1])[0]}
            y2={P(seg[1])[1]}
            stroke={l.color}
            strokeDasharray={dash}
          />
        ) : null}
        {arr ? (
          <g className={`w-arrow${clipped ? ' clipped' : ''}`}>
            <path className="shaft" d={arr.shaft} stroke={l.color} strokeDasharray={dash} />
            <path className="head" d={arr.head} fill={l.color} />
          </g>
        ) : null}
        <text
          className="vec-label"
          x={lx}
          y={ly}
          textAnchor={lx > VB - 60 ? 'end' : 'start'}
          style={{ fill: l.color }}
        >
          w
          <tspan baselineShift="sub" fontSize="0.75em">
            t
          </tspan>
          {i === 0 ? '' : ` ${l.name}`}
          {clipped ? ` (‖w‖ = ${fmt(norm)})` : ''}
          {norm === 0 ? ' = 0' : ''}
        </text>
      </g>
    );
  });

  // --- the added vector y·x from the tip of w_t ---
  let added: ReactElement | null = null;
  if (update && finite2(update.from) && finite2(update.x)) {
    const end: Vec = [
      update.from[0] + update.y * update.x[0],
      update.from[1] + update.y * update.x[1],
    ];
    const arr = arrow(P(update.from), P(end), 9, 4.5);
    if (arr) {
      const mid = P([(update.from[0] + end[0]) / 2, (update.from[1] + end[1]) / 2]);
      added = (
        <g className="added" data-from={`${update.from[0]},${update.from[1]}`}>
          <path className="shaft" d={arr.shaft} />
          <path className="head" d={arr.head} />
          <text
            className="vec-label"
            x={mid[0] + 6}
            y={mid[1] - 6}
            style={{ fill: 'var(--accent)' }}
          >
            {update.y > 0 ? '+x' : '−x'}
          </text>
        </g>
      );
    }
  }

  // --- the target ---
  let target: ReactElement | null = null;
  if (showTarget && wstar && finite2(wstar)) {
    const seg = lineThroughOrigin(wstar, E);
    const { tip } = fitInBox(wstar, 0.93 * E);
    const arr = arrow(origin, P(tip));
    const tipPx = P(tip);
    target = (
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
  }

  // --- interaction ---
  const toData = (e: MouseEvent<SVGSVGElement>): Vec | null => {
    const rect = e.currentTarget.getBoundingClientRect();
    const s = Math.min(rect.width, rect.height) / VB;
    if (!(s > 0)) return null;
    const ox = rect.left + (rect.width - VB * s) / 2;
    const oy = rect.top + (rect.height - VB * s) / 2;
    const vx = (e.clientX - ox) / s;
    const vy = (e.clientY - oy) / s;
    if (!(vx >= 0 && vx <= VB && vy >= 0 && vy <= VB)) return null;
    return [(vx / VB) * 2 * E - E, E - (vy / VB) * 2 * E];
  };
  const onClick = onAddPoint
    ? (e: MouseEvent<SVGSVGElement>) => {
        const d = toData(e);
        if (d) onAddPoint(d[0], d[1], e.shiftKey ? -1 : 1);
      }
    : undefined;
  const onContextMenu = onAddPoint
    ? (e: MouseEvent<SVGSVGElement>) => {
        e.preventDefault();
        const d = toData(e);
        if (d) onAddPoint(d[0], d[1], -1);
      }
    : undefined;

  const primary = learners[0];
  const primaryW = primary ? shownW(primary, 0) : null;
  const summary =
    `${label ?? 'Plane'}: ${count} point${count === 1 ? '' : 's'}, ` +
    `${mistakes} mistake${mistakes === 1 ? '' : 's'}` +
    (primaryW ? `, w = (${fmt(primaryW[0])}, ${fmt(primaryW[1])})` : '');

  const rPx = radius > 0 && Number.isFinite(radius) ? (radius / (2 * E)) * VB : 0;
  const viewBox = `0 0 ${VB} ${VB}`;

  return (
    <div className="hs-panel hs-plane">
      <div className="hs-plane-stage" ref={stageRef}>
        <svg className="hs-plane-back" viewBox={viewBox} aria-hidden="true" focusable="false">
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
        </svg>
        {useCanvas ? (
          <canvas className="hs-plane-canvas" ref={canvasRef} aria-hidden="true" />
        ) : null}
        <svg
          className={`hs-plane-front${onAddPoint ? ' adding' : ''}`}
          viewBox={viewBox}
          role="img"
          aria-label={summary}
          onClick={onClick}
          onContextMenu={onContextMenu}
        >
          {/* Over the canvas (a tint), under the SVG points and the lines. */}
          {band ? <polygon className="band" points={band} /> : null}
          <g className="points">{svgPoints}</g>
          {target}
          {learnerEls}
          {added}
          {latestOverlay}
        </svg>
      </div>
      {onAddPoint ? (
        <p className="hs-hint">
          Click to add a +1 point; shift-click or right-click adds a −1 point.
        </p>
      ) : null}
    </div>
  );
}

export default PlanePanel;
