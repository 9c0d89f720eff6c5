import type { Move } from '../streams/mindreader/patterns';
import { MindreaderScene } from './mindreader';

/** The game's score after the moves made, as the student sees it right after a key press. */
export interface RefereeAnswer {
  /** Moves played. */
  t: number;
  /** The machine's realized correct guesses. */
  hits: number;
  /** The last move and the guess the machine had committed for it. */
  last: { move: Move; guess: Move } | null;
  /** Whether the machine has committed its guess for move t + 1 (false once the game is over). */
  locked: boolean;
}

/**
 * MindReader's game played on the page itself, one move per key press, so the answer ("caught!"
 * or "you escaped") is on screen in the frame after the key, not after a round trip to the
 * engine's worker, which restarts its run from the first move and sends back every column (on a
 * phone, several frames). It is the same deterministic engine as the worker's, fed the same
 * moves: the worker's trace, arriving a moment later, agrees with it move for move (a test checks
 * this), and still drives the charts, the weights and the proof.
 */
export class MindreaderReferee {
  private game: MindreaderScene | null = null;
  /** The moves the game has been fed: the engine's stream reads this array as it grows. */
  private played: Move[] = [];
  private key = '';
  private answer: RefereeAnswer = { t: 0, hits: 0, last: null, locked: true };

  /** The answer after `moves` under (seed, T, η): only the new moves are played. */
  sync(seed: number, T: number, eta: number, moves: readonly Move[]): RefereeAnswer {
    const key = `${seed}|${T}|${eta}`;
    if (key !== this.key || !this.isPlayedPrefixOf(moves) || !this.game) {
      this.key = key;
      this.played = [];
      this.game = new MindreaderScene({ lesson: 'mindreader', seed, T, eta, moves: this.played });
      this.answer = { t: 0, hits: 0, last: null, locked: T > 0 };
    }
    const game = this.game;
    const from = this.played.length;
    if (moves.length === from) return this.answer;
    for (let i = from; i < moves.length; i++) this.played.push(moves[i] as Move);
    const batch = game.advance(moves.length - from);
    const n = batch.count;
    const move = batch.columns['move'];
    const guess = batch.columns['guess'];
    this.answer = {
      t: game.t,
      hits: game.hits,
      last:
        n > 0 && move && guess
          ? {
              move: (move[n - 1] as number) > 0 ? 1 : -1,
              guess: (guess[n - 1] as number) > 0 ? 1 : -1,
            }
          : this.answer.last,
      locked: !game.done,
    };
    return this.answer;
  }

  private isPlayedPrefixOf(moves: readonly Move[]): boolean {
    const p = this.played;
    if (moves.length < p.length) return false;
    // A new game or a change of moves starts again; the usual case, one more move, checks the
    // whole prefix in a few microseconds even after thousands of moves.
    for (let i = 0; i < p.length; i++) if (p[i] !== moves[i]) return false;
    return true;
  }
}
