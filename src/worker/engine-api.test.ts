import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { defaultValues } from '../scenes/kit/params';
import { definitionOf, type SceneConfig } from '../scenes/registry';
import { EngineApi } from './engine-api';

const moveArb = fc.constantFrom<1 | -1>(1, -1);
const seedArb = fc.integer({ min: 0, max: 2 ** 31 });
const etaArb = fc.double({ min: 0.01, max: 5, noNaN: true });

/** Plays everything the engine has, batch by batch, into a trace. */
function drain(api: EngineApi, trace: Trace): { waiting: boolean; done: boolean } {
  for (;;) {
    const batch = api.compute(1000, 1000);
    trace.append(batch);
    if (batch.waiting || batch.done || batch.count === 0)
      return { waiting: batch.waiting, done: batch.done };
  }
}

const mindreader = (seed: number, T: number, eta: number, moves: (1 | -1)[]) =>
  ({ lesson: 'mindreader', seed, T, eta, moves }) as unknown as SceneConfig;

/** The run of every move at once: an engine loaded with the whole game, played out. */
async function wholeGame(seed: number, T: number, eta: number, moves: (1 | -1)[]) {
  const whole = new EngineApi();
  const { meta } = await whole.load(mindreader(seed, T, eta, moves), 1);
  const expected = new Trace(meta.columns, T);
  drain(whole, expected);
  return { meta, expected };
}

/** Every column of `trace` as `expected` has it. */
function expectSameRun(trace: Trace, expected: Trace, columns: readonly { name: string }[]): void {
  for (const { name } of columns)
    expect(Array.from(trace.column(name) ?? []), name).toEqual(
      Array.from(expected.column(name) ?? []),
    );
}

describe('EngineApi.feed', () => {
  it('goes on from where the game waits: moves fed in pieces give the run of all of them at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        seedArb,
        etaArb,
        fc.array(fc.array(moveArb, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        async (seed, eta, pieces) => {
          const T = 40;
          const all = pieces.flat();
          const { meta, expected } = await wholeGame(seed, T, eta, all);

          const api = new EngineApi();
          await api.load(mindreader(seed, T, eta, pieces[0] ?? []), 1);
          const trace = new Trace(meta.columns, T);
          let state = drain(api, trace);
          for (const piece of pieces.slice(1)) {
            // Before its moves the game waits (unless T moves are in already).
            expect(state.waiting || state.done).toBe(true);
            expect(api.feed(piece, 1)).toBe(true);
            state = drain(api, trace);
          }
          expect(trace.length).toBe(Math.min(T, all.length));
          expectSameRun(trace, expected, meta.columns);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses moves for a run that is no longer loaded, and for a lesson whose engine takes none', async () => {
    const api = new EngineApi();
    await api.load(mindreader(1, 10, 0.5, [1]), 3);
    expect(api.feed([1], 2)).toBe(false);
    expect(api.feed([1], 3)).toBe(true);
    const def = definitionOf('perceptron');
    const params = defaultValues(def.params);
    const perceptron = def.engineConfig(
      { seed: 1, T: 10, params: params as never },
      { csv: null, moves: [] },
    ) as SceneConfig;
    await api.load(perceptron, 4);
    // The perceptron's run is loaded (it plays), and takes no moves.
    expect(api.compute(5, 100).count).toBe(5);
    expect(api.feed([1], 4)).toBe(false);
  });
});

describe('EngineApi.feedAndCompute', () => {
  it('gives the rounds of the moves it is fed, as the whole game loaded at once has them', async () => {
    await fc.assert(
      fc.asyncProperty(
        seedArb,
        etaArb,
        fc.array(fc.array(moveArb, { minLength: 1, maxLength: 12 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (seed, eta, pieces) => {
          const T = 40;
          const all = pieces.flat();
          const { meta, expected } = await wholeGame(seed, T, eta, all);

          // A key at a time, as the page sends them: each call returns that key's round(s).
          const api = new EngineApi();
          await api.load(mindreader(seed, T, eta, []), 1);
          const trace = new Trace(meta.columns, T);
          drain(api, trace);
          for (const piece of pieces) {
            const batch = api.feedAndCompute(piece, 1, 1000, 1000);
            expect(batch).not.toBeNull();
            if (batch) trace.append(batch);
            drain(api, trace);
          }
          expect(trace.length).toBe(Math.min(T, all.length));
          expectSameRun(trace, expected, meta.columns);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('computes nothing for moves it refuses', async () => {
    const api = new EngineApi();
    await api.load(mindreader(1, 10, 0.5, []), 3);
    expect(api.feedAndCompute([1], 2, 10, 100)).toBeNull();
    const batch = api.feedAndCompute([1, -1], 3, 10, 100);
    // Two moves, two rounds, and the game waits for the third.
    expect(batch?.count).toBe(2);
    expect(batch?.waiting).toBe(true);
  });
});
