/**
 * Greedy placement of the plane's labels (learners, u*, the loss, w̃_t, −η g): each label tries a
 * few positions around its point and takes the first that overlaps no marker and no label placed
 * before it. Near the minimum everything converges on one spot; without this the labels pile up.
 */
import { VB, type Vec } from '../plane-geometry';

export interface LabelPart {
  t: string;
  /** Drawn as a subscript. */
  sub?: boolean;
}

export interface LabelRequest {
  id: string;
  /** The labelled point, in viewBox units. */
  at: Vec;
  parts: LabelPart[];
  /** A required label is placed even when every position overlaps (at the least overlap). */
  required: boolean;
  /** Distance from the point to the label's near edge. */
  gap?: number;
}

export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  parts: LabelPart[];
}

export type Box = [x0: number, y0: number, x1: number, y1: number];

/** The labels' font size in viewBox units (oco-plane.css: .hs-oco-label). */
export const LABEL_FONT = 13;
const ASCENT = 10;
const DESCENT = 4;

/** A generous width estimate: system-ui at weight 600 averages ~0.6 em a character. */
export function labelWidth(parts: LabelPart[]): number {
  let w = 0;
  for (const p of parts) w += [...p.t].length * LABEL_FONT * (p.sub ? 0.45 : 0.62);
  return w + 2;
}

/** A marker's footprint, as an obstacle for labels. */
export const markerBox = (p: Vec, r = 7): Box => [p[0] - r, p[1] - r, p[0] + r, p[1] + r];

function overlap(a: Box, b: Box): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

interface Candidate {
  x: number;
  y: number;
  anchor: PlacedLabel['anchor'];
  box: Box;
}

function candidates(at: Vec, w: number, g: number): Candidate[] {
  const [px, py] = at;
  const mk = (x: number, y: number, anchor: Candidate['anchor']): Candidate => {
    const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
    return { x, y, anchor, box: [x0, y - ASCENT, x0 + w, y + DESCENT] };
  };
  return [
    mk(px + g, py - g + 2, 'start'), // upper right
    mk(px + g, py + 4, 'start'), // right
    mk(px - g, py - g + 2, 'end'), // upper left
    mk(px - g, py + 4, 'end'), // left
    mk(px + g, py + g + ASCENT - 2, 'start'), // lower right
    mk(px - g, py + g + ASCENT - 2, 'end'), // lower left
    mk(px, py - g - 2, 'middle'), // above
    mk(px, py + g + ASCENT, 'middle'), // below
  ];
}

const inside = (b: Box): boolean => b[0] >= 2 && b[2] <= VB - 2 && b[1] >= 2 && b[3] <= VB - 2;

/** Places the requests in order (earlier = more important) around the obstacles. */
export function layoutLabels(requests: LabelRequest[], obstacles: Box[]): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  const out: PlacedLabel[] = [];
  for (const r of requests) {
    if (!Number.isFinite(r.at[0]) || !Number.isFinite(r.at[1])) continue;
    const w = labelWidth(r.parts);
    let best: Candidate | null = null;
    let bestCost = Infinity;
    for (const c of candidates(r.at, w, r.gap ?? 11)) {
      if (!inside(c.box)) continue;
      let cost = 0;
      for (const b of taken) cost += overlap(c.box, b);
      if (cost < bestCost) {
        best = c;
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    if (!best && r.required) {
      // Off every edge (a point near a corner): pin the label inside the plane.
      const x = Math.min(VB - 4 - w, Math.max(4, r.at[0] + 9));
      const y = Math.min(VB - 6, Math.max(16, r.at[1]));
      best = { x, y, anchor: 'start', box: [x, y - ASCENT, x + w, y + DESCENT] };
      bestCost = 0;
    }
    if (!best || (bestCost > 0 && !r.required)) continue;
    taken.push(best.box);
    out.push({ id: r.id, x: best.x, y: best.y, anchor: best.anchor, parts: r.parts });
  }
  return out;
}
