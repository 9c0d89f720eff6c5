import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../engine/rng';
import { MulticlassPerceptron } from '../learners/multiclass-perceptron';
import { MulticlassAdversary } from '../streams/multiclass/adversary';
import { makeTarget } from '../streams/multiclass/target';
import {
  multiclassBestBound,
  multiclassQuantities,
  multiclassSeparableBound,
  multiclassTargetBound,
} from './multiclass';
import { evaluate } from './types';

/**
 * Theorem 14.2 checked from scratch: ψ(x, ℓ) written out as a vector of ℝ^{3k}, the margin as a
 * minimum over explicit differences, the bound as the notes write it. Nothing here comes from
 * the engine's own bookkeeping.
 */
function psi(x1: number, x2: number, l: number, k: number): number[] {
  const v = new Array<number>(3 * k).fill(0);
  v[3 * l] = x1;
  v[3 * l + 1] = x2;
  v[3 * l + 2] = 1;
  return v;
}
const dotp = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
};

function theoremBound(
  rows: readonly [number, number, number][],
  k: number,
  w: readonly number[],
  gamma: number,
): { bound: number; hinge: number; M2: number; minMargin: number } {
  let hinge = 0;
  let M2 = 0;
  let minMargin = Infinity;
  for (const [x1, x2, y] of rows) {
    let m = Infinity;
    for (let l = 0; l < k; l++) {
      if (l === y) continue;
      const diff = psi(x1, x2, y, k).map((v, i) => v - psi(x1, x2, l, k)[i]!);
      m = Math.min(m, dotp(w, diff));
      M2 = Math.max(M2, dotp(diff, diff));
    }
    minMargin = Math.min(minMargin, m);
    hinge += Math.max(0, 1 - m / gamma);
  }
  const wn = dotp(w, w);
  return { bound: 2 * hinge + (wn * M2) / (gamma * gamma), hinge, M2, minMargin };
}

/** Mistakes of Algorithm 2 (the learner under test) on the rows. */
function mistakes(rows: readonly [number, number, number][], k: number): number {
  const l = new MulticlassPerceptron(k);
  let m = 0;
  for (const [x1, x2, y] of rows) {
    const x = Float64Array.of(x1, x2);
    const p = l.predict(x);
    if (p !== y) m++;
    l.update(x, p, y);
  }
  return m;
}

const coord = fc.double({ min: -3, max: 3, noNaN: true });

describe('Theorem 14.2 holds whenever its hypotheses do', () => {
  it('on random streams, for any (γ > 0, w) — separable or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(coord, coord, fc.nat()), { minLength: 1, maxLength: 120 }),
        fc.array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: 18, maxLength: 18 }),
        fc.double({ min: 1e-3, max: 10, noNaN: true }),
        (k, raw, ws, gamma) => {
          const rows = raw.map(([a, b, y]) => [a, b, y % k] as [number, number, number]);
          const w = ws.slice(0, 3 * k);
          const { bound } = theoremBound(rows, k, w, gamma);
          expect(mistakes(rows, k)).toBeLessThanOrEqual(bound * (1 + 1e-9) + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on separable streams, with w* and its margin (the corollary, hinge 0)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.tuple(coord, coord), { minLength: 1, maxLength: 200 }),
        (k, seed, pts) => {
          const target = makeTarget(seed, k, 3);
          const w = Array.from(target.w);
          const rows = pts.map(([a, b]) => {
            const scores = Array.from({ length: k }, (_, l) => dotp(w, psi(a, b, l, k)));
            return [a, b, scores.indexOf(Math.max(...scores))] as [number, number, number];
          });
          const { minMargin } = theoremBound(rows, k, w, 1);
          fc.pre(minMargin > 1e-6);
          const { bound, hinge } = theoremBound(rows, k, w, minMargin);
          expect(hinge).toBe(0);
          expect(mistakes(rows, k)).toBeLessThanOrEqual(bound * (1 + 1e-9));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('against the adaptive adversary, whose points all keep the margin', () => {
    for (const k of [2, 3, 4, 6]) {
      for (const seed of [1, 2, 3]) {
        const R = 1;
        const target = makeTarget(seed, k, R);
        const gamma = 0.02;
        const adv = new MulticlassAdversary({ seed, R, gamma, target });
        const learner = new MulticlassPerceptron(k);
        const rows: [number, number, number][] = [];
        let m = 0;
        for (let t = 1; t <= 400; t++) {
          const r = adv.next(t, learner);
          const x = r.input;
          const p = learner.predict(x);
          if (p !== r.outcome) m++;
          learner.update(x, p, r.outcome);
          rows.push([x[0]!, x[1]!, r.outcome]);
          expect(Math.hypot(x[0]!, x[1]!)).toBeLessThanOrEqual(R * (1 + 1e-12));
        }
        const w = Array.from(target.w);
        const { bound, hinge, minMargin } = theoremBound(rows, k, w, gamma);
        expect(minMargin).toBeGreaterThanOrEqual(gamma);
        expect(hinge).toBe(0);
        expect(m).toBeLessThanOrEqual(bound);
        // The adversary does make the learner err, and more than on random points.
        expect(m).toBeGreaterThan(k);
      }
    }
  });
});

describe('the theorems as data', () => {
  const base = {
    t: 10,
    M: 3,
    gamma: 0.5,
    hasComparator: 1,
    wNorm: 1,
    M2: 4,
    hinge: 2,
    gammaObs: 0.2,
    hasStep: 0,
    stepRound: NaN,
    wPsi: NaN,
    starPsi: NaN,
    PhiPrev: NaN,
    cross: NaN,
    psiSq: NaN,
    PhiNow: NaN,
    stepHinge: NaN,
    line3: NaN,
    rhs: NaN,
    hasPotential: 0,
    PhiT: NaN,
  };

  it('(a) is 2·hinge + ‖w‖²M²/γ² and needs no separability', () => {
    const s = evaluate(multiclassTargetBound, multiclassQuantities(base));
    expect(s.applies).toBe(true);
    expect(s.value).toBeCloseTo(2 * 2 + (1 * 4) / 0.25, 12);
  });

  it('does not apply without a w*, and says so', () => {
    const s = evaluate(multiclassTargetBound, multiclassQuantities({ ...base, hasComparator: 0 }));
    expect(s.applies).toBe(false);
    expect(s.failed?.reason).toMatch(/no target w\*/);
    const c = evaluate(multiclassBestBound, multiclassQuantities({ ...base, hasComparator: 0 }));
    expect(c.failed?.reason).toMatch(/being computed/);
  });

  it('the separable corollary fails when a margin is below γ, naming it', () => {
    const s = evaluate(multiclassSeparableBound, multiclassQuantities(base));
    expect(s.applies).toBe(false);
    expect(s.failed?.id).toBe('margin');
    expect(s.failed?.reason).toMatch(/0\.2 < γ = 0\.5/);
    const neg = evaluate(multiclassSeparableBound, multiclassQuantities({ ...base, gammaObs: -1 }));
    expect(neg.failed?.reason).toMatch(/not separable/);
  });

  it('never shows NaN at extreme numbers', () => {
    for (const gamma of [0, 1e-300, 1e300, Infinity]) {
      const q = multiclassQuantities({ ...base, gamma, M2: 0 });
      const s = evaluate(multiclassTargetBound, q);
      if (s.applies) expect(Number.isNaN(s.value)).toBe(false);
    }
  });

  it('a random (γ, w) bound never beats the mistakes (sanity of the data form)', () => {
    const rng = new Rng(5, 0);
    for (let i = 0; i < 50; i++) {
      const k = 2 + rng.int(5);
      const rows = Array.from(
        { length: 60 },
        () => [rng.uniform(-1, 1), rng.uniform(-1, 1), rng.int(k)] as [number, number, number],
      );
      const w = Array.from({ length: 3 * k }, () => rng.normal());
      const gamma = rng.uniform(0.01, 2);
      const b = theoremBound(rows, k, w, gamma);
      const q = multiclassQuantities({
        ...base,
        M: mistakes(rows, k),
        gamma,
        wNorm: Math.sqrt(dotp(w, w)),
        M2: b.M2,
        hinge: b.hinge,
      });
      const s = evaluate(multiclassTargetBound, q);
      expect(s.value).toBeCloseTo(b.bound, 6);
      expect(s.holds).toBe(true);
    }
  });
});
