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
    out.push([1, value(1)]);
    for (let b = 0; b < last; b++) this.emit(out, b);
    // The bucket holding t is summarized afresh, from its first round up to t.
    let start = t;
    while (start > 1 && this.bucketOf(start - 1) === last) start--;
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
    out.push([t, value(t)]);
    return out;
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
  private readonly samples: Float64Array;
  private readonly sampledAt: Float64Array;
  private readonly shape: SeriesSummary;

  constructor(T: number, buckets: number, scale: 'linear' | 'log') {
    this.shape = new SeriesSummary(T, buckets, scale);
    const B = Math.max(1, Math.floor(buckets));
    this.samples = new Float64Array(B);
    this.sampledAt = new Float64Array(B).fill(-1);
  }

  points(t: number, value: (t: number) => number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    if (t < 1) return out;
    out.push([1, value(1)]);
    const last = this.shape.bucketOf(t);
    for (let b = 0; b < last; b++) {
      if ((this.sampledAt[b] as number) < 0) {
        // The bucket's last round: the first round whose successor falls in a later bucket.
        let end = Math.min(t, this.shape.T);
        let lo = 1;
        while (lo < end) {
          const mid = Math.floor((lo + end + 1) / 2);
          if (this.shape.bucketOf(mid) <= b) lo = mid;
          else end = mid - 1;
        }
        this.sampledAt[b] = lo;
        this.samples[b] = value(lo);
      }
      out.push([this.sampledAt[b] as number, this.samples[b] as number]);
    }
    out.push([t, value(t)]);
    return out;
  }
}
