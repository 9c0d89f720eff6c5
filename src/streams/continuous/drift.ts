import { Rng, type RngState } from '../../engine/rng';
import type { LossStream, StreamOptions } from './loss-stream';

/**
 * A basin whose minimum moves: ℓ_t(w) = M·(1 − exp(−|w − c_t|²/(2s²))) with c_t sweeping the
 * domain once over the T rounds (back and forth in 1-D, round a circle in 2-D), jittered a little
 * from the seed. ℓ_t ∈ [0, M). The best fixed w in hindsight sits where c_t lingers.
 */
export class DriftStream implements LossStream {
  private readonly rng: Rng;
  private readonly phase: number;

  constructor(private readonly o: StreamOptions) {
    this.rng = new Rng(o.seed, 43);
    this.phase = new Rng(o.seed, 44).uniform(0, 2 * Math.PI);
  }

  next(t: number, _p: Float64Array, out: Float64Array): boolean {
    const { grid, M, T } = this.o;
    const { a, b, G, h } = grid;
    const w = b - a;
    const mid = (a + b) / 2;
    const angle = this.phase + (2 * Math.PI * t) / Math.max(1, T);
    const jitter = 0.03 * w;
    const cx = mid + 0.35 * w * Math.sin(angle) + jitter * this.rng.normal();
    const cy = mid + 0.3 * w * Math.cos(angle) + jitter * this.rng.normal();
    const s = 0.1 * w;
    const k = 1 / (2 * s * s);
    if (grid.dim === 1) {
      for (let i = 0; i < G; i++) {
        const d = a + (i + 0.5) * h - cx;
        out[i] = M * (1 - Math.exp(-k * d * d));
      }
      return true;
    }
    for (let j = 0; j < G; j++) {
      const dy = b - (j + 0.5) * h - cy;
      const ey = Math.exp(-k * dy * dy);
      const row = j * G;
      for (let i = 0; i < G; i++) {
        const dx = a + (i + 0.5) * h - cx;
        out[row + i] = M * (1 - ey * Math.exp(-k * dx * dx));
      }
    }
    return true;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(s: unknown): void {
    this.rng.load(s as RngState);
  }
}
