import { minimiseHingeOnDisc, type HingeTerms } from '../geometry/disc-hinge-min';
import type { Comparator } from './game';
import {
  lossModel,
  type OcoConstants,
  type OcoLoss,
  type OcoLossKind,
  type OcoLossModel,
} from './oco';
import { makeLossSums, type LossSums } from './oco-sums';

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
 * Σ hinge_γ(w*) (the hinge stream), and the last loss, whose copy lets a restored checkpoint still
 * say what f_t was.
 */
export class OcoComparator implements Comparator<null, OcoLoss> {
  t = 0;
  /**
   * Every float of the state in one typed array (see the getters), rather than in object fields,
   * where each double is a separate heap box: the round loop writes and the scene reads them
   * every round.
   */
  readonly s = new Float64Array(10);
  /** f_t, copied. */
  readonly last: OcoLoss;
  readonly sums: LossSums | null;
  private readonly weightedSums: LossSums | null;
  private readonly hinge: HingeSolverMemo | null;
  private readonly weightedHinge: HingeSolverMemo | null;
  private readonly c: OcoConstants;
  private readonly model: OcoLossModel;
  private readonly ws0: number;
  private readonly ws1: number;
  private readonly star: boolean;
  private readonly out = new Float64Array(2);
  private readonly tilde = new Float64Array(2);

  constructor(readonly options: OcoComparatorOptions) {
    const { kind } = options;
    this.c = { B: options.B, lambda: options.lambda, gamma: options.gamma };
    this.last = { kind, a0: 0, a1: 0, b: 0 };
    this.model = lossModel(kind, this.c);
    this.sums = kind === 'hinge' ? null : makeLossSums(kind, options.lambda);
    this.weightedSums =
      kind !== 'hinge' && options.weighted ? makeLossSums(kind, options.lambda) : null;
    this.ws0 = options.wstar?.[0] ?? 0;
    this.ws1 = options.wstar?.[1] ?? 0;
    this.star = kind === 'hinge' && options.wstar !== null;
    if (this.star) {
      this.s[U0] = this.s[UW0] = this.ws0;
      this.s[U1] = this.s[UW1] = this.ws1;
    }
    const solve = kind === 'hinge' && !this.star;
    this.hinge = solve ? new HingeSolverMemo(options.capacity, false) : null;
    this.weightedHinge =
      solve && options.weighted ? new HingeSolverMemo(options.capacity, true) : null;
  }

  /** u*_t. */
  get u0(): number {
    return this.s[U0] as number;
  }
  get u1(): number {
    return this.s[U1] as number;
  }
  /** Σ_{s≤t} f_s(u*_t): the loss of the returned point (an upper bound on the minimum, attained). */
  get value(): number {
    return this.s[VALUE] as number;
  }
  /** A certified lower bound on the minimum (equal to value for the exact kinds). */
  get lower(): number {
    return this.s[LOWER] as number;
  }
  /**
   * max_s Lip(f_s) on Ω, Σ_s Lip(f_s)², Σ_s hinge_γ(w*). (For quadratics G = λ(B + max_s ‖z_s‖),
   * which gives max ‖z_s‖ without tracking it.)
   */
  get G(): number {
    return this.s[G] as number;
  }
  get sumL2(): number {
    return this.s[SUM_L2] as number;
  }
  get hstar(): number {
    return this.s[HSTAR] as number;
  }
  /** The weighted comparator: u_w and Σ (s + 1) f_s(u_w). */
  get uw0(): number {
    return this.s[UW0] as number;
  }
  get uw1(): number {
    return this.s[UW1] as number;
  }
  get wvalue(): number {
    return this.s[WVALUE] as number;
  }

  observe(_input: null, f: OcoLoss): void {
    const t = this.t + 1;
    this.t = t;
    const s = this.s;
    const L = this.model.lipschitz(f);
    if (L > (s[G] as number)) s[G] = L;
    s[SUM_L2] = (s[SUM_L2] as number) + L * L;
    const last = this.last;
    last.a0 = f.a0;
    last.a1 = f.a1;
    last.b = f.b;
    const sums = this.sums;
    if (sums) {
      sums.add(f, 1);
      const out = this.out;
      sums.minimise(this.c.B, Infinity, out, this.tilde);
      s[VALUE] = s[LOWER] = sums.min;
      s[U0] = out[0] as number;
      s[U1] = out[1] as number;
      if (this.weightedSums) this.observeWeighted(f, t);
      return;
    }
    this.observeHinge(f, t);
  }

  private observeWeighted(f: OcoLoss, t: number): void {
    const ws = this.weightedSums as LossSums;
    ws.add(f, t + 1);
    const out = this.out;
    ws.minimise(this.c.B, Infinity, out, this.tilde);
    this.s[WVALUE] = ws.min;
    this.s[UW0] = out[0] as number;
    this.s[UW1] = out[1] as number;
  }

  private observeHinge(f: OcoLoss, t: number): void {
    const s = this.s;
    const m = this.c.gamma - f.b * (this.ws0 * f.a0 + this.ws1 * f.a1);
    if (m > 0) {
      s[HSTAR] = (s[HSTAR] as number) + m;
      if (this.star) s[WVALUE] = (s[WVALUE] as number) + (t + 1) * m;
    }
    if (this.star) {
      // Σ hinge(w*) is ≥ the minimum (w* is in the disc) and the minimum is ≥ 0.
      s[VALUE] = s[HSTAR] as number;
      s[LOWER] = 0;
      return;
    }
    const h = this.hinge as HingeSolverMemo;
    h.push(f, t, this.c);
    s[U0] = h.u0;
    s[U1] = h.u1;
    s[VALUE] = h.value;
    s[LOWER] = h.lower;
    const wh = this.weightedHinge;
    if (wh) {
      wh.push(f, t, this.c);
      s[UW0] = wh.u0;
      s[UW1] = wh.u1;
      s[WVALUE] = wh.value;
    }
  }

  loss(): number {
    return this.s[VALUE] as number;
  }

  save(): number[] {
    return [
      this.t,
      ...this.s,
      this.last.a0,
      this.last.a1,
      this.last.b,
      ...(this.sums?.save() ?? []),
      ...(this.weightedSums?.save() ?? []),
    ];
  }

  load(state: unknown): void {
    const saved = state as number[];
    const at = (i: number): number => saved[i] ?? 0;
    this.t = at(0);
    const n = this.s.length;
    for (let i = 0; i < n; i++) this.s[i] = at(1 + i);
    this.last.a0 = at(n + 1);
    this.last.a1 = at(n + 2);
    this.last.b = at(n + 3);
    const base = n + 4;
    if (this.sums) this.sums.load(saved.slice(base, base + 10));
    if (this.weightedSums) this.weightedSums.load(saved.slice(base + 10, base + 20));
    this.hinge?.rewind(this.t);
    this.weightedHinge?.rewind(this.t);
  }
}

/** Where each float lives in OcoComparator.s (the scene's round loop reads them directly). */
export const COMPARATOR_STATE = {
  u0: 0,
  u1: 1,
  value: 2,
  lower: 3,
  G: 4,
  sumL2: 5,
  hstar: 6,
  uw0: 7,
  uw1: 8,
  wvalue: 9,
} as const;
const U0 = COMPARATOR_STATE.u0;
const U1 = COMPARATOR_STATE.u1;
const VALUE = COMPARATOR_STATE.value;
const LOWER = COMPARATOR_STATE.lower;
const G = COMPARATOR_STATE.G;
const SUM_L2 = COMPARATOR_STATE.sumL2;
const HSTAR = COMPARATOR_STATE.hstar;
const UW0 = COMPARATOR_STATE.uw0;
const UW1 = COMPARATOR_STATE.uw1;
const WVALUE = COMPARATOR_STATE.wvalue;

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
