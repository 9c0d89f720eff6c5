/** Props and queries shared by the OcoPlane tests. */
import type { OcoPlaneLearner, OcoPlaneProps, OcoSurface } from './OcoPlane';

export type P2 = [number, number];

/** A trail w_0 … w_{n−1} from points (count = n − 1, as the props define it). */
export function trailOf(pts: P2[]): OcoPlaneLearner['trail'] {
  return {
    x: Float64Array.from(pts, (p) => p[0]),
    y: Float64Array.from(pts, (p) => p[1]),
    count: pts.length - 1,
  };
}

export function learner(pts: P2[], over: Partial<OcoPlaneLearner> = {}): OcoPlaneLearner {
  return {
    id: 'ogd',
    name: 'OGD',
    color: '#0072B2',
    dash: '',
    marker: 'circle',
    trail: trailOf(pts),
    w: pts[pts.length - 1] ?? [0, 0],
    ...over,
  };
}

/** Samples f on the n×n cell centres of [−E, E]², row 0 at the top, as the props define them. */
export function sampleSurface(
  E: number,
  n: number,
  f: (x: number, y: number) => number,
): OcoSurface {
  const values = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      values[j * n + i] = f(-E + ((i + 0.5) * 2 * E) / n, E - ((j + 0.5) * 2 * E) / n);
    }
  }
  return { values, n };
}

export function props(over: Partial<OcoPlaneProps> = {}): OcoPlaneProps {
  return {
    extent: 2,
    radius: 1,
    surface: null,
    surfaceLabel: 'Σ f_s, s ≤ 3',
    learners: [
      learner([
        [0, 0],
        [0.3, 0.2],
        [0.5, 0.1],
        [0.6, 0.4],
      ]),
    ],
    step: null,
    comparator: [0.7, 0.5],
    loss: null,
    label: 'Plane at round 3',
    ...over,
  };
}

export const frontSvg = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;

/** viewBox units → data coordinates for extent E (viewBox 0 0 V V), computed here, not by the code. */
export function toData(svg: SVGSVGElement, E: number, vx: number, vy: number): P2 {
  const V = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  return [(vx / V) * 2 * E - E, E - (vy / V) * 2 * E];
}

/** The vertices of an M/L/H/V/Z path (absolute commands only, as the panel writes them). */
export function pathVertices(d: string | null | undefined): P2[] {
  const out: P2[] = [];
  const re = /([MLHVZ])([^MLHVZ]*)/g;
  let m: RegExpExecArray | null;
  let cur: P2 = [0, 0];
  while ((m = re.exec(d ?? ''))) {
    const nums = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const cmd = m[1];
    if (cmd === 'M' || cmd === 'L') {
      for (let i = 0; i + 1 < nums.length; i += 2) {
        cur = [nums[i] as number, nums[i + 1] as number];
        out.push(cur);
      }
    } else if (cmd === 'H') {
      cur = [nums[0] as number, cur[1]];
      out.push(cur);
    } else if (cmd === 'V') {
      cur = [cur[0], nums[0] as number];
      out.push(cur);
    }
  }
  return out;
}

/** The translate(x,y) of an element's transform attribute. */
export function translateOf(el: Element | null | undefined): P2 {
  const m = /translate\(([-\d.e]+),([-\d.e]+)\)/.exec(el?.getAttribute('transform') ?? '');
  return [Number(m?.[1]), Number(m?.[2])];
}

/** Every attribute value in the container's markup (to look for NaN and Infinity). */
export function allAttributes(c: Element): string[] {
  const out: string[] = [];
  for (const el of [c, ...c.querySelectorAll('*')]) {
    for (const a of el.getAttributeNames()) out.push(el.getAttribute(a) ?? '');
  }
  return out;
}
