import type { GaussianTarget, PolyTarget, Target } from '../../kernels/target';
import { targetValue } from '../../kernels/target';

export const kernelShapes = ['circles', 'xor', 'moons', 'spiral'] as const;
export type KernelShape = (typeof kernelShapes)[number];

/** The moons' unit picture spans about ±1.6: scaled so it fits the disk of radius R. */
const MOON_SPAN = 1.7;
/** The spiral: arms r = 0.9R·θ/θ_max for θ in [π/2, θ_max], bumps of width τ = 0.12R on them. */
const SPIRAL_TURN = 3 * Math.PI;
const SPIRAL_START = Math.PI / 2;
export const SPIRAL_TAU = 0.12;
const SPIRAL_CENTRES = 30;

/** A point on one of the two spiral arms (arm 0 or 1) at angle θ, for radius R. */
export function spiralArm(arm: number, theta: number, R: number): [number, number] {
  const r = (0.9 * R * theta) / SPIRAL_TURN;
  const a = theta + arm * Math.PI;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** A point on one moon (0: upper, labelled +1 by g; 1: lower) at angle θ ∈ [0, π], for radius R. */
export function moonArc(moon: number, theta: number, R: number): [number, number] {
  const s = R / MOON_SPAN;
  const x = moon === 0 ? Math.cos(theta) - 0.5 : 0.5 - Math.cos(theta);
  const y = moon === 0 ? Math.sin(theta) - 0.25 : 0.25 - Math.sin(theta);
  return [s * x, s * y];
}

/**
 * The target each synthetic stream is built from, for the disk of radius R:
 * - circles: g = R²/2 − ‖x‖² (inside the circle of radius R/√2 is +1): degree 2, constant term;
 * - xor: g = x₁x₂/R (homogeneous of degree 2);
 * - moons: with s = R/1.7 and the moons at scale s, g = x₂ − 0.7x₁³/s² + 1.175x₁, the cubic
 *   x₂ = s·p(x₁/s), p(u) = 0.7u³ − 1.175u, that runs between the two arcs;
 * - spiral: g = Σ_j α_j exp(−‖x − z_j‖²/(2τ²)), 30 centres along each arm, α = +1 on one, −1 on
 *   the other, τ = 0.12R.
 */
export function targetFor(shape: KernelShape, R: number): Target {
  switch (shape) {
    case 'circles':
      return poly([
        [0, 0, (R * R) / 2],
        [2, 0, -1],
        [0, 2, -1],
      ]);
    case 'xor':
      return poly([[1, 1, 1 / R]]);
    case 'moons': {
      const s = R / MOON_SPAN;
      return poly([
        [0, 1, 1],
        [3, 0, -0.7 / (s * s)],
        [1, 0, 1.175],
      ]);
    }
    case 'spiral': {
      const g: GaussianTarget = {
        kind: 'gaussian',
        tau: SPIRAL_TAU * R,
        zx: [],
        zy: [],
        alpha: [],
      };
      for (let arm = 0; arm < 2; arm++)
        for (let k = 0; k < SPIRAL_CENTRES; k++) {
          const theta = SPIRAL_START + ((SPIRAL_TURN - SPIRAL_START) * k) / (SPIRAL_CENTRES - 1);
          const [x, y] = spiralArm(arm, theta, R);
          g.zx.push(x);
          g.zy.push(y);
          g.alpha.push(arm === 0 ? 1 : -1);
        }
      return g;
    }
  }
}

const poly = (terms: [number, number, number][]): PolyTarget => ({
  kind: 'poly',
  terms: terms.map(([i, j, coef]) => ({ i, j, coef })),
});

/**
 * max |g| over the disk of radius R, on a fine polar grid: the scale the streams' margin γ is
 * relative to (a point is kept when |g(x)| ≥ γ·max|g|), the same whatever kernel learns.
 */
export function targetScale(g: Target, R: number): number {
  let m = 0;
  for (let i = 0; i <= 80; i++) {
    const r = (R * i) / 80;
    const count = Math.max(1, 8 * i);
    for (let k = 0; k < count; k++) {
      const a = (2 * Math.PI * k) / count;
      m = Math.max(m, Math.abs(targetValue(g, r * Math.cos(a), r * Math.sin(a))));
    }
  }
  return m > 0 ? m : 1;
}

export const SPIRAL_RANGE = { start: SPIRAL_START, turn: SPIRAL_TURN };
