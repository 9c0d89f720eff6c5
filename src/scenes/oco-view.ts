import {
  lossGradient,
  lossSizeOnDisc,
  lossValue,
  type OcoConstants,
  type OcoLoss,
} from '../engine/oco';
import type { Trace } from '../engine/trace';
import { perceptronGradient } from '../learners/oco/perceptron';
import { ocoStep } from '../learners/oco/registry';
import { KIND_CODE } from '../theory/oco-quantities';
import { ocoQuantities, ocoTheoremsFor, type OcoNumbers } from '../theory/oco';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { OcoMeta } from './oco';

export interface OcoBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  /** Plain words for the legend and the theorem caption: which u the bound is against. */
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface OcoLearnerView {
  id: string;
  name: string;
  /** The point it plays next, w_t. */
  w: [number, number];
  /** The point it played at round t, w_{t−1} (0 before the first round). */
  wPrev: [number, number];
  /** The step before projection, w̃_t (FTL/FTRL: their unconstrained minimiser, or w_t). */
  wTilde: [number, number];
  /** f_t(w_{t−1}), Σ_{s≤t} f_s(w_{s−1}) and its regret against u*_t. */
  loss: number;
  cumLoss: number;
  regret: number;
  /** The perceptron's mistakes M_t. */
  mistakes?: number;
}

export interface OcoView {
  t: number;
  learners: OcoLearnerView[];
  /** f_t's descriptor (see engine/oco.ts); null before the first round. */
  loss: OcoLoss | null;
  /** u*_t and Σ_{s≤t} f_s(u*_t); `lower` certifies the minimum from below (the hinge search). */
  comparator: { u: [number, number]; loss: number; lower: number };
  /** The minimiser of Σ (s + 1) f_s and its value, when an ogd-weighted learner plays. */
  weighted: { u: [number, number]; loss: number } | null;
  /** max_s Lip(f_s) on Ω. */
  G: number;
  bounds: OcoBoundReport[];
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

const dist2 = (a: readonly number[], b: readonly number[]): number =>
  ((a[0] as number) - (b[0] as number)) ** 2 + ((a[1] as number) - (b[1] as number)) ** 2;

/**
 * Everything the oco panels and getState need at round t, read from the trace in O(1) per
 * learner. The proof lines' round-t numbers (g_t, w̃_t, f_t at w_{t−1} and u) are recomputed in
 * float64 from the recorded descriptor and points, exactly as the learner computed them: the
 * trace keeps w̃ in float32, for drawing only.
 */
export function ocoView(meta: OcoMeta, trace: Trace | null, tWanted: number): OcoView {
  const t = Math.max(0, Math.min(Math.floor(tWanted) || 0, trace?.length ?? 0));
  const c: OcoConstants = { B: meta.B, lambda: meta.lambda, gamma: meta.gamma };
  const kind = meta.kind;
  const loss: OcoLoss | null =
    t >= 1
      ? {
          kind,
          a0: at(trace, 'a0', t, 0),
          a1: at(trace, 'a1', t, 0),
          b: at(trace, 'b', t, 0),
        }
      : null;
  const u: [number, number] = [at(trace, 'u0', t, 0), at(trace, 'u1', t, 0)];
  const cmp = at(trace, 'cmp', t, 0);
  const G = at(trace, 'G', t, 0);
  // Σ‖x‖² and Σ y² only where the trace has them (squared losses): the view runs every redraw.
  const squared = kind === 'squared';
  const lossSize = lossSizeOnDisc(
    kind,
    t,
    G,
    c,
    squared ? at(trace, 'A00', t, 0) + at(trace, 'A11', t, 0) : 0,
    squared ? at(trace, 'c', t, 0) : 0,
  );
  const hasWeighted = meta.columns.some((s) => s.name === 'uwloss');
  const uw: [number, number] = [at(trace, 'uw0', t, 0), at(trace, 'uw1', t, 0)];
  const uwLoss = at(trace, 'uwloss', t, 0);
  const wstar = meta.wstar ?? [0, 0];
  const g = new Float64Array(2);

  const learners: OcoLearnerView[] = [];
  const bounds: OcoBoundReport[] = [];
  meta.learners.forEach((l, k) => {
    const col = (name: string, s: number, fallback = 0) => at(trace, `L${k}.${name}`, s, fallback);
    const w: [number, number] = [col('w0', t), col('w1', t)];
    const wPrev: [number, number] = [col('w0', t - 1), col('w1', t - 1)];
    const cumLoss = col('cum', t);
    const view: OcoLearnerView = {
      id: l.id,
      name: l.name,
      w,
      wPrev,
      wTilde: t >= 1 ? [col('wt0', t), col('wt1', t)] : [0, 0],
      loss: col('loss', t),
      cumLoss,
      regret: cumLoss - cmp,
    };
    if (l.aux === 'M') view.mistakes = col('M', t);
    learners.push(view);

    // The round-t numbers, as the learner computed them.
    const etaT = t >= 1 ? ocoStep(l.id, t, meta.eta, meta.lambda) : 0;
    let mistake = 0;
    if (loss) {
      if (l.id === 'perceptron') mistake = perceptronGradient(loss, wPrev[0], wPrev[1], g) ? 1 : 0;
      else lossGradient(loss, wPrev[0], wPrev[1], c, g);
    } else g.fill(0);
    const g0 = g[0] as number;
    const g1 = g[1] as number;
    const step = Number.isFinite(etaT) ? etaT : 0;
    const tilde: [number, number] = [wPrev[0] - step * g0, wPrev[1] - step * g1];
    const ftw = loss ? lossValue(loss, wPrev[0], wPrev[1], c) : 0;
    const hingeStarT = loss && kind === 'hinge' ? lossValue(loss, wstar[0], wstar[1], c) : 0;
    const numbers: OcoNumbers = {
      t,
      T: meta.T,
      B: meta.B,
      eta: meta.eta,
      lambda: meta.lambda,
      gamma: meta.gamma,
      kind: KIND_CODE[kind],
      G,
      Gobs: col('Gobs', t),
      cum: cumLoss,
      cmp,
      uNorm: Math.hypot(u[0], u[1]),
      etaT: step,
      ftw,
      ftu: loss ? lossValue(loss, u[0], u[1], c) : 0,
      gNorm: Math.hypot(g0, g1),
      gDot: g0 * (wPrev[0] - u[0]) + g1 * (wPrev[1] - u[1]),
      dPrev: dist2(wPrev, u),
      dTilde: dist2(tilde, u),
      dNext: dist2(w, u),
      wcum: l.aux === 'wcum' ? col('wcum', t) : 0,
      uwLoss: hasWeighted ? uwLoss : 0,
      uwNorm: Math.hypot(uw[0], uw[1]),
      ftuw: loss && hasWeighted ? lossValue(loss, uw[0], uw[1], c) : 0,
      dPrevW: dist2(wPrev, uw),
      dNextW: dist2(w, uw),
      look: l.aux === 'look' ? col('look', t) : 0,
      sumL2: at(trace, 'L2', t, 0),
      // G = λ(B + max ‖z_s‖) on quadratics.
      zmax: kind === 'quadratic' && t >= 1 ? Math.max(0, G / meta.lambda - meta.B) : 0,
      M: l.aux === 'M' ? col('M', t) : 0,
      mistake,
      g2: l.aux === 'M' ? col('g2', t) : 0,
      hstar: at(trace, 'hstar', t, 0),
      wsNorm: Math.hypot(wstar[0], wstar[1]),
      hingeStarT,
      ex7Lhs: g0 * (wstar[0] - wPrev[0]) + g1 * (wstar[1] - wPrev[1]),
      hasTarget: meta.wstar ? 1 : 0,
      lossSize,
    };
    const quantities = ocoQuantities(numbers);
    for (const theorem of ocoTheoremsFor(l.id)) {
      bounds.push({
        id: `${theorem.id}:${l.id}`,
        learner: l.id,
        learnerIndex: k,
        caption: captionOf(theorem.id),
        theorem,
        quantities,
        status: evaluate(theorem, quantities),
      });
    }
  });

  return {
    t,
    learners,
    loss,
    comparator: { u, loss: cmp, lower: at(trace, 'ulow', t, cmp) },
    weighted: hasWeighted ? { u: uw, loss: uwLoss } : null,
    G,
    bounds,
  };
}

function captionOf(theoremId: string): string {
  switch (theoremId) {
    case 'ogd-weighted-regret':
      return 'against the minimiser of the weighted losses Σ (s + 1) f_s';
    case 'perceptron-ogd':
      return 'against the target w*';
    case 'ftl-quadratic':
      return 'against the best point in hindsight, with B as configured';
    default:
      return 'against the best point in hindsight u*_t';
  }
}
