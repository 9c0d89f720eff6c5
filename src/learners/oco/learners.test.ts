import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteMinOnDisc } from '../../geometry/disc-brute.fixtures';
import { lossGradient, lossValue, type OcoLoss, type OcoLossKind } from '../../engine/oco';
import { makeOcoLearner, ocoLearnerIds, ocoStep, type OcoLearnerId } from './registry';

const num = (lo: number, hi: number) =>
  fc.integer({ min: Math.round(lo * 1000), max: Math.round(hi * 1000) }).map((k) => k / 1000);

const run = fc.record({
  kind: fc.constantFrom<OcoLossKind>('linear', 'quadratic', 'squared', 'hinge'),
  B: num(0.05, 3),
  lambda: num(0.05, 5),
  gamma: num(0.05, 1),
  eta: num(0.01, 3),
  rows: fc.array(fc.tuple(num(-3, 3), num(-3, 3), num(-2, 2), fc.boolean()), {
    minLength: 1,
    maxLength: 15,
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

/** Plays a learner alone on a list of losses; returns the points it played, w_0 … w_T. */
function playLearner(
  id: OcoLearnerId,
  kind: OcoLossKind,
  c: { B: number; lambda: number; gamma: number },
  eta: number,
  losses: OcoLoss[],
) {
  const l = makeOcoLearner(id, c, eta, kind);
  const points: [number, number][] = [[0, 0]];
  const tildes: [number, number][] = [];
  const auxes: number[] = [];
  for (const f of losses) {
    const w = l.predict(null);
    const loss = lossValue(f, w[0] as number, w[1] as number, c);
    l.update(null, w, f, loss);
    const next = l.weights();
    points.push([next[0] as number, next[1] as number]);
    tildes.push([l.tilde[0] as number, l.tilde[1] as number]);
    auxes.push(l.aux);
  }
  return { learner: l, points, tildes, auxes };
}

describe('gradient learners', () => {
  it('take the projected step w_t = Π(w_{t−1} − η_t g_t) with their schedule (an independent re-implementation)', () => {
    fc.assert(
      fc.property(
        run,
        fc.constantFrom<OcoLearnerId>('ogd', 'ogd-sqrt', 'ogd-sc', 'ogd-weighted'),
        ({ kind, B, lambda, gamma, eta, rows }, id) => {
          const c = { B, lambda, gamma };
          const losses = lossesOf(kind, rows);
          const { points, tildes, auxes } = playLearner(id, kind, c, eta, losses);
          let w: [number, number] = [0, 0];
          let wcum = 0;
          losses.forEach((f, i) => {
            const t = i + 1;
            const step =
              id === 'ogd'
                ? eta
                : id === 'ogd-sqrt'
                  ? eta / Math.sqrt(t)
                  : id === 'ogd-sc'
                    ? 1 / (lambda * t)
                    : 2 / (lambda * (t + 1));
            expect(ocoStep(id, t, eta, lambda)).toBe(step);
            // The gradients of the notes, written out again.
            const dot = w[0] * f.a0 + w[1] * f.a1;
            const g: [number, number] =
              kind === 'linear'
                ? [f.a0, f.a1]
                : kind === 'quadratic'
                  ? [lambda * (w[0] - f.a0), lambda * (w[1] - f.a1)]
                  : kind === 'squared'
                    ? [2 * (dot - f.b) * f.a0, 2 * (dot - f.b) * f.a1]
                    : f.b * dot < gamma
                      ? [-f.b * f.a0, -f.b * f.a1]
                      : [0, 0];
            wcum += (t + 1) * lossValue(f, w[0], w[1], c);
            const tilde: [number, number] = [w[0] - step * g[0], w[1] - step * g[1]];
            const n = Math.hypot(...tilde);
            w = n > B ? [(tilde[0] * B) / n, (tilde[1] * B) / n] : tilde;
            expect(tildes[i]?.[0]).toBeCloseTo(tilde[0], 9);
            expect(tildes[i]?.[1]).toBeCloseTo(tilde[1], 9);
            expect(points[t]?.[0]).toBeCloseTo(w[0], 9);
            expect(points[t]?.[1]).toBeCloseTo(w[1], 9);
            if (id === 'ogd-weighted') expect(auxes[i]).toBeCloseTo(wcum, 6);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('track the largest gradient norm at the points played', () => {
    fc.assert(
      fc.property(run, ({ kind, B, lambda, gamma, eta, rows }) => {
        const c = { B, lambda, gamma };
        const losses = lossesOf(kind, rows);
        const { learner, points } = playLearner('ogd', kind, c, eta, losses);
        const g = new Float64Array(2);
        let max = 0;
        losses.forEach((f, i) => {
          const [w0, w1] = points[i] as [number, number];
          lossGradient(f, w0, w1, c, g);
          max = Math.max(max, Math.hypot(g[0] as number, g[1] as number));
        });
        expect(learner.gobs).toBeCloseTo(max, 9);
      }),
    );
  });

  it('the perceptron steps only on mistakes (y⟨w, x⟩ ≤ 0) and counts them', () => {
    fc.assert(
      fc.property(run, ({ B, lambda, gamma, eta, rows }) => {
        const c = { B, lambda, gamma };
        const losses = lossesOf('hinge', rows);
        const { points, auxes } = playLearner('perceptron', 'hinge', c, eta, losses);
        let M = 0;
        losses.forEach((f, i) => {
          const [w0, w1] = points[i] as [number, number];
          const mistake = f.b * (w0 * f.a0 + w1 * f.a1) <= 0;
          if (mistake) M++;
          expect(auxes[i]).toBe(M);
          if (!mistake) expect(points[i + 1]).toEqual(points[i]);
        });
      }),
    );
  });
});

describe('follow the (regularized) leader', () => {
  it('FTL plays a brute-force minimiser of the losses so far; FTRL adds ‖w‖²/(2η)', () => {
    fc.assert(
      fc.property(run, fc.boolean(), ({ kind, B, lambda, gamma, eta, rows }, regularized) => {
        fc.pre(kind !== 'hinge');
        const c = { B, lambda, gamma };
        const losses = lossesOf(kind, rows).slice(0, 6);
        const id = regularized ? 'ftrl' : 'ftl';
        const { points, auxes } = playLearner(id, kind, c, eta, losses);
        expect(points[0]).toEqual([0, 0]);
        const t = losses.length;
        const F = (u0: number, u1: number) =>
          losses.reduce((s, f) => s + lossValue(f, u0, u1, c), 0) +
          (regularized ? (u0 * u0 + u1 * u1) / (2 * eta) : 0);
        const brute = bruteMinOnDisc(F, B, { radii: 50, angles: 144 });
        const [w0, w1] = points[t] as [number, number];
        const scale =
          1 +
          Math.abs(brute.value) +
          losses.reduce(
            (s, f) => s + Math.abs(lossValue(f, 0, 0, c)) + Math.hypot(f.a0, f.a1) * (1 + B),
            0,
          );
        expect(Math.hypot(w0, w1)).toBeLessThanOrEqual(B * (1 + 1e-12));
        expect(F(w0, w1)).toBeLessThanOrEqual(brute.value + 1e-8 * scale);
        // Lemma 21's stability sum, recomputed from the points played.
        let look = 0;
        losses.forEach((f, i) => {
          const [a0, a1] = points[i] as [number, number];
          const [b0, b1] = points[i + 1] as [number, number];
          look += lossValue(f, a0, a1, c) - lossValue(f, b0, b1, c);
          expect(auxes[i]).toBeCloseTo(look, 8);
        });
      }),
      { numRuns: 120 },
    );
  });

  it('FTL plays 0 while the linear losses cancel, and the least-norm minimiser on a segment', () => {
    const c = { B: 5, lambda: 1, gamma: 1 };
    const lin = playLearner('ftl', 'linear', c, 1, [
      { kind: 'linear', a0: 1, a1: 2, b: 0 },
      { kind: 'linear', a0: -1, a1: -2, b: 0 },
    ]);
    expect(lin.points[2]).toEqual([0, 0]);
    // One squared loss (⟨w, x⟩ − y)², x = (3, 4), y = 5: minimisers on ⟨w, x⟩ = 5; least norm x/5.
    const sq = playLearner('ftl', 'squared', c, 1, [{ kind: 'squared', a0: 3, a1: 4, b: 5 }]);
    expect(sq.points[1]?.[0]).toBeCloseTo(0.6, 12);
    expect(sq.points[1]?.[1]).toBeCloseTo(0.8, 12);
  });

  it('refuses hinges', () => {
    expect(() => makeOcoLearner('ftl', { B: 1, lambda: 1, gamma: 1 }, 1, 'hinge')).toThrow();
  });
});

describe('every learner', () => {
  it('saves and restores its whole state', () => {
    fc.assert(
      fc.property(
        run,
        fc.constantFrom(...ocoLearnerIds),
        ({ kind, B, lambda, gamma, eta, rows }, id) => {
          const k: OcoLossKind =
            id === 'perceptron'
              ? 'hinge'
              : id === 'ftl' || id === 'ftrl'
                ? kind === 'hinge'
                  ? 'linear'
                  : kind
                : kind;
          const c = { B, lambda, gamma };
          const losses = lossesOf(k, rows);
          const half = Math.floor(losses.length / 2);
          const a = makeOcoLearner(id, c, eta, k);
          const step = (l: typeof a, f: OcoLoss) => {
            const w = l.predict(null);
            l.update(null, w, f, lossValue(f, w[0] as number, w[1] as number, c));
          };
          losses.slice(0, half).forEach((f) => step(a, f));
          const b = makeOcoLearner(id, c, eta, k);
          b.load(a.save());
          losses.slice(half).forEach((f) => {
            step(a, f);
            step(b, f);
          });
          expect(b.save()).toEqual(a.save());
        },
      ),
    );
  });
});
