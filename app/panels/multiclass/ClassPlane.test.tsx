// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassPlane, type ClassPlaneProps } from './ClassPlane';
import { decisionRegions } from './regions';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const names = ['class 1', 'class 2', 'class 3'];
// Three vectors 120° apart, no offsets: three equal sectors meeting at the origin.
const w = [1, 0, 0, -0.5, Math.sqrt(3) / 2, 0, -0.5, -Math.sqrt(3) / 2, 0];

function props(over: Partial<ClassPlaneProps> = {}): ClassPlaneProps {
  return {
    extent: 1.2,
    k: 3,
    names,
    w,
    points: {
      x1: Float32Array.of(0.5, -0.3, -0.3, 0.2),
      x2: Float32Array.of(0, 0.5, -0.5, 0.1),
      y: Int8Array.of(0, 1, 2, 1),
      mistake: Int8Array.of(1, 0, 0, 1),
      count: 4,
    },
    radius: 1,
    ...over,
  };
}

describe('ClassPlane', () => {
  it('draws a marker per point in its class, with mistakes ringed', () => {
    const { container } = render(<ClassPlane {...props()} />);
    expect(container.querySelectorAll('.pt')).toHaveLength(4);
    expect(container.querySelectorAll('.pt[data-class="1"]')).toHaveLength(2);
    expect(container.querySelectorAll('.pt.mistake .miss')).toHaveLength(2);
    expect(container.querySelectorAll('.pt.latest')).toHaveLength(1);
    // Each class has its own shape: colour is never the only cue.
    const d = (c: number) =>
      container.querySelector(`.pt[data-class="${c}"] .shape`)?.getAttribute('d');
    expect(new Set([d(0), d(1), d(2)]).size).toBe(3);
  });

  it('playing fast, draws even a few points on the canvas, the latest alone as a marker', () => {
    const { container, rerender } = render(<ClassPlane {...props({ fast: true })} />);
    expect(container.querySelector('canvas.hs-plane-canvas')).not.toBeNull();
    expect(container.querySelectorAll('.pt')).toHaveLength(1);
    expect(container.querySelectorAll('.pt.latest')).toHaveLength(1);
    // Paused again, the few points are markers again.
    rerender(<ClassPlane {...props({ fast: false })} />);
    expect(container.querySelector('canvas.hs-plane-canvas')).toBeNull();
    expect(container.querySelectorAll('.pt')).toHaveLength(4);
  });

  it('labels each region and draws each class vector', () => {
    const { container } = render(<ClassPlane {...props()} />);
    const labels = Array.from(container.querySelectorAll('.region-label text')).map(
      (t) => t.textContent,
    );
    expect(labels).toEqual(names);
    expect(container.querySelectorAll('.class-vector')).toHaveLength(3);
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('aria-label')).toMatch(/3 classes, 4 points, 2 mistakes/);
  });

  it('the regions are the argmax, ties to the lowest class (brute force on a grid)', () => {
    const g = decisionRegions(w, 3, 1);
    const N = 40;
    const count = [0, 0, 0];
    for (let r = 0; r < N; r++)
      for (let c = 0; c < N; c++) {
        const x1 = -1 + ((c + 0.5) / N) * 2;
        const x2 = 1 - ((r + 0.5) / N) * 2;
        const scores = [0, 1, 2].map((l) => w[3 * l]! * x1 + w[3 * l + 1]! * x2 + w[3 * l + 2]!);
        const best = scores.indexOf(Math.max(...scores));
        count[best]!++;
        expect(inside(g.polygons[best]!, x1, x2), `(${x1}, ${x2}) in class ${best + 1}`).toBe(true);
      }
    expect(g.share.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // The exact areas against the grid's counts: off by at most the cells a border crosses.
    g.share.forEach((s, l) => expect(Math.abs(s - count[l]! / (N * N))).toBeLessThan(4 / N));
    // w = 0: every score ties, and class 1 wins the whole square.
    const zero = decisionRegions(new Array(9).fill(0), 3, 1);
    expect(zero.share).toEqual([1, 0, 0]);
    expect(zero.polygons[1]).toEqual([]);
    expect(zero.centroid[0]![0]).toBeCloseTo(0, 12);
  });

  it('a click adds a point at the data coordinates', () => {
    const onAddPoint = vi.fn();
    const { container } = render(<ClassPlane {...props({ onAddPoint })} />);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 400,
      height: 400,
      right: 400,
      bottom: 400,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(svg, { clientX: 300, clientY: 100 });
    expect(onAddPoint).toHaveBeenCalledTimes(1);
    const [x1, x2] = onAddPoint.mock.calls[0] as [number, number];
    expect(x1).toBeCloseTo(0.6, 9);
    expect(x2).toBeCloseTo(0.6, 9);
  });

  it('never draws NaN, whatever the weights', () => {
    const { container } = render(
      <ClassPlane {...props({ w: [NaN, Infinity, 0, 1, 2, 3, 0, 0, 0], extent: NaN })} />,
    );
    expect(container.innerHTML).not.toMatch(/NaN/);
  });
});

/** Whether (x, y) is in the convex polygon (on its border included, up to rounding). */
function inside(poly: ReadonlyArray<readonly [number, number]>, x: number, y: number): boolean {
  if (poly.length < 3) return false;
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (Math.abs(cross) < 1e-12) continue;
    const s = Math.sign(cross);
    if (sign !== 0 && s !== sign) return false;
    sign = s;
  }
  return true;
}
