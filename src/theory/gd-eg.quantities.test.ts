import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gdEgPerceptronTheorem,
  gdEgQuantities,
  gdEgQuantityNames,
  gdEgTheorems,
  gdEgTheoremsFor,
  pnormRegretTheorem,
  winnowTheorem,
  type GdEgNumbers,
} from './gd-eg';
import { evaluate, fillSlots, slotsOf, type Theorem } from './types';

import { base, rel } from './gd-eg.fixtures';

describe('gd-eg quantities', () => {
  it('the tuned rates give the closed forms at t = T', () => {
    const pos = fc.double({ min: 1e-3, max: 1e3, noNaN: true });
    fc.assert(
      fc.property(
        pos,
        pos,
        pos,
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 2, max: 1e5 }),
        (U, R, Z, T, n) => {
          const lnn = Math.log(n);
          const p = Math.max(2, 2 * lnn);
          const common = { ...base, t: T, T, n, U, uQ: U, p, R2: R, Rinf: R, Rp: R, Z };
          const gd = gdEgQuantities({ ...common, eta: U / (R * Z * Math.sqrt(T)) });
          expect(rel(gd.gdBound as number, U * R * Z * Math.sqrt(T))).toBeLessThan(1e-12);
          expect(rel(gd.gdTuned as number, U * R * Z * Math.sqrt(T))).toBeLessThan(1e-12);
          expect(rel(gd.gdEta as number, gd.eta as number)).toBeLessThan(1e-12);
          const eg = gdEgQuantities({
            ...common,
            eta: Math.sqrt(2 * lnn) / (R * Z * Math.sqrt(T)),
          });
          expect(rel(eg.egBound as number, R * Z * Math.sqrt(2 * T * lnn))).toBeLessThan(1e-12);
          expect(rel(eg.egTuned as number, R * Z * Math.sqrt(2 * T * lnn))).toBeLessThan(1e-12);
          const closed = U * Z * R * Math.sqrt((p - 1) * T);
          const pn = gdEgQuantities({ ...common, eta: U / (Z * R * Math.sqrt((p - 1) * T)) });
          expect(rel(pn.pnBound as number, closed)).toBeLessThan(1e-12);
          expect(rel(pn.pnTuned as number, closed)).toBeLessThan(1e-12);
          expect(rel(pn.qDual as number, p / (p - 1))).toBeLessThan(1e-15);
          // n^{1/p} ≤ √e for p = max(2, 2 ln n).
          expect(pn.nPow).toBeLessThanOrEqual(Math.sqrt(Math.E) * (1 + 1e-15));
        },
      ),
    );
  });

  it('Winnow for k = 3, n = 1000 allows 2 + 9(1 + log₂ 1000) mistakes', () => {
    const x = gdEgQuantities({ ...base, k: 3, n: 1000 });
    expect(x.winnowBound).toBeCloseTo(2 + 9 * (1 + Math.log2(1000)), 12);
    expect(x.winnowBound).toBeCloseTo(100.692059, 5); // log₂ 1000 = 3 log₂ 10 ≈ 9.965784;
  });

  it('the perceptron: R₂²‖u‖₂²/γ², with γ unnormalised', () => {
    const x = gdEgQuantities({ ...base, R2: 2, U: 3, gammaU: 0.5 });
    expect(x.percBound).toBe(144);
    expect(gdEgQuantities({ ...base, gammaU: -1 }).percBound).toBe(Infinity);
  });

  it('never produce NaN, whatever numbers, infinities or extremes come in', () => {
    const value = fc.oneof(
      fc.constantFrom(0, -0, 1, 2, Infinity, -Infinity, 1e308, -1e308, 5e-324, 1e-200),
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }),
    );
    const fields = Object.fromEntries(Object.keys(base).map((k) => [k, value]));
    const numbers = fc.record(fields).map((r) => r as unknown as GdEgNumbers);
    fc.assert(
      fc.property(numbers, (n) => {
        const x = gdEgQuantities(n);
        for (const name of gdEgQuantityNames) {
          expect(x[name], name).toBeDefined();
          expect(x[name], name).not.toBeNaN();
        }
        for (const th of gdEgTheorems) {
          const s = evaluate(th, x);
          expect(s.observed, th.id).not.toBeNaN();
          if (s.applies) expect(s.value, th.id).not.toBeNaN();
          for (const h of th.hypotheses) expect(h.check(x).reason ?? '').not.toMatch(/NaN/);
          for (const tex of [
            th.statementTex,
            ...th.hypotheses.map((h) => h.tex),
            ...th.proof.map((p) => p.liveTex),
          ])
            expect(fillSlots(tex, x)).not.toMatch(/NaN|—/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('list every quantity they emit, and the theorems use only those', () => {
    const x = gdEgQuantities(base);
    expect(new Set(Object.keys(x))).toEqual(new Set(gdEgQuantityNames));
    const known = new Set<string>(gdEgQuantityNames);
    for (const th of gdEgTheorems)
      for (const tex of [
        th.statementTex,
        ...th.hypotheses.map((h) => h.tex),
        ...th.proof.flatMap((p) => [p.tex, p.liveTex]),
      ])
        for (const slot of slotsOf(tex)) expect(known.has(slot), `${th.id}: ${slot}`).toBe(true);
  });

  it('keep statements short enough for a projector column', () => {
    // Rendered width, roughly: drop TeX commands, braces and scripts' markup.
    for (const th of gdEgTheorems) {
      const plain = th.statementTex
        .replace(/\\(frac|tfrac|mathrm|textstyle|quad|,|;)/g, '')
        .replace(/\\[a-zA-Z]+/g, 'x')
        .replace(/[{}^_\s]/g, '');
      expect(plain.length, th.id).toBeLessThanOrEqual(45);
    }
  });
});

describe('gd-eg theorems: when they do not apply, and why', () => {
  const failed = (th: Theorem | undefined, n: Partial<GdEgNumbers>) => {
    if (!th) throw new Error('no theorem');
    const s = evaluate(th, gdEgQuantities({ ...base, ...n }));
    expect(s.applies).toBe(false);
    return s.failed;
  };
  const head = (id: string) => gdEgTheoremsFor(id)[0];

  it('a rate that is not positive', () => {
    for (const id of ['gd', 'eg', 'pnorm']) {
      const f = failed(head(id), { eta: 0 });
      expect(f?.id).toBe('eta');
      expect(f?.reason).toBe('η = 0 is not positive');
    }
  });

  it('EG: a comparator off the simplex, with the observed sum or the negative weight', () => {
    const off = failed(head('eg'), { uOnSimplex: 0, uL1: 1.3, uMin: 0.1 });
    expect(off?.id).toBe('simplex');
    expect(off?.reason).toBe('the comparator is not a probability vector: Σu = 1.3 ≠ 1');
    const neg = failed(head('eg'), { uOnSimplex: 0, uL1: 1.4, uMin: -0.2 });
    expect(neg?.reason).toBe('the comparator is not a probability vector: min u = -0.2 < 0');
  });

  it('GD and p-norm: an infinite comparator norm; p-norm: p below 2', () => {
    expect(failed(head('gd'), { U: Infinity })?.id).toBe('norm');
    expect(failed(head('pnorm'), { uQ: Infinity })?.id).toBe('norm');
    const f = failed(head('pnorm'), { p: 1.5 });
    expect(f?.id).toBe('p');
    expect(f?.reason).toMatch(/p = 1\.5 < 2/);
    expect(failed(head('pnorm'), { p: Infinity })?.reason).toMatch(/not strongly convex/);
    expect(failed(head('gd'), { R2: -1 })?.id).toBe('observed');
  });

  it('the perceptron: regression labels, or a target that does not separate', () => {
    const sep = { binaryLabels: 1, gammaU: 0.5, R2: 1 };
    expect(failed(head('perceptron'), { ...sep, binaryLabels: 0 })?.id).toBe('labels');
    const f = failed(head('perceptron'), { ...sep, gammaU: -0.31 });
    expect(f?.id).toBe('separable');
    expect(f?.reason).toMatch(/min y u·x = -0\.31 ≤ 0/);
    const ok = evaluate(gdEgPerceptronTheorem, gdEgQuantities({ ...base, ...sep }));
    expect(ok.applies).toBe(true);
  });

  it('Winnow: real-valued features, or labels no disjunction makes', () => {
    const disj = { booleanX: 1, disjunction: 1, k: 3, n: 1000 };
    expect(failed(head('winnow'), { ...disj, booleanX: 0 })?.id).toBe('boolean');
    const f = failed(head('winnow'), { ...disj, disjunction: 0, k: 0 });
    expect(f?.id).toBe('disjunction');
    expect(f?.reason).toMatch(/monotone disjunction/);
    const s = evaluate(winnowTheorem, gdEgQuantities({ ...base, ...disj }));
    expect(s).toMatchObject({ applies: true, holds: true, observed: 0 });
    expect(s.value).toBeCloseTo(2 + 9 * (1 + Math.log2(1000)), 12);
  });

  it('map every learner to its theorems, the first one the bound drawn', () => {
    expect(['gd', 'eg', 'pnorm', 'perceptron', 'winnow'].map((id) => head(id)?.id)).toEqual([
      'gd-eg-gd',
      'gd-eg-eg',
      'gd-eg-pnorm',
      'gd-eg-perceptron',
      'gd-eg-winnow',
    ]);
    for (const id of ['gd', 'eg', 'pnorm']) expect(head(id)?.quantity).toBe('regret');
    for (const id of ['perceptron', 'winnow']) expect(head(id)?.quantity).toBe('mistakes');
    expect(gdEgTheoremsFor('nope')).toEqual([]);
    expect(pnormRegretTheorem.source).toMatch(/^Beyond the notes/);
    expect(winnowTheorem.source).toMatch(/^Beyond the notes/);
  });
});
