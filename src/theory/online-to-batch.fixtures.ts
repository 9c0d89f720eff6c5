/**
 * Independent references for the online-to-batch tests: the true expected surrogate loss under
 * the disk-minus-band distribution, by quadrature (not by sampling, and not by the engine's code).
 *
 * In coordinates along w* (s) and across it (u), a point is uniform on γ ≤ |s| ≤ R, |u| ≤ √(R² − s²),
 * with clean label sign(s). For w = a·w* + b·w⊥ the clean margin is a|s| + y·b·u, and u is
 * symmetric, so both halves of the support give the same law: E φ = (2/|support|) ∫_γ^R ∫_{−h}^{h}
 * φ(a s + b u) du ds, h = √(R² − s²). A flipped label (probability `noise`) turns the margin's sign.
 */
import { diskBandArea } from '../geometry/disk-band-error';

export type Loss = 'hinge' | 'logistic';

// 8-point Gauss–Legendre on [−1, 1].
const GL_X = [
  -0.9602898564975363, -0.7966664774136267, -0.525532409916329, -0.1834346424956498,
  0.1834346424956498, 0.525532409916329, 0.7966664774136267, 0.9602898564975363,
];
const GL_W = [
  0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.362683783378362, 0.362683783378362,
  0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
];

/** ∫_lo^hi f by composite Gauss–Legendre on `panels` panels. */
function integrate(f: (x: number) => number, lo: number, hi: number, panels: number): number {
  const h = (hi - lo) / panels;
  let s = 0;
  for (let p = 0; p < panels; p++) {
    const mid = lo + (p + 0.5) * h;
    for (let k = 0; k < 8; k++) s += (GL_W[k] as number) * f(mid + (GL_X[k] as number) * (h / 2));
  }
  return (s * h) / 2;
}

/** ∫ over an interval of length L of the positive part of a linear function from v1 to v2. */
function positivePart(v1: number, v2: number, L: number): number {
  if (v1 >= 0 && v2 >= 0) return (L * (v1 + v2)) / 2;
  if (v1 <= 0 && v2 <= 0) return 0;
  const top = Math.max(v1, v2);
  return (L * top * top) / (2 * Math.abs(v1 - v2));
}

function softplusNeg(m: number): number {
  return m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
}

/** ∫_{−h}^{h} φ(sign·(c + b u)) du. */
function inner(loss: Loss, sign: number, c: number, b: number, h: number): number {
  if (loss === 'hinge') {
    // 1 − sign·(c + b u) at u = −h and u = h.
    return positivePart(1 - sign * (c - b * h), 1 - sign * (c + b * h), 2 * h);
  }
  return integrate((u) => softplusNeg(sign * (c + b * u)), -h, h, 8);
}

/** The true E φ(w, Z) for w = a·w* + b·w⊥. */
export function trueSurrogate(
  loss: Loss,
  a: number,
  b: number,
  R: number,
  gamma: number,
  noise: number,
  panels = 400,
): number {
  const alphaMax = Math.acos(Math.min(gamma / R, 1));
  // s = R cos α: ds = R sin α dα and h = R sin α, which tames the square root at s = R.
  const f = (alpha: number): number => {
    const s = R * Math.cos(alpha);
    const h = R * Math.sin(alpha);
    const clean = inner(loss, 1, a * s, b, h);
    const flipped = noise > 0 ? inner(loss, -1, a * s, b, h) : 0;
    return ((1 - noise) * clean + noise * flipped) * R * Math.sin(alpha);
  };
  return (2 * integrate(f, 0, alphaMax, panels)) / diskBandArea(R, gamma);
}

/** w's coordinates along w* and across it. */
export function alongAcross(
  w: readonly [number, number],
  wstar: readonly [number, number],
): [number, number] {
  return [w[0] * wstar[0] + w[1] * wstar[1], -w[0] * wstar[1] + w[1] * wstar[0]];
}

/**
 * inf over ‖w‖ ≤ B of E φ(w) + ‖w‖²/(2ηT). The distribution is symmetric under u ↦ −u, so for a
 * convex objective the minimum lies on the w* axis: a golden-section search over a ∈ [−B, B].
 */
export function trueComparatorInf(
  loss: Loss,
  R: number,
  gamma: number,
  noise: number,
  B: number,
  eta: number,
  T: number,
): number {
  const J = (a: number) =>
    trueSurrogate(loss, a, 0, R, gamma, noise, 200) + (a * a) / (2 * eta * T);
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = -B;
  let hi = B;
  let c = hi - phi * (hi - lo);
  let d = lo + phi * (hi - lo);
  let fc = J(c);
  let fd = J(d);
  for (let i = 0; i < 50; i++) {
    if (fc <= fd) {
      [hi, d, fd] = [d, c, fc];
      c = hi - phi * (hi - lo);
      fc = J(c);
    } else {
      [lo, c, fc] = [c, d, fd];
      d = lo + phi * (hi - lo);
      fd = J(d);
    }
  }
  return J((lo + hi) / 2);
}
