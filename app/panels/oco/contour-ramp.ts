/** color-mix keeps the ramp in the theme's own colours: darker bands on light, lighter on dark. */
export const rampFill = (pct: number): string => `color-mix(in srgb, var(--fg) ${pct}%, var(--bg))`;
