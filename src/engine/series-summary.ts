/**
 * Per-pixel min/max summary of a growing series over a fixed domain of rounds 1…T. The buckets
 * depend on T, not on the round shown, so each round is summarized once as the trace grows and a
 * frame costs O(buckets + one bucket's rounds) however long the run — where re-decimating the
 * whole prefix every frame would cost O(t).
 */
export class SeriesSummary {
  private covered = 0;
  private readonly minT: Float64Array;
  private readonly minV: Float64Array;
  private readonly maxT: Float64Array;
  private readonly maxV: Float64Array;
  private readonly gapT: Float64Array;
  private readonly gapV: Float64Array;
  private readonly logT: number;
  /**
   * The points of the buckets summarised whole, in order, and where each bucket's points end in
   * it: a bucket before the one holding t holds only rounds below t, so its points never change,
   * and a frame copies them instead of building them afresh.
   */
  private readonly done: Array<[number, number]> = [];
  private readonly doneEnd: number[] = [];

  constructor(
    readonly T: number,
    readonly buckets: number,
    readonly scale: 'linear' | 'log',
  ) {
    const B = Math.max(1, Math.floor(buckets));
    this.minT = new Float64Array(B).fill(-1);
    this.minV = new Float64Array(B);
    this.maxT = new Float64Array(B).fill(-1);
    this.maxV = new Float64Array(B);
    this.gapT = new Float64Array(B).fill(-1);
    this.gapV = new Float64Array(B);
    this.logT = Math.log(Math.max(2, T) + 1);
  }

  bucketOf(t: number): number {
    const B = this.minT.length;
    const b =
      this.scale === 'log'
        ? Math.floor((Math.log(t) / this.logT) * B)
        : Math.floor(((t - 1) * B) / Math.max(1, this.T));
    return Math.min(B - 1, Math.max(0, b));
  }

  /** Summarizes rounds up to n (only the ones not seen yet). */
  extend(n: number, value: (t: number) => number): void {
    for (let t = this.covered + 1; t <= n; t++) this.add(this.bucketOf(t), t, value(t));
    this.covered = Math.max(this.covered, n);
  }

  /** The decimated series over rounds 1…t: whole buckets from the summary, the last one exactly. */
  points(t: number, value: (t: number) => number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    if (t < 1) return out;
    this.extend(Math.min(t, this.T), value);
    const last = this.bucketOf(t);
    for (let b = this.doneEnd.length; b < last; b++) {
      this.emit(this.done, b);
      this.doneEnd.push(this.done.length);
    }
    out.push([1, value(1)]);
    const upTo = last > 0 ? (this.doneEnd[last - 1] as number) : 0;
    for (let i = 0; i < upTo; i++) out.push(this.done[i] as [number, number]);
    if (this.covered === t) {
      // Summarised up to t exactly (the run moving forward): the bucket holding t is whole in the
      // summary, its rounds past t not seen yet. Its gap marker is left out, as below.
      if ((this.minT[last] as number) >= 0)
        push(
          out,
          this.minT[last] as number,
          this.minV[last] as number,
          this.maxT[last] as number,
          this.maxV[last] as number,
        );
    } else this.lastBucketAfresh(out, last, t, value);
    out.push([t, value(t)]);
    return out;
  }

  /**
   * The first round in bucket b or a later one, at most t (t itself when none is before it), by
   * bisection: buckets grow with the round.
   */
  firstRoundOf(b: number, t: number): number {
    let lo = 1;
    let hi = t;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.bucketOf(mid) < b) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The bucket holding t, from its first round up to t (a step back, a seek: the summary holds
   * rounds past t in it).
   */
  private lastBucketAfresh(
    out: Array<[number, number]>,
    last: number,
    t: number,
    value: (t: number) => number,
  ): void {
    const start = this.firstRoundOf(last, t);
    let minT = -1;
    let minV = Infinity;
    let maxT = -1;
    let maxV = -Infinity;
    for (let s = start; s <= t; s++) {
      const v = value(s);
      if (!Number.isFinite(v)) continue;
      if (minT < 0 || v < minV) [minT, minV] = [s, v];
      if (maxT < 0 || v > maxV) [maxT, maxV] = [s, v];
    }
    if (minT >= 0) push(out, minT, minV, maxT, maxV);
  }

  private add(b: number, t: number, v: number): void {
    if (!Number.isFinite(v)) {
      if ((this.gapT[b] as number) < 0) {
        this.gapT[b] = t;
        this.gapV[b] = v;
      }
      return;
    }
    if ((this.minT[b] as number) < 0 || v < (this.minV[b] as number)) {
      this.minT[b] = t;
      this.minV[b] = v;
    }
    if ((this.maxT[b] as number) < 0 || v > (this.maxV[b] as number)) {
      this.maxT[b] = t;
      this.maxV[b] = v;
    }
  }

  private emit(out: Array<[number, number]>, b: number): void {
    const minT = this.minT[b] as number;
    if (minT >= 0)
      push(out, minT, this.minV[b] as number, this.maxT[b] as number, this.maxV[b] as number);
    else if ((this.gapT[b] as number) >= 0)
      out.push([this.gapT[b] as number, this.gapV[b] as number]);
  }
}

function push(
  out: Array<[number, number]>,
  minT: number,
  minV: number,
  maxT: number,
  maxV: number,
): void {
  if (minT === maxT) out.push([minT, minV]);
  else if (minT < maxT) out.push([minT, minV], [maxT, maxV]);
  else out.push([maxT, maxV], [minT, minV]);
}

/**
 * A smooth curve (a bound computed from the run's numbers) sampled once per bucket, at the
 * bucket's last round, over the same fixed domain of rounds 1…T. Each sample is computed once
 * and kept, so a frame evaluates the curve O(1) times however long the run.
 */
export class SampledSeries {
  /** Each bucket's sample, once taken: [its last round, the curve there]. */
  private readonly samples: Array<[number, number]> = [];
  private readonly shape: SeriesSummary;

  constructor(T: number, buckets: number, scale: 'linear' | 'log') {
    this.shape = new SeriesSummary(T, buckets, scale);
  }

  points(t: number, value: (t: number) => number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    if (t < 1) return out;
    out.push([1, value(1)]);
    const last = this.shape.bucketOf(t);
    // Buckets are sampled in order: a bucket before the one holding t never changes.
    for (let b = this.samples.length; b < last; b++) {
      // The bucket's last round: the round before the first of a later bucket (t's is later).
      const end = this.shape.firstRoundOf(b + 1, t) - 1;
      this.samples.push([end, value(end)]);
    }
    for (let b = 0; b < last; b++) out.push(this.samples[b] as [number, number]);
    out.push([t, value(t)]);
    return out;
  }
}
