import type { Round, Stream } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';

export type LinearStreamKind = 'sparse' | 'dense' | 'disjunction';

export interface SyntheticOptions {
  kind: LinearStreamKind;
  seed: number;
  /** Features (the disjunction adds a constant one: its learners see n + 1). */
  n: number;
  /** Relevant features: the target's support (`sparse`), the disjunction's literals. */
  k: number;
  /** `pm1`: x ∈ {−1, 1}ⁿ; `01`: x ∈ {0, 1}ⁿ (the disjunction is always 0/1). */
  features: 'pm1' | '01';
  /** Regression: uniform noise of this amplitude on y; labels: the chance a label flips. */
  noise: number;
  /** Labels ±1 (sign of u·x) instead of targets u·x. */
  labels: boolean;
}

/**
 * The lesson's synthetic streams, each from a target known to the page (the comparator of the
 * bounds): `sparse`, 1/k on k coordinates drawn from the seed; `dense`, every coordinate a weight in [½, 3/2], normalised;
 * `disjunction`, a monotone disjunction of k features, each on with probability 1 − 2^{−1/k} so
 * that half the points are positive, plus a constant feature for the threshold.
 *
 * `target` is the comparator for the learners on a ball (GD, p-norm, the perceptron), and
 * `simplexTarget` the one on the simplex (EG): the same vector except for the disjunction, whose
 * separator (1 on the literals, −½ on the constant) is not a probability vector; there the
 * simplex comparator is 1/k on the literals, and the page labels both.
 */
export class SyntheticStream implements Stream<Float64Array, number> {
  readonly id: LinearStreamKind;
  readonly dim: number;
  readonly target: Float64Array;
  readonly simplexTarget: Float64Array;
  readonly support: number[];
  readonly labels: boolean;
  private readonly rng: Rng;
  private readonly x: Float64Array;
  private readonly round: Round<Float64Array, number>;
  private readonly pOn: number;

  constructor(private readonly o: SyntheticOptions) {
    this.id = o.kind;
    const n = o.n;
    const k = Math.max(1, Math.min(o.k, n));
    this.dim = o.kind === 'disjunction' ? n + 1 : n;
    this.labels = o.kind === 'disjunction' || o.labels;
    const pick = new Rng(o.seed, 60);
    const all = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = i + pick.int(n - i);
      [all[i], all[j]] = [all[j] as number, all[i] as number];
    }
    this.support =
      o.kind === 'dense' ? all.sort((a, b) => a - b) : all.slice(0, k).sort((a, b) => a - b);
    this.target = new Float64Array(this.dim);
    this.simplexTarget = new Float64Array(this.dim);
    // The dense target is not uniform (EG starts at the uniform vector, and would never err):
    // entries drawn in [½, 3/2], normalised onto the simplex.
    const raw = this.support.map(() => (o.kind === 'dense' ? 0.5 + pick.next() : 1));
    const total = raw.reduce((a, b) => a + b, 0);
    this.support.forEach((i, j) => {
      const v = (raw[j] as number) / total;
      this.target[i] = o.kind === 'disjunction' ? 1 : v;
      this.simplexTarget[i] = v;
    });
    if (o.kind === 'disjunction') this.target[n] = -0.5;
    this.pOn = 1 - 2 ** (-1 / k);
    this.rng = new Rng(o.seed, 61);
    this.x = new Float64Array(this.dim);
    this.round = { input: this.x, outcome: 0 };
  }

  next(): Round<Float64Array, number> {
    const { x, rng, o } = this;
    if (o.kind === 'disjunction') {
      for (let i = 0; i < o.n; i++) x[i] = rng.next() < this.pOn ? 1 : 0;
      x[o.n] = 1;
      let any = false;
      for (const i of this.support) if ((x[i] as number) > 0) any = true;
      let y = any ? 1 : -1;
      if (o.noise > 0 && rng.next() < o.noise) y = -y;
      this.round.outcome = y;
      return this.round;
    }
    const zero = o.features === 'pm1' ? -1 : 0;
    let bits = 0;
    for (let i = 0; i < x.length; i++) {
      if ((i & 31) === 0) bits = rng.nextUint32();
      x[i] = bits & 1 ? 1 : zero;
      bits >>>= 1;
    }
    let s = 0;
    const u = this.target;
    for (const i of this.support) s += (u[i] as number) * (x[i] as number);
    if (this.labels) {
      let y = s >= 0 ? 1 : -1;
      if (o.noise > 0 && rng.next() < o.noise) y = -y;
      this.round.outcome = y;
    } else this.round.outcome = s + (o.noise > 0 ? o.noise * (2 * rng.next() - 1) : 0);
    return this.round;
  }

  save(): RngState {
    return this.rng.save();
  }
  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
