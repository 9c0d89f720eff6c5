import type { OcoLossKind } from '../engine/oco';
import { OcoAdversary } from '../streams/oco/adversary';
import { AlternatingStream } from '../streams/oco/alternating';
import { HingeStream } from '../streams/oco/hinge';
import { LinearStream } from '../streams/oco/linear';
import { LossListStream } from '../streams/oco/loss-list';
import { QuadraticStream } from '../streams/oco/quadratic';
import { RegressionStream } from '../streams/oco/regression';
import type { OcoStream } from '../streams/oco/stream';
import type { OcoConfig } from './oco';

/** A configuration's parameters made safe, its loss kind, and the stream it plays. */
const MAX_T = 10_000_000;

const clamp = (v: number, lo: number, hi: number, fallback: number): number =>
  Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : fallback;

/** The parameters clamped into ranges where every quantity stays finite (no NaN anywhere). */
export function effectiveOcoParams(config: OcoConfig) {
  return {
    B: clamp(config.B, 1e-6, 1e6, 1),
    lambda: clamp(config.lambda, 1e-6, 1e6, 1),
    eta: clamp(config.eta, 1e-12, 1e6, 0.1),
    gamma: clamp(config.gamma, 1e-9, 1e6, 0.1),
    R: clamp(config.R, 1e-6, 1e6, 1),
    noise: clamp(config.noise, 0, 1e6, 0),
    T: Math.floor(clamp(config.T, 0, MAX_T, 0)),
  };
}

export function ocoKindOf(config: Pick<OcoConfig, 'stream' | 'losses'>): OcoLossKind {
  switch (config.stream) {
    case 'quadratic':
      return 'quadratic';
    case 'linear':
    case 'alternating':
    case 'adversary':
      return 'linear';
    case 'hinge':
      return 'hinge';
    case 'regression':
      return 'squared';
    case 'csv':
    case 'user':
      return config.losses?.kind === 'quadratic' ? 'quadratic' : 'linear';
  }
}

export function makeStream(
  config: OcoConfig,
  p: ReturnType<typeof effectiveOcoParams>,
  kind: OcoLossKind,
): OcoStream {
  const { seed } = config;
  switch (config.stream) {
    case 'quadratic':
      return new QuadraticStream({ seed, B: p.B });
    case 'linear':
      return new LinearStream({ seed });
    case 'alternating':
      return new AlternatingStream();
    case 'adversary':
      return new OcoAdversary({ seed });
    case 'hinge':
      return new HingeStream({ seed, R: p.R, gamma: p.gamma });
    case 'regression':
      return new RegressionStream({ seed, B: p.B, R: p.R, noise: p.noise });
    case 'csv':
    case 'user':
      return new LossListStream(config.stream, {
        kind: kind === 'quadratic' ? 'quadratic' : 'linear',
        values: config.losses?.values ?? [],
      });
  }
}

export function priorLipschitz(
  stream: OcoStream,
  p: ReturnType<typeof effectiveOcoParams>,
): number | null {
  if (stream instanceof QuadraticStream) return 2 * p.lambda * p.B;
  if (stream instanceof HingeStream) return p.R;
  if (stream instanceof RegressionStream) {
    const u = Math.hypot(stream.u[0], stream.u[1]);
    return 2 * (p.B * p.R + u * p.R + p.noise) * p.R;
  }
  if (stream instanceof LossListStream) return null;
  return 1;
}
