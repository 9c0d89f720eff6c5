import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectOntoDisc } from './disc-projection';

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const radius = fc.double({ min: 1e-6, max: 1e6, noNaN: true });

describe('projectOntoDisc', () => {
  it('leaves points of the disc untouched, bit for bit', () => {
    fc.assert(
      fc.property(finite, finite, radius, (x0, x1, B) => {
        fc.pre(x0 * x0 + x1 * x1 <= B * B);
        const out = new Float64Array(2);
        expect(projectOntoDisc(x0, x1, B, out)).toBe(false);
        expect(out[0]).toBe(x0);
        expect(out[1]).toBe(x1);
      }),
    );
  });

  it('is the closest point of the disc: on the circle, along the ray, no closer point on a dense circle', () => {
    fc.assert(
      fc.property(finite, finite, radius, (x0, x1, B) => {
        const n = Math.hypot(x0, x1);
        fc.pre(n > B * (1 + 1e-9));
        const out = new Float64Array(2);
        expect(projectOntoDisc(x0, x1, B, out)).toBe(true);
        const p0 = out[0] as number;
        const p1 = out[1] as number;
        expect(Math.hypot(p0, p1)).toBeCloseTo(B, 9 - Math.max(0, Math.log10(B)));
        // Same direction: the cross product vanishes and the dot product is positive.
        expect(Math.abs(p0 * x1 - p1 * x0)).toBeLessThanOrEqual(1e-9 * n * B);
        expect(p0 * x0 + p1 * x1).toBeGreaterThan(0);
        const d = Math.hypot(x0 - p0, x1 - p1);
        for (let k = 0; k < 720; k++) {
          const a = (2 * Math.PI * k) / 720;
          const q = Math.hypot(x0 - B * Math.cos(a), x1 - B * Math.sin(a));
          expect(d).toBeLessThanOrEqual(q * (1 + 1e-12));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never returns NaN, even for overflowing or infinite points', () => {
    const out = new Float64Array(2);
    for (const [x0, x1] of [
      [1e300, 1e300],
      [-1e308, 5],
      [Infinity, 0],
      [-Infinity, Infinity],
      [NaN, 1],
    ] as const) {
      projectOntoDisc(x0, x1, 2, out);
      expect(Number.isFinite(out[0])).toBe(true);
      expect(Number.isFinite(out[1])).toBe(true);
      expect(Math.hypot(out[0] as number, out[1] as number)).toBeLessThanOrEqual(2 * (1 + 1e-15));
    }
    projectOntoDisc(1e300, 1e300, 2, out);
    expect(out[0]).toBeCloseTo(Math.SQRT2, 12);
    projectOntoDisc(-Infinity, 0, 3, out);
    expect(Array.from(out)).toEqual([-3, 0]);
  });
});
