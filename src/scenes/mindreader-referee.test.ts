import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_COUNT, patternExperts, type Move } from '../streams/mindreader/patterns';
import { drawGuess, mindreaderCoin, MindreaderScene } from './mindreader';
import { MindreaderReferee } from './mindreader-referee';

const moveArb = fc.constantFrom<Move>(1, -1);

describe('MindreaderReferee', () => {
  it('gives, move by move, the score the worker engine records for the whole game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.array(moveArb, { maxLength: 80 }),
        (seed, eta, moves) => {
          const T = 60;
          const referee = new MindreaderReferee();
          // The worker's way: one run over all the moves at once.
          const whole = new MindreaderScene({ lesson: 'mindreader', seed, T, eta, moves });
          const batch = whole.advance(T);
          for (let k = 1; k <= moves.length; k++) {
            const a = referee.sync(seed, T, eta, moves.slice(0, k));
            const t = Math.min(k, T);
            expect(a.t).toBe(t);
            expect(a.hits).toBe(batch.columns['hits']?.[t - 1]);
            expect(a.last?.move).toBe(batch.columns['move']?.[t - 1]);
            expect(a.last?.guess).toBe(batch.columns['guess']?.[t - 1]);
            expect(a.locked).toBe(t < T);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('scores the first move from the uniform distribution, as the rule says (independent check)', () => {
    // Before any move every pattern has weight 1/d; the guess is the advice of the expert the
    // round's coin falls on, with the advice of the patterns on an empty history.
    for (const seed of [1, 2, 3, 99]) {
      for (const move of [1, -1] as Move[]) {
        const p = new Float64Array(PATTERN_COUNT).fill(1 / PATTERN_COUNT);
        const advice = Int8Array.from(patternExperts, (e) => e.advise(new Int8Array(0), 0));
        const expected = drawGuess(p, advice, mindreaderCoin(seed, 1)).guess;
        const a = new MindreaderReferee().sync(seed, 10, 0.5, [move]);
        expect(a.last).toEqual({ move, guess: expected });
        expect(a.hits).toBe(expected === move ? 1 : 0);
      }
    }
  });

  it('starts again on a new game, a changed move, η or seed', () => {
    const r = new MindreaderReferee();
    r.sync(1, 10, 0.5, [1, 1, -1]);
    expect(r.sync(1, 10, 0.5, []).t).toBe(0);
    expect(r.sync(1, 10, 0.5, [-1]).t).toBe(1);
    const again = r.sync(2, 10, 0.5, [-1]);
    const fresh = new MindreaderReferee().sync(2, 10, 0.5, [-1]);
    expect(again).toEqual(fresh);
  });
});
