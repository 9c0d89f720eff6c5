/**
 * Per-pixel min/max decimation of a series y[0..n-1] at x = 1..n (round t at index t−1) into
 * ≤ 2*buckets points, keeping the first and last point; x may be spaced linearly or
 * logarithmically.
 *
 * The first (t = 1) and last (t = n) points are always kept; rounds 2..n−1 fall into
 * `buckets − 1` buckets, equal in x (linear) or in log x (log), and each bucket contributes its
 * minimum and maximum finite value (in round order; one point when they coincide). A bucket that
 * holds no finite value contributes one point carrying its first non-finite value, so a chart
 * still shows the gap. O(n) time; nothing is allocated per round beyond the output.
 */
export function decimate(
  n: number,
  value: (t: number) => number,
  buckets: number,
  scale: 'linear' | 'log',
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const N = Math.max(0, Math.floor(n));
  const B = Math.max(1, Math.floor(Number.isFinite(buckets) ? buckets : 1));
  if (N === 0) return out;
  if (N <= 2 * B) {
    for (let t = 1; t <= N; t++) out.push([t, value(t)]);
    return out;
  }

  out.push([1, value(1)]);
  const inner = B - 1;
  if (inner > 0) {
    const first = 2;
    const last = N - 1;
    const m = last - first + 1;
    const logN = Math.log(N);
    /** Last round of bucket b (monotone in b; the last bucket ends at N − 1). */
    const bucketEnd = (b: number): number => {
      if (b >= inner - 1) return last;
      if (scale === 'log') {
        const e = Math.ceil(Math.exp((logN * (b + 1)) / inner)) - 1;
        return Math.min(last, Math.max(first - 1, e));
      }
      return first + Math.ceil(((b + 1) * m) / inner) - 1;
    };

    let b = 0;
    let end = bucketEnd(0);
    let minT = -1;
    let minV = Infinity;
    let maxT = -1;
    let maxV = -Infinity;
    let gapT = -1;
    let gapV = NaN;

    const flush = (): void => {
      if (minT >= 0) {
        if (minT === maxT) out.push([minT, minV]);
        else if (minT < maxT) out.push([minT, minV], [maxT, maxV]);
        else out.push([maxT, maxV], [minT, minV]);
      } else if (gapT >= 0) {
        out.push([gapT, gapV]);
      }
      minT = -1;
      maxT = -1;
      gapT = -1;
      minV = Infinity;
      maxV = -Infinity;
    };

    for (let t = first; t <= last; t++) {
      while (t > end) {
        flush();
        b++;
        end = bucketEnd(b);
      }
      const v = value(t);
      if (v === v && v !== Infinity && v !== -Infinity) {
        if (minT < 0 || v < minV) {
          minV = v;
          minT = t;
        }
        if (maxT < 0 || v > maxV) {
          maxV = v;
          maxT = t;
        }
      } else if (gapT < 0) {
        gapT = t;
        gapV = v;
      }
    }
    flush();
  }
  out.push([N, value(N)]);
  return out;
}
