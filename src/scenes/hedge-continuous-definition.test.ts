import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { defaultValues } from './kit/params';
import { hedgeContinuousScene as def } from './lessons/hedge-continuous';
import type { HedgeContinuousConfig } from './hedge-continuous';

type Params = Parameters<NonNullable<typeof def.constrain>>[0];
const defaults = (): Params => defaultValues(def.params);

describe('the hedge-continuous scene definition', () => {
  it('parses its URL values and refuses bad ones', () => {
    expect(v.parse(def.params.domain.schema, '-1, 2')).toEqual([-1, 2]);
    expect(v.safeParse(def.params.domain.schema, '1,0').success).toBe(false);
    expect(v.parse(def.params.eta.schema, 'tuned')).toBe('tuned');
    expect(v.parse(def.params.eta.schema, '0.3')).toBe(0.3);
    expect(v.safeParse(def.params.prior.schema, 'laplace').success).toBe(false);
  });

  it('caps a square at 256 cells a side and keeps file curves on an interval, with notices', () => {
    const p = { ...defaults(), dim: 2, grid: 300 };
    const n = def.constrain!(p);
    expect(p.grid).toBe(256);
    expect(n[0]?.param).toBe('grid');
    const c = { ...defaults(), stream: 'csv' as const, dim: 2 };
    expect(def.constrain!(c)[0]?.param).toBe('dim');
    expect(c.dim).toBe(1);
    expect(def.constrain!(defaults())).toEqual([]);
  });

  it('builds the engine with the defaults of each dimension and a Gaussian around the centre', () => {
    const one = def.engineConfig({ seed: 1, T: 10, params: defaults() }, { csv: null, moves: [] });
    expect(one.grid).toBe(512);
    const p = {
      ...defaults(),
      dim: 2,
      prior: 'gaussian' as const,
      domain: [-1, 2] as [number, number],
    };
    const two: HedgeContinuousConfig = def.engineConfig(
      { seed: 1, T: 10, params: p },
      { csv: null, moves: [] },
    );
    expect(two.grid).toBe(128);
    expect(two.prior.mu).toBe(0.5);
    expect(two.prior.sd).toBe(0.5);
  });

  it('gives getState the density’s mean and entropy, η, M, the grid, Z and three bounds', async () => {
    const p = { ...defaults(), dim: 2, grid: 16 };
    const config = def.engineConfig({ seed: 4, T: 30, params: p }, { csv: null, moves: [] });
    const scene = (await def.engine()).create(config);
    const trace = new Trace(scene.meta.columns, 30);
    while (!scene.done) trace.append(scene.advance(8));
    const s = await def.state({
      params: p,
      T: 30,
      meta: scene.meta,
      trace,
      t: 30,
      exact: async (t) => scene.stateAt(t),
    });
    expect(s.t).toBe(30);
    expect(s['mean']).toHaveLength(2);
    expect(s['entropy']).toBeGreaterThan(0);
    expect(s['entropy']).toBeLessThanOrEqual(Math.log(256));
    expect(s['eta']).toBeCloseTo(Math.sqrt((8 * Math.log(256)) / 30), 12);
    expect(s['grid']).toEqual({ dim: 2, side: 16, cells: 256, domain: [0, 1] });
    expect(s.bounds.map((b) => b.id)).toEqual([
      'hedge-continuous-gibbs',
      'hedge-continuous-point-mass',
      'hedge-continuous-finite',
    ]);
    for (const b of s.bounds) expect(b.holds, b.id).toBe(true);
  });
});
