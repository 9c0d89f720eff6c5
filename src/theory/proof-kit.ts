import type { ProofStep, Quantities } from './types';

/**
 * What every family's theorems are written with: a quantity by name (NaN when the engine did not
 * emit it, which a check then reads as failing, never as holding), a hypothesis that holds, a
 * proof line, and ≤ up to rounding.
 */
export const TOL = 1e-9;

export const q = (x: Quantities, k: string): number => x[k] ?? NaN;

export const ok = { holds: true } as const;

/** a ≤ b, allowing rounding relative to the larger of the two. */
export const leq = (a: number, b: number): boolean =>
  a <= b + TOL * Math.max(1, Math.abs(a), Math.abs(b));

export const step = (
  id: string,
  tex: string,
  liveTex: string,
  because: string,
  holds: (x: Quantities) => boolean,
  dependsOn: string[],
): ProofStep => ({ id, tex, liveTex, because, holds, dependsOn });
