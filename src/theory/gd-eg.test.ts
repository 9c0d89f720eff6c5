import { describe, expect, it } from 'vitest';
import {
  egRegretTheorem,
  gdEgPerceptronTheorem,
  gdEgQuantities,
  gdRegretTheorem,
  winnowTheorem,
  type GdEgNumbers,
} from './gd-eg';

import { base, rel, rng, dot, norm, play, theoremOf, expectHolds } from './gd-eg.fixtures';

describe('the Bregman telescoping, by hand', () => {
  it('GD, 1-d, squared loss, η = 1/4, three rounds toward y = 1', () => {
    const runs = play('gd', [[1], [1], [1]], [1, 1, 1], [1], 0.25, 'squared');
    const last = runs[2] as GdEgNumbers;
    // w: 0 → 1/2 → 3/4 → 7/8; slopes −2, −1, −1/2; losses 1, 1/4, 1/16.
    expect(last.loss).toBe(1.3125);
    expect(last.Lu).toBe(0);
    expect(last.linSum).toBe(2.625);
    expect(last.potStart).toBe(0.5);
    expect(last.potNow).toBe(0.0078125);
    expect(last.stepSum).toBe(0.1640625);
    expect(0.25 * last.linSum).toBe(last.potStart - last.potNow + last.stepSum);
    expect([last.R2, last.Z]).toEqual([1, 2]);
    const x = gdEgQuantities(last);
    expect(x.gdBound).toBe(3.5); // ½(1/(1/4) + (1/4)·1·4·3)
    for (const n of runs) expectHolds(gdRegretTheorem, n);
  });

  it('EG, absolute loss, η = ln 2, three rounds: w₁ = 1/2, 2/3, 4/5, 8/9', () => {
    const runs = play(
      'eg',
      [
        [1, 0],
        [1, 0],
        [1, 0],
      ],
      [1, 1, 1],
      [1, 0],
      Math.LN2,
      'absolute',
    );
    const last = runs[2] as GdEgNumbers;
    expect(last.loss).toBeCloseTo(1 / 2 + 1 / 3 + 1 / 5, 14);
    expect(last.linSum).toBeCloseTo(31 / 30, 14);
    expect(last.potStart).toBeCloseTo(Math.LN2, 14);
    expect(last.potNow).toBeCloseTo(Math.log(9 / 8), 14);
    const steps =
      0.5 * Math.log(9 / 8) +
      (2 / 3) * Math.log(5 / 6) +
      (1 / 3) * Math.log(5 / 3) +
      (4 / 5) * Math.log(9 / 10) +
      (1 / 5) * Math.log(9 / 5);
    expect(last.stepSum).toBeCloseTo(steps, 14);
    expect(Math.LN2 * (31 / 30)).toBeCloseTo(Math.LN2 - Math.log(9 / 8) + steps, 14);
    expect(gdEgQuantities(last).egBound).toBeCloseTo(1 + 1.5 * Math.LN2, 14);
    for (const n of runs) expectHolds(egRegretTheorem, n);
  });
});

describe('gd, eg and pnorm on random noisy streams', () => {
  it.each([
    ['gd', 'squared'],
    ['gd', 'absolute'],
    ['eg', 'squared'],
    ['eg', 'absolute'],
    ['pnorm', 'squared'],
    ['pnorm', 'absolute'],
  ] as const)('%s, %s loss: the identity, every line and the bound', (kind, lossKind) => {
    for (let seed = 1; seed <= 8; seed++) {
      const r = rng(seed * 97 + kind.length);
      const n = 12;
      let u = Array.from({ length: n }, () => (r() < 0.3 ? r() : 0));
      if (kind === 'eg') {
        u[0] = (u[0] as number) + 0.1;
        const s = u.reduce((a, b) => a + b, 0);
        u = u.map((ui) => ui / s);
      } else u = u.map((ui) => 3 * (ui - 0.1));
      const T = 80;
      const xs = Array.from({ length: T }, () => Array.from({ length: n }, () => 2 * r() - 1));
      const ys = xs.map((x) => dot(u, x) + 0.4 * (r() - 0.5));
      for (const eta of [0.01, 0.1, 0.5]) {
        const runs = play(kind, xs, ys, u, eta, lossKind);
        for (const numbers of runs) {
          const x = gdEgQuantities(numbers);
          expect(rel(x.etaLin as number, x.telescoped as number)).toBeLessThan(1e-10);
          expectHolds(theoremOf[kind], numbers);
        }
      }
    }
  });

  it('the hindsight line: ∞ for the target, the regret plus the certified gap for a solver', () => {
    const target = gdEgQuantities({ ...base, loss: 5, Lu: 3 });
    expect(target.regretVsOpt).toBe(Infinity);
    const solver = gdEgQuantities({ ...base, loss: 5, Lu: 3, comparator: 0, solverGap: 0.25 });
    expect(solver.regret).toBe(2);
    expect(solver.regretVsOpt).toBe(2.25);
  });
});

// Classification: the perceptron and Winnow played out.

describe('perceptron and Winnow on played-out streams', () => {
  it('the perceptron on separable streams: every line and the bound', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = rng(seed);
      const n = 5;
      const u = Array.from({ length: n }, () => 4 * r() - 2);
      let w = u.map(() => 0);
      let mistakes = 0;
      let R2 = 0;
      let gammaU = Infinity;
      for (let t = 1; t <= 200; t++) {
        const x = Array.from({ length: n }, () => 2 * r() - 1);
        const y = dot(u, x) >= 0 ? 1 : -1;
        R2 = Math.max(R2, norm(x, 2));
        gammaU = Math.min(gammaU, y * dot(u, x));
        if (y * dot(w, x) <= 0) {
          mistakes++;
          w = w.map((wi, i) => wi + y * (x[i] as number));
        }
        const numbers = {
          ...base,
          t,
          T: 200,
          n,
          eta: 0,
          loss: mistakes,
          mistakes,
          U: norm(u, 2),
          R2,
          gammaU,
          binaryLabels: 1,
          wDotU: dot(w, u),
          wNorm: norm(w, 2),
        };
        expectHolds(gdEgPerceptronTheorem, numbers);
      }
    }
  });

  it('Winnow on disjunctions, random and adversarial: every line and the bound', () => {
    const n = 40;
    const relevant = [3, 17, 29];
    const streams: Array<(t: number, r: () => number) => number[]> = [
      (_, r) => Array.from({ length: n }, () => (r() < 0.15 ? 1 : 0)),
      // Promote one relevant feature alone, then switch every irrelevant one on.
      (t) =>
        t % 2 === 0
          ? Array.from({ length: n }, (_, i) => (i === relevant[(t / 2) % 3] ? 1 : 0))
          : Array.from({ length: n }, (_, i) => (relevant.includes(i) ? 0 : 1)),
    ];
    for (const [which, next] of streams.entries())
      for (let seed = 1; seed <= 5; seed++) {
        const r = rng(seed);
        const w = Array.from({ length: n }, () => 1);
        let mistakes = 0;
        let promotions = 0;
        for (let t = 1; t <= 300; t++) {
          const x = next(t, r);
          const y = relevant.some((i) => x[i] === 1) ? 1 : 0;
          const yh = dot(w, x) >= n ? 1 : 0;
          if (yh !== y) {
            mistakes++;
            if (y === 1) promotions++;
            x.forEach((xi, i) => {
              if (xi === 1) w[i] = (w[i] as number) * (y === 1 ? 2 : 0.5);
            });
          }
          const numbers = {
            ...base,
            t,
            T: 300,
            n,
            eta: 0,
            loss: mistakes,
            mistakes,
            k: 3,
            booleanX: 1,
            disjunction: 1,
            promotions,
            weightSum: w.reduce((a, b) => a + b, 0),
          };
          expectHolds(winnowTheorem, numbers);
        }
        if (which === 1) expect(mistakes).toBeGreaterThan(10);
      }
  });
});
