import { it } from 'vitest';
import { bestInHindsight, type HindsightLoss } from './hindsight-solver';
it('debug', () => {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const T = 10,
    n = 2;
  const x = new Float64Array(T * n).map(() => rnd() * 2 - 1);
  const y = new Float64Array(T).map(() => rnd() * 2 - 1);
  (globalThis as any).DEBUG = true;
  const r = bestInHindsight(
    { n, rows: T, x, y },
    'absolute',
    { kind: 'ball', U: 100 },
    { maxIterations: 600, tolerance: 1e-9 },
  );
  console.log(r);
});
