import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lossValue, type OcoLoss } from '../engine/oco';
import type { Trace } from '../engine/trace';
import { bruteMinOnDisc } from '../geometry/disc-brute.fixtures';
import { ocoLearnerIds, type OcoLearnerId } from '../learners/oco/registry';
import { ftrlTheoryEta } from '../theory/oco';
import type { OcoConfig, OcoMeta, OcoStreamId } from './oco';
import { ocoConfig, playOco } from './oco.fixtures';
import { ocoView } from './oco-view';

const all: OcoLearnerId[] = [...ocoLearnerIds];

/** f_s read back from the trace. */
function lossAt(meta: OcoMeta, trace: Trace, s: number): OcoLoss {
  return {
    kind: meta.kind,
    a0: trace.at('a0', s),
    a1: trace.at('a1', s),
    b: trace.at('b', s) || 0,
  };
}

/**
 * Every bound at every round: when its hypotheses hold, the bound holds and so does every proof
 * line; and no quantity is ever NaN. Returns how many (bound, round) pairs applied.
 */
function checkEveryRound(c: OcoConfig, every = 1): number {
  const { scene, trace } = playOco(c);
  let applied = 0;
  for (let t = 0; t <= trace.length; t += t < 30 ? 1 : every) {
    const view = ocoView(scene.meta, trace, t);
    for (const b of view.bounds) {
      for (const [name, v] of Object.entries(b.quantities))
        if (Number.isNaN(v))
          expect.fail(`${b.id} at t = ${t}: ${name} is NaN (${JSON.stringify(c)})`);
      if (!b.status.applies) {
        expect(b.status.failed?.reason ?? '').not.toBe('');
        continue;
      }
      applied++;
      if (!b.status.holds)
        expect.fail(
          `${b.id} at t = ${t}: observed ${b.status.observed} > bound ${b.status.value} (${JSON.stringify({ ...c, losses: null })})`,
        );
      for (const line of b.theorem.proof)
        if (!line.holds(b.quantities))
          expect.fail(
            `${b.id} at t = ${t}: proof line '${line.id}' fails (${JSON.stringify({ ...c, losses: null })})`,
          );
    }
  }
  return applied;
}

const positive = (lo: number, hi: number) =>
  fc.double({ min: Math.log(lo), max: Math.log(hi), noNaN: true }).map(Math.exp);

const params = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  T: fc.integer({ min: 1, max: 700 }),
  B: positive(0.05, 20),
  lambda: positive(0.01, 50),
  eta: positive(1e-3, 10),
  gamma: positive(0.01, 0.9),
  R: positive(0.1, 5),
  noise: fc.double({ min: 0, max: 2, noNaN: true }),
  learners: fc.shuffledSubarray(all, { minLength: 1 }),
});

describe('oco bounds hold whenever their hypotheses do', () => {
  it.each([
    'quadratic',
    'linear',
    'alternating',
    'adversary',
    'hinge',
    'regression',
  ] as OcoStreamId[])('on the %s stream, at every round, with every proof line', (stream) => {
    let applied = 0;
    fc.assert(
      fc.property(params, (p) => {
        applied += checkEveryRound(ocoConfig({ ...p, stream }), 7);
      }),
      { numRuns: 40 },
    );
    expect(applied).toBeGreaterThan(0);
  });

  it('on random lists of linear and quadratic losses (CSV-like), centres inside and outside the disc', () => {
    fc.assert(
      fc.property(
        params,
        fc.constantFrom<'linear' | 'quadratic'>('linear', 'quadratic'),
        fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 2, maxLength: 60 }),
        (p, kind, values) => {
          checkEveryRound(ocoConfig({ ...p, stream: 'csv', losses: { kind, values } }), 3);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('on losses whose sum cancels: −5, then +5 (FTL, found by the property above)', () => {
    // cum and cmp cancel to about 10⁻⁷ and their difference to 10⁻¹⁴, but each carries the
    // rounding of terms of size 5: the slack must scale with the terms, not with the sums.
    const values = [-1.235159693e-314, 0, -4.999999966431445, 0, 4.999999820967782, 0, 0];
    const c = ocoConfig({
      stream: 'csv',
      T: 3,
      B: 1.0000000020000002,
      eta: 1,
      gamma: 0.9,
      noise: 0,
      seed: 0,
      learners: ['ftl', 'perceptron'],
      losses: { kind: 'linear', values },
    });
    expect(checkEveryRound(c)).toBeGreaterThan(0);
  });

  it('against the adaptive adversary with the learner it attacks in every position', () => {
    for (const first of all.filter((id) => id !== 'perceptron'))
      fc.assert(
        fc.property(params, (p) => {
          checkEveryRound(
            ocoConfig({
              ...p,
              stream: 'adversary',
              learners: [first, ...all.filter((l) => l !== first)],
            }),
            5,
          );
        }),
        { numRuns: 8 },
      );
  });

  it('at extreme parameters, with no NaN anywhere (t = 0 included)', () => {
    const extremes = [1e-9, 1e-6, 1e-3, 1, 1e3, 1e6, 1e9];
    for (const stream of [
      'quadratic',
      'linear',
      'hinge',
      'regression',
      'alternating',
    ] as OcoStreamId[])
      for (const x of extremes)
        for (const which of ['B', 'lambda', 'eta', 'gamma', 'R'] as const)
          checkEveryRound(ocoConfig({ stream, T: 40, learners: all, [which]: x }), 1);
    checkEveryRound(ocoConfig({ T: 0, learners: all }));
    checkEveryRound(
      ocoConfig({
        stream: 'csv',
        T: 30,
        learners: all,
        losses: { kind: 'quadratic', values: [1e12, -1e12, 0, 1e-300] },
      }),
    );
  });
});

describe('oco view', () => {
  it('reads the trace: the points, w_{t−1}, regret = cumulative loss − comparator', () => {
    const { scene, trace } = playOco(
      ocoConfig({ stream: 'linear', T: 50, learners: ['ogd', 'ftl'] }),
    );
    const v = ocoView(scene.meta, trace, 20);
    expect(v.t).toBe(20);
    expect(v.learners[1]?.w).toEqual([trace.at('L1.w0', 20), trace.at('L1.w1', 20)]);
    expect(v.learners[1]?.wPrev).toEqual([trace.at('L1.w0', 19), trace.at('L1.w1', 19)]);
    expect(v.learners[0]?.regret).toBe(trace.at('L0.cum', 20) - trace.at('cmp', 20));
    expect(v.comparator.u).toEqual([trace.at('u0', 20), trace.at('u1', 20)]);
    expect(v.loss).toEqual({
      kind: 'linear',
      a0: trace.at('a0', 20),
      a1: trace.at('a1', 20),
      b: 0,
    });
    const start = ocoView(scene.meta, trace, 0);
    expect(start.loss).toBeNull();
    expect(start.learners[0]).toMatchObject({ w: [0, 0], wPrev: [0, 0], cumLoss: 0, regret: 0 });
    expect(ocoView(scene.meta, trace, 1e9).t).toBe(50);
    expect(ocoView(scene.meta, null, 10).t).toBe(0);
  });

  it('recomputes w̃ in float64 as the learner did (the recorded float32 column agrees)', () => {
    for (const stream of ['quadratic', 'hinge', 'regression'] as OcoStreamId[]) {
      const { scene, trace } = playOco(
        ocoConfig({
          stream,
          T: 200,
          B: 0.7,
          eta: 0.3,
          learners: ['ogd', 'ogd-sqrt', 'ogd-sc', 'ogd-weighted'],
        }),
      );
      for (let t = 1; t <= 200; t += 7) {
        const v = ocoView(scene.meta, trace, t);
        v.bounds.forEach((b) => {
          const k = b.learnerIndex;
          const q = b.quantities;
          // ‖w̃ − u‖² from the recorded (float32) w̃, against the view's float64 one.
          const wt = [trace.at(`L${k}.wt0`, t), trace.at(`L${k}.wt1`, t)];
          const u = v.comparator.u;
          const d = (wt[0]! - u[0]) ** 2 + (wt[1]! - u[1]) ** 2;
          expect(Math.abs(d - (q['dTilde'] as number))).toBeLessThanOrEqual(1e-5 * (1 + d));
        });
      }
    }
  });

  it('computes the weighted regret and the lookahead sum as direct sums over the trace do', () => {
    fc.assert(
      fc.property(
        params,
        fc.constantFrom<OcoStreamId>('quadratic', 'linear', 'regression', 'alternating'),
        (p, stream) => {
          const { scene, trace } = playOco(
            ocoConfig({ ...p, stream, learners: ['ogd-weighted', 'ftl', 'ftrl'] }),
          );
          const c = { B: scene.meta.B, lambda: scene.meta.lambda, gamma: scene.meta.gamma };
          const t = trace.length;
          const v = ocoView(scene.meta, trace, t);
          const w = (k: number, s: number): [number, number] =>
            s === 0 ? [0, 0] : [trace.at(`L${k}.w0`, s), trace.at(`L${k}.w1`, s)];
          let weighted = 0;
          let scale = 0;
          const looks = [0, 0];
          for (let s = 1; s <= t; s++) {
            const f = lossAt(scene.meta, trace, s);
            const [uw0, uw1] = v.weighted?.u ?? [0, 0];
            const d = lossValue(f, ...w(0, s - 1), c) - lossValue(f, uw0, uw1, c);
            weighted += ((2 * (s + 1)) / (t * (t + 3))) * d;
            scale += ((2 * (s + 1)) / (t * (t + 3))) * Math.abs(lossValue(f, ...w(0, s - 1), c));
            for (const k of [1, 2])
              looks[k - 1]! += lossValue(f, ...w(k, s - 1), c) - lossValue(f, ...w(k, s), c);
          }
          const wb = v.bounds.find((b) => b.id.startsWith('ogd-weighted'));
          expect(Math.abs((wb?.status.observed ?? NaN) - weighted)).toBeLessThanOrEqual(
            1e-8 * (1 + scale),
          );
          expect(trace.at('L1.look', t)).toBeCloseTo(looks[0] as number, 6);
          expect(trace.at('L2.look', t)).toBeCloseTo(looks[1] as number, 6);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('compares with a comparator no point of the disc beats, on every stream', () => {
    for (const stream of [
      'quadratic',
      'linear',
      'adversary',
      'regression',
      'hinge',
    ] as OcoStreamId[])
      for (const B of [0.4, 1.5]) {
        const { scene, trace } = playOco(ocoConfig({ stream, B, T: 120, learners: ['ogd'] }));
        const c = { B: scene.meta.B, lambda: scene.meta.lambda, gamma: scene.meta.gamma };
        for (const t of [1, 7, 120]) {
          const F = (u0: number, u1: number) => {
            let s = 0;
            for (let r = 1; r <= t; r++) s += lossValue(lossAt(scene.meta, trace, r), u0, u1, c);
            return s;
          };
          const brute = bruteMinOnDisc(F, Math.max(B, 1e-9), { radii: 40, angles: 120 });
          const cmp = trace.at('cmp', t);
          const u = [trace.at('u0', t), trace.at('u1', t)] as const;
          const scale = 1 + Math.abs(brute.value) + F(0, 0);
          expect(cmp).toBeCloseTo(F(u[0], u[1]), 8);
          expect(cmp).toBeLessThanOrEqual(brute.value + 1e-8 * scale);
          expect(Math.hypot(...u)).toBeLessThanOrEqual(Math.max(B, 1) * (1 + 1e-12));
        }
      }
  });

  it('FTRL at the tuned η keeps the alternating losses’ regret under B√(2T), where FTL pays (T − ½)B', () => {
    for (const T of [10, 100, 1000, 5000])
      for (const B of [0.5, 1, 3]) {
        // Σ L_s² = ¼ + (T − 1): the first loss is (−½, 0), the others unit vectors.
        const sumL2 = T - 0.75;
        const eta = ftrlTheoryEta(B, sumL2);
        expect(eta).toBeCloseTo(B / Math.sqrt(2 * sumL2), 15);
        const { scene, trace } = playOco(
          ocoConfig({ stream: 'alternating', T, B, eta, learners: ['ftrl', 'ftl'] }),
        );
        const regret = trace.at('L0.cum', T) - trace.at('cmp', T);
        expect(regret).toBeLessThanOrEqual(B * Math.sqrt(2 * sumL2) * (1 + 1e-12));
        expect(regret).toBeLessThanOrEqual(B * Math.sqrt(2 * T));
        const bound = ocoView(scene.meta, trace, T).bounds.find((b) => b.id.startsWith('ftrl'));
        // ‖u*‖ = B: the tuned bound B²/(2η) + ηΣL² is B√(2ΣL²).
        expect(bound?.status.value).toBeCloseTo(B * Math.sqrt(2 * sumL2), 9);
        expect(trace.at('L1.cum', T) - trace.at('cmp', T)).toBeCloseTo((T - 0.5) * B, 6);
      }
  });

  it('says why a bound does not apply', () => {
    const lin = playOco(ocoConfig({ stream: 'linear', T: 20, learners: ['ogd-sc', 'ftl'] }));
    const v = ocoView(lin.scene.meta, lin.trace, 20);
    expect(v.bounds.find((b) => b.id.startsWith('ogd-sc'))?.status.failed?.reason).toMatch(
      /not strongly convex/,
    );
    expect(v.bounds.find((b) => b.id.startsWith('ftl-quadratic'))?.status.failed?.reason).toMatch(
      /quadratic/,
    );
    const far = playOco(
      ocoConfig({
        stream: 'csv',
        T: 5,
        learners: ['ftl'],
        losses: { kind: 'quadratic', values: [3, 0, 0, 0] },
      }),
    );
    const lemma22 = ocoView(far.scene.meta, far.trace, 5).bounds.find((b) =>
      b.id.startsWith('ftl-quadratic'),
    );
    expect(lemma22?.status.failed?.reason).toMatch(/max ‖z‖ = 3 > B = 1/);
    const small = playOco(ocoConfig({ stream: 'hinge', B: 0.5, T: 30, learners: ['perceptron'] }));
    const p = ocoView(small.scene.meta, small.trace, 30).bounds[0];
    expect(p?.status.failed?.reason).toMatch(/outside the disc/);
  });
});
