import type { Round, Stream, Target } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';
import { BLOCK, argmaxLabel, marginOf } from '../../learners/multiclass-perceptron';
import { inDisk, sampleLegal, type MulticlassTarget } from './target';

export interface MulticlassAdversaryOptions {
  seed: number;
  R: number;
  gamma: number;
  target: MulticlassTarget;
}

/** Candidate points looked at each round. */
export const CANDIDATES = 96;

/**
 * An adaptive adversary against the multiclass perceptron. Each round it looks at the learner's
 * current w and at CANDIDATES points drawn from the seed (uniform in the disk of radius R, half
 * of them near a centre), keeps those that obey the theorem's hypotheses (‖x‖ ≤ R, w*-margin
 * ≥ γ, labelled by w*) and that w gets wrong, and plays the one that lowers the proof's
 * potential ‖ηw − w*‖² the least (η = γ/M², M² = 2(1 + R²)): the least progress a mistake can
 * make. When none of them fools w it plays a random legal point.
 */
export class MulticlassAdversary implements Stream<Float64Array, number, number> {
  readonly id = 'adversary';
  private readonly rng: Rng;
  /** Whether the last point was one the learner got wrong by the adversary's choice. */
  forced = false;

  constructor(private readonly o: MulticlassAdversaryOptions) {
    this.rng = new Rng(o.seed, 2);
  }

  next(_t: number, learner: Target<Float64Array, number>): Round<Float64Array, number> {
    const { R, gamma, target } = this.o;
    const { k, w: ws, centres } = target;
    const w = learner.weights();
    const eta = gamma / (2 * (1 + R * R));
    let best: [number, number, number] | null = null;
    let least = Infinity;
    for (let i = 0; i < CANDIDATES; i++) {
      let x1: number;
      let x2: number;
      if (i % 2 === 0) [x1, x2] = inDisk(this.rng, 0, 0, R);
      else {
        const c = this.rng.int(k);
        [x1, x2] = inDisk(this.rng, centres[2 * c] as number, centres[2 * c + 1] as number, R / 2);
      }
      const y = argmaxLabel(ws, k, x1, x2);
      if (marginOf(ws, k, x1, x2, y) < gamma) continue;
      const yhat = argmaxLabel(w, k, x1, x2);
      if (yhat === y) continue;
      const a = BLOCK * y;
      const b = BLOCK * yhat;
      const starPsi = blockDiff(ws, a, b, x1, x2);
      const wPsi = blockDiff(w, a, b, x1, x2);
      const drop =
        2 * eta * starPsi - 2 * eta * eta * wPsi - 2 * eta * eta * (1 + x1 * x1 + x2 * x2);
      if (drop < least) {
        least = drop;
        best = [x1, x2, y];
      }
    }
    this.forced = best !== null;
    if (best) return { input: Float64Array.of(best[0], best[1]), outcome: best[2] };
    const p = sampleLegal(this.rng, target, R, gamma);
    return { input: Float64Array.of(p.x1, p.x2), outcome: p.y };
  }

  save(): unknown {
    return [this.rng.save(), this.forced];
  }

  load(state: unknown): void {
    const [r, f] = state as [RngState, boolean];
    this.rng.load(r);
    this.forced = f;
  }
}

/** (w_a − w_b)·x̃ for the blocks starting at a and b. */
function blockDiff(w: ArrayLike<number>, a: number, b: number, x1: number, x2: number): number {
  return (
    ((w[a] as number) - (w[b] as number)) * x1 +
    ((w[a + 1] as number) - (w[b + 1] as number)) * x2 +
    ((w[a + 2] as number) - (w[b + 2] as number))
  );
}
