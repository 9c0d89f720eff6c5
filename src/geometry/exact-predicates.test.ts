import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { crossSign, orientSign } from './exact-predicates';

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
