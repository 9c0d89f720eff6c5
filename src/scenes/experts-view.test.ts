import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { ExpertsScene, type ExpertsConfig } from './experts';
import { expertsView } from './experts-view';

function play(config: ExpertsConfig): { scene: ExpertsScene; trace: Trace } {
  const scene = new ExpertsScene(config);
  const trace = new Trace(scene.meta.columns, config.T);
  while (!scene.done) trace.append(scene.advance(4096));
  return { scene, trace };
}

const config = (patch: Partial<ExpertsConfig>): ExpertsConfig => ({
  lesson: 'experts',
  stream: 'realizable',
  seed: 1,
  T: 300,
  d: 8,
  learners: ['consistent', 'halving', 'wm', 'mwu', 'hedge'],
  epsilon: 0.25,
  eta: 0.5,
  matrix: null,
  ...patch,
});

describe('experts theorems on real runs', () => {
  it('every theorem that applies holds, with every proof line, on random and adversarial streams', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          stream: fc.constantFrom('realizable', 'iid', 'adversary', 'switching') as fc.Arbitrary<
            ExpertsConfig['stream']
          >,
          d: fc.integer({ min: 2, max: 200 }),
          T: fc.integer({ min: 1, max: 600 }),
          epsilon: fc.oneof(
            fc.constant(1e-6),
            fc.constant(0.5),
            fc.double({ min: 1e-4, max: 0.5, noNaN: true }),
          ),
          eta: fc.oneof(
            fc.constant(1e-6),
            fc.constant(1000),
            fc.double({ min: 1e-3, max: 50, noNaN: true }),
          ),
          first: fc.constantFrom('consistent', 'halving', 'wm', 'mwu', 'hedge') as fc.Arbitrary<
            ExpertsConfig['learners'][number]
          >,
        }),
        ({ first, ...rest }) => {
          const learners = [
            first,
            ...(['consistent', 'halving', 'wm', 'mwu', 'hedge'] as const).filter(
              (l) => l !== first,
            ),
          ];
          const c = config({ ...rest, learners });
          const { scene, trace } = play(c);
          for (const t of [0, 1, Math.floor(c.T / 2), c.T]) {
            const view = expertsView(c, scene.meta, trace, t);
            for (const b of view.bounds) {
              for (const v of Object.values(b.quantities)) expect(Number.isNaN(v)).toBe(false);
              if (!b.status.applies) continue;
              expect(
                b.status.holds,
                `${b.id} at t=${t}: ${b.status.observed} vs ${b.status.value}`,
              ).toBe(true);
              for (const step of b.theorem.proof)
                expect(step.holds(b.quantities), `${b.id} ${step.id} at t=${t}`).toBe(true);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the adversary forces regret ≥ T/2 on a deterministic learner, and the lower bound says so', () => {
    for (const first of ['consistent', 'halving', 'wm'] as const) {
      const c = config({ stream: 'adversary', T: 400, d: 10, learners: [first, 'hedge'] });
      const { scene, trace } = play(c);
      const view = expertsView(c, scene.meta, trace, 400);
      const lower = view.bounds.find(
        (b) => b.theorem.id === 'deterministic-lower-bound' && b.learnerIndex === 0,
      );
      expect(lower?.status.applies).toBe(true);
      expect(lower?.status.holds).toBe(true);
      expect(view.learners[0]?.cumLoss).toBe(400);
      expect((view.learners[0]?.cumLoss ?? 0) - view.Lstar).toBeGreaterThanOrEqual(200);
    }
  });

  it('a randomized learner escapes: the lower bound does not apply to Hedge, and its regret is small', () => {
    const c = config({
      stream: 'adversary',
      T: 2000,
      d: 10,
      learners: ['hedge'],
      eta: Math.sqrt((8 * Math.log(10)) / 2000),
    });
    const { scene, trace } = play(c);
    const view = expertsView(c, scene.meta, trace, 2000);
    const hedge = view.bounds.find((b) => b.theorem.id === 'hedge-bound');
    expect(hedge?.status.applies && hedge.status.holds).toBe(true);
    expect((view.learners[0]?.cumLoss ?? 0) - view.Lstar).toBeLessThan(
      Math.sqrt((2000 * Math.log(10)) / 2) + 1e-9,
    );
  });

  it('halving and consistent stop applying, with the reason, once no expert is perfect', () => {
    const c = config({ stream: 'iid', T: 200, d: 4, learners: ['halving'] });
    const { scene, trace } = play(c);
    const view = expertsView(c, scene.meta, trace, 200);
    const halving = view.bounds.find((b) => b.theorem.id === 'halving-bound');
    expect(halving?.status.applies).toBe(false);
    expect(halving?.status.failed?.reason).toMatch(/every expert has erred/);
  });

  it('runs MWU with ε above ½ as given, and says its bound does not apply', () => {
    const c = config({ stream: 'iid', T: 100, d: 6, learners: ['mwu'], epsilon: 0.8 });
    const { scene, trace } = play(c);
    expect(scene.meta.epsilon).toBe(0.8);
    const mwu = expertsView(c, scene.meta, trace, 100).bounds.find(
      (b) => b.theorem.id === 'mwu-bound',
    );
    expect(mwu?.status.applies).toBe(false);
    expect(mwu?.status.failed?.reason).toMatch(/outside \(0, ½\]/);
  });
});
