/**
 * The MindReader's pattern experts. Each one predicts the student's next move (−1 = ←, +1 = →)
 * from the moves so far, and is a pure function of that history (`advise`). The game itself
 * never rescans the history: a `PatternTracker` keeps the few numbers the experts need (the last
 * moves and, per context, what followed it) and updates them in O(number of experts) per move,
 * giving exactly the advice the pure functions give.
 *
 * The experts, in order:
 * - `always →`, `always ←`: constants;
 * - `repeat`: the last move again (→ before any move); `alternate`: the opposite (← before any);
 * - `after k` (k = 1…4): among the earlier times the last k moves occurred, in the same order,
 *   the move that followed them most often; on a tie, or a context never seen before (or fewer
 *   than k moves so far), it falls back to `repeat`;
 * - `not after k`: the opposite of `after k`, a bet that the student avoids their habits.
 *
 * The opposites of `repeat` and `alternate` are each other, and those of the constants are the
 * other constant, so they are not listed twice: every expert is a different function.
 */
import type { Stateful } from '../../engine/game';

export type Move = 1 | -1;

/** The longest context the `after k` experts look at. */
export const MAX_CONTEXT = 4;

export type PatternKind =
  | { type: 'constant'; value: Move }
  /** sign · (the last move, or +1 before any move). */
  | { type: 'repeat'; sign: Move }
  /** sign · (what most often followed the last k moves; `repeat` on a tie or an unseen context). */
  | { type: 'after'; k: number; sign: Move };

export interface PatternExpert {
  /** A stable slug (`always-right`, `repeat`, `after-2`, `not-after-2`, …). */
  id: string;
  /** A short readable name for the UI. */
  name: string;
  /** One sentence for the UI. */
  description: string;
  kind: PatternKind;
  /** The advice for move n + 1 after the moves history[0 … n − 1]. */
  advise(history: Int8Array, n: number): Move;
}

function sign(v: number): Move {
  return v > 0 ? 1 : -1;
}

/** The last move, or +1 before any move. */
export function repeatLast(history: Int8Array, n: number): Move {
  return n > 0 ? sign(history[n - 1] as number) : 1;
}

/**
 * What followed the last k moves earlier in the history: counts, over every j with k ≤ j < n
 * whose preceding k moves equal the last k, the move at j; the more frequent one, else `repeat`.
 */
export function afterContext(history: Int8Array, n: number, k: number): Move {
  let plus = 0;
  let minus = 0;
  if (n >= k) {
    for (let j = k; j < n; j++) {
      let same = true;
      for (let i = 1; i <= k && same; i++)
        same = sign(history[j - i] as number) === sign(history[n - i] as number);
      if (!same) continue;
      if (sign(history[j] as number) === 1) plus += 1;
      else minus += 1;
    }
  }
  if (plus > minus) return 1;
  if (minus > plus) return -1;
  return repeatLast(history, n);
}

function expert(id: string, name: string, description: string, kind: PatternKind): PatternExpert {
  let advise: (history: Int8Array, n: number) => Move;
  switch (kind.type) {
    case 'constant': {
      const value = kind.value;
      advise = () => value;
      break;
    }
    case 'repeat': {
      const s = kind.sign;
      advise = (h, n) => (s * repeatLast(h, n)) as Move;
      break;
    }
    case 'after': {
      const { k, sign: s } = kind;
      advise = (h, n) => (s * afterContext(h, n, k)) as Move;
      break;
    }
  }
  return { id, name, description, kind, advise };
}

function buildExperts(): PatternExpert[] {
  const list: PatternExpert[] = [
    expert('always-right', 'always →', 'Always guesses →.', { type: 'constant', value: 1 }),
    expert('always-left', 'always ←', 'Always guesses ←.', { type: 'constant', value: -1 }),
    expert('repeat', 'repeat', 'Guesses you press the same key as last time (→ at the start).', {
      type: 'repeat',
      sign: 1,
    }),
    expert('alternate', 'alternate', 'Guesses you switch keys from last time (← at the start).', {
      type: 'repeat',
      sign: -1,
    }),
  ];
  for (let k = 1; k <= MAX_CONTEXT; k++) {
    const last = k === 1 ? 'your last move' : `your last ${k} moves`;
    list.push(
      expert(
        `after-${k}`,
        `after ${k}`,
        `Guesses what most often came after ${last} earlier on (repeat on a tie or a new pattern).`,
        { type: 'after', k, sign: 1 },
      ),
    );
  }
  for (let k = 1; k <= MAX_CONTEXT; k++) {
    list.push(
      expert(
        `not-after-${k}`,
        `not after ${k}`,
        `Guesses the opposite of “after ${k}”: bets that you break your own habit.`,
        { type: 'after', k, sign: -1 },
      ),
    );
  }
  return list;
}

/** Every pattern expert, in the order of the advice vectors and the Hedge weights. */
export const patternExperts: readonly PatternExpert[] = buildExperts();

/** d: the number of pattern experts. */
export const PATTERN_COUNT = patternExperts.length;

/** Offset of the `after k` table: 2 counts (−1, +1) for each of the 2^k contexts, k = 1…4. */
function tableOffset(k: number): number {
  return 2 * ((1 << k) - 2);
}

const TABLE_SIZE = tableOffset(MAX_CONTEXT + 1);

export interface PatternTrackerState {
  n: number;
  /** The last MAX_CONTEXT moves as bits (1 = →), the most recent in bit 0. */
  key: number;
  last: number;
  counts: Int32Array;
}

/**
 * The pattern experts' advice, kept up to date move by move: the last moves as a bit key and,
 * for each k and each k-move context, how often → and ← followed it. `push` costs O(MAX_CONTEXT),
 * `advise` O(number of experts); neither depends on the length of the history.
 */
export class PatternTracker implements Stateful {
  /** The number of moves seen. */
  n = 0;
  private key = 0;
  /** The last move, 0 before any. */
  private last = 0;
  private readonly counts = new Int32Array(TABLE_SIZE);

  /** Records the student's move. */
  push(move: number): void {
    const bit = move > 0 ? 1 : 0;
    const n = this.n;
    const counts = this.counts;
    for (let k = 1; k <= MAX_CONTEXT && k <= n; k++) {
      const ctx = this.key & ((1 << k) - 1);
      const i = tableOffset(k) + 2 * ctx + bit;
      counts[i] = (counts[i] as number) + 1;
    }
    this.key = ((this.key << 1) | bit) & ((1 << MAX_CONTEXT) - 1);
    this.last = bit ? 1 : -1;
    this.n = n + 1;
  }

  /** The last move again, or +1 before any move. */
  repeat(): Move {
    return this.last < 0 ? -1 : 1;
  }

  /** `after k`'s advice: what most often followed the last k moves (`repeat` on a tie). */
  after(k: number): Move {
    if (this.n >= k) {
      const i = tableOffset(k) + 2 * (this.key & ((1 << k) - 1));
      const minus = this.counts[i] as number;
      const plus = this.counts[i + 1] as number;
      if (plus > minus) return 1;
      if (minus > plus) return -1;
    }
    return this.repeat();
  }

  /** One expert's advice for the next move. */
  adviseOne(kind: PatternKind): Move {
    switch (kind.type) {
      case 'constant':
        return kind.value;
      case 'repeat':
        return (kind.sign * this.repeat()) as Move;
      case 'after':
        return (kind.sign * this.after(kind.k)) as Move;
    }
  }

  /** Writes every expert's advice for the next move into `out` (length PATTERN_COUNT). */
  advise(out: Int8Array): Int8Array {
    for (let i = 0; i < patternExperts.length; i++)
      out[i] = this.adviseOne((patternExperts[i] as PatternExpert).kind);
    return out;
  }

  save(): PatternTrackerState {
    return { n: this.n, key: this.key, last: this.last, counts: this.counts.slice() };
  }

  load(state: unknown): void {
    const s = state as PatternTrackerState;
    this.n = s.n;
    this.key = s.key;
    this.last = s.last;
    this.counts.set(s.counts);
  }
}
