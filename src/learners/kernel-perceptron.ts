import type { Label } from '../engine/classification';
import type { Learner } from '../engine/game';
import type { Vec } from '../engine/vec';
import { kernelFn, type KernelFn, type KernelSpec } from '../kernels/kernel';

/**
 * The support set: the points that caused updates, in the order they came, with their labels,
 * in growing typed arrays (a run can collect tens of thousands of them).
 */
export class SupportSet {
  x0 = new Float64Array(256);
  x1 = new Float64Array(256);
  y = new Int8Array(256);
  size = 0;

  push(a: number, b: number, label: Label): void {
    if (this.size === this.x0.length) {
      const n = 2 * this.size;
      const grow = <A extends Float64Array | Int8Array>(old: A, next: A): A => {
        next.set(old);
        return next;
      };
      this.x0 = grow(this.x0, new Float64Array(n));
      this.x1 = grow(this.x1, new Float64Array(n));
      this.y = grow(this.y, new Int8Array(n));
    }
    this.x0[this.size] = a;
    this.x1[this.size] = b;
    this.y[this.size] = label;
    this.size++;
  }
}

/**
 * The dual (kernel) perceptron: f_t(x) = Σ_{i∈S_t} y_i K(x_i, x); a mistake when y·f_t(x) ≤ 0
 * (the primal perceptron's rule), and then x joins the support set S. With K = ⟨x, x′⟩ this is
 * the primal perceptron from w₀ = 0, since w_t = Σ_{i∈S_t} y_i x_i. Each prediction costs |S|
 * kernel evaluations.
 *
 * It also keeps ‖w_t‖² = Σ_{i,j∈S} y_i y_j K(x_i, x_j) in the feature space, incrementally: on a
 * mistake ‖w + yφ(x)‖² = ‖w‖² + 2y·f(x) + K(x, x).
 */
export class KernelPerceptron implements Learner<Vec, number, Label> {
  readonly id = 'kernel-perceptron';
  readonly name = 'Kernel perceptron';
  readonly K: KernelFn;
  support = new SupportSet();
  wNormSq = 0;

  constructor(readonly spec: KernelSpec) {
    this.K = kernelFn(spec);
  }

  predict(x: Vec): number {
    return this.score(x[0] as number, x[1] as number);
  }

  /** f_t at a point. */
  score(p0: number, p1: number): number {
    const { x0, x1, y, size } = this.support;
    const K = this.K;
    let s = 0;
    for (let i = 0; i < size; i++)
      s += (y[i] as number) * K(x0[i] as number, x1[i] as number, p0, p1);
    return s;
  }

  update(x: Vec, score: number, y: Label): void {
    if (!(y * score <= 0)) return;
    const a = x[0] as number;
    const b = x[1] as number;
    this.wNormSq += 2 * y * score + this.K(a, b, a, b);
    this.support.push(a, b, y);
  }

  /** The dual coefficients y_i, one per support point. */
  weights(): Float64Array {
    return Float64Array.from(this.support.y.subarray(0, this.support.size));
  }

  /** The support set only grows: its size and ‖w‖² at a round say everything. */
  save(): [number, number] {
    return [this.support.size, this.wNormSq];
  }

  load(state: unknown): void {
    const [size, w] = state as [number, number];
    this.support.size = Math.min(size, this.support.size);
    this.wNormSq = w;
  }
}
