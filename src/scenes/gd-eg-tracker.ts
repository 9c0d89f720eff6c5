import type { Stateful } from '../engine/game';
import { pNorm } from '../engine/vec';
import { lossValue } from '../engine/linear-game';
import type { LinearLearner } from '../learners/linear/linear-learner';
import type { GdEgConfig } from './gd-eg-config';

interface TrackerState {
  R2: number;
  Rinf: number;
  Rp: number;
  gammaU: number;
  lu: Float64Array;
  Z: Float64Array;
  pot: Float64Array;
  step: Float64Array;
  lin: Float64Array;
  fa: Float64Array;
  fb: Float64Array;
}

/**
 * The per-round bookkeeping the theorems check: the largest ‖x‖₂, ‖x‖∞ and ‖x‖_p so far, the
 * target's margin, and per learner its comparator's cumulative loss, the largest slope and the
 * proof's sums. It runs after the learners have updated, reading their last slope and step.
 */
export class GdEgTracker implements Stateful {
  s: TrackerState;
  private readonly dots = new Float64Array(2);

  constructor(
    private readonly learners: LinearLearner[],
    private readonly ball: Float64Array,
    private readonly simplex: Float64Array,
    private readonly metas: readonly { set: 'ball' | 'simplex' }[],
    private readonly loss: GdEgConfig['loss'],
    private readonly p: number,
    private readonly labels: boolean,
  ) {
    const K = learners.length;
    this.s = {
      R2: 0,
      Rinf: 0,
      Rp: 0,
      gammaU: Infinity,
      lu: new Float64Array(K),
      Z: new Float64Array(K),
      pot: Float64Array.from(learners, (l, k) =>
        l.divergenceTo(metas[k]?.set === 'simplex' ? simplex : ball),
      ),
      step: new Float64Array(K),
      lin: new Float64Array(K),
      fa: new Float64Array(K),
      fb: new Float64Array(K),
    };
  }

  observe(round: { input: Float64Array; outcome: number }): void {
    const x = round.input;
    const y = round.outcome;
    const s = this.s;
    let xx = 0;
    let inf = 0;
    let ub = 0;
    let us = 0;
    const { ball, simplex } = this;
    for (let i = 0; i < x.length; i++) {
      const v = x[i] as number;
      xx += v * v;
      const a = Math.abs(v);
      if (a > inf) inf = a;
      if (v !== 0) ub += (ball[i] as number) * v;
    }
    // One comparator serves both sets on the sparse and dense streams: no second pass for it.
    if (simplex === ball) us = ub;
    else for (let i = 0; i < x.length; i++) us += (simplex[i] as number) * (x[i] as number);
    this.dots[0] = ub;
    this.dots[1] = us;
    s.R2 = Math.max(s.R2, Math.sqrt(xx));
    s.Rinf = Math.max(s.Rinf, inf);
    s.Rp = Math.max(s.Rp, pNorm(x, this.p));
    if (this.labels) s.gammaU = Math.min(s.gammaU, y * ub);
    this.learners.forEach((l, k) => {
      const simplexSet = this.metas[k]?.set === 'simplex';
      const u = simplexSet ? simplex : ball;
      const ux = simplexSet ? us : ub;
      if (l.classifier) {
        // The comparator of a mistake bound: the target's own mistakes (0 when it separates).
        s.lu[k] = (s.lu[k] as number) + (y * ux <= 0 ? 1 : 0);
        const [a, b] = l.facts(ball);
        s.fa[k] = a;
        s.fb[k] = b;
        return;
      }
      s.lu[k] = (s.lu[k] as number) + lossValue(this.loss, y, ux);
      const g = l.lastSlope;
      s.Z[k] = Math.max(s.Z[k] as number, Math.abs(g));
      s.step[k] = (s.step[k] as number) + l.lastStep;
      // ℓ'·(w_t − u)·x = ℓ'(ŷ − u·x); ŷ = ux + (what the learner predicted − ux).
      s.lin[k] = (s.lin[k] as number) + g * (l.lastYhat - ux);
      s.pot[k] = l.divergenceTo(u);
    });
  }

  save(): TrackerState {
    return copyState(this.s);
  }
  load(state: unknown): void {
    this.s = copyState(state as TrackerState);
  }
}

/** A state with arrays of its own: a checkpoint must not move with the run. */
function copyState(s: TrackerState): TrackerState {
  return {
    ...s,
    lu: s.lu.slice(),
    Z: s.Z.slice(),
    pot: s.pot.slice(),
    step: s.step.slice(),
    lin: s.lin.slice(),
    fa: s.fa.slice(),
    fb: s.fb.slice(),
  };
}
