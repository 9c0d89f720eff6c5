import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../engine/rng';
import { Trace } from '../engine/trace';
import { ExpertsScene } from './experts';
import { HedgeContinuousScene, type HedgeContinuousConfig } from './hedge-continuous';

function config(over: Partial<HedgeContinuousConfig>): HedgeContinuousConfig {
  return {
    lesson: 'hedge-continuous',
    stream: 'bumps',
    seed: 3,
    T: 60,
    dim: 1,
    grid: 48,
    domain: [0, 1],
    prior: { kind: 'uniform', mu: 0.5, sd: 0.2, floor: 0.05 },
    M: 1,
    eta: 0.5,
    curves: null,
    ...over,
  };
}

function record(
  scene: {
    meta: { columns: Trace['specs']; T: number };
    done: boolean;
    advance(n: number): import('../engine/trace').Batch;
  },
  T: number,
  chunk = 37,
): Trace {
  const trace = new Trace(scene.meta.columns, Math.max(1, T));
  while (!scene.done) {
    const b = scene.advance(chunk);
    trace.append(b);
    if (b.count === 0) break;
  }
  return trace;
}

describe('hedge-continuous on a grid with a uniform prior is the experts lesson’s Hedge', () => {
  it('same losses, same expected losses, weights and potential, round by round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 1e-3, max: 20, noNaN: true }),
        (seed, d, T, eta) => {
          const rng = new Rng(seed);
          const values = Float64Array.from({ length: d * T }, () =>
            rng.bernoulli(0.3) ? (rng.bernoulli(0.5) ? 1 : 0) : rng.next(),
          );
          const hc = new HedgeContinuousScene(
            config({ stream: 'csv', T, eta, curves: { g: d, rows: T, values } }),
          );
          const ex = new ExpertsScene({
            lesson: 'experts',
            stream: 'csv',
            seed,
            T,
            d,
            learners: ['hedge'],
            epsilon: 0.25,
            eta,
            matrix: { d, values },
          });
          const a = record(hc, T);
          const b = record(ex, T, 23);
          expect(a.length).toBe(T);
          expect(b.length).toBe(T);
          for (let t = 1; t <= T; t++) {
            expect(Math.abs(a.at('expLoss', t) - b.at('L0.loss', t))).toBeLessThan(1e-9);
            expect(Math.abs(a.at('cumExp', t) - b.at('L0.cum', t))).toBeLessThan(1e-8);
            expect(a.at('Lmin', t)).toBeCloseTo(b.at('Lstar', t), 12);
            // The experts' ln W_t (every w_i starts at 1) is ln d − Z_t.
            expect(Math.abs(Math.log(d) - a.at('Z', t) - b.at('L0.logW', t))).toBeLessThan(1e-8);
          }
          const t = Math.max(1, Math.floor(T / 2));
          const p = hc.densityAt(t).p ?? new Float64Array(0);
          const w = ex.stateAt(t).weights[0] ?? [];
          for (let i = 0; i < d; i++)
            expect(Math.abs((p[i] as number) / d - (w[i] as number))).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the hedge-continuous engine', () => {
  it('replays: the density at an earlier round is the one the run had then', () => {
    for (const dim of [1, 2] as const) {
      const c = config({ stream: 'adversary', dim, grid: dim === 1 ? 64 : 12, T: 90 });
      const whole = new HedgeContinuousScene(c);
      whole.advance(90);
      for (const t of [0, 1, 17, 40, 41, 89, 90]) {
        const fresh = new HedgeContinuousScene(c);
        fresh.advance(t);
        const a = whole.densityAt(t);
        const b = fresh.densityAt(t);
        expect(a.t).toBe(t);
        expect(a.sample).toBe(b.sample);
        expect(a.mean).toEqual(b.mean);
        expect(a.entropy).toBe(b.entropy);
        if (dim === 1) {
          expect(Array.from(a.p ?? [])).toEqual(Array.from(b.p ?? []));
          expect(Array.from(a.loss ?? [])).toEqual(Array.from(b.loss ?? []));
        } else expect(Array.from(a.intensity ?? [])).toEqual(Array.from(b.intensity ?? []));
        expect(whole.stateAt(t).Z).toBe(fresh.stateAt(t).Z);
      }
    }
  });

  it('is reproducible from the seed, whatever the batch sizes', () => {
    for (const stream of ['bumps', 'drift', 'adversary'] as const) {
      const a = record(new HedgeContinuousScene(config({ stream })), 60, 7);
      const b = record(new HedgeContinuousScene(config({ stream })), 60, 60);
      expect(Array.from(a.column('sample') ?? [])).toEqual(Array.from(b.column('sample') ?? []));
      expect(Array.from(a.column('Z') ?? [])).toEqual(Array.from(b.column('Z') ?? []));
    }
  });

  it('keeps synthetic losses in [0, M] and the prior normalized', () => {
    for (const stream of ['bumps', 'drift', 'adversary'] as const)
      for (const prior of ['uniform', 'gaussian', 'atoms'] as const) {
        const s = new HedgeContinuousScene(
          config({ stream, M: 3, prior: { kind: prior, mu: 0.3, sd: 0.1, floor: 0 } }),
        );
        const d0 = s.densityAt(0);
        const sum = Array.from(d0.p0 ?? []).reduce((x, y) => x + y * s.meta.grid.h, 0);
        expect(sum).toBeCloseTo(1, 12);
        s.advance(20);
        const d = s.densityAt(20);
        for (const l of d.loss ?? []) {
          expect(l).toBeGreaterThanOrEqual(0);
          expect(l).toBeLessThanOrEqual(3);
        }
        if (prior === 'atoms') {
          // Pure atoms: the Gibbs density stays on the three atoms.
          expect(Array.from(d.p ?? []).filter((x) => x > 0).length).toBe(3);
        }
      }
  });

  it('the tuned η is √(8 ln N/(TM²)) with N the number of cells', () => {
    const s = new HedgeContinuousScene(config({ dim: 2, grid: 10, T: 200, M: 2, eta: 'tuned' }));
    expect(s.meta.grid.N).toBe(100);
    expect(s.meta.eta).toBeCloseTo(Math.sqrt((8 * Math.log(100)) / (200 * 4)), 14);
    expect(s.meta.tuned && s.meta.uniform).toBe(true);
  });

  it('a csv stream without curves does not play, and says why', () => {
    const s = new HedgeContinuousScene(config({ stream: 'csv', curves: null }));
    expect(s.done).toBe(true);
    expect(s.meta.blocked).toMatch(/load a file/);
    expect(s.advance(10).count).toBe(0);
  });

  it('answers the density query in 2-D with an image and a contour map', () => {
    const s = new HedgeContinuousScene(config({ dim: 2, grid: 24, stream: 'drift' }));
    s.advance(10);
    const d = s.query('density', { t: 10 }) as ReturnType<HedgeContinuousScene['densityAt']>;
    expect(d.intensity?.length).toBe(24 * 24);
    expect(Math.max(...(d.intensity ?? []))).toBe(255);
    expect(d.contours?.levels.length).toBeGreaterThan(0);
    expect(d.mean).toHaveLength(2);
    expect(() => s.query('nope', {})).toThrow(/answers no/);
  });
});
