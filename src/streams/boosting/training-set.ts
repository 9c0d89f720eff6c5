import { Rng } from '../../engine/rng';

export const boostingShapes = ['circles', 'xor', 'moons', 'stripes'] as const;
export type BoostingShape = (typeof boostingShapes)[number];

/** A fixed training set: n points (x₁ᵢ, x₂ᵢ) with labels yᵢ = ±1. */
export interface TrainingSet {
  x1: Float64Array;
  x2: Float64Array;
  y: Int8Array;
}

/** The synthetic sets' number of vertical bands for `stripes`. */
export const STRIPES = 4;

/**
 * The clean label of a point of [−1, 1]²:
 * - circles: +1 inside the circle of radius √(2/π) (half the square's area), −1 outside;
 * - xor: the sign of x₁x₂;
 * - moons: +1 above the cubic x₂ = 0.7u³ − 1.175u (u = 1.7x₁), the curve between two moons;
 * - stripes: alternating vertical bands of width ½, the leftmost +1.
 * Each needs several stumps: no single axis split gets near zero error, which is the point.
 */
export function cleanLabel(shape: BoostingShape, a: number, b: number): 1 | -1 {
  switch (shape) {
    case 'circles':
      return a * a + b * b < 2 / Math.PI ? 1 : -1;
    case 'xor':
      return a * b >= 0 ? 1 : -1;
    case 'moons': {
      const u = 1.7 * a;
      return b >= (0.7 * u * u * u - 1.175 * u) / 1.7 ? 1 : -1;
    }
    case 'stripes': {
      const band = Math.min(STRIPES - 1, Math.floor(((a + 1) / 2) * STRIPES));
      return band % 2 === 0 ? 1 : -1;
    }
  }
}

/** n points uniform in [−1, 1]², labelled by the shape, each label flipped with probability `noise`. */
export function syntheticSet(
  shape: BoostingShape,
  n: number,
  seed: number,
  noise: number,
): TrainingSet {
  const rng = new Rng(seed, 11);
  const set: TrainingSet = {
    x1: new Float64Array(n),
    x2: new Float64Array(n),
    y: new Int8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const a = rng.uniform(-1, 1);
    const b = rng.uniform(-1, 1);
    const flip = noise > 0 && rng.next() < noise;
    const y = cleanLabel(shape, a, b);
    set.x1[i] = a;
    set.x2[i] = b;
    set.y[i] = flip ? -y : y;
  }
  return set;
}

/**
 * A file's points as the training set: its first n rows at most (non-finite rows dropped), labels
 * flipped with probability `noise` as on the synthetic sets.
 */
export function fileSet(
  points: { x1: ArrayLike<number>; x2: ArrayLike<number>; y: ArrayLike<number> },
  n: number,
  seed: number,
  noise: number,
): TrainingSet {
  const rng = new Rng(seed, 11);
  const total = Math.min(points.x1.length, points.x2.length, points.y.length);
  const x1: number[] = [];
  const x2: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < total && x1.length < n; i++) {
    const a = points.x1[i] as number;
    const b = points.x2[i] as number;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const label = (points.y[i] as number) === 1 ? 1 : -1;
    const flip = noise > 0 && rng.next() < noise;
    x1.push(a);
    x2.push(b);
    y.push(flip ? -label : label);
  }
  return { x1: Float64Array.from(x1), x2: Float64Array.from(x2), y: Int8Array.from(y) };
}

/** The box the plane shows: [−1, 1]² for the synthetic sets, the data's own box (padded) for a file. */
export function boxOf(set: TrainingSet, synthetic: boolean): [number, number, number, number] {
  if (synthetic || set.x1.length === 0) return [-1, 1, -1, 1];
  let [a0, a1, b0, b1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < set.x1.length; i++) {
    const a = set.x1[i] as number;
    const b = set.x2[i] as number;
    a0 = Math.min(a0, a);
    a1 = Math.max(a1, a);
    b0 = Math.min(b0, b);
    b1 = Math.max(b1, b);
  }
  const pa = Math.max(1e-6, 0.05 * (a1 - a0), 1e-9 * Math.abs(a0));
  const pb = Math.max(1e-6, 0.05 * (b1 - b0), 1e-9 * Math.abs(b0));
  return [a0 - pa, a1 + pa, b0 - pb, b1 + pb];
}
