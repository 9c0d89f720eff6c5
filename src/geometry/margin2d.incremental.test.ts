import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bestMargin, IncrementalMargin, type MarginResult } from './margin2d';
import { pointSet, pt, type P } from './margin2d.fixtures';

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
