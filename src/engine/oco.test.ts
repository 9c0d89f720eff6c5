import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lipschitz,
  lossGradient,
  lossModel,
  lossSizeOnDisc,
  lossValue,
  ocoFamily,
  ocoLossKinds,
  strongConvexity,
  type OcoConstants,
  type OcoLoss,
} from './oco';

const num = (lo: number, hi: number) =>
  fc.integer({ min: Math.round(lo * 1000), max: Math.round(hi * 1000) }).map((k) => k / 1000);

const constants = fc.record({
  B: num(0.05, 5),
  lambda: num(0.01, 10),
  gamma: num(0.01, 2),
});

const loss = fc
  .record({
    kind: fc.constantFrom(...ocoLossKinds),
    a0: num(-3, 3),
    a1: num(-3, 3),
    y: fc.constantFrom(-1, 1),
    r: num(-3, 3),
  })
  .map(({ kind, a0, a1, y, r }): OcoLoss => ({ kind, a0, a1, b: kind === 'hinge' ? y : r }));

/** The formulas of the notes, written out again, independently of the engine's switch. */
function reference(f: OcoLoss, w0: number, w1: number, c: OcoConstants): number {
  const dot = w0 * f.a0 + w1 * f.a1;
  if (f.kind === 'linear') return dot;
  if (f.kind === 'quadratic') return (c.lambda / 2) * ((w0 - f.a0) ** 2 + (w1 - f.a1) ** 2);
  if (f.kind === 'hinge') return Math.max(0, c.gamma - f.b * dot);
  return (dot - f.b) ** 2;
}

/** A dense polar sample of the disc, boundary included. */
function discSample(B: number, radii = 60, angles = 720): [number, number][] {
  const pts: [number, number][] = [[0, 0]];
  for (let i = 1; i <= radii; i++)
    for (let j = 0; j < angles; j++) {
      const a = (2 * Math.PI * j) / angles;
      pts.push([((B * i) / radii) * Math.cos(a), ((B * i) / radii) * Math.sin(a)]);
    }
  return pts;
}

describe('oco losses', () => {
  it('value: the notes’ formulas, and the family charges it', () => {
    fc.assert(
      fc.property(loss, constants, num(-2, 2), num(-2, 2), (f, c, w0, w1) => {
        expect(lossValue(f, w0, w1, c)).toBeCloseTo(reference(f, w0, w1, c), 12);
        const model = lossModel(f.kind, c);
        expect(ocoFamily(model).loss(null, Float64Array.of(w0, w1), f)).toBe(
          lossValue(f, w0, w1, c),
        );
        // The hot loop's model is the same formulas, bit for bit.
        expect(model.value(f, w0, w1)).toBe(lossValue(f, w0, w1, c));
        expect(model.lipschitz(f)).toBe(lipschitz(f, c));
        const g = new Float64Array(2);
        const h = new Float64Array(2);
        model.gradient(f, w0, w1, g);
        lossGradient(f, w0, w1, c, h);
        expect(Array.from(g)).toEqual(Array.from(h));
      }),
    );
  });

  it('gradient: matches central finite differences (away from the hinge’s kink)', () => {
    fc.assert(
      fc.property(loss, constants, num(-2, 2), num(-2, 2), (f, c, w0, w1) => {
        if (f.kind === 'hinge') fc.pre(Math.abs(c.gamma - f.b * (w0 * f.a0 + w1 * f.a1)) > 1e-3);
        const g = new Float64Array(2);
        lossGradient(f, w0, w1, c, g);
        const h = 1e-6;
        const fd0 = (reference(f, w0 + h, w1, c) - reference(f, w0 - h, w1, c)) / (2 * h);
        const fd1 = (reference(f, w0, w1 + h, c) - reference(f, w0, w1 - h, c)) / (2 * h);
        const s = 1 + Math.abs(fd0) + Math.abs(fd1);
        expect(Math.abs((g[0] as number) - fd0)).toBeLessThanOrEqual(1e-6 * s);
        expect(Math.abs((g[1] as number) - fd1)).toBeLessThanOrEqual(1e-6 * s);
      }),
    );
  });

  it('subgradient: f(w′) ≥ f(w) + ⟨g, w′ − w⟩ everywhere, kinks included', () => {
    fc.assert(
      fc.property(loss, constants, num(-2, 2), num(-2, 2), num(-2, 2), num(-2, 2), (f, c, ...w) => {
        const [w0, w1, v0, v1] = w as [number, number, number, number];
        const g = new Float64Array(2);
        lossGradient(f, w0, w1, c, g);
        const lin =
          lossValue(f, w0, w1, c) + (g[0] as number) * (v0 - w0) + (g[1] as number) * (v1 - w1);
        expect(lossValue(f, v0, v1, c)).toBeGreaterThanOrEqual(lin - 1e-9 * (1 + Math.abs(lin)));
      }),
    );
  });

  it('Lipschitz constant: the sup of the gradient norm over a dense sample of the disc', () => {
    fc.assert(
      fc.property(loss, constants, (f, c) => {
        const L = lipschitz(f, c);
        const g = new Float64Array(2);
        let max = 0;
        for (const [w0, w1] of discSample(c.B, 30, 720)) {
          lossGradient(f, w0, w1, c, g);
          max = Math.max(max, Math.hypot(g[0] as number, g[1] as number));
        }
        expect(max).toBeLessThanOrEqual(L * (1 + 1e-12) + 1e-300);
        // Attained up to the sample's angular step (cos(π/720) ≈ 1 − 1e−5).
        expect(max).toBeGreaterThanOrEqual(L * (1 - 1e-4));
      }),
      { numRuns: 60 },
    );
  });

  it('loss size: bounds Σ_s max |f_s| over a dense sample of the disc, within 2t times it', () => {
    fc.assert(
      fc.property(fc.array(loss, { minLength: 1, maxLength: 6 }), constants, (fs, c0) => {
        const kind = (fs[0] as OcoLoss).kind;
        const c = { ...c0 };
        let G = 0;
        let sumX2 = 0;
        let sumY2 = 0;
        let brute = 0;
        for (const f0 of fs) {
          const f: OcoLoss = { ...f0, kind, b: kind === 'hinge' ? Math.sign(f0.b) || 1 : f0.b };
          G = Math.max(G, lipschitz(f, c));
          sumX2 += f.a0 * f.a0 + f.a1 * f.a1;
          sumY2 += f.b * f.b;
          let max = 0;
          for (const [w0, w1] of discSample(c.B, 20, 360))
            max = Math.max(max, Math.abs(reference(f, w0, w1, c)));
          brute += max;
        }
        const size = lossSizeOnDisc(kind, fs.length, G, c, sumX2, sumY2);
        expect(brute).toBeLessThanOrEqual(size * (1 + 1e-12) + 1e-300);
        // A bound, not a scale picked at random: no more than 2t times the largest loss.
        expect(size).toBeLessThanOrEqual(2 * fs.length * brute * 1.01 + 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it('strong convexity: the modulus holds and is the largest that does', () => {
    fc.assert(
      fc.property(loss, constants, (f, c) => {
        const mu = strongConvexity(f, c);
        expect(strongConvexity(f.kind, c)).toBe(mu);
        const g = new Float64Array(2);
        const pts = discSample(c.B, 4, 12);
        let tightest = Infinity;
        for (const [w0, w1] of pts)
          for (const [v0, v1] of pts) {
            const d2 = (v0 - w0) ** 2 + (v1 - w1) ** 2;
            if (d2 === 0) continue;
            lossGradient(f, w0, w1, c, g);
            const gap =
              lossValue(f, v0, v1, c) -
              lossValue(f, w0, w1, c) -
              (g[0] as number) * (v0 - w0) -
              (g[1] as number) * (v1 - w1);
            expect(gap).toBeGreaterThanOrEqual((mu / 2) * d2 - 1e-9 * (1 + Math.abs(gap)));
            tightest = Math.min(tightest, (2 * gap) / d2);
          }
        // Within a thousandth of the largest curvature: any larger modulus fails somewhere.
        const curvature = f.kind === 'squared' ? 2 * (f.a0 * f.a0 + f.a1 * f.a1) : mu;
        expect(tightest).toBeLessThanOrEqual(mu + 1e-3 * curvature + 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the exact Lipschitz constants of the notes’ examples', () => {
    const c = { B: 2, lambda: 3, gamma: 0.5 };
    expect(lipschitz({ kind: 'linear', a0: 3, a1: 4, b: 0 }, c)).toBe(5);
    expect(lipschitz({ kind: 'quadratic', a0: 3, a1: 4, b: 0 }, c)).toBe(3 * (2 + 5));
    expect(lipschitz({ kind: 'hinge', a0: 3, a1: 4, b: -1 }, c)).toBe(5);
    expect(lipschitz({ kind: 'squared', a0: 3, a1: 4, b: -1 }, c)).toBe(2 * (2 * 5 + 1) * 5);
  });
});
