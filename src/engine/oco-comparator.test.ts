import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteMinOnDisc } from '../geometry/disc-brute.fixtures';
import { lossValue, type OcoLoss, type OcoLossKind } from './oco';
import { OcoComparator } from './oco-comparator';
import { makeLossSums } from './oco-sums';

const num = (lo: number, hi: number) =>
  fc.integer({ min: Math.round(lo * 1000), max: Math.round(hi * 1000) }).map((k) => k / 1000);

const setup = fc.record({
  kind: fc.constantFrom<OcoLossKind>('linear', 'quadratic', 'squared', 'hinge'),
  B: num(0.05, 3),
  lambda: num(0.05, 5),
  gamma: num(0.05, 1),
  rows: fc.array(fc.tuple(num(-3, 3), num(-3, 3), num(-2, 2), fc.boolean()), {
    minLength: 1,
    maxLength: 12,
  }),
});

function lossesOf(kind: OcoLossKind, rows: [number, number, number, boolean][]): OcoLoss[] {
  return rows.map(([a0, a1, r, s]) => ({
    kind,
    a0,
    a1,
    b: kind === 'hinge' ? (s ? 1 : -1) : kind === 'squared' ? r : 0,
  }));
}

describe('OcoComparator', () => {
  it('is the brute-force minimum over the disc of every prefix, plain and weighted', () => {
    fc.assert(
      fc.property(setup, ({ kind, B, lambda, gamma, rows }) => {
        const c = { B, lambda, gamma };
        const losses = lossesOf(kind, rows);
        const cmp = new OcoComparator({
          kind,
          ...c,
          wstar: null,
          weighted: true,
          capacity: losses.length,
        });
        losses.forEach((f, i) => {
          cmp.observe(null, f);
          const t = i + 1;
          const prefix = losses.slice(0, t);
          const F = (u0: number, u1: number) =>
            prefix.reduce((s, g) => s + lossValue(g, u0, u1, c), 0);
          const W = (u0: number, u1: number) =>
            prefix.reduce((s, g, j) => s + (j + 2) * lossValue(g, u0, u1, c), 0);
          // Only the last prefix gets the (slow) brute force; earlier ones are checked at their point.
          if (t < losses.length) {
            expect(cmp.value).toBeCloseTo(F(cmp.u0, cmp.u1), 8);
            return;
          }
          const scale = prefix.reduce(
            (s, g) =>
              s +
              Math.abs(lossValue(g, 0, 0, c)) +
              lossValue({ ...g, kind: 'linear' }, 1, 1, c) ** 2 +
              Math.abs(g.a0) +
              Math.abs(g.a1),
            1e-12,
          );
          for (const [value, u0, u1, G] of [
            [cmp.value, cmp.u0, cmp.u1, F],
            [cmp.wvalue, cmp.uw0, cmp.uw1, W],
          ] as const) {
            expect(Math.hypot(u0, u1)).toBeLessThanOrEqual(B * (1 + 1e-12));
            // The recorded loss is the sum at the recorded point...
            expect(Math.abs(value - G(u0, u1))).toBeLessThanOrEqual(1e-9 * scale * t);
            // ...and no point of the disc does better.
            const brute = bruteMinOnDisc(G, B, { radii: 60, angles: 180 });
            expect(value).toBeLessThanOrEqual(brute.value + 1e-8 * scale * t);
          }
          expect(cmp.lower).toBeLessThanOrEqual(cmp.value);
          expect(cmp.value - cmp.lower).toBeLessThanOrEqual(1e-8 * scale * t);
        });
      }),
      { numRuns: 120 },
    );
  });

  it('linear: u* = −B·S/‖S‖ with loss −B‖S‖, and 0 when S = 0', () => {
    const cmp = new OcoComparator({
      kind: 'linear',
      B: 2,
      lambda: 1,
      gamma: 1,
      wstar: null,
      weighted: false,
      capacity: 0,
    });
    cmp.observe(null, { kind: 'linear', a0: 3, a1: -4, b: 0 });
    expect([cmp.u0, cmp.u1, cmp.value]).toEqual([-1.2, 1.6, -10]);
    cmp.observe(null, { kind: 'linear', a0: -3, a1: 4, b: 0 });
    expect([cmp.u0, cmp.u1, cmp.value]).toEqual([0, 0, 0]);
  });

  it('quadratic: u* is the projected mean of the centres', () => {
    const cmp = new OcoComparator({
      kind: 'quadratic',
      B: 1,
      lambda: 2,
      gamma: 1,
      wstar: null,
      weighted: false,
      capacity: 0,
    });
    cmp.observe(null, { kind: 'quadratic', a0: 0.5, a1: 0, b: 0 });
    cmp.observe(null, { kind: 'quadratic', a0: 0.1, a1: 0.2, b: 0 });
    expect(cmp.u0).toBeCloseTo(0.3, 15);
    expect(cmp.u1).toBeCloseTo(0.1, 15);
    // (λ/2)(‖(0.2, −0.1)‖² + ‖(−0.2, 0.1)‖²) = 0.1.
    expect(cmp.value).toBeCloseTo(0.1, 15);
    cmp.observe(null, { kind: 'quadratic', a0: 6, a1: 8, b: 0 });
    // Mean (6.6, 8.2)/3, projected onto the unit disc.
    const n = Math.hypot(6.6, 8.2);
    expect(cmp.u0).toBeCloseTo(6.6 / n, 14);
    expect(cmp.u1).toBeCloseTo(8.2 / n, 14);
  });

  it('hinge on the separable stream: w* and Σ hinge(w*) = 0', () => {
    const cmp = new OcoComparator({
      kind: 'hinge',
      B: 1,
      lambda: 1,
      gamma: 0.2,
      wstar: [0.6, 0.8],
      weighted: true,
      capacity: 0,
    });
    cmp.observe(null, { kind: 'hinge', a0: 1, a1: 1, b: 1 });
    cmp.observe(null, { kind: 'hinge', a0: -1, a1: 0, b: -1 });
    expect([cmp.u0, cmp.u1, cmp.value, cmp.lower, cmp.hstar, cmp.wvalue]).toEqual([
      0.6, 0.8, 0, 0, 0, 0,
    ]);
    // A point inside the band: its hinge counts.
    cmp.observe(null, { kind: 'hinge', a0: 0.1, a1: 0, b: 1 });
    expect(cmp.hstar).toBeCloseTo(0.14, 15);
    expect(cmp.wvalue).toBeCloseTo(4 * 0.14, 15);
  });

  it('restores a checkpoint and replays the hinge solver from its memo', () => {
    const opts = {
      kind: 'hinge' as const,
      B: 0.3,
      lambda: 1,
      gamma: 0.5,
      wstar: null,
      weighted: true,
      capacity: 50,
    };
    const losses: OcoLoss[] = Array.from({ length: 50 }, (_, i) => ({
      kind: 'hinge',
      a0: Math.cos(i * 1.7),
      a1: Math.sin(i * 2.3),
      b: i % 4 === 0 ? -1 : 1,
    }));
    const a = new OcoComparator(opts);
    const states: number[][] = [];
    const results: number[][] = [];
    for (const f of losses) {
      a.observe(null, f);
      states.push(a.save());
      results.push([a.u0, a.u1, a.value, a.lower, a.uw0, a.uw1, a.wvalue]);
    }
    a.load(states[19]);
    for (const f of losses.slice(20)) a.observe(null, f);
    expect([a.u0, a.u1, a.value, a.lower, a.uw0, a.uw1, a.wvalue]).toEqual(results[49]);
    const fresh = new OcoComparator(opts);
    for (const f of losses) fresh.observe(null, f);
    expect(fresh.save()).toEqual(a.save());
  });

  it('keeps G (from which max ‖z‖ = G/λ − B), Σ Lip² and the last loss', () => {
    const cmp = new OcoComparator({
      kind: 'quadratic',
      B: 1,
      lambda: 2,
      gamma: 1,
      wstar: null,
      weighted: false,
      capacity: 0,
    });
    cmp.observe(null, { kind: 'quadratic', a0: 0.3, a1: 0.4, b: 0 });
    cmp.observe(null, { kind: 'quadratic', a0: 0, a1: -0.1, b: 0 });
    expect(cmp.G).toBeCloseTo(2 * 1.5, 15);
    expect(cmp.sumL2).toBeCloseTo(9 + 2.2 ** 2, 14);
    expect(cmp.G / 2 - 1).toBeCloseTo(0.5, 15);
    expect([cmp.last.a0, cmp.last.a1]).toEqual([0, -0.1]);
  });
});

describe('LossSums', () => {
  it('evaluates the weighted sum anywhere, as a direct sum does', () => {
    fc.assert(
      fc.property(setup, num(-2, 2), num(-2, 2), ({ kind, B, lambda, gamma, rows }, u0, u1) => {
        fc.pre(kind !== 'hinge');
        const c = { B, lambda, gamma };
        const sums = makeLossSums(kind as 'linear', lambda);
        const losses = lossesOf(kind, rows);
        losses.forEach((f, i) => sums.add(f, i + 2));
        const direct = losses.reduce((s, f, i) => s + (i + 2) * lossValue(f, u0, u1, c), 0);
        expect(sums.valueAt(u0, u1)).toBeCloseTo(direct, 8);
      }),
    );
  });

  it('adds FTRL’s regularizer: the minimiser of Σ f + ‖u‖²/(2η) beats a brute-force search', () => {
    fc.assert(
      fc.property(setup, num(0.01, 5), ({ kind, B, lambda, gamma, rows }, eta) => {
        fc.pre(kind !== 'hinge');
        const c = { B, lambda, gamma };
        const sums = makeLossSums(kind as 'linear', lambda);
        const losses = lossesOf(kind, rows);
        for (const f of losses) sums.add(f, 1);
        const out = new Float64Array(2);
        const tilde = new Float64Array(2);
        sums.minimise(B, eta, out, tilde);
        const F = (u0: number, u1: number) =>
          losses.reduce((s, f) => s + lossValue(f, u0, u1, c), 0) + (u0 * u0 + u1 * u1) / (2 * eta);
        const brute = bruteMinOnDisc(F, B, { radii: 60, angles: 180 });
        const scale = 1 + Math.abs(brute.value) + F(0, 0);
        expect(Math.hypot(out[0] as number, out[1] as number)).toBeLessThanOrEqual(B * (1 + 1e-12));
        expect(F(out[0] as number, out[1] as number)).toBeLessThanOrEqual(
          brute.value + 1e-9 * scale,
        );
        // The unconstrained minimiser has zero gradient (checked by central differences).
        const h = 1e-6;
        const t0 = tilde[0] as number;
        const t1 = tilde[1] as number;
        const G = (u0: number, u1: number) =>
          losses.reduce((s, f) => s + lossValue(f, u0, u1, c), 0) + (u0 * u0 + u1 * u1) / (2 * eta);
        const d0 = (G(t0 + h, t1) - G(t0 - h, t1)) / (2 * h);
        const d1 = (G(t0, t1 + h) - G(t0, t1 - h)) / (2 * h);
        expect(Math.abs(d0) + Math.abs(d1)).toBeLessThanOrEqual(1e-4 * scale);
      }),
    );
  });
});
