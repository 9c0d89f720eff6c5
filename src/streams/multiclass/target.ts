import { Rng } from '../../engine/rng';
import { BLOCK, argmaxLabel, marginOf } from '../../learners/multiclass-perceptron';

/**
 * The separating w* of the synthetic multiclass streams. k centres c_ℓ lie around the circle of
 * radius ρ = R/2 (angles evenly spread, each moved by up to 15% of the gap; radii between 0.7ρ
 * and ρ), and w*_ℓ ∝ (c_ℓ, −‖c_ℓ‖²/2), so w*_ℓ·x̃ = (‖x‖² − ‖x − c_ℓ‖²)/2 up to the common scale:
 * argmax_ℓ w*_ℓ·x̃ is the nearest centre, and the regions need not meet at the origin.
 */
export interface MulticlassTarget {
  k: number;
  /** Centres, interleaved: c_ℓ = (centres[2ℓ], centres[2ℓ + 1]). */
  centres: Float64Array;
  /** The unit w* in ℝ^{3k}, block ℓ = (a1, a2, b) with w*_ℓ·x̃ = a1 x1 + a2 x2 + b. */
  w: Float64Array;
}

const ANGLE_JITTER = 0.15;
const RADIUS_LOW = 0.7;

export function makeTarget(seed: number, k: number, R: number): MulticlassTarget {
  const rng = new Rng(seed, 3);
  const rho = R / 2;
  const gap = (2 * Math.PI) / k;
  const start = rng.uniform(0, 2 * Math.PI);
  const centres = new Float64Array(2 * k);
  const w = new Float64Array(BLOCK * k);
  let z = 0;
  for (let l = 0; l < k; l++) {
    const angle = start + gap * l + rng.uniform(-ANGLE_JITTER, ANGLE_JITTER) * gap;
    const r = rho * rng.uniform(RADIUS_LOW, 1);
    const c1 = r * Math.cos(angle);
    const c2 = r * Math.sin(angle);
    centres[2 * l] = c1;
    centres[2 * l + 1] = c2;
    w[BLOCK * l] = c1;
    w[BLOCK * l + 1] = c2;
    w[BLOCK * l + 2] = -(r * r) / 2;
    z += c1 * c1 + c2 * c2 + (r * r * r * r) / 4;
  }
  const norm = Math.sqrt(z);
  for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) / norm;
  return { k, centres, w };
}

/**
 * The largest γ every seed can honour: the margin of w* at its own centre c_y is
 * min_ℓ ‖c_y − c_ℓ‖²/(2Z) with Z the norm before scaling, and the jitter above keeps any two
 * centres at least 2·0.7ρ·sin(0.7π/k) apart while Z ≤ √k ρ √(1 + ρ²/4). A γ up to this value
 * always has points (the centres at least); a larger one may have none.
 */
export function gammaCap(k: number, R: number): number {
  const rho = R / 2;
  const chord = 2 * RADIUS_LOW * rho * Math.sin(((1 - 2 * ANGLE_JITTER) * Math.PI) / k);
  const zMax = Math.sqrt(k) * rho * Math.sqrt(1 + (rho * rho) / 4);
  return ((chord * chord) / (2 * zMax)) * (1 - 1e-6);
}

/** A point the synthetic streams may play: inside the disk of radius R, w*-margin ≥ γ. */
export interface LegalPoint {
  x1: number;
  x2: number;
  y: number;
  margin: number;
}

/** Tries of a uniform point in the disk before the sampler narrows in around a centre. */
const DISK_TRIES = 64;
const CENTRE_TRIES = 16;

/**
 * A point uniform in the disk of radius R, labelled by w*, kept when its margin is at least γ.
 * When γ leaves little room, it narrows in on a centre (disks of radius ρ/2^j around it), and in
 * the end the centre itself, whose margin is at least gammaCap(k, R) ≥ γ: it never fails.
 */
export function sampleLegal(
  rng: Rng,
  target: MulticlassTarget,
  R: number,
  gamma: number,
): LegalPoint {
  const { k, w } = target;
  for (let i = 0; i < DISK_TRIES; i++) {
    const [x1, x2] = inDisk(rng, 0, 0, R);
    const p = legal(w, k, x1, x2, gamma);
    if (p) return p;
  }
  const y = rng.int(k);
  const c1 = target.centres[2 * y] as number;
  const c2 = target.centres[2 * y + 1] as number;
  for (let j = 1; j <= 8; j++) {
    for (let i = 0; i < CENTRE_TRIES; i++) {
      const [x1, x2] = inDisk(rng, c1, c2, R / 2 ** (j + 1));
      const p = legal(w, k, x1, x2, gamma);
      if (p) return p;
    }
  }
  return { x1: c1, x2: c2, y, margin: marginOf(w, k, c1, c2, y) };
}

function legal(
  w: Float64Array,
  k: number,
  x1: number,
  x2: number,
  gamma: number,
): LegalPoint | null {
  const y = argmaxLabel(w, k, x1, x2);
  const margin = marginOf(w, k, x1, x2, y);
  return margin >= gamma ? { x1, x2, y, margin } : null;
}

/** Uniform in the disk of radius r around (a, b). */
export function inDisk(rng: Rng, a: number, b: number, r: number): [number, number] {
  const rad = r * Math.sqrt(rng.next());
  const th = rng.uniform(0, 2 * Math.PI);
  return [a + rad * Math.cos(th), b + rad * Math.sin(th)];
}
