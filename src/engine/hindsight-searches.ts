import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';
import { dot, norm, predict } from './hindsight-ops';

/**
 * The polish's exact searches (src/engine/hindsight-polisher.ts): f is piecewise linear for the
 * absolute and hinge losses, so along a line and around a circle its minimum sits at a kink or,
 * on the circle, inside a piece where f is a sinusoid. Both sort the kinks and walk them.
 */

/**
 * The step t ≥ 0 minimising f along u + t·d (z = X·u) up to the edge of C: f is convex and
 * piecewise linear along the line, so its minimum is found exactly, at a kink: the breakpoints
 * sorted, the slope summed until it turns non-negative. A pivot of the simplex method: one more
 * row on its kink, or one more face of C. 0 when f does not fall along d. zd (X·d) and jumps are
 * scratch, T long.
 */
export function kinkStep(
  data: HindsightData,
  loss: HindsightLoss,
  set: HindsightSet,
  u: Float64Array,
  d: Float64Array,
  z: Float64Array,
  zd: Float64Array,
  jumps: Float64Array,
): number {
  const { n, rows: T, y } = data;
  const hinge = loss === 'hinge';
  const dNorm = norm(d);

  // The largest step that stays in C.
  let tMax = Infinity;
  if (set.kind === 'ball') {
    const qa = dNorm * dNorm;
    const qb = dot(u, d);
    const qc = dot(u, u) - set.U * set.U;
    tMax = (-qb + Math.sqrt(Math.max(0, qb * qb - qa * qc))) / qa;
  } else {
    for (let i = 0; i < n; i++)
      if ((d[i] as number) < 0) tMax = Math.min(tMax, (u[i] as number) / -(d[i] as number));
  }
  if (!(tMax > 0 && tMax < Infinity)) return 0;

  // Slopes along the line: at t = 0⁺, and the jump at each row's kink ahead.
  predict(data, d, zd);
  let slope = 0;
  const kinks: number[] = [];
  for (let s = 0; s < T; s++) {
    const ys = y[s] as number;
    // h + t·dh: the signed distance to the kink (r for the absolute loss, 1 − yz for the hinge).
    const h = hinge ? 1 - ys * (z[s] as number) : (z[s] as number) - ys;
    const dh = hinge ? -ys * (zd[s] as number) : (zd[s] as number);
    if (dh === 0) continue;
    if (hinge) slope += h > 0 || (h === 0 && dh > 0) ? dh : 0;
    else slope += h > 0 || (h === 0 && dh > 0) ? dh : -dh;
    if (h !== 0 && h > 0 !== dh > 0) {
      const t = -h / dh;
      if (t < tMax) {
        jumps[s] = hinge ? Math.abs(dh) : 2 * Math.abs(dh);
        kinks.push(s);
      }
    }
  }
  if (!(slope < 0)) return 0;
  const at = (s: number) => {
    const ys = y[s] as number;
    return hinge
      ? (1 - ys * (z[s] as number)) / (ys * (zd[s] as number))
      : -((z[s] as number) - ys) / (zd[s] as number);
  };
  kinks.sort((p, q) => at(p) - at(q));
  let t = tMax;
  for (const s of kinks) {
    slope += jumps[s] as number;
    if (slope >= 0) {
      t = at(s);
      break;
    }
  }
  return t;
}

/**
 * The angle θ minimising f on the circle c + ρ(cos θ e1 + sin θ e2), active rows left out (they
 * stay on their kinks on it), from zc = X·c, z1 = X·e1 and z2 = X·e2. Each row's kink distance is
 * A + B cos θ + C sin θ, so f is a constant plus a sinusoid between consecutive kinks: the kinks
 * sorted and the sums of the rows' coefficients updated at each, every piece's minimum is found
 * in closed form. state is scratch, T long.
 */
export function circleMinimum(
  data: HindsightData,
  loss: HindsightLoss,
  active: Uint8Array,
  zc: Float64Array,
  z1: Float64Array,
  z2: Float64Array,
  rho: number,
  state: Int8Array,
): number {
  const { rows: T, y } = data;
  const hinge = loss === 'hinge';
  const TWO_PI = 2 * Math.PI;
  const A = (s: number) =>
    hinge ? 1 - (y[s] as number) * (zc[s] as number) : (zc[s] as number) - (y[s] as number);
  const B = (s: number) => (hinge ? -(y[s] as number) : 1) * rho * (z1[s] as number);
  const C = (s: number) => (hinge ? -(y[s] as number) : 1) * rho * (z2[s] as number);
  // The sums over the rows' current pieces: ±(A, B, C) for the absolute loss, (A, B, C) for a
  // hinge on its sloped side.
  let sa = 0;
  let sb = 0;
  let sc = 0;
  const kinks: number[] = [];
  const angles: number[] = [];
  for (let s = 0; s < T; s++) {
    if (active[s]) continue;
    const a = A(s);
    const b = B(s);
    const cc = C(s);
    const h0 = a + b;
    const up = h0 > 0 || (h0 === 0 && cc > 0);
    const st = hinge ? (up ? 1 : 0) : up ? 1 : -1;
    state[s] = st;
    sa += st * a;
    sb += st * b;
    sc += st * cc;
    const R = Math.hypot(b, cc);
    if (!(R > Math.abs(a))) continue;
    const phi = Math.atan2(cc, b);
    const delta = Math.acos(-a / R);
    for (const t of [phi + delta, phi - delta]) {
      const w = ((t % TWO_PI) + TWO_PI) % TWO_PI;
      if (w > 0 && w < TWO_PI) {
        kinks.push(s);
        angles.push(w);
      }
    }
  }
  const order = kinks
    .map((_, i) => i)
    .sort((p, q) => (angles[p] as number) - (angles[q] as number));
  let best = 0;
  let bestF = sa + sb;
  const consider = (t: number) => {
    const f = sa + sb * Math.cos(t) + sc * Math.sin(t);
    if (f < bestF) {
      bestF = f;
      best = t;
    }
  };
  let from = 0;
  for (let k = 0; k <= order.length; k++) {
    const to = k < order.length ? (angles[order[k] as number] as number) : TWO_PI;
    // Inside the piece: the minimum of sb cos θ + sc sin θ, at atan2(sc, sb) + π.
    const inner = (((Math.atan2(sc, sb) + Math.PI) % TWO_PI) + TWO_PI) % TWO_PI;
    if (inner > from && inner < to) consider(inner);
    consider(to);
    if (k === order.length) break;
    const s = kinks[order[k] as number] as number;
    const b = B(s);
    const cc = C(s);
    const slope = -b * Math.sin(to) + cc * Math.cos(to);
    const st = hinge ? (slope > 0 ? 1 : 0) : slope > 0 ? 1 : -1;
    const change = st - (state[s] as number);
    if (slope !== 0 && change !== 0) {
      state[s] = st;
      sa += change * A(s);
      sb += change * b;
      sc += change * cc;
    }
    from = to;
  }
  return best;
}
