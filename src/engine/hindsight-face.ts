import type { HindsightData, HindsightLoss, HindsightSet } from './hindsight-solver';
import { cholesky } from './hindsight-ops';

/** Coordinate-descent sweeps for the polish's box-constrained duals. */
const BOX_SWEEPS = 200;

/**
 * The polish's face (src/engine/hindsight-polisher.ts): the face S of C the point lies on (ℝⁿ
 * inside the ball, the sphere's tangent space, the zero-sum vectors on the simplex's support),
 * and the active rows' directions k_j projected onto it, p_j = P_S k_j, with the Cholesky factor
 * of their Gram matrix; and the duals of those rows, each kept in its box. The polisher sets the
 * face (dir, sphere, inS), then factors its rows.
 */
export class ActiveFace {
  /** p_j, row after row (n each). */
  private p = new Float64Array(0);
  /** The Gram matrix of the p_j plus a ridge, factored (lower triangle). */
  G = new Float64Array(0);
  /** The same before its factorisation. */
  gram = new Float64Array(0);
  /** On the ball: the unit normal removed when the point is on the sphere. */
  readonly dir: Float64Array;
  /** On the simplex: a mask of the support's coordinates. */
  readonly inS: Uint8Array;
  sphere = false;
  private readonly grad: number[] = [];

  constructor(
    private readonly data: HindsightData,
    private readonly loss: HindsightLoss,
    private readonly set: HindsightSet,
  ) {
    this.dir = new Float64Array(data.n);
    this.inS = new Uint8Array(data.n);
  }

  /** p_j = P_S k_j for the active rows, and the Cholesky factor of their Gram matrix + a ridge. */
  factor(rows: readonly number[], m: number): boolean {
    const { n, x, y } = this.data;
    const hinge = this.loss === 'hinge';
    if (this.p.length < m * n) this.p = new Float64Array(m * n);
    const p = this.p;
    for (let j = 0; j < m; j++) {
      const s = rows[j] as number;
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
  dotRow(j: number, v: Float64Array): number {
    const n = this.data.n;
    let acc = 0;
    for (let i = 0; i < n; i++) acc += (this.p[j * n + i] as number) * (v[i] as number);
    return acc;
  }

  /** v += k Σ_j w_j p_j. */
  addRows(v: Float64Array, w: readonly number[], k: number): void {
    const n = this.data.n;
    for (let j = 0; j < w.length; j++) {
      const c = k * (w[j] as number);
      for (let i = 0; i < n; i++) v[i] = (v[i] as number) + c * (this.p[j * n + i] as number);
    }
  }

  /** Projects p[base … base + n) onto the face's directions, in place. */
  toFace(p: Float64Array, base: number): void {
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

  /**
   * Refines sol, a step η for the active rows' duals, towards the minimiser of
   * ½ηᵀGη + (p_j·g)ᵀη with a_j + η_j in the box: coordinate descent on the Gram matrix.
   */
  boxDuals(rows: readonly number[], a: Float64Array, sol: number[], g: Float64Array): void {
    const m = rows.length;
    const gram = this.gram;
    const lo = this.loss === 'hinge' ? 0 : -1;
    // grad = Gη + (p_j·g)_j, η first clipped into the box.
    const grad = this.grad;
    grad.length = m;
    for (let j = 0; j < m; j++) {
      const aj = a[rows[j] as number] as number;
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
        const aj = a[rows[j] as number] as number;
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
  mostOut(rows: readonly number[], a: Float64Array, sol: readonly number[]): number {
    const lo = this.loss === 'hinge' ? 0 : -1;
    let out = -1;
    let outBy = 1e-9;
    for (let j = 0; j < rows.length; j++) {
      const want = (a[rows[j] as number] as number) + (sol[j] as number);
      const by = Math.max(want - 1, lo - want);
      if (by > outBy) {
        out = j;
        outBy = by;
      }
    }
    return out;
  }
}
