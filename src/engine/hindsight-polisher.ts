import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';
import {
  choleskySolve,
  combine,
  dot,
  dualAt,
  norm,
  predict,
  scale,
  totalLoss,
} from './hindsight-ops';
import { ActiveFace } from './hindsight-face';
import { circleMinimum, kinkStep } from './hindsight-searches';

/** A polish may cost this many passes over the data, plus POLISH_FREE operations. */
const POLISH_COST = 32;
const POLISH_FREE = 1 << 16;

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
  /** The face the point is on, and the active rows' directions in it. */
  private readonly face: ActiveFace;
  private readonly rhs: number[] = [];
  private readonly sol: number[] = [];
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
    this.face = new ActiveFace(data, loss, set);
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
        for (let i = 0; i < n; i++) this.face.dir[i] = (at[i] as number) / r;
        this.face.sphere = true;
        if (m > 0 && !this.face.factor(this.rows, m))
          return moved ? { value: this.value(cand, z), lower: none.lower } : none;
        if (moved && (retry > 0 || m === 0 || this.value(cand, z) < f0)) break;
        // Nothing better on the circle, or no circle (u0 is the model's minimiser): a vertex of
        // the sphere and the kinks, perhaps, whose way down is off one of them. The row whose dual
        // most wants out of its box leaves the active set, once.
        for (let j = 0; j < m; j++) rhs[j] = -this.face.dotRow(j, g);
        choleskySolve(this.face.G, m, rhs, sol);
        const leave = this.face.mostOut(rows, a, sol);
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
        this.face.sphere = set.U > 0 && r >= set.U * (1 - 1e-9);
        for (let i = 0; i < n; i++) this.face.dir[i] = this.face.sphere ? (u0[i] as number) / r : 0;
        this.face.inS.fill(1);
        free = n - (this.face.sphere ? 1 : 0);
      } else {
        for (let i = 0; i < n; i++) {
          const on = (u0[i] as number) > 0 ? 1 : 0;
          this.face.inS[i] = on;
          free += on;
        }
        free -= 1;
      }
      if (free <= 0) return none;
      if (!this.face.factor(this.rows, m)) return none;
      // k_s·(u0 + δ) = b_s: k_s·u0 is z_s, or −y_s z_s.
      for (let j = 0; j < m; j++) {
        const s = rows[j] as number;
        const ys = y[s] as number;
        const zs = z[s] as number;
        rhs[j] = hinge ? -1 + ys * zs : ys - zs;
      }
      choleskySolve(this.face.G, m, rhs, sol);
      cand.set(u0);
      this.face.addRows(cand, sol, 1);
      project(cand);
    }
    let value = this.value(cand, z);
    if (m === 0) return { value, lower: none.lower };

    // The duals: η minimising ‖P_S(g + Σ_j η_j k_j)‖² with every a_j + η_j in its box. The
    // least-norm solution first (G η = −(p_j·g)_j), then box-constrained coordinate descent. The
    // active row whose least-norm dual most wants out of its box is where a vertex that is not
    // the minimum is left (the simplex method's pivot).
    for (let j = 0; j < m; j++) rhs[j] = -this.face.dotRow(j, g);
    choleskySolve(this.face.G, m, rhs, sol);
    const out = this.face.mostOut(rows, a, sol);
    const outUp = out >= 0 && (a[rows[out] as number] as number) + (sol[out] as number) > 1;
    this.face.boxDuals(rows, a, sol, g);
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
    if (mode === 'face' && value < Infinity && !this.face.sphere) {
      // Improvements at rounding level do not count: the pivot may still do better.
      const floor = value - 1e-12 * (1 + Math.abs(value));
      // With as many active rows as the face has dimensions, P_N is zero: the point is a vertex.
      if (m < free && this.descent(z)) value = this.lineSearch(value, z);
      if (!(value < floor) && out >= 0 && m <= free) {
        // Along the edge leaving row `out`'s kink (p_i·e = 0 for the other rows, p_out·e = ±1),
        // to the side its dual asks for: kink distance growing when the dual wants above 1.
        for (let j = 0; j < m; j++) rhs[j] = j === out ? 1 : 0;
        choleskySolve(this.face.G, m, rhs, sol);
        this.d.fill(0);
        this.face.addRows(this.d, sol, outUp ? 1 : -1);
        if (norm(this.d) > 0) value = this.lineSearch(value, z);
      }
      if (!(value < floor) && m >= free) {
        // A degenerate vertex, where leaving one kink crosses another at once: steepest descent,
        // −P_S g for the duals just found (the least-norm subgradient in the face).
        const d = this.d;
        for (let i = 0; i < n; i++) d[i] = -(g[i] as number);
        this.face.toFace(d, 0);
        if (norm(d) > 1e-9 * norm(g)) value = this.lineSearch(value, z);
      }
      if (!(value < floor) && set.kind === 'simplex') {
        // The simplex's other faces: a coordinate off the support whose gradient is below the
        // support's common value (a negative reduced cost) enters, and the search runs again.
        let level = 0;
        let count = 0;
        for (let i = 0; i < n; i++)
          if (this.face.inS[i]) {
            level += g[i] as number;
            count++;
          }
        level /= count;
        let enter = -1;
        let lowest = level - 1e-9 * (1 + Math.abs(level));
        for (let i = 0; i < n; i++)
          if (!this.face.inS[i] && (g[i] as number) < lowest) {
            enter = i;
            lowest = g[i] as number;
          }
        if (enter >= 0) {
          this.face.inS[enter] = 1;
          if (m <= free && this.face.factor(this.rows, m) && this.descent(z))
            value = this.lineSearch(value, z);
        }
      }
    }
    if (mode === 'face' && value < Infinity && this.face.sphere && dot(g, cand) > 0 && m < n) {
      // On the sphere with the gradient pointing out of the ball: the way down is inside it.
      this.face.sphere = false;
      if (this.face.factor(this.rows, m) && this.descent(z)) value = this.lineSearch(value, z);
    }
    return { value, lower: Math.max(none.lower, sumC - support(g)) };
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
    this.face.sphere = false;
    this.face.inS.fill(1);
    this.face.dir.fill(0);
    if (m > 0 && !this.face.factor(this.rows, m)) return false;
    c.fill(0);
    const q = this.next;
    q.set(g);
    if (m > 0) {
      for (let j = 0; j < m; j++) rhs[j] = hinge ? -1 : (y[rows[j] as number] as number);
      choleskySolve(this.face.G, m, rhs, sol);
      this.face.addRows(c, sol, 1);
      for (let j = 0; j < m; j++) rhs[j] = this.face.dotRow(j, g);
      choleskySolve(this.face.G, m, rhs, sol);
      this.face.addRows(q, sol, -1);
    }
    const rho2 = U * U - dot(c, c);
    const qn = norm(q);
    if (!(rho2 > 0 && qn > 0 && qn < Infinity)) return false;
    // e1 the direction of u0 − c off the rows of K, e2 completing −q/‖q‖ to an orthonormal pair.
    const e1 = this.e1;
    const e2 = this.e2;
    for (let i = 0; i < n; i++) e1[i] = (u0[i] as number) - (c[i] as number);
    if (m > 0) {
      for (let j = 0; j < m; j++) rhs[j] = this.face.dotRow(j, e1);
      choleskySolve(this.face.G, m, rhs, sol);
      this.face.addRows(e1, sol, -1);
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
    this.face.toFace(d, 0);
    const m = this.rows.length;
    for (let j = 0; j < m; j++) this.rhs[j] = this.face.dotRow(j, d);
    choleskySolve(this.face.G, m, this.rhs, this.sol);
    this.face.addRows(d, this.sol, -1);
    const dNorm = norm(d);
    return dNorm > 1e-9 * gNorm && dNorm < Infinity;
  }

  /**
   * From this.u (z = X·this.u) along this.d to where f is least up to the edge of C (kinkStep):
   * this.u moves there if that lowers f. Returns f at this.u.
   */
  private lineSearch(value: number, z: Float64Array): number {
    const { n } = this.data;
    const u = this.u;
    const d = this.d;
    const zd = this.zd;
    const t = kinkStep(this.data, this.loss, this.set, u, d, z, zd, this.jumps);
    if (!(t > 0)) return value;
    const next = this.next;
    for (let i = 0; i < n; i++) next[i] = (u[i] as number) + t * (d[i] as number);
    this.project(next);
    const v = this.value(next, zd);
    if (!(v < value)) return value;
    u.set(next);
    z.set(zd);
    return v;
  }

  /** The angle of the circle c + ρ(cos θ e1 + sin θ e2) where f is least: see circleMinimum. */
  private circleSearch(c: Float64Array, rho: number): number {
    const zc = this.zd;
    const z1 = this.z1;
    const z2 = this.z2;
    predict(this.data, c, zc);
    predict(this.data, this.e1, z1);
    predict(this.data, this.e2, z2);
    return circleMinimum(this.data, this.loss, this.active, zc, z1, z2, rho, this.state);
  }

  private value(cand: Float64Array, z: Float64Array): number {
    if (!cand.every(Number.isFinite)) return Infinity;
    predict(this.data, cand, z);
    return totalLoss(this.loss, this.data.y, z, this.data.rows);
  }
}
