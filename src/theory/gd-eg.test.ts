import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  egRegretTheorem,
  gdEgPerceptronTheorem,
  gdEgQuantities,
  gdEgQuantityNames,
  gdEgTheorems,
  gdEgTheoremsFor,
  gdRegretTheorem,
  pnormRegretTheorem,
  winnowTheorem,
  type GdEgNumbers,
} from './gd-eg';
import { evaluate, fillSlots, slotsOf, type Theorem } from './types';

const base: GdEgNumbers = {
  t: 0,
  T: 100,
  n: 2,
  eta: 0.1,
  loss: 0,
  Lu: 0,
  comparator: 1,
  solverGap: 0,
  U: 1,
  uOnSimplex: 1,
  uL1: 1,
  uMin: 0,
  p: 2,
  uQ: 1,
  R2: 0,
  Rinf: 0,
  Rp: 0,
  Z: 0,
  potStart: 0,
  potNow: 0,
  stepSum: 0,
  linSum: 0,
  mistakes: 0,
  gammaU: Infinity,
  k: 0,
  booleanX: 0,
  disjunction: 0,
  binaryLabels: 0,
  wDotU: 0,
  wNorm: 0,
  promotions: 0,
  weightSum: 0,
};

const rel = (a: number, b: number): number => Math.abs(a - b) / Math.max(1, Math.abs(b));

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Independent small runs: GD, EG and the p-norm algorithm played out from scratch, every
// Bregman term computed directly from its definition.

const dot = (a: number[], b: number[]): number =>
  a.reduce((s, ai, i) => s + ai * (b[i] as number), 0);
const norm = (a: number[], r: number): number =>
  r === Infinity
    ? Math.max(0, ...a.map(Math.abs))
    : a.reduce((s, ai) => s + Math.abs(ai) ** r, 0) ** (1 / r);
/** ∇(½‖·‖_r²): the p-norm algorithm's link (r = q) and its inverse (r = p). */
const link = (a: number[], r: number): number[] => {
  const nr = norm(a, r);
  return nr === 0
    ? a.map(() => 0)
    : a.map((ai) => Math.sign(ai) * Math.abs(ai) ** (r - 1) * nr ** (2 - r));
};
const kl = (a: number[], b: number[]): number =>
  a.reduce((s, ai, i) => (ai === 0 ? s : s + ai * Math.log(ai / (b[i] as number))), 0);

type Kind = 'gd' | 'eg' | 'pnorm';
type LossKind = 'squared' | 'absolute';

/** Plays a learner on (x_s, y_s) and returns its numbers after every round (index t − 1). */
function play(
  kind: Kind,
  xs: number[][],
  ys: number[],
  u: number[],
  eta: number,
  lossKind: LossKind,
): GdEgNumbers[] {
  const n = u.length;
  const p = Math.max(2, 2 * Math.log(n));
  const qd = p / (p - 1);
  const F = (w: number[]): number => norm(w, qd) ** 2 / 2;
  const breg = (a: number[], b: number[], gradB: number[]): number =>
    kind === 'gd'
      ? norm(
          a.map((ai, i) => ai - (b[i] as number)),
          2,
        ) **
          2 /
        2
      : kind === 'eg'
        ? kl(a, b)
        : F(a) -
          F(b) -
          dot(
            gradB,
            a.map((ai, i) => ai - (b[i] as number)),
          );
  const loss = (yh: number, y: number): number =>
    lossKind === 'squared' ? (yh - y) ** 2 : Math.abs(yh - y);
  const slope = (yh: number, y: number): number =>
    lossKind === 'squared' ? 2 * (yh - y) : Math.sign(yh - y);

  let w = kind === 'eg' ? u.map(() => 1 / n) : u.map(() => 0);
  let theta = u.map(() => 0); // pnorm: θ = ∇F(w)
  const potStart = breg(u, w, theta);
  let L = 0;
  let Lu = 0;
  let R2 = 0;
  let Rinf = 0;
  let Rp = 0;
  let Z = 0;
  let stepSum = 0;
  let linSum = 0;
  const out: GdEgNumbers[] = [];
  xs.forEach((x, s) => {
    const y = ys[s] as number;
    const yh = dot(w, x);
    const g = slope(yh, y);
    L += loss(yh, y);
    Lu += loss(dot(u, x), y);
    R2 = Math.max(R2, norm(x, 2));
    Rinf = Math.max(Rinf, norm(x, Infinity));
    Rp = Math.max(Rp, norm(x, p));
    Z = Math.max(Z, Math.abs(g));
    linSum +=
      g *
      dot(
        w.map((wi, i) => wi - (u[i] as number)),
        x,
      );
    let next: number[];
    if (kind === 'gd') next = w.map((wi, i) => wi - eta * g * (x[i] as number));
    else if (kind === 'eg') {
      const v = w.map((wi, i) => wi * Math.exp(-eta * g * (x[i] as number)));
      const Zs = v.reduce((a, b) => a + b, 0);
      next = v.map((vi) => vi / Zs);
    } else {
      theta = theta.map((th, i) => th - eta * g * (x[i] as number));
      next = link(theta, p);
    }
    stepSum += breg(w, next, theta);
    w = next;
    out.push({
      ...base,
      t: s + 1,
      T: xs.length,
      n,
      eta,
      loss: L,
      Lu,
      U: norm(u, 2),
      uOnSimplex:
        u.every((ui) => ui >= 0) && Math.abs(u.reduce((a, b) => a + b, 0) - 1) < 1e-9 ? 1 : 0,
      uL1: norm(u, 1),
      uMin: Math.min(...u),
      p,
      uQ: norm(u, qd),
      R2,
      Rinf,
      Rp,
      Z,
      potStart,
      potNow: breg(u, w, theta),
      stepSum,
      linSum,
    });
  });
  return out;
}

const theoremOf: Record<Kind, Theorem> = {
  gd: gdRegretTheorem,
  eg: egRegretTheorem,
  pnorm: pnormRegretTheorem,
};

/** The theorem applies and holds, and so does every line of its proof. */
function expectHolds(th: Theorem, n: GdEgNumbers) {
  const x = gdEgQuantities(n);
  const s = evaluate(th, x);
  expect(s.applies, `${th.id} at t = ${n.t}: ${s.failed?.reason}`).toBe(true);
  expect(s.holds, `${th.id} at t = ${n.t}`).toBe(true);
  for (const p of th.proof) expect(p.holds(x), `${th.id}/${p.id} at t = ${n.t}`).toBe(true);
}

describe('the Bregman telescoping, by hand', () => {
  it('GD, 1-d, squared loss, η = 1/4, three rounds toward y = 1', () => {
    const runs = play('gd', [[1], [1], [1]], [1, 1, 1], [1], 0.25, 'squared');
    const last = runs[2] as GdEgNumbers;
    // w: 0 → 1/2 → 3/4 → 7/8; slopes −2, −1, −1/2; losses 1, 1/4, 1/16.
    expect(last.loss).toBe(1.3125);
    expect(last.Lu).toBe(0);
    expect(last.linSum).toBe(2.625);
    expect(last.potStart).toBe(0.5);
    expect(last.potNow).toBe(0.0078125);
    expect(last.stepSum).toBe(0.1640625);
    expect(0.25 * last.linSum).toBe(last.potStart - last.potNow + last.stepSum);
    expect([last.R2, last.Z]).toEqual([1, 2]);
    const x = gdEgQuantities(last);
    expect(x.gdBound).toBe(3.5); // ½(1/(1/4) + (1/4)·1·4·3)
    for (const n of runs) expectHolds(gdRegretTheorem, n);
  });

  it('EG, absolute loss, η = ln 2, three rounds: w₁ = 1/2, 2/3, 4/5, 8/9', () => {
    const runs = play(
      'eg',
      [
        [1, 0],
        [1, 0],
        [1, 0],
      ],
      [1, 1, 1],
      [1, 0],
      Math.LN2,
      'absolute',
    );
    const last = runs[2] as GdEgNumbers;
    expect(last.loss).toBeCloseTo(1 / 2 + 1 / 3 + 1 / 5, 14);
    expect(last.linSum).toBeCloseTo(31 / 30, 14);
    expect(last.potStart).toBeCloseTo(Math.LN2, 14);
    expect(last.potNow).toBeCloseTo(Math.log(9 / 8), 14);
    const steps =
      0.5 * Math.log(9 / 8) +
      (2 / 3) * Math.log(5 / 6) +
      (1 / 3) * Math.log(5 / 3) +
      (4 / 5) * Math.log(9 / 10) +
      (1 / 5) * Math.log(9 / 5);
    expect(last.stepSum).toBeCloseTo(steps, 14);
    expect(Math.LN2 * (31 / 30)).toBeCloseTo(Math.LN2 - Math.log(9 / 8) + steps, 14);
    expect(gdEgQuantities(last).egBound).toBeCloseTo(1 + 1.5 * Math.LN2, 14);
    for (const n of runs) expectHolds(egRegretTheorem, n);
  });
});

describe('gd, eg and pnorm on random noisy streams', () => {
  it.each([
    ['gd', 'squared'],
    ['gd', 'absolute'],
    ['eg', 'squared'],
    ['eg', 'absolute'],
    ['pnorm', 'squared'],
    ['pnorm', 'absolute'],
  ] as const)('%s, %s loss: the identity, every line and the bound', (kind, lossKind) => {
    for (let seed = 1; seed <= 8; seed++) {
      const r = rng(seed * 97 + kind.length);
      const n = 12;
      let u = Array.from({ length: n }, () => (r() < 0.3 ? r() : 0));
      if (kind === 'eg') {
        u[0] = (u[0] as number) + 0.1;
        const s = u.reduce((a, b) => a + b, 0);
        u = u.map((ui) => ui / s);
      } else u = u.map((ui) => 3 * (ui - 0.1));
      const T = 80;
      const xs = Array.from({ length: T }, () => Array.from({ length: n }, () => 2 * r() - 1));
      const ys = xs.map((x) => dot(u, x) + 0.4 * (r() - 0.5));
      for (const eta of [0.01, 0.1, 0.5]) {
        const runs = play(kind, xs, ys, u, eta, lossKind);
        for (const numbers of runs) {
          const x = gdEgQuantities(numbers);
          expect(rel(x.etaLin as number, x.telescoped as number)).toBeLessThan(1e-10);
          expectHolds(theoremOf[kind], numbers);
        }
      }
    }
  });

  it('the hindsight line: ∞ for the target, the regret plus the certified gap for a solver', () => {
    const target = gdEgQuantities({ ...base, loss: 5, Lu: 3 });
    expect(target.regretVsOpt).toBe(Infinity);
    const solver = gdEgQuantities({ ...base, loss: 5, Lu: 3, comparator: 0, solverGap: 0.25 });
    expect(solver.regret).toBe(2);
    expect(solver.regretVsOpt).toBe(2.25);
  });
});

// Classification: the perceptron and Winnow played out.

describe('perceptron and Winnow on played-out streams', () => {
  it('the perceptron on separable streams: every line and the bound', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = rng(seed);
      const n = 5;
      const u = Array.from({ length: n }, () => 4 * r() - 2);
      let w = u.map(() => 0);
      let mistakes = 0;
      let R2 = 0;
      let gammaU = Infinity;
      for (let t = 1; t <= 200; t++) {
        const x = Array.from({ length: n }, () => 2 * r() - 1);
        const y = dot(u, x) >= 0 ? 1 : -1;
        R2 = Math.max(R2, norm(x, 2));
        gammaU = Math.min(gammaU, y * dot(u, x));
        if (y * dot(w, x) <= 0) {
          mistakes++;
          w = w.map((wi, i) => wi + y * (x[i] as number));
        }
        const numbers = {
          ...base,
          t,
          T: 200,
          n,
          eta: 0,
          loss: mistakes,
          mistakes,
          U: norm(u, 2),
          R2,
          gammaU,
          binaryLabels: 1,
          wDotU: dot(w, u),
          wNorm: norm(w, 2),
        };
        expectHolds(gdEgPerceptronTheorem, numbers);
      }
    }
  });

  it('Winnow on disjunctions, random and adversarial: every line and the bound', () => {
    const n = 40;
    const relevant = [3, 17, 29];
    const streams: Array<(t: number, r: () => number) => number[]> = [
      (_, r) => Array.from({ length: n }, () => (r() < 0.15 ? 1 : 0)),
      // Promote one relevant feature alone, then switch every irrelevant one on.
      (t) =>
        t % 2 === 0
          ? Array.from({ length: n }, (_, i) => (i === relevant[(t / 2) % 3] ? 1 : 0))
          : Array.from({ length: n }, (_, i) => (relevant.includes(i) ? 0 : 1)),
    ];
    for (const [which, next] of streams.entries())
      for (let seed = 1; seed <= 5; seed++) {
        const r = rng(seed);
        const w = Array.from({ length: n }, () => 1);
        let mistakes = 0;
        let promotions = 0;
        for (let t = 1; t <= 300; t++) {
          const x = next(t, r);
          const y = relevant.some((i) => x[i] === 1) ? 1 : 0;
          const yh = dot(w, x) >= n ? 1 : 0;
          if (yh !== y) {
            mistakes++;
            if (y === 1) promotions++;
            x.forEach((xi, i) => {
              if (xi === 1) w[i] = (w[i] as number) * (y === 1 ? 2 : 0.5);
            });
          }
          const numbers = {
            ...base,
            t,
            T: 300,
            n,
            eta: 0,
            loss: mistakes,
            mistakes,
            k: 3,
            booleanX: 1,
            disjunction: 1,
            promotions,
            weightSum: w.reduce((a, b) => a + b, 0),
          };
          expectHolds(winnowTheorem, numbers);
        }
        if (which === 1) expect(mistakes).toBeGreaterThan(10);
      }
  });
});

describe('gd-eg quantities', () => {
  it('the tuned rates give the closed forms at t = T', () => {
    const pos = fc.double({ min: 1e-3, max: 1e3, noNaN: true });
    fc.assert(
      fc.property(
        pos,
        pos,
        pos,
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 2, max: 1e5 }),
        (U, R, Z, T, n) => {
          const lnn = Math.log(n);
          const p = Math.max(2, 2 * lnn);
          const common = { ...base, t: T, T, n, U, uQ: U, p, R2: R, Rinf: R, Rp: R, Z };
          const gd = gdEgQuantities({ ...common, eta: U / (R * Z * Math.sqrt(T)) });
          expect(rel(gd.gdBound as number, U * R * Z * Math.sqrt(T))).toBeLessThan(1e-12);
          expect(rel(gd.gdTuned as number, U * R * Z * Math.sqrt(T))).toBeLessThan(1e-12);
          expect(rel(gd.gdEta as number, gd.eta as number)).toBeLessThan(1e-12);
          const eg = gdEgQuantities({
            ...common,
            eta: Math.sqrt(2 * lnn) / (R * Z * Math.sqrt(T)),
          });
          expect(rel(eg.egBound as number, R * Z * Math.sqrt(2 * T * lnn))).toBeLessThan(1e-12);
          expect(rel(eg.egTuned as number, R * Z * Math.sqrt(2 * T * lnn))).toBeLessThan(1e-12);
          const closed = U * Z * R * Math.sqrt((p - 1) * T);
          const pn = gdEgQuantities({ ...common, eta: U / (Z * R * Math.sqrt((p - 1) * T)) });
          expect(rel(pn.pnBound as number, closed)).toBeLessThan(1e-12);
          expect(rel(pn.pnTuned as number, closed)).toBeLessThan(1e-12);
          expect(rel(pn.qDual as number, p / (p - 1))).toBeLessThan(1e-15);
          // n^{1/p} ≤ √e for p = max(2, 2 ln n).
          expect(pn.nPow).toBeLessThanOrEqual(Math.sqrt(Math.E) * (1 + 1e-15));
        },
      ),
    );
  });

  it('Winnow for k = 3, n = 1000 allows 2 + 9(1 + log₂ 1000) mistakes', () => {
    const x = gdEgQuantities({ ...base, k: 3, n: 1000 });
    expect(x.winnowBound).toBeCloseTo(2 + 9 * (1 + Math.log2(1000)), 12);
    expect(x.winnowBound).toBeCloseTo(100.692059, 5); // log₂ 1000 = 3 log₂ 10 ≈ 9.965784;
  });

  it('the perceptron: R₂²‖u‖₂²/γ², with γ unnormalised', () => {
    const x = gdEgQuantities({ ...base, R2: 2, U: 3, gammaU: 0.5 });
    expect(x.percBound).toBe(144);
    expect(gdEgQuantities({ ...base, gammaU: -1 }).percBound).toBe(Infinity);
  });

  it('never produce NaN, whatever numbers, infinities or extremes come in', () => {
    const value = fc.oneof(
      fc.constantFrom(0, -0, 1, 2, Infinity, -Infinity, 1e308, -1e308, 5e-324, 1e-200),
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }),
    );
    const fields = Object.fromEntries(Object.keys(base).map((k) => [k, value]));
    const numbers = fc.record(fields).map((r) => r as unknown as GdEgNumbers);
    fc.assert(
      fc.property(numbers, (n) => {
        const x = gdEgQuantities(n);
        for (const name of gdEgQuantityNames) {
          expect(x[name], name).toBeDefined();
          expect(x[name], name).not.toBeNaN();
        }
        for (const th of gdEgTheorems) {
          const s = evaluate(th, x);
          expect(s.observed, th.id).not.toBeNaN();
          if (s.applies) expect(s.value, th.id).not.toBeNaN();
          for (const h of th.hypotheses) expect(h.check(x).reason ?? '').not.toMatch(/NaN/);
          for (const tex of [
            th.statementTex,
            ...th.hypotheses.map((h) => h.tex),
            ...th.proof.map((p) => p.liveTex),
          ])
            expect(fillSlots(tex, x)).not.toMatch(/NaN|—/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('list every quantity they emit, and the theorems use only those', () => {
    const x = gdEgQuantities(base);
    expect(new Set(Object.keys(x))).toEqual(new Set(gdEgQuantityNames));
    const known = new Set<string>(gdEgQuantityNames);
    for (const th of gdEgTheorems)
      for (const tex of [
        th.statementTex,
        ...th.hypotheses.map((h) => h.tex),
        ...th.proof.flatMap((p) => [p.tex, p.liveTex]),
      ])
        for (const slot of slotsOf(tex)) expect(known.has(slot), `${th.id}: ${slot}`).toBe(true);
  });

  it('keep statements short enough for a projector column', () => {
    // Rendered width, roughly: drop TeX commands, braces and scripts' markup.
    for (const th of gdEgTheorems) {
      const plain = th.statementTex
        .replace(/\\(frac|tfrac|mathrm|textstyle|quad|,|;)/g, '')
        .replace(/\\[a-zA-Z]+/g, 'x')
        .replace(/[{}^_\s]/g, '');
      expect(plain.length, th.id).toBeLessThanOrEqual(45);
    }
  });
});

describe('gd-eg theorems: when they do not apply, and why', () => {
  const failed = (th: Theorem | undefined, n: Partial<GdEgNumbers>) => {
    if (!th) throw new Error('no theorem');
    const s = evaluate(th, gdEgQuantities({ ...base, ...n }));
    expect(s.applies).toBe(false);
    return s.failed;
  };
  const head = (id: string) => gdEgTheoremsFor(id)[0];

  it('a rate that is not positive', () => {
    for (const id of ['gd', 'eg', 'pnorm']) {
      const f = failed(head(id), { eta: 0 });
      expect(f?.id).toBe('eta');
      expect(f?.reason).toBe('η = 0 is not positive');
    }
  });

  it('EG: a comparator off the simplex, with the observed sum or the negative weight', () => {
    const off = failed(head('eg'), { uOnSimplex: 0, uL1: 1.3, uMin: 0.1 });
    expect(off?.id).toBe('simplex');
    expect(off?.reason).toBe('the comparator is not a probability vector: Σu = 1.3 ≠ 1');
    const neg = failed(head('eg'), { uOnSimplex: 0, uL1: 1.4, uMin: -0.2 });
    expect(neg?.reason).toBe('the comparator is not a probability vector: min u = -0.2 < 0');
  });

  it('GD and p-norm: an infinite comparator norm; p-norm: p below 2', () => {
    expect(failed(head('gd'), { U: Infinity })?.id).toBe('norm');
    expect(failed(head('pnorm'), { uQ: Infinity })?.id).toBe('norm');
    const f = failed(head('pnorm'), { p: 1.5 });
    expect(f?.id).toBe('p');
    expect(f?.reason).toMatch(/p = 1\.5 < 2/);
    expect(failed(head('pnorm'), { p: Infinity })?.reason).toMatch(/not strongly convex/);
    expect(failed(head('gd'), { R2: -1 })?.id).toBe('observed');
  });

  it('the perceptron: regression labels, or a target that does not separate', () => {
    const sep = { binaryLabels: 1, gammaU: 0.5, R2: 1 };
    expect(failed(head('perceptron'), { ...sep, binaryLabels: 0 })?.id).toBe('labels');
    const f = failed(head('perceptron'), { ...sep, gammaU: -0.31 });
    expect(f?.id).toBe('separable');
    expect(f?.reason).toMatch(/min y u·x = -0\.31 ≤ 0/);
    const ok = evaluate(gdEgPerceptronTheorem, gdEgQuantities({ ...base, ...sep }));
    expect(ok.applies).toBe(true);
  });

  it('Winnow: real-valued features, or labels no disjunction makes', () => {
    const disj = { booleanX: 1, disjunction: 1, k: 3, n: 1000 };
    expect(failed(head('winnow'), { ...disj, booleanX: 0 })?.id).toBe('boolean');
    const f = failed(head('winnow'), { ...disj, disjunction: 0, k: 0 });
    expect(f?.id).toBe('disjunction');
    expect(f?.reason).toMatch(/monotone disjunction/);
    const s = evaluate(winnowTheorem, gdEgQuantities({ ...base, ...disj }));
    expect(s).toMatchObject({ applies: true, holds: true, observed: 0 });
    expect(s.value).toBeCloseTo(2 + 9 * (1 + Math.log2(1000)), 12);
  });

  it('map every learner to its theorems, the first one the bound drawn', () => {
    expect(['gd', 'eg', 'pnorm', 'perceptron', 'winnow'].map((id) => head(id)?.id)).toEqual([
      'gd-eg-gd',
      'gd-eg-eg',
      'gd-eg-pnorm',
      'gd-eg-perceptron',
      'gd-eg-winnow',
    ]);
    for (const id of ['gd', 'eg', 'pnorm']) expect(head(id)?.quantity).toBe('regret');
    for (const id of ['perceptron', 'winnow']) expect(head(id)?.quantity).toBe('mistakes');
    expect(gdEgTheoremsFor('nope')).toEqual([]);
    expect(pnormRegretTheorem.source).toMatch(/^Beyond the notes/);
    expect(winnowTheorem.source).toMatch(/^Beyond the notes/);
  });
});
