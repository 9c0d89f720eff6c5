import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../engine/rng';
import { HedgeContinuousScene, type HedgeContinuousConfig } from '../scenes/hedge-continuous';
import { hedgeContinuousView } from '../scenes/hedge-continuous-view';
import { Trace } from '../engine/trace';
import {
  hedgeContinuousBound,
  hedgeContinuousFinite,
  hedgeContinuousPointMass,
} from './hedge-continuous';
import { hedgeContinuousQuantities, tunedEta } from './hedge-continuous-quantities';
import { evaluate } from './types';

function config(over: Partial<HedgeContinuousConfig>): HedgeContinuousConfig {
  return {
    lesson: 'hedge-continuous',
    stream: 'bumps',
    seed: 1,
    T: 50,
    dim: 1,
    grid: 32,
    domain: [0, 1],
    prior: { kind: 'uniform', mu: 0.5, sd: 0.2, floor: 0.05 },
    M: 1,
    eta: 0.5,
    curves: null,
    ...over,
  };
}

function play(c: HedgeContinuousConfig): { scene: HedgeContinuousScene; trace: Trace } {
  const scene = new HedgeContinuousScene(c);
  const trace = new Trace(scene.meta.columns, Math.max(1, scene.meta.T));
  while (!scene.done) {
    const b = scene.advance(64);
    trace.append(b);
    if (b.count === 0) break;
  }
  return { scene, trace };
}

/**
 * The theorem's two sides by a second, naive computation: p_{s−1} ∝ p₀e^{−ηL_{s−1}} with plain
 * exp (the test keeps ηL small enough), the expected losses summed, and −(1/η) ln Σ p₀e^{−ηL_t}.
 */
function naive(
  losses: number[][],
  p0: number[],
  eta: number,
): { cumExp: number; inf: number; Lmin: number; pointMass: number } {
  const n = p0.length;
  const L = new Array<number>(n).fill(0);
  let cumExp = 0;
  for (const l of losses) {
    const w = p0.map((q, i) => q * Math.exp(-eta * (L[i] as number)));
    const s = w.reduce((a, b) => a + b, 0);
    cumExp += w.reduce((a, wi, i) => a + (wi / s) * (l[i] as number), 0);
    for (let i = 0; i < n; i++) L[i] = (L[i] as number) + (l[i] as number);
  }
  const z = p0.reduce((a, q, i) => a + q * Math.exp(-eta * (L[i] as number)), 0);
  let pointMass = Infinity;
  for (let i = 0; i < n; i++)
    if ((p0[i] as number) > 0)
      pointMass = Math.min(pointMass, (L[i] as number) + Math.log(1 / (p0[i] as number)) / eta);
  return { cumExp, inf: -Math.log(z) / eta, Lmin: Math.min(...L), pointMass };
}

describe('Theorem 14.15 on the grid', () => {
  it('holds on random losses of range ≤ M, for any prior and η, and matches a naive computation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        fc.constantFrom('uniform', 'gaussian', 'atoms'),
        (seed, g, T, eta, M, prior) => {
          const rng = new Rng(seed);
          // Random curves with any offset: only sup − inf ≤ M matters (|ηL| ≤ 180: plain exp is exact).
          const rows = Array.from({ length: T }, () => {
            const off = rng.uniform(-1, 1);
            const span = M * rng.next();
            return Array.from({ length: g }, () => off + span * rng.next());
          });
          const c = config({
            stream: 'csv',
            T,
            M,
            eta,
            prior: { kind: prior, mu: 0.4, sd: 0.15, floor: 0.1 },
            curves: { g, rows: T, values: Float64Array.from(rows.flat()) },
          });
          const { scene, trace } = play(c);
          const p0 = Array.from(
            scene.densityAt(0).p0 ?? new Float64Array(0),
            (x) => x * scene.meta.grid.h,
          );
          for (let t = 1; t <= T; t++) {
            const view = hedgeContinuousView(scene.meta, trace, t);
            for (const b of view.bounds) {
              if (b.status.applies) expect(b.status.holds, `${b.id} at t = ${t}`).toBe(true);
              for (const s of b.theorem.proof)
                if (b.status.applies) expect(s.holds(b.quantities), `${b.id}:${s.id}`).toBe(true);
            }
            expect(view.bounds[0]?.status.applies).toBe(true);
          }
          const ref = naive(rows, p0, eta);
          const q = hedgeContinuousView(scene.meta, trace, T).quantities;
          expect(q['cumExp']).toBeCloseTo(ref.cumExp, 8);
          expect(q['ZoverEta']).toBeCloseTo(ref.inf, 8);
          expect(q['Lmin']).toBeCloseTo(ref.Lmin, 10);
          expect(q['pointMass']).toBeCloseTo(ref.pointMass, 8);
          expect(ref.cumExp).toBeLessThanOrEqual(ref.inf + (eta * T * M * M) / 8 + 1e-9);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('holds on every synthetic stream, in 1-D and 2-D', () => {
    for (const stream of ['bumps', 'drift', 'adversary'] as const)
      for (const dim of [1, 2] as const) {
        const { trace, scene } = play(config({ stream, dim, grid: dim === 1 ? 64 : 16, T: 80 }));
        for (const t of [1, 10, 80]) {
          const view = hedgeContinuousView(scene.meta, trace, t);
          for (const b of view.bounds.slice(0, 2)) {
            expect(b.status.applies, `${stream} ${dim}-D`).toBe(true);
            expect(b.status.holds, `${stream} ${dim}-D ${b.id}`).toBe(true);
          }
        }
      }
  });

  it('says from which round it does not apply when a curve is wider than M', () => {
    const values = Float64Array.from([0, 0.5, 0, 0.9, 0, 2, 0, 0.1]);
    const { scene, trace } = play(
      config({ stream: 'csv', T: 4, curves: { g: 2, rows: 4, values } }),
    );
    const early = hedgeContinuousView(scene.meta, trace, 2);
    expect(early.bounds[0]?.status.applies).toBe(true);
    const late = hedgeContinuousView(scene.meta, trace, 4);
    const s = evaluate(hedgeContinuousBound, late.quantities);
    expect(s.applies).toBe(false);
    expect(s.failed?.reason).toMatch(/from round 3/);
    expect(evaluate(hedgeContinuousPointMass, late.quantities).applies).toBe(false);
  });

  it('the finite case applies only with a uniform prior and the tuned η, and meets M√(T ln N/2)', () => {
    const N = 16;
    const T = 100;
    const M = 2;
    const eta = tunedEta(N, T, M);
    expect(eta).toBeCloseTo(Math.sqrt((8 * Math.log(16)) / (100 * 4)), 14);
    const q = hedgeContinuousQuantities({
      t: T,
      T,
      N,
      eta,
      M,
      cumExp: 10,
      Lmin: 5,
      Z: 0,
      pointMass: 5 + Math.log(N) / eta,
      lastStep: 0,
      lastExp: 0,
      minSlack: 0,
      EpL: 0,
      KL: 0,
      EpriorL: 0,
      rangeMax: 1,
      breakRound: 0,
      uniform: 1,
      tuned: 1,
    });
    const s = evaluate(hedgeContinuousFinite, q);
    expect(s.applies).toBe(true);
    expect(s.value).toBeCloseTo(M * Math.sqrt((T * Math.log(N)) / 2), 10);
    expect(q['boundB']).toBeCloseTo(s.value, 10);
    const notTuned = evaluate(hedgeContinuousFinite, { ...q, tuned: 0 });
    expect(notTuned.failed?.id).toBe('tuned');
    expect(evaluate(hedgeContinuousFinite, { ...q, uniform: 0 }).failed?.id).toBe('uniform');
  });

  it('never shows NaN at t = 0 or with extreme η', () => {
    for (const eta of [1e-9, 1000]) {
      const { scene, trace } = play(config({ eta, T: 30, stream: 'adversary' }));
      for (const t of [0, 30]) {
        const v = hedgeContinuousView(scene.meta, trace, t);
        for (const [k, x] of Object.entries(v.quantities))
          expect(Number.isNaN(x), `${k} at η = ${eta}`).toBe(false);
        for (const b of v.bounds)
          if (b.status.applies) expect(b.status.holds, `${b.id} η = ${eta}`).toBe(true);
      }
    }
  });
});
