import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Littlestone, fullSpace, restrict, sizeOf, type FiniteClass } from './finite-class';
import { allLabellings, intervals, singletons, thresholds } from './finite-classes';
import { vcdim } from './finite-vc';

/**
 * Ldim by its definition, by brute force: the deepest complete mistake tree — every internal
 * node a point, every root-to-leaf path's labels realised by some hypothesis — found by trying
 * every tree of each depth.
 */
function bruteLdim(H: FiniteClass): number {
  const masks = Array.from(H.masks);
  if (masks.length === 0) return -1;
  // Can a tree of depth d be grown below the constraints (point, label) so far?
  const grows = (path: [number, number][], d: number): boolean => {
    const consistent = masks.some((m) => path.every(([x, y]) => ((m >>> x) & 1) === y));
    if (!consistent) return false;
    if (d === 0) return true;
    for (let x = 0; x < H.n; x++) {
      if (grows([...path, [x, 0]], d - 1) && grows([...path, [x, 1]], d - 1)) return true;
    }
    return false;
  };
  let d = 0;
  while (grows([], d + 1)) d++;
  return d;
}

/** VC dimension by its definition: the largest subset on which every labelling is realised. */
function bruteVc(H: FiniteClass): number {
  let best = -1;
  for (let S = 0; S < 2 ** H.n; S++) {
    const k = popcount(S);
    const seen = new Set(Array.from(H.masks, (m) => m & S));
    if (seen.size === 2 ** k && k > best) best = k;
  }
  return H.masks.length === 0 ? -1 : best;
}
const popcount = (x: number): number => (x === 0 ? 0 : (x & 1) + popcount(x >>> 1));

const randomClass = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 2 ** n - 1 }), { minLength: 1, maxLength: 2 ** n })
      .map((masks): FiniteClass => ({ n, masks: Uint32Array.from(masks) })),
  );

describe('finite classes: Littlestone and VC dimensions', () => {
  it('the memoised recursion matches a brute-force search over mistake trees', () => {
    fc.assert(
      fc.property(randomClass, (H) => {
        expect(new Littlestone(H).ldim(fullSpace(H))).toBe(bruteLdim(H));
      }),
      { numRuns: 300 },
    );
  });

  it('VCdim is exact (against every subset) and VCdim ≤ Ldim ≤ log₂|H|', () => {
    fc.assert(
      fc.property(randomClass, (H) => {
        const v = fullSpace(H);
        const L = new Littlestone(H).ldim(v);
        const { d, set } = vcdim(H, v);
        expect(d).toBe(bruteVc(H));
        expect(popcount(set)).toBe(d);
        expect(d).toBeLessThanOrEqual(L);
        expect(L).toBeLessThanOrEqual(Math.log2(H.masks.length) + 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('knows the classic classes: thresholds ⌊log₂(n + 1)⌋, singletons 1, every labelling n', () => {
    for (let n = 2; n <= 16; n++) {
      const T = thresholds(n);
      expect(new Littlestone(T).ldim(fullSpace(T))).toBe(Math.floor(Math.log2(n + 1)));
      expect(vcdim(T, fullSpace(T)).d).toBe(1);
      const S = singletons(n);
      expect(new Littlestone(S).ldim(fullSpace(S))).toBe(1);
      expect(vcdim(S, fullSpace(S)).d).toBe(1);
      const I = intervals(n);
      expect(vcdim(I, fullSpace(I)).d).toBe(2);
    }
    for (let n = 1; n <= 10; n++) {
      const A = allLabellings(n);
      expect(new Littlestone(A).ldim(fullSpace(A))).toBe(n);
      expect(vcdim(A, fullSpace(A)).d).toBe(n);
    }
  });

  it('restriction keeps exactly the hypotheses that agree with the label', () => {
    fc.assert(
      fc.property(randomClass, fc.nat(), fc.boolean(), (H, xi, y) => {
        const x = xi % H.n;
        const v = restrict(H, fullSpace(H), x, y ? 1 : 0);
        const expected = Array.from(H.masks).filter((m) => ((m >>> x) & 1) === (y ? 1 : 0)).length;
        expect(sizeOf(v)).toBe(expected);
      }),
    );
  });
});
