/**
 * The map is a backdrop: what is drawn over it must keep WCAG's 3:1 for lines and marks (4.5:1
 * for text) in every theme. The colours are read from the theme files themselves, so a change of
 * theme or of the ramp that breaks the contrast fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RAMP_MAX_PCT } from '../../../src/geometry/contour-map';

type Rgb = [number, number, number];

const css = (rel: string) => readFileSync(new URL(rel, import.meta.url), 'utf8');
const styles = css('../../styles.css');
const panels = css('../panels.css');

/** The custom properties declared in the first rule whose selector contains `selector`. */
function vars(source: string, selector: string): Record<string, string> {
  const re = /([^{}]+)\{([^}]*)\}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) {
    if (!(m[1] ?? '').includes(selector)) continue;
    const out: Record<string, string> = {};
    for (const d of (m[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      out[d[1] as string] = (d[2] as string).trim();
    }
    return out;
  }
  throw new Error(`no rule for ${selector}`);
}

const defaults = vars(panels, ':where(:root)');
const light = { ...defaults, ...vars(styles, "[data-theme='light']") };
const THEMES: Record<string, Record<string, string>> = {
  light,
  dark: { ...light, ...vars(styles, "[data-theme='dark']") },
  projector: { ...light, ...vars(styles, "[data-theme='projector']") },
};
const OI = ['orange', 'sky', 'green', 'blue', 'vermillion', 'purple', 'black'];

function rgb(hex: string | undefined): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1] as string, 16), parseInt(m[2] as string, 16), parseInt(m[3] as string, 16)];
}
/** color-mix(in srgb, a p%, b): a straight mix of the encoded channels. */
const mix = (a: Rgb, b: Rgb, p: number): Rgb =>
  [0, 1, 2].map((i) => a[i]! * p + b[i]! * (1 - p)) as Rgb;
function luminance(c: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}
function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe.each(Object.keys(THEMES))('contrast over the contour map, %s theme', (name) => {
  const t = THEMES[name] as Record<string, string>;
  const bg = rgb(t['--bg']);
  const fg = rgb(t['--fg']);
  /** The highest band: the darkest on light themes, the lightest on dark. */
  const top = mix(fg, bg, RAMP_MAX_PCT / 100);
  /** The faint fill of Ω (oco-plane.css: --accent at 7 %) over the highest band. */
  const discTop = mix(rgb(t['--accent']), top, 0.07);

  it('keeps the map a low-contrast backdrop, yet visible', () => {
    const c = contrast(top, bg);
    expect(c).toBeGreaterThan(1.2);
    expect(c).toBeLessThan(1.7);
  });

  it('draws Ω, u*, the step, the projection and the loss (all in --fg) at ≥ 3:1 on every band', () => {
    for (const under of [bg, top, discTop]) expect(contrast(fg, under)).toBeGreaterThanOrEqual(3);
  });

  it('draws every trail and marker at ≥ 3:1 against its casing (--bg)', () => {
    for (const hue of OI) expect(contrast(rgb(t[`--oi-${hue}`]), bg)).toBeGreaterThanOrEqual(3);
  });

  it('writes labels at ≥ 4.5:1 on their halo (--bg): learner hues mixed with --fg, the rest --fg', () => {
    for (const hue of OI) {
      const label = mix(rgb(t[`--oi-${hue}`]), fg, 0.6); // palette.ts labelColor
      expect(contrast(label, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(t['--muted']), bg)).toBeGreaterThanOrEqual(4.5); // tick labels
  });
});
