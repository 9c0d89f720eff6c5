/**
 * A trail of up to 10⁵+ iterates drawn with a bounded number of SVG vertices: the last RECENT
 * steps in full, the older ones as at most 2·OLD_BUCKETS vertices (drawn faded). The work is
 * bounded too (no pass over the whole trail), because the panel re-renders every frame.
 */
import type { OcoTrail } from './oco-types';

/** Steps drawn in full at the end of the trail. */
export const RECENT = 300;
/** Buckets the older part is cut into; each gives at most two vertices. */
export const OLD_BUCKETS = 128;
/** The most vertices a trail can have: old part, its joint with the recent part, recent part. */
export const MAX_TRAIL_VERTICES = 2 * OLD_BUCKETS + 1 + RECENT + 1;

export interface TrailParts {
  /** Flat [x0, y0, x1, y1, …] in data coordinates; the last vertex is the first of `recent`. */
  old: number[];
  recent: number[];
  /** Points in the trail (w_0 … w_count, bounded by the arrays). */
  length: number;
}

/** How many points w_0 … w_count the arrays hold. */
export function trailLength(trail: OcoTrail): number {
  const c = Math.floor(trail.count);
  if (!(c >= 0)) return 0; // NaN, negative
  return Math.max(0, Math.min(c + 1, trail.x.length, trail.y.length));
}

/**
 * Offsets sampled inside a bucket of size b. The first four catch short periods — the
 * alternating stream flips every round, and an even stride alone would only ever see one of its
 * two ends — the others spread over the bucket.
 */
function sampleOffsets(b: number): number[] {
  const out = new Set<number>([0, 1, 2, 3]);
  for (let j = 1; j < 8; j++) out.add(Math.round((j * b) / 8));
  out.add(b - 1);
  return [...out].filter((o) => o >= 0 && o < b).sort((a, b2) => a - b2);
}

/**
 * Splits a trail into its faded old part and its recent part. Old buckets have a power-of-two size
 * aligned at index 0, so as the trail grows only the last bucket changes: the old part does not
 * shimmer from frame to frame. Each bucket keeps its first finite sample and the sample farthest
 * from it (in index order), which keeps excursions and back-and-forth moves visible.
 * Non-finite points are skipped.
 */
export function decimateTrail(trail: OcoTrail, recentSteps = RECENT): TrailParts {
  const N = trailLength(trail);
  const { x, y } = trail;
  const old: number[] = [];
  const recent: number[] = [];
  const recentStart = Math.max(0, N - 1 - recentSteps);
  if (recentStart > 0) {
    let b = 1;
    while (recentStart / b > OLD_BUCKETS) b *= 2;
    const offsets = sampleOffsets(b);
    for (let start = 0; start < recentStart; start += b) {
      const end = Math.min(start + b, recentStart);
      let ax = NaN;
      let ay = NaN;
      let best = -1;
      let bestD = -1;
      let anchor = -1;
      for (const o of offsets) {
        const i = start + o;
        if (i >= end) break;
        const px = x[i] as number;
        const py = y[i] as number;
        if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
        if (anchor < 0) {
          anchor = i;
          ax = px;
          ay = py;
          continue;
        }
        const d = (px - ax) ** 2 + (py - ay) ** 2;
        if (d > bestD) {
          bestD = d;
          best = i;
        }
      }
      if (anchor < 0) continue;
      old.push(ax, ay);
      if (best >= 0 && bestD > 0) old.push(x[best] as number, y[best] as number);
    }
  }
  for (let i = recentStart; i < N; i++) {
    const px = x[i] as number;
    const py = y[i] as number;
    if (Number.isFinite(px) && Number.isFinite(py)) recent.push(px, py);
  }
  // Join the faded part to the full one, so the trail has no gap.
  if (old.length > 0 && recent.length > 0) old.push(recent[0] as number, recent[1] as number);
  return { old, recent, length: N };
}
