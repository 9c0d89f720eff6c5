import { describe, expect, it } from 'vitest';
import { GibbsHedge } from './gibbs';
import { makeGrid } from './grid';
import { logPrior } from './prior';

describe('GibbsHedge', () => {
  it('keeps p_t and Z_t exact when e^{−ηL} underflows (ηL in the hundreds of thousands)', () => {
    const grid = makeGrid(1, 3, 0, 1);
    const h = new GibbsHedge(
      grid,
      logPrior(grid, { kind: 'uniform', mu: 0, sd: 1, floor: 0 }),
      1000,
    );
    // Cell 1 loses 1000 less than the others in total: p_t is all but one-hot on it.
    for (let t = 0; t < 1000; t++) h.update(Float64Array.of(1, 0, 1));
    expect(h.p[1]).toBe(1);
    expect(h.p[0]).toBe(0);
    // Z_t = −ln((1 + 2e^{−10⁶})/3) = ln 3 up to e^{−10⁶}.
    expect(h.Z).toBeCloseTo(Math.log(3), 12);
    const s = h.stats();
    expect(s.KL).toBeCloseTo(Math.log(3), 12);
    expect(s.entropy).toBe(0);
  });

  it('Proposition 15: E_{p_t} L + KL(p_t‖p₀)/η equals Z_t/η, and p₀ or a point mass give more', () => {
    const grid = makeGrid(1, 5, 0, 1);
    const lp0 = logPrior(grid, { kind: 'gaussian', mu: 0.3, sd: 0.2, floor: 0 });
    const eta = 0.7;
    const h = new GibbsHedge(grid, lp0, eta);
    h.update(Float64Array.of(0.2, 0.9, 0.1, 0.5, 0.4));
    h.update(Float64Array.of(0.6, 0.1, 0.3, 0.8, 0.0));
    // By hand: L = (0.8, 1, 0.4, 1.3, 0.4); Z = −ln Σ p₀ e^{−ηL}.
    const L = [0.8, 1, 0.4, 1.3, 0.4];
    const p0 = Array.from(lp0, Math.exp);
    const Z = -Math.log(p0.reduce((a, q, i) => a + q * Math.exp(-eta * (L[i] as number)), 0));
    expect(h.Z).toBeCloseTo(Z, 14);
    const s = h.stats();
    expect(s.EpL + s.KL / eta).toBeCloseTo(Z / eta, 12);
    expect(s.EpriorL).toBeGreaterThanOrEqual(Z / eta);
    expect(s.pointMass).toBeGreaterThanOrEqual(Z / eta);
    expect(s.Lmin).toBeCloseTo(0.4, 14);
    expect(s.argmin).toBe(2);
  });

  it('samples by the distribution function', () => {
    const grid = makeGrid(1, 4, 0, 1);
    const h = new GibbsHedge(grid, logPrior(grid, { kind: 'uniform', mu: 0, sd: 1, floor: 0 }), 1);
    expect([0, 0.24, 0.26, 0.74, 0.76, 0.999999].map((u) => h.sample(u))).toEqual([
      0, 0, 1, 2, 3, 3,
    ]);
  });
});
