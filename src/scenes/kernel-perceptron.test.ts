import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import type { KernelSpec } from '../kernels/kernel';
import { defaultValues } from './kit/params';
import { targetValue } from '../kernels/target';
import {
  KernelPerceptronScene,
  type GramAnswer,
  type KernelPerceptronConfig,
  type ScoreAnswer,
} from './kernel-perceptron';
import { cellX, cellY } from './kernel-perceptron-grid';
import { kernelPerceptronView } from './kernel-perceptron-view';

const spec = (over: Partial<KernelSpec>): KernelSpec => ({
  kind: 'gaussian',
  degree: 2,
  c: 1,
  sigma: 0.15,
  a: 1,
  b: -1,
  ...over,
});

const config = (over: Partial<KernelPerceptronConfig>): KernelPerceptronConfig => ({
  lesson: 'kernel-perceptron',
  stream: 'spiral',
  seed: 1,
  T: 300,
  kernel: spec({}),
  gamma: 0.1,
  R: 1,
  points: [],
  ...over,
});

function play(c: KernelPerceptronConfig) {
  const scene = new KernelPerceptronScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) {
    const batch = scene.advance(97);
    trace.append(batch);
    if (batch.count === 0) break;
  }
  return { scene, trace };
}

describe('the kernel-perceptron scene', () => {
  it('the kernel Novikoff bound holds whenever its hypotheses do, on random streams and kernels', () => {
    const kernels = fc.oneof(
      fc.record({
        kind: fc.constant('poly' as const),
        degree: fc.integer({ min: 1, max: 5 }),
        c: fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 3, noNaN: true })),
      }),
      fc.record({
        kind: fc.constant('gaussian' as const),
        sigma: fc.double({ min: 0.05, max: 0.3, noNaN: true }),
      }),
      fc.constant({ kind: 'linear' as const }),
    );
    let applied = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('circles', 'xor', 'moons', 'spiral') as fc.Arbitrary<
          KernelPerceptronConfig['stream']
        >,
        fc.integer({ min: 1, max: 1e6 }),
        kernels,
        fc.double({ min: 0.02, max: 0.5, noNaN: true }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        (stream, seed, k, gamma, R) => {
          const c = config({ stream, seed, kernel: spec(k), gamma, R, T: 150 });
          const { scene, trace } = play(c);
          for (const t of [1, 20, 75, 150]) {
            const v = kernelPerceptronView(scene.meta, trace, t);
            if (!v.bound.status.applies) continue;
            applied++;
            expect(v.bound.status.holds, `${stream} ${JSON.stringify(k)} t=${t}`).toBe(true);
            // And every line of the proof holds with the run's numbers.
            for (const s of v.bound.theorem.proof)
              expect(s.holds(v.bound.quantities), s.id).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(applied).toBeGreaterThan(0);
  });

  it('builds every synthetic stream from its target: y = sign g(x), |g(x)| ≥ γ·max|g|, ‖x‖ ≤ R', () => {
    for (const stream of ['circles', 'xor', 'moons', 'spiral'] as const) {
      const { scene, trace } = play(config({ stream, T: 200, R: 2, gamma: 0.2 }));
      const g = scene.meta.target;
      expect(g).not.toBeNull();
      if (!g) continue;
      let pos = 0;
      for (let t = 1; t <= 200; t++) {
        const x = [trace.at('x1', t), trace.at('x2', t)] as const;
        const y = trace.at('y', t);
        // The trace keeps x in 32 bits: compare with g at the point as stored, allowing that.
        const gx = targetValue(g, x[0], x[1]);
        expect(Math.sign(gx), stream).toBe(y);
        expect(Math.abs(gx)).toBeGreaterThanOrEqual(0.2 * (scene.meta.targetScale ?? 0) * 0.999);
        expect(Math.hypot(x[0], x[1])).toBeLessThanOrEqual(2 * (1 + 1e-6));
        if (y === 1) pos++;
      }
      // Both labels show up.
      expect(pos, stream).toBeGreaterThan(20);
      expect(pos, stream).toBeLessThan(180);
    }
  });

  it('is deterministic, and the state at a past round is the support set’s prefix', () => {
    const a = play(config({ T: 200 }));
    const b = play(config({ T: 200 }));
    expect(Array.from(a.trace.column('L0.M') ?? [])).toEqual(
      Array.from(b.trace.column('L0.M') ?? []),
    );
    for (const t of [0, 1, 50, 200]) {
      expect(a.scene.stateAt(t).supportSize).toBe(t === 0 ? 0 : a.trace.at('L0.M', t));
    }
  });

  it('serves the score grid at any round, equal to Σ y_i K(x_i, x) over S_t', () => {
    const { scene, trace } = play(
      config({ T: 120, stream: 'moons', kernel: spec({ kind: 'poly', degree: 3 }) }),
    );
    const n = 12;
    const E = 1.2;
    for (const t of [120, 30, 120, 5, 0, 60]) {
      const ans = scene.query('score', { t, extent: E, n }) as ScoreAnswer;
      const S = t === 0 ? 0 : trace.at('L0.M', t);
      expect(ans.supportSize).toBe(S);
      const s = scene.learner.support;
      for (const [i, j] of [
        [0, 0],
        [5, 7],
        [11, 3],
      ] as const) {
        const x = cellX(E, n, i);
        const y = cellY(E, n, j);
        let f = 0;
        for (let k = 0; k < S; k++) f += s.y[k]! * (s.x0[k]! * x + s.x1[k]! * y + 1) ** 3;
        expect(ans.values[j * n + i]).toBeCloseTo(f, 8);
      }
      if (S > 0) expect(ans.map.bands.length).toBeGreaterThan(0);
      else expect(ans.map.max).toBe(0);
    }
  });

  it('checks the Gram matrix on the support set: PSD for a proven kernel, not for tanh(⟨x, x′⟩ − 1)', () => {
    const good = play(config({ T: 200 })).scene.query('gram', { t: 200 }) as GramAnswer;
    expect(good.psd).toBe(true);
    expect(good.n).toBe(Math.min(200, good.supportSize));
    const sig = play(
      config({ T: 200, stream: 'circles', kernel: spec({ kind: 'sigmoid', a: 1, b: -1 }) }),
    );
    const bad = sig.scene.query('gram', { t: 200 }) as GramAnswer;
    expect(bad.psd).toBe(false);
    expect(bad.minEig).toBeLessThan(0);
    const v = kernelPerceptronView(sig.scene.meta, sig.trace, 200);
    expect(v.bound.status.applies).toBe(false);
    expect(v.bound.status.failed?.id).toBe('kernel');
  });

  it('says why the bound does not apply: no target, a target outside the feature space', () => {
    const user = play(
      config({
        stream: 'user',
        points: [
          { x1: 0.5, x2: 0.5, y: 1 },
          { x1: -0.5, x2: 0.2, y: -1 },
        ],
      }),
    );
    expect(user.scene.t).toBe(2);
    const vu = kernelPerceptronView(user.scene.meta, user.trace, 2);
    expect(vu.bound.status.failed?.reason).toMatch(/comes with none/);
    const wide = play(config({ T: 50, kernel: spec({ sigma: 0.5 }) }));
    expect(
      kernelPerceptronView(wide.scene.meta, wide.trace, 50).bound.status.failed?.reason,
    ).toMatch(/σ ≥ √2·τ/);
    const circ = play(config({ T: 50, stream: 'circles' }));
    expect(kernelPerceptronView(circ.scene.meta, circ.trace, 50).bound.status.failed?.id).toBe(
      'target',
    );
    const ok = play(
      config({ T: 50, stream: 'circles', kernel: spec({ kind: 'poly', degree: 2, c: 1 }) }),
    );
    expect(kernelPerceptronView(ok.scene.meta, ok.trace, 50).bound.status.applies).toBe(true);
  });
});

describe('the kernel-perceptron lesson definition', () => {
  it('builds the engine from the URL parameters and reports getState’s fields', async () => {
    const { kernelPerceptronScene: def } = await import('./lessons/kernel-perceptron');
    const params = defaultValues(def.params);
    params.stream = 'xor';
    params.kernel = 'poly';
    const c = def.engineConfig({ seed: 3, T: 200, params }, { csv: null, moves: [] });
    const factory = await def.engine();
    const scene = factory.create(c) as KernelPerceptronScene;
    const trace = new Trace(scene.meta.columns, 200);
    while (!scene.done) trace.append(scene.advance(64));
    const s = await def.state({
      params,
      T: 200,
      meta: scene.meta,
      trace,
      t: 200,
      exact: async (t) => scene.stateAt(t),
    });
    expect(s['supportSize']).toBe(trace.at('L0.M', 200));
    expect(s['kernel']).toBe('poly');
    expect(s['radius2']).toBe(trace.at('R2', 200));
    expect(s['margin']).toBeGreaterThan(0);
    expect(s.comparatorLoss).toBe(0);
    expect(s.bounds[0]?.applies).toBe(true);
    expect(s.bounds[0]?.holds).toBe(true);
  });

  it('counts, without a target, the fewest mistakes any labelling of the points makes', async () => {
    const { kernelPerceptronScene: def } = await import('./lessons/kernel-perceptron');
    const points = [
      { x1: 0.5, x2: 0.5, y: 1 as const },
      { x1: 0.5, x2: 0.5, y: -1 as const },
      { x1: 0.5, x2: 0.5, y: 1 as const },
      { x1: -0.2, x2: 0.1, y: -1 as const },
    ];
    const scene = new KernelPerceptronScene(config({ stream: 'user', points, T: 10 }));
    const trace = new Trace(scene.meta.columns, 10);
    trace.append(scene.advance(10));
    expect(trace.length).toBe(4);
    const s = await def.state({
      params: {} as never,
      T: 10,
      meta: scene.meta,
      trace,
      t: 4,
      exact: async (t) => scene.stateAt(t),
    });
    // (0.5, 0.5) came twice with +1 and once with −1: one mistake at least; the other point none.
    expect(s.comparatorLoss).toBe(1);
    expect(s['margin']).toBeNull();
    expect(s.bounds[0]?.value).toBeNull();
  });
});
