import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { unitFromAngle } from '../engine/vec';
import { minimiseOnDisc } from './online-to-batch-comparator';
import { OnlineToBatchScene } from './online-to-batch';
import { lossCeiling, lossEvery, type OnlineToBatchConfig } from './online-to-batch-config';
import { surrogate, TestSet } from './online-to-batch-test-set';
import { onlineToBatchView } from './online-to-batch-view';

export function config(patch: Partial<OnlineToBatchConfig> = {}): OnlineToBatchConfig {
  return {
    lesson: 'online-to-batch',
    learner: 'perceptron',
    stream: 'separable',
    seed: 1,
    T: 300,
    gamma: 0.1,
    R: 1,
    noise: 0.1,
    testSize: 500,
    B: 2,
    eta: 'tuned',
    loss: 'hinge',
    ...patch,
  };
}

export function play(c: OnlineToBatchConfig): { scene: OnlineToBatchScene; trace: Trace } {
  const scene = new OnlineToBatchScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) trace.append(scene.advance(97));
  return { scene, trace };
}

const params = (c: OnlineToBatchConfig, delta = 0.05) => ({ ...c, delta });

describe('the held-out sample', () => {
  it('counts errors by its angle index exactly as by n products', () => {
    const test = new TestSet({
      seed: 5,
      size: 3000,
      R: 1,
      gamma: 0.1,
      wstar: unitFromAngle(1),
      noise: 0.2,
    });
    expect(test.error(0, 0)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (a, b) => {
          // The index reads directions; products of a subnormal w underflow to 0 and count as
          // errors, so the two agree for every w not that small.
          fc.pre(Math.hypot(a, b) > 1e-100);
          expect(test.error(a, b)).toBe(test.errorByProducts(a, b));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is drawn apart from the training stream, and the same for the same seed', () => {
    const a = play(config({ seed: 9 }));
    const b = play(config({ seed: 9 }));
    expect(a.scene.meta.testPoints).toEqual(b.scene.meta.testPoints);
    expect(a.scene.meta.testPoints.x1[0]).not.toBe(a.trace.at('x1', 1));
  });
});

describe('the online-to-batch engine', () => {
  it('gives the same trace for the same seed, another for another', () => {
    const a = play(config({ seed: 3, learner: 'ogd' })).trace;
    const b = play(config({ seed: 3, learner: 'ogd' })).trace;
    const c = play(config({ seed: 4, learner: 'ogd' })).trace;
    for (const name of ['x1', 'w0', 'errRandom', 'lossAverage', 'compTest'])
      expect(Array.from(a.column(name) ?? [])).toEqual(Array.from(b.column(name) ?? []));
    expect(Array.from(a.column('x1') ?? [])).not.toEqual(Array.from(c.column('x1') ?? []));
  });

  it('keeps every iterate, and scores the three estimators as a recount does', () => {
    for (const c of [
      config({ stream: 'noisy', T: 200 }),
      config({ learner: 'ogd', T: 150 }),
      config({ learner: 'ogd', loss: 'logistic', stream: 'noisy', eta: 0.3, T: 120 }),
    ]) {
      const { scene, trace } = play(c);
      let sumErr = 0;
      let sumLoss = 0;
      for (let t = 1; t <= c.T; t++) {
        const prev = scene.stateAt(t - 1).w;
        sumErr += scene.testError(prev[0], prev[1]);
        sumLoss += scene.testLoss(prev[0], prev[1]);
        const { w, average } = scene.stateAt(t);
        expect(trace.at('w0', t)).toBe(w[0]);
        expect(trace.at('a1', t)).toBeCloseTo(average[1], 12);
        expect(trace.at('errRandom', t)).toBeCloseTo(sumErr / t, 12);
        expect(trace.at('errAverage', t)).toBe(scene.testError(average[0], average[1]));
        expect(trace.at('errLast', t)).toBe(scene.testError(w[0], w[1]));
        if (c.learner === 'ogd') {
          expect(trace.at('lossRandom', t)).toBeCloseTo(sumLoss / t, 10);
          expect(trace.at('lossAverage', t)).toBeCloseTo(
            scene.testLoss(average[0], average[1]),
            10,
          );
          expect(trace.at('lossLast', t)).toBeCloseTo(scene.testLoss(w[0], w[1]), 10);
        }
      }
    }
  });

  it('moves the perceptron only on mistakes, by y·x, from w₀ = 0', () => {
    const { scene, trace } = play(config({ stream: 'noisy', T: 200 }));
    expect(scene.stateAt(0).w).toEqual([0, 0]);
    for (let t = 1; t <= 200; t++) {
      const [p0, p1] = scene.stateAt(t - 1).w;
      const x = [trace.at('x1', t), trace.at('x2', t)] as const;
      const y = trace.at('y', t);
      const wrong = y * (p0 * x[0] + p1 * x[1]) <= 0;
      expect(trace.at('mistake', t)).toBe(wrong ? 1 : 0);
      const [w0] = scene.stateAt(t).w;
      // x is stored as float32 in the trace: compare to its precision.
      expect(w0).toBeCloseTo(wrong ? p0 + y * x[0] : p0, 6);
    }
  });

  it('OGD stays in Ω, with losses in [0, M] and gradients of norm ≤ G = R', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.constantFrom('hinge' as const, 'logistic' as const),
        fc.oneof(fc.constant('tuned' as const), fc.double({ min: 1e-3, max: 10, noNaN: true })),
        (seed, R, B, loss, eta) => {
          const c = config({ learner: 'ogd', seed, R, B, loss, eta, gamma: R / 10, T: 80 });
          const { trace } = play(c);
          expect(trace.at('maxNorm', 80)).toBeLessThanOrEqual(B * (1 + 1e-12));
          expect(trace.at('maxGrad', 80)).toBeLessThanOrEqual(R * (1 + 1e-12));
          expect(trace.at('maxLoss', 80)).toBeLessThanOrEqual(lossCeiling(loss, B, R));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('walks Theorem 14.9’s deterministic lines, (4) Jensen and (6) the regret bound, every round', () => {
    for (const c of [
      config({ learner: 'ogd', T: 200 }),
      config({ learner: 'ogd', loss: 'logistic', stream: 'noisy', T: 200, eta: 1 }),
    ]) {
      const { scene, trace } = play(c);
      for (let t = 1; t <= c.T; t++) {
        const b = onlineToBatchView(params(c), scene.meta, trace, t).bounds[0];
        const proof = b?.theorem.proof ?? [];
        for (const id of ['jensen', 'regret'])
          expect(proof.find((s) => s.id === id)?.holds(b?.quantities ?? {}), `${id} at ${t}`).toBe(
            true,
          );
      }
    }
  });

  it('evaluates OGD’s test loss every round within budget, and every k rounds beyond it', () => {
    expect(lossEvery(1000, 2000)).toBe(1);
    expect(lossEvery(100_000, 2000)).toBe(1);
    expect(lossEvery(100_000, 100_000)).toBe(50);
    expect(lossEvery(1000, 2000, 'logistic')).toBe(1);
    expect(lossEvery(100_000, 2000, 'logistic')).toBe(12);
  });
});

describe('the comparator search', () => {
  it('finds the minimum of a convex objective on the disc as a fine grid does', () => {
    const test = new TestSet({
      seed: 2,
      size: 400,
      R: 1,
      gamma: 0.1,
      wstar: unitFromAngle(2),
      noise: 0.1,
    });
    for (const scale of [0.001, 0.05, 1]) {
      const J = (a: number, b: number) => test.loss('hinge', a, b) + (a * a + b * b) * scale;
      const [w0, w1] = minimiseOnDisc(J, 2, [Math.cos(2), Math.sin(2)]);
      expect(Math.hypot(w0, w1)).toBeLessThanOrEqual(2);
      let grid = Infinity;
      for (let i = -200; i <= 200; i++)
        for (let j = -200; j <= 200; j++) {
          const a = i / 100;
          const b = j / 100;
          if (a * a + b * b <= 4) grid = Math.min(grid, J(a, b));
        }
      expect(J(w0, w1)).toBeLessThanOrEqual(grid + 1e-3);
    }
  });
});

describe('the view', () => {
  it('applies Propositions 3 and 4 on the separable stream, and they hold', () => {
    const c = config({ T: 1000 });
    const { scene, trace } = play(c);
    const v = onlineToBatchView(params(c), scene.meta, trace, 1000);
    expect(v.bounds.map((b) => b.id)).toEqual(['online-to-batch-prop3', 'online-to-batch-prop4']);
    for (const b of v.bounds) {
      expect(b.status.applies).toBe(true);
      expect(b.status.holds).toBe(true);
    }
    // Prop 4's terms add up to its value, and λ solves e^λ − 1 − λ = γ² ln(1/δ)/R².
    const p4 = v.bounds[1];
    const sum = (p4?.terms ?? []).reduce((a, t) => a + t.value, 0);
    expect(sum).toBeCloseTo(p4?.status.value ?? NaN, 12);
    const l = v.lambda ?? NaN;
    expect(Math.expm1(l) - l).toBeCloseTo(0.01 * Math.log(20), 12);
    expect(v.unbounded.map((u) => u.estimator)).toEqual(['average', 'last']);
  });

  it('says why the propositions do not apply once labels are flipped', () => {
    const c = config({ stream: 'noisy', noise: 0.2, T: 200 });
    const { scene, trace } = play(c);
    const v = onlineToBatchView(params(c), scene.meta, trace, 200);
    for (const b of v.bounds) {
      expect(b.status.applies).toBe(false);
      expect(b.status.failed?.reason).toMatch(/flipped with probability 0\.2.*observed margin/);
    }
  });

  it('applies Theorem 14.9 to OGD on both streams, with terms that add up', () => {
    for (const stream of ['separable', 'noisy'] as const) {
      const c = config({ learner: 'ogd', stream, T: 400 });
      const { scene, trace } = play(c);
      const v = onlineToBatchView(params(c, 0.1), scene.meta, trace, 400);
      expect(v.testLoss).not.toBeNull();
      for (const b of v.bounds) {
        expect(b.status.applies, b.id).toBe(true);
        const sum = b.terms.reduce((a, t) => a + t.value, 0);
        expect(sum).toBeCloseTo(b.status.value, 12);
      }
      // The comparator's test loss is the held-out mean at some point of Ω: at most φ(0) = 1.
      expect(trace.at('compTest', 400)).toBeLessThanOrEqual(1 + 1e-12);
      expect(trace.at('compTrain', 400)).toBeGreaterThanOrEqual(0);
      expect(surrogate('hinge', 0)).toBe(1);
    }
  });
});
