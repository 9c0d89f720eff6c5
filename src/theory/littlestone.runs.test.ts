import { describe, expect, it } from 'vitest';
import {
  littlestoneQuantities,
  littlestoneTheorems,
  littlestoneTheoremsFor,
  vcLdimTheorem,
  type LittlestoneNumbers,
} from './littlestone';
import { evaluate, type Theorem } from './types';
import { base } from './littlestone.fixtures';

describe('littlestone theorems: when they do not apply, and why', () => {
  const failed = (th: Theorem | undefined, n: Partial<LittlestoneNumbers>) => {
    if (!th) throw new Error('no theorem');
    const s = evaluate(th, littlestoneQuantities({ ...base, ...n }));
    expect(s.applies).toBe(false);
    return s.failed;
  };
  const head = (id: string) => littlestoneTheoremsFor(id)[0];

  it('realizability broken: the round it broke', () => {
    for (const id of ['consistent', 'halving', 'soa']) {
      const f = failed(head(id), { realizable: 0, brokeAt: 7, Lstar: 1, V: 0, ldimNow: -1 });
      expect(f?.id).toBe('realizable');
      expect(f?.reason).toMatch(/since round 7/);
    }
  });

  it('the bisect stream: H and its Ldim infinite', () => {
    const bisect = { H: Infinity, V: Infinity, ldimH: Infinity, ldimNow: Infinity, vcH: 1 };
    for (const id of ['consistent', 'halving', 'wm']) {
      const f = failed(head(id), bisect);
      expect(f?.id).toBe('finite');
      expect(f?.reason).toMatch(/thresholds on \[0, 1\] is infinite/);
    }
    for (const id of ['soa', 'soa-experts'])
      expect(failed(head(id), bisect)?.id).toBe('finite-ldim');
    // Theorem 13 still applies there: 1 ≤ ∞.
    const s = evaluate(vcLdimTheorem, littlestoneQuantities({ ...base, ...bisect }));
    expect(s).toMatchObject({ applies: true, holds: true, value: Infinity, observed: 1 });
  });

  it('the adversaries: which learner they play, and which stream they are', () => {
    const [, tree, bisect] = littlestoneTheoremsFor('halving');
    expect(failed(tree, { treeStream: 1 })?.reason).toMatch(/first learner listed/);
    expect(failed(tree, {})?.reason).toBe('this stream is not the tree adversary');
    expect(failed(bisect, { bisectStream: 1 })?.reason).toMatch(/first learner listed/);
    expect(failed(tree, { deterministic: 0, treeTarget: 1 })?.id).toBe('deterministic');
  });

  it('regret bounds: η must be positive, and T cover Ldim(H)', () => {
    expect(failed(head('wm'), { eta: 0 })?.id).toBe('eta');
    const f = failed(head('soa-experts'), { T: 1, ldimH: 2, eta: 1 });
    expect(f?.id).toBe('horizon');
    expect(f?.reason).toMatch(/T = 1 < Ldim\(H\) = 2/);
  });

  it('map every learner to its theorems, the first one its headline', () => {
    expect(littlestoneTheoremsFor('soa').map((t) => t.id)).toEqual([
      'littlestone-soa',
      'littlestone-tree-lower',
      'littlestone-bisect-lower',
    ]);
    expect(littlestoneTheoremsFor('wm')[0]?.quantity).toBe('regret');
    expect(littlestoneTheoremsFor('soa-experts')[0]?.quantity).toBe('regret');
    expect(littlestoneTheoremsFor('nope')).toEqual([]);
    expect(littlestoneTheorems).toContain(vcLdimTheorem);
  });
});

// Independent small runs: a class on 5 points, its Ldim and VCdim by brute force, and the
// learners and adversaries played out; every theorem that applies must hold, line by line.

const N_POINTS = 5;
const popcount = (m: number): number => m.toString(2).split('1').length - 1;
/** Every labelling of 5 points with at most two 1s: |H| = 16, VCdim 2, Ldim 2. */
const CLASS = Array.from({ length: 1 << N_POINTS }, (_, m) => m).filter((m) => popcount(m) <= 2);
const bit = (h: number, x: number): 0 | 1 => ((h >> x) & 1) as 0 | 1;
const memo = new Map<string, number>();
function ldim(V: number[]): number {
  if (V.length <= 1) return V.length - 1;
  const key = V.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = 0;
  for (let x = 0; x < N_POINTS; x++) {
    const V1 = V.filter((h) => bit(h, x) === 1);
    const V0 = V.filter((h) => bit(h, x) === 0);
    if (V0.length && V1.length) best = Math.max(best, 1 + Math.min(ldim(V0), ldim(V1)));
  }
  memo.set(key, best);
  return best;
}
function vcdim(H: number[]): number {
  let best = 0;
  for (let S = 1; S < 1 << N_POINTS; S++)
    if (new Set(H.map((h) => h & S)).size === 1 << popcount(S)) best = Math.max(best, popcount(S));
  return best;
}
const soaPredict = (V: number[], x: number): 0 | 1 =>
  ldim(V.filter((h) => bit(h, x) === 1)) >= ldim(V.filter((h) => bit(h, x) === 0)) ? 1 : 0;
function predict(learner: string, V: number[], x: number): 0 | 1 {
  if (learner === 'consistent') return bit(V[0] ?? 0, x);
  if (learner === 'halving') return 2 * V.filter((h) => bit(h, x) === 1).length >= V.length ? 1 : 0;
  return soaPredict(V, x);
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function expectAllHold(theorems: Theorem[], n: LittlestoneNumbers, applying: string[]) {
  const x = littlestoneQuantities(n);
  for (const th of theorems) {
    const s = evaluate(th, x);
    expect(s.applies, `${th.id} at t = ${n.t}: ${s.failed?.reason}`).toBe(applying.includes(th.id));
    if (!s.applies) continue;
    expect(s.holds, `${th.id} at t = ${n.t}`).toBe(true);
    for (const p of th.proof) expect(p.holds(x), `${th.id}/${p.id} at t = ${n.t}`).toBe(true);
  }
}

describe('littlestone theorems on played-out runs', () => {
  const ldimH = ldim(CLASS);
  const vcH = vcdim(CLASS);
  const H = CLASS.length;

  it('the brute-force class: |H| = 16, Ldim 2, VCdim 2', () => {
    expect([H, ldimH, vcH]).toEqual([16, 2, 2]);
    expectAllHold([vcLdimTheorem], { ...base, H, ldimH, vcH }, ['littlestone-vc-ldim']);
  });

  it.each(['consistent', 'halving', 'soa'])('%s on realizable random streams', (learner) => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = rng(seed);
      const target = CLASS[Math.floor(r() * H)] as number;
      let V = CLASS;
      let loss = 0;
      let claimDrops = 0;
      const T = 12;
      for (let t = 1; t <= T; t++) {
        const x = Math.floor(r() * N_POINTS);
        const p = predict(learner, V, x);
        const y = bit(target, x);
        const before = ldim(V);
        V = V.filter((h) => bit(h, x) === y);
        if (p !== y) {
          loss++;
          if (ldim(V) < before) claimDrops++;
        }
        // Claim 12 is about SOA alone: the others leave its counts at 0.
        const soa = learner === 'soa' ? { soaMistakes: loss, claimDrops } : {};
        const n = { ...base, t, T, H, ldimH, vcH, ldimNow: ldim(V), ldimBefore: before };
        expectAllHold(littlestoneTheoremsFor(learner), { ...n, V: V.length, loss, ...soa }, [
          `littlestone-${learner}`,
        ]);
      }
    }
  });

  it.each(['consistent', 'halving', 'soa'])(
    'the tree adversary forces Ldim(H) mistakes on %s',
    (learner) => {
      let V = CLASS;
      let loss = 0;
      for (let t = 1; t <= 6; t++) {
        const before = ldim(V);
        // The root of a deepest shattered tree of V: a point both of whose sides keep Ldim − 1.
        const root = Array.from({ length: N_POINTS }, (_, x) => x).find((x) =>
          [0, 1].every((r) => ldim(V.filter((h) => bit(h, x) === r)) >= before - 1),
        );
        const x = before > 0 && root !== undefined ? root : 0;
        const p = predict(learner, V, x);
        const y = before > 0 ? 1 - p : bit(V[0] as number, x);
        V = V.filter((h) => bit(h, x) === y);
        if (p !== y) loss++;
        const n = { ...base, t, H, ldimH, vcH, ldimNow: ldim(V), ldimBefore: before, V: V.length };
        expectAllHold(littlestoneTheoremsFor(learner), { ...n, loss, treeTarget: 1 }, [
          `littlestone-${learner}`,
          'littlestone-tree-lower',
        ]);
      }
      expect(loss).toBeGreaterThanOrEqual(ldimH);
    },
  );

  it('the bisect adversary: a mistake every round on thresholds over [0, 1]', () => {
    let lo = 0;
    let hi = 1;
    let loss = 0;
    for (let t = 1; t <= 40; t++) {
      const x = (lo + hi) / 2;
      const p = x < 0.3 ? 1 : 0; // any deterministic rule
      const y = 1 - p;
      // h_a(x) = 1(x < a): label 1 keeps a > x, label 0 keeps a ≤ x.
      if (y === 1) lo = x;
      else hi = x;
      if (p !== y) loss++;
      expect(hi - lo).toBe(2 ** -t);
      const inf = { H: Infinity, V: Infinity, ldimH: Infinity, ldimNow: Infinity, vcH: 1 };
      expectAllHold(
        littlestoneTheoremsFor('consistent'),
        { ...base, ...inf, t, loss, bisectTarget: 1 },
        ['littlestone-bisect-lower'],
      );
    }
  });

  it('Weighted Majority over H on noisy labels: regret within ln|H|/η + ηt/2', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = rng(seed);
      const T = 300;
      const eta = Math.sqrt((2 * Math.log(H)) / T);
      const losses = CLASS.map(() => 0);
      let loss = 0;
      let brokeAt = 0;
      for (let t = 1; t <= T; t++) {
        const x = Math.floor(r() * N_POINTS);
        const w = losses.map((l) => Math.exp(-eta * l));
        const Z = w.reduce((a, b) => a + b, 0);
        const p = CLASS.reduce((a, h, i) => a + ((w[i] as number) / Z) * bit(h, x), 0);
        const y = r() < 0.5 ? 1 : 0;
        loss += Math.abs(p - y);
        CLASS.forEach((h, i) => (losses[i] = (losses[i] as number) + Math.abs(bit(h, x) - y)));
        const Lstar = Math.min(...losses);
        if (Lstar > 0 && brokeAt === 0) brokeAt = t;
        const n = { ...base, t, T, H, ldimH, vcH, loss, Lstar, eta, deterministic: 0 };
        expectAllHold(
          littlestoneTheoremsFor('wm'),
          { ...n, realizable: Lstar === 0 ? 1 : 0, brokeAt },
          ['littlestone-wm-regret'],
        );
      }
    }
  });

  it('the SOA experts: one mimics every h, there are N of them, and regret stays within Theorem 18', () => {
    const T = 24;
    // Every set of at most Ldim(H) flip rounds out of T.
    const flips: number[][] = [[]];
    for (let i = 0; i < T; i++) {
      flips.push([i]);
      for (let j = i + 1; j < T; j++) flips.push([i, j]);
    }
    expect(Math.log(flips.length)).toBeCloseTo(
      littlestoneQuantities({ ...base, T, ldimH }).lnN as number,
      12,
    );
    const r = rng(7);
    const xs = Array.from({ length: T }, () => Math.floor(r() * N_POINTS));
    const ys = xs.map(() => (r() < 0.5 ? 1 : 0));
    // Experts predict from the points alone, never the labels: their runs are fixed in advance.
    const advice = flips.map((S) => {
      let V = CLASS;
      return xs.map((x, s) => {
        const p = (S.includes(s) ? 1 - soaPredict(V, x) : soaPredict(V, x)) as 0 | 1;
        V = V.filter((h) => bit(h, x) === p);
        return p;
      });
    });
    for (const h of CLASS)
      expect(advice.some((a) => a.every((p, s) => p === bit(h, xs[s] as number)))).toBe(true);

    const eta = Math.sqrt((2 * Math.log(flips.length)) / T);
    const expertLoss = flips.map(() => 0);
    const hLoss = CLASS.map(() => 0);
    let loss = 0;
    for (let s = 0; s < T; s++) {
      const w = expertLoss.map((l) => Math.exp(-eta * l));
      const Z = w.reduce((a, b) => a + b, 0);
      const p = advice.reduce((a, e, i) => a + ((w[i] as number) / Z) * (e[s] as number), 0);
      const y = ys[s] as number;
      loss += Math.abs(p - y);
      advice.forEach(
        (e, i) => (expertLoss[i] = (expertLoss[i] as number) + Math.abs((e[s] as number) - y)),
      );
      CLASS.forEach(
        (h, i) => (hLoss[i] = (hLoss[i] as number) + Math.abs(bit(h, xs[s] as number) - y)),
      );
      const Lstar = Math.min(...hLoss);
      expect(Math.min(...expertLoss)).toBeLessThanOrEqual(Lstar);
      const n = { ...base, t: s + 1, T, H, ldimH, vcH, loss, Lstar, eta, deterministic: 0 };
      expectAllHold(
        littlestoneTheoremsFor('soa-experts'),
        { ...n, realizable: Lstar === 0 ? 1 : 0 },
        ['littlestone-soa-experts-regret'],
      );
    }
  });
});
