/**
 * Hedge over d = 1000 experts: the experts engine's expert updates per second against a
 * hand-written loop doing the same arithmetic (the iid stream's draws, the log-domain update
 * with its linear cache and periodic rebase, normalization, the expected loss, the best expert,
 * and the recorded columns). Run with `npx tsx bench/hedge.bench.ts` (part of `npm run bench`).
 */
import { loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import { ExpertsScene, type ExpertsConfig } from '../src/scenes/experts';

const D = 1000;
const T = 20_000;
const ETA = 0.1;
const REPS = 3;
const U32 = 2.3283064365386963e-10;
const REBASE_EVERY = 1024;

const config: ExpertsConfig = {
  lesson: 'experts',
  stream: 'iid',
  seed: 1,
  T,
  d: D,
  learners: ['hedge'],
  epsilon: 0.25,
  eta: ETA,
  matrix: null,
};

let sink = 0;

function engine(): { seconds: number; loss: number } {
  const scene = new ExpertsScene(config);
  const start = performance.now();
  while (!scene.done) {
    const b = scene.advance(4096);
    sink += b.columns['L0.cum']?.[b.count - 1] ?? 0;
  }
  const seconds = (performance.now() - start) / 1000;
  return { seconds, loss: scene.run.cumLoss[0] ?? NaN };
}

const cols = {
  label: new Int8Array(T),
  best: new Int32Array(T),
  Lstar: new Float64Array(T),
  loss: new Float64Array(T),
  cum: new Float64Array(T),
  logW: new Float64Array(T),
  top: new Int32Array(T),
};

function bare(): { seconds: number; loss: number } {
  const setup = new Rng(config.seed, 13);
  const rates = new Float64Array(D);
  for (let i = 0; i < D; i++) rates[i] = setup.uniform(0.05, 0.5);
  const rng = new Rng(config.seed, 14);
  const advice = new Int8Array(D);
  const losses = new Float64Array(D);
  const logw = new Float64Array(D);
  const u = new Float64Array(D).fill(1);
  let p = new Float64Array(D).fill(1 / D);
  let q = new Float64Array(D);
  const L = new Float64Array(D);
  const factor = Float64Array.of(1, Math.exp(-ETA));
  let offset = 0;
  let cum = 0;
  const start = performance.now();
  for (let t = 0; t < T; t++) {
    const label = rng.sign();
    for (let i = 0; i < D; i++)
      advice[i] = rng.nextUint32() * U32 < (rates[i] as number) ? -label : label;
    for (let i = 0; i < D; i++) losses[i] = (1 - (advice[i] as number) * label) * 0.5;
    // The expected loss of the distribution played this round.
    let expected = 0;
    let binary = 0;
    for (let i = 0; i < D; i++) {
      const l = losses[i] as number;
      expected += (p[i] as number) * l;
      binary += Math.abs(l * (1 - l));
    }
    cum += expected;
    for (let i = 0; i < D; i++) {
      const l = losses[i] as number;
      logw[i] = (logw[i] as number) - ETA * l;
      u[i] = (u[i] as number) * (binary === 0 ? (factor[l] as number) : Math.exp(-ETA * l));
    }
    if ((t + 1) % REBASE_EVERY === 0) {
      let m = -Infinity;
      for (let i = 0; i < D; i++) if ((logw[i] as number) > m) m = logw[i] as number;
      for (let i = 0; i < D; i++) {
        const v = (logw[i] as number) - m;
        logw[i] = v;
        u[i] = Math.exp(v);
      }
      offset += m;
    }
    let s = 0;
    let max = -1;
    let top = 0;
    for (let i = 0; i < D; i++) {
      const v = u[i] as number;
      s += v;
      if (v > max) {
        max = v;
        top = i;
      }
    }
    const inv = 1 / s;
    for (let i = 0; i < D; i++) q[i] = (u[i] as number) * inv;
    [p, q] = [q, p];
    let min = Infinity;
    let best = 0;
    for (let i = 0; i < D; i++) {
      const v = (L[i] as number) + (losses[i] as number);
      L[i] = v;
      if (v < min) {
        min = v;
        best = i;
      }
    }
    cols.label[t] = label;
    cols.best[t] = best;
    cols.Lstar[t] = min;
    cols.loss[t] = expected;
    cols.cum[t] = cum;
    cols.logW[t] = offset + Math.log(s);
    cols.top[t] = top;
  }
  const seconds = (performance.now() - start) / 1000;
  sink += cum;
  return { seconds, loss: cum };
}

const median = (xs: number[]): number =>
  xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// The two loops must play the same game, or the ratio means nothing.
const e0 = engine();
const b0 = bare();
if (Math.abs(e0.loss - b0.loss) > 1e-6 * Math.max(1, b0.loss)) {
  throw new Error(`bare loop diverges from the engine: engine loss ${e0.loss}, bare ${b0.loss}`);
}
const te: number[] = [];
const tb: number[] = [];
for (let r = 0; r < REPS; r++) {
  te.push(engine().seconds);
  tb.push(bare().seconds);
}
const updates = (seconds: number): string =>
  `${((T * D) / seconds / 1e6).toFixed(1)} M expert updates/s`;
console.log(
  `hedge bench: d = ${D}, ${T.toLocaleString('en')} rounds, median of ${REPS}, load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `hedge engine (recorded): ${updates(median(te))} | bare loop: ${updates(median(tb))} | ratio ${(median(tb) / median(te)).toFixed(2)}`,
);
if (!Number.isFinite(sink)) console.log('(checksum not finite)');
