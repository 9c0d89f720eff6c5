import { lossModel, type OcoConstants, type OcoLoss, type OcoLossModel } from '../../engine/oco';
import { makeLossSums, type LossSums } from '../../engine/oco-sums';
import { LEARNER_STATE, type OcoLearner } from './learner';

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
  /** w, w̃, max ‖g‖, Lemma 21's sum, Σ‖g‖² (LEARNER_STATE). */
  readonly state = new Float64Array(LEARNER_STATE.size);
  private readonly w = this.state.subarray(0, 2);
  readonly tilde = this.state.subarray(2, 4);
  private readonly next = new Float64Array(2);
  private readonly g = new Float64Array(2);
  private readonly sums: LossSums;
  private readonly model: OcoLossModel;

  constructor(
    private readonly c: OcoConstants,
    kind: OcoLoss['kind'],
    /** ∞ for FTL. */
    private readonly eta: number,
  ) {
    if (kind === 'hinge') throw new Error('follow-the-leader learners need an exact minimiser');
    this.sums = makeLossSums(kind, c.lambda);
    this.model = lossModel(kind, c);
  }

  get gobs(): number {
    return this.state[4] as number;
  }

  get aux(): number {
    return this.state[5] as number;
  }

  get sumG2(): number {
    return this.state[6] as number;
  }

  predict(): Float64Array {
    return this.w;
  }

  update(_input: null, _w: Float64Array, f: OcoLoss, loss: number): void {
    const s = this.state;
    this.model.gradient(f, s[0] as number, s[1] as number, this.g);
    const gg = (this.g[0] as number) ** 2 + (this.g[1] as number) ** 2;
    s[6] = (s[6] as number) + gg;
    const gn = Math.sqrt(gg);
    if (gn > (s[4] as number)) s[4] = gn;
    this.sums.add(f, 1);
    const next = this.next;
    this.sums.minimise(this.c.B, this.eta, next, this.tilde);
    s[5] = (s[5] as number) + (loss - this.model.value(f, next[0] as number, next[1] as number));
    s[0] = next[0] as number;
    s[1] = next[1] as number;
  }

  weights(): Float64Array {
    return this.w;
  }

  save(): number[] {
    return [...this.state, ...this.sums.save()];
  }

  load(saved: unknown): void {
    const s = saved as number[];
    const n = this.state.length;
    for (let i = 0; i < n; i++) this.state[i] = s[i] ?? 0;
    this.sums.load(s.slice(n));
  }
}
