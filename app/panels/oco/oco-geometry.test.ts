import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { r1, tenths, toView } from './oco-geometry';
import { flatPath } from './OcoTrails';

/** The path as it was written before tenths: each vertex through toView, r1 and String. */
function referencePath(E: number, flat: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const v = toView(E, [flat[i] as number, flat[i + 1] as number]);
    if (!v) continue;
    d += `${d ? 'L' : 'M'}${String(r1(v[0]))},${String(r1(v[1]))}`;
  }
  return d;
}

describe('tenths', () => {
  it('writes what String(r1(v)) writes', () => {
    for (const v of [
      0, -0, 0.04, -0.04, 0.05, -0.05, 0.95, -0.95, 1, -1, 12.34, -12.36, 4000, -4000,
    ])
      expect(tenths(v)).toBe(String(r1(v)));
    fc.assert(
      fc.property(fc.double({ min: -4000, max: 4000, noNaN: true }), (v) => {
        expect(tenths(v)).toBe(String(r1(v)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('flatPath', () => {
  it('writes the path toView and r1 write, skipping points that are not finite', () => {
    const coordinate = fc.oneof(
      fc.double({ min: -5, max: 5, noNaN: true }),
      fc.constantFrom(NaN, Infinity, -Infinity, 1e300, -1e300),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(0.5, 1, 3.7, 1e-6),
        fc.array(coordinate, { maxLength: 40 }),
        (E, flat) => {
          expect(flatPath(E, flat)).toBe(referencePath(E, flat));
        },
      ),
      { numRuns: 2000 },
    );
    expect(flatPath(1, [0, 0, NaN, 1, 1, 1])).toBe('M200,200L400,0');
  });
});
