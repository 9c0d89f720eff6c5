import { Rng } from '../engine/rng';
import type { Vec } from '../engine/vec';
import { MarginDiskStream } from '../streams/margin-disk';

export type SurrogateLoss = 'hinge' | 'logistic';

/** ln(1 + e^{−m}) without overflow or lost digits at either end. */
export function softplusNeg(m: number): number {
  return m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
}

/** φ(w, (x, y)) for a margin m = y⟨w, x⟩. */
export function surrogate(loss: SurrogateLoss, m: number): number {
  return loss === 'hinge' ? Math.max(0, 1 - m) : softplusNeg(m);
}

/** The factor c with ∇_w φ = −c·y·x: 1(m < 1) for the hinge, σ(−m) for the logistic loss. */
export function surrogateSlope(loss: SurrogateLoss, m: number): number {
  if (loss === 'hinge') return m < 1 ? 1 : 0;
  return m > 0 ? Math.exp(-m) / (1 + Math.exp(-m)) : 1 / (1 + Math.exp(m));
}

/**
 * The held-out sample: `size` fresh draws of the training stream's distribution, from a seed of
 * their own (derived from the scene's seed), so they are independent of every training point.
 */
export class TestSet {
  readonly x0: Float64Array;
  readonly x1: Float64Array;
  readonly y: Int8Array;
  /** ya_i = y_i·x_i, the vector ⟨w, ·⟩ is taken with for a margin. */
  private readonly yx0: Float64Array;
  private readonly yx1: Float64Array;
  /**
   * The 0–1 error of w depends on w's direction only: y⟨w, x⟩ ≤ 0 exactly when w's angle lies in
   * a closed half-circle fixed by (x, y). Each half-circle is kept by its start, sorted, so the
   * error of any direction is a count in a circular window: two binary searches, not n products.
   */
  private readonly starts: Float64Array;
  /** Points at the origin: wrong for every w (y⟨w, 0⟩ = 0). */
  private readonly zeros: number;

  constructor(o: {
    seed: number;
    size: number;
    R: number;
    gamma: number;
    wstar: Vec;
    noise: number;
  }) {
    const n = o.size;
    const stream = new MarginDiskStream({
      seed: new Rng(o.seed, 11).nextUint32(),
      R: o.R,
      gamma: o.gamma,
      wstar: o.wstar,
      noise: o.noise,
    });
    this.x0 = new Float64Array(n);
    this.x1 = new Float64Array(n);
    this.y = new Int8Array(n);
    this.yx0 = new Float64Array(n);
    this.yx1 = new Float64Array(n);
    const starts: number[] = [];
    let zeros = 0;
    for (let i = 0; i < n; i++) {
      const r = stream.next();
      const a = r.input[0] ?? 0;
      const b = r.input[1] ?? 0;
      const y = r.outcome;
      this.x0[i] = a;
      this.x1[i] = b;
      this.y[i] = y;
      this.yx0[i] = y * a;
      this.yx1[i] = y * b;
      if (a === 0 && b === 0) {
        zeros++;
        continue;
      }
      // cos(θ − β) ≤ 0 for θ ∈ [β + π/2, β + 3π/2], β the angle of y·x.
      starts.push(wrap(Math.atan2(y * b, y * a) + Math.PI / 2));
    }
    this.starts = Float64Array.from(starts).sort();
    this.zeros = zeros;
  }

  get size(): number {
    return this.y.length;
  }

  /** The fraction of the sample with y⟨w, x⟩ ≤ 0, in O(log n). */
  error(w0: number, w1: number): number {
    const n = this.y.length;
    if (n === 0) return NaN;
    if (w0 === 0 && w1 === 0) return 1;
    const theta = wrap(Math.atan2(w1, w0));
    // Half-circles containing θ are those starting in [θ − π, θ] (circularly).
    const lo = theta - Math.PI;
    const s = this.starts;
    const count =
      lo >= 0
        ? upper(s, theta) - lower(s, lo)
        : upper(s, theta) + (s.length - lower(s, lo + 2 * Math.PI));
    return (this.zeros + count) / n;
  }

  /** The same by n products: the reference the index is tested against. */
  errorByProducts(w0: number, w1: number): number {
    let wrong = 0;
    for (let i = 0; i < this.y.length; i++)
      if (w0 * (this.yx0[i] as number) + w1 * (this.yx1[i] as number) <= 0) wrong++;
    return wrong / this.y.length;
  }

  /** The sample mean of φ(w, ·) over the first `limit` points (all by default). */
  loss(loss: SurrogateLoss, w0: number, w1: number, limit = this.y.length): number {
    const n = Math.min(limit, this.y.length);
    const a = this.yx0;
    const b = this.yx1;
    let s = 0;
    if (loss === 'hinge') {
      // (v + |v|)/2 is max(0, v) without a branch: on random points "m < 1" is a coin flip the
      // processor mispredicts half the time, which made this loop several times slower.
      for (let i = 0; i < n; i++) {
        const v = 1 - (w0 * (a[i] as number) + w1 * (b[i] as number));
        s += v + Math.abs(v);
      }
      s /= 2;
    } else {
      for (let i = 0; i < n; i++) s += softplusNeg(w0 * (a[i] as number) + w1 * (b[i] as number));
    }
    return n > 0 ? s / n : NaN;
  }
}

/** An angle in [0, 2π). */
function wrap(a: number): number {
  const t = a % (2 * Math.PI);
  const u = t < 0 ? t + 2 * Math.PI : t;
  return u >= 2 * Math.PI ? 0 : u;
}

/** The first index with s[i] ≥ v. */
function lower(s: Float64Array, v: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((s[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index with s[i] > v. */
function upper(s: Float64Array, v: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((s[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
