import type { Batch, ColumnSpec } from '../engine/trace';
import { makeScene, type SceneConfig } from '../scenes/registry';
import type { Scene } from '../scenes/scene';

export interface LoadResult {
  meta: { columns: ColumnSpec[]; T: number } & Record<string, unknown>;
}

/**
 * The engine as the worker exposes it. It runs ahead of the display: each `compute` call plays
 * as many rounds as fit in a small time budget, so a reply never keeps the worker busy long and
 * a new configuration is picked up promptly.
 */
export class EngineApi {
  private scene: Scene | null = null;
  private generation = 0;
  /** Rounds per millisecond, measured, to size the next batch. */
  private rate = 50;

  async load(config: SceneConfig, generation: number): Promise<LoadResult> {
    // The newest load wins, even when an older one's engine module arrives later.
    this.generation = generation;
    // Until the new engine is built, nothing answers for the old one.
    this.scene = null;
    const scene = await makeScene(config);
    if (generation !== this.generation) throw new Error('superseded by a newer configuration');
    this.scene = scene;
    return { meta: scene.meta as LoadResult['meta'] };
  }

  compute(maxRounds: number, budgetMs: number, now: () => number = () => performance.now()): Batch {
    const scene = this.scene;
    if (!scene) throw new Error('compute before load');
    const count = Math.max(1, Math.min(maxRounds, Math.floor(this.rate * budgetMs)));
    const start = now();
    const batch = scene.advance(count, this.generation);
    const elapsed = now() - start;
    if (batch.count > 64 && elapsed > 0) {
      const measured = batch.count / elapsed;
      this.rate = Math.max(1, 0.5 * this.rate + 0.5 * measured);
    } else if (elapsed < budgetMs / 4) this.rate *= 2;
    return batch;
  }

  /**
   * Plays up to round t without shipping the rounds: a restarted worker catches up with the
   * trace the page already has (the run is deterministic, so it replays the same rounds).
   */
  skipTo(t: number): number {
    const scene = this.scene;
    if (!scene) throw new Error('skipTo before load');
    while (scene.t < t && !scene.done) {
      const batch = scene.advance(Math.min(65_536, t - scene.t), this.generation);
      if (batch.count === 0) break;
    }
    return scene.t;
  }

  stateAt(t: number): unknown {
    if (!this.scene) throw new Error('stateAt before load');
    return this.scene.stateAt(t);
  }

  /**
   * The student's next moves for the run of `generation` (see Scene.feed). False when that run
   * is no longer loaded or does not take moves: then the page loads the whole configuration.
   */
  feed(moves: readonly number[], generation: number): boolean {
    const scene = this.scene;
    if (!scene?.feed || generation !== this.generation) return false;
    scene.feed(moves);
    return true;
  }

  /**
   * `feed`, then `compute` at once: the student's moves and the rounds they make, in one message
   * each way rather than two (MindReader sends one for every key). Null when `feed` refuses the
   * moves.
   */
  feedAndCompute(
    moves: readonly number[],
    generation: number,
    maxRounds: number,
    budgetMs: number,
  ): Batch | null {
    return this.feed(moves, generation) ? this.compute(maxRounds, budgetMs) : null;
  }

  /** A lesson's own question to its engine (see Scene.query). */
  query(name: string, args: unknown): unknown {
    const scene = this.scene;
    if (!scene) throw new Error('query before load');
    if (!scene.query) throw new Error(`this lesson's engine answers no '${name}'`);
    return scene.query(name, args);
  }
}

/**
 * The typed-array buffers of a batch, handed over to the main thread without a copy. Each once:
 * columns may share a buffer (allocateColumns), and a buffer listed twice fails the transfer.
 */
export function transferables(batch: Batch): ArrayBuffer[] {
  return [...new Set(Object.values(batch.columns).map((c) => c.buffer as ArrayBuffer))];
}
