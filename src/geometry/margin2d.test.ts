import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bestMargin, IncrementalMargin, type MarginResult } from './margin2d';
import { point, pointSet, pt, type P } from './margin2d.fixtures';

function minMargin(points: readonly P[], u: readonly [number, number]): number {
  let m = Infinity;
  for (const p of points) m = Math.min(m, p.y * (u[0] * p.x1 + u[1] * p.x2));
  return m;
}

/** max over θ of min_i y_i⟨u(θ), x_i⟩ by a grid plus golden-section refinement of the best cell. */
function bruteMargin(points: readonly P[]): number {
  const f = (t: number) => minMargin(points, [Math.cos(t), Math.sin(t)]);
  const steps = 3600;
  const h = (2 * Math.PI) / steps;
  let bestT = 0;
  let best = -Infinity;
  for (let k = 0; k < steps; k++) {
    const v = f(k * h);
    if (v > best) {
      best = v;
      bestT = k * h;
    }
  }
  let lo = bestT - h;
  let hi = bestT + h;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let it = 0; it < 100; it++) {
    const a = hi - g * (hi - lo);
    const b = lo + g * (hi - lo);
    if (f(a) < f(b)) lo = a;
    else hi = b;
  }
  return Math.max(best, f(lo), f(hi));
}

function expectConsistent(points: readonly P[], r: MarginResult): void {
  if (points.length === 0) {
    expect(r).toEqual({ separable: true, margin: Infinity, direction: null });
    return;
  }
  if (!r.separable) {
    expect(r.margin).toBe(0);
    expect(r.direction).toBeNull();
    return;
  }
  expect(r.margin).toBeGreaterThan(0);
  const u = r.direction;
  expect(u).not.toBeNull();
  if (!u) return;
  expect(Math.hypot(u[0], u[1])).toBeCloseTo(1, 12);
  expect(Math.abs(minMargin(points, u) - r.margin)).toBeLessThan(1e-9);
}

describe('bestMargin: small cases', () => {
  it('no points: separable with infinite margin', () => {
    expect(bestMargin([])).toEqual({ separable: true, margin: Infinity, direction: null });
  });

  it('one point: its norm, in its direction', () => {
    const r = bestMargin([pt(-3, -4, -1)]);
    expect(r.separable).toBe(true);
    expect(r.margin).toBe(5);
    expect(r.direction).toEqual([0.6, 0.8]);
  });

  it('a point at the origin is never separable', () => {
    expect(bestMargin([pt(1, 1, 1), pt(0, 0, 1)])).toEqual({
      separable: false,
      margin: 0,
      direction: null,
    });
    expect(bestMargin([pt(-0, 0, -1)]).separable).toBe(false);
  });

  it('two points: segment distance, or not separable when opposite', () => {
    const r = bestMargin([pt(1, 0, 1), pt(0, 1, 1)]);
    expect(r.margin).toBeCloseTo(Math.SQRT1_2, 15);
    expect(r.direction?.[0]).toBeCloseTo(Math.SQRT1_2, 15);
    expect(r.direction?.[1]).toBeCloseTo(Math.SQRT1_2, 15);
    // Same point with both labels: z and −z.
    expect(bestMargin([pt(2, 3, 1), pt(2, 3, -1)]).separable).toBe(false);
    // Opposite points with the same label.
    expect(bestMargin([pt(0.1, 0.3, 1), pt(-0.2, -0.6, 1)]).separable).toBe(false);
  });

  it('collinear with the origin on the same side: the nearer point', () => {
    const r = bestMargin([pt(4, 2, 1), pt(-2, -1, -1), pt(6, 3, 1)]);
    expect(r.margin).toBeCloseTo(Math.hypot(2, 1), 14);
    expect(r.direction?.[0]).toBeCloseTo(2 / Math.hypot(2, 1), 14);
  });

  it('collinear points on a line missing the origin, with duplicates', () => {
    const pts = [pt(-1, 1, 1), pt(3, 1, 1), pt(1, 1, 1), pt(1, 1, 1), pt(-2, -1, -1)];
    const r = bestMargin(pts);
    expect(r.margin).toBe(1);
    expect(r.direction?.[0]).toBeCloseTo(0, 15);
    expect(r.direction?.[1]).toBe(1);
  });

  it('origin exactly on a hull edge is not separable (margin would be 0)', () => {
    // z = (1,−1), (1,1), (−1,1): the edge from (1,−1) to (−1,1) passes through the origin.
    expect(bestMargin([pt(1, -1, 1), pt(1, 1, 1), pt(-1, 1, 1)]).separable).toBe(false);
    expect(bestMargin([pt(1, -1, 1), pt(-1, 1, 1), pt(5, 5, 1)]).separable).toBe(false);
    // Adding (−1,−1) puts the origin strictly inside.
    expect(bestMargin([pt(1, -1, 1), pt(1, 1, 1), pt(-1, 1, 1), pt(1, 1, -1)]).separable).toBe(
      false,
    );
  });

  it('a margin of 2⁻⁴⁰/√8 just off the origin is still found', () => {
    const eps = 2 ** -40;
    const points = [pt(1, -1, 1), pt(-1, 1 + eps, 1), pt(3, 3, 1)];
    const r = bestMargin(points);
    expect(r.separable).toBe(true);
    const want = eps / Math.hypot(2, 2 + eps);
    expect(Math.abs(r.margin / want - 1)).toBeLessThan(1e-9);
    expectConsistent(points, r);
    // The mirror image sits on the other side of the origin.
    const mirrored = [pt(1, -1, 1), pt(-1, 1 - eps, 1), pt(3, 3, 1)];
    expect(bestMargin(mirrored).separable).toBe(false);
  });

  it('tiny and huge coordinates', () => {
    const tiny = bestMargin([pt(3e-320, 4e-320, 1), pt(1e-300, 1e-300, 1)]);
    expect(tiny.separable).toBe(true);
    expect(tiny.margin).toBeGreaterThan(0);
    const huge = bestMargin([pt(3e300, 4e300, 1), pt(1e305, -1e305, 1)]);
    expect(huge.separable).toBe(true);
    expect(Number.isFinite(huge.margin) && huge.margin > 0).toBe(true);
    expect(
      Math.abs(
        minMargin([pt(3e300, 4e300, 1), pt(1e305, -1e305, 1)], huge.direction ?? [0, 0]) /
          huge.margin -
          1,
      ),
    ).toBeLessThan(1e-12);
  });

  it('rejects non-finite coordinates', () => {
    expect(() => bestMargin([pt(NaN, 1, 1)])).toThrow(RangeError);
    expect(() => new IncrementalMargin().add(Infinity, 0, 1)).toThrow(RangeError);
  });
});

describe('bestMargin against brute force', () => {
  it('is optimal and attained by its direction', () => {
    fc.assert(
      fc.property(pointSet, (points) => {
        const r = bestMargin(points);
        expectConsistent(points, r);
        if (points.length === 0) return;
        const brute = bruteMargin(points);
        expect(r.margin).toBeGreaterThanOrEqual(brute - 1e-9);
        if (brute > 0) expect(r.margin - brute).toBeLessThan(1e-9);
      }),
      { numRuns: 400 },
    );
  });

  it('finds at least the margin of a planted separator', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -10, max: 10, noNaN: true }),
            fc.double({ min: -10, max: 10, noNaN: true }),
          ),
          { minLength: 1, maxLength: 60 },
        ),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1e-3, max: 2, noNaN: true }),
        (xs, t, gamma) => {
          const w = [Math.cos(t), Math.sin(t)] as const;
          const points = xs.map(([a, b]): P => {
            const s = w[0] * a + w[1] * b;
            const y = s >= 0 ? 1 : -1;
            // Push points that are too close to the separator out to margin exactly γ.
            const push = Math.max(0, gamma - y * s);
            return { x1: a + y * push * w[0], x2: b + y * push * w[1], y };
          });
          expect(minMargin(points, w)).toBeGreaterThanOrEqual(gamma - 1e-12);
          const r = bestMargin(points);
          expect(r.separable).toBe(true);
          expect(r.margin).toBeGreaterThanOrEqual(gamma - 1e-12);
          expectConsistent(points, r);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('bestMargin on larger sets', () => {
  it('matches brute force past the interior-point filter', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 65, maxLength: 150 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (raw, t) => {
          const w = [Math.cos(t), Math.sin(t)] as const;
          const points = raw.map((p): P => ({ ...p, y: w[0] * p.x1 + w[1] * p.x2 >= 0 ? 1 : -1 }));
          const r = bestMargin(points);
          expectConsistent(points, r);
          const brute = bruteMargin(points);
          expect(r.margin).toBeGreaterThanOrEqual(brute - 1e-9);
          if (brute > 0) expect(r.margin - brute).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 60 },
    );
  });
});
