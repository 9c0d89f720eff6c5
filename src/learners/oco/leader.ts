import { lossGradient, lossValue, type OcoConstants, type OcoLoss } from '../../engine/oco';
import { LossSums } from '../../engine/oco-sums';
import type { OcoLearner } from './learner';

/**
 * Follow the (regularized) leader: w_t = argmin over the disc of Σ_{s<t} f_s + ‖w‖²/(2η), η = ∞
 * for FTL, from running sums (closed forms for linear and quadratic losses, the trust-region
 * solver for squared ones; hinges have no O(1) minimiser, so these learners do not play them).
 *
 * Ties (FTL with Σ = 0, or a segment of minimisers): 0 when it is a minimiser, else the minimiser
 * of least norm. `aux` is Σ_{s≤t} [f_s(w_s) − f_s(w_{s+1})] (Lemma 21's stability sum), each
 * term known at the end of round s, once w_{s+1} is.
 */
export abstract class Leader implements OcoLearner {
  abstract readonly id: string;
  abstract readonly name: string;
  readonly tilde = new Float64Array(2);
  gobs = 0;
  aux = 0;
  sumG2 = 0;
  private w = new Float64Array(2);
  private readonly next = new Float64Array(2);
  private readonly g = new Float64Array(2);
  private readonly sums: LossSums;

  constructor(
    private readonly c: OcoConstants,
    kind: OcoLoss['kind'],
    /** ∞ for FTL. */
    private readonly eta: number,
  ) {
    if (kind === 'hinge') throw new Error('follow-the-leader learners need an exact minimiser');
    this.sums = new LossSums(kind, c.lambda);
  }

  predict(): Float64Array {
    return this.w;
  }

  update(_input: null, _w: Float64Array, f: OcoLoss, loss: number): void {
    const w = this.w;
    lossGradient(f, w[0] as number, w[1] as number, this.c, this.g);
    const gg = (this.g[0] as number) ** 2 + (this.g[1] as number) ** 2;
    this.sumG2 += gg;
    const gn = Math.sqrt(gg);
    if (gn > this.gobs) this.gobs = gn;
    this.sums.add(f, 1);
    const next = this.next;
    this.sums.minimise(this.c.B, this.eta, next, this.tilde);
    this.aux += loss - lossValue(f, next[0] as number, next[1] as number, this.c);
    w[0] = next[0] as number;
    w[1] = next[1] as number;
  }

  weights(): Float64Array {
    return this.w;
  }

  save(): number[] {
    const { w, tilde } = this;
    return [
      w[0] as number,
      w[1] as number,
      tilde[0] as number,
      tilde[1] as number,
      this.gobs,
      this.aux,
      this.sumG2,
      ...this.sums.save(),
    ];
  }

  load(state: unknown): void {
    const s = state as number[];
    this.w[0] = s[0] ?? 0;
    this.w[1] = s[1] ?? 0;
    this.tilde[0] = s[2] ?? 0;
    this.tilde[1] = s[3] ?? 0;
    this.gobs = s[4] ?? 0;
    this.aux = s[5] ?? 0;
    this.sumG2 = s[6] ?? 0;
    this.sums.load(s.slice(7));
  }
}
