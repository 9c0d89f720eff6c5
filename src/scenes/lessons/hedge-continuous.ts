import * as v from 'valibot';
import { priorKinds, type PriorKind } from '../../learners/continuous/prior';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { param, type Notice } from '../kit/params';
import { dataUrl, integer, oneOf, rate, real } from '../kit/value-schemas';
import type {
  ContinuousStreamId,
  HedgeContinuousConfig,
  HedgeContinuousExactState,
  HedgeContinuousMeta,
} from '../hedge-continuous';

const streams = [
  { id: 'bumps', label: 'Random bumps (multimodal)' },
  { id: 'drift', label: 'The best w moves' },
  { id: 'adversary', label: 'Adaptive adversary (loss where p has mass)' },
  { id: 'csv', label: 'Loss curves (CSV, 1-D)' },
] as const;

/** An interval `a,b` with a < b. */
const interval = v.pipe(
  v.string(),
  v.transform((s: string) => s.split(',').map((p) => Number(p.trim()))),
  v.check(
    (a: number[]) =>
      a.length === 2 && a.every(Number.isFinite) && (a[0] as number) < (a[1] as number),
    'must be two numbers a,b with a < b',
  ),
  v.transform((a: number[]) => [a[0] ?? 0, a[1] ?? 1] as [number, number]),
);

/** Cells a side by default: 512 on an interval, 128 × 128 on a square. */
export const DEFAULT_GRID = { 1: 512, 2: 128 } as const;

export const hedgeContinuousScene = defineScene({
  id: 'hedge-continuous',
  title: 'Hedge on a continuum',
  family: 'mwu',
  summary:
    'Exponential weights over an interval or a square: the Gibbs density follows non-convex losses, and its regret stays under Theorem 14.15, computed exactly.',
  theorem:
    'Σ E ℓ ≤ min over p of [E L + KL(p‖p₀)/η] + ηTM²/8 = −(1/η) ln E e^(−ηL) + ηTM²/8, the mean under p₀ (Theorem 14.15, Proposition 15).',
  panels: [
    { id: 'density', label: 'The Gibbs density, the draw and the loss landscape' },
    { id: 'regret', label: 'Regret against the bounds' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The proof: log-partition, Hoeffding, Gibbs' },
  ],
  // Each round touches every cell (65 536 on a 256 × 256 square): 10⁴ rounds is ~10⁹ operations.
  T: { default: 200, max: 10_000 },
  maxPerFrame: 200,
  streams,
  csv: {
    reader: 'loss-curves',
    format: 'rows of G losses, one per cell of the interval left to right, optional header',
    noun: 'curves',
  },
  params: {
    stream: param(oneOf(streams.map((s) => s.id)), 'bumps' as ContinuousStreamId),
    dim: param(integer(1, 2), 1),
    grid: param(integer(2, 4096), null as number | null, { inUrl: (p) => p['grid'] !== null }),
    domain: param(interval, [0, 1] as [number, number], {
      inUrl: (p) => {
        const d = p['domain'] as [number, number];
        return d[0] !== 0 || d[1] !== 1;
      },
      format: (d) => d.join(','),
    }),
    prior: param(oneOf(priorKinds), 'uniform' as PriorKind),
    mu: param(real(-1e6, 1e6), null as number | null, {
      inUrl: (p) => p['prior'] === 'gaussian' && p['mu'] !== null,
    }),
    sd: param(real(1e-6, 1e6), null as number | null, {
      inUrl: (p) => p['prior'] === 'gaussian' && p['sd'] !== null,
    }),
    floor: param(real(0, 1), 0.05, { inUrl: (p) => p['prior'] === 'atoms' }),
    M: param(real(1e-6, 1e6), 1),
    eta: param(rate, 'tuned' as number | 'tuned'),
    data: param(dataUrl, null),
  },
  constrain(p) {
    const notices: Notice[] = [];
    if (p.stream === 'csv' && p.dim === 2) {
      p.dim = 1;
      notices.push({
        param: 'dim',
        given: '2',
        used: '1',
        message: 'loss curves from a file lie on an interval: using dim=1.',
      });
    }
    if (p.dim === 2 && p.grid !== null && p.grid > 256) {
      const given = p.grid;
      p.grid = 256;
      notices.push({
        param: 'grid',
        given: String(given),
        used: '256',
        message: `a square has at most 256 × 256 cells: using grid=256, not ${given}.`,
      });
    }
    return notices;
  },
  engineConfig({ seed, T, params: p }, { csv }): HedgeContinuousConfig {
    const [a, b] = p.domain;
    const curves = p.stream === 'csv' && csv?.curves ? csv.curves : null;
    return {
      lesson: 'hedge-continuous',
      stream: p.stream,
      seed,
      T,
      dim: p.dim === 2 ? 2 : 1,
      grid: curves ? curves.g : (p.grid ?? DEFAULT_GRID[p.dim === 2 ? 2 : 1]),
      domain: [a, b],
      prior: {
        kind: p.prior,
        mu: p.mu ?? (a + b) / 2,
        sd: p.sd ?? (b - a) / 6,
        floor: p.floor,
      },
      M: p.M,
      eta: p.eta,
      curves,
    };
  },
  async engine() {
    const { HedgeContinuousScene } = await import('../hedge-continuous');
    return { create: (config) => new HedgeContinuousScene(config) };
  },
  async state({ meta, trace, t, exact }) {
    const { hedgeContinuousView } = await import('../hedge-continuous-view');
    const m = meta as HedgeContinuousMeta;
    const view = hedgeContinuousView(m, trace, t);
    const exactState = (await exact(view.t)) as HedgeContinuousExactState | null;
    const mean = exactState?.mean ?? view.mean;
    return {
      t: view.t,
      learners: [
        {
          id: 'hedge',
          name: 'Hedge (Gibbs density)',
          cumulativeLoss: view.numbers.cumExp,
          sampledLoss: view.sampleLoss,
        },
      ],
      comparatorLoss: view.numbers.Lmin,
      bounds: view.bounds.map((b) => boundState(b)),
      mean: m.grid.dim === 1 ? (mean[0] ?? null) : mean,
      entropy: exactState?.entropy ?? view.entropy,
      eta: m.eta,
      M: m.M,
      grid: { dim: m.grid.dim, side: m.grid.G, cells: m.grid.N, domain: [m.grid.a, m.grid.b] },
      Z: view.numbers.Z,
      regret: view.regret,
    };
  },
});
