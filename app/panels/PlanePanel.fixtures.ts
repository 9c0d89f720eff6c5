/** Props and queries shared by the PlanePanel tests. */
import type { PlaneLearner, PlanePoints, PlaneProps } from './PlanePanel';

export function makePoints(
  rows: Array<[number, number, 1 | -1, 0 | 1]>,
  count = rows.length,
): PlanePoints {
  return {
    x1: Float64Array.from(rows, (r) => r[0]),
    x2: Float64Array.from(rows, (r) => r[1]),
    y: Int8Array.from(rows, (r) => r[2]),
    mistake: Int8Array.from(rows, (r) => r[3]),
    count,
  };
}

export const learner = (w: [number, number], id = 'perceptron'): PlaneLearner => ({
  id,
  name: id,
  color: '#0072B2',
  dash: '',
  w,
});

export function props(over: Partial<PlaneProps> = {}): PlaneProps {
  return {
    extent: 2,
    points: makePoints([]),
    learners: [learner([0.6, -1.3])],
    wstar: [0.6, 0.8],
    gamma: 0.25,
    radius: 1.5,
    showTarget: true,
    update: null,
    ...over,
  };
}

/** viewBox units → data coordinates for extent E (viewBox 0 0 V V). */
export function toData(svg: SVGSVGElement, E: number, vx: number, vy: number): [number, number] {
  const V = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  return [(vx / V) * 2 * E - E, E - (vy / V) * 2 * E];
}

export const frontSvg = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;
