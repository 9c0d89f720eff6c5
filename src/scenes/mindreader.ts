import { experts, type ExpertsInput, type ExpertsOutcome } from '../engine/experts';
import type { ExpertsPrediction } from '../engine/experts';
import { Rng } from '../engine/rng';
import { Run } from '../engine/run';
import { allocate, type Batch, type Column, type ColumnSpec } from '../engine/trace';
import { Hedge } from '../learners/experts/hedge';
import { PATTERN_COUNT, patternExperts, type Move } from '../streams/mindreader/patterns';
import { StudentStream } from '../streams/mindreader/student-stream';
import { BestExpert, effectiveEta } from './experts';

export interface MindreaderConfig {
  lesson: 'mindreader';
  seed: number;
  /** At most this many moves are played. */
  T: number;
  /** Hedge's η > 0 (clamped into [10⁻¹², 10⁶]). */
  eta: number;
  /** The student's moves so far: +1 = →, −1 = ←. */
  moves: (1 | -1)[];
}

export interface MindreaderMeta {
  /** The pattern experts, in the order of the weights and per-expert losses. */
  experts: { id: string; name: string; description: string }[];
  d: number;
  T: number;
  /** The η actually used. */
  eta: number;
  columns: ColumnSpec[];
  /**
   * The rounds this run has now: the moves made. The page sizes its trace for these, not for T
   * (a game of 10⁶ moves): the run restarts at every move, and a trace of T rounds in ten
   * columns is tens of megabytes to allocate, zero and collect per key press.
   */
  expectedRounds: number;
}

/** The machine's committed guess for a round, known before the student's key. */
export interface MindreaderGuess {
  /** P(guess = →) under the Hedge distribution p_t: Σ p_i [advice_i = +1]. */
  pRight: number;
  /** The realized guess: the advice of the expert drawn from p_t with the round's coin. */
  guess: Move;
  /** The expert the coin drew. */
  expert: number;
}

/** What the engine knows exactly after round t, beyond the trace columns. */
export interface MindreaderExactState {
  t: number;
  /** Hedge's normalized distribution p after round t (what it plays on round t + 1). */
  weights: number[];
  /** L_i(t): each pattern expert's cumulative loss. */
  expertLosses: number[];
  /** The machine's cumulative expected loss Σ ⟨p_s, ℓ_s⟩. */
  cumLoss: number;
  /** min_i L_i(t). */
  comparatorLoss: number;
  /** The guess committed for round t + 1. */
  nextGuess: MindreaderGuess;
}

/**
 * The recorded columns, one value per round:
 * - `move` (i8): the student's move; `guess` (i8): the machine's realized guess;
 * - `expert` (i32): the expert the coin drew; `pRight` (f64): P(guess = →) under p_t;
 * - `loss` (f64): the expected loss ⟨p_t, ℓ_t⟩; `cum` (f64): its running sum;
 * - `hits` (i32): the machine's realized correct guesses so far;
 * - `Lstar` (f64), `best` (i32): the best expert's cumulative loss and the first expert attaining it;
 * - `logW` (f64): ln W_t after the update.
 */
export const mindreaderColumns: readonly ColumnSpec[] = [
  { name: 'move', type: 'i8' },
  { name: 'guess', type: 'i8' },
  { name: 'expert', type: 'i32' },
  { name: 'pRight', type: 'f64' },
  { name: 'loss', type: 'f64' },
  { name: 'cum', type: 'f64' },
  { name: 'hits', type: 'i32' },
  { name: 'Lstar', type: 'f64' },
  { name: 'best', type: 'i32' },
  { name: 'logW', type: 'f64' },
];

/**
 * The coin of round t, uniform in [0, 1): a pure function of (seed, t), so a replay draws the
 * same guesses and the guess for a round is fixed before its key is pressed.
 */
export function mindreaderCoin(seed: number, t: number): number {
  return new Rng((seed ^ Math.imul(t, 0x9e3779b1)) >>> 0, 11).next();
}

/**
 * The guess on advice `advice` under distribution `p` with coin `u`: the first expert whose
 * cumulative probability exceeds u (the last one with positive weight if rounding leaves u past
 * the total), and that expert's advice.
 */
export function drawGuess(p: Float64Array, advice: Int8Array, u: number): MindreaderGuess {
  let pRight = 0;
  let acc = 0;
  let expert = -1;
  let lastPositive = 0;
  for (let i = 0; i < p.length; i++) {
    const pi = p[i] as number;
    if (advice[i] === 1) pRight += pi;
    if (pi > 0) lastPositive = i;
    acc += pi;
    if (expert < 0 && u < acc) expert = i;
  }
  if (expert < 0) expert = lastPositive;
  return { pRight, guess: advice[expert] === 1 ? 1 : -1, expert };
}

/**
 * The MindReader lesson's engine: the student's moves are the outcomes, the pattern experts'
 * advice the inputs, and Hedge (η from the config) the machine. Each round the machine commits a
 * guess, drawn from p_t with the round's coin, before the move is revealed; the score is its
 * realized hits, the regret bookkeeping uses its expected loss.
 */
export class MindreaderScene {
  readonly meta: MindreaderMeta;
  readonly run: Run<ExpertsInput, ExpertsPrediction, ExpertsOutcome>;
  readonly comparator: BestExpert;
  private readonly hedge: Hedge;
  private readonly stream: StudentStream;
  private readonly scratch = new Int8Array(PATTERN_COUNT);
  /** Realized hits so far, at the frontier (stateAt always returns there). */
  private hitCount = 0;
  waiting = false;

  constructor(readonly config: MindreaderConfig) {
    const eta = effectiveEta(config.eta);
    this.stream = new StudentStream(config.moves);
    this.hedge = new Hedge(PATTERN_COUNT, eta);
    this.comparator = new BestExpert(PATTERN_COUNT);
    this.run = new Run({
      family: experts,
      stream: this.stream,
      learners: [this.hedge],
      comparator: this.comparator,
      checkpointEvery: 1024,
    });
    this.meta = {
      experts: patternExperts.map(({ id, name, description }) => ({ id, name, description })),
      d: PATTERN_COUNT,
      T: config.T,
      eta,
      columns: mindreaderColumns.map((c) => ({ ...c })),
      expectedRounds: config.moves.length,
    };
  }

  get t(): number {
    return this.run.t;
  }

  /** The machine's realized correct guesses so far. */
  get hits(): number {
    return this.hitCount;
  }

  get done(): boolean {
    return this.run.t >= this.config.T;
  }

  /**
   * The guess committed for the next, not yet played, move: from the current weights, the
   * experts' advice on the moves so far and the next round's coin. Does not advance the game.
   */
  nextGuess(): MindreaderGuess {
    return drawGuess(
      this.hedge.weights(),
      this.stream.peekAdvice(this.scratch),
      mindreaderCoin(this.config.seed, this.run.t + 1),
    );
  }

  /**
   * The student's next moves: the stream reads `config.moves` as it grows, so the game goes on
   * from the move it waits for. Anything > 0 is →, anything else ←, as in the config.
   */
  feed(moves: readonly number[]): void {
    for (const m of moves) this.config.moves.push(m > 0 ? 1 : -1);
  }

  /** Plays up to `count` moves (fewer at T, or when the student has not pressed the next key). */
  advance(count: number, generation = 0): Batch {
    const n = Math.max(0, Math.min(count, this.config.T - this.run.t));
    const columns: Record<string, Column> = {};
    for (const spec of this.meta.columns) columns[spec.name] = allocate(spec.type, n);
    const move = columns['move'] as Column;
    const guess = columns['guess'] as Column;
    const expert = columns['expert'] as Column;
    const pRight = columns['pRight'] as Column;
    const loss = columns['loss'] as Column;
    const cum = columns['cum'] as Column;
    const hits = columns['hits'] as Column;
    const Lstar = columns['Lstar'] as Column;
    const best = columns['best'] as Column;
    const logW = columns['logW'] as Column;
    const seed = this.config.seed;
    const from = this.run.t;
    let h = this.hitCount;
    let i = 0;
    this.waiting = false;
    for (; i < n; i++) {
      const res = this.run.step();
      if (!res) {
        this.waiting = true;
        break;
      }
      const prediction = res.predictions[0] as ExpertsPrediction;
      const label = res.round.outcome.label;
      // p_t and the round's advice, as they were before the move: the guess nextGuess() showed.
      const g = drawGuess(
        prediction.p,
        res.round.input.advice as Int8Array,
        mindreaderCoin(seed, res.t),
      );
      if (g.guess === label) h += 1;
      move[i] = label;
      guess[i] = g.guess;
      expert[i] = g.expert;
      pRight[i] = g.pRight;
      loss[i] = res.losses[0] as number;
      cum[i] = this.run.cumLoss[0] as number;
      hits[i] = h;
      Lstar[i] = this.comparator.min;
      best[i] = this.comparator.best;
      logW[i] = this.hedge.logPotential();
    }
    this.hitCount = h;
    if (i < n)
      for (const key of Object.keys(columns)) columns[key] = (columns[key] as Column).slice(0, i);
    return { generation, from, count: i, columns, waiting: this.waiting, done: this.done };
  }

  /** Exact weights and losses after round t (replayed from the nearest checkpoint), then back. */
  stateAt(t: number): MindreaderExactState {
    const frontier = this.run.t;
    const target = Math.min(Math.max(0, Math.floor(t)), frontier);
    this.run.seek(target);
    const state: MindreaderExactState = {
      t: this.run.t,
      weights: Array.from(this.hedge.weights()),
      expertLosses: Array.from(this.comparator.L),
      cumLoss: this.run.cumLoss[0] as number,
      comparatorLoss: this.run.comparatorLoss,
      nextGuess: this.nextGuess(),
    };
    this.run.seek(frontier);
    return state;
  }
}
