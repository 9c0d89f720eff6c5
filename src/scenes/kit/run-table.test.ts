import { describe, expect, it } from 'vitest';
import { Trace } from '../../engine/trace';
import { definitionOf, type SceneConfig } from '../registry';
import { defaultValues } from './params';
import { runTable } from './run-table';

/** getState at round t, computed apart: the run advanced in big batches, as the page does. */
async function stateAt(config: SceneConfig, params: Record<string, unknown>, T: number, t: number) {
  const def = definitionOf(config.lesson);
  const scene = (await def.engine()).create(config);
  const trace = new Trace(scene.meta.columns, T);
  while (trace.length < t) trace.append(scene.advance(Math.min(4096, t - trace.length)));
  return def.state({
    params: params as never,
    T,
    meta: scene.meta,
    trace,
    t,
    exact: async (r) => scene.stateAt(r),
  });
}

const parse = (csv: string) => {
  const [head = '', ...rows] = csv.trim().split('\n');
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i] ?? '', v])));
};

describe('the run’s table', () => {
  it.each(['perceptron', 'experts', 'ogd'] as const)(
    '%s: each row is getState’s numbers at its round',
    async (lesson) => {
      const def = definitionOf(lesson);
      const params = defaultValues(def.params);
      const T = 120;
      const config = def.engineConfig(
        { seed: 3, T, params: params as never },
        { csv: null, moves: [] },
      ) as SceneConfig;
      const rows = parse(await runTable({ config, params, T, t: 90 }));
      expect(rows).toHaveLength(90);
      for (const t of [1, 37, 90]) {
        const s = await stateAt(config, params, T, t);
        const row = rows[t - 1] ?? {};
        expect(Number(row['round'])).toBe(t);
        for (const l of s.learners) {
          expect(Number(row[`${l.id} cumulative loss`])).toBe(l.cumulativeLoss);
          expect(Number(row[`${l.id} regret`])).toBeCloseTo(
            l.cumulativeLoss - s.comparatorLoss,
            12,
          );
          if (l.mistakes !== undefined) expect(Number(row[`${l.id} mistakes`])).toBe(l.mistakes);
        }
        for (const b of s.bounds) {
          expect(row[`${b.id} applies`]).toBe(String(b.applies));
          if (b.value === null) expect(row[`${b.id} bound`]).toBe('');
          else expect(Number(row[`${b.id} bound`])).toBe(b.value);
        }
      }
    },
  );

  it('samples every k-th round past its row limit, and always ends at t', async () => {
    const def = definitionOf('perceptron');
    const params = defaultValues(def.params);
    const config = def.engineConfig(
      { seed: 1, T: 50, params: params as never },
      { csv: null, moves: [] },
    ) as SceneConfig;
    const full = parse(await runTable({ config, params, T: 50, t: 50 }));
    expect(full.map((r) => Number(r['round']))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const sampled = parse(await runTable({ config, params, T: 50, t: 50 }, undefined, 20));
    const rounds = sampled.map((r) => Number(r['round']));
    expect(rounds).toEqual([...Array.from({ length: 16 }, (_, i) => 3 * (i + 1)), 50]);
    // A sampled row is the same as the full table's row of that round.
    expect(sampled[4]).toEqual(full[14]);
  });
});
