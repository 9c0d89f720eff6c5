import { it } from 'vitest';
import { bestInHindsight } from './hindsight-solver';
it('debug', () => {
  const rows = [[1.454,0],[0.621,0.001]];
  const y = [-0.297,0.006];
  (globalThis as any).DEBUG = true;
  const r = bestInHindsight({ n: 2, rows: rows.length, x: Float64Array.from(rows.flat()), y: Float64Array.from(y) }, 'hinge', { kind: 'ball', U: 2.322 }, { maxIterations: 400 });
  console.log(r);
});
