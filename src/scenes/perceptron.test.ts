import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PerceptronScene, type PerceptronConfig } from './perceptron';
import { perceptronView } from './perceptron-view';
import { Trace } from '../engine/trace';

export function config(patch: Partial<PerceptronConfig> = {}): PerceptronConfig {
  return {
    lesson: 'perceptron',
    stream: 'iid',
    seed: 1,
    T: 500,
    gamma: 0.1,
    R: 1,
    noise: 0.1,
    learners: ['perceptron'],
    wstar: null,
    points: [],
    ...patch,
  };
}

/** Runs a scene to T and returns it with its full trace. */
export function play(c: PerceptronConfig): { scene: PerceptronScene; trace: Trace } {
  const scene = new PerceptronScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) {
    const b = scene.advance(997);
    trace.append(b);
    if (b.waiting) break;
  }
  return { scene, trace };
}

const synthetic = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  R: fc.double({ min: 0.01, max: 100, noNaN: true }),
  ratio: fc.double({ min: 0.005, max: 0.95, noNaN: true }),
  T: fc.integer({ min: 1, max: 3000 }),
  angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
});

describe('perceptron scene', () => {
  it('gives the same trace for the same seed', () => {
    const a = play(config({ seed: 77, T: 400 })).trace;
    const b = play(config({ seed: 77, T: 400 })).trace;
    const c = play(config({ seed: 78, T: 400 })).trace;
    for (const name of ['x1', 'x2', 'y', 'L0.M', 'L0.w0', 'L0.w1']) {
      expect(Array.from(a.column(name) ?? [])).toEqual(Array.from(b.column(name) ?? []));
    }
    expect(Array.from(a.column('x1') ?? [])).not.toEqual(Array.from(c.column('x1') ?? []));
  });

  it('draws iid points inside the disk and outside the band, labelled by w*', () => {
    const { scene, trace } = play(config({ seed: 3, T: 2000, gamma: 0.3, R: 2 }));
    const [a, b] = scene.meta.wstar ?? [1, 0];
    for (let t = 1; t <= 2000; t++) {
      const x1 = trace.at('x1', t);
      const x2 = trace.at('x2', t);
      const y = trace.at('y', t);
      expect(Math.hypot(x1, x2)).toBeLessThanOrEqual(2 + 1e-6);
      expect(y * (a * x1 + b * x2)).toBeGreaterThanOrEqual(0.3 - 1e-6);
    }
  });

  it('keeps mistakes under R²/γ² on random separable streams (Theorem 14.1)', () => {
    fc.assert(
      fc.property(synthetic, ({ seed, R, ratio, T, angle }) => {
        const gamma = ratio * R;
        const { trace } = play(
          config({ seed, R, gamma, T, wstar: [Math.cos(angle), Math.sin(angle)] }),
        );
        const M = trace.at('L0.M', T);
        expect(M).toBeLessThanOrEqual((R * R) / (gamma * gamma) + 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps mistakes under R²/γ² against the adaptive adversary, which gets close to it', () => {
    fc.assert(
      fc.property(synthetic, ({ seed, R, ratio, angle }) => {
        const gamma = ratio * R;
        const bound = (R * R) / (gamma * gamma);
        const T = Math.min(20000, Math.ceil(bound) * 4 + 10);
        const { trace } = play(
          config({
            stream: 'adversary',
            seed,
            R,
            gamma,
            T,
            wstar: [Math.cos(angle), Math.sin(angle)],
          }),
        );
        expect(trace.at('L0.M', T)).toBeLessThanOrEqual(bound + 1e-9);
        // Every point the adversary plays satisfies the hypotheses.
        expect(trace.at('R', T)).toBeLessThanOrEqual(R * (1 + 1e-9));
        expect(trace.at('gammaTarget', T)).toBeGreaterThanOrEqual(gamma * (1 - 1e-9));
      }),
      { numRuns: 60 },
    );
  });

  it('makes the adversary force far more mistakes than random points do', () => {
    const iid = play(config({ stream: 'iid', seed: 4, gamma: 0.05, T: 4000 })).trace.at(
      'L0.M',
      4000,
    );
    const adv = play(config({ stream: 'adversary', seed: 4, gamma: 0.05, T: 4000 })).trace.at(
      'L0.M',
      4000,
    );
    expect(adv).toBeGreaterThan(3 * iid);
    // In the plane the adversary reaches about half of R²/γ² = 400.
    expect(adv).toBeGreaterThanOrEqual(0.4 * 400);
  });

  it('keeps the random-start variant under R²/γ² + 2/γ, on random and adversarial streams', () => {
    fc.assert(
      fc.property(synthetic, fc.boolean(), ({ seed, R, ratio, angle }, adversary) => {
        const gamma = ratio * R;
        const T = 3000;
        const { trace, scene } = play(
          config({
            stream: adversary ? 'adversary' : 'iid',
            seed,
            R,
            gamma,
            T,
            wstar: [Math.cos(angle), Math.sin(angle)],
            learners: ['perceptron', 'perceptron-random'],
          }),
        );
        const [w0a, w0b] = scene.meta.learners[1]?.initial ?? [0, 0];
        expect(Math.hypot(w0a, w0b)).toBeCloseTo(1, 12);
        expect(trace.at('L1.M', T)).toBeLessThanOrEqual(
          (R * R) / (gamma * gamma) + 2 / gamma + 1e-9,
        );
      }),
      { numRuns: 40 },
    );
  });

  it('holds every proof step whenever the hypotheses hold', () => {
    fc.assert(
      fc.property(
        synthetic,
        fc.constantFrom('iid', 'adversary'),
        ({ seed, R, ratio, angle }, stream) => {
          const gamma = ratio * R;
          const T = 400;
          const c = config({
            stream: stream as 'iid' | 'adversary',
            seed,
            R,
            gamma,
            T,
            wstar: [Math.cos(angle), Math.sin(angle)],
          });
          const { scene, trace } = play(c);
          for (const t of [0, 1, 2, 7, 50, 399, 400]) {
            const view = perceptronView(c, scene.meta, trace, t);
            for (const b of view.bounds) {
              expect(b.status.applies).toBe(true);
              expect(b.status.holds).toBe(true);
              for (const step of b.theorem.proof) expect(step.holds(b.quantities)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says the bound does not apply on the noisy stream, and why', () => {
    const c = config({ stream: 'noisy', seed: 2, noise: 0.2, T: 200 });
    const { scene, trace } = play(c);
    const view = perceptronView(c, scene.meta, trace, 200);
    const configured = view.bounds.find((b) => b.source === 'configured');
    expect(configured?.status.applies).toBe(false);
    expect(configured?.status.failed?.id).toBe('margin');
    expect(configured?.status.failed?.reason).toMatch(/flipped label/);
    expect(view.comparatorLoss).toBeGreaterThan(0);
  });

  it('uses the best margin of the data when there is no w*, and notices when it is gone', () => {
    const points = [
      { x1: 1, x2: 0.2, y: 1 as const },
      { x1: -1, x2: 0.1, y: -1 as const },
      { x1: 0.5, x2: -0.5, y: 1 as const },
      { x1: -0.8, x2: 0.3, y: 1 as const },
    ];
    const c = config({ stream: 'csv', points, T: 8 });
    const { scene, trace } = play(c);
    const early = perceptronView(c, scene.meta, trace, 3);
    expect(early.bounds[0]?.source).toBe('data');
    expect(early.bounds[0]?.status.applies).toBe(true);
    expect(early.bounds[0]?.status.holds).toBe(true);
    const late = perceptronView(c, scene.meta, trace, 4);
    expect(late.bounds[0]?.status.applies).toBe(false);
    expect(late.bounds[0]?.status.failed?.reason).toMatch(/line through the origin/);
  });

  it('waits for the student on the user stream, then uses each click once', () => {
    const c = config({ stream: 'user', T: 50, points: [{ x1: 0.3, x2: 0.4, y: 1 }] });
    const scene = new PerceptronScene(c);
    const first = scene.advance(10);
    expect(first.count).toBe(1);
    expect(first.waiting).toBe(true);
  });

  it('reaches any round by replay with exactly the state of a straight run', () => {
    const c = config({
      stream: 'adversary',
      seed: 11,
      T: 6000,
      learners: ['perceptron', 'perceptron-random'],
    });
    const { scene, trace } = play(c);
    for (const t of [0, 1, 2047, 2048, 2049, 4500, 6000]) {
      const s = scene.stateAt(t);
      expect(s.t).toBe(t);
      if (t > 0) {
        expect(s.weights[0]).toEqual([trace.at('L0.w0', t), trace.at('L0.w1', t)]);
        expect(s.mistakes[1]).toBe(trace.at('L1.M', t));
      }
    }
    // stateAt leaves the run where it was.
    expect(scene.t).toBe(6000);
  });
});
