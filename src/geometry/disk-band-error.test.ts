import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../engine/rng';
import { unitFromAngle } from '../engine/vec';
import { MarginDiskStream } from '../streams/margin-disk';
import { diskBandArea, diskBandError, wedgeArea } from './disk-band-error';

describe('the true error on the disk minus the band', () => {
  it('has the support’s area: πR² without a band, 0 when the band covers the disk', () => {
    expect(diskBandArea(2, 0)).toBeCloseTo(4 * Math.PI, 12);
    expect(diskBandArea(1, 1)).toBeCloseTo(0, 12);
    // Both wedges at θ = π are the whole support.
    for (const [R, g] of [
      [1, 0.1],
      [3, 2.5],
      [0.5, 0],
    ] as const)
      expect(2 * wedgeArea(Math.PI, R, g)).toBeCloseTo(diskBandArea(R, g), 10);
  });

  it('is θ/π without a band (a uniform disk), 0 at w*, 1 at −w* and at 0', () => {
    const ws: [number, number] = [1, 0];
    for (const theta of [0.1, 1, 2, 3])
      expect(diskBandError([Math.cos(theta), Math.sin(theta)], ws, 1, 0)).toBeCloseTo(
        theta / Math.PI,
        12,
      );
    expect(diskBandError([2, 0], ws, 1, 0.3)).toBe(0);
    expect(diskBandError([-1, 0], ws, 1, 0.3)).toBeCloseTo(1, 12);
    expect(diskBandError([0, 0], ws, 1, 0.3)).toBe(1);
    // Within arcsin(γ/R) of w* the wedge stays in the band: no error at all.
    expect(diskBandError([Math.cos(0.09), Math.sin(0.09)], ws, 1, 0.1)).toBe(0);
  });

  it('matches the wedge integral done numerically (midpoint rule in ψ)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        fc.double({ min: 1e-3, max: Math.PI, noNaN: true }),
        (R, ratio, theta) => {
          const g = ratio * R;
          const n = 20000;
          let s = 0;
          for (let i = 0; i < n; i++) {
            const psi = ((i + 0.5) * theta) / n;
            s += 0.5 * Math.max(R * R - (g * g) / Math.sin(psi) ** 2, 0);
          }
          const numeric = (s * theta) / n;
          expect(wedgeArea(theta, R, g)).toBeCloseTo(numeric, 3);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches a large sample of the stream itself (Monte Carlo, 4σ)', () => {
    for (const [seed, gamma, noise] of [
      [1, 0.1, 0],
      [2, 0.4, 0],
      [3, 0.2, 0.15],
    ] as const) {
      const wstar = unitFromAngle(new Rng(seed, 9).uniform(0, 2 * Math.PI));
      const ws: [number, number] = [wstar[0] ?? 0, wstar[1] ?? 0];
      const stream = new MarginDiskStream({ seed, R: 1.5, gamma, wstar, noise });
      const angle = new Rng(seed, 10).uniform(0, 2 * Math.PI);
      const w: [number, number] = [Math.cos(angle), Math.sin(angle)];
      const n = 200_000;
      let wrong = 0;
      for (let i = 0; i < n; i++) {
        const r = stream.next();
        const x = r.input;
        if (r.outcome * (w[0] * (x[0] ?? 0) + w[1] * (x[1] ?? 0)) <= 0) wrong++;
      }
      const p = diskBandError(w, ws, 1.5, gamma, noise);
      const sd = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(wrong / n - p)).toBeLessThanOrEqual(4 * sd + 1e-12);
    }
  });
});
