import { LogWeightsLearner } from './log-weights';

/** ln 0 and ln 1. */
const LOG = Float64Array.of(-Infinity, 0);

/**
 * The version space of the elimination learners (Halving, Consistent): the experts that have
 * never erred, weight 1 (log 0), the others weight 0 (log −Infinity), so ln W_t = ln |version
 * space|. When no expert is perfect the space eventually empties; it then starts over with all d
 * experts, so the learner keeps playing. From that round on the mistake bounds do not apply (their
 * hypothesis, a perfect expert, has failed: L* > 0), which the theory layer reports.
 */
export abstract class EliminationLearner extends LogWeightsLearner {
  readonly deterministic = true;

  protected applyLosses(losses: Float64Array): void {
    const w = this.logw;
    const u = this.u;
    let alive = 0;
    for (let i = 0; i < w.length; i++) {
      // Any loss counts as a mistake. u is 1 or 0, so adding it up counts the survivors.
      const keep = (losses[i] as number) > 0 ? 0 : (u[i] as number);
      u[i] = keep;
      w[i] = LOG[keep] as number;
      alive += keep;
    }
    if (alive === 0) this.resetWeights();
  }

  /** Whether expert i is still in the version space. */
  protected alive(i: number): boolean {
    return this.logw[i] !== -Infinity;
  }
}
