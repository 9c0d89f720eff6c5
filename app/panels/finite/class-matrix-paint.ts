/**
 * The class matrix's geometry and its canvas painter (the drawing past SVG_ROW_LIMIT rows): pure
 * functions of the class, the version space and the figure's size.
 */

/** The canvas's matrix aims at this height (CSS px); rows never get thinner than a pixel. */
const CANVAS_HEIGHT = 420;
/** The figure's inner margin. */
export const PAD = 4;

export interface Layout {
  W: number;
  fs: number;
  cellW: number;
  /** The first column's left edge, and the fate column's. */
  gx: number;
  fx: number;
  fateW: number;
  /** The matrix's top, its row height (CSS px; the canvas's rows are rowDev device px). */
  Y0: number;
  rowH: number;
  rowDev: number;
  matrixH: number;
  total: number;
  /** Column labels: every `every`-th one. */
  every: number;
}

export function layoutOf(
  W: number,
  fs: number,
  n: number,
  rows: number,
  canvas: boolean,
  nameLen: number,
  t: number,
  dpr: number,
): Layout {
  const nameW = canvas ? 0.5 * fs : Math.min(W * 0.35, nameLen * 0.6 * fs + 0.9 * fs);
  const fateW = canvas
    ? Math.max(4.5 * fs, 64)
    : Math.max(3.4 * fs, String(Math.max(0, Math.floor(t))).length * 0.62 * fs + 1.2 * fs);
  const gap = 0.5 * fs;
  const gridMax = W - 2 * PAD - nameW - fateW - gap;
  const cellW = Math.max(2, Math.min(2.2 * fs, gridMax / Math.max(1, n)));
  const used = nameW + n * cellW + gap + fateW;
  const gx = PAD + Math.max(0, (W - 2 * PAD - used) / 2) + nameW;
  const fx = gx + n * cellW + gap;
  const Y0 = PAD + 1.95 * fs + 1.6 * fs;
  const rowH = Math.max(1.45 * fs, 16);
  const rowDev = canvas
    ? Math.max(1, Math.min(Math.floor(rowH * dpr), Math.floor((CANVAS_HEIGHT * dpr) / rows)))
    : 0;
  const matrixH = canvas ? (rows * rowDev) / dpr : rows * rowH;
  const total = Y0 + matrixH + (canvas ? 1.7 * fs : PAD);
  const every = Math.max(1, Math.ceil((1.9 * fs) / cellW));
  return { W, fs, cellW, gx, fx, fateW, Y0, rowH, rowDev, matrixH, total, every };
}

interface Colors {
  fg: string;
  muted: string;
  accent: string;
  band: string;
}

export function colorsOf(el: Element | null): Colors {
  const cs = el ? getComputedStyle(el) : null;
  const read = (name: string, fallback: string) => cs?.getPropertyValue(name).trim() || fallback;
  return {
    fg: read('--fg', '#1a1a1a'),
    muted: read('--muted', '#5f6368'),
    accent: read('--accent', '#009e73'),
    band: read('--band', 'rgba(86, 180, 233, 0.18)'),
  };
}

/**
 * The rows on the canvas, in device pixels: the current column's band, the cells h(x) = 1 (full
 * contrast in V_t, faint once out), and each row's lifetime in the fate column: a bar as long as
 * the rounds it stayed in V, full length in the accent colour while still in, ending in a tick
 * at the round it left otherwise.
 */
export function paintMatrix(
  ctx: CanvasRenderingContext2D,
  p: {
    n: number;
    rows: number;
    masks: ArrayLike<number>;
    alive: ArrayLike<number>;
    diedAt: ArrayLike<number>;
    current: number | null;
    t: number;
    L: Layout;
    dpr: number;
    colors: Colors;
  },
): void {
  const { n, rows, masks, alive, diedAt, current, t, L, dpr, colors } = p;
  const width = ctx.canvas.width;
  const height = ctx.canvas.height;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const colX = (j: number) => Math.round(j * L.cellW * dpr);
  const gapX = L.cellW * dpr >= 6 ? 1 : 0;
  const h = L.rowDev >= 4 ? L.rowDev - 1 : L.rowDev;
  const fx = Math.round((L.fx - L.gx) * dpr);
  const fw = Math.max(1, Math.round(L.fateW * dpr));
  if (current !== null) {
    ctx.fillStyle = colors.band;
    ctx.fillRect(colX(current), 0, colX(current + 1) - colX(current), height);
  }
  const pass = (live: boolean) => {
    for (let i = 0; i < rows; i++) {
      if (((alive[i] ?? 0) !== 0) !== live) continue;
      const m = masks[i] ?? 0;
      const y = i * L.rowDev;
      for (let j = 0; j < n; j++) {
        if ((m >>> j) & 1) ctx.fillRect(colX(j), y, colX(j + 1) - colX(j) - gapX, h);
      }
    }
  };
  ctx.globalAlpha = 1;
  ctx.fillStyle = colors.fg;
  pass(true);
  ctx.globalAlpha = 0.4;
  ctx.fillStyle = colors.muted;
  pass(false);
  // Lifetimes.
  const T = Math.max(1, t);
  const tick = Math.max(2, Math.round(2 * dpr));
  ctx.globalAlpha = 0.55;
  ctx.fillStyle = colors.muted;
  for (let i = 0; i < rows; i++) {
    if ((alive[i] ?? 0) !== 0) continue;
    const d = diedAt[i] ?? 0;
    ctx.fillRect(fx, i * L.rowDev, Math.round((Math.min(T, Math.max(0, d)) / T) * fw), h);
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < rows; i++) {
    if ((alive[i] ?? 0) !== 0) continue;
    const d = diedAt[i] ?? 0;
    const x = fx + Math.round((Math.min(T, Math.max(0, d)) / T) * fw);
    ctx.fillRect(Math.max(fx, x - tick), i * L.rowDev, tick, h);
  }
  ctx.fillStyle = colors.accent;
  for (let i = 0; i < rows; i++) {
    if ((alive[i] ?? 0) !== 0) ctx.fillRect(fx, i * L.rowDev, fw, h);
  }
}

/**
 * The hypothesis class of the `littlestone` lesson as a matrix: a row per hypothesis, a column
 * per point, a cell filled where h(x) = 1. The rows still in V_t at full contrast; those that
 * left it dimmed and struck through, with the round they left; the asked point's column
 * outlined; the VC witness set bracketed above. Up to SVG_ROW_LIMIT rows an SVG with each row's
 * name; beyond (|H| up to 1024), the rows on a canvas at the device's pixel ratio, a pixel high
 * at least, under an SVG of the header. A dumb renderer, memoised: it re-renders (and repaints)
 * only when its props change — pass new arrays when their contents change.
 */
