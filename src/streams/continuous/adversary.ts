import { Rng, type RngState } from '../../engine/rng';
import { addBump, type LossStream, type StreamOptions } from './loss-stream';

/**
 * An adaptive adversary: it sees p_{t−1} (not the draw) and puts high loss where the density has
 * mass and low loss where it has little. The loss is ¾ of the density's mass near w (a window of
 * about 1/16 of the side each way), relative to its largest, plus ¼ of one random bump from the
 * seed, which breaks the tie while p is flat. ℓ_t ∈ [0, M].
 */
export class AdversaryStream implements LossStream {
  private readonly rng: Rng;
  private readonly tmp: Float64Array;
  private readonly bump: Float64Array;
  private readonly gx: Float64Array;
  private readonly gy: Float64Array;
  private readonly r: number;

  constructor(private readonly o: StreamOptions) {
    this.rng = new Rng(o.seed, 45);
    this.tmp = new Float64Array(o.grid.N);
    this.bump = new Float64Array(o.grid.N);
    this.gx = new Float64Array(o.grid.G);
    this.gy = new Float64Array(o.grid.G);
    this.r = Math.max(1, Math.round(o.grid.G / 32));
  }

  next(_t: number, p: Float64Array, out: Float64Array): boolean {
    const { grid, M } = this.o;
    const { G } = grid;
    if (grid.dim === 1) boxRows(p, out, G, 1, this.r);
    else {
      boxRows(p, this.tmp, G, G, this.r);
      boxColumns(this.tmp, out, G, this.r);
    }
    let max = 0;
    for (let i = 0; i < out.length; i++) if ((out[i] as number) > max) max = out[i] as number;
    const b = this.bump;
    b.fill(0);
    const w = grid.b - grid.a;
    const x = this.rng.uniform(grid.a, grid.b);
    const y = this.rng.uniform(grid.a, grid.b);
    const s = this.rng.uniform(0.05, 0.2) * w;
    addBump(grid, b, x, y, s, 1, this.gx, this.gy);
    const k = max > 0 ? 0.75 / max : 0;
    for (let i = 0; i < out.length; i++)
      out[i] = M * Math.min(1, Math.max(0, k * (out[i] as number) + 0.25 * (b[i] as number)));
    return true;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(s: unknown): void {
    this.rng.load(s as RngState);
  }
}

/** Each of `rows` rows of length n: the sum of v over the window [i − r, i + r], clipped. */
function boxRows(v: Float64Array, out: Float64Array, n: number, rows: number, r: number): void {
  for (let j = 0; j < rows; j++) {
    const base = j * n;
    let s = 0;
    for (let i = 0; i <= Math.min(n - 1, r); i++) s += v[base + i] as number;
    for (let i = 0; i < n; i++) {
      out[base + i] = s;
      const add = i + r + 1;
      const drop = i - r;
      if (add < n) s += v[base + add] as number;
      if (drop >= 0) s -= v[base + drop] as number;
    }
  }
}

/** The same window down each column of an n×n grid. */
function boxColumns(v: Float64Array, out: Float64Array, n: number, r: number): void {
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j <= Math.min(n - 1, r); j++) s += v[j * n + i] as number;
    for (let j = 0; j < n; j++) {
      out[j * n + i] = s;
      const add = j + r + 1;
      const drop = j - r;
      if (add < n) s += v[add * n + i] as number;
      if (drop >= 0) s -= v[drop * n + i] as number;
    }
  }
}
