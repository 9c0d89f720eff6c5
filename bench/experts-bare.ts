/**
 * The experts engine against ONE hand-written loop, parameterized by learner: the stream's draws,
 * the learner's factor table (applied to the log weights and to their linear cache, rebased every
 * 1024 updates), its deterministic vote or argmax and the elimination of wrong experts, the
 * normalization, the loss, the best expert and the recorded columns, all on plain typed arrays.
 * Shared by bench/experts.bench.ts (every learner, d = 100) and bench/hedge.bench.ts (d = 1000).
 */
import { Rng } from '../src/engine/rng';
import { REBASE_EVERY } from '../src/learners/experts/log-weights';
import type { ExpertLearnerId } from '../src/learners/experts/registry';
import { U32 } from '../src/streams/experts/labelled';
import { ExpertsScene, type ExpertsConfig } from '../src/scenes/experts';
import { cpuSeconds } from './clock';
import { median } from './json';

export const BATCH = 4096;
/** Below this largest cached weight the cache is rebuilt from the logs (as log-weights.ts does). */
const TINY = 1e-60;

export interface ExpertsCase {
  learner: ExpertLearnerId;
  stream: 'realizable' | 'iid';
  d: number;
  epsilon: number;
  eta: number;
}

export function configFor(c: ExpertsCase, T: number): ExpertsConfig {
  return {
    lesson: 'experts',
    stream: c.stream,
    seed: 1,
    T,
    d: c.d,
    learners: [c.learner],
    epsilon: c.epsilon,
    eta: c.eta,
    matrix: null,
  };
}

/** What both loops must agree on: the learner's cumulative loss, and more, at the end. */
export interface Outcome {
  seconds: number;
  cumLoss: number;
  logPotential: number;
  top: number;
  Lstar: number;
}

// Results feed this so the optimiser cannot prove any loop's output unused.
let sink = 0;
export const checksum = (): number => sink;

/** T rounds of the scene, the way the worker plays them: batches of recorded columns. */
export function engine(c: ExpertsCase, T: number): Outcome {
  const scene = new ExpertsScene(configFor(c, T));
  let last = scene.advance(0);
  const start = cpuSeconds();
  while (!scene.done) {
    last = scene.advance(BATCH);
    sink += last.columns['L0.cum']?.[last.count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  const end = (name: string): number => last.columns[name]?.[last.count - 1] ?? NaN;
  return {
    seconds,
    cumLoss: scene.run.cumLoss[0] ?? NaN,
    logPotential: end('L0.logW'),
    top: end('L0.top'),
    Lstar: scene.comparator.min,
  };
}

/**
 * How each learner differs, as data: the factor on w_i (and its log) for a loss of 0 and of 1,
 * whether it plays a label and how it picks it. Elimination is the factor 0 (log −∞), with a
 * restart once no expert is left.
 */
interface Rule {
  factor: Float64Array;
  logFactor: Float64Array;
  /** 0: randomized (expected loss); 1: weighted vote; 2: vote of the survivors; 3: the argmax. */
  vote: 0 | 1 | 2 | 3;
  eliminate: boolean;
  /** Consistent plays the indicator of its argmax, not u/Σu. */
  indicator: boolean;
}

function ruleFor(c: ExpertsCase): Rule {
  const elimination = {
    factor: Float64Array.of(1, 0),
    logFactor: Float64Array.of(0, -Infinity),
    eliminate: true,
  };
  switch (c.learner) {
    case 'consistent':
      return { ...elimination, vote: 3, indicator: true };
    case 'halving':
      return { ...elimination, vote: 2, indicator: false };
    case 'wm':
      return {
        factor: Float64Array.of(1, 0.5),
        logFactor: Float64Array.of(0, -Math.LN2),
        vote: 1,
        eliminate: false,
        indicator: false,
      };
    case 'mwu':
      return {
        factor: Float64Array.of(1, 1 - c.epsilon),
        logFactor: Float64Array.of(0, Math.log1p(-c.epsilon)),
        vote: 0,
        eliminate: false,
        indicator: false,
      };
    case 'hedge':
      return {
        factor: Float64Array.of(1, Math.exp(-c.eta)),
        logFactor: Float64Array.of(0, -c.eta),
        vote: 0,
        eliminate: false,
        indicator: false,
      };
  }
}

/**
 * The stable log-sum-exp, as log-weights.ts does it: shifts the largest log weight to 0 and
 * rebuilds the cache from the logs. Returns the shift, or NaN when every expert is eliminated (the
 * caller starts over).
 */
function rebase(logw: Float64Array, u: Float64Array): number {
  const d = logw.length;
  let m = -Infinity;
  for (let i = 0; i < d; i++) if ((logw[i] as number) > m) m = logw[i] as number;
  if (!(m > -Infinity)) return NaN;
  for (let i = 0; i < d; i++) {
    const v = (logw[i] as number) - m;
    logw[i] = v;
    u[i] = Math.exp(v);
  }
  return m;
}

/** Back to w_i = 1 for every expert. */
function restart(logw: Float64Array, u: Float64Array): void {
  logw.fill(0);
  u.fill(1);
}

/**
 * The same rounds, written inline: one function whose state is plain locals (no closure holds a
 * mutable variable, which would cost V8 a context load per access).
 */
export function bare(c: ExpertsCase, T: number): Outcome {
  const { d } = c;
  const { factor, logFactor, vote, eliminate, indicator } = ruleFor(c);
  const seed = 1;
  // The streams' setup (src/streams/experts/realizable.ts and iid.ts).
  const realizable = c.stream === 'realizable';
  const perfect = realizable ? new Rng(seed, 11).int(d) : -1;
  const rates = new Float64Array(d);
  if (!realizable) {
    const setup = new Rng(seed, 13);
    for (let i = 0; i < d; i++) rates[i] = setup.uniform(0.05, 0.5);
  }
  const rng = new Rng(seed, realizable ? 12 : 14);
  const advice = new Int8Array(d);
  const losses = new Float64Array(d);
  // The learner: log weights, their linear cache, the distribution played (double-buffered).
  const logw = new Float64Array(d);
  const u = new Float64Array(d).fill(1);
  let p = new Float64Array(d).fill(1 / d);
  let q = new Float64Array(d);
  if (indicator) {
    p.fill(0);
    p[0] = 1;
  }
  let offset = 0;
  let sum = d;
  let top = 0;
  let n = 0;
  // The best expert in hindsight.
  const L = new Float64Array(d);
  let cum = 0;
  // The recorded columns, reused batch after batch (the scene allocates fresh ones).
  const cLabel = new Int8Array(BATCH);
  const cBest = new Int32Array(BATCH);
  const cLstar = new Float64Array(BATCH);
  const cLoss = new Float64Array(BATCH);
  const cCum = new Float64Array(BATCH);
  const cLogW = new Float64Array(BATCH);
  const cTop = new Int32Array(BATCH);
  let Lstar = 0;

  const start = cpuSeconds();
  for (let from = 0; from < T; from += BATCH) {
    const count = Math.min(BATCH, T - from);
    for (let j = 0; j < count; j++) {
      // The stream: a fair label, each expert's advice, its 0/1 loss.
      const label = rng.sign();
      if (realizable) {
        let bits = 0;
        for (let i = 0; i < d; i++) {
          if ((i & 31) === 0) bits = rng.nextUint32();
          advice[i] = label - 2 * label * (bits & 1);
          bits >>>= 1;
        }
        advice[perfect] = label;
      } else {
        for (let i = 0; i < d; i++)
          advice[i] = rng.nextUint32() * U32 < (rates[i] as number) ? -label : label;
      }
      for (let i = 0; i < d; i++) losses[i] = (1 - (advice[i] as number) * label) * 0.5;

      // The learner's play and its loss.
      let loss: number;
      if (vote === 0) {
        loss = 0;
        for (let i = 0; i < d; i++) loss += (p[i] as number) * (losses[i] as number);
      } else {
        let v = 0;
        if (vote === 1) for (let i = 0; i < d; i++) v += (p[i] as number) * (advice[i] as number);
        else if (vote === 2)
          for (let i = 0; i < d; i++) {
            if (logw[i] !== -Infinity) v += advice[i] as number;
          }
        else v = advice[top] as number;
        // Ties vote +1, except Consistent, whose expert always has an opinion.
        const said = vote === 3 ? (v > 0 ? 1 : v < 0 ? -1 : 0) : v >= 0 ? 1 : -1;
        loss = said === label ? 0 : 1;
      }
      cum += loss;

      // The update: checked 0/1 losses, then one factor-table lookup per expert.
      let frac = 0;
      for (let i = 0; i < d; i++) {
        const l = losses[i] as number;
        frac += Math.abs(l * (1 - l));
      }
      if (frac !== 0) throw new Error('the bare loop only plays 0/1 losses');
      if (eliminate) {
        // u is 1 or 0, so adding it up counts the survivors; none left: start over.
        let alive = 0;
        for (let i = 0; i < d; i++) {
          const l = losses[i] as number;
          logw[i] = (logw[i] as number) + (logFactor[l] as number);
          const w = (u[i] as number) * (factor[l] as number);
          u[i] = w;
          alive += w;
        }
        if (alive === 0) {
          restart(logw, u);
          offset = 0;
        }
      } else {
        for (let i = 0; i < d; i++) {
          const l = losses[i] as number;
          logw[i] = (logw[i] as number) + (logFactor[l] as number);
          u[i] = (u[i] as number) * (factor[l] as number);
        }
      }
      n += 1;
      if (n % REBASE_EVERY === 0) {
        const m = rebase(logw, u);
        if (Number.isNaN(m)) {
          restart(logw, u);
          offset = 0;
        } else offset += m;
      }

      // Normalize: p = u/Σu (or Consistent's indicator), the top expert, Σu.
      let s = 0;
      let max = -1;
      let t = 0;
      for (let i = 0; i < d; i++) {
        const v = u[i] as number;
        s += v;
        if (v > max) {
          max = v;
          t = i;
        }
      }
      if (!(max >= TINY)) {
        const m = rebase(logw, u);
        if (Number.isNaN(m)) {
          restart(logw, u);
          offset = 0;
        } else offset += m;
        s = 0;
        max = -1;
        for (let i = 0; i < d; i++) {
          const v = u[i] as number;
          s += v;
          if (v > max) {
            max = v;
            t = i;
          }
        }
      }
      const inv = 1 / s;
      for (let i = 0; i < d; i++) q[i] = (u[i] as number) * inv;
      if (indicator) {
        q.fill(0);
        q[t] = 1;
      }
      sum = s;
      top = t;
      const swap = p;
      p = q;
      q = swap;

      // The best expert in hindsight.
      let min = Infinity;
      let best = 0;
      for (let i = 0; i < d; i++) {
        const v = (L[i] as number) + (losses[i] as number);
        L[i] = v;
        if (v < min) {
          min = v;
          best = i;
        }
      }
      Lstar = min;

      cLabel[j] = label;
      cBest[j] = best;
      cLstar[j] = min;
      cLoss[j] = loss;
      cCum[j] = cum;
      cLogW[j] = offset + Math.log(sum);
      cTop[j] = top;
    }
    sink += cCum[count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  sink += cum;
  return { seconds, cumLoss: cum, logPotential: offset + Math.log(sum), top, Lstar };
}

const close = (a: number, b: number): boolean =>
  a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

/** The ratio means nothing unless both loops play the same game: checked before any timing. */
export function checkSameGame(c: ExpertsCase, T: number): void {
  const e = engine(c, T);
  const b = bare(c, T);
  const same =
    close(e.cumLoss, b.cumLoss) &&
    close(e.logPotential, b.logPotential) &&
    e.top === b.top &&
    e.Lstar === b.Lstar;
  // With a perfect expert no restart happens, and the mistake bounds' hypothesis holds.
  if (c.stream === 'realizable' && e.Lstar !== 0)
    throw new Error(`${c.learner}: the realizable stream's best expert erred (L* = ${e.Lstar})`);
  if (!same) {
    throw new Error(
      `${c.learner} (d = ${c.d}, ${c.stream}): bare loop diverges from the engine after ${T} ` +
        `rounds: engine loss ${e.cumLoss}, ln W ${e.logPotential}, top ${e.top}, L* ${e.Lstar}; ` +
        `bare loss ${b.cumLoss}, ln W ${b.logPotential}, top ${b.top}, L* ${b.Lstar}`,
    );
  }
}

export interface Timing {
  T: number;
  engineSeconds: number;
  bareSeconds: number;
}

/**
 * Checks the loops agree, warms up, sizes T so that the faster loop takes `minSeconds`, then
 * times `reps` interleaved runs of each and returns the medians.
 */
export function timeCase(
  c: ExpertsCase,
  opts: { warmup: number; minSeconds: number; reps: number },
) {
  checkSameGame(c, opts.warmup);
  let fastest = Infinity;
  for (let k = 0; k < 3; k++)
    fastest = Math.min(fastest, engine(c, opts.warmup).seconds, bare(c, opts.warmup).seconds);
  const T = Math.max(
    opts.warmup,
    Math.ceil((opts.minSeconds * opts.warmup) / fastest / BATCH) * BATCH,
  );
  const te: number[] = [];
  const tb: number[] = [];
  for (let r = 0; r < opts.reps; r++) {
    te.push(engine(c, T).seconds);
    tb.push(bare(c, T).seconds);
  }
  return { T, engineSeconds: median(te), bareSeconds: median(tb) } satisfies Timing;
}
