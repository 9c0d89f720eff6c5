import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { AdaBoost } from '../learners/boosting/adaboost';
import type { BoostingLearnerId } from '../learners/boosting/booster';
import { MwuBoost } from '../learners/boosting/mwu-boost';
import { stumpPredict } from '../learners/boosting/stumps';
import { evaluate } from '../theory/types';
import { BoostingScene, type BoostingRoundAnswer } from './boosting';
import type { BoostingConfig, BoostingStreamId } from './boosting-config';
import { boostingView, theoremOf, boostingQuantitiesAt } from './boosting-view';

const config = (over: Partial<BoostingConfig> = {}): BoostingConfig => ({
  lesson: 'boosting',
  stream: 'circles',
  seed: 5,
  T: 80,
  n: 120,
  noise: 0,
  learners: ['mwu-boost', 'adaboost'],
  eps: 0.45,
  points: null,
  ...over,
});

function run(c: BoostingConfig) {
  const scene = new BoostingScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) trace.append(scene.advance(17));
  return { scene, trace };
}

describe('the boosting scene', () => {
  it.each(['circles', 'xor', 'moons', 'stripes'] as BoostingStreamId[])(
    '%s: each bound holds, proof line by line, at every round where it applies',
    (stream) => {
      for (const noise of [0, 0.1])
        for (const eps of [0.3, 0.45, 0.49]) {
          const { scene, trace } = run(config({ stream, noise, eps }));
          let applied = 0;
          for (let t = 0; t <= scene.t; t++) {
            const view = boostingView({ delta: 0.1 }, scene.meta, trace, t);
            for (const l of view.learners) {
              const s = l.bound.status;
              for (const v of [s.observed, l.trainingError, l.errTie]) expect(v).not.toBeNaN();
              if (!s.applies) {
                expect(l.brokeAt).toBeGreaterThan(0);
                expect(s.failed?.reason).toContain(`round ${l.brokeAt}`);
                continue;
              }
              applied++;
              expect(s.holds).toBe(true);
              for (const p of l.bound.theorem.proof)
                expect(p.holds(l.bound.quantities), p.id).toBe(true);
            }
          }
          expect(applied).toBeGreaterThan(0);
        }
    },
  );

  it('says from which round the promise ε broke, and never before it', () => {
    const { scene, trace } = run(config({ eps: 0.05, learners: ['mwu-boost'] }));
    const first = trace.at('mwu-boost.eps', 1);
    expect(first).toBeGreaterThan(0.05);
    expect(
      boostingView({ delta: 0.1 }, scene.meta, trace, 0).learners[0]?.bound.status.applies,
    ).toBe(true);
    const v = boostingView({ delta: 0.1 }, scene.meta, trace, 1).learners[0];
    expect(v?.bound.status.applies).toBe(false);
    expect(v?.bound.status.failed?.reason).toMatch(/from round 1 on/);
  });

  it('replays Dₜ exactly as a fresh learner stepped t − 1 times', () => {
    const { scene } = run(config({ T: 100, stream: 'moons', noise: 0.1 }));
    for (const t of [0, 1, 2, 33, 64, 65, 100]) {
      const state = scene.stateAt(t);
      const fresh: Record<BoostingLearnerId, MwuBoost | AdaBoost> = {
        'mwu-boost': new MwuBoost(scene.meta.set, 0.05),
        adaboost: new AdaBoost(scene.meta.set),
      };
      for (const l of state.learners) {
        const b = fresh[l.id];
        for (let s = 1; s < t; s++) b.step();
        const D = b.distribution();
        for (let i = 0; i < D.length; i++) expect(l.D[i]).toBeCloseTo(D[i] as number, 14);
      }
    }
  });

  it('draws decision regions that agree with the vote at every point of a fine grid', () => {
    const { scene, trace } = run(config({ T: 40, stream: 'xor', noise: 0.05 }));
    const answer = scene.query('round', { t: 40 }) as BoostingRoundAnswer;
    scene.meta.learners.forEach((id, k) => {
      const rects = answer.regions[k] as Float64Array;
      for (let gx = 0; gx < 41; gx++)
        for (let gy = 0; gy < 41; gy++) {
          // Off the thresholds: the grid is offset by an irrational step.
          const x1 = -1 + (gx + Math.SQRT1_2) / 21;
          const x2 = -1 + (gy + Math.SQRT1_2 / 3) / 21;
          let F = 0;
          for (let s = 1; s <= 40; s++) {
            const h = {
              axis: trace.at(`${id}.axis`, s) === 1 ? 1 : 0,
              theta: trace.at(`${id}.theta`, s),
              sign: trace.at(`${id}.sign`, s) === 1 ? 1 : -1,
            } as const;
            F += trace.at(`${id}.alpha`, s) * stumpPredict(h, x1, x2);
          }
          const label = F >= 0 ? 1 : -1;
          const hits: number[] = [];
          for (let r = 0; r < rects.length; r += 5)
            if (x1 >= rects[r]! && x1 < rects[r + 1]! && x2 >= rects[r + 2]! && x2 < rects[r + 3]!)
              hits.push(rects[r + 4]!);
          if (Math.abs(F) > 1e-9) expect(hits).toEqual([label]);
        }
    });
  });

  it('reads a file’s points and survives extreme parameters without NaN', () => {
    const points = {
      x1: Float64Array.of(0, 1, 2, 3, 4, 5),
      x2: Float64Array.of(5, 4, 3, 2, 1, 0),
      y: Int8Array.of(1, -1, 1, -1, 1, -1),
    };
    for (const eps of [1e-6, 0.499999]) {
      const { scene, trace } = run(config({ stream: 'csv', points, n: 20, eps, T: 50 }));
      expect(scene.meta.n).toBe(6);
      expect(scene.meta.box[0]).toBeLessThan(0);
      for (const id of scene.meta.learners) {
        const x = boostingQuantitiesAt(scene.meta, trace, id, 50, 1e-9);
        const s = evaluate(theoremOf(id), x);
        expect(Number.isNaN(s.observed)).toBe(false);
        if (s.applies) expect(s.value).not.toBeNaN();
      }
    }
    // No file yet: no rounds, no error.
    const empty = new BoostingScene(config({ stream: 'csv', points: null }));
    expect(empty.done).toBe(true);
    expect(empty.advance(10).count).toBe(0);
  });
});

describe('the boosting lesson’s getState', () => {
  it('gives each learner’s training error, εₜ so far, AdaBoost’s αₜ and the bounds', async () => {
    const { boostingScene } = await import('./lessons/boosting');
    const { scene, trace } = run(config({ T: 12 }));
    const params = {
      ...Object.fromEntries(Object.entries(boostingScene.params).map(([k, s]) => [k, s.default])),
    } as never;
    const s = await boostingScene.state({
      params,
      meta: scene.meta,
      trace,
      t: 12,
      T: 12,
      exact: async () => null,
    });
    expect(s.t).toBe(12);
    const weak = s['weakErrors'] as Record<string, number[]>;
    expect(weak['adaboost']).toEqual(Array.from(trace.column('adaboost.eps') ?? []));
    expect((s['alphas'] as number[]).length).toBe(12);
    expect(Object.keys(s['trainingError'] as object)).toEqual(['mwu-boost', 'adaboost']);
    expect(s.bounds.map((b) => b.id)).toEqual(['boosting-mwu', 'boosting-adaboost']);
    expect(JSON.stringify(s)).not.toMatch(/NaN/);
  });
});
