import type { Target } from '../../engine/game';
import type { ExpertsInput, ExpertsPrediction } from '../../engine/experts';
import { Rng, type RngState } from '../../engine/rng';
import { LabelledStream } from './labelled';

/**
 * An adaptive adversary against the first learner. Experts 0 and 1 always say +1 and −1, so
 * whatever the labels, one of them errs at most T/2 times; the others advise at random.
 *
 * - Against a deterministic learner the label is the opposite of the learner's label, computed
 *   from its prediction on this round's advice: it errs every round, so its regret is ≥ T/2
 *   (the lower bound for deterministic learners). A learner that cannot decide (label 0) gets −1.
 * - Against a randomized learner the adversary commits before the coin: it sees p, computes
 *   P(+1) = Σ p_i [advice_i = +1] and picks the label the learner is less likely to predict
 *   (−1 on P(+1) = ½), so the expected loss is max(P(+1), P(−1)) ≥ ½ every round. The regret
 *   still stays O(√T): the constant experts lose about half the rounds too.
 */
export class ExpertsAdversary extends LabelledStream {
  readonly id = 'adversary';
  private readonly rng: Rng;

  constructor(options: { seed: number; d: number }) {
    super(options.d);
    this.rng = new Rng(options.seed, 15);
  }

  protected play(_t: number, target: Target<ExpertsInput, ExpertsPrediction>): 1 | -1 {
    const rng = this.rng;
    const advice = this.advice;
    let bits = 0;
    for (let i = 2; i < advice.length; i++) {
      if (((i - 2) & 31) === 0) bits = rng.nextUint32();
      advice[i] = 2 * (bits & 1) - 1;
      bits >>>= 1;
    }
    advice[0] = 1;
    advice[1] = -1;
    const prediction = target.predict(this.input);
    if (prediction.deterministic) return prediction.label === -1 ? 1 : -1;
    const p = prediction.p;
    let plus = 0;
    for (let i = 0; i < advice.length; i++)
      plus += (p[i] as number) * ((advice[i] as number) > 0 ? 1 : 0);
    return plus < 0.5 ? 1 : -1;
  }

  save(): RngState {
    return this.rng.save();
  }

  load(state: unknown): void {
    this.rng.load(state as RngState);
  }
}
