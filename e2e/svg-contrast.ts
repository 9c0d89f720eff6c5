/** The contrast of everything drawn in SVG, against what it is drawn on (runs in the page). */
export function svgContrastFailures(): string[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  /** Any CSS colour (rgb(), color(srgb …) from color-mix, …) as sRGB bytes and alpha. */
  const rgba = (css: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgba(0, 0, 0, 0)';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0] as number, d[1] as number, d[2] as number, (d[3] as number) / 255];
  };
  const lum = ([r, g, b]: number[]): number => {
    const f = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r as number) + 0.7152 * f(g as number) + 0.0722 * f(b as number);
  };
  const ratio = (a: number[], b: number[]): number => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };
  const background = (el: Element): number[] => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0.99) return c;
    }
    return [255, 255, 255, 1];
  };
  /** The colour as painted: its own alpha, the paint's opacity and every ancestor's opacity. */
  const painted = (el: Element, paint: string, paintOpacity: string, bg: number[]) => {
    if (!paint || paint === 'none' || paint.startsWith('url(')) return null;
    const c = rgba(paint);
    let a = c[3] * Number(paintOpacity || 1);
    for (let e: Element | null = el; e && e.tagName !== 'svg'; e = e.parentElement) {
      a *= Number(getComputedStyle(e).opacity || 1);
    }
    return [0, 1, 2].map((i) => a * (c[i] as number) + (1 - a) * (bg[i] as number));
  };
  const name = (el: Element): string => {
    const attrs = ['data-series', 'data-learner', 'data-expert']
      .map((a) => (el.closest(`[${a}]`) ? `[${a}=${el.closest(`[${a}]`)?.getAttribute(a)}]` : ''))
      .join('');
    const panel = el.closest('section')?.querySelector('h2')?.textContent ?? '';
    const cls = el.getAttribute('class') ?? el.parentElement?.getAttribute('class') ?? '';
    return `${panel} › ${el.tagName}.${cls.replace(/\s+/g, '.')}${attrs}`;
  };
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 || r.height > 0;
  };
  // Backdrops, not graphics a reader must make out: the grid, the margin band, the convex plane's
  // contour map and its legend's ramp (the map's values are in the legend's text, its minimum is
  // the starred u*), and the casings: outlines in the background colour that keep a line apart
  // from what it crosses.
  const skip =
    'defs, pattern, clipPath, .grid, .band, .katex, .hs-oco-map, .hs-oco-ramp-sample, .hs-oco-casing';
  const failures: string[] = [];
  const fmt = (c: number[]) => `rgb(${c.map((v) => Math.round(v)).join(',')})`;

  for (const el of document.querySelectorAll(
    'main svg :is(path, line, rect, circle, polygon, polyline)',
  )) {
    if (el.closest(skip) || !shown(el)) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'none') continue;
    const bg = background(el.closest('svg') as Element);
    // A width given as calc() computes to "calc(3px)", which parseFloat cannot read.
    const width = parseFloat(s.strokeWidth.replace(/^calc\(/, ''));
    const stroke = width > 0 ? painted(el, s.stroke, s.strokeOpacity, bg) : null;
    const fill = painted(el, s.fill, s.fillOpacity, bg);
    const best = Math.max(stroke ? ratio(stroke, bg) : 0, fill ? ratio(fill, bg) : 0);
    if (!stroke && !fill) continue; // pattern fill only: its outline is checked with the bar
    if (best < 3) {
      const c = (
        stroke && fill ? (ratio(stroke, bg) > ratio(fill, bg) ? stroke : fill) : (stroke ?? fill)
      ) as number[];
      failures.push(`graphic ${name(el)}: ${best.toFixed(2)}:1 < 3:1 (${fmt(c)} on ${fmt(bg)})`);
    }
  }
  for (const el of document.querySelectorAll('main svg text')) {
    if (el.closest(skip) || !shown(el) || !(el.textContent ?? '').trim()) continue;
    const s = getComputedStyle(el);
    const bg = background(el.closest('svg') as Element);
    const fill = painted(el, s.fill, s.fillOpacity, bg);
    if (!fill) continue;
    const r = ratio(fill, bg);
    if (r < 4.5) {
      failures.push(
        `text "${el.textContent}" ${name(el)}: ${r.toFixed(2)}:1 < 4.5:1 (${fmt(fill)} on ${fmt(bg)})`,
      );
    }
  }
  return failures;
}
