import { cellX, cellY, type Grid } from './grid';

/** What the Gibbs density p_t tells at a round, beyond p_t itself. */
export interface GibbsStats {
  /** E_{p_t} L_t, the density's expected cumulative loss. */
  EpL: number;
  /** KL(p_t‖p₀) = Σ p_t ln(p_t/p₀), summed from the normalized weights (not from Z_t). */
  KL: number;
  /** −Σ p_t ln p_t in nats, of the cells' weights (≤ ln N). */
  entropy: number;
  /** min_w L_t(w) and the first cell attaining it. */
  Lmin: number;
  argmin: number;
  /** min_w [L_t(w) + ln(1/p₀(w))/η]: the theorem with p a point mass. */
  pointMass: number;
  /** E_{p₀} L_t: the theorem's bracket at p = p₀ (KL = 0). */
  EpriorL: number;
  /** The density's mean: [x] in 1-D, [x, y] in 2-D. */
  mean: number[];
}

/**
 * Algorithm 4 on a finite Ω (the cells of a grid): p_t(w) ∝ p₀(w)·exp(−η Σ_{s≤t} ℓ_s(w)). The
 * cumulative losses L_t are kept exactly, and p_t and the log-partition
 * Z_t = −ln Σ_w p₀(w) e^{−ηL_t(w)} are recomputed from them each round in the log domain
 * (shift the largest exponent to 0), so e^{−ηL} never underflows however large ηL grows.
 */
export class GibbsHedge {
  readonly N: number;
  /** L_t(w), each cell's cumulative loss. */
  readonly L: Float64Array;
  /** p_t, normalized. */
  readonly p: Float64Array;
  /** Z_t (0 at t = 0: p₀ is normalized). */
  Z = 0;
  private readonly v: Float64Array;
  private readonly p0: Float64Array;

  constructor(
    readonly grid: Grid,
    /** ln p₀ per cell, normalized (−∞ where the prior puts no mass). */
    readonly lp0: Float64Array,
    readonly eta: number,
  ) {
    if (!(eta > 0 && Number.isFinite(eta))) throw new Error(`Hedge needs η > 0, got ${eta}`);
    if (lp0.length !== grid.N) throw new Error('the prior must give one weight per cell');
    this.N = grid.N;
    this.L = new Float64Array(this.N);
    this.p = new Float64Array(this.N);
    this.v = new Float64Array(this.N);
    this.p0 = Float64Array.from(lp0, Math.exp);
    this.normalize();
  }

  /** E_{p_t} ℓ, the expected loss of a draw from the current density. */
  expected(loss: Float64Array): number {
    const p = this.p;
    let s = 0;
    for (let i = 0; i < p.length; i++) s += (p[i] as number) * (loss[i] as number);
    return s;
  }

  /** The cell of a draw from p_t, by inverting its distribution function at u ∈ [0, 1). */
  sample(u: number): number {
    const p = this.p;
    let c = 0;
    let last = 0;
    for (let i = 0; i < p.length; i++) {
      const pi = p[i] as number;
      if (pi > 0) last = i;
      c += pi;
      if (u < c) return i;
    }
    // Rounding can leave Σp a hair below u: the last cell with mass.
    return last;
  }

  /** Adds the round's losses: L_t = L_{t−1} + ℓ_t, then p_t and Z_t. Returns Z_{t−1} − Z_t. */
  update(loss: Float64Array): number {
    const L = this.L;
    for (let i = 0; i < L.length; i++) L[i] = (L[i] as number) + (loss[i] as number);
    const before = this.Z;
    this.normalize();
    return before - this.Z;
  }

  /** Back to t = 0, or to saved cumulative losses. */
  load(L: Float64Array | null): void {
    if (L) this.L.set(L);
    else this.L.fill(0);
    this.normalize();
  }

  save(): Float64Array {
    return this.L.slice();
  }

  /** One pass over the cells for everything the theorem panel shows about p_t. */
  stats(): GibbsStats {
    const { p, L, lp0, p0, eta, grid } = this;
    let EpL = 0;
    let KL = 0;
    let H = 0;
    let Lmin = Infinity;
    let argmin = 0;
    let point = Infinity;
    let EpriorL = 0;
    let mx = 0;
    let my = 0;
    const G = grid.G;
    for (let i = 0; i < p.length; i++) {
      const pi = p[i] as number;
      const li = L[i] as number;
      const lq = lp0[i] as number;
      if (li < Lmin) {
        Lmin = li;
        argmin = i;
      }
      if (lq > -Infinity) {
        const pm = li - lq / eta;
        if (pm < point) point = pm;
        EpriorL += (p0[i] as number) * li;
      }
      if (pi > 0) {
        const lp = Math.log(pi);
        EpL += pi * li;
        KL += pi * (lp - lq);
        H -= pi * lp;
        if (grid.dim === 1) mx += pi * cellX(grid, i);
        else {
          mx += pi * cellX(grid, i % G);
          my += pi * cellY(grid, Math.floor(i / G));
        }
      }
    }
    return {
      EpL,
      // A rounding hair below 0 is still "no divergence".
      KL: Math.max(0, KL),
      entropy: Math.max(0, H),
      Lmin,
      argmin,
      pointMass: point,
      EpriorL,
      mean: grid.dim === 1 ? [mx] : [mx, my],
    };
  }

  private normalize(): void {
    const { v, L, lp0, p, eta } = this;
    let m = -Infinity;
    for (let i = 0; i < v.length; i++) {
      const x = (lp0[i] as number) - eta * (L[i] as number);
      v[i] = x;
      if (x > m) m = x;
    }
    let s = 0;
    for (let i = 0; i < v.length; i++) {
      const e = Math.exp((v[i] as number) - m);
      p[i] = e;
      s += e;
    }
    const inv = 1 / s;
    for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * inv;
    this.Z = -(m + Math.log(s));
  }
}
