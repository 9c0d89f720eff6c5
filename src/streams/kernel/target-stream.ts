import type { Label } from '../../engine/classification';
import type { Round, Stream } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';
import type { Vec } from '../../engine/vec';
import { targetValue, type Target } from '../../kernels/target';
import {
  moonArc,
  spiralArm,
  SPIRAL_RANGE,
  targetFor,
  targetScale,
  type KernelShape,
} from './targets';

export interface TargetStreamOptions {
  shape: KernelShape;
  seed: number;
  /** The disk the points lie in. */
  R: number;
  /** Relative margin: a point is kept only when |g(x)| ≥ γ·max_{‖x‖≤R}|g|. In [0, 1). */
  gamma: number;
}

/**
 * Tries before the stream gives up on the margin for one point and takes the largest |g| it saw
 * (γ near 0.9 on a target whose large values fill little of the disk): the bound uses the margin
 * observed, so it still holds.
 */
const MAX_TRIES = 10_000;

/**
 * Points in the disk of radius R labelled y = sign g(x) by the shape's target g, with the points
 * where |g(x)| < γ·max|g| rejected: the stream is separable by g with that margin by
 * construction. circles and xor fill the disk uniformly; moons and spiral scatter points around
 * their arcs and arms (normal noise of 0.06R), which g then labels.
 */
export class TargetStream implements Stream<Vec, Label> {
  readonly id: KernelShape;
  readonly target: Target;
  /** max |g| over the disk: γ is relative to it. */
  readonly scale: number;
  private readonly rng: Rng;
  private readonly round: Round<Vec, Label> = { input: new Float64Array(2), outcome: 1 };
  private readonly threshold: number;

  constructor(private readonly o: TargetStreamOptions) {
    this.id = o.shape;
    this.target = targetFor(o.shape, o.R);
    this.scale = targetScale(this.target, o.R);
    this.threshold = Math.min(Math.max(o.gamma, 0), 0.99) * this.scale;
    this.rng = new Rng(o.seed, 11);
  }

  next(): Round<Vec, Label> {
    const { o, target } = this;
    const x = this.round.input;
    let best = -1;
    let b0 = 0;
    let b1 = 0;
    let bg = 1;
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const [p0, p1] = this.propose();
      if (p0 * p0 + p1 * p1 > o.R * o.R) continue;
      const g = targetValue(target, p0, p1);
      const m = Math.abs(g);
      if (m >= this.threshold && g !== 0) {
        b0 = p0;
        b1 = p1;
        bg = g;
        break;
      }
      // Kept in case no point clears the margin: the largest |g| seen (never a zero label).
      if (m > best && g !== 0) {
        best = m;
        b0 = p0;
        b1 = p1;
        bg = g;
      }
    }
    x[0] = b0;
    x[1] = b1;
    this.round.outcome = bg > 0 ? 1 : -1;
    return this.round;
  }

  private propose(): [number, number] {
    const { rng, o } = this;
    const R = o.R;
    switch (o.shape) {
      case 'circles':
      case 'xor': {
        const r = R * Math.sqrt(rng.next());
        const a = 2 * Math.PI * rng.next();
        return [r * Math.cos(a), r * Math.sin(a)];
      }
      case 'moons': {
        const [x, y] = moonArc(rng.int(2), Math.PI * rng.next(), R);
        return [x + 0.06 * R * rng.normal(), y + 0.06 * R * rng.normal()];
      }
      case 'spiral': {
        // Uniform along the arm's length: θ with density ∝ θ (r ∝ θ), by inverting θ².
        const { start, turn } = SPIRAL_RANGE;
        const theta = Math.sqrt(start * start + (turn * turn - start * start) * rng.next());
        const [x, y] = spiralArm(rng.int(2), theta, R);
        return [x + 0.06 * R * rng.normal(), y + 0.06 * R * rng.normal()];
      }
    }
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
