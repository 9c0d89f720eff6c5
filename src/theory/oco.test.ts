import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ftrlTheoryEta,
  harmonic,
  ocoQuantities,
  ocoQuantityNames,
  ocoTheorems,
  ocoTheoremsFor,
  ogdTheoryEta,
  sumInvSqrt,
  type OcoNumbers,
} from './oco';
import { evaluate, fillSlots, slotsOf } from './types';

describe('oco theory helpers', () => {
  it('H_t and Σ 1/√s match a direct sum (the closed forms take over at t = 64)', () => {
    let h = 0;
    let r = 0;
    for (let t = 1; t <= 100_000; t++) {
      h += 1 / t;
      r += 1 / Math.sqrt(t);
      if (t < 200 || t % 997 === 0) {
        expect(Math.abs(harmonic(t) - h)).toBeLessThanOrEqual(1e-13 * h);
        expect(Math.abs(sumInvSqrt(t) - r)).toBeLessThanOrEqual(1e-13 * r);
      }
    }
    expect(harmonic(0)).toBe(0);
    expect(sumInvSqrt(0)).toBe(0);
    expect(harmonic(NaN)).toBe(0);
  });

  it('the theory steps: η = B/(G√T) makes Theorem 14.5’s bound B·G·√T; FTRL’s makes B√(2ΣL²)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.integer({ min: 1, max: 1e6 }),
        (B, G, T) => {
          const eta = ogdTheoryEta(B, G, T);
          expect(B ** 2 / (2 * eta) + (eta * T * G ** 2) / 2).toBeCloseTo(B * G * Math.sqrt(T), 6);
          const e2 = ftrlTheoryEta(B, G * T);
          expect(B ** 2 / (2 * e2) + e2 * G * T).toBeCloseTo(B * Math.sqrt(2 * G * T), 6);
        },
      ),
    );
    expect(ogdTheoryEta(1, 0, 100)).toBe(Infinity);
    expect(ftrlTheoryEta(1, 0)).toBe(Infinity);
  });
});

const base: OcoNumbers = {
  t: 0,
  T: 0,
  B: 1,
  eta: 1,
  lambda: 1,
  gamma: 1,
  kind: 0,
  G: 0,
  Gobs: 0,
  cum: 0,
  cmp: 0,
  uNorm: 0,
  etaT: 0,
  ftw: 0,
  ftu: 0,
  gNorm: 0,
  gDot: 0,
  dPrev: 0,
  dTilde: 0,
  dNext: 0,
  wcum: 0,
  uwLoss: 0,
  uwNorm: 0,
  ftuw: 0,
  dPrevW: 0,
  dNextW: 0,
  look: 0,
  sumL2: 0,
  zmax: 0,
  M: 0,
  mistake: 0,
  g2: 0,
  hstar: 0,
  wsNorm: 0,
  hingeStarT: 0,
  ex7Lhs: 0,
  hasTarget: 0,
  lossSize: 0,
};

describe('oco theorems as data', () => {
  it('emit every quantity they name, and only finite ones, for extreme parameters and t = 0', () => {
    const extremes = [1e-12, 1e-9, 1e-6, 1, 1e6, 1e9];
    for (const t of [0, 1, 2, 1e6])
      for (const x of extremes)
        for (const key of ['B', 'eta', 'lambda', 'gamma'] as const) {
          const q = ocoQuantities({ ...base, t, T: Math.max(t, 1), [key]: x, G: x, sumL2: x * t });
          for (const name of ocoQuantityNames) {
            expect(q[name], `${name} (t = ${t}, ${key} = ${x})`).not.toBeNaN();
            if (name !== 'ogdEtaTheory' && name !== 'ftrlEtaTheory')
              expect(Number.isFinite(q[name]), `${name} (t = ${t}, ${key} = ${x})`).toBe(true);
          }
          for (const th of ocoTheorems) {
            const s = evaluate(th, q);
            expect(s.observed).not.toBeNaN();
            for (const tex of [th.statementTex, ...th.proof.map((p) => p.liveTex)])
              expect(fillSlots(tex, q)).not.toMatch(/NaN|—/);
          }
        }
  });

  it('are at zero regret and bound zero before the first round', () => {
    const q = ocoQuantities(base);
    for (const th of ocoTheorems) {
      const s = evaluate(th, q);
      expect(s.observed).toBe(0);
      if (s.applies) expect(s.holds).toBe(true);
    }
  });

  it('map every learner to its theorems, the first one its headline', () => {
    expect(ocoTheoremsFor('ogd').map((t) => t.id)).toEqual(['ogd-regret']);
    expect(ocoTheoremsFor('ftl').map((t) => t.id)).toEqual(['ftl-lookahead', 'ftl-quadratic']);
    expect(ocoTheoremsFor('perceptron')[0]?.quantity).toBe('mistakes');
    expect(ocoTheoremsFor('ogd-weighted')[0]?.quantity).toBe('weighted-regret');
    expect(ocoTheoremsFor('nope')).toEqual([]);
    // Each says where it comes from, and those beyond the notes say so.
    for (const th of ocoTheorems) expect(th.source.length).toBeGreaterThan(20);
    expect(ocoTheoremsFor('ogd-sqrt')[0]?.source).toMatch(/Beyond the notes/);
    expect(ocoTheoremsFor('ftrl')[0]?.source).toMatch(/Shalev-Shwartz.*Lemma 2\.3.*Theorem 2\.11/);
    expect(ocoTheoremsFor('ftl')[1]?.source).toMatch(/generalised/);
  });

  it('say why a hypothesis fails, naming the loss kind', () => {
    const sc = ocoTheoremsFor('ogd-sc')[0];
    if (!sc) throw new Error('no theorem');
    const reasons = [0, 2, 3].map(
      (kind) => evaluate(sc, ocoQuantities({ ...base, kind })).failed?.reason,
    );
    expect(reasons[0]).toMatch(/linear losses are not strongly convex \(modulus 0\)/);
    expect(reasons[1]).toMatch(/hinge/);
    expect(reasons[2]).toMatch(/squared/);
    expect(evaluate(sc, ocoQuantities({ ...base, kind: 1 })).applies).toBe(true);
  });

  it('only use slots their quantity list has', () => {
    const known = new Set<string>(ocoQuantityNames);
    for (const th of ocoTheorems)
      for (const tex of [
        th.statementTex,
        ...th.hypotheses.map((h) => h.tex),
        ...th.proof.flatMap((p) => [p.tex, p.liveTex]),
      ])
        for (const slot of slotsOf(tex)) expect(known.has(slot), `${th.id}: ${slot}`).toBe(true);
  });
});
