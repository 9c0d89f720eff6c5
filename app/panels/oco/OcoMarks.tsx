import type { ReactElement } from 'react';
import { arrow, fitInBox } from '../plane-geometry';
import type { OcoLossMark } from './oco-types';
import type { LabelPart } from './label-layout';
import { isFinite2, lineInSquare, markerPath, r1, toView, type Vec } from './oco-geometry';

/** The comparator's star, in viewBox units² (larger than the learners' markers). */
export const STAR_AREA = 300;

/**
 * u*: an outlined star over a casing in --bg, drawn over the iterates. The learners converge to
 * u*: a filled star would hide them, or they it; an outline lets the markers show inside.
 */
export function OcoComparator({
  extent: E,
  u,
}: {
  extent: number;
  u: [number, number] | null;
}): ReactElement | null {
  const v = u ? toView(E, u) : null;
  if (!u || !v) return null;
  const d = markerPath('star', STAR_AREA);
  return (
    <g
      className="hs-oco-comparator"
      transform={`translate(${r1(v[0])},${r1(v[1])})`}
      data-u={`${u[0]},${u[1]}`}
    >
      <path className="hs-oco-casing" d={d} />
      <path className="star" d={d} />
    </g>
  );
}

/** Inside the plane (labels are only placed for what is on screen). */
const onPlane = (E: number, p: Vec): boolean => Math.abs(p[0]) <= E && Math.abs(p[1]) <= E;

/** The arrow v_t's tip in data units: v, shortened to stay inside the plane. */
const linearTip = (E: number, v: Vec) => fitInBox(v, 0.9 * E);

/** Where the current loss's label goes (viewBox units) and what it says; null: no label. */
export function lossLabel(
  loss: OcoLossMark | null,
  E: number,
): { at: Vec; parts: LabelPart[] } | null {
  if (!loss) return null;
  const sub = (base: string, s = 't', rest = ''): LabelPart[] => [
    { t: base },
    { t: s, sub: true },
    ...(rest ? [{ t: rest }] : []),
  ];
  switch (loss.kind) {
    case 'linear': {
      if (!isFinite2(loss.v) || (loss.v[0] === 0 && loss.v[1] === 0)) return null;
      const at = toView(E, linearTip(E, loss.v).tip);
      return at ? { at, parts: sub('v') } : null;
    }
    case 'quadratic': {
      const at = isFinite2(loss.z) && onPlane(E, loss.z) ? toView(E, loss.z) : null;
      return at ? { at, parts: sub('z') } : null;
    }
    case 'hinge': {
      const at = isFinite2(loss.x) && onPlane(E, loss.x) ? toView(E, loss.x) : null;
      return at ? { at, parts: sub('x', 't', loss.y > 0 ? ' (+1)' : ' (−1)') } : null;
    }
    case 'squared': {
      const seg = isFinite2(loss.x) ? lineInSquare(loss.x, loss.y, E) : null;
      if (!seg) return null;
      // Three quarters along the segment: away from the centre, where the iterates gather.
      const p: Vec = [
        seg[0][0] + 0.75 * (seg[1][0] - seg[0][0]),
        seg[0][1] + 0.75 * (seg[1][1] - seg[0][1]),
      ];
      const at = toView(E, p);
      return at
        ? {
            at,
            parts: [{ t: '⟨w, x' }, { t: 't', sub: true }, { t: '⟩ = y' }, { t: 't', sub: true }],
          }
        : null;
    }
  }
}

/** The point the loss mark occupies (an obstacle for labels), if it is a point. */
export function lossPoint(loss: OcoLossMark | null, E: number): Vec | null {
  if (!loss) return null;
  if (loss.kind === 'quadratic') return toView(E, loss.z);
  if (loss.kind === 'hinge') return toView(E, loss.x);
  return null;
}

/**
 * The current loss f_t: the arrow v_t from the origin with the descent direction −v_t faint
 * (linear); the centre z_t (quadratic); the point x_t as PlanePointMarks draws it, a filled circle
 * for +1 and a cross for −1 (hinge); the zero-loss line ⟨w, x_t⟩ = y_t (squared).
 */
export function OcoLoss({
  extent: E,
  loss,
  layer,
}: {
  extent: number;
  loss: OcoLossMark | null;
  /**
   * 'under' the trails: the long parts (the zero-loss line, v_t's shaft, −v_t); 'over' them: the
   * small current marks (z_t, x_t, v_t's head). On the alternating stream v_t lies along FTL's
   * trail: the trail stays visible and the head still shows which way v_t points.
   */
  layer: 'under' | 'over';
}): ReactElement | null {
  if (!loss) return null;
  const under = layer === 'under';
  if ((loss.kind === 'squared') !== under && loss.kind !== 'linear') return null;
  const origin = toView(E, [0, 0]) as Vec;
  if (loss.kind === 'linear') {
    if (!isFinite2(loss.v)) return null;
    const { tip } = linearTip(E, loss.v);
    const tv = toView(E, tip);
    const nv = toView(E, [-tip[0], -tip[1]]);
    const a = tv ? arrow(origin, tv) : null;
    const b = nv ? arrow(origin, nv, 9, 4.5) : null;
    if (!a) return null;
    if (!under) {
      return (
        <g className="hs-oco-loss linear" data-v={`${loss.v[0]},${loss.v[1]}`}>
          <path className="head" d={a.head} />
        </g>
      );
    }
    return (
      <g className="hs-oco-loss linear">
        {b ? (
          <g className="hs-oco-descent">
            <path className="shaft" d={b.shaft} />
            <path className="head" d={b.head} />
          </g>
        ) : null}
        <path className="hs-oco-casing" d={a.shaft} />
        <path className="shaft" d={a.shaft} />
      </g>
    );
  }
  if (loss.kind === 'squared') {
    const seg = isFinite2(loss.x) ? lineInSquare(loss.x, loss.y, E) : null;
    const p = seg ? toView(E, seg[0]) : null;
    const q = seg ? toView(E, seg[1]) : null;
    if (!p || !q) return null;
    const d = `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    return (
      <g className="hs-oco-loss squared">
        <path className="hs-oco-casing" d={d} />
        <path className="hs-oco-zero-line" d={d} />
      </g>
    );
  }
  const at = loss.kind === 'quadratic' ? loss.z : loss.x;
  const v = isFinite2(at) ? toView(E, at) : null;
  if (!v) return null;
  const t = `translate(${r1(v[0])},${r1(v[1])})`;
  if (loss.kind === 'quadratic') {
    return (
      <g className="hs-oco-loss quadratic" transform={t} data-z={`${at[0]},${at[1]}`}>
        <circle className="ring" r={6.5} />
        <path className="cross" d="M-3.5,0H3.5M0,-3.5V3.5" />
      </g>
    );
  }
  const r = 5;
  return (
    <g className={`hs-oco-loss hinge ${loss.y > 0 ? 'pos' : 'neg'}`} transform={t}>
      {loss.y > 0 ? (
        <circle className="shape" r={r} />
      ) : (
        <>
          <path className="hs-oco-casing" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
          <path className="shape" d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`} />
        </>
      )}
    </g>
  );
}
