import * as Comlink from 'comlink';
import { EngineApi, transferables } from './engine-api';

/** Thin Comlink wrapper: the main thread calls EngineApi across the worker boundary. */
const api = new EngineApi();

const exposed = {
  load: api.load.bind(api),
  stateAt: api.stateAt.bind(api),
  skipTo: api.skipTo.bind(api),
  query: api.query.bind(api),
  feed: api.feed.bind(api),
  /** For the tests of crash recovery: an uncaught error, as a real bug would throw. */
  crash() {
    setTimeout(() => {
      throw new Error('the engine was asked to crash');
    });
  },
  feedAndCompute(
    moves: readonly number[],
    generation: number,
    maxRounds: number,
    budgetMs: number,
  ) {
    const batch = api.feedAndCompute(moves, generation, maxRounds, budgetMs);
    return batch ? Comlink.transfer(batch, transferables(batch)) : null;
  },
  compute(maxRounds: number, budgetMs: number) {
    const batch = api.compute(maxRounds, budgetMs);
    return Comlink.transfer(batch, transferables(batch));
  },
};

export type ExposedEngine = typeof exposed;

Comlink.expose(exposed);
