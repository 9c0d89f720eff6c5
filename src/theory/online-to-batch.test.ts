import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diskBandError } from '../geometry/disk-band-error';
import { OnlineToBatchScene } from '../scenes/online-to-batch';
import { resolvedEta, type OnlineToBatchConfig } from '../scenes/online-to-batch-config';
import { alongAcross, trueComparatorInf, trueSurrogate } from './online-to-batch.fixtures';
import {
  lambdaFactor,
  onlineToBatchQuantities,
  prop4Lambda,
  prop4Value,
} from './online-to-batch-quantities';

function config(patch: Partial<OnlineToBatchConfig> = {}): OnlineToBatchConfig {
  return {
    lesson: 'online-to-batch',
    learner: 'perceptron',
    stream: 'separable',
    seed: 1,
    T: 100,
    gamma: 0.1,
    R: 1,
    noise: 0.1,
    testSize: 100,
    B: 2,
    eta: 'tuned',
    loss: 'hinge',
    ...patch,
  };
}

function run(c: OnlineToBatchConfig): OnlineToBatchScene {
  const scene = new OnlineToBatchScene(c);
  while (!scene.done) scene.advance(1000);
  return scene;
}

/** The true (closed-form) error of w_s, averaged over s = 0…T−1. */
function trueRandomError(scene: OnlineToBatchScene, c: OnlineToBatchConfig): number {
  let s = 0;
  for (let k = 0; k < c.T; k++)
    s += diskBandError(scene.stateAt(k).w, scene.meta.wstar, c.R, c.gamma, 0);
  return s / c.T;
}

/** How many of n Bernoulli(p) trials may come out true before p looks wrong (4σ, +1). */
const allowed = (p: number, n: number) => p * n + 4 * Math.sqrt(n * p * (1 - p)) + 1;

describe('Proposition 4’s λ', () => {
  it('is the minimiser: no point of a fine grid does better, and it agrees with the grid’s best', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-4, max: 100, noNaN: true }),
        fc.double({ min: 1e-6, max: 10, noNaN: true }),
        (a, b) => {
          const l = prop4Lambda(a, b);
          const best = prop4Value(l, a, b);
          // A geometric grid over many decades, then a fine linear one around its best point.
          let gridBest = Infinity;
          let gridArg = NaN;
          for (let e = -12; e <= 3; e += 0.001) {
            const x = 10 ** e;
            const v = prop4Value(x, a, b);
            if (v < gridBest) [gridBest, gridArg] = [v, x];
          }
          expect(best).toBeLessThanOrEqual(gridBest * (1 + 1e-12));
          expect(best).toBeGreaterThanOrEqual(gridBest * (1 - 1e-5));
          expect(Math.abs(Math.log(l / gridArg))).toBeLessThan(0.05);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('solves e^λ − 1 − λ = b/a, and tends to the mistake bound as δ → 1', () => {
    const l = prop4Lambda(0.1, 0.003);
    expect(Math.expm1(l) - l).toBeCloseTo(0.03, 14);
    expect(prop4Lambda(0.1, 0)).toBe(0);
    expect(prop4Value(0, 0.1, 0)).toBe(0.1);
    expect(lambdaFactor(1e-14)).toBeCloseTo(1, 12);
    // Tiny b/a: λ ≈ √(2b/a), with no cancellation.
    expect(prop4Lambda(1, 1e-20)).toBeCloseTo(Math.sqrt(2e-20), 20);
  });

  it('never gives NaN in the quantities for extreme parameters', () => {
    for (const [t, R, gamma, delta] of [
      [1, 1, 1e-6, 1e-12],
      [100000, 1e6, 1e-6, 0.999],
      [0, 1, 0.5, 0.05],
    ] as const) {
      const q = onlineToBatchQuantities({
        t,
        R,
        gamma,
        noise: 0,
        delta,
        Robs: 0,
        marginObs: Infinity,
        wsNorm: 1,
        mistakes: 0,
        errRandom: 0,
        eta: 0.1,
        G: R,
        Mloss: 1 + 2 * R,
        B: 2,
        maxLoss: 0,
        maxGrad: 0,
        maxNorm: 0,
        lossAverage: 0,
        lossRandom: 0,
        onlineLoss: 0,
        compTest: 0,
        compTrain: 0,
        compNormSq: 0,
      });
      for (const k of ['lambda', 'prop3Bound', 'prop4Bound', 'thm149Bound'])
        expect(Number.isNaN(q[k]), k).toBe(false);
    }
  });
});

describe('the reference quadrature', () => {
  it('gives E hinge(0) = 1, E hinge(w*·c) by the closed form along w*, and a Monte Carlo’s value', () => {
    expect(trueSurrogate('hinge', 0, 0, 1, 0.1, 0)).toBeCloseTo(1, 9);
    expect(trueSurrogate('logistic', 0, 0, 1, 0.1, 0.2)).toBeCloseTo(Math.LN2, 9);
    // Without a band and for large a, E hinge(a w*) → 0; at a = 1/R the margin a|s| ≤ 1 always.
    const direct = (() => {
      // E(1 − |s|) for s the first coordinate of a uniform point of the unit disk: 1 − 4/(3π).
      return 1 - 4 / (3 * Math.PI);
    })();
    expect(trueSurrogate('hinge', 1, 0, 1, 0, 0)).toBeCloseTo(direct, 6);
  });
});

describe('the propositions hold whenever their hypotheses do (frequencies over seeds)', () => {
  it('Proposition 3: the mean over seeds of E_s err(w_s) stays under R²/(γ²T)', () => {
    for (const [R, gamma, T] of [
      [1, 0.5, 10],
      [1, 0.3, 40],
      [2, 0.5, 60],
    ] as const) {
      const seeds = 150;
      const values: number[] = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const c = config({ seed, R, gamma, T });
        values.push(trueRandomError(run(c), c));
      }
      const mean = values.reduce((a, b) => a + b, 0) / seeds;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (seeds - 1));
      const bound = (R * R) / (gamma * gamma * T);
      // The sampling tolerance of a mean over 150 seeds: 4 standard errors.
      expect(mean).toBeLessThanOrEqual(bound + (4 * sd) / Math.sqrt(seeds));
    }
  });

  it('Proposition 4: E_s err(w_s) exceeds its bound in at most a δ fraction of seeds', () => {
    for (const [R, gamma, T, delta] of [
      [1, 0.5, 20, 0.2],
      [1, 0.4, 50, 0.05],
    ] as const) {
      const seeds = 150;
      let over = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const c = config({ seed, R, gamma, T });
        const scene = run(c);
        const a = (R * R) / (gamma * gamma * T);
        const b = Math.log(1 / delta) / T;
        const bound = prop4Value(prop4Lambda(a, b), a, b);
        if (trueRandomError(scene, c) > bound) over++;
      }
      expect(over).toBeLessThanOrEqual(allowed(delta, seeds));
    }
  });

  it('Theorem 14.9: the true E φ(ŵ) exceeds its bound in at most a δ fraction of seeds', () => {
    for (const [loss, stream, T, delta] of [
      ['hinge', 'separable', 60, 0.1],
      ['logistic', 'noisy', 40, 0.2],
    ] as const) {
      const seeds = 40;
      const R = 1;
      const gamma = 0.2;
      const B = 2;
      const noise = stream === 'noisy' ? 0.2 : 0;
      const c0 = config({ learner: 'ogd', loss, stream, noise, T, R, gamma, B });
      const eta = resolvedEta(c0);
      const G = R;
      const M = loss === 'hinge' ? 1 + B * R : Math.log1p(Math.exp(B * R));
      const inf = trueComparatorInf(loss, R, gamma, noise, B, eta, T);
      const bound = inf + (eta * G * G) / 2 + M * Math.sqrt((2 * Math.log(2 / delta)) / T);
      let over = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const scene = run({ ...c0, seed });
        const [a, b] = alongAcross(scene.stateAt(T).average, scene.meta.wstar);
        if (trueSurrogate(loss, a, b, R, gamma, noise, 100) > bound) over++;
      }
      expect(over).toBeLessThanOrEqual(allowed(delta, seeds));
    }
  });
});
