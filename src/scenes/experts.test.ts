import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import type { ExpertLearnerId } from '../learners/experts/registry';
import { ExpertsScene, expertsStreams, type ExpertsConfig } from './experts';
import { makeScene } from './registry';

export function config(patch: Partial<ExpertsConfig> = {}): ExpertsConfig {
  return {
    lesson: 'experts',
    stream: 'iid',
    seed: 1,
    T: 500,
    d: 10,
    learners: ['consistent', 'halving', 'wm', 'mwu', 'hedge'],
    epsilon: 0.1,
    eta: 0.2,
    matrix: null,
    ...patch,
  };
}

/** Runs a scene to T (or until it waits) and returns it with its full trace. */
export function play(c: ExpertsConfig, batch = 997): { scene: ExpertsScene; trace: Trace } {
  const scene = new ExpertsScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) {
    const b = scene.advance(batch);
    trace.append(b);
    if (b.waiting) break;
  }
  return { scene, trace };
}

function columns(trace: Trace): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const s of trace.specs) out[s.name] = Array.from(trace.column(s.name) ?? []);
  return out;
}

const LOG2_43 = Math.log2(4 / 3);
const TOL = 1e-9;

/** Every raw bound of the notes, checked at every round of a trace (plain loops: 10⁵ rounds). */
function checkBounds(scene: ExpertsScene, trace: Trace, realizable: boolean): void {
  const { d, epsilon, eta } = scene.meta;
  const Lstar = trace.column('Lstar') as Float64Array;
  scene.meta.learners.forEach(({ id }, k) => {
    const cum = trace.column(`L${k}.cum`) as Float64Array;
    const bound = (t: number, L: number): number => {
      switch (id) {
        case 'wm':
          return (L + Math.log2(d)) / LOG2_43;
        case 'mwu':
          return (1 + epsilon) * L + Math.log(d) / epsilon;
        case 'hedge':
          return L + Math.log(d) / eta + (eta * t) / 8;
        case 'halving':
          return realizable ? Math.log2(d) : Infinity;
        case 'consistent':
          return realizable ? d - 1 : Infinity;
      }
    };
    for (let t = 1; t <= trace.length; t++) {
      const observed = cum[t - 1] as number;
      const b = bound(t, Lstar[t - 1] as number);
      if (!(observed <= b + TOL * (1 + t)))
        expect.fail(`${id} (L${k}) at t = ${t}: ${observed} > bound ${b}`);
    }
  });
}

const learnerArb = fc.shuffledSubarray(
  ['consistent', 'halving', 'wm', 'mwu', 'hedge'] as ExpertLearnerId[],
  {
    minLength: 1,
  },
);

describe('experts scene', () => {
  it('describes its columns and learners', () => {
    const { scene } = play(config({ T: 10 }));
    expect(scene.meta.d).toBe(10);
    expect(scene.meta.T).toBe(10);
    expect(scene.meta.excluded).toEqual([]);
    expect(scene.meta.learners.map((l) => [l.id, l.deterministic])).toEqual([
      ['consistent', true],
      ['halving', true],
      ['wm', true],
      ['mwu', false],
      ['hedge', false],
    ]);
    const names = scene.meta.columns.map((c) => `${c.name}:${c.type}`);
    expect(names.slice(0, 7)).toEqual([
      'label:i8',
      'best:i32',
      'Lstar:f64',
      'L0.loss:f64',
      'L0.cum:f64',
      'L0.logW:f64',
      'L0.top:i32',
    ]);
    expect(names).toHaveLength(3 + 4 * 5);
    expect(play(config({ stream: 'switching', T: 10 })).scene.meta.columns[3]?.name).toBe('leader');
  });

  it('gives the same trace for the same seed, on every stream', () => {
    const matrix = { d: 3, values: [0, 1, 0.5, 1, 0.2, 0] };
    for (const stream of expertsStreams) {
      const c = config({ stream, seed: 12, T: 3000, matrix });
      const a = columns(play(c).trace);
      expect(columns(play(c, 311).trace)).toEqual(a);
      if (stream !== 'csv') expect(columns(play({ ...c, seed: 13 }).trace)).not.toEqual(a);
    }
  });

  it('keeps the bookkeeping consistent: cumulative sums, L*, the best expert', () => {
    const { scene, trace } = play(config({ T: 2000 }));
    for (let k = 0; k < 5; k++) {
      let cum = 0;
      for (let t = 1; t <= 2000; t++) {
        cum += trace.at(`L${k}.loss`, t);
        expect(trace.at(`L${k}.cum`, t)).toBeCloseTo(cum, 9);
      }
    }
    for (const t of [1, 17, 1024, 1999, 2000]) {
      const s = scene.stateAt(t);
      expect(s.t).toBe(t);
      expect(s.comparatorLoss).toBe(Math.min(...s.expertLosses));
      expect(trace.at('Lstar', t)).toBe(s.comparatorLoss);
      expect(trace.at('best', t)).toBe(s.expertLosses.indexOf(s.comparatorLoss));
      s.cumLoss.forEach((c, k) => expect(c).toBe(trace.at(`L${k}.cum`, t)));
      // Hedge's weights and potential are functions of the experts' losses alone.
      const eta = scene.meta.eta;
      const m = Math.min(...s.expertLosses);
      const w = s.expertLosses.map((L) => Math.exp(-eta * (L - m)));
      const z = w.reduce((a, b) => a + b, 0);
      const p = s.weights[4] as number[];
      w.forEach((x, i) => expect(Math.abs((p[i] as number) - x / z)).toBeLessThan(1e-12));
      expect(trace.at('L4.logW', t)).toBeCloseTo(-eta * m + Math.log(z), 9);
      expect(trace.at('L4.top', t)).toBe(p.indexOf(Math.max(...p)));
    }
  });

  it('seeks by replay to exactly the state of a straight run, then returns to the frontier', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...expertsStreams),
        fc.nat(),
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 4 }),
        (stream, seed, d, ts) => {
          const values = Array.from({ length: 7 * d }, (_, i) => ((i * 37) % 11) / 10);
          const c = config({ stream, seed, d, T: 3000, matrix: { d, values } });
          const scene = new ExpertsScene(c);
          const straight = new ExpertsScene(c);
          const trace = new Trace(scene.meta.columns, c.T);
          trace.append(scene.advance(2100));
          for (const t of ts) {
            const want = Math.min(t, 2100);
            const fresh = new ExpertsScene(c);
            fresh.advance(want);
            expect(scene.stateAt(t)).toEqual(fresh.stateAt(want));
          }
          trace.append(scene.advance(900));
          const all = new Trace(straight.meta.columns, c.T);
          all.append(straight.advance(3000));
          expect(columns(trace)).toEqual(columns(all));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('holds every raw bound on random streams, at every round', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('realizable', 'iid', 'switching'),
        fc.nat(),
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.double({ min: 1e-6, max: 0.5, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e3, noNaN: true }),
        (stream, seed, d, T, epsilon, eta) => {
          const { scene, trace } = play(config({ stream, seed, d, T, epsilon, eta }));
          checkBounds(scene, trace, stream === 'realizable');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('realizable: Consistent ≤ d − 1 and Halving ≤ log₂ d mistakes', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 1, max: 1500 }),
        (seed, d, T) => {
          const { trace } = play(
            config({ stream: 'realizable', seed, d, T, learners: ['consistent', 'halving'] }),
          );
          expect(trace.at('Lstar', T)).toBe(0);
          expect(trace.at('L0.cum', T)).toBeLessThanOrEqual(d - 1);
          expect(trace.at('L1.cum', T)).toBeLessThanOrEqual(Math.log2(d));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('the adversary makes a deterministic first learner err every round: regret ≥ T/2', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ExpertLearnerId>('consistent', 'halving', 'wm'),
        learnerArb,
        fc.nat(),
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 2000 }),
        (first, others, seed, d, T) => {
          const { scene, trace } = play(
            config({ stream: 'adversary', seed, d, T, learners: [first, ...others] }),
          );
          for (let t = 1; t <= T; t++) expect(trace.at('L0.loss', t)).toBe(1);
          expect(trace.at('L0.cum', T)).toBe(T);
          expect(trace.at('Lstar', T)).toBeLessThanOrEqual(T / 2);
          expect(trace.at('L0.cum', T) - trace.at('Lstar', T)).toBeGreaterThanOrEqual(T / 2);
          checkBounds(scene, trace, false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('against Hedge or MWU the adversary gets expected loss ≥ T/2, but regret ≤ √(T ln d/2)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ExpertLearnerId>('hedge', 'mwu'),
        fc.nat(),
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 3000 }),
        (first, seed, d, T) => {
          const eta = Math.sqrt((8 * Math.log(d)) / T);
          // On 0/1 losses MWU with 1 − ε = e^{−η} is Hedge with η; ε must stay ≤ ½.
          const epsilon = Math.min(0.5, -Math.expm1(-eta));
          const { scene, trace } = play(
            config({ stream: 'adversary', seed, d, T, eta, epsilon, learners: [first, 'wm'] }),
          );
          for (let t = 1; t <= T; t++)
            expect(trace.at('L0.loss', t)).toBeGreaterThanOrEqual(0.5 - 1e-12);
          expect(trace.at('L0.cum', T)).toBeGreaterThanOrEqual(T / 2 - 1e-9);
          const regret = trace.at('L0.cum', T) - trace.at('Lstar', T);
          if (first === 'hedge' || epsilon < 0.5)
            expect(regret).toBeLessThanOrEqual(Math.sqrt((T * Math.log(d)) / 2) + 1e-6);
          checkBounds(scene, trace, false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('on a loss matrix: leaves out the label-voting learners and keeps the regret bounds', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 1e-3, max: 0.5, noNaN: true }),
        fc.double({ min: 1e-3, max: 50, noNaN: true }),
        (seed, d, rows, epsilon, eta) => {
          let x = seed;
          const values = Array.from({ length: rows * d }, () => {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            return (x >>> 8) / 2 ** 24;
          });
          const { scene, trace } = play(
            config({ stream: 'csv', seed, d: 999, T: 700, epsilon, eta, matrix: { d, values } }),
          );
          expect(scene.meta.d).toBe(d);
          expect(scene.meta.learners.map((l) => l.id)).toEqual(['mwu', 'hedge']);
          expect(scene.meta.excluded.map((e) => e.id)).toEqual(['consistent', 'halving', 'wm']);
          for (const e of scene.meta.excluded) expect(e.reason).toMatch(/loss matrix/);
          expect(trace.length).toBe(700);
          for (let t = 1; t <= 700; t++) expect(trace.at('label', t)).toBe(0);
          checkBounds(scene, trace, false);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('waits without rows, and is done at once with no learner able to play', () => {
    const empty = new ExpertsScene(config({ stream: 'csv', matrix: null }));
    const b = empty.advance(100);
    expect(b.count).toBe(0);
    expect(b.waiting).toBe(true);
    const none = new ExpertsScene(
      config({ stream: 'csv', learners: ['wm'], matrix: { d: 2, values: [0, 1] } }),
    );
    expect(none.done).toBe(true);
    expect(none.advance(10).count).toBe(0);
    expect(none.meta.excluded).toHaveLength(1);
    const unknown = new ExpertsScene(config({ learners: ['hedge', 'nope' as ExpertLearnerId] }));
    expect(unknown.meta.learners.map((l) => l.id)).toEqual(['hedge']);
    expect(unknown.meta.excluded).toEqual([{ id: 'nope', reason: "there is no learner 'nope'" }]);
    // A matrix too narrow to be experts (the parser rejects it) is no data, not NaN.
    const narrow = new ExpertsScene(
      config({ stream: 'csv', d: 4, learners: ['hedge'], matrix: { d: 1, values: [0, 1] } }),
    );
    expect(narrow.meta.d).toBe(4);
    expect(narrow.advance(10)).toMatchObject({ count: 0, waiting: true });
  });

  it('is reachable through makeScene', async () => {
    const scene = await makeScene(config({ T: 5 }));
    expect(scene).toBeInstanceOf(ExpertsScene);
    expect(scene.advance(10).count).toBe(5);
  });

  it('stays finite and normalized at the extremes of η, ε and d', { timeout: 120_000 }, () => {
    const cases: Partial<ExpertsConfig>[] = [
      { stream: 'iid', d: 1000, T: 20_000, eta: 1e3, epsilon: 1e-6 },
      { stream: 'switching', d: 1000, T: 20_000, eta: 1e-6, epsilon: 0.5 },
      {
        stream: 'realizable',
        d: 1000,
        T: 100_000,
        eta: 1e3,
        epsilon: 0.5,
        learners: ['hedge', 'mwu'],
      },
      {
        stream: 'adversary',
        d: 200,
        T: 100_000,
        eta: 1e3,
        epsilon: 1e-6,
        learners: ['hedge', 'mwu', 'wm'],
      },
    ];
    for (const patch of cases) {
      const c = config(patch);
      const { scene, trace } = play(c, 8192);
      expect(trace.length).toBe(c.T);
      for (const spec of scene.meta.columns) {
        const col = trace.column(spec.name) ?? [];
        for (const v of col) if (!Number.isFinite(v)) throw new Error(`${spec.name}: ${v}`);
      }
      checkBounds(scene, trace, c.stream === 'realizable');
      for (const t of [c.T, Math.floor(c.T / 3)]) {
        const s = scene.stateAt(t);
        for (const p of s.weights) {
          let sum = 0;
          for (const x of p) {
            expect(Number.isFinite(x) && x >= 0).toBe(true);
            sum += x;
          }
          expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        }
      }
    }
  });
});
