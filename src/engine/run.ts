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
  // The parts, held in own fields: step runs a million times a second and reading them through
  // `parts` (an object of whatever shape the caller built) costs a lookup each.
  private readonly family: Family<I, P, O>;
  private readonly stream: Stream<I, O, P>;
  private readonly learners: Learner<I, P, O>[];
  private readonly comparator: Comparator<I, O>;
  private readonly observers: Observer<I, O>[];

  constructor(readonly parts: RunParts<I, P, O>) {
    this.cumLoss = new Float64Array(parts.learners.length);
    this.every = Math.max(1, parts.checkpointEvery ?? 1024);
    this.family = parts.family;
    this.stream = parts.stream;
    this.learners = parts.learners;
    this.comparator = parts.comparator;
    this.observers = parts.observers ?? [];
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
    const learners = this.learners;
    const first = learners[0];
    if (!first) throw noLearners();
    const t = this.t + 1;
    const round = this.stream.next(t, first);
    if (!round) return null;
    const input = round.input;
    const outcome = round.outcome;
    const family = this.family;
    const cumLoss = this.cumLoss;
    const result = this.result;
    const predictions = result.predictions;
    const losses = result.losses;
    for (let i = 0; i < learners.length; i++) {
      const learner = learners[i] as Learner<I, P, O>;
      const p = learner.predict(input);
      const loss = family.loss(input, p, outcome);
      learner.update(input, p, outcome, loss);
      predictions[i] = p;
      losses[i] = loss;
      cumLoss[i] = (cumLoss[i] as number) + loss;
    }
    this.comparator.observe(input, outcome);
    const observers = this.observers;
    for (let j = 0; j < observers.length; j++) (observers[j] as Observer<I, O>).observe(round, t);
    this.t = t;
    if (t % this.every === 0) this.saveCheckpoint();
    result.t = t;
    result.round = round;
    return result;
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

  /**
   * What `read` sees at round t (clamped to the frontier): the run is replayed there from a
   * checkpoint, then put back exactly where it was, so a look into the past costs no second
   * replay of the present. `extra`: state outside the run's parts that the replay moves too.
   */
  peek<S>(t: number, read: (t: number) => S, extra: readonly Stateful[] = []): S {
    const frontier = this.t;
    const target = Math.min(Math.max(0, Math.floor(t)), frontier);
    if (target === frontier) return read(target);
    const parts = [...this.stateful, ...extra];
    const saved = parts.map((s) => s.save());
    const cumLoss = this.cumLoss.slice();
    this.seek(target);
    const state = read(target);
    parts.forEach((s, i) => s.load(saved[i]));
    this.cumLoss.set(cumLoss);
    this.t = frontier;
    return state;
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
      parts: this.stateful.map((s) => copyState(s.save())),
    });
  }

  private restore(c: Checkpoint): void {
    this.t = c.t;
    this.cumLoss.set(c.cumLoss);
    this.stateful.forEach((s, i) => s.load(copyState(c.parts[i])));
  }
}

// Out of step, whose size decides whether the scenes' round loops can inline it.
function noLearners(): Error {
  return new Error('a run needs at least one learner');
}

/**
 * A deep copy of a saved state. Numbers, arrays and plain objects are copied by hand: a checkpoint
 * is a few small values every couple of thousand rounds, and structuredClone's serializer costs
 * several times the copy on each. Anything else (typed arrays, maps) goes through structuredClone.
 */
function copyState(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out: unknown[] = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = copyState(v[i]);
    return out;
  }
  if (Object.getPrototypeOf(v) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) out[key] = copyState((v as Record<string, unknown>)[key]);
    return out;
  }
  return structuredClone(v);
}
