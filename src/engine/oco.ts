import type { Family } from './game';

/**
 * Online convex optimization in the plane. The learner plays w in Ω = {‖w‖ ≤ B} (w₀ = 0); the
 * stream then reveals a convex loss f_t; the learner suffers f_t(w) and updates. Round input is
 * nothing (null), the prediction is the point played, the outcome is the loss.
 *
 * A loss is a small struct the stream reuses every round: four kinds, each described by a vector
 * (a0, a1) and a number b, plus constants fixed for the run (λ for quadratics, γ for hinges).
 */
export type OcoLossKind = 'linear' | 'quadratic' | 'hinge' | 'squared';

export const ocoLossKinds: readonly OcoLossKind[] = ['linear', 'quadratic', 'hinge', 'squared'];

/**
 * - linear ⟨v, w⟩, v = (a0, a1);
 * - quadratic (λ/2)‖w − z‖², z = (a0, a1);
 * - hinge max(0, γ − y⟨w, x⟩), x = (a0, a1), y = b ∈ {−1, 1};
 * - squared (⟨w, x⟩ − y)², x = (a0, a1), y = b (the notes' Example 19).
 */
export interface OcoLoss {
  kind: OcoLossKind;
  a0: number;
  a1: number;
  b: number;
}

/** Per-run constants: the disc's radius and the losses' λ and γ. */
export interface OcoConstants {
  B: number;
  lambda: number;
  gamma: number;
}

export function makeLoss(kind: OcoLossKind, a0 = 0, a1 = 0, b = 0): OcoLoss {
  return { kind, a0, a1, b };
}

/** f(w), exactly as the game charges it. */
export function lossValue(f: OcoLoss, w0: number, w1: number, c: OcoConstants): number {
  switch (f.kind) {
    case 'linear':
      return f.a0 * w0 + f.a1 * w1;
    case 'quadratic': {
      const d0 = w0 - f.a0;
      const d1 = w1 - f.a1;
      return 0.5 * c.lambda * (d0 * d0 + d1 * d1);
    }
    case 'hinge': {
      const m = c.gamma - f.b * (w0 * f.a0 + w1 * f.a1);
      return m > 0 ? m : 0;
    }
    case 'squared': {
      const r = w0 * f.a0 + w1 * f.a1 - f.b;
      return r * r;
    }
  }
}

/**
 * A (sub)gradient of f at w, written into out. The hinge's is −y·x where y⟨w, x⟩ < γ and 0
 * elsewhere (at the kink, 0 is a valid subgradient too, and the notes' rule picks it).
 */
export function lossGradient(
  f: OcoLoss,
  w0: number,
  w1: number,
  c: OcoConstants,
  out: Float64Array,
): void {
  switch (f.kind) {
    case 'linear':
      out[0] = f.a0;
      out[1] = f.a1;
      return;
    case 'quadratic':
      out[0] = c.lambda * (w0 - f.a0);
      out[1] = c.lambda * (w1 - f.a1);
      return;
    case 'hinge':
      if (f.b * (w0 * f.a0 + w1 * f.a1) < c.gamma) {
        out[0] = -f.b * f.a0;
        out[1] = -f.b * f.a1;
      } else {
        out[0] = 0;
        out[1] = 0;
      }
      return;
    case 'squared': {
      const r2 = 2 * (w0 * f.a0 + w1 * f.a1 - f.b);
      out[0] = r2 * f.a0;
      out[1] = r2 * f.a1;
      return;
    }
  }
}

/**
 * The Lipschitz constant of f on Ω, i.e. the sup over ‖w‖ ≤ B of its gradient's norm, exactly:
 * linear ‖v‖ (constant gradient); quadratic λ·sup‖w − z‖ = λ(B + ‖z‖), at w = −B·z/‖z‖;
 * hinge ‖x‖ (the subgradient is −y·x on the side containing w = 0, as γ > 0); squared
 * 2·sup|⟨w, x⟩ − y|·‖x‖ = 2(B‖x‖ + |y|)‖x‖, at w = −sign(y)·B·x/‖x‖.
 */
export function lipschitz(f: OcoLoss, c: OcoConstants): number {
  // sqrt rather than hypot (several times slower, and run every round): entries are bounded by
  // 10¹² (see streams/oco/loss-list.ts), far from overflowing a square.
  const n = Math.sqrt(f.a0 * f.a0 + f.a1 * f.a1);
  switch (f.kind) {
    case 'linear':
      return n;
    case 'quadratic':
      return c.lambda * (c.B + n);
    case 'hinge':
      return c.gamma > 0 ? n : 0;
    case 'squared':
      return 2 * (c.B * n + Math.abs(f.b)) * n;
  }
}

/** The strong-convexity modulus: λ for quadratics; the others are flat along some direction. */
export function strongConvexity(f: OcoLoss | OcoLossKind, c: OcoConstants): number {
  const kind = typeof f === 'string' ? f : f.kind;
  return kind === 'quadratic' ? c.lambda : 0;
}

/** The oco family for a run's constants: the loss of the point played is f_t(w). */
export function ocoFamily(c: OcoConstants): Family<null, Float64Array, OcoLoss> {
  // Held in locals so the game loop's call does not chase the config object.
  const k: OcoConstants = { B: c.B, lambda: c.lambda, gamma: c.gamma };
  return {
    id: 'oco',
    loss: (_input, w, f) => lossValue(f, w[0] as number, w[1] as number, k),
  };
}
