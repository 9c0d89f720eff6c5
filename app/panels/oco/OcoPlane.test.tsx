// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { OcoPlane, type OcoLossMark } from './OcoPlane';
import { MAX_TRAIL_VERTICES } from './trail-decimation';
import {
  frontSvg,
  learner,
  pathVertices,
  props,
  sampleSurface,
  toData,
  translateOf,
  type P2,
} from './oco-fixtures';

afterEach(cleanup);

/** Even-odd ray casting: is p inside the polygon? */
function inside(poly: P2[], p: P2): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P2;
    const [xj, yj] = poly[j] as P2;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

describe('OcoPlane: the contour map', () => {
  const E = 2;
  const a = 0.5;
  const b = -0.3;
  const bowl = sampleSurface(E, 48, (x, y) => (x - a) ** 2 + (y - b) ** 2);

  it('draws the bowl (x − a)² + (y − b)² with its innermost level a ring around (a, b)', () => {
    const { container } = render(<OcoPlane {...props({ extent: E, surface: bowl })} />);
    const svg = frontSvg(container);
    const bands = [...container.querySelectorAll('.hs-oco-band')];
    const lines = [...container.querySelectorAll('.hs-oco-level')];
    expect(bands.length).toBeGreaterThanOrEqual(8);
    expect(lines).toHaveLength(bands.length);
    const levels = lines.map((l) => Number(l.getAttribute('data-level')));
    expect([...levels].sort((p, q) => p - q)).toEqual(levels); // painted lowest first
    const k = levels.indexOf(Math.min(...levels));
    const ring = pathVertices(lines[k]?.getAttribute('d'));
    expect(ring.length).toBeGreaterThan(8);
    // (a, b) in viewBox units, computed here: x ↦ (x + E)/(2E)·400, y ↦ (E − y)/(2E)·400.
    const centre: P2 = [((a + E) / (2 * E)) * 400, ((E - b) / (2 * E)) * 400];
    expect(inside(ring, centre)).toBe(true);
    // Every vertex of the level f = c lies on the circle of radius √c around (a, b).
    const r = Math.sqrt(levels[k] as number);
    for (const [vx, vy] of ring) {
      const [x, y] = toData(svg, E, vx, vy);
      expect(Math.abs(Math.hypot(x - a, y - b) - r)).toBeLessThan(0.02);
    }
    // The outer levels are rings around it too, farther out.
    const r2 = Math.sqrt(levels[k + 1] as number);
    expect(r2).toBeGreaterThan(r);
    expect(container.querySelector('.hs-oco-legend [data-item="map"]')?.textContent).toContain(
      'Σ f_s, s ≤ 3',
    );
  });

  it('draws no map when surface is null, and no level (and no NaN) for a constant surface', () => {
    const { container, rerender } = render(<OcoPlane {...props({ surface: null })} />);
    expect(container.querySelector('.hs-oco-band')).toBeNull();
    expect(container.querySelector('.hs-oco-level')).toBeNull();
    expect(container.querySelector('.hs-oco-plane.has-map')).toBeNull();
    expect(container.querySelector('[data-item="map"]')?.textContent).toMatch(/not available/);
    rerender(<OcoPlane {...props({ surface: sampleSurface(2, 16, () => 4) })} />);
    expect(container.querySelector('.hs-oco-band')).toBeNull();
    expect(container.querySelector('[data-item="map"]')?.textContent).toMatch(/flat \(4/);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});

describe('OcoPlane: disc, comparator, trails', () => {
  it('draws Ω with radius B in viewBox units, centred', () => {
    const E = 2.5;
    const B = 1.5;
    const { container } = render(<OcoPlane {...props({ extent: E, radius: B })} />);
    const disc = container.querySelector('circle.radius');
    expect(Number(disc?.getAttribute('r'))).toBeCloseTo((B / (2 * E)) * 400, 6);
    expect(Number(disc?.getAttribute('cx'))).toBeCloseTo(200, 6);
    expect(Number(disc?.getAttribute('cy'))).toBeCloseTo(200, 6);
    expect(container.querySelector('[data-item="disc"]')?.textContent).toBe('Ω: ‖w‖ ≤ 1.5');
  });

  it('puts the comparator star at u', () => {
    const u: P2 = [-0.8, 0.35];
    const { container } = render(<OcoPlane {...props({ comparator: u })} />);
    const star = container.querySelector('.hs-oco-comparator');
    const [x, y] = toData(frontSvg(container), 2, ...translateOf(star));
    expect(x).toBeCloseTo(u[0], 3);
    expect(y).toBeCloseTo(u[1], 3);
    expect(container.querySelector('[data-label="comparator"]')?.textContent).toBe('u*');
  });

  it('draws a 100 000-round trail with a bounded number of vertices, ending at w_t', () => {
    const n = 100_001;
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    for (let k = 1; k < n; k++) {
      x[k] = 0.4 + Math.cos(k) / Math.sqrt(k);
      y[k] = -0.2 + Math.sin(k) / Math.sqrt(k);
    }
    const w: P2 = [x[n - 1] as number, y[n - 1] as number];
    const l = { ...learner([]), trail: { x, y, count: n - 1 }, w };
    const { container } = render(<OcoPlane {...props({ learners: [l] })} />);
    const group = container.querySelector('.hs-oco-trail-group');
    const paths = [...(group?.querySelectorAll('.hs-oco-trail, .hs-oco-trail-old') ?? [])];
    const vertices = paths.reduce((s, p) => s + pathVertices(p.getAttribute('d')).length, 0);
    expect(vertices).toBeGreaterThan(300);
    expect(vertices).toBeLessThanOrEqual(MAX_TRAIL_VERTICES);
    const recent = pathVertices(group?.querySelector('.hs-oco-trail')?.getAttribute('d'));
    const end = toData(frontSvg(container), 2, ...(recent[recent.length - 1] as P2));
    expect(end[0]).toBeCloseTo(w[0], 2);
    expect(end[1]).toBeCloseTo(w[1], 2);
    const marker = container.querySelector('.hs-oco-iterate.primary');
    expect(marker?.getAttribute('data-w')).toBe(`${w[0]},${w[1]}`);
  });

  it('shows both ends of the alternating trail, the current point and the previous one', () => {
    const B = 1;
    const pts: P2[] = [[0, 0]];
    for (let k = 1; k <= 2000; k++) pts.push(k % 2 ? [-B, 0] : [B, 0]);
    const ftl = learner(pts, { id: 'ftl', name: 'FTL' });
    const { container } = render(<OcoPlane {...props({ radius: B, learners: [ftl] })} />);
    const svg = frontSvg(container);
    const xs = [...container.querySelectorAll('.hs-oco-trail, .hs-oco-trail-old')].flatMap((p) =>
      pathVertices(p.getAttribute('d')).map(([vx, vy]) => toData(svg, 2, vx, vy)[0]),
    );
    expect(Math.min(...xs)).toBeCloseTo(-B, 3);
    expect(Math.max(...xs)).toBeCloseTo(B, 3);
    const iterate = container.querySelector('.hs-oco-iterate');
    const [cx] = toData(
      svg,
      2,
      ...translateOf(iterate?.querySelector('.hs-oco-marker')?.parentElement),
    );
    const [gx] = toData(
      svg,
      2,
      ...translateOf(iterate?.querySelector('.hs-oco-ghost')?.parentElement),
    );
    expect(cx).toBeCloseTo(B, 3); // w_2000 = (B, 0)
    expect(gx).toBeCloseTo(-B, 3); // w_1999 = (−B, 0), hollow
  });

  it('gives each learner its own colour, dash and marker, and names them in the legend', () => {
    const a = learner(
      [
        [0, 0],
        [0.5, 0.5],
      ],
      { id: 'a', name: 'OGD' },
    );
    const b = learner(
      [
        [0, 0],
        [-0.5, 0.5],
      ],
      { id: 'b', name: 'FTL', color: '#D55E00', dash: '6 3', marker: 'square' },
    );
    const { container } = render(<OcoPlane {...props({ learners: [a, b] })} />);
    const trail = container.querySelector('.hs-oco-trail-group[data-learner="b"] .hs-oco-trail');
    expect(trail?.getAttribute('stroke')).toBe('#D55E00');
    expect(trail?.getAttribute('stroke-dasharray')).toBe('6 3');
    const ma = container.querySelector('[data-learner="a"] .hs-oco-marker')?.getAttribute('d');
    const mb = container.querySelector('[data-learner="b"] .hs-oco-marker')?.getAttribute('d');
    expect(ma).not.toBe(mb);
    const items = [...container.querySelectorAll('.hs-oco-legend li[data-learner]')];
    expect(items.map((li) => li.textContent)).toEqual(['OGD (wt)', 'FTL']);
    // The primary is labelled w_t; the other, standing apart, by its name.
    expect(container.querySelector('[data-label="learner:a"]')?.textContent).toBe('wt');
    expect(container.querySelector('[data-label="learner:b"]')?.textContent).toBe('FTL');
  });
});

describe('OcoPlane: the current loss', () => {
  const svgOf = (c: HTMLElement) => frontSvg(c);

  it('linear: the arrow v_t from the origin, the descent direction −v_t faint', () => {
    const { container } = render(
      <OcoPlane {...props({ loss: { kind: 'linear', v: [1, 0.5] } })} />,
    );
    const head = svgOf(container).querySelector('.hs-oco-loss.linear > .head');
    const tip = pathVertices(head?.getAttribute('d'))[0] as P2;
    const [x, y] = toData(svgOf(container), 2, ...tip);
    expect(x).toBeCloseTo(1, 2);
    expect(y).toBeCloseTo(0.5, 2);
    const descent = svgOf(container).querySelector('.hs-oco-descent .head');
    const dtip = toData(
      svgOf(container),
      2,
      ...(pathVertices(descent?.getAttribute('d'))[0] as P2),
    );
    expect(dtip[0]).toBeCloseTo(-1, 2);
    expect(dtip[1]).toBeCloseTo(-0.5, 2);
    expect(container.querySelector('[data-label="loss"]')?.textContent).toBe('vt');
  });

  it('quadratic: the centre z_t', () => {
    const { container } = render(
      <OcoPlane {...props({ loss: { kind: 'quadratic', z: [-0.5, 1.2] } })} />,
    );
    const svg = svgOf(container);
    const [x, y] = toData(svg, 2, ...translateOf(svg.querySelector('.quadratic')));
    expect(x).toBeCloseTo(-0.5, 3);
    expect(y).toBeCloseTo(1.2, 3);
    expect(container.querySelector('[data-label="loss"]')?.textContent).toBe('zt');
  });

  it('hinge: x_t as a filled circle for +1 and a cross for −1', () => {
    const { container, rerender } = render(
      <OcoPlane {...props({ loss: { kind: 'hinge', x: [1, 1], y: 1 } })} />,
    );
    // (The legend draws both glyphs: look in the plane only.)
    expect(svgOf(container).querySelector('.hinge.pos circle.shape')).not.toBeNull();
    expect(svgOf(container).querySelector('.hinge.neg')).toBeNull();
    rerender(<OcoPlane {...props({ loss: { kind: 'hinge', x: [1, 1], y: -1 } })} />);
    expect(svgOf(container).querySelector('.hinge.neg path.shape')).not.toBeNull();
    expect(svgOf(container).querySelector('.hinge.pos')).toBeNull();
  });

  it('squared: the zero-loss line ⟨w, x⟩ = y, across the plane', () => {
    const xt: P2 = [0.6, 0.8];
    const yt = 0.5;
    const { container } = render(
      <OcoPlane {...props({ loss: { kind: 'squared', x: xt, y: yt } })} />,
    );
    const ends = pathVertices(container.querySelector('.hs-oco-zero-line')?.getAttribute('d'));
    expect(ends).toHaveLength(2);
    for (const [vx, vy] of ends) {
      const [x, y] = toData(svgOf(container), 2, vx, vy);
      expect(x * xt[0] + y * xt[1]).toBeCloseTo(yt, 2);
      expect(Math.max(Math.abs(x), Math.abs(y))).toBeCloseTo(2, 2); // on the square's border
    }
  });
});

describe('OcoPlane: accessibility', () => {
  it('summarises the scene in one accessible name, the layers hidden, the legend as text', () => {
    const { container } = render(
      <OcoPlane
        {...props({
          surface: sampleSurface(2, 8, (x, y) => x * x + y * y),
          surfaceLabel: 'Σ f_s, s ≤ 120',
          label: 'Plane at round 120',
        })}
      />,
    );
    const svgs = container.querySelectorAll('svg[role="img"]');
    expect(svgs).toHaveLength(1);
    expect(svgs[0]?.getAttribute('aria-label')).toBe(
      'Plane at round 120: OGD at (0.6, 0.4), comparator u* = (0.7, 0.5), map of Σ f_s, s ≤ 120, ' +
        'Ω the disc of radius 1',
    );
    expect(container.querySelector('.hs-plane-back')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('ul.hs-oco-legend')?.getAttribute('aria-label')).toBe('Legend');
  });
});

describe('OcoPlane: extreme inputs', () => {
  const bad = (c: HTMLElement) => c.innerHTML.match(/NaN|Infinity/g) ?? [];

  it('writes no NaN or Infinity anywhere, whatever the extent, values and points', () => {
    const n = 700;
    const x = Float64Array.from({ length: n }, (_, k) => (k % 5 === 3 ? NaN : Math.sin(k) * 1e300));
    const y = Float64Array.from({ length: n }, (_, k) => (k % 7 === 2 ? Infinity : Math.cos(k)));
    const wild = {
      ...learner([], { id: 'wild' }),
      trail: { x, y, count: n - 1 },
      w: [NaN, 1] as P2,
    };
    const huge = learner([
      [0, 0],
      [1e300, -1e300],
    ]);
    const surf = sampleSurface(1, 12, (a, b) => (a > 0 ? 1e300 : -1e300) * b);
    for (const extent of [1e-300, 5e-324, 1e300, 1.7e308, 0, -1, NaN, Infinity]) {
      for (const radius of [1, 1e300, NaN, -2]) {
        const { container } = render(
          <OcoPlane
            {...props({
              extent,
              radius,
              surface: surf,
              learners: [huge, wild],
              comparator: [Infinity, 0],
              loss: { kind: 'squared', x: [1e-300, 1e300], y: 1e300 },
              step: { from: [0, 0], tilde: [1e300, 1e300], to: [0.7, 0.7], durationMs: 0 },
            })}
          />,
        );
        expect(bad(container)).toEqual([]);
        cleanup();
      }
    }
    for (const loss of [
      { kind: 'linear', v: [NaN, 1] },
      { kind: 'linear', v: [1e308, 1e308] },
      { kind: 'quadratic', z: [Infinity, 0] },
      { kind: 'hinge', x: [NaN, NaN], y: 1 },
      { kind: 'squared', x: [0, 0], y: 1 },
    ] satisfies OcoLossMark[]) {
      const { container } = render(<OcoPlane {...props({ loss })} />);
      expect(bad(container)).toEqual([]);
      cleanup();
    }
  });
});

describe('OcoPlane: the legend before the first round', () => {
  it('lists u* and the loss mark from round 0 when the lesson gives the loss kind', () => {
    const none = props({ comparator: null, loss: null });
    const { container, rerender } = render(<OcoPlane {...none} />);
    // Without the kind (a plane shown on its own), only what is drawn is listed.
    expect(container.querySelector('.hs-oco-legend [data-item="comparator"]')).toBeNull();
    expect(container.querySelector('.hs-oco-legend [data-item="loss"]')).toBeNull();
    rerender(<OcoPlane {...none} lossKind="quadratic" />);
    const items = () =>
      Array.from(container.querySelectorAll('.hs-oco-legend li')).map(
        (li) => li.getAttribute('data-item') ?? li.getAttribute('data-learner'),
      );
    const before = items();
    expect(before).toContain('comparator');
    expect(before).toContain('loss');
    // Drawn at round 1, the marks add no entry: the legend, and what is under it, stay put.
    rerender(
      <OcoPlane
        {...props({ comparator: [0.2, -0.1], loss: { kind: 'quadratic', z: [0.3, 0.4] } })}
        lossKind="quadratic"
      />,
    );
    expect(items()).toEqual(before);
  });
});
