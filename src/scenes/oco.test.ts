import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lossValue, type OcoLoss } from '../engine/oco';
import { Trace } from '../engine/trace';
import { ocoLearnerIds } from '../learners/oco/registry';
import { OcoScene, ocoStreams, type OcoConfig } from './oco';
import { ocoConfig, playOco } from './oco.fixtures';
import { gridCoordinate } from './oco-surface';
import { PerceptronScene } from './perceptron';

/** f_s read back from the trace's descriptor columns. */
function lossAt(scene: OcoScene, trace: Trace, s: number): OcoLoss {
  return {
    kind: scene.meta.kind,
    a0: trace.at('a0', s),
    a1: trace.at('a1', s),
    b: scene.meta.kind === 'hinge' || scene.meta.kind === 'squared' ? trace.at('b', s) : 0,
  };
}

describe('oco scene: FTL on the alternating losses (Example 23)', () => {
  it('loses exactly B every round after the first; regret exactly (T − ½)B', () => {
    for (const B of [1, 2, 0.5, 0.25, 4, 1024])
      for (const T of [1, 2, 3, 10, 101, 2000]) {
        const { trace } = playOco(
          ocoConfig({ lesson: 'ftl-ftrl', stream: 'alternating', B, T, learners: ['ftl', 'ftrl'] }),
        );
        expect(trace.at('L0.cum', T)).toBe((T - 1) * B);
        expect(trace.at('cmp', T)).toBe(-B / 2);
        expect(trace.at('L0.cum', T) - trace.at('cmp', T)).toBe((T - 0.5) * B);
        // Every round after the first costs B: the loss column (f32) holds B exactly for these B.
        for (let t = 2; t <= T; t++) expect(trace.at('L0.loss', t)).toBe(B);
        // FTL sits on the wrong end of the segment, alternately.
        if (T >= 3) expect(Math.abs(trace.at('L0.w0', T))).toBe(B);
      }
  });

  it('gives (T − ½)B to rounding for any B', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        (B, T) => {
          const { trace } = playOco(ocoConfig({ stream: 'alternating', B, T, learners: ['ftl'] }));
          const close = (a: number, b: number) =>
            expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-13 * T * Math.abs(b) + 1e-300);
          close(trace.at('L0.cum', T), (T - 1) * B);
          close(trace.at('L0.cum', T) - trace.at('cmp', T), (T - 0.5) * B);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('oco scene: the perceptron as OGD', () => {
  it('is the classic perceptron bit for bit at η = 1 when the projection never acts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.double({ min: 0.05, max: 10, noNaN: true }),
        fc.double({ min: 0.01, max: 0.9, noNaN: true }),
        fc.integer({ min: 1, max: 3000 }),
        (seed, R, ratio, T) => {
          const gamma = ratio * R;
          // ‖w_t‖ ≤ ηR√M ≤ ηR²/γ: a disc that large is never left (and with B ≥ 1 the
          // comparator is w*, with no cap on T).
          const B = Math.max(1, (R * R) / gamma);
          const classic = new PerceptronScene({
            lesson: 'perceptron',
            stream: 'iid',
            seed,
            T,
            gamma,
            R,
            noise: 0,
            learners: ['perceptron'],
            wstar: null,
            points: [],
          });
          const ct = new Trace(classic.meta.columns, T);
          while (!classic.done) ct.append(classic.advance(1000));
          const { scene, trace } = playOco(
            ocoConfig({ stream: 'hinge', seed, R, gamma, B, eta: 1, T, learners: ['perceptron'] }),
          );
          expect(scene.meta.wstar).toEqual(classic.meta.wstar);
          const M = ct.column('L0.M') as Int32Array;
          const w0 = ct.column('L0.w0') as Float64Array;
          const w1 = ct.column('L0.w1') as Float64Array;
          expect(Array.from(trace.column('L0.M') ?? [])).toEqual(Array.from(M));
          expect(Array.from(trace.column('L0.w0') ?? [])).toEqual(Array.from(w0));
          expect(Array.from(trace.column('L0.w1') ?? [])).toEqual(Array.from(w1));
          // The points too (the classic trace keeps them in f32).
          expect(Array.from(trace.column('a0') ?? [], Math.fround)).toEqual(
            Array.from(ct.column('x1') ?? []),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('oco scene: determinism, exact state, surfaces', () => {
  const streams = ocoStreams.filter((s) => s !== 'csv' && s !== 'user');

  it('gives the same trace for the same config, another for another seed', () => {
    for (const stream of streams) {
      const c = ocoConfig({ stream, seed: 9, T: 400, learners: [...ocoLearnerIds] });
      const a = playOco(c, 97).trace;
      const b = playOco(c, 400).trace;
      const other = playOco({ ...c, seed: 10 }).trace;
      for (const spec of a.specs)
        expect(Array.from(a.column(spec.name) ?? []), `${stream} ${spec.name}`).toEqual(
          Array.from(b.column(spec.name) ?? []),
        );
      if (stream !== 'alternating')
        expect(Array.from(a.column('a0') ?? [])).not.toEqual(Array.from(other.column('a0') ?? []));
    }
  });

  it('stateAt(t) is a straight run to t, and leaves the frontier where it was', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...streams),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stream, seed, T, at) => {
          const c = ocoConfig({ stream, seed, T, B: 0.8, learners: [...ocoLearnerIds] });
          const full = playOco(c);
          const tt = Math.floor(at * full.scene.meta.T);
          const state = full.scene.stateAt(tt);
          const straight = new OcoScene({ ...c, T: tt });
          while (!straight.done) straight.advance(4096);
          expect(state).toEqual(straight.stateAt(tt));
          expect(state.t).toBe(tt);
          if (tt > 0) {
            expect(state.comparatorLoss).toBe(full.trace.at('cmp', tt));
            expect(state.cumLoss[0]).toBe(full.trace.at('L0.cum', tt));
            expect(state.weights[0]).toEqual([
              full.trace.at('L0.w0', tt),
              full.trace.at('L0.w1', tt),
            ]);
          }
          // Back at the frontier, as if nothing happened.
          const untouched = playOco(c).scene;
          expect(full.scene.t).toBe(full.scene.meta.T);
          expect(full.scene.stateAt(full.scene.t)).toEqual(untouched.stateAt(untouched.t));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps playing the same rounds after a stateAt in the middle', () => {
    const c = ocoConfig({ stream: 'hinge', B: 0.5, T: 600, learners: ['ogd', 'ogd-weighted'] });
    const ref = playOco(c).trace;
    const scene = new OcoScene(c);
    const trace = new Trace(scene.meta.columns, c.T);
    trace.append(scene.advance(350));
    scene.stateAt(100);
    scene.surfaceAt(20, 1, 8);
    trace.append(scene.advance(1000));
    for (const spec of ref.specs)
      expect(Array.from(trace.column(spec.name) ?? [])).toEqual(
        Array.from(ref.column(spec.name) ?? []),
      );
  });

  it('surfaceAt equals a direct sum of the recorded losses, at any round, back and forth', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...streams),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (stream, seed, rounds, n, extent) => {
          const c = ocoConfig({ stream, seed, T: 700, learners: ['ogd'] });
          const { scene, trace } = playOco(c);
          const k = { B: scene.meta.B, lambda: scene.meta.lambda, gamma: scene.meta.gamma };
          for (const t of rounds) {
            const s = scene.surfaceAt(t, extent, n);
            expect(s.t).toBe(t);
            expect(s.cumulative.length).toBe(n * n);
            for (const [i, j] of [
              [0, 0],
              [n - 1, n - 1],
              [Math.floor(n / 3), Math.floor(n / 2)],
            ] as const) {
              const x = gridCoordinate(extent, n, i);
              const y = extent - ((j + 0.5) * 2 * extent) / n;
              let sum = 0;
              let scale = 0;
              for (let r = 1; r <= t; r++) {
                const v = lossValue(lossAt(scene, trace, r), x, y, k);
                sum += v;
                scale += Math.abs(v);
              }
              const current = t > 0 ? lossValue(lossAt(scene, trace, t), x, y, k) : 0;
              expect(Math.abs((s.cumulative[j * n + i] as number) - sum)).toBeLessThanOrEqual(
                1e-9 * (scale + 1e-300),
              );
              expect(s.current[j * n + i]).toBeCloseTo(current, 10);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('oco scene: meta and learners', () => {
  it('excludes FTL and FTRL from hinges, the perceptron from everything else, with reasons', () => {
    const hinge = new OcoScene(ocoConfig({ stream: 'hinge', learners: [...ocoLearnerIds] }));
    expect(hinge.meta.excluded.map((e) => e.id)).toEqual(['ftl', 'ftrl']);
    expect(hinge.meta.excluded[0]?.reason).toMatch(/minimiser/);
    const lin = new OcoScene(ocoConfig({ stream: 'linear', learners: [...ocoLearnerIds] }));
    expect(lin.meta.excluded.map((e) => e.id)).toEqual(['perceptron']);
    expect(lin.meta.excluded[0]?.reason).toMatch(/hinge stream only/);
    const dup = new OcoScene(ocoConfig({ learners: ['ogd', 'ogd', 'nope' as 'ogd'] }));
    expect(dup.meta.learners.map((l) => l.id)).toEqual(['ogd']);
    expect(dup.meta.excluded.map((e) => e.reason)).toEqual([
      expect.stringMatching(/twice/),
      expect.stringMatching(/no learner 'nope'/),
    ]);
  });

  it('is done at once when no learner can play', () => {
    const s = new OcoScene(ocoConfig({ stream: 'linear', learners: ['perceptron'] }));
    expect(s.done).toBe(true);
    expect(s.advance(100).count).toBe(0);
  });

  it('caps T for the hinge search and says why; the separable stream with B ≥ 1 uses w*', () => {
    const search = new OcoScene(ocoConfig({ stream: 'hinge', B: 0.5, T: 10_000 }));
    expect(search.meta.comparator).toBe('search');
    expect(search.meta.T).toBe(2000);
    expect(search.meta.tCap).toBe(2000);
    expect(search.meta.capReason).toMatch(/B < 1/);
    const wide = new OcoScene(ocoConfig({ stream: 'hinge', B: 2, gamma: 3, R: 1, T: 10_000 }));
    expect(wide.meta.comparator).toBe('search');
    expect(wide.meta.capReason).toMatch(/γ > R/);
    const target = new OcoScene(ocoConfig({ stream: 'hinge', B: 1, T: 10_000 }));
    expect(target.meta.comparator).toBe('target');
    expect(target.meta.T).toBe(10_000);
    expect(target.meta.capReason).toBeNull();
  });

  it('gives each stream its kind and a-priori Lipschitz bound', () => {
    const meta = (patch: Partial<OcoConfig>) => new OcoScene(ocoConfig(patch)).meta;
    expect(meta({ stream: 'quadratic', B: 2, lambda: 3 })).toMatchObject({
      kind: 'quadratic',
      Gprior: 12,
    });
    expect(meta({ stream: 'linear' })).toMatchObject({ kind: 'linear', Gprior: 1 });
    expect(meta({ stream: 'adversary' })).toMatchObject({ kind: 'linear', Gprior: 1 });
    expect(meta({ stream: 'hinge', R: 2, gamma: 0.5 })).toMatchObject({ kind: 'hinge', Gprior: 2 });
    expect(meta({ stream: 'regression' }).kind).toBe('squared');
    expect(meta({ stream: 'csv', losses: { kind: 'quadratic', values: [1, 2] } })).toMatchObject({
      kind: 'quadratic',
      Gprior: null,
    });
  });

  it('keeps every observed G under its a-priori bound', () => {
    for (const stream of ['quadratic', 'linear', 'adversary', 'hinge', 'regression'] as const) {
      const { scene, trace } = playOco(
        ocoConfig({ stream, T: 2000, B: 1.7, R: 1.3, noise: 0.4, lambda: 2.5 }),
      );
      expect(trace.at('G', 2000)).toBeLessThanOrEqual((scene.meta.Gprior ?? 0) * (1 + 1e-12));
    }
  });

  it('waits for the student on `user`, replays the file on `csv`', () => {
    const values = [0.5, 0, -0.2, 0.3];
    const user = playOco(
      ocoConfig({ stream: 'user', T: 10, losses: { kind: 'quadratic', values } }),
    );
    expect(user.scene.t).toBe(2);
    expect(user.scene.waiting).toBe(true);
    const csv = playOco(ocoConfig({ stream: 'csv', T: 7, losses: { kind: 'linear', values } }));
    expect(csv.scene.t).toBe(7);
    expect(Array.from(csv.trace.column('a0') ?? [])).toEqual([
      0.5, -0.2, 0.5, -0.2, 0.5, -0.2, 0.5,
    ]);
    const none = playOco(ocoConfig({ stream: 'csv', T: 7, losses: null }));
    expect(none.scene.t).toBe(0);
  });

  it('records w̃ as the step before projection: w = Π(w̃) for the gradient learners', () => {
    const { trace } = playOco(
      ocoConfig({ stream: 'linear', B: 0.3, eta: 0.5, T: 200, learners: ['ogd', 'ogd-sqrt'] }),
    );
    for (let t = 1; t <= 200; t++)
      for (const k of [0, 1]) {
        const wt0 = trace.at(`L${k}.wt0`, t);
        const wt1 = trace.at(`L${k}.wt1`, t);
        const n = Math.hypot(wt0, wt1);
        const s = n > 0.3 ? 0.3 / n : 1;
        expect(trace.at(`L${k}.w0`, t)).toBeCloseTo(wt0 * s, 6);
        expect(trace.at(`L${k}.w1`, t)).toBeCloseTo(wt1 * s, 6);
      }
  });
});
