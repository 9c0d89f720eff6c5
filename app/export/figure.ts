import { download } from './download';
import { pixelsIn } from './canvas-pixels';

/**
 * A figure of the page as a file that renders alone: its SVG with every style the page's CSS
 * gives it written onto its elements (the theme's colours resolved, the fonts named), a
 * background in the theme's colour, and the pixels of a canvas layer drawn under it (the plane's
 * many points) as an embedded image. No request leaves the page.
 */

/** The properties that decide how SVG marks and text look. */
const STYLE = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'visibility',
  'display',
] as const;

const NS = 'http://www.w3.org/2000/svg';

function inlineStyle(from: Element, to: Element): void {
  const cs = getComputedStyle(from);
  to.setAttribute('style', STYLE.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';'));
}

/** The figure's size in CSS pixels, and its user units per pixel. */
function sizeOf(svg: SVGSVGElement): { w: number; h: number; vb: DOMRect | null } {
  const r = svg.getBoundingClientRect();
  const vb = svg.viewBox?.baseVal;
  return {
    w: Math.max(1, Math.round(r.width)),
    h: Math.max(1, Math.round(r.height)),
    vb: vb && vb.width > 0 ? new DOMRect(vb.x, vb.y, vb.width, vb.height) : null,
  };
}

/** The page's background behind the figure: its panel's, else the page's. */
function backgroundOf(el: Element): string {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) return c;
  }
  return '#ffffff';
}

/** A copy of an SVG element with every style written onto its elements. */
function styledCopy(svg: SVGSVGElement): SVGSVGElement {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyle(svg, clone);
  const from = svg.querySelectorAll('*');
  const to = clone.querySelectorAll('*');
  from.forEach((el, i) => {
    const copy = to[i];
    if (copy) inlineStyle(el, copy);
  });
  return clone;
}

const area = (r: DOMRect): number => Math.max(0, r.width) * Math.max(0, r.height);
function overlap(a: DOMRect, b: DOMRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The SVG of `svg` as a standalone file. The layers of `root` drawn under it on the page (the
 * plane's backdrop SVG, its canvas of many points) come in at their places, in the page's order;
 * a chart's legend (`.hs-legend`) is drawn below it, a line per entry. `pixels` gives the data
 * URLs of canvases the page cannot read (drawn in a worker: see canvas-pixels.ts).
 */
export function standaloneSvg(
  svg: SVGSVGElement,
  root: Element = svg,
  pixels: ReadonlyMap<Element, string> = new Map(),
): string {
  const clone = styledCopy(svg);
  const { w, h, vb } = sizeOf(svg);
  const box = vb ?? new DOMRect(0, 0, w, h);
  const s = svg.getBoundingClientRect();
  const kx = box.width / Math.max(1, s.width);
  const ky = box.height / Math.max(1, s.height);
  const place = (el: Element, r: DOMRect) => {
    el.setAttribute('x', String(box.x + (r.left - s.left) * kx));
    el.setAttribute('y', String(box.y + (r.top - s.top) * ky));
    el.setAttribute('width', String(r.width * kx));
    el.setAttribute('height', String(r.height * ky));
  };
  const layers: Element[] = [];
  const bg = document.createElementNS(NS, 'rect');
  layers.push(bg);
  for (const el of root.querySelectorAll('svg, canvas')) {
    if (el === svg || svg.contains(el) || el.closest('.hs-legend')) continue;
    if (el.parentElement?.closest('svg')) continue;
    const r = el.getBoundingClientRect();
    if (overlap(r, s) < 0.5 * area(s)) continue;
    if (el instanceof HTMLCanvasElement) {
      let href: string;
      try {
        href = pixels.get(el) ?? el.toDataURL('image/png');
      } catch {
        // A canvas holding pixels from elsewhere cannot be read: the figure goes without it.
        continue;
      }
      const img = document.createElementNS(NS, 'image');
      img.setAttribute('href', href);
      img.setAttribute('preserveAspectRatio', 'none');
      place(img, r);
      layers.push(img);
    } else if (el instanceof SVGSVGElement) {
      const copy = styledCopy(el);
      copy.removeAttribute('class');
      place(copy, r);
      layers.push(copy);
    }
  }
  let height = box.height;
  const legend = root.querySelector('.hs-legend');
  if (legend) {
    const fs = parseFloat(getComputedStyle(legend).fontSize) || 13;
    const line = 1.5 * fs * ky;
    // Wrapped at the figure's width, guessing a character at 0.55 em.
    const perLine = Math.max(12, Math.floor((box.width / kx - 3.6 * fs) / (0.55 * fs)));
    const g = document.createElementNS(NS, 'g');
    let y = box.y + box.height + 0.6 * line;
    for (const li of legend.querySelectorAll('li')) {
      const sample = li.querySelector('svg');
      if (sample) {
        const icon = styledCopy(sample);
        icon.setAttribute('x', String(box.x + 0.3 * fs * kx));
        icon.setAttribute('y', String(y - 0.45 * fs * ky));
        icon.setAttribute('width', String(2.6 * fs * kx));
        icon.setAttribute('height', String(0.9 * fs * ky));
        g.append(icon);
      }
      // The entry's words as read on the page (sub- and superscripts inline), without the text
      // kept for screen readers only.
      const label = (li.querySelector('span') ?? li).cloneNode(true) as Element;
      label.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
      const words = (label.textContent ?? '').replace(/\s+/g, ' ').trim().split(' ');
      const lines: string[] = [];
      for (const word of words) {
        const last = lines[lines.length - 1];
        if (last !== undefined && last.length + 1 + word.length <= perLine)
          lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      const cs = getComputedStyle(li.querySelector('span') ?? li);
      for (const text of lines) {
        const t = document.createElementNS(NS, 'text');
        t.textContent = text;
        t.setAttribute('x', String(box.x + 3.4 * fs * kx));
        t.setAttribute('y', String(y + 0.35 * fs * ky));
        t.setAttribute(
          'style',
          `fill:${cs.color};font-family:${cs.fontFamily};font-size:${fs * ky}px`,
        );
        g.append(t);
        y += line;
      }
    }
    height = y - box.y;
    clone.append(g);
  }
  bg.setAttribute('x', String(box.x));
  bg.setAttribute('y', String(box.y));
  bg.setAttribute('width', String(box.width));
  bg.setAttribute('height', String(height));
  bg.setAttribute('fill', backgroundOf(svg));
  clone.setAttribute('xmlns', NS);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(Math.round((height / box.height) * h)));
  clone.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${height}`);
  clone.removeAttribute('class');
  clone.prepend(...layers);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** The same figure as a PNG at `scale` × its size on screen (2: sharp on a projected slide). */
export async function figurePng(
  svg: SVGSVGElement,
  root: Element,
  scale = 2,
  pixels: ReadonlyMap<Element, string> = new Map(),
): Promise<Blob> {
  const text = standaloneSvg(svg, root, pixels);
  const { w } = sizeOf(svg);
  const h = Number(/<svg[^>]*\sheight="(\d+)"/.exec(text)?.[1] ?? sizeOf(svg).h);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The figure inside `root`: its first SVG drawn as an image (role="img"). */
export function figureIn(root: Element): SVGSVGElement | null {
  return root.querySelector<SVGSVGElement>('svg[role="img"]');
}

export async function downloadFigure(root: Element, name: string, kind: 'svg' | 'png') {
  const svg = figureIn(root);
  if (!svg) throw new Error('there is no figure to save');
  const pixels = await pixelsIn(root);
  if (kind === 'svg') download(`${name}.svg`, standaloneSvg(svg, root, pixels), 'image/svg+xml');
  else download(`${name}.png`, await figurePng(svg, root, 2, pixels));
}
