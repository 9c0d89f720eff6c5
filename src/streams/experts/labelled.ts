import type { ExpertsInput, ExpertsOutcome, ExpertsPrediction } from '../../engine/experts';
import type { Round, Stream, Target } from '../../engine/game';

/** 2⁻³²: turns a uint32 into a uniform in [0, 1), one draw per expert instead of two. */
export const U32 = 2.3283064365386963e-10;

/**
 * Shared plumbing of the streams whose experts give labels: one round object, with its advice and
 * loss buffers, rewritten every round (the game loop copies what it keeps), so a million rounds
 * with a thousand experts allocate nothing.
 */
export abstract class LabelledStream implements Stream<
  ExpertsInput,
  ExpertsOutcome,
  ExpertsPrediction
> {
  abstract readonly id: string;
  protected readonly advice: Int8Array;
  protected readonly losses: Float64Array;
  /** The round's input, as the learners will see it (adaptive streams query the target with it). */
  protected readonly input: ExpertsInput;
  private readonly round: Round<ExpertsInput, ExpertsOutcome>;

  constructor(readonly d: number) {
    if (!Number.isInteger(d) || d < 2) throw new Error(`need at least two experts, got d = ${d}`);
    this.advice = new Int8Array(d);
    this.losses = new Float64Array(d);
    this.input = { d, advice: this.advice };
    this.round = { input: this.input, outcome: { label: 1, losses: this.losses } };
  }

  next(
    t: number,
    target: Target<ExpertsInput, ExpertsPrediction>,
  ): Round<ExpertsInput, ExpertsOutcome> {
    const label = this.play(t, target);
    const { advice, losses } = this;
    // Arithmetic, not a branch: on random advice a branch mispredicts half the time.
    for (let i = 0; i < advice.length; i++) losses[i] = (1 - (advice[i] as number) * label) * 0.5;
    this.round.outcome.label = label;
    return this.round;
  }

  /** Fills `this.advice` for round t and returns the label. */
  protected abstract play(t: number, target: Target<ExpertsInput, ExpertsPrediction>): 1 | -1;

  abstract save(): unknown;
  abstract load(state: unknown): void;
}
