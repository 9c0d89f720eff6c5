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

// The formulas, one small function per kind and quantity: the generic functions below switch on
// the kind, the loss models (the hot loop's) call them directly, so both share one formula.

function linearValue(f: OcoLoss, w0: number, w1: number): number {
  return f.a0 * w0 + f.a1 * w1;
}

function quadraticValue(f: OcoLoss, w0: number, w1: number, lambda: number): number {
  const d0 = w0 - f.a0;
  const d1 = w1 - f.a1;
  return 0.5 * lambda * (d0 * d0 + d1 * d1);
}

function hingeValue(f: OcoLoss, w0: number, w1: number, gamma: number): number {
  const m = gamma - f.b * (w0 * f.a0 + w1 * f.a1);
  return m > 0 ? m : 0;
}

function squaredValue(f: OcoLoss, w0: number, w1: number): number {
  const r = w0 * f.a0 + w1 * f.a1 - f.b;
  return r * r;
}

function linearGradient(f: OcoLoss, out: Float64Array): void {
  out[0] = f.a0;
  out[1] = f.a1;
}

function quadraticGradient(
  f: OcoLoss,
  w0: number,
  w1: number,
  lambda: number,
  out: Float64Array,
): void {
  out[0] = lambda * (w0 - f.a0);
  out[1] = lambda * (w1 - f.a1);
}

/** −y·x where y⟨w, x⟩ < γ, 0 elsewhere (at the kink 0 is a valid subgradient too). */
function hingeGradient(f: OcoLoss, w0: number, w1: number, gamma: number, out: Float64Array): void {
  const active = f.b * (w0 * f.a0 + w1 * f.a1) < gamma;
  out[0] = active ? -f.b * f.a0 : 0;
  out[1] = active ? -f.b * f.a1 : 0;
}

function squaredGradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): void {
  const r2 = 2 * (w0 * f.a0 + w1 * f.a1 - f.b);
  out[0] = r2 * f.a0;
  out[1] = r2 * f.a1;
}

// sqrt rather than hypot (several times slower, and run every round): entries are bounded by
// 10¹² (see data/oco-csv.ts), far from overflowing a square.
function size(f: OcoLoss): number {
  return Math.sqrt(f.a0 * f.a0 + f.a1 * f.a1);
}

/** f(w), exactly as the game charges it. */
export function lossValue(f: OcoLoss, w0: number, w1: number, c: OcoConstants): number {
  switch (f.kind) {
    case 'linear':
      return linearValue(f, w0, w1);
    case 'quadratic':
      return quadraticValue(f, w0, w1, c.lambda);
    case 'hinge':
      return hingeValue(f, w0, w1, c.gamma);
    case 'squared':
      return squaredValue(f, w0, w1);
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
      return linearGradient(f, out);
    case 'quadratic':
      return quadraticGradient(f, w0, w1, c.lambda, out);
    case 'hinge':
      return hingeGradient(f, w0, w1, c.gamma, out);
    case 'squared':
      return squaredGradient(f, w0, w1, out);
  }
}

/**
 * The Lipschitz constant of f on Ω, i.e. the sup over ‖w‖ ≤ B of its gradient's norm, exactly:
 * linear ‖v‖ (constant gradient); quadratic λ·sup‖w − z‖ = λ(B + ‖z‖), at w = −B·z/‖z‖;
 * hinge ‖x‖ (the subgradient is −y·x on the side containing w = 0, as γ > 0); squared
 * 2·sup|⟨w, x⟩ − y|·‖x‖ = 2(B‖x‖ + |y|)‖x‖, at w = −sign(y)·B·x/‖x‖.
 */
export function lipschitz(f: OcoLoss, c: OcoConstants): number {
  switch (f.kind) {
    case 'linear':
      return size(f);
    case 'quadratic':
      return c.lambda * (c.B + size(f));
    case 'hinge':
      return c.gamma > 0 ? size(f) : 0;
    case 'squared': {
      const n = size(f);
      return 2 * (c.B * n + Math.abs(f.b)) * n;
    }
  }
}

/**
 * An upper bound on Σ_{s≤t} sup_Ω |f_s|, the size the rounding of any sum of these losses
 * scales with, even when the sum itself cancels to nearly 0. Read from what the trace keeps:
 * G = max_s Lip(f_s) on Ω and, for squared losses, Σ‖x_s‖² and Σ y_s². Linear |⟨v, w⟩| ≤ B‖v‖;
 * quadratic sup (λ/2)‖w − z‖² = (λ/2)(B + ‖z‖)² = Lip²/(2λ); hinge |γ − y⟨w, x⟩| ≤ γ + B‖x‖
 * (γ > 0, so Lip = ‖x‖); squared (B‖x‖ + |y|)² ≤ 2(B²‖x‖² + y²).
 */
export function lossSizeOnDisc(
  kind: OcoLossKind,
  t: number,
  G: number,
  c: OcoConstants,
  sumX2 = 0,
  sumY2 = 0,
): number {
  switch (kind) {
    case 'linear':
      return t * c.B * G;
    case 'quadratic':
      return c.lambda > 0 ? (t * G * G) / (2 * c.lambda) : 0;
    case 'hinge':
      return t * (c.gamma + c.B * G);
    case 'squared':
      return 2 * (c.B * c.B * sumX2 + sumY2);
  }
}

/** The strong-convexity modulus: λ for quadratics; the others are flat along some direction. */
export function strongConvexity(f: OcoLoss | OcoLossKind, c: OcoConstants): number {
  const kind = typeof f === 'string' ? f : f.kind;
  return kind === 'quadratic' ? c.lambda : 0;
}

/**
 * One kind's formulas with the run's constants bound: what the round loop calls. One small
 * monomorphic method each, so V8 inlines them where a switch on the kind and a call across
 * modules would not be (the same formulas as the generic functions above).
 */
export interface OcoLossModel {
  readonly kind: OcoLossKind;
  value(f: OcoLoss, w0: number, w1: number): number;
  gradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): void;
  lipschitz(f: OcoLoss): number;
}

class LinearModel implements OcoLossModel {
  readonly kind = 'linear';
  value(f: OcoLoss, w0: number, w1: number): number {
    return linearValue(f, w0, w1);
  }
  gradient(f: OcoLoss, _w0: number, _w1: number, out: Float64Array): void {
    linearGradient(f, out);
  }
  lipschitz(f: OcoLoss): number {
    return size(f);
  }
}

class QuadraticModel implements OcoLossModel {
  readonly kind = 'quadratic';
  constructor(
    private readonly lambda: number,
    private readonly B: number,
  ) {}
  value(f: OcoLoss, w0: number, w1: number): number {
    return quadraticValue(f, w0, w1, this.lambda);
  }
  gradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): void {
    quadraticGradient(f, w0, w1, this.lambda, out);
  }
  lipschitz(f: OcoLoss): number {
    return this.lambda * (this.B + size(f));
  }
}

class HingeModel implements OcoLossModel {
  readonly kind = 'hinge';
  constructor(private readonly gamma: number) {}
  value(f: OcoLoss, w0: number, w1: number): number {
    return hingeValue(f, w0, w1, this.gamma);
  }
  gradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): void {
    hingeGradient(f, w0, w1, this.gamma, out);
  }
  lipschitz(f: OcoLoss): number {
    return this.gamma > 0 ? size(f) : 0;
  }
}

class SquaredModel implements OcoLossModel {
  readonly kind = 'squared';
  constructor(private readonly B: number) {}
  value(f: OcoLoss, w0: number, w1: number): number {
    return squaredValue(f, w0, w1);
  }
  gradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): void {
    squaredGradient(f, w0, w1, out);
  }
  lipschitz(f: OcoLoss): number {
    const n = size(f);
    return 2 * (this.B * n + Math.abs(f.b)) * n;
  }
}

export function lossModel(kind: OcoLossKind, c: OcoConstants): OcoLossModel {
  switch (kind) {
    case 'linear':
      return new LinearModel();
    case 'quadratic':
      return new QuadraticModel(c.lambda, c.B);
    case 'hinge':
      return new HingeModel(c.gamma);
    case 'squared':
      return new SquaredModel(c.B);
  }
}

/** The oco family for a run's losses: the loss of the point played is f_t(w). */
export function ocoFamily(model: OcoLossModel): Family<null, Float64Array, OcoLoss> {
  return {
    id: 'oco',
    loss: (_input, w, f) => model.value(f, w[0] as number, w[1] as number),
  };
}
