import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lossSlope, lossValue, type LinearLoss } from '../engine/linear-game';
import { Trace, type Column } from '../engine/trace';
import { ExponentiatedGradient } from '../learners/linear/eg';
import { GradientDescent } from '../learners/linear/gd';
import type { LinearLearner } from '../learners/linear/linear-learner';
import { PNorm } from '../learners/linear/pnorm';
import { Winnow } from '../learners/linear/winnow';
import { Rng } from '../engine/rng';
import {
  egRegretTheorem,
  gdEgQuantities,
  gdRegretTheorem,
  pnormRegretTheorem,
} from '../theory/gd-eg';
import { evaluate, type Theorem } from '../theory/types';
import { GdEgScene, SWEEP_DIMS, type GdEgConfig } from './gd-eg';
import { gdEgView } from './gd-eg-view';
import { PerceptronScene } from './perceptron';

const config = (over: Partial<GdEgConfig>): GdEgConfig => ({
  lesson: 'gd-eg',
  stream: 'sparse',
  seed: 1,
  T: 200,
  n: 50,
  k: 3,
  features: 'pm1',
  noise: 0,
  loss: 'absolute',
  learners: ['gd', 'eg', 'pnorm'],
  eta: 'tuned',
  etaEg: 'tuned',
  etaP: 'tuned',
  U: 1,
  rows: null,
  ...over,
});

/**
 * An adaptive adversary against one learner, with the regret bookkeeping done here, apart from
 * the engine: x at random in [−1, 1]ⁿ, y against the learner's prediction, the comparator u a
 * fixed vector of the theorem's set, R, Z and the proof's sums from their definitions.
 */
function adversarialRun(
  learner: LinearLearner,
  theorem: Theorem,
  loss: LinearLoss,
  u: Float64Array,
  T: number,
  seed: number,
  p = 2,
) {
  const n = u.length;
  const rng = new Rng(seed, 3);
  const x = new Float64Array(n);
  let L = 0;
  let Lu = 0;
  let R2 = 0;
  let Rinf = 0;
  let Rp = 0;
  let Z = 0;
  const potStart = learner.divergenceTo(u);
  let stepSum = 0;
  let linSum = 0;
  for (let t = 1; t <= T; t++) {
    for (let i = 0; i < n; i++) x[i] = rng.uniform(-1, 1);
    const pr = learner.predict(x);
    const yhat = pr.yhat;
    // The label that hurts: away from the prediction.
    const y = loss === 'hinge' ? (yhat > 0 ? -1 : 1) : yhat > 0 ? yhat - 1 : yhat + 1;
    let ux = 0;
    for (let i = 0; i < n; i++) ux += (u[i] as number) * (x[i] as number);
    L += lossValue(loss, y, yhat);
    Lu += lossValue(loss, y, ux);
    Z = Math.max(Z, Math.abs(lossSlope(loss, y, yhat)));
    R2 = Math.max(R2, Math.hypot(...x));
    Rinf = Math.max(Rinf, ...Array.from(x, Math.abs));
    Rp = Math.max(Rp, Array.from(x).reduce((a, v) => a + Math.abs(v) ** p, 0) ** (1 / p));
    learner.update(x, pr, y, 0);
    stepSum += learner.lastStep;
    linSum += lossSlope(loss, y, yhat) * (yhat - ux);
  }
  const uL1 = u.reduce((a, v) => a + Math.abs(v), 0);
  const q = p / (p - 1);
  const uQ = Array.from(u).reduce((a, v) => a + Math.abs(v) ** q, 0) ** (1 / q);
  const quantities = gdEgQuantities({
    t: T,
    T,
    n,
    eta: learner.eta,
    loss: L,
    Lu,
    comparator: 1,
    solverGap: 0,
    U: Math.hypot(...u),
    uOnSimplex: u.every((v) => v >= 0) && Math.abs(uL1 - 1) < 1e-9 ? 1 : 0,
    uL1,
    uMin: Math.min(...u),
    p,
    uQ,
    R2,
    Rinf,
    Rp,
    Z,
    potStart,
    potNow: learner.divergenceTo(u),
    stepSum,
    linSum,
    mistakes: 0,
    gammaU: 0,
    k: 0,
    booleanX: 0,
    disjunction: 0,
    binaryLabels: loss === 'hinge' ? 1 : 0,
    wDotU: 0,
    wNorm: 0,
    promotions: 0,
    weightSum: 0,
  });
  return {
    status: evaluate(theorem, quantities),
    quantities,
    eta: learner.eta,
    potStart,
    linSum,
    stepSum,
    potNow: learner.divergenceTo(u),
  };
}

const losses = fc.constantFrom<LinearLoss>('squared', 'absolute', 'hinge');
const rates = fc.constantFrom(1e-6, 0.01, 0.3, 1, 30, 1000);

describe('the gd-eg engine', () => {
  it('GD, EG and the p-norm algorithm keep their bounds against an adaptive adversary, any η', () => {
    fc.assert(
      fc.property(
        losses,
        rates,
        fc.integer({ min: 2, max: 12 }),
        fc.nat(1000),
        (loss, eta, n, seed) => {
          const T = 40;
          // A comparator in both sets: a probability vector.
          const u = new Float64Array(n).fill(1 / n);
          const runs: [LinearLearner, Theorem, number][] = [
            [new GradientDescent(n, eta, loss), gdRegretTheorem, 2],
            [new ExponentiatedGradient(n, eta, loss), egRegretTheorem, 2],
          ];
          const pn = new PNorm(n, eta, loss);
          runs.push([pn, pnormRegretTheorem, pn.p]);
          for (const [learner, theorem, p] of runs) {
            const r = adversarialRun(learner, theorem, loss, u, T, seed, p);
            expect(r.status.applies, `${theorem.id}: ${JSON.stringify(r.status)}`).toBe(true);
            expect(r.status.holds, `${theorem.id} at η = ${eta}, ${loss}`).toBe(true);
            // The proof's identity, from the learner's own steps: η·Σℓ'(w − u)·x = B₁ − B_{t+1} + ΣB.
            const scale = Math.max(
              1,
              Math.abs(r.potStart),
              Math.abs(r.stepSum),
              Math.abs(eta * r.linSum),
            );
            expect(
              Math.abs(eta * r.linSum - (r.potStart - r.potNow + r.stepSum)) / scale,
            ).toBeLessThan(1e-7);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('every bound the page draws holds on its own streams, and the recorded sums satisfy the identity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<GdEgConfig['stream']>('sparse', 'dense', 'disjunction'),
        losses,
        fc.integer({ min: 2, max: 300 }),
        fc.nat(1000),
        fc.constantFrom<'pm1' | '01'>('pm1', '01'),
        (stream, loss, n, seed, features) => {
          const learners: GdEgConfig['learners'] = ['gd', 'eg', 'pnorm', 'perceptron', 'winnow'];
          const scene = new GdEgScene(
            config({ stream, loss, n, seed, features, learners, T: 150 }),
          );
          const batch = scene.advance(150);
          const trace = new Trace(scene.meta.columns, 150);
          trace.append(batch);
          for (const t of [1, 37, 150])
            for (const b of gdEgView(null, scene.meta, trace, t).bounds)
              if (b.status.applies) expect(b.status.holds, `${b.id} at t = ${t}`).toBe(true);
          const last = (name: string) => (batch.columns[name] as Column)[batch.count - 1] ?? NaN;
          scene.meta.learners.forEach((l, k) => {
            if (l.classifier) return;
            const lhs = l.eta * last(`L${k}.lin`);
            const rhs = (scene.meta.potStart[k] ?? 0) - last(`L${k}.pot`) + last(`L${k}.step`);
            expect(Math.abs(lhs - rhs) / Math.max(1, Math.abs(lhs), Math.abs(rhs))).toBeLessThan(
              1e-7,
            );
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('EG stays on the simplex, with no NaN, at n = 10 000 and η = 10³', () => {
    const scene = new GdEgScene(
      config({ n: 10_000, T: 60, learners: ['eg'], etaEg: 1000, loss: 'squared' }),
    );
    scene.advance(60);
    const w = scene.stateAt(60).weights[0] as Float64Array;
    let sum = 0;
    for (const v of w) {
      expect(Number.isFinite(v) && v >= 0).toBe(true);
      sum += v;
    }
    expect(sum).toBeCloseTo(1, 9);
  });

  it('the perceptron here is the perceptron lesson’s: the same mistakes and weights on the same points', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -1, max: 1, noNaN: true }),
            fc.double({ min: -1, max: 1, noNaN: true }),
            fc.boolean(),
          ),
          { minLength: 1, maxLength: 60 },
        ),
        (pts) => {
          const x1 = Float64Array.from(pts, (p) => p[0]);
          const x2 = Float64Array.from(pts, (p) => p[1]);
          const y = Int8Array.from(pts, (p) => (p[2] ? 1 : -1));
          const T = pts.length;
          const lesson = new PerceptronScene({
            lesson: 'perceptron',
            stream: 'csv',
            seed: 1,
            T,
            gamma: 0.1,
            R: 1,
            noise: 0,
            learners: ['perceptron'],
            wstar: null,
            points: { x1, x2, y },
          });
          lesson.advance(T);
          const x = new Float64Array(2 * T);
          pts.forEach((p, i) => {
            x[2 * i] = p[0];
            x[2 * i + 1] = p[1];
          });
          const ours = new GdEgScene(
            config({
              stream: 'csv',
              T,
              learners: ['perceptron'],
              loss: 'hinge',
              rows: { n: 2, rows: T, x, y: Float64Array.from(y) },
            }),
          );
          ours.advance(T);
          expect(ours.run?.cumLoss[0]).toBe(lesson.run.cumLoss[0]);
          expect(Array.from(ours.stateAt(T).weights[0] as Float64Array)).toEqual(
            lesson.stateAt(T).weights[0],
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Winnow keeps 2 + 3k(1 + log₂ n) on every disjunction stream', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 2000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(1000),
        (n, k, seed) => {
          const scene = new GdEgScene(
            config({
              stream: 'disjunction',
              n,
              k,
              seed,
              loss: 'hinge',
              learners: ['winnow'],
              T: 400,
            }),
          );
          scene.advance(400);
          const dim = n + 1;
          expect(scene.run?.cumLoss[0]).toBeLessThanOrEqual(
            2 + 3 * Math.min(k, n) * (1 + Math.log2(dim)),
          );
        },
      ),
      { numRuns: 60 },
    );
    // And Winnow as a learner alone, against a brute-force check of its rule.
    const w = new Winnow(4);
    const x = Float64Array.of(1, 0, 1, 0);
    expect(w.predict(x).yhat).toBe(-1); // 2 < 4
    w.update(x, w.predict(x), 1);
    expect(Array.from(w.weights())).toEqual([2, 1, 2, 1]);
  });

  it('replays any round: the state at t equals a fresh run stopped at t', () => {
    const c = config({ n: 200, T: 900, learners: ['gd', 'eg', 'pnorm'] });
    const full = new GdEgScene(c);
    full.advance(900);
    for (const t of [0, 1, 255, 256, 600]) {
      const fresh = new GdEgScene(c);
      fresh.advance(t);
      expect(full.stateAt(t).weights.map((w) => Array.from(w))).toEqual(
        fresh.stateAt(t).weights.map((w) => Array.from(w)),
      );
    }
  });

  it('the sweep answers a point per dimension, and on a sparse target GD’s regret grows faster with n than EG’s', () => {
    const scene = new GdEgScene(config({ T: 300, learners: ['gd', 'eg'] }));
    const points = SWEEP_DIMS.slice(0, 5).map(
      (_, index) => scene.query('sweep', { index }) as { n: number; values: number[] },
    );
    expect(points.map((p) => p.n)).toEqual([10, 30, 100, 300, 1000]);
    const gd = points.map((p) => p.values[0] as number);
    const eg = points.map((p) => p.values[1] as number);
    expect((gd[4] as number) / (gd[0] as number)).toBeGreaterThan(
      (eg[4] as number) / Math.max(1e-9, eg[0] as number),
    );
    expect(scene.stateAt(0).sweep).toHaveLength(5);
    expect(scene.query('sweep', { index: 99 })).toBeNull();
  });

  it('on a file without a target, the comparators are the best in hindsight, with a certified gap', () => {
    const rng = new Rng(5, 1);
    const rows = 80;
    const n = 6;
    const x = Float64Array.from({ length: rows * n }, () => rng.uniform(-1, 1));
    const y = Float64Array.from({ length: rows }, (_, r) => x[r * n] as number);
    const scene = new GdEgScene(
      config({
        stream: 'csv',
        T: rows,
        U: 2,
        learners: ['gd', 'eg'],
        loss: 'squared',
        rows: { n, rows, x, y },
      }),
    );
    scene.advance(rows);
    expect(scene.meta.comparatorIsTarget).toBe(false);
    expect(scene.meta.gaps.ball).toBeGreaterThanOrEqual(0);
    // y = x₁ exactly: the best u in the ball of radius 2 is e₁, with zero loss.
    const lu = scene.advance(0);
    expect(lu.count).toBe(0);
    expect(scene.meta.U).toBeCloseTo(1, 3);
  });
});
