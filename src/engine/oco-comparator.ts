import { minimiseHingeOnDisc, type HingeTerms } from '../geometry/disc-hinge-min';
import type { Comparator } from './game';
import { lipschitz, type OcoConstants, type OcoLoss, type OcoLossKind } from './oco';
import { LossSums } from './oco-sums';

export interface OcoComparatorOptions extends OcoConstants {
  kind: OcoLossKind;
  /**
   * On the separable hinge stream with B ≥ 1 and γ ≤ R: its unit target, which attains the
   * minimum 0 of a sum of hinges (each ≥ 0). Null elsewhere.
   */
  wstar: [number, number] | null;
  /** Also keep the minimiser of the weighted sum Σ (s + 1) f_s (Theorem 14.12's comparator). */
  weighted: boolean;
  /** Rounds the hinge solver may be asked for (its points and results are preallocated). */
  capacity: number;
}

/**
 * The best fixed point in hindsight at every round: u*_t = argmin over the disc of Σ_{s≤t} f_s,
 * and its loss, exactly for linear, quadratic and squared losses (closed forms and the trust-region
 * solver on running sums, O(1) a round), and for hinges either w* (on the separable stream when it
 * lies in the disc) or the certified cutting-plane solver (O(t) a round, hence the capped T).
 *
 * It also keeps what the theorems read about the losses so far: G = max_s Lip(f_s) on Ω, Σ Lip²,
 * max ‖z_s‖ (quadratics), Σ hinge_γ(w*) (the hinge stream), and the last loss, whose copy lets a
 * restored checkpoint still say what f_t was.
 */
export class OcoComparator implements Comparator<null, OcoLoss> {
  t = 0;
  u0 = 0;
  u1 = 0;
  /** Σ_{s≤t} f_s(u*_t): the loss of the returned point (an upper bound on the minimum, attained). */
  value = 0;
  /** A certified lower bound on the minimum (equal to value for the exact kinds). */
  lower = 0;
  G = 0;
  sumL2 = 0;
  zmax = 0;
  hstar = 0;
  /** The weighted comparator: u_w and Σ (s + 1) f_s(u_w). */
  uw0 = 0;
  uw1 = 0;
  wvalue = 0;
  /** f_t, copied. */
  readonly last: OcoLoss;
  readonly sums: LossSums | null;
  private readonly weightedSums: LossSums | null;
  private readonly hinge: HingeSolverMemo | null;
  private readonly weightedHinge: HingeSolverMemo | null;
  private readonly c: OcoConstants;
  private readonly ws0: number;
  private readonly ws1: number;
  private readonly star: boolean;
  private readonly out = new Float64Array(2);
  private readonly tilde = new Float64Array(2);

  constructor(readonly options: OcoComparatorOptions) {
    const { kind } = options;
    this.c = { B: options.B, lambda: options.lambda, gamma: options.gamma };
    this.last = { kind, a0: 0, a1: 0, b: 0 };
    this.sums = kind === 'hinge' ? null : new LossSums(kind, options.lambda);
    this.weightedSums = kind !== 'hinge' && options.weighted ? new LossSums(kind, options.lambda) : null;
    this.ws0 = options.wstar?.[0] ?? 0;
    this.ws1 = options.wstar?.[1] ?? 0;
    this.star = kind === 'hinge' && options.wstar !== null;
    if (this.star) {
      this.u0 = this.uw0 = this.ws0;
      this.u1 = this.uw1 = this.ws1;
    }
    const solve = kind === 'hinge' && !this.star;
    this.hinge = solve ? new HingeSolverMemo(options.capacity, false) : null;
    this.weightedHinge = solve && options.weighted ? new HingeSolverMemo(options.capacity, true) : null;
  }

  observe(_input: null, f: OcoLoss): void {
    const t = this.t + 1;
    this.t = t;
    const L = lipschitz(f, this.c);
    if (L > this.G) this.G = L;
    this.sumL2 += L * L;
    const last = this.last;
    last.a0 = f.a0;
    last.a1 = f.a1;
    last.b = f.b;
    const sums = this.sums;
    if (sums) {
      if (f.kind === 'quadratic') {
        const r = Math.sqrt(f.a0 * f.a0 + f.a1 * f.a1);
        if (r > this.zmax) this.zmax = r;
      }
      sums.add(f, 1);
      const out = this.out;
      this.value = this.lower = sums.minimise(this.c.B, Infinity, out, this.tilde);
      this.u0 = out[0] as number;
      this.u1 = out[1] as number;
      if (this.weightedSums) this.observeWeighted(f, t);
      return;
    }
    this.observeHinge(f, t);
  }

  private observeWeighted(f: OcoLoss, t: number): void {
    const ws = this.weightedSums as LossSums;
    ws.add(f, t + 1);
    const out = this.out;
    this.wvalue = ws.minimise(this.c.B, Infinity, out, this.tilde);
    this.uw0 = out[0] as number;
    this.uw1 = out[1] as number;
  }

  private observeHinge(f: OcoLoss, t: number): void {
    const m = this.c.gamma - f.b * (this.ws0 * f.a0 + this.ws1 * f.a1);
    if (m > 0) {
      this.hstar += m;
      if (this.star) this.wvalue += (t + 1) * m;
    }
    if (this.star) {
      // Σ hinge(w*) is ≥ the minimum (w* is in the disc) and the minimum is ≥ 0.
      this.value = this.hstar;
      this.lower = 0;
      return;
    }
    const h = this.hinge as HingeSolverMemo;
    h.push(f, t, this.c);
    this.u0 = h.u0;
    this.u1 = h.u1;
    this.value = h.value;
    this.lower = h.lower;
    const wh = this.weightedHinge;
    if (wh) {
      wh.push(f, t, this.c);
      this.uw0 = wh.u0;
      this.uw1 = wh.u1;
      this.wvalue = wh.value;
    }
  }

  loss(): number {
    return this.value;
  }

  save(): number[] {
    return [
      this.t,
      this.u0,
      this.u1,
      this.value,
      this.lower,
      this.G,
      this.sumL2,
      this.zmax,
      this.hstar,
      this.uw0,
      this.uw1,
      this.wvalue,
      this.last.a0,
      this.last.a1,
      this.last.b,
      ...(this.sums?.save() ?? []),
      ...(this.weightedSums?.save() ?? []),
    ];
  }

  load(state: unknown): void {
    const s = state as number[];
    const at = (i: number): number => s[i] ?? 0;
    this.t = at(0);
    this.u0 = at(1);
    this.u1 = at(2);
    this.value = at(3);
    this.lower = at(4);
    this.G = at(5);
    this.sumL2 = at(6);
    this.zmax = at(7);
    this.hstar = at(8);
    this.uw0 = at(9);
    this.uw1 = at(10);
    this.wvalue = at(11);
    this.last.a0 = at(12);
    this.last.a1 = at(13);
    this.last.b = at(14);
    if (this.sums) this.sums.load(s.slice(15, 25));
    if (this.weightedSums) this.weightedSums.load(s.slice(25, 35));
    this.hinge?.rewind(this.t);
    this.weightedHinge?.rewind(this.t);
  }
}

/**
 * The hinge sum's points and the solver's answer at each round. A run replays the same rounds
 * after a seek (the stream is deterministic), so an answer computed once is reused: stepping back
 * and forth costs the O(t) solve only the first time.
 */
class HingeSolverMemo {
  u0 = 0;
  u1 = 0;
  value = 0;
  lower = 0;
  private readonly terms: HingeTerms;
  /** Per round: u0, u1, value, lower. */
  private readonly memo: Float64Array;
  private solved = 0;

  constructor(
    private readonly capacity: number,
    weighted: boolean,
  ) {
    const n = Math.max(1, capacity);
    this.terms = {
      x0: new Float64Array(n),
      x1: new Float64Array(n),
      y: new Float64Array(n),
      w: weighted ? new Float64Array(n) : null,
      n: 0,
    };
    this.memo = new Float64Array(4 * n);
  }

  push(f: OcoLoss, t: number, c: OcoConstants): void {
    const h = this.terms;
    const i = t - 1;
    if (i >= this.capacity) throw new Error(`the hinge comparator holds ${this.capacity} rounds`);
    h.x0[i] = f.a0;
    h.x1[i] = f.a1;
    h.y[i] = f.b;
    if (h.w) h.w[i] = t + 1;
    h.n = t;
    const memo = this.memo;
    if (t > this.solved) {
      const r = minimiseHingeOnDisc(h, c.gamma, c.B, { u0: this.u0, u1: this.u1 });
      memo[4 * i] = r.u0;
      memo[4 * i + 1] = r.u1;
      memo[4 * i + 2] = r.value;
      memo[4 * i + 3] = r.lower;
      this.solved = t;
    }
    this.u0 = memo[4 * i] as number;
    this.u1 = memo[4 * i + 1] as number;
    this.value = memo[4 * i + 2] as number;
    this.lower = memo[4 * i + 3] as number;
  }

  /** Back to round t (a restored checkpoint): the points after it will be pushed again. */
  rewind(t: number): void {
    this.terms.n = t;
    const i = t - 1;
    if (i < 0) {
      this.u0 = this.u1 = this.value = this.lower = 0;
      return;
    }
    this.u0 = this.memo[4 * i] as number;
    this.u1 = this.memo[4 * i + 1] as number;
    this.value = this.memo[4 * i + 2] as number;
    this.lower = this.memo[4 * i + 3] as number;
  }
}
