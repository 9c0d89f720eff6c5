import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stream, Target } from '../../engine/game';
import type { OcoLoss } from '../../engine/oco';
import { MarginDiskStream } from '../margin-disk';
import { OcoAdversary } from './adversary';
import { AlternatingStream } from './alternating';
import { HingeStream, hingeTarget } from './hinge';
import { LINEAR_SPREAD, LinearStream } from './linear';
import { LossListStream, MAX_LOSS_ENTRY } from './loss-list';
import { QuadraticStream } from './quadratic';
import { RegressionStream } from './regression';

const still: Target<null, Float64Array> = {
  predict: () => new Float64Array(2),
  weights: () => new Float64Array(2),
};

function draw(s: Stream<null, OcoLoss, Float64Array>, T: number, target = still): OcoLoss[] {
  const out: OcoLoss[] = [];
  for (let t = 1; t <= T; t++) {
    const r = s.next(t, target);
    if (!r) break;
    out.push({ ...r.outcome });
  }
  return out;
}

const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const radius = fc.double({ min: 1e-3, max: 1e3, noNaN: true });

describe('oco streams', () => {
  it('quadratic: centres in the disc of radius 0.4B around μ, ‖μ‖ = 0.6B, so ‖z‖ ≤ B', () => {
    fc.assert(
      fc.property(seed, radius, (s, B) => {
        const stream = new QuadraticStream({ seed: s, B });
        const [m0, m1] = stream.mu;
        expect(Math.hypot(m0, m1)).toBeCloseTo(0.6 * B, 12 - Math.max(0, Math.ceil(Math.log10(B))));
        let sum0 = 0;
        const zs = draw(stream, 2000);
        for (const f of zs) {
          expect(f.kind).toBe('quadratic');
          expect(Math.hypot(f.a0 - m0, f.a1 - m1)).toBeLessThanOrEqual(0.4 * B * (1 + 1e-12));
          expect(Math.hypot(f.a0, f.a1)).toBeLessThanOrEqual(B * (1 + 1e-12));
          sum0 += f.a0;
        }
        // Uniform in the disc: the mean is μ, up to a few standard errors (0.4B/2/√2000).
        expect(Math.abs(sum0 / 2000 - m0)).toBeLessThanOrEqual(0.03 * B);
      }),
      { numRuns: 30 },
    );
  });

  it('linear: unit vectors within 2π/3 of the mean direction', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const stream = new LinearStream({ seed: s });
        for (const f of draw(stream, 500)) {
          expect(Math.hypot(f.a0, f.a1)).toBeCloseTo(1, 14);
          const cos = f.a0 * Math.cos(stream.theta0) + f.a1 * Math.sin(stream.theta0);
          expect(cos).toBeGreaterThanOrEqual(Math.cos(LINEAR_SPREAD) - 1e-12);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('alternating: (−½, 0), (1, 0), (−1, 0), (1, 0), …', () => {
    const v = draw(new AlternatingStream(), 7).map((f) => [f.a0, f.a1]);
    expect(v).toEqual([
      [-0.5, 0],
      [1, 0],
      [-1, 0],
      [1, 0],
      [-1, 0],
      [1, 0],
      [-1, 0],
    ]);
  });

  it('adversary: the unit vector of the point about to be played, a seeded direction at 0', () => {
    const stream = new OcoAdversary({ seed: 3 });
    const w = Float64Array.of(3, -4);
    const target = { predict: () => w, weights: () => w };
    const f = stream.next(1, target).outcome;
    expect([f.a0, f.a1]).toEqual([0.6, -0.8]);
    const a = draw(new OcoAdversary({ seed: 3 }), 3);
    const b = draw(new OcoAdversary({ seed: 3 }), 3);
    expect(a).toEqual(b);
    for (const g of a) expect(Math.hypot(g.a0, g.a1)).toBeCloseTo(1, 14);
    expect(a[0]).not.toEqual(a[1]);
  });

  it('hinge: the perceptron lesson’s points, margin γ to the seeded unit w*', () => {
    fc.assert(
      fc.property(seed, fc.double({ min: 0.01, max: 0.9, noNaN: true }), (s, ratio) => {
        const R = 2;
        const gamma = ratio * R;
        const stream = new HingeStream({ seed: s, R, gamma });
        const ref = new MarginDiskStream({ seed: s, R, gamma, wstar: hingeTarget(s) });
        expect(Array.from(stream.wstar)).toEqual(Array.from(hingeTarget(s)));
        for (const f of draw(stream, 300)) {
          const p = ref.next();
          expect([f.a0, f.a1, f.b]).toEqual([p.input[0], p.input[1], p.outcome]);
          expect(Math.hypot(f.a0, f.a1)).toBeLessThanOrEqual(R * (1 + 1e-12));
          const [w0, w1] = stream.wstar;
          expect(f.b * ((w0 as number) * f.a0 + (w1 as number) * f.a1)).toBeGreaterThanOrEqual(
            gamma * (1 - 1e-9),
          );
        }
      }),
      { numRuns: 30 },
    );
  });

  it('regression: x in the disc of radius R, y = ⟨u°, x⟩ + noise, ‖u°‖ ≤ B', () => {
    fc.assert(
      fc.property(
        seed,
        radius,
        radius,
        fc.double({ min: 0, max: 2, noNaN: true }),
        (s, B, R, noise) => {
          const stream = new RegressionStream({ seed: s, B, R, noise });
          const [u0, u1] = stream.u;
          expect(Math.hypot(u0, u1)).toBeLessThanOrEqual(0.8 * B * (1 + 1e-12));
          for (const f of draw(stream, 300)) {
            expect(Math.hypot(f.a0, f.a1)).toBeLessThanOrEqual(R * (1 + 1e-12));
            expect(Math.abs(f.b - (u0 * f.a0 + u1 * f.a1))).toBeLessThanOrEqual(
              noise * (1 + 1e-9) + 1e-9 * B * R,
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('csv replays the list pass after pass; user waits at its end; entries are made finite', () => {
    const values = [1, 2, 3, 4];
    const csv = draw(new LossListStream('csv', { kind: 'linear', values }), 5).map((f) => [
      f.a0,
      f.a1,
    ]);
    expect(csv).toEqual([
      [1, 2],
      [3, 4],
      [1, 2],
      [3, 4],
      [1, 2],
    ]);
    const clicks = [0.5, 0.5];
    const user = new LossListStream('user', { kind: 'quadratic', values: clicks });
    expect(user.next()?.outcome).toMatchObject({ kind: 'quadratic', a0: 0.5, a1: 0.5 });
    expect(user.next()).toBeNull();
    clicks.push(-1, 1);
    expect(user.next()?.outcome).toMatchObject({ a0: -1, a1: 1 });
    const odd = draw(
      new LossListStream('csv', { kind: 'linear', values: [NaN, Infinity, -1e300, 2] }),
      2,
    );
    expect(odd.map((f) => [f.a0, f.a1])).toEqual([
      [0, MAX_LOSS_ENTRY],
      [-MAX_LOSS_ENTRY, 2],
    ]);
    expect(new LossListStream('csv', { kind: 'linear', values: [] }).next()).toBeNull();
  });

  it('every stream replays the same rounds after save and load', () => {
    const make = [
      () => new QuadraticStream({ seed: 5, B: 1 }),
      () => new LinearStream({ seed: 5 }),
      () => new AlternatingStream(),
      () => new OcoAdversary({ seed: 5 }),
      () => new HingeStream({ seed: 5, R: 1, gamma: 0.1 }),
      () => new RegressionStream({ seed: 5, B: 1, R: 1, noise: 0.2 }),
      () => new LossListStream('csv', { kind: 'linear', values: [1, 2, 3, 4, 5, 6] }),
    ];
    for (const m of make) {
      const a = m();
      draw(a, 7);
      const state = a.save();
      const first = [];
      for (let t = 8; t <= 12; t++) first.push({ ...a.next(t, still)?.outcome });
      a.load(state);
      const again = [];
      for (let t = 8; t <= 12; t++) again.push({ ...a.next(t, still)?.outcome });
      expect(again).toEqual(first);
    }
  });
});
