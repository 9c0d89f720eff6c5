/**
 * The Okabe–Ito palette, as theme variables. Each theme (app/styles.css; defaults in panels.css)
 * keeps the hue and picks the shade that reaches 3:1 against its backgrounds, so a series named
 * by hue stays visible on white, on the projector and on dark. SVG resolves `var()` in `stroke`
 * and `fill`, so these strings go wherever a colour does.
 */
export const OKABE_ITO = {
  orange: 'var(--oi-orange)',
  sky: 'var(--oi-sky)',
  green: 'var(--oi-green)',
  blue: 'var(--oi-blue)',
  vermillion: 'var(--oi-vermillion)',
  purple: 'var(--oi-purple)',
  black: 'var(--oi-black)',
} as const;

/**
 * The colour of text drawn in a series' colour. A hue at 3:1 is enough for a line (WCAG 1.4.11)
 * but not for text (4.5:1, 1.4.3): mixing it with the text colour keeps the hue recognisable and
 * reaches 4.5:1 for every Okabe–Ito shade in every theme (checked by e2e/a11y.spec.ts).
 */
export function labelColor(color: string): string {
  return `color-mix(in srgb, ${color} 60%, var(--fg))`;
}
