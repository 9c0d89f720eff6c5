import type { Comparator, Family, Learner, Observer, Round, Stateful, Stream } from './game';

export interface RunParts<I, P, O> {
  family: Family<I, P, O>;
  stream: Stream<I, O, P>;
  learners: Learner<I, P, O>[];
  comparator: Comparator<I, O>;
  observers?: Observer<I, O>[];
  /** Save a checkpoint every this many rounds; seek replays from the nearest one. */
  checkpointEvery?: number;
}

export interface StepResult<I, P, O> {
  /** The round just played, 1-based: after it, the run is at t. */
  t: number;
  round: Round<I, O>;
  predictions: P[];
  losses: number[];
}

interface Checkpoint {
  t: number;
  cumLoss: number[];
  parts: unknown[];
}

/**
 * Plays the game round by round and keeps the regret bookkeeping: each learner's cumulative
 * loss, the comparator's, and their difference. Checkpoints make any round reachable by replay,
 * so stepping back or seeking never needs the whole history in memory.
 */
export class Run<I, P, O> {
  t = 0;
  readonly cumLoss: Float64Array;
  private readonly checkpoints: Checkpoint[] = [];
  private readonly every: number;
  private readonly stateful: Stateful[];
  // Reused by every step: a million rounds should not allocate a million result objects.
  private readonly result: StepResult<I, P, O>;

  constructor(readonly parts: RunParts<I, P, O>) {
    this.cumLoss = new Float64Array(parts.learners.length);
    this.every = Math.max(1, parts.checkpointEvery ?? 1024);
    this.stateful = [parts.stream, parts.comparator, ...parts.learners, ...(parts.observers ?? [])];
    this.result = {
      t: 0,
      round: { input: undefined as I, outcome: undefined as O },
      predictions: [],
      losses: [],
    };
    this.saveCheckpoint();
  }

  get comparatorLoss(): number {
    return this.parts.comparator.loss();
  }

  regret(learner = 0): number {
    return (this.cumLoss[learner] ?? 0) - this.comparatorLoss;
  }

  /**
   * Plays one round; `null` when the stream has nothing to offer yet. The result (and the round's
   * input) is only valid until the next step: copy what you keep.
   */
  step(): StepResult<I, P, O> | null {
    const { family, stream, learners, comparator, observers } = this.parts;
    const first = learners[0];
    if (!first) throw new Error('a run needs at least one learner');
    const round = stream.next(this.t + 1, first);
    if (!round) return null;
    const { predictions, losses } = this.result;
    for (let i = 0; i < learners.length; i++) {
      const learner = learners[i] as Learner<I, P, O>;
      const p = learner.predict(round.input);
      const loss = family.loss(round.input, p, round.outcome);
      learner.update(round.input, p, round.outcome, loss);
      predictions[i] = p;
      losses[i] = loss;
      this.cumLoss[i] = (this.cumLoss[i] ?? 0) + loss;
    }
    comparator.observe(round.input, round.outcome);
    if (observers)
      for (let j = 0; j < observers.length; j++) observers[j]?.observe(round, this.t + 1);
    this.t += 1;
    if (this.t % this.every === 0) this.saveCheckpoint();
    this.result.t = this.t;
    this.result.round = round;
    return this.result;
  }

  /** Moves the run to round t (0 ≤ t) by replaying from the nearest checkpoint at or before t. */
  seek(t: number): void {
    const target = Math.max(0, Math.floor(t));
    let best: Checkpoint | undefined;
    for (const c of this.checkpoints) if (c.t <= target && (!best || c.t > best.t)) best = c;
    if (!best) throw new Error('no checkpoint at round 0');
    if (!(this.t >= best.t && this.t <= target)) this.restore(best);
    while (this.t < target) {
      if (!this.step()) break;
    }
  }

  private saveCheckpoint(): void {
    if (
      this.checkpoints.length > 0 &&
      (this.checkpoints[this.checkpoints.length - 1] as Checkpoint).t >= this.t
    )
      return;
    this.checkpoints.push({
      t: this.t,
      cumLoss: Array.from(this.cumLoss),
      parts: this.stateful.map((s) => structuredClone(s.save())),
    });
  }

  private restore(c: Checkpoint): void {
    this.t = c.t;
    this.cumLoss.set(c.cumLoss);
    this.stateful.forEach((s, i) => s.load(structuredClone(c.parts[i])));
  }
}
