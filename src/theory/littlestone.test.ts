import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lnBinomialSum,
  littlestoneQuantities,
  littlestoneQuantityNames,
  littlestoneTheorems,
  type LittlestoneNumbers,
} from './littlestone';
import { evaluate, fillSlots, slotsOf } from './types';
import { base } from './littlestone.fixtures';

/** ln of a BigInt too large for a double: keep its top 60 bits. */
function lnBig(n: bigint): number {
  const bits = n.toString(2).length;
  const shift = Math.max(0, bits - 60);
  return Math.log(Number(n >> BigInt(shift))) + shift * Math.LN2;
}

function binomialSum(T: number, k: number): bigint {
  let c = 1n;
  let sum = 1n;
  for (let L = 1; L <= Math.min(k, T); L++) {
    c = (c * BigInt(T - L + 1)) / BigInt(L);
    sum += c;
  }
  return sum;
}

describe('the number of SOA experts, N = Σ_{L ≤ Ldim} C(T, L)', () => {
  it('matches an exact BigInt sum, across the table and Stirling ranges and both halves', () => {
    for (let T = 0; T <= 80; T++)
      for (let k = 0; k <= T + 2; k++) {
        const exact = lnBig(binomialSum(T, k));
        expect(Math.abs(lnBinomialSum(T, k) - exact), `T = ${T}, k = ${k}`).toBeLessThanOrEqual(
          1e-12 * Math.max(1, exact),
        );
      }
    for (const T of [1023, 1024, 1500, 3000])
      for (const k of [
        0,
        1,
        7,
        40,
        Math.floor(T / 2) - 1,
        Math.floor(T / 2),
        Math.ceil(T / 2) + 1,
        T - 3,
        T,
      ]) {
        const exact = lnBig(binomialSum(T, k));
        expect(Math.abs(lnBinomialSum(T, k) - exact), `T = ${T}, k = ${k}`).toBeLessThanOrEqual(
          1e-11 * exact,
        );
      }
  });

  it('lies below the counts (eT/L)^L ≤ (eT)^L of Theorem 18 when T ≥ L', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e3 }), (T, L) => {
        fc.pre(T >= L);
        const x = littlestoneQuantities({ ...base, T, ldimH: L });
        expect(x.lnN).toBeLessThanOrEqual((x.lnNSauer as number) * (1 + 1e-12));
        expect(x.lnNSauer).toBeLessThanOrEqual((x.lnNLoose as number) * (1 + 1e-12));
      }),
    );
  });
});

describe('littlestone quantities', () => {
  it('halving on |H| = 17 allows log₂ 17 mistakes, between 4 and 5', () => {
    const x = littlestoneQuantities({ ...base, H: 17 });
    expect(2 ** (x.halvingBound as number)).toBeCloseTo(17, 12);
    expect(x.halvingBound).toBeGreaterThan(4);
    expect(x.halvingBound).toBeLessThan(5);
    expect(x.consistentBound).toBe(16);
  });

  it('the tuned rate makes the running bounds √(2T ln|H|) and √(2T ln N) at t = T', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 20 }),
        (H, T, L) => {
          const lnH = Math.log(H);
          const wm = littlestoneQuantities({ ...base, H, T, t: T, eta: Math.sqrt((2 * lnH) / T) });
          expect(wm.wmBound).toBeCloseTo(Math.sqrt(2 * T * lnH), 8);
          expect(wm.wmTuned).toBeCloseTo(Math.sqrt(2 * T * lnH), 8);
          const lnN = lnBinomialSum(T, L);
          const ex = littlestoneQuantities({
            ...base,
            T,
            t: T,
            ldimH: L,
            eta: Math.sqrt((2 * lnN) / T),
          });
          expect(ex.expertsBound).toBeCloseTo(Math.sqrt(2 * lnN * T), 8);
          if (T >= L) expect(ex.expertsTuned).toBeLessThanOrEqual((ex.thm18 as number) + 1e-9);
        },
      ),
    );
  });

  it('never produce NaN, whatever ints or infinities come in', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.constant(Infinity));
    const fields = Object.fromEntries(Object.keys(base).map((k) => [k, value]));
    const numbers = fc.record(fields).map((r) => r as unknown as LittlestoneNumbers);
    fc.assert(
      fc.property(numbers, fc.option(fc.double({ min: 0, max: 10, noNaN: true })), (n, eta) => {
        const x = littlestoneQuantities(eta === null ? n : { ...n, eta });
        for (const name of littlestoneQuantityNames) {
          expect(x[name], name).toBeDefined();
          expect(x[name], name).not.toBeNaN();
        }
        for (const th of littlestoneTheorems) {
          const s = evaluate(th, x);
          expect(s.observed, th.id).not.toBeNaN();
          if (s.applies) expect(s.value, th.id).not.toBeNaN();
          for (const tex of [th.statementTex, ...th.proof.map((p) => p.liveTex)])
            expect(fillSlots(tex, x)).not.toMatch(/NaN|—/);
        }
      }),
    );
  });

  it('list every quantity they emit, and the theorems use only those', () => {
    const x = littlestoneQuantities(base);
    expect(new Set(Object.keys(x))).toEqual(new Set(littlestoneQuantityNames));
    const known = new Set<string>(littlestoneQuantityNames);
    for (const th of littlestoneTheorems)
      for (const tex of [
        th.statementTex,
        ...th.hypotheses.map((h) => h.tex),
        ...th.proof.flatMap((p) => [p.tex, p.liveTex]),
      ])
        for (const slot of slotsOf(tex)) expect(known.has(slot), `${th.id}: ${slot}`).toBe(true);
  });
});
