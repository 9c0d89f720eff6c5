import { isFiniteNum } from './series-chart-layout';

/**
 * A series' points as its chart can show them: in each pixel column of the plot, only the lowest
 * and the highest point (in their order along the series), plus every gap (a non-finite value,
 * where the line breaks) and the series' last point. The line's envelope is the same to the
 * pixel: no extreme is lost, however many points a column held.
 *
 * A series arrives summarised over a fixed number of buckets of rounds, sized for a laptop's
 * chart; a phone's chart is half as wide, with two buckets, four points, per column. Building the
 * path of each point was most of a chart's redraw there (4× CPU throttle), for detail narrower
 * than the line's own width.
 *
 * `column` maps a point's x (its round) to its pixel column; points that map to no finite column
 * are kept as they are.
 */
export function thinToColumns<P extends readonly [number, number]>(
  points: readonly P[],
  column: (x: number) => number,
): P[] {
  const out: P[] = [];
  const n = points.length;
  let col = NaN;
  // Indexes of the current column's lowest and highest point; -1: no column open.
  let lo = -1;
  let hi = -1;
  const close = (): void => {
    if (lo < 0) return;
    out.push(points[Math.min(lo, hi)] as P);
    if (hi !== lo) out.push(points[Math.max(lo, hi)] as P);
    lo = hi = -1;
  };
  for (let i = 0; i < n; i++) {
    const p = points[i] as P;
    const v = p[1];
    const c = Math.floor(column(p[0]));
    if (!isFiniteNum(v) || !isFiniteNum(c)) {
      close();
      out.push(p);
      col = NaN;
      continue;
    }
    if (c !== col) {
      close();
      col = c;
      lo = hi = i;
      continue;
    }
    if (v < (points[lo] as P)[1]) lo = i;
    if (v > (points[hi] as P)[1]) hi = i;
  }
  close();
  // Where the series ends is where the chart's cursor reads it: kept exactly.
  const last = points[n - 1];
  if (last !== undefined && out[out.length - 1] !== last) out.push(last);
  return out;
}
