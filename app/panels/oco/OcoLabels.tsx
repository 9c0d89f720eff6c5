import type { ReactElement } from 'react';
import { labelColor } from '../palette';
import type { OcoLossMark, OcoPlaneLearner, OcoStep } from './oco-types';
import type { StepPose } from './step-animation';
import {
  layoutLabels,
  markerBox,
  type Box,
  type LabelPart,
  type LabelRequest,
  type PlacedLabel,
} from './label-layout';
import { isFinite2, toView, type Vec } from './oco-geometry';
import { lossLabel, lossPoint } from './OcoMarks';

export interface ColoredLabel extends PlacedLabel {
  /** A learner's hue (mixed with --fg for text contrast); null: the text colour. */
  color: string | null;
}

export interface SceneLabelInput {
  E: number;
  learners: OcoPlaneLearner[];
  points: Array<Vec | null>;
  ghosts: Array<Vec | null>;
  comparator: [number, number] | null;
  loss: OcoLossMark | null;
  step: OcoStep | null;
  pose: StepPose | null;
}

const wt: LabelPart[] = [{ t: 'w' }, { t: 't', sub: true }];

/**
 * Every label of the scene, placed around every marker. Order is priority: the primary's w_t,
 * u*, the current loss and w̃_t always get a place; the step's "−η g" and the other learners'
 * names only where they overlap nothing (the legend names every learner anyway).
 */
export function sceneLabels(s: SceneLabelInput): ColoredLabel[] {
  const { E, learners, points, ghosts, comparator, loss, step, pose } = s;
  const obstacles: Box[] = [];
  const view = (p: readonly number[] | null | undefined): Vec | null =>
    p && isFinite2(p) ? toView(E, p) : null;
  const pv = points.map(view);
  const gv = ghosts.map(view);
  for (const p of [...pv, ...gv]) if (p) obstacles.push(markerBox(p, 8));
  const u = view(comparator);
  if (u) obstacles.push(markerBox(u, 10));
  const lp = lossPoint(loss, E);
  if (lp) obstacles.push(markerBox(lp, 8));
  const tilde = pose?.projected && step ? view(step.tilde) : null;
  if (tilde) obstacles.push(markerBox(tilde, 6));

  const requests: LabelRequest[] = [];
  const colors = new Map<string, string | null>();
  const primary = learners[0];
  if (primary && pv[0]) {
    // Only w_t: the legend names the animated learner, and a name here crowds the minimum.
    requests.push({ id: `learner:${primary.id}`, at: pv[0], parts: wt, required: true });
    colors.set(`learner:${primary.id}`, primary.color);
  }
  if (u) requests.push({ id: 'comparator', at: u, parts: [{ t: 'u*' }], required: true });
  const ll = lossLabel(loss, E);
  if (ll) requests.push({ id: 'loss', at: ll.at, parts: ll.parts, required: true });
  if (tilde) {
    const parts: LabelPart[] = [{ t: 'w̃' }, { t: 't', sub: true }];
    requests.push({ id: 'tilde', at: tilde, parts, required: true });
  }
  if (step && pose) {
    const a = view(step.from);
    const b = view(step.tilde);
    if (a && b && Math.hypot(b[0] - a[0], b[1] - a[1]) > 24) {
      const mid: Vec = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      requests.push({ id: 'step', at: mid, parts: [{ t: '−η g' }], required: false, gap: 6 });
    }
  }
  // Another learner's name only when its point stands apart: in a cluster (at the minimum,
  // where they all end) the names would cover the markers, and the legend names them anyway.
  const apart = (p: Vec): boolean =>
    [...pv, u].every((q) => !q || q === p || Math.hypot(q[0] - p[0], q[1] - p[1]) > 24);
  learners.forEach((l, i) => {
    const p = pv[i];
    if (i === 0 || !p || !apart(p)) return;
    requests.push({ id: `learner:${l.id}`, at: p, parts: [{ t: l.name }], required: false });
    colors.set(`learner:${l.id}`, l.color);
  });
  return layoutLabels(requests, obstacles).map((p) => ({ ...p, color: colors.get(p.id) ?? null }));
}

/** The placed labels, over everything, each with a casing in --bg (paint-order: stroke). */
export function OcoLabels({ labels }: { labels: ColoredLabel[] }): ReactElement {
  return (
    <g className="hs-oco-labels">
      {labels.map((l) => (
        <text
          key={l.id}
          className="hs-oco-label"
          data-label={l.id}
          x={Math.round(l.x * 10) / 10}
          y={Math.round(l.y * 10) / 10}
          textAnchor={l.anchor}
          style={l.color ? { fill: labelColor(l.color) } : undefined}
        >
          {l.parts.map((p, k) =>
            p.sub ? (
              <tspan key={k} baselineShift="sub" fontSize="0.75em">
                {p.t}
              </tspan>
            ) : (
              <tspan key={k}>{p.t}</tspan>
            ),
          )}
        </text>
      ))}
    </g>
  );
}
