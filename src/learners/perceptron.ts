import type { Learner } from '../engine/game';
import type { Label } from '../engine/classification';
import { Rng } from '../engine/rng';
import { dot, addScaled, type Vec } from '../engine/vec';

export interface PerceptronOptions {
  dim: number;
  /** Start from a uniformly random unit vector instead of 0 (the notes' normalized variant). */
  randomStart?: { seed: number };
}

/** Rosenblatt's perceptron: predict sign⟨w, x⟩; on a mistake (y⟨w, x⟩ ≤ 0), w ← w + y·x. */
export class Perceptron implements Learner<Vec, number, Label> {
  readonly id: string;
  readonly name: string;
  readonly initial: Vec;
  private w: Vec;

  constructor(options: PerceptronOptions) {
    this.w = new Float64Array(options.dim);
    if (options.randomStart) {
      this.id = 'perceptron-random';
      this.name = 'Perceptron (random start)';
      const rng = new Rng(options.randomStart.seed, 7);
      let n = 0;
      while (n === 0) {
        for (let i = 0; i < options.dim; i++) this.w[i] = rng.normal();
        n = Math.hypot(...this.w);
      }
      for (let i = 0; i < options.dim; i++) this.w[i] = (this.w[i] ?? 0) / n;
    } else {
      this.id = 'perceptron';
      this.name = 'Perceptron';
    }
    this.initial = Float64Array.from(this.w);
  }

  // The plane is written out here rather than through vec.ts: under tsx (tests, benchmark) every
  // call into another module goes through the CommonJS export getters, a measurable share of a
  // round that is otherwise a handful of multiplications.
  predict(x: Vec): number {
    const w = this.w;
    if (w.length === 2)
      return (w[0] as number) * (x[0] as number) + (w[1] as number) * (x[1] as number);
    return dot(w, x);
  }

  update(x: Vec, score: number, y: Label): void {
    if (!(y * score <= 0)) return;
    const w = this.w;
    if (w.length !== 2) return addScaled(w, y, x);
    // x has both entries here: a shorter x gives a NaN score, which never updates.
    w[0] = (w[0] as number) + y * (x[0] as number);
    w[1] = (w[1] as number) + y * (x[1] as number);
  }

  weights(): Vec {
    return this.w;
  }

  save(): number[] {
    return Array.from(this.w);
  }

  load(state: unknown): void {
    this.w = Float64Array.from(state as number[]);
  }
}
