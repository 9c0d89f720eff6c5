import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntheticSet, type TrainingSet } from '../../streams/boosting/training-set';
import { AdaBoost, EPS_FLOOR } from './adaboost';
import { MwuBoost } from './mwu-boost';
import { stumpPredict, type Stump } from './stumps';

const randomSet = fc
  .record({
    n: fc.integer({ min: 2, max: 60 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    // A label rule a few stumps can learn, with some noise: the weak-learner hypothesis then
    // holds for a while on some sets and breaks on others.
    shape: fc.constantFrom('circles', 'xor', 'moons', 'stripes', 'random'),
    noise: fc.constantFrom(0, 0, 0.05, 0.2),
  })
  .map(({ n, seed, shape, noise }): TrainingSet => {
    if (shape !== 'random') return syntheticSet(shape, n, seed, noise);
    const s = syntheticSet('circles', n, seed, 0);
    let z = seed;
    for (let i = 0; i < n; i++) {
      z = (Math.imul(z, 1103515245) + 12345) >>> 0;
      s.y[i] = z & 0x10000 ? 1 : -1;
    }
    return s;
  });

/** The vote's errors, ties counted as errors, from the stumps and weights alone. */
function voteErrors(set: TrainingSet, stumps: Stump[], alphas: number[]): number {
  let bad = 0;
  for (let i = 0; i < set.y.length; i++) {
    let F = 0;
    stumps.forEach((h, s) => {
      F += (alphas[s] as number) * stumpPredict(h, set.x1[i] as number, set.x2[i] as number);
    });
    if ((set.y[i] as number) * F <= 0) bad++;
  }
  return bad / set.y.length;
}

describe('boosting as multiplicative weights', () => {
  it('keeps the vote’s training error under (1 − η)^(−t/2)·e^(−ηt(½+γ)) ≤ e^(−tγ²/2) while every εₛ ≤ ε', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomSet, fc.double({ min: 0.05, max: 0.49, noNaN: true }), (set, eps) => {
        const gamma = 0.5 - eps;
        const b = new MwuBoost(set, gamma);
        const stumps: Stump[] = [];
        let weak = true;
        for (let t = 1; t <= 40; t++) {
          const r = b.step();
          stumps.push(r.stump);
          weak &&= r.eps <= eps;
          if (!weak) break;
          checked++;
          const exact = (1 - gamma) ** (-t / 2) * Math.exp(-gamma * t * (0.5 + gamma));
          const err = voteErrors(
            set,
            stumps,
            stumps.map(() => 1),
          );
          expect(r.errTie).toBe(err);
          expect(err).toBeLessThanOrEqual(exact + 1e-12);
          expect(exact).toBeLessThanOrEqual(Math.exp((-t * gamma * gamma) / 2) + 1e-12);
        }
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('carries ln Φ and the weights exactly: Φ = Σ (1 − η)^(rounds right)', () => {
    const set = syntheticSet('moons', 50, 7, 0.1);
    const eta = 0.3;
    const b = new MwuBoost(set, eta);
    const right = new Array<number>(50).fill(0);
    for (let t = 1; t <= 300; t++) {
      const r = b.step();
      for (let i = 0; i < 50; i++)
        if (stumpPredict(r.stump, set.x1[i] as number, set.x2[i] as number) === set.y[i])
          right[i] = (right[i] as number) + 1;
    }
    // 0.7^300 ≈ 10⁻⁴⁷: the stored weights were rescaled, the logarithms were not lost.
    const logW = right.map((k) => k * Math.log(1 - eta));
    const top = Math.max(...logW);
    const logPhi = top + Math.log(logW.reduce((s, l) => s + Math.exp(l - top), 0));
    expect(b.save().potential).toBeCloseTo(logPhi, 9);
    for (let i = 0; i < 50; i++) expect(b.logWeight(i)).toBeCloseTo(logW[i] as number, 9);
  });
});

describe('AdaBoost', () => {
  it('keeps the training error under ∏ 2√(εₛ(1 − εₛ)) ≤ exp(−2Σγₛ²) while every εₛ < ½', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomSet, (set) => {
        const b = new AdaBoost(set);
        const stumps: Stump[] = [];
        const alphas: number[] = [];
        let prod = 1;
        let sumG2 = 0;
        for (let t = 1; t <= 40; t++) {
          const r = b.step();
          if (!(r.eps < 0.5 - 1e-12)) break;
          stumps.push(r.stump);
          alphas.push(
            0.5 * Math.log((1 - Math.max(r.eps, EPS_FLOOR)) / Math.max(r.eps, EPS_FLOOR)),
          );
          const e = Math.max(r.eps, EPS_FLOOR);
          prod *= 2 * Math.sqrt(e * (1 - e));
          sumG2 += (0.5 - e) ** 2;
          checked++;
          const err = voteErrors(set, stumps, alphas);
          expect(r.errTie).toBeCloseTo(err, 12);
          expect(r.alpha).toBeCloseTo(alphas[t - 1] as number, 12);
          expect(err).toBeLessThanOrEqual(prod + 1e-9);
          expect(prod).toBeLessThanOrEqual(Math.exp(-2 * sumG2) + 1e-12);
          // The proof's identity: (1/n)Σ exp(−yF) = ∏ Zₛ.
          expect(r.aux).toBeCloseTo(Math.exp(r.potential), 9);
          expect(r.potential).toBeLessThanOrEqual(r.sumA + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(500);
  });

  it('survives a perfect stump: α is finite and nothing is NaN', () => {
    const set: TrainingSet = {
      x1: Float64Array.of(-0.5, -0.2, 0.3, 0.6),
      x2: Float64Array.of(0, 0, 0, 0),
      y: Int8Array.of(-1, -1, 1, 1),
    };
    const b = new AdaBoost(set);
    for (let t = 0; t < 50; t++) {
      const r = b.step();
      expect(r.eps).toBe(0);
      expect(Number.isFinite(r.alpha)).toBe(true);
      expect(r.err).toBe(0);
      for (const v of [r.potential, r.sumA, r.sumB, r.aux]) expect(Number.isNaN(v)).toBe(false);
    }
  });

  it('restores a saved state exactly', () => {
    const set = syntheticSet('xor', 40, 3, 0);
    const a = new AdaBoost(set);
    for (let t = 0; t < 5; t++) a.step();
    const saved = a.save();
    const next = a.step();
    a.load(saved);
    expect(a.step()).toEqual(next);
  });
});
