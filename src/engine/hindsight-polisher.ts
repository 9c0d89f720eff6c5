import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';
import {
  cholesky,
  choleskySolve,
  combine,
  dot,
  dualAt,
  norm,
  predict,
  scale,
  totalLoss,
} from './hindsight-ops';

/** A polish may cost this many passes over the data, plus POLISH_FREE operations. */
const POLISH_COST = 32;
const POLISH_FREE = 1 << 16;
/** Coordinate-descent sweeps for the polish's box-constrained duals. */
const BOX_SWEEPS = 200;

/**
 * Active-set polishing for the absolute and hinge losses, whose f is piecewise linear: its
 * minimum sits where some rows are exactly on their kink (x_s·u = y_s, or y_s x_s·u = 1), on a
 * face of C, and the smoothing only gets near it. The rows the smoothing keeps in its quadratic
 * zone (kink distance < μ) are taken as the active set A, with directions k_s (x_s, or −y_s x_s
 * for the hinge) and targets b_s (y_s, or −1); on the affine set K u = b, f is g·u plus a
 * constant, g the gradient of the other rows. What the simplex method would do, in two modes:
 *   - 'face': on the face S of C the point lies on (ℝⁿ inside the ball, the sphere's tangent
 *     space, the zero-sum vectors on the simplex's support), the least-norm step putting the
 *     active rows on their kinks; then an exact line search (see lineSearch) along −P_N g, P_N
 *     the projection onto the directions of S that keep them there; at a vertex, along the edge
 *     that leaves the kink whose dual is furthest out of its box, or at a degenerate vertex along
 *     the steepest descent direction; on the simplex, into the face of a coordinate with a
 *     negative reduced cost; on the sphere with the gradient pointing out, into the ball;
 *   - 'sphere' (the ball): the best point of a circle on the sphere that keeps the active rows on
 *     their kinks, through the point and the local model's minimiser (see sphereMove), once more
 *     without the row whose dual is furthest out when that finds nothing better.
 * Then the duals of the active rows: the change making g normal to C at the new point as nearly
 * as their boxes allow (least squares, then box-constrained coordinate descent), which is the
 * certificate. Everything is only offered: f and the bound are evaluated, and kept if better. A
 * run costs O(|A|²n + |A|³) and a few passes over the data; it is skipped when |A| would make
 * that more than POLISH_COST passes (plus POLISH_FREE operations, so small problems always
 * polish).
 */
export class Polisher {
  /** The primal candidate of the last run. */
  readonly u: Float64Array;
  private readonly rows: number[] = [];
  private p = new Float64Array(0);
  private G = new Float64Array(0);
  /** G before its factorisation. */
  private gram = new Float64Array(0);
  private readonly grad: number[] = [];
  private readonly rhs: number[] = [];
  private readonly sol: number[] = [];
  /** The face: a unit normal removed (the sphere's), or a mask of free coordinates (simplex). */
  private readonly dir: Float64Array;
  private readonly inS: Uint8Array;
  private sphere = false;
  /** Which rows are active; scratch for the line search. */
  private readonly active: Uint8Array;
  private readonly jumps: Float64Array;
  private readonly zd: Float64Array;
  private readonly d: Float64Array;
  private readonly next: Float64Array;
  private readonly e1: Float64Array;
  private readonly e2: Float64Array;
  private readonly z1: Float64Array;
  private readonly z2: Float64Array;
  private readonly state: Int8Array;

  constructor(
    private readonly data: HindsightData,
    private readonly loss: HindsightLoss,
    private readonly set: HindsightSet,
    private readonly project: (p: Float64Array) => void,
  ) {
    this.u = new Float64Array(data.n);
    this.dir = new Float64Array(data.n);
    this.inS = new Uint8Array(data.n);
    this.active = new Uint8Array(data.rows);
    this.jumps = new Float64Array(data.rows);
    this.zd = new Float64Array(data.rows);
    this.d = new Float64Array(data.n);
    this.next = new Float64Array(data.n);
    this.e1 = new Float64Array(data.n);
    this.e2 = new Float64Array(data.n);
    const sphere = set.kind === 'ball' && loss !== 'squared';
    this.z1 = new Float64Array(sphere ? data.rows : 0);
    this.z2 = new Float64Array(sphere ? data.rows : 0);
    this.state = new Int8Array(data.rows);
  }

  /**
   * From the point u0 with smoothing μ. z, a, phi (T long) and g (n long) are scratch; a ends
   * holding the polished dual, `lower` its (not yet rigorous) bound, `value` f at this.u.
   */
  run(
    mode: 'face' | 'sphere',
    u0: Float64Array,
    mu: number,
    z: Float64Array,
    a: Float64Array,
    phi: Float64Array,
    g: Float64Array,
    support: (q: Float64Array) => number,
  ): { value: number; lower: number } {
    const project = this.project;
    const { n, rows: T, x, y } = this.data;
    const hinge = this.loss === 'hinge';
    const set = this.set;
    predict(this.data, u0, z);
    let sumC = dualAt(this.loss, y, z, T, mu, a, phi);
    combine(this.data, hinge, a, g);
    const none = { value: Infinity, lower: sumC - support(g) };
    const rows = this.rows;
    rows.length = 0;
    const active = this.active;
    for (let s = 0; s < T; s++) {
      const ys = y[s] as number;
      const zs = z[s] as number;
      const on = Math.abs(hinge ? 1 - ys * zs : zs - ys) < mu;
      active[s] = on ? 1 : 0;
      if (on) rows.push(s);
    }
    let m = rows.length;
    // The dimension of the face (face mode).
    let free = n;
    if (m * m * (n + m) > POLISH_COST * T * (n + 1) + POLISH_FREE) return none;
    const rhs = this.rhs;
    const sol = this.sol;
    const cand = this.u;

    if (mode === 'sphere') {
      if (set.kind !== 'ball' || !(set.U > 0)) return none;
      const f0 = totalLoss(this.loss, y, z, T);
      for (let retry = 0; ; retry++) {
        const moved = this.sphereMove(u0, g, set.U);
        if (!moved && (retry > 0 || m === 0)) return none;
        // The dual's face: the tangent space at the candidate (or at u0, if there is none).
        const at = moved ? cand : u0;
        const r = norm(at);
        for (let i = 0; i < n; i++) this.dir[i] = (at[i] as number) / r;
        this.sphere = true;
        if (m > 0 && !this.factor(m))
          return moved ? { value: this.value(cand, z), lower: none.lower } : none;
        if (moved && (retry > 0 || m === 0 || this.value(cand, z) < f0)) break;
        // Nothing better on the circle, or no circle (u0 is the model's minimiser): a vertex of
        // the sphere and the kinks, perhaps, whose way down is off one of them. The row whose dual
        // most wants out of its box leaves the active set, once.
        for (let j = 0; j < m; j++) rhs[j] = -this.dotRow(j, g);
        choleskySolve(this.G, m, rhs, sol);
        const leave = this.mostOut(a, sol);
        if (leave < 0) {
          if (!moved) return none;
          break;
        }
        this.active[rows[leave] as number] = 0;
        rows.splice(leave, 1);
        m--;
      }
    } else {
      if (m === 0) return none;
      // The face at u0.
      free = 0;
      if (set.kind === 'ball') {
        const r = norm(u0);
        this.sphere = set.U > 0 && r >= set.U * (1 - 1e-9);
        for (let i = 0; i < n; i++) this.dir[i] = this.sphere ? (u0[i] as number) / r : 0;
        this.inS.fill(1);
        free = n - (this.sphere ? 1 : 0);
      } else {
        for (let i = 0; i < n; i++) {
          const on = (u0[i] as number) > 0 ? 1 : 0;
          this.inS[i] = on;
          free += on;
        }
        free -= 1;
      }
      if (free <= 0) return none;
      if (!this.factor(m)) return none;
      // k_s·(u0 + δ) = b_s: k_s·u0 is z_s, or −y_s z_s.
      for (let j = 0; j < m; j++) {
        const s = rows[j] as number;
        const ys = y[s] as number;
        const zs = z[s] as number;
        rhs[j] = hinge ? -1 + ys * zs : ys - zs;
      }
      choleskySolve(this.G, m, rhs, sol);
      cand.set(u0);
      this.addRows(cand, sol, 1);
      project(cand);
    }
    let value = this.value(cand, z);
    if (m === 0) return { value, lower: none.lower };

    // The duals: η minimising ‖P_S(g + Σ_j η_j k_j)‖² with every a_j + η_j in its box. The
    // least-norm solution first (G η = −(p_j·g)_j), then box-constrained coordinate descent. The
    // active row whose least-norm dual most wants out of its box is where a vertex that is not
    // the minimum is left (the simplex method's pivot).
    for (let j = 0; j < m; j++) rhs[j] = -this.dotRow(j, g);
    choleskySolve(this.G, m, rhs, sol);
    const out = this.mostOut(a, sol);
    const outUp = out >= 0 && (a[rows[out] as number] as number) + (sol[out] as number) > 1;
    this.boxDuals(a, sol, g);
    const lo = hinge ? 0 : -1;
    for (let j = 0; j < m; j++) {
      const s = rows[j] as number;
      const old = a[s] as number;
      const next = Math.min(1, Math.max(lo, old + (sol[j] as number)));
      if (!Number.isFinite(next)) continue;
      a[s] = next;
      const ys = y[s] as number;
      // Σ −ℓ*: −α y for the absolute loss, β for the hinge; g gains (next − old)·k_s.
      sumC += hinge ? next - old : -(next - old) * ys;
      const c = (next - old) * (hinge ? -ys : 1);
      for (let i = 0; i < n; i++) g[i] = (g[i] as number) + c * (x[s * n + i] as number);
    }
    // On the sphere every straight line leaves the ball at once: the sphere move is the search there.
    if (mode === 'face' && value < Infinity && !this.sphere) {
      // Improvements at rounding level do not count: the pivot may still do better.
      const floor = value - 1e-12 * (1 + Math.abs(value));
      // With as many active rows as the face has dimensions, P_N is zero: the point is a vertex.
      if (m < free && this.descent(z)) value = this.lineSearch(value, z);
      if (!(value < floor) && out >= 0 && m <= free) {
        // Along the edge leaving row `out`'s kink (p_i·e = 0 for the other rows, p_out·e = ±1),
        // to the side its dual asks for: kink distance growing when the dual wants above 1.
        for (let j = 0; j < m; j++) rhs[j] = j === out ? 1 : 0;
        choleskySolve(this.G, m, rhs, sol);
        this.d.fill(0);
        this.addRows(this.d, sol, outUp ? 1 : -1);
        if (norm(this.d) > 0) value = this.lineSearch(value, z);
      }
      if (!(value < floor) && m >= free) {
        // A degenerate vertex, where leaving one kink crosses another at once: steepest descent,
        // −P_S g for the duals just found (the least-norm subgradient in the face).
        const d = this.d;
        for (let i = 0; i < n; i++) d[i] = -(g[i] as number);
        this.toFace(d, 0);
        if (norm(d) > 1e-9 * norm(g)) value = this.lineSearch(value, z);
      }
      if (!(value < floor) && set.kind === 'simplex') {
        // The simplex's other faces: a coordinate off the support whose gradient is below the
        // support's common value (a negative reduced cost) enters, and the search runs again.
        let level = 0;
        let count = 0;
        for (let i = 0; i < n; i++)
          if (this.inS[i]) {
            level += g[i] as number;
            count++;
          }
        level /= count;
        let enter = -1;
        let lowest = level - 1e-9 * (1 + Math.abs(level));
        for (let i = 0; i < n; i++)
          if (!this.inS[i] && (g[i] as number) < lowest) {
            enter = i;
            lowest = g[i] as number;
          }
        if (enter >= 0) {
          this.inS[enter] = 1;
          if (m <= free && this.factor(m) && this.descent(z)) value = this.lineSearch(value, z);
        }
      }
    }
    if (mode === 'face' && value < Infinity && this.sphere && dot(g, cand) > 0 && m < n) {
      // On the sphere with the gradient pointing out of the ball: the way down is inside it.
      this.sphere = false;
      if (this.factor(m) && this.descent(z)) value = this.lineSearch(value, z);
    }
    return { value, lower: Math.max(none.lower, sumC - support(g)) };
  }

  /**
   * Refines sol, a step η for the active rows' duals, towards the minimiser of
   * ½ηᵀGη + (p_j·g)ᵀη with a_j + η_j in the box: coordinate descent on the Gram matrix.
   */
  private boxDuals(a: Float64Array, sol: number[], g: Float64Array): void {
    const m = this.rows.length;
    const gram = this.gram;
    const lo = this.loss === 'hinge' ? 0 : -1;
    // grad = Gη + (p_j·g)_j, η first clipped into the box.
    const grad = this.grad;
    grad.length = m;
    for (let j = 0; j < m; j++) {
      const aj = a[this.rows[j] as number] as number;
      const e = sol[j] as number;
      sol[j] = Number.isFinite(e) ? Math.min(1 - aj, Math.max(lo - aj, e)) : 0;
    }
    for (let j = 0; j < m; j++) {
      let acc = this.dotRow(j, g);
      for (let k = 0; k < m; k++) acc += (gram[j * m + k] as number) * (sol[k] as number);
      grad[j] = acc;
    }
    for (let sweep = 0; sweep < BOX_SWEEPS; sweep++) {
      let moved = 0;
      for (let j = 0; j < m; j++) {
        const gjj = gram[j * m + j] as number;
        if (!(gjj > 0)) continue;
        const aj = a[this.rows[j] as number] as number;
        const old = sol[j] as number;
        const next = Math.min(1 - aj, Math.max(lo - aj, old - (grad[j] as number) / gjj));
        const step = next - old;
        if (step === 0) continue;
        sol[j] = next;
        moved = Math.max(moved, Math.abs(step));
        for (let k = 0; k < m; k++)
          grad[k] = (grad[k] as number) + step * (gram[k * m + j] as number);
      }
      if (moved <= 1e-15) break;
    }
  }

  /** The active row whose dual a + sol is furthest out of its box (by more than 1e-9), or −1. */
  private mostOut(a: Float64Array, sol: readonly number[]): number {
    const lo = this.loss === 'hinge' ? 0 : -1;
    let out = -1;
    let outBy = 1e-9;
    for (let j = 0; j < this.rows.length; j++) {
      const want = (a[this.rows[j] as number] as number) + (sol[j] as number);
      const by = Math.max(want - 1, lo - want);
      if (by > outBy) {
        out = j;
        outBy = by;
      }
    }
    return out;
  }

  /**
   * this.u ← the minimiser of f found on a circle of the sphere ‖u‖ = U that keeps the active
   * rows on their kinks: the circle through u0's shadow and the local model's minimiser, c − ρq/‖q‖
   * (c the least-norm point of K u = b, q the part of g orthogonal to the rows of K, ρ the small
   * sphere's radius). False when there is no such circle.
   */
  private sphereMove(u0: Float64Array, g: Float64Array, U: number): boolean {
    const { n, y } = this.data;
    const hinge = this.loss === 'hinge';
    const rows = this.rows;
    const m = rows.length;
    const rhs = this.rhs;
    const sol = this.sol;
    const c = this.u;
    // c = Kᵀ(KKᵀ)⁻¹b and q = g − Kᵀ(KKᵀ)⁻¹Kg, with the raw rows.
    this.sphere = false;
    this.inS.fill(1);
    this.dir.fill(0);
    if (m > 0 && !this.factor(m)) return false;
    c.fill(0);
    const q = this.next;
    q.set(g);
    if (m > 0) {
      for (let j = 0; j < m; j++) rhs[j] = hinge ? -1 : (y[rows[j] as number] as number);
      choleskySolve(this.G, m, rhs, sol);
      this.addRows(c, sol, 1);
      for (let j = 0; j < m; j++) rhs[j] = this.dotRow(j, g);
      choleskySolve(this.G, m, rhs, sol);
      this.addRows(q, sol, -1);
    }
    const rho2 = U * U - dot(c, c);
    const qn = norm(q);
    if (!(rho2 > 0 && qn > 0 && qn < Infinity)) return false;
    // e1 the direction of u0 − c off the rows of K, e2 completing −q/‖q‖ to an orthonormal pair.
    const e1 = this.e1;
    const e2 = this.e2;
    for (let i = 0; i < n; i++) e1[i] = (u0[i] as number) - (c[i] as number);
    if (m > 0) {
      for (let j = 0; j < m; j++) rhs[j] = this.dotRow(j, e1);
      choleskySolve(this.G, m, rhs, sol);
      this.addRows(e1, sol, -1);
    }
    const r1 = norm(e1);
    if (!(r1 > 0)) return false;
    scale(e1, 1 / r1);
    for (let i = 0; i < n; i++) e2[i] = -(q[i] as number) / qn;
    const along = dot(e1, e2);
    for (let i = 0; i < n; i++) e2[i] = (e2[i] as number) - along * (e1[i] as number);
    const r2 = norm(e2);
    if (!(r2 > 1e-9)) return false;
    scale(e2, 1 / r2);
    const rho = Math.sqrt(rho2);
    const theta = this.circleSearch(c, rho);
    for (let i = 0; i < n; i++)
      c[i] =
        (c[i] as number) +
        rho * (Math.cos(theta) * (e1[i] as number) + Math.sin(theta) * (e2[i] as number));
    this.project(c);
    return norm(c) > 0;
  }

  /**
   * d = −P_N g: g the gradient at this.u (z = X·this.u) of the rows off the active set, P_N the
   * projection onto the face's directions that keep the active rows on their kinks. False when
   * that is (numerically) zero.
   */
  private descent(z: Float64Array): boolean {
    const { n, rows: T, x, y } = this.data;
    const hinge = this.loss === 'hinge';
    const d = this.d;
    d.fill(0);
    for (let s = 0, base = 0; s < T; s++, base += n) {
      if (this.active[s]) continue;
      const ys = y[s] as number;
      const zs = z[s] as number;
      const c = hinge ? (1 - ys * zs > 0 ? -ys : 0) : Math.sign(zs - ys);
      if (c !== 0)
        for (let i = 0; i < n; i++) d[i] = (d[i] as number) - c * (x[base + i] as number);
    }
    const gNorm = norm(d);
    this.toFace(d, 0);
    const m = this.rows.length;
    for (let j = 0; j < m; j++) this.rhs[j] = this.dotRow(j, d);
    choleskySolve(this.G, m, this.rhs, this.sol);
    this.addRows(d, this.sol, -1);
    const dNorm = norm(d);
    return dNorm > 1e-9 * gNorm && dNorm < Infinity;
  }

  /**
   * From this.u (z = X·this.u) along this.d: f is convex and piecewise linear along the line, so
   * its minimum up to the edge of C is found exactly, at a kink: the breakpoints sorted, the slope
   * summed until it turns non-negative. A pivot of the simplex method: one more row on its kink,
   * or one more face of C. Moves this.u there if that lowers f, and returns f at this.u.
   */
  private lineSearch(value: number, z: Float64Array): number {
    const { n, rows: T, y } = this.data;
    const hinge = this.loss === 'hinge';
    const u = this.u;
    const d = this.d;
    const dNorm = norm(d);

    // The largest step that stays in C.
    let tMax = Infinity;
    const set = this.set;
    if (set.kind === 'ball') {
      const qa = dNorm * dNorm;
      const qb = dot(u, d);
      const qc = dot(u, u) - set.U * set.U;
      tMax = (-qb + Math.sqrt(Math.max(0, qb * qb - qa * qc))) / qa;
    } else {
      for (let i = 0; i < n; i++)
        if ((d[i] as number) < 0) tMax = Math.min(tMax, (u[i] as number) / -(d[i] as number));
    }
    if (!(tMax > 0 && tMax < Infinity)) return value;

    // Slopes along the line: at t = 0⁺, and the jump at each row's kink ahead.
    const zd = this.zd;
    predict(this.data, d, zd);
    let slope = 0;
    const kinks: number[] = [];
    const jumps = this.jumps;
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
    if (!(slope < 0)) return value;
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
    const next = this.next;
    for (let i = 0; i < n; i++) next[i] = (u[i] as number) + t * (d[i] as number);
    this.project(next);
    const v = this.value(next, zd);
    if (!(v < value)) return value;
    u.set(next);
    z.set(zd);
    return v;
  }

  /**
   * The angle θ minimising f on the circle c + ρ(cos θ e1 + sin θ e2), active rows left out (they
   * stay on their kinks on it). Each row's kink distance is A + B cos θ + C sin θ, so f is a
   * constant plus a sinusoid between consecutive kinks: the kinks sorted and the sums of the
   * rows' coefficients updated at each, every piece's minimum is found in closed form.
   */
  private circleSearch(c: Float64Array, rho: number): number {
    const { rows: T, y } = this.data;
    const hinge = this.loss === 'hinge';
    const zc = this.zd;
    const z1 = this.z1;
    const z2 = this.z2;
    predict(this.data, c, zc);
    predict(this.data, this.e1, z1);
    predict(this.data, this.e2, z2);
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
    const state = this.state;
    const kinks: number[] = [];
    const angles: number[] = [];
    for (let s = 0; s < T; s++) {
      if (this.active[s]) continue;
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

  private value(cand: Float64Array, z: Float64Array): number {
    if (!cand.every(Number.isFinite)) return Infinity;
    predict(this.data, cand, z);
    return totalLoss(this.loss, this.data.y, z, this.data.rows);
  }

  /** p_j = P_S k_j for the active rows, and the Cholesky factor of their Gram matrix + a ridge. */
  private factor(m: number): boolean {
    const { n, x, y } = this.data;
    const hinge = this.loss === 'hinge';
    if (this.p.length < m * n) this.p = new Float64Array(m * n);
    const p = this.p;
    for (let j = 0; j < m; j++) {
      const s = this.rows[j] as number;
      const c = hinge ? -(y[s] as number) : 1;
      const base = j * n;
      for (let i = 0; i < n; i++) p[base + i] = c * (x[s * n + i] as number);
      this.toFace(p, base);
    }
    if (this.G.length < m * m) this.G = new Float64Array(m * m);
    const G = this.G;
    let trace = 0;
    for (let j = 0; j < m; j++) {
      for (let k = 0; k <= j; k++) {
        let acc = 0;
        for (let i = 0; i < n; i++) acc += (p[j * n + i] as number) * (p[k * n + i] as number);
        G[j * m + k] = acc;
        G[k * m + j] = acc;
      }
      trace += G[j * m + j] as number;
    }
    if (!(trace > 0 && trace < Infinity)) return false;
    // A ridge, for the rank-deficient cases (more active rows than free dimensions, and back).
    const ridge = (1e-12 * trace) / m;
    for (let j = 0; j < m; j++) G[j * m + j] = (G[j * m + j] as number) + ridge;
    if (this.gram.length < m * m) this.gram = new Float64Array(m * m);
    this.gram.set(G.subarray(0, m * m));
    return cholesky(G, m);
  }

  /** p_j · v. */
  private dotRow(j: number, v: Float64Array): number {
    const n = this.data.n;
    let acc = 0;
    for (let i = 0; i < n; i++) acc += (this.p[j * n + i] as number) * (v[i] as number);
    return acc;
  }

  /** v += k Σ_j w_j p_j. */
  private addRows(v: Float64Array, w: readonly number[], k: number): void {
    const n = this.data.n;
    for (let j = 0; j < w.length; j++) {
      const c = k * (w[j] as number);
      for (let i = 0; i < n; i++) v[i] = (v[i] as number) + c * (this.p[j * n + i] as number);
    }
  }

  /** Projects p[base … base + n) onto the face's directions, in place. */
  private toFace(p: Float64Array, base: number): void {
    const n = this.data.n;
    if (this.set.kind === 'ball') {
      if (!this.sphere) return;
      let d = 0;
      for (let i = 0; i < n; i++) d += (p[base + i] as number) * (this.dir[i] as number);
      for (let i = 0; i < n; i++)
        p[base + i] = (p[base + i] as number) - d * (this.dir[i] as number);
      return;
    }
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++)
      if (this.inS[i]) {
        sum += p[base + i] as number;
        count++;
      }
    const mean = sum / count;
    for (let i = 0; i < n; i++) p[base + i] = this.inS[i] ? (p[base + i] as number) - mean : 0;
  }
}
