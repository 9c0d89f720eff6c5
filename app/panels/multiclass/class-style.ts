/**
 * How a class looks: one Okabe–Ito hue and one marker shape each, so that colour is never the
 * only cue (the shape, and the region's label, tell the classes apart in grey too).
 */
export const CLASS_VARS = [
  '--oi-orange',
  '--oi-sky',
  '--oi-green',
  '--oi-blue',
  '--oi-vermillion',
  '--oi-purple',
] as const;
export const CLASS_FALLBACKS = ['#e69f00', '#56b4e9', '#009e73', '#0072b2', '#d55e00', '#cc79a7'];
export const CLASS_COLORS = CLASS_VARS.map((v) => `var(${v})`);
export const CLASS_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star'] as const;
export type ClassShape = (typeof CLASS_SHAPES)[number];

export const classColor = (c: number): string => CLASS_COLORS[((c % 6) + 6) % 6] as string;
export const classShape = (c: number): ClassShape => CLASS_SHAPES[((c % 6) + 6) % 6] as ClassShape;

/** The shape as an SVG path centred at 0 with half-size r. */
export function shapePath(shape: ClassShape, r: number): string {
  const f = (v: number) => Math.round(v * 100) / 100;
  switch (shape) {
    case 'circle':
      return `M${f(-r)},0A${f(r)},${f(r)} 0 1,0 ${f(r)},0A${f(r)},${f(r)} 0 1,0 ${f(-r)},0Z`;
    case 'square':
      return `M${f(-r * 0.85)},${f(-r * 0.85)}h${f(1.7 * r)}v${f(1.7 * r)}h${f(-1.7 * r)}Z`;
    case 'triangle':
      return `M0,${f(-r * 1.1)}L${f(r)},${f(r * 0.8)}L${f(-r)},${f(r * 0.8)}Z`;
    case 'diamond':
      return `M0,${f(-r * 1.15)}L${f(r)},0L0,${f(r * 1.15)}L${f(-r)},0Z`;
    case 'cross':
      return `M${f(-r)},${f(-r)}L${f(r)},${f(r)}M${f(-r)},${f(r)}L${f(r)},${f(-r)}`;
    case 'star': {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r * 1.15 : r * 0.5;
        pts.push(`${f(rr * Math.cos(a))},${f(rr * Math.sin(a))}`);
      }
      return `M${pts.join('L')}Z`;
    }
  }
}

/** Whether the shape is drawn as an outline stroke only (a cross has no inside). */
export const strokeOnly = (shape: ClassShape): boolean => shape === 'cross';
