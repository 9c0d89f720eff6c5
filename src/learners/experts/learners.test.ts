import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { experts, type ExpertsInput, type ExpertsOutcome } from '../../engine/experts';
import { Rng } from '../../engine/rng';
import {
  expertLearnerIds,
  expertLearnerInfo,
  makeExpertLearner,
  type ExpertLearner,
} from './registry';

function labelled(
  advice: number[],
  label: 1 | -1,
): { input: ExpertsInput; outcome: ExpertsOutcome } {
  const a = Int8Array.from(advice);
  const losses = Float64Array.from(advice, (x) => (x === label ? 0 : 1));
  return { input: { d: a.length, advice: a }, outcome: { label, losses } };
}

function bare(losses: number[]): { input: ExpertsInput; outcome: ExpertsOutcome } {
  return {
    input: { d: losses.length, advice: null },
    outcome: { label: 0, losses: Float64Array.from(losses) },
  };
}

/** One round of the game loop, as Run plays it. */
function play(l: ExpertLearner, r: { input: ExpertsInput; outcome: ExpertsOutcome }): number {
  const p = l.predict(r.input);
  const loss = experts.loss(r.input, p, r.outcome);
  l.update(r.input, p, r.outcome, loss);
  return loss;
}

function sum(a: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] as number;
  return s;
}

function expectDistribution(p: Float64Array): void {
  for (const x of p) {
    expect(Number.isFinite(x)).toBe(true);
    expect(x).toBeGreaterThanOrEqual(0);
  }
  expect(Math.abs(sum(p) - 1)).toBeLessThan(1e-12);
}

const opts = { epsilon: 0.25, eta: 0.5 };

describe('experts learners', () => {
  it('registry metadata matches the learners', () => {
    for (const id of expertLearnerIds) {
      const l = makeExpertLearner(id, 4, opts);
      expect(l.id).toBe(id);
      expect(l.name).toBe(expertLearnerInfo[id].name);
      expect(l.deterministic).toBe(expertLearnerInfo[id].deterministic);
      expect(expertLearnerInfo[id].needsAdvice).toBe(l.deterministic);
      expect(l.logPotential()).toBeCloseTo(Math.log(4), 14);
      expectDistribution(l.weights());
    }
  });

  it('Halving votes with the version space, +1 on a tie, and removes wrong experts', () => {
    const h = makeExpertLearner('halving', 4, opts);
    const tie = labelled([1, 1, -1, -1], -1);
    expect(h.predict(tie.input).label).toBe(1);
    expect(play(h, tie)).toBe(1);
    expect(Array.from(h.weights())).toEqual([0, 0, 0.5, 0.5]);
    expect(h.logPotential()).toBeCloseTo(Math.log(2), 14);
    expect(h.top()).toBe(2);
    // Survivors 2 and 3 tie again: +1, and expert 2 leaves.
    const r = labelled([1, 1, -1, 1], 1);
    expect(h.predict(r.input).label).toBe(1);
    expect(play(h, r)).toBe(0);
    expect(Array.from(h.weights())).toEqual([0, 0, 0, 1]);
    expect(h.logPotential()).toBe(0);
    // Three experts say +1, but only expert 3 still votes.
    expect(h.predict(labelled([1, 1, 1, -1], -1).input).label).toBe(-1);
  });

  it('Halving and Consistent start over with every expert once none is left', () => {
    for (const id of ['halving', 'consistent'] as const) {
      const h = makeExpertLearner(id, 3, opts);
      play(h, labelled([1, -1, -1], 1));
      play(h, labelled([1, 1, -1], -1));
      expect(h.logPotential()).toBeCloseTo(Math.log(3), 14);
      expectDistribution(h.weights());
      expect(h.top()).toBe(0);
    }
  });

  it('Consistent follows the first expert never wrong', () => {
    const c = makeExpertLearner('consistent', 3, opts);
    expect(Array.from(c.weights())).toEqual([1, 0, 0]);
    const r = labelled([-1, 1, 1], 1);
    expect(c.predict(r.input).label).toBe(-1);
    expect(play(c, r)).toBe(1);
    expect(Array.from(c.weights())).toEqual([0, 1, 0]);
    expect(c.top()).toBe(1);
    expect(c.logPotential()).toBeCloseTo(Math.log(2), 14);
    expect(play(c, labelled([-1, 1, -1], 1))).toBe(0);
    expect(Array.from(c.weights())).toEqual([0, 1, 0]);
    expect(c.logPotential()).toBeCloseTo(0, 14);
  });

  it('Weighted Majority halves wrong experts and votes by weight', () => {
    const wm = makeExpertLearner('wm', 3, opts);
    play(wm, labelled([1, -1, -1], 1));
    // weights 1, ½, ½
    expect(Array.from(wm.weights())).toEqual([0.5, 0.25, 0.25]);
    expect(wm.logPotential()).toBeCloseTo(Math.log(2), 14);
    // 1 vs ½ + ½: a tie, which predicts +1
    expect(wm.predict(labelled([-1, 1, 1], 1).input).label).toBe(1);
    play(wm, labelled([1, -1, 1], 1));
    expect(wm.predict(labelled([-1, 1, 1], 1).input).label).toBe(-1);
  });

  it('MWU and Hedge match the textbook update on arbitrary losses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 1e-6, max: 0.5, noNaN: true }),
        fc.double({ min: 1e-6, max: 30, noNaN: true }),
        (seed, d, epsilon, eta) => {
          const rng = new Rng(seed);
          const mwu = makeExpertLearner('mwu', d, { epsilon, eta });
          const hedge = makeExpertLearner('hedge', d, { epsilon, eta });
          const lm = new Float64Array(d);
          const lh = new Float64Array(d);
          for (let t = 0; t < 300; t++) {
            // Mix 0/1 rounds (the table path) with fractional ones.
            const frac = rng.bernoulli(0.5);
            const losses = Array.from({ length: d }, () =>
              frac ? rng.next() : rng.bernoulli(0.5) ? 1 : 0,
            );
            // Labelled or not, whatever the losses: a labelled round with fractional losses
            // must not take the 0/1 fast path.
            const r = {
              input: { d, advice: null },
              outcome: {
                label: rng.bernoulli(0.5) ? (1 as const) : (0 as const),
                losses: Float64Array.from(losses),
              },
            };
            const pm = Float64Array.from(mwu.predict(r.input).p);
            const expected = sum(pm.map((x, i) => x * (losses[i] as number)));
            expect(play(mwu, r)).toBeCloseTo(expected, 12);
            play(hedge, r);
            for (let i = 0; i < d; i++) {
              lm[i] = (lm[i] as number) + Math.log1p(-epsilon * (losses[i] as number));
              lh[i] = (lh[i] as number) - eta * (losses[i] as number);
            }
          }
          for (const [l, logw] of [
            [mwu, lm],
            [hedge, lh],
          ] as const) {
            const m = Math.max(...logw);
            const z = sum(logw.map((x) => Math.exp(x - m)));
            const p = l.weights();
            expectDistribution(p);
            for (let i = 0; i < d; i++)
              expect(
                Math.abs((p[i] as number) - Math.exp((logw[i] as number) - m) / z),
              ).toBeLessThan(1e-9);
            expect(l.logPotential()).toBeCloseTo(m + Math.log(z), 6);
            expect(l.top()).toBe(logw.indexOf(m));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stays finite and normalized for extreme η and ε over long runs', () => {
    const d = 50;
    const rng = new Rng(9);
    const ls = [
      makeExpertLearner('hedge', d, { epsilon: 0.5, eta: 1e3 }),
      makeExpertLearner('hedge', d, { epsilon: 0.5, eta: 1e-6 }),
      makeExpertLearner('mwu', d, { epsilon: 0.5, eta: 1 }),
      makeExpertLearner('mwu', d, { epsilon: 1e-6, eta: 1 }),
      makeExpertLearner('wm', d, opts),
    ];
    const L = new Float64Array(d);
    const losses = new Float64Array(d);
    const round = { input: { d, advice: null }, outcome: { label: 1 as const, losses } };
    for (let t = 0; t < 20000; t++) {
      for (let i = 0; i < d; i++) {
        // Expert 0 is rarely wrong; the leader keeps changing among the rest.
        losses[i] = rng.bernoulli(i === 0 ? 0.2 : 0.5) ? 1 : 0;
        L[i] = (L[i] as number) + (losses[i] as number);
      }
      for (const l of ls) play(l, round);
      if (t % 997 === 0) for (const l of ls) expectDistribution(l.weights());
    }
    for (const l of ls) {
      expectDistribution(l.weights());
      expect(Number.isFinite(l.logPotential())).toBe(true);
    }
    // η = 10³: ln W ≈ −η·L*, far below what exp could represent, yet exact.
    const Lstar = Math.min(...L);
    expect((ls[0] as ExpertLearner).logPotential()).toBeCloseTo(-1e3 * Lstar, 6);
    expect((ls[0] as ExpertLearner).top()).toBe(L.indexOf(Lstar));
  });

  it('brings back an expert whose weight underflowed once the others fall to its level', () => {
    const h = makeExpertLearner('hedge', 2, { epsilon: 0.5, eta: 1e3 });
    play(h, bare([1, 0])); // w ∝ (e^{−1000}, 1): expert 0 underflows
    expect(Array.from(h.weights())).toEqual([0, 1]);
    play(h, bare([0, 1]));
    expect(Array.from(h.weights())).toEqual([0.5, 0.5]);
    play(h, bare([0, 1]));
    expect(Array.from(h.weights())).toEqual([1, 0]);
    expect(h.logPotential()).toBeCloseTo(-1000, 9);
  });

  it('load(save()) restores a learner exactly, mid-run', () => {
    for (const id of expertLearnerIds) {
      const rng = new Rng(3);
      const d = 7;
      const round = () => {
        const advice = Array.from({ length: d }, () => rng.sign());
        return labelled(advice, rng.sign());
      };
      const a = makeExpertLearner(id, d, opts);
      for (let t = 0; t < 1500; t++) play(a, round());
      const state = structuredClone(a.save());
      const b = makeExpertLearner(id, d, opts);
      b.load(state);
      for (let t = 0; t < 700; t++) {
        const r = round();
        expect(b.predict(r.input).label).toBe(a.predict(r.input).label);
        expect(play(b, r)).toBe(play(a, r));
        expect(Array.from(b.weights())).toEqual(Array.from(a.weights()));
        expect(b.logPotential()).toBe(a.logPotential());
      }
    }
  });
});
