import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Column } from '../engine/trace';
import type { FiniteLearnerId } from '../learners/finite/registry';
import { LittlestoneScene, type LittlestoneConfig } from './littlestone';

/** Ldim by brute force over mistake trees (independent of the engine's memoised recursion). */
function bruteLdim(n: number, masks: readonly number[]): number {
  const grows = (hs: readonly number[], d: number): boolean => {
    if (hs.length === 0) return false;
    if (d === 0) return true;
    for (let x = 0; x < n; x++) {
      const zero = hs.filter((m) => ((m >>> x) & 1) === 0);
      const one = hs.filter((m) => ((m >>> x) & 1) === 1);
      if (grows(zero, d - 1) && grows(one, d - 1)) return true;
    }
    return false;
  };
  let d = 0;
  while (grows(masks, d + 1)) d++;
  return d;
}

const randomClass = fc
  .integer({ min: 2, max: 5 })
  .chain((n) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 2 ** n - 1 }), { minLength: 1, maxLength: 2 ** n })
      .map((masks) => ({ n, masks })),
  );

const config = (over: Partial<LittlestoneConfig>): LittlestoneConfig => ({
  lesson: 'littlestone',
  stream: 'tree',
  seed: 1,
  T: 30,
  cls: 'csv',
  n: 4,
  m: 16,
  noise: 0,
  learners: ['consistent', 'halving', 'soa'],
  csvClass: null,
  moves: [],
  ...over,
});

function play(c: LittlestoneConfig) {
  const scene = new LittlestoneScene(c);
  const batch = scene.advance(c.T);
  const col = (name: string) => batch.columns[name] as Column;
  const last = (name: string) => col(name)[batch.count - 1] ?? 0;
  return { scene, batch, col, last };
}

const deterministic: FiniteLearnerId[] = ['consistent', 'halving', 'soa'];

describe('the littlestone engine', () => {
  it('the tree adversary forces at least Ldim(H) mistakes on every deterministic learner it faces, and stays realizable', () => {
    fc.assert(
      fc.property(randomClass, fc.constantFrom(...deterministic), (H, first) => {
        const ldim = bruteLdim(H.n, H.masks);
        const others = deterministic.filter((id) => id !== first);
        const { last, scene } = play(
          config({ csvClass: { ...H, names: null }, learners: [first, ...others], T: ldim + 5 }),
        );
        expect(scene.meta.ldimH).toBe(ldim);
        expect(last('L0.cum')).toBeGreaterThanOrEqual(ldim);
        expect(last('Lstar')).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('on realizable streams SOA ≤ Ldim(H), Halving ≤ log₂|H|, Consistent ≤ |H| − 1, and each SOA mistake lowers Ldim(V)', () => {
    fc.assert(
      fc.property(
        randomClass,
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        fc.constantFrom('tree', 'user', 'random'),
        (H, pick, points, stream) => {
          const target = H.masks[pick % H.masks.length] as number;
          const moves = points.map((p) => {
            const x = p % H.n;
            return { x, y: ((target >>> x) & 1) as 0 | 1 };
          });
          const ldim = bruteLdim(H.n, H.masks);
          for (const order of [deterministic, [...deterministic].reverse()]) {
            const { last, scene } = play(
              config({
                stream: stream as LittlestoneConfig['stream'],
                csvClass: { ...H, names: null },
                learners: order,
                moves,
                T: 40,
              }),
            );
            const mistakes = (id: FiniteLearnerId) =>
              last(`L${scene.meta.learners.findIndex((l) => l.id === id)}.cum`);
            expect(last('Lstar')).toBe(0);
            expect(mistakes('soa')).toBeLessThanOrEqual(ldim);
            expect(mistakes('halving')).toBeLessThanOrEqual(Math.log2(H.masks.length) + 1e-12);
            expect(mistakes('consistent')).toBeLessThanOrEqual(H.masks.length - 1);
            expect(last('soaDrops')).toBe(last('soaM'));
            expect(last('soaM')).toBe(mistakes('soa'));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('Weighted Majority over H and the experts from SOA keep their regret bounds on noisy and adversarial streams', () => {
    fc.assert(
      fc.property(
        randomClass,
        fc.constantFrom('noisy', 'tree', 'random'),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 120 }),
        (H, stream, seed, T) => {
          const { scene, batch, col } = play(
            config({
              stream: stream as LittlestoneConfig['stream'],
              csvClass: { ...H, names: null },
              learners: ['wm', 'soa-experts'],
              noise: 0.2,
              seed,
              T,
            }),
          );
          // The best hypothesis in hindsight, recounted from the recorded rounds.
          const xs = col('x');
          const ys = col('y');
          const best = Math.min(
            ...H.masks.map((m) => {
              let wrong = 0;
              for (let i = 0; i < batch.count; i++)
                if (((m >>> (xs[i] as number)) & 1) !== ys[i]) wrong++;
              return wrong;
            }),
          );
          expect(col('Lstar')[batch.count - 1]).toBe(best);
          const ldim = bruteLdim(H.n, H.masks);
          // ln Σ_{L ≤ Ldim} C(T, L), summed exactly with BigInt.
          let c = 1n;
          let sum = 0n;
          for (let L = 0; L <= Math.min(ldim, T); L++) {
            if (L > 0) c = (c * BigInt(T - L + 1)) / BigInt(L);
            sum += c;
          }
          const lnN = Math.log(Number(sum));
          const regret = (k: number) => (col(`L${k}.cum`)[batch.count - 1] as number) - best;
          expect(regret(0)).toBeLessThanOrEqual(Math.sqrt(2 * Math.log(H.masks.length) * T) + 1e-9);
          expect(scene.meta.lnN).toBeCloseTo(lnN, 9);
          expect(regret(1)).toBeLessThanOrEqual(Math.sqrt(2 * lnN * T) + 1e-9);
          if (T >= ldim)
            expect(regret(1)).toBeLessThanOrEqual(
              Math.sqrt(2 * ldim * Math.log(Math.E * T) * T) + 1e-9,
            );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the experts from SOA are Weighted Majority over every expert, enumerated one by one', () => {
    fc.assert(
      fc.property(randomClass, fc.integer({ min: 1, max: 500 }), (H, seed) => {
        const T = 8;
        const { col, scene } = play(
          config({
            stream: 'noisy',
            noise: 0.3,
            seed,
            T,
            csvClass: { ...H, names: null },
            learners: ['soa-experts'],
          }),
        );
        const ldim = scene.meta.ldimH;
        const xs = Array.from(col('x'));
        const ys = Array.from(col('y'));
        // Every expert: a set of at most Ldim rounds where it flips SOA, run on its own labels.
        const eta = scene.meta.learners[0]?.eta ?? 0;
        const experts: number[][] = [];
        const subsets = (from: number, left: number, chosen: number[]) => {
          experts.push(chosen);
          if (left === 0) return;
          for (let r = from; r < T; r++) subsets(r + 1, left - 1, [...chosen, r]);
        };
        subsets(0, ldim, []);
        const preds = experts.map((flips) => {
          let V = H.masks.slice();
          return xs.map((x, t) => {
            const side = (y: number) => V.filter((m) => ((m >>> x) & 1) === y);
            const [l0, l1] = [bruteLdim(H.n, side(0)), bruteLdim(H.n, side(1))];
            const soa = l0 !== l1 ? (l1 > l0 ? 1 : 0) : side(1).length >= side(0).length ? 1 : 0;
            const p = flips.includes(t) ? 1 - soa : soa;
            V = side(p);
            return p;
          });
        });
        const losses = new Array<number>(experts.length).fill(0);
        const p = col('L0.p');
        for (let t = 0; t < T; t++) {
          let all = 0;
          let ones = 0;
          preds.forEach((pr, i) => {
            const w = Math.exp(-eta * (losses[i] as number));
            all += w;
            ones += w * (pr[t] as number);
          });
          expect(p[t]).toBeCloseTo(ones / all, 5);
          preds.forEach((pr, i) => {
            if (pr[t] !== ys[t]) losses[i] = (losses[i] as number) + 1;
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('on thresholds over [0, 1] the bisecting adversary makes the first learner err every round', () => {
    for (const first of deterministic) {
      const { last, scene } = play(config({ stream: 'bisect', learners: [first], T: 200 }));
      expect(last('L0.cum')).toBe(200);
      expect(scene.meta.H).toBe(Infinity);
      expect(scene.meta.excluded).toEqual([]);
    }
    const { scene } = play(config({ stream: 'bisect', learners: ['soa', 'wm', 'soa-experts'] }));
    expect(scene.meta.excluded.map((e) => e.id)).toEqual(['wm', 'soa-experts']);
  });

  it('replays any round exactly: the state at t equals a fresh run stopped at t', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tree', 'noisy', 'random'),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (stream, seed, t) => {
          const c = config({
            stream: stream as LittlestoneConfig['stream'],
            cls: 'intervals',
            n: 7,
            seed,
            T: 600,
            noise: 0.2,
            learners: ['soa', 'wm', 'soa-experts'],
          });
          const full = new LittlestoneScene(c);
          full.advance(600);
          const past = full.stateAt(t);
          const fresh = new LittlestoneScene(c);
          fresh.advance(t);
          const now = fresh.stateAt(t);
          expect(Array.from(past.alive)).toEqual(Array.from(now.alive));
          expect(Array.from(past.diedAt)).toEqual(Array.from(now.diedAt));
          expect(past.path).toEqual(now.path);
          expect(past.weights).toEqual(now.weights);
          expect(past.expertGroups).toBe(now.expertGroups);
          // And the frontier is left where it was.
          expect(full.stateAt(600).t).toBe(600);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reports the class it was asked for, and says what it changed', () => {
    const all = new LittlestoneScene(config({ cls: 'all', n: 14 }));
    expect(all.meta.n).toBe(10);
    expect(all.meta.H).toBe(1024);
    expect(all.meta.notes[0]).toMatch(/n = 10/);
    const random = new LittlestoneScene(config({ cls: 'random', n: 3, m: 100 }));
    expect(random.meta.H).toBe(8);
    const empty = new LittlestoneScene(config({ cls: 'csv', csvClass: null }));
    expect(empty.done).toBe(false);
    const waiting = empty.advance(10);
    expect(waiting.count).toBe(0);
    expect(waiting.waiting).toBe(true);
  });
});
