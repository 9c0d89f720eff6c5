import { expect } from 'vitest';
import {
  egRegretTheorem,
  gdEgQuantities,
  gdRegretTheorem,
  pnormRegretTheorem,
  type GdEgNumbers,
} from './gd-eg';
import { evaluate, type Theorem } from './types';

/*
 * What the gd-eg theorems' tests share: default numbers, a reference player of the three
 * learners, and the check that a theorem holds, line by line.
 */

export const base: GdEgNumbers = {
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

export const rel = (a: number, b: number): number => Math.abs(a - b) / Math.max(1, Math.abs(b));

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Independent small runs: GD, EG and the p-norm algorithm played out from scratch, every
// Bregman term computed directly from its definition.

export const dot = (a: number[], b: number[]): number =>
  a.reduce((s, ai, i) => s + ai * (b[i] as number), 0);
export const norm = (a: number[], r: number): number =>
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
export function play(
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

export const theoremOf: Record<Kind, Theorem> = {
  gd: gdRegretTheorem,
  eg: egRegretTheorem,
  pnorm: pnormRegretTheorem,
};

/** The theorem applies and holds, and so does every line of its proof. */
export function expectHolds(th: Theorem, n: GdEgNumbers) {
  const x = gdEgQuantities(n);
  const s = evaluate(th, x);
  expect(s.applies, `${th.id} at t = ${n.t}: ${s.failed?.reason}`).toBe(true);
  expect(s.holds, `${th.id} at t = ${n.t}`).toBe(true);
  for (const p of th.proof) expect(p.holds(x), `${th.id}/${p.id} at t = ${n.t}`).toBe(true);
}
