import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../../engine/experts';
import type { Round, Stream, Target } from '../../engine/game';
import { makeExpertLearner } from '../../learners/experts/registry';
import { ExpertsAdversary } from './adversary';
import { IidStream } from './iid';
import { LossMatrixStream } from './loss-matrix';
import { RealizableStream } from './realizable';
import { SwitchingStream } from './switching';

type S = Stream<ExpertsInput, ExpertsOutcome, ExpertsPrediction>;

/** A fixed learner for the oblivious streams, which ignore it. */
const uniform = (d: number): Target<ExpertsInput, ExpertsPrediction> => {
  const p = new Float64Array(d).fill(1 / d);
  return { predict: () => ({ p, label: 0, deterministic: false }), weights: () => p };
};

function snapshot(r: Round<ExpertsInput, ExpertsOutcome> | null) {
  if (!r) return null;
  return {
    advice: r.input.advice ? Array.from(r.input.advice) : null,
    label: r.outcome.label,
    losses: Array.from(r.outcome.losses),
  };
}

function rounds(s: S, n: number, from = 1) {
  const target = uniform(s instanceof LossMatrixStream ? s.d : (s as RealizableStream).d);
  const out = [];
  for (let t = from; t < from + n; t++) out.push(snapshot(s.next(t, target)));
  return out;
}

const makers: Record<string, (seed: number, d: number) => S> = {
  realizable: (seed, d) => new RealizableStream({ seed, d }),
  iid: (seed, d) => new IidStream({ seed, d }),
  switching: (seed, d) => new SwitchingStream({ seed, d, meanSegment: 20 }),
  adversary: (seed, d) => new ExpertsAdversary({ seed, d }),
};

describe('experts streams', () => {
  it('are reproducible from the seed, resume from save/load, and give consistent losses', () => {
    for (const [name, make] of Object.entries(makers)) {
      const a = rounds(make(5, 40), 300);
      expect(rounds(make(5, 40), 300)).toEqual(a);
      expect(rounds(make(6, 40), 300)).not.toEqual(a);
      const s = make(5, 40);
      rounds(s, 100);
      const state = structuredClone(s.save());
      const tail = rounds(s, 200, 101);
      const u = make(5, 40);
      u.load(state);
      expect(rounds(u, 200, 101), name).toEqual(tail);
      for (const r of a) {
        expect(r?.label === 1 || r?.label === -1).toBe(true);
        r?.advice?.forEach((x, i) => {
          expect(x === 1 || x === -1).toBe(true);
          expect(r.losses[i]).toBe(x === r.label ? 0 : 1);
        });
      }
    }
  });

  it('realizable: exactly one expert never errs, and the others about half the time', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 2, max: 300 }), (seed, d) => {
        const s = new RealizableStream({ seed, d });
        const L = new Float64Array(d);
        for (const r of rounds(s, 400)) r?.losses.forEach((l, i) => (L[i] = (L[i] as number) + l));
        expect(L[s.perfect]).toBe(0);
        for (let i = 0; i < d; i++) if (i !== s.perfect) expect(L[i]).toBeGreaterThan(100);
      }),
      { numRuns: 30 },
    );
  });

  it('iid: rates in [0.05, 0.5], observed frequencies close to them', () => {
    const s = new IidStream({ seed: 3, d: 20 });
    const L = new Float64Array(20);
    const n = 20000;
    for (const r of rounds(s, n)) r?.losses.forEach((l, i) => (L[i] = (L[i] as number) + l));
    s.rates.forEach((r, i) => {
      expect(r).toBeGreaterThanOrEqual(0.05);
      expect(r).toBeLessThanOrEqual(0.5);
      expect(Math.abs((L[i] as number) / n - r)).toBeLessThan(0.015);
    });
  });

  it('switching: segments have the mean length asked for, the leader errs 10%, others 40%', () => {
    const mean = 50;
    const s = new SwitchingStream({ seed: 4, d: 6, meanSegment: mean });
    const target = uniform(6);
    let switches = 0;
    let leaderErrs = 0;
    let otherErrs = 0;
    let prev = s.leader;
    const n = 50000;
    for (let t = 1; t <= n; t++) {
      const r = s.next(t, target);
      if (s.leader !== prev) switches++;
      prev = s.leader;
      r.outcome.losses.forEach((l, i) => {
        if (i === s.leader) leaderErrs += l;
        else otherErrs += l;
      });
    }
    expect(n / (switches + 1)).toBeGreaterThan(mean * 0.85);
    expect(n / (switches + 1)).toBeLessThan(mean * 1.15);
    expect(leaderErrs / n).toBeCloseTo(0.1, 1);
    expect(otherErrs / (5 * n)).toBeCloseTo(0.4, 1);
  });

  it('adversary: experts 0 and 1 are the constants; a deterministic learner always errs', () => {
    for (const id of ['consistent', 'halving', 'wm'] as const) {
      const s = new ExpertsAdversary({ seed: 2, d: 9 });
      const l = makeExpertLearner(id, 9, { epsilon: 0.1, eta: 0.1 });
      for (let t = 1; t <= 500; t++) {
        const r = s.next(t, l);
        expect(r.input.advice?.[0]).toBe(1);
        expect(r.input.advice?.[1]).toBe(-1);
        const p = l.predict(r.input);
        expect(p.label).toBe(-r.outcome.label);
        l.update(r.input, p, r.outcome, 1);
      }
    }
  });

  it('adversary: picks the label a randomized learner is less likely to predict', () => {
    const s = new ExpertsAdversary({ seed: 2, d: 5 });
    const p = Float64Array.of(0.1, 0.2, 0.3, 0.2, 0.2);
    const target: Target<ExpertsInput, ExpertsPrediction> = {
      predict: () => ({ p, label: 0, deterministic: false }),
      weights: () => p,
    };
    for (let t = 1; t <= 200; t++) {
      const r = s.next(t, target);
      const advice = r.input.advice as Int8Array;
      let plus = 0;
      advice.forEach((a, i) => (plus += a === 1 ? (p[i] as number) : 0));
      expect(r.outcome.label).toBe(plus < 0.5 ? 1 : -1);
      let expected = 0;
      r.outcome.losses.forEach((l, i) => (expected += l * (p[i] as number)));
      expect(expected).toBeGreaterThanOrEqual(0.5 - 1e-12);
    }
  });

  it('loss matrix: rows in order, cycling, no advice, values clamped into [0, 1]', () => {
    const s = new LossMatrixStream({ d: 2, values: [0, 1, 0.25, 0.75, 2, -1, NaN] });
    expect(s.rows).toBe(3);
    const r = rounds(s, 7);
    expect(r.map((x) => x?.losses)).toEqual([
      [0, 1],
      [0.25, 0.75],
      [1, 0],
      [0, 1],
      [0.25, 0.75],
      [1, 0],
      [0, 1],
    ]);
    expect(r.every((x) => x?.advice === null && x.label === 0)).toBe(true);
    expect(new LossMatrixStream({ d: 3, values: [0, 1] }).next(1)).toBeNull();
  });
});
