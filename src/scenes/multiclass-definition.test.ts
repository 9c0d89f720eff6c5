import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Trace } from '../engine/trace';
import { gammaCap } from '../streams/multiclass/target';
import { classPointList, formatClassPoints, multiclassScene } from './lessons/multiclass';
import { MulticlassScene, type MulticlassConfig } from './multiclass';

const defaults = () =>
  Object.fromEntries(
    Object.entries(multiclassScene.params).map(([k, s]) => [k, s.default]),
  ) as Parameters<NonNullable<typeof multiclassScene.constrain>>[0];

describe('the multiclass scene definition', () => {
  it('caps γ at what k classes in radius R can always keep, with a notice', () => {
    const p = { ...defaults(), k: 6, gamma: 0.5 };
    const notices = multiclassScene.constrain!(p);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.param).toBe('gamma');
    expect(p.gamma).toBeLessThanOrEqual(gammaCap(6, 1));
    expect(p.gamma).toBeGreaterThan(0);
    expect(multiclassScene.constrain!({ ...defaults() })).toEqual([]);
  });

  it('raises k to the student’s highest class', () => {
    const p = { ...defaults(), stream: 'user' as const, k: 3, points: [{ x1: 0, x2: 0, c: 4 }] };
    const notices = multiclassScene.constrain!(p);
    expect(p.k).toBe(5);
    expect(notices[0]?.param).toBe('k');
  });

  it('reads and writes the student’s points with classes from 1', () => {
    const parsed = v.parse(classPointList, '0.1,0.2,1;-1,2.5,3');
    expect(parsed).toEqual([
      { x1: 0.1, x2: 0.2, c: 0 },
      { x1: -1, x2: 2.5, c: 2 },
    ]);
    expect(formatClassPoints(parsed)).toBe('0.1,0.2,1;-1,2.5,3');
    expect(v.safeParse(classPointList, '0,0,7').success).toBe(false);
    expect(v.safeParse(classPointList, '0,0,0').success).toBe(false);
  });

  it('a CSV file brings its k and its class names', () => {
    const c = multiclassScene.engineConfig(
      { seed: 1, T: 10, params: { ...defaults(), stream: 'csv', k: 3 } },
      {
        csv: {
          name: 'f.csv',
          rows: 2,
          classPoints: {
            x1: Float64Array.of(0, 1),
            x2: Float64Array.of(0, 1),
            label: Uint8Array.of(0, 1),
            names: ['cat', 'dog'],
          },
        },
        moves: [],
      },
    );
    expect(c.k).toBe(2);
    expect(c.names).toEqual(['cat', 'dog']);
  });

  it('getState gives the lesson’s numbers, and bounds that hold', async () => {
    for (const stream of ['iid', 'noisy', 'adversary', 'csv'] as const) {
      const params = { ...defaults(), stream };
      const config = multiclassScene.engineConfig(
        { seed: 4, T: 200, params },
        {
          csv: {
            name: 'f.csv',
            rows: 3,
            classPoints: {
              x1: Float64Array.of(0, 1, -1),
              x2: Float64Array.of(0, 1, 1),
              label: Uint8Array.of(0, 1, 2),
              names: ['a', 'b', 'c'],
            },
          },
          moves: [],
        },
      ) as MulticlassConfig;
      const scene = new MulticlassScene(config);
      const trace = new Trace(scene.meta.columns, 200);
      trace.append(scene.advance(200));
      const state = await multiclassScene.state({
        params,
        T: 200,
        meta: scene.meta,
        trace,
        t: 200,
        exact: async (t) => scene.stateAt(t),
      });
      expect(state.t).toBe(200);
      expect(state['classes']).toBe(3);
      expect(state.learners[0]?.weights).toHaveLength(9);
      expect(state.learners[0]?.mistakes).toBe(trace.at('M', 200));
      expect(typeof state['potential']).toBe('number');
      for (const b of state.bounds) if (b.applies) expect(b.holds).toBe(true);
      const ids = state.bounds.filter((b) => b.applies).map((b) => b['source']);
      if (stream === 'csv') {
        expect(ids).toEqual(['best']);
        expect(state['margin']).toBeNull();
        expect(state.bounds.find((b) => b['source'] === 'configured')?.reason).toMatch(
          /no target w\*/,
        );
      } else expect(ids).toContain('configured');
      if (stream === 'noisy')
        expect(state.bounds.find((b) => b['source'] === 'separable')?.applies).toBe(false);
      // The page's best (γ, w) is never worse than w* at the configured γ.
      const a = state.bounds.find((b) => b['source'] === 'configured');
      const c = state.bounds.find((b) => b['source'] === 'best');
      if (a?.applies && c?.applies) expect(c.value!).toBeLessThanOrEqual(a.value! * (1 + 1e-9));
    }
  });
});
