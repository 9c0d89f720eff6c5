import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bestMargin,
  crossSign,
  orientSign,
  IncrementalMargin,
  type MarginResult,
} from './margin2d';

type P = { x1: number; x2: number; y: 1 | -1 };

const pt = (x1: number, x2: number, y: 1 | -1): P => ({ x1, x2, y });

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

// Subnormal coordinates next to ordinary ones give margins below the smallest double, where the
// optimum direction is not representable; they get their own tests.
const coord = fc.oneof(
  fc.integer({ min: -4, max: 4 }),
  fc.double({ min: -10, max: 10, noNaN: true }).map((v) => (Math.abs(v) < 1e-6 ? 0 : v)),
);
const label = fc.constantFrom<1 | -1>(1, -1);
const point = fc.record({ x1: coord, x2: coord, y: label });
/** Random labels are rarely separable, so half the sets are relabelled by a random direction. */
const pointSet = fc
  .tuple(
    fc.array(point, { maxLength: 9 }),
    fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    fc.boolean(),
  )
  .map(([pts, t, relabel]) =>
    relabel
      ? pts.map((p): P => {
          const s = Math.cos(t) * p.x1 + Math.sin(t) * p.x2;
          return { ...p, y: s >= 0 ? 1 : -1 };
        })
      : pts,
  );

describe('exact predicates', () => {
  const big = fc.bigInt({ min: -(2n ** 50n), max: 2n ** 50n });
  const sign = (v: bigint) => (v > 0n ? 1 : v < 0n ? -1 : 0);

  it('crossSign matches BigInt arithmetic on nearly collinear integer vectors', () => {
    fc.assert(
      fc.property(
        big,
        big,
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -2, max: 2 }),
        (ax, ay, k, d) => {
          // b ≈ k·a/2 plus a tiny perturbation: products far beyond 2⁵³ that nearly cancel.
          const bx = (ax * BigInt(k)) / 2n + BigInt(d);
          const by = (ay * BigInt(k)) / 2n;
          const want = sign(ax * by - ay * bx);
          expect(crossSign(Number(ax), Number(ay), Number(bx), Number(by))).toBe(want);
          // Scaling by a power of two is exact and must not change the answer.
          const s = 2 ** -70;
          expect(crossSign(Number(ax) * s, Number(ay) * s, Number(bx) * s, Number(by) * s)).toBe(
            want,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('orientSign matches BigInt arithmetic on nearly collinear integer triples', () => {
    fc.assert(
      fc.property(big, big, big, big, fc.integer({ min: -2, max: 2 }), (ax, ay, dx, dy, e) => {
        const bx = ax + dx;
        const by = ay + dy;
        const cx = ax + 2n * dx + BigInt(e);
        const cy = ay + 2n * dy;
        const inRange = [ax, ay, bx, by, cx, cy].every((v) => v >= -(2n ** 53n) && v <= 2n ** 53n);
        fc.pre(inRange);
        const want = sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
        expect(
          orientSign(Number(ax), Number(ay), Number(bx), Number(by), Number(cx), Number(cy)),
        ).toBe(want);
      }),
      { numRuns: 500 },
    );
  });

  it('crossSign and orientSign match BigInt arithmetic on nearly collinear doubles', () => {
    const exact = (x: number): [bigint, number] => {
      // x = m·2^e exactly; Number → string → BigInt would round.
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, x);
      const hi = view.getUint32(0);
      const biased = (hi >>> 20) & 0x7ff;
      let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(view.getUint32(4));
      if (biased !== 0) m |= 1n << 52n;
      return [hi >>> 31 ? -m : m, biased === 0 ? -1074 : biased - 1075];
    };
    const common = (xs: number[]): bigint[] => {
      const parts = xs.map(exact);
      const e = Math.min(...parts.map((p) => p[1]));
      return parts.map(([m, pe]) => m << BigInt(pe - e));
    };
    const mag = fc.oneof(
      fc.double({ min: -1e3, max: 1e3, noNaN: true }),
      fc.double({ min: -1e-200, max: 1e-200, noNaN: true }),
      fc.double({ min: -1e200, max: 1e200, noNaN: true }),
    );
    fc.assert(
      fc.property(
        mag,
        mag,
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.nat(3),
        (ax, ay, t, ulps) => {
          // b ≈ t·a, nudged by a few ulps so the exact answer is often 0 or barely not.
          let bx = ax * t;
          const by = ay * t;
          for (let k = 0; k < ulps; k++) bx = bx + Math.abs(bx) * 2 ** -52 || bx;
          fc.pre([bx, by].every(Number.isFinite));
          const [A, B, C, D] = common([ax, ay, bx, by]) as [bigint, bigint, bigint, bigint];
          expect(crossSign(ax, ay, bx, by)).toBe(sign(A * D - B * C));
          const [cx, cy] = [ax * 0.5, ay * 0.5];
          const [P, Q, R, S, U, V] = common([ax, ay, bx, by, cx, cy]) as bigint[] as [
            bigint,
            bigint,
            bigint,
            bigint,
            bigint,
            bigint,
          ];
          expect(orientSign(ax, ay, bx, by, cx, cy)).toBe(
            sign((P - U) * (S - V) - (Q - V) * (R - U)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('handles extreme magnitudes', () => {
    expect(crossSign(1e308, 1e308, -1e308, -1e308)).toBe(0);
    expect(crossSign(1e308, 1e308, -1e308, -1.0000000000000002e308)).toBe(-1);
    expect(crossSign(5e-324, 5e-324, 1e-323, 1e-323)).toBe(0);
    expect(crossSign(5e-324, 0, 0, 5e-324)).toBe(1);
  });
});

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

describe('IncrementalMargin', () => {
  const same = (a: MarginResult, b: MarginResult) => {
    expect(a.separable).toBe(b.separable);
    if (!Number.isFinite(b.margin)) expect(a.margin).toBe(b.margin);
    else expect(Math.abs(a.margin - b.margin)).toBeLessThanOrEqual(1e-12 * Math.max(1, b.margin));
    if (b.direction === null) expect(a.direction).toBeNull();
    else {
      expect(Math.abs((a.direction?.[0] ?? NaN) - b.direction[0])).toBeLessThan(1e-9);
      expect(Math.abs((a.direction?.[1] ?? NaN) - b.direction[1])).toBeLessThan(1e-9);
    }
  };

  it('equals the batch answer after every add', () => {
    fc.assert(
      fc.property(pointSet, fc.array(pointSet, { maxLength: 4 }), (head, tail) => {
        const points = head.concat(...tail);
        const inc = new IncrementalMargin();
        same(inc.result(), bestMargin([]));
        for (let i = 0; i < points.length; i++) {
          const p = points[i] as P;
          inc.add(p.x1, p.x2, p.y);
          same(inc.result(), bestMargin(points.slice(0, i + 1)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('equals the batch answer on long separable streams, where most adds are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let s = seed;
        const rand = () => {
          s = (Math.imul(s, 48271) >>> 0) % 2147483647;
          return s / 2147483647;
        };
        const t = rand() * 2 * Math.PI;
        const w = [Math.cos(t), Math.sin(t)];
        const points: P[] = [];
        const inc = new IncrementalMargin();
        for (let i = 0; i < 2000; i++) {
          const a = rand() * 20 - 10;
          const b = rand() * 20 - 10;
          const v = (w[0] ?? 0) * a + (w[1] ?? 0) * b;
          if (Math.abs(v) < 0.05) continue;
          const p = pt(a, b, v > 0 ? 1 : -1);
          points.push(p);
          inc.add(p.x1, p.x2, p.y);
        }
        same(inc.result(), bestMargin(points));
      }),
      { numRuns: 20 },
    );
  });

  it('equals the batch answer on integer grids, where hull updates meet collinear points', () => {
    const small = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -12, max: 12 }).map((v) => v / 4),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(small, small), { maxLength: 60 }),
        fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (xs, [wx, wy], offset) => {
          fc.pre(wx !== 0 || wy !== 0);
          const points = xs.map(([a, b]) => pt(a, b, wx * a + wy * b + offset > 0 ? 1 : -1));
          const inc = new IncrementalMargin();
          for (let i = 0; i < points.length; i++) {
            const p = points[i] as P;
            inc.add(p.x1, p.x2, p.y);
            same(inc.result(), bestMargin(points.slice(0, i + 1)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays fast and exact when every add moves the optimum', () => {
    // z_i creep toward the origin along a convex curve: each is a hull vertex and a new optimum.
    const points: P[] = [];
    for (let i = 0; i < 20_000; i++) {
      const t = (Math.PI / 4) * (1 - 1 / (i + 2));
      const r = 1 + 1 / (i + 1);
      points.push(pt(r * Math.cos(t), r * Math.sin(t), i % 2 === 0 ? 1 : -1));
      if (i % 2 === 1) {
        const q = points[i] as P;
        points[i] = pt(-q.x1, -q.x2, -1);
      }
    }
    const inc = new IncrementalMargin();
    const t0 = performance.now();
    for (const p of points) inc.add(p.x1, p.x2, p.y);
    expect(performance.now() - t0).toBeLessThan(2000);
    same(inc.result(), bestMargin(points));
    expect(inc.save().hull.length / 2).toBeGreaterThan(10_000);
  });

  it('stays not separable once not separable', () => {
    const inc = new IncrementalMargin();
    inc.add(1, 0, 1);
    inc.add(1, 0, -1);
    expect(inc.result().separable).toBe(false);
    inc.add(5, 5, 1);
    expect(inc.result()).toEqual({ separable: false, margin: 0, direction: null });
  });

  it('save/load through JSON resumes identically', () => {
    fc.assert(
      fc.property(pointSet, pointSet, (before, after) => {
        const a = new IncrementalMargin();
        for (const p of before) a.add(p.x1, p.x2, p.y);
        const b = new IncrementalMargin();
        b.load(JSON.parse(JSON.stringify(a.save())));
        expect(b.result()).toEqual(a.result());
        for (const p of after) {
          a.add(p.x1, p.x2, p.y);
          b.add(p.x1, p.x2, p.y);
          expect(b.result()).toEqual(a.result());
        }
      }),
      { numRuns: 200 },
    );
  });

  it('load rejects malformed state', () => {
    const inc = new IncrementalMargin();
    for (const bad of [
      null,
      3,
      {},
      { version: 2 },
      { ...inc.save(), hull: [1] },
      { ...inc.save(), margin: 1 },
    ]) {
      expect(() => inc.load(bad)).toThrow(TypeError);
    }
  });
});
