import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../engine/rng';
import { Trace } from '../engine/trace';
import { PATTERN_COUNT, type Move } from '../streams/mindreader/patterns';
import { MindreaderScene, drawGuess, mindreaderCoin, type MindreaderConfig } from './mindreader';
import { makeScene } from './registry';

function config(patch: Partial<MindreaderConfig> = {}): MindreaderConfig {
  return { lesson: 'mindreader', seed: 1, T: 1000, eta: 0.5, moves: [], ...patch };
}

/** Plays every listed move (up to T) and returns the scene with its full trace. */
function play(c: MindreaderConfig, chunk = 97): { scene: MindreaderScene; trace: Trace } {
  const scene = new MindreaderScene(c);
  const trace = new Trace(scene.meta.columns, Math.max(1, c.T));
  while (!scene.done) {
    const b = scene.advance(chunk);
    trace.append(b);
    if (b.waiting) break;
  }
  return { scene, trace };
}

function col(trace: Trace, name: string): number[] {
  return Array.from(trace.column(name) ?? []);
}

const alternating = (n: number, first: Move = 1): Move[] =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? first : (-first as Move)));

function randomMoves(seed: number, n: number): Move[] {
  const rng = new Rng(seed, 5);
  return Array.from({ length: n }, () => rng.sign());
}

const moveList = (max: number) => fc.array(fc.constantFrom<Move>(1, -1), { maxLength: max });

describe('mindreader scene', () => {
  it('describes its experts and columns', async () => {
    const scene = new MindreaderScene(config({ eta: 0.25 }));
    expect(scene.meta.d).toBe(PATTERN_COUNT);
    expect(scene.meta.experts).toHaveLength(PATTERN_COUNT);
    expect(scene.meta.experts[3]?.name).toBe('alternate');
    expect(scene.meta.eta).toBe(0.25);
    expect(scene.meta.columns.map((c) => c.name)).toEqual([
      'move',
      'guess',
      'expert',
      'pRight',
      'loss',
      'cum',
      'hits',
      'Lstar',
      'best',
      'logW',
    ]);
    expect((await makeScene(config({ eta: 0.25 }))).meta).toEqual(scene.meta);
  });

  it('catches a student who always alternates: over 90% hits once 50 moves are in', () => {
    // The first few moves are a coin toss (every expert has its opposite in the pool, and the
    // `after k` experts have seen nothing yet); then the machine locks on.
    for (let seed = 0; seed < 20; seed++) {
      for (const first of [1, -1] as const) {
        const { trace } = play(config({ seed, T: 100, moves: alternating(100, first) }));
        const label = `seed ${seed}, first ${first}`;
        // Realized: over 90% of the guesses right, over the moves 11…50 and over the first 100.
        expect((trace.at('hits', 50) - trace.at('hits', 10)) / 40, label).toBeGreaterThan(0.9);
        expect(trace.at('hits', 100) / 100, label).toBeGreaterThan(0.9);
        // Expected: at move 50 the machine is right with probability > 99%.
        expect(trace.at('loss', 50), label).toBeLessThan(0.01);
        expect(trace.at('cum', 50), label).toBeLessThan(5.5);
        expect(trace.at('Lstar', 100), label).toBeLessThanOrEqual(1);
      }
    }
    // A bolder η catches on sooner: over 90% expected hits over the first 50 moves.
    const { trace } = play(config({ eta: 1, T: 50, moves: alternating(50) }));
    expect(1 - trace.at('cum', 50) / 50).toBeGreaterThan(0.9);
  });

  it('keeps the machine near 50% against a random student', () => {
    for (const seed of [7, 8, 9]) {
      const T = 2000;
      const { trace } = play(config({ seed, T, moves: randomMoves(seed, T) }));
      const rate = trace.at('hits', T) / T;
      expect(rate).toBeGreaterThan(0.45);
      expect(rate).toBeLessThan(0.55);
      expect(trace.at('cum', T) / T).toBeGreaterThan(0.45);
    }
  });

  it("keeps Hedge's regret within ln d/η + ηt/8 at every prefix", () => {
    fc.assert(
      fc.property(
        moveList(300),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (moves, eta, seed) => {
          const { trace } = play(config({ seed, eta, T: 300, moves }));
          const d = PATTERN_COUNT;
          for (let t = 1; t <= trace.length; t++) {
            const regret = trace.at('cum', t) - trace.at('Lstar', t);
            const bound = Math.log(d) / eta + (eta * t) / 8;
            if (!(regret <= bound + 1e-9)) return false;
            const p = trace.at('pRight', t);
            if (!(p >= -1e-12 && p <= 1 + 1e-12)) return false;
          }
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the bound against adaptive students who read the machine', () => {
    for (const eta of [0.05, 0.5, 3]) {
      // One reads the coin and always beats the guess; one beats the likelier guess.
      for (const mode of ['coin', 'likely'] as const) {
        const moves: Move[] = [];
        let scene = new MindreaderScene(config({ seed: 4, eta, T: 200, moves: [] }));
        for (let t = 1; t <= 200; t++) {
          const g = scene.nextGuess();
          moves.push(mode === 'coin' ? (-g.guess as Move) : g.pRight > 0.5 ? -1 : 1);
          scene = new MindreaderScene(config({ seed: 4, eta, T: 200, moves: [...moves] }));
          scene.advance(t);
        }
        const { trace } = play(config({ seed: 4, eta, T: 200, moves }));
        if (mode === 'coin') expect(trace.at('hits', 200)).toBe(0);
        else expect(trace.at('cum', 200)).toBeGreaterThanOrEqual(100 - 1e-9);
        for (let t = 1; t <= 200; t++) {
          const regret = trace.at('cum', t) - trace.at('Lstar', t);
          expect(regret).toBeLessThanOrEqual(Math.log(PATTERN_COUNT) / eta + (eta * t) / 8 + 1e-9);
        }
      }
    }
  });

  it('is deterministic, and a longer move list replays the same guesses', () => {
    const moves = randomMoves(3, 400);
    const a = play(config({ seed: 5, moves })).trace;
    const b = play(config({ seed: 5, moves }), 13).trace;
    const c = play(config({ seed: 6, moves })).trace;
    const prefix = play(config({ seed: 5, moves: moves.slice(0, 150) })).trace;
    for (const spec of new MindreaderScene(config()).meta.columns) {
      expect(col(b, spec.name), spec.name).toEqual(col(a, spec.name));
      expect(col(prefix, spec.name), spec.name).toEqual(col(a, spec.name).slice(0, 150));
    }
    expect(col(c, 'guess')).not.toEqual(col(a, 'guess'));
    // The expected loss does not depend on the coin, only the realized guesses do.
    expect(col(c, 'cum')).toEqual(col(a, 'cum'));
  });

  it('replays any round exactly (stateAt) and returns to the frontier', () => {
    const moves = randomMoves(11, 3000);
    const c = config({ seed: 9, T: 5000, moves });
    const { scene, trace } = play(c, 512);
    expect(scene.t).toBe(3000);
    for (const t of [0, 1, 2, 500, 1023, 1024, 1025, 2999, 3000]) {
      const s = scene.stateAt(t);
      expect(s.t).toBe(t);
      expect(s.weights).toHaveLength(PATTERN_COUNT);
      expect(s.weights.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
      expect(s.expertLosses).toHaveLength(PATTERN_COUNT);
      if (t > 0) {
        expect(s.cumLoss).toBe(trace.at('cum', t));
        expect(s.comparatorLoss).toBe(trace.at('Lstar', t));
        expect(Math.min(...s.expertLosses)).toBe(trace.at('Lstar', t));
        expect(s.expertLosses.indexOf(s.comparatorLoss)).toBe(trace.at('best', t));
      } else {
        expect(s.cumLoss).toBe(0);
        expect(s.expertLosses.every((v) => v === 0)).toBe(true);
      }
      if (t < 3000) {
        expect(s.nextGuess.guess).toBe(trace.at('guess', t + 1));
        expect(s.nextGuess.pRight).toBe(trace.at('pRight', t + 1));
        expect(s.nextGuess.expert).toBe(trace.at('expert', t + 1));
      }
      expect(scene.t).toBe(3000);
    }
    // Back at the frontier, the game goes on as if nothing happened.
    expect(scene.stateAt(3000).nextGuess).toEqual(scene.nextGuess());
  });

  it('waits when the moves run out and stops at T', () => {
    const scene = new MindreaderScene(config({ T: 10, moves: [1, -1, 1] }));
    const first = scene.advance(100);
    expect(first.count).toBe(3);
    expect(first.waiting).toBe(true);
    expect(first.done).toBe(false);
    expect(Array.from(first.columns['move'] ?? [])).toEqual([1, -1, 1]);
    const again = scene.advance(5);
    expect(again.count).toBe(0);
    expect(again.from).toBe(3);
    expect(again.waiting).toBe(true);

    const empty = new MindreaderScene(config({ moves: [] })).advance(10);
    expect(empty.count).toBe(0);
    expect(empty.waiting).toBe(true);

    const capped = new MindreaderScene(config({ T: 4, moves: alternating(20) }));
    const b = capped.advance(100);
    expect(b.count).toBe(4);
    expect(b.waiting).toBe(false);
    expect(b.done).toBe(true);
    expect(capped.advance(100).count).toBe(0);
  });

  it('commits the next guess before the key: nextGuess is the guess recorded for that move', () => {
    fc.assert(
      fc.property(
        moveList(120),
        fc.constantFrom<Move>(1, -1),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (moves, key, seed, eta) => {
          // Step by step within one scene.
          const scene = new MindreaderScene(config({ seed, eta, moves }));
          let hits = 0;
          for (let t = 1; t <= moves.length; t++) {
            const g = scene.nextGuess();
            expect(scene.nextGuess()).toEqual(g);
            const b = scene.advance(1);
            expect(b.count).toBe(1);
            expect(b.columns['guess']?.[0]).toBe(g.guess);
            expect(b.columns['pRight']?.[0]).toBe(g.pRight);
            if (g.guess === moves[t - 1]) hits += 1;
            expect(b.columns['hits']?.[0]).toBe(hits);
          }
          expect(scene.hits).toBe(hits);
          // Waiting for the key: the guess is already fixed, whichever key comes.
          const waiting = scene.nextGuess();
          const next = play(config({ seed, eta, moves: [...moves, key] })).trace;
          expect(next.at('guess', moves.length + 1)).toBe(waiting.guess);
          expect(next.at('pRight', moves.length + 1)).toBe(waiting.pRight);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('draws the guess from p with the coin', () => {
    const p = Float64Array.of(0.25, 0.5, 0.25);
    const advice = Int8Array.of(1, -1, 1);
    expect(drawGuess(p, advice, 0)).toEqual({ pRight: 0.5, guess: 1, expert: 0 });
    expect(drawGuess(p, advice, 0.3)).toEqual({ pRight: 0.5, guess: -1, expert: 1 });
    expect(drawGuess(p, advice, 0.8)).toEqual({ pRight: 0.5, guess: 1, expert: 2 });
    // Rounding that leaves the coin past the total picks the last expert with weight.
    expect(drawGuess(Float64Array.of(0.5, 0.5, 0), advice, 1).expert).toBe(1);
    // The coin is a pure function of (seed, t), uniform-looking across rounds.
    expect(mindreaderCoin(3, 7)).toBe(mindreaderCoin(3, 7));
    let mean = 0;
    for (let t = 1; t <= 4000; t++) mean += mindreaderCoin(1, t) / 4000;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
  });
});
