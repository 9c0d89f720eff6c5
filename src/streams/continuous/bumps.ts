import { Rng, type RngState } from '../../engine/rng';
import { addBump, scaleInto, type LossStream, type StreamOptions } from './loss-stream';

interface Bump {
  x: number;
  y: number;
  s: number;
  amp: number;
}

/**
 * Random multimodal losses: a fixed landscape of four valleys of different depths (drawn once
 * from the seed), plus three random bumps each round that raise or lower the loss somewhere,
 * the whole scaled into [0, M]. No single round's minimum need be the best w in hindsight.
 */
export class BumpsStream implements LossStream {
  private readonly rng: Rng;
  private readonly base: Bump[];
  private readonly gx: Float64Array;
  private readonly gy: Float64Array;

  constructor(private readonly o: StreamOptions) {
    const setup = new Rng(o.seed, 41);
    this.rng = new Rng(o.seed, 42);
    const { a, b } = o.grid;
    const w = b - a;
    this.base = Array.from({ length: 4 }, () => ({
      x: setup.uniform(a + 0.1 * w, b - 0.1 * w),
      y: setup.uniform(a + 0.1 * w, b - 0.1 * w),
      s: setup.uniform(0.04, 0.12) * w,
      amp: -setup.uniform(0.5, 1),
    }));
    this.gx = new Float64Array(o.grid.G);
    this.gy = new Float64Array(o.grid.G);
  }

  next(_t: number, _p: Float64Array, out: Float64Array): boolean {
    const { grid, M } = this.o;
    const r = this.rng;
    const w = grid.b - grid.a;
    out.fill(0);
    for (const c of this.base) addBump(grid, out, c.x, c.y, c.s, c.amp, this.gx, this.gy);
    for (let k = 0; k < 3; k++) {
      const x = r.uniform(grid.a, grid.b);
      const y = r.uniform(grid.a, grid.b);
      const s = r.uniform(0.05, 0.2) * w;
      const amp = r.uniform(-0.8, 0.8);
      addBump(grid, out, x, y, s, amp, this.gx, this.gy);
    }
    scaleInto(out, M);
    return true;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(s: unknown): void {
    this.rng.load(s as RngState);
  }
}
