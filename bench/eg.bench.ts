/**
 * The gd-eg lesson's exponentiated gradient at n = 10 000 (one learner, the sparse stream, k = 3,
 * x ∈ {−1, 1}ⁿ, absolute loss, the tuned η) against a hand-written loop doing the same
 * arithmetic: the stream's bits, EG's prediction and its log-domain update with the normalising
 * exp pass, and the page's bookkeeping (‖x‖₂, ‖x‖∞, ‖x‖_p, the comparators' dots and losses,
 * KL(u‖w), the proof's sums). Figures are coordinate updates per second (rounds × n). Run with
 * `npx tsx bench/eg.bench.ts`; it records its figure through bench/json.ts as `eg`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import { GdEgScene, type GdEgConfig } from '../src/scenes/gd-eg';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const N = 10_000;
const K = 3;
const REPS = 3;
const BATCH = 4096;
const MIN_SECONDS = 0.4;

const configFor = (T: number): GdEgConfig => ({
  lesson: 'gd-eg',
  stream: 'sparse',
  seed: 1,
  T,
  n: N,
  k: K,
  features: 'pm1',
  noise: 0,
  loss: 'absolute',
  learners: ['eg'],
  eta: 'tuned',
  etaEg: 'tuned',
  etaP: 'tuned',
  U: 1,
  rows: null,
});

let sink = 0;

interface Outcome {
  seconds: number;
  cum: number;
  w: Float64Array;
}

function engine(T: number): Outcome {
  const scene = new GdEgScene(configFor(T));
  const start = cpuSeconds();
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    sink += batch.columns['L0.cum']?.[batch.count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  return {
    seconds,
    cum: scene.run?.cumLoss[0] ?? NaN,
    w: (scene.stateAt(T).weights[0] as Float64Array).slice(),
  };
}

const COLS = 5 + 8;
const cols = Array.from({ length: COLS }, () => new Float64Array(BATCH));

/** The same rounds, inline. */
function bare(T: number): Outcome {
  // The tuned η depends on T: read it from a scene of this length (not played).
  const scene = new GdEgScene(configFor(T));
  const eta = scene.meta.learners[0]?.eta ?? NaN;
  const p = scene.meta.p;
  // The target, drawn as the stream draws it.
  const pick = new Rng(1, 60);
  const all = Array.from({ length: N }, (_, i) => i);
  for (let i = 0; i < K; i++) {
    const j = i + pick.int(N - i);
    [all[i], all[j]] = [all[j] as number, all[i] as number];
  }
  const support = all.slice(0, K).sort((a, b) => a - b);
  const u = new Float64Array(N);
  for (const i of support) u[i] = 1 / K;
  const rng = new Rng(1, 61);
  const x = new Float64Array(N);
  const logw = new Float64Array(N).fill(-Math.log(N));
  const w = new Float64Array(N).fill(1 / N);
  let cum = 0;
  let R2 = 0;
  let Rinf = 0;
  let Rp = 0;
  let lu = 0;
  let Z = 0;
  let step = 0;
  let lin = 0;
  const start = cpuSeconds();
  for (let from = 0; from < T; from += BATCH) {
    const count = Math.min(BATCH, T - from);
    for (let r = 0; r < count; r++) {
      let bits = 0;
      for (let i = 0; i < N; i++) {
        if ((i & 31) === 0) bits = rng.nextUint32();
        x[i] = bits & 1 ? 1 : -1;
        bits >>>= 1;
      }
      let s = 0;
      for (const i of support) s += (u[i] as number) * (x[i] as number);
      const y = s;
      let yhat = 0;
      for (let i = 0; i < N; i++) yhat += (w[i] as number) * (x[i] as number);
      cum += Math.abs(yhat - y);
      const g = yhat > y ? 1 : yhat < y ? -1 : 0;
      let lastStep = 0;
      if (g !== 0) {
        const k = eta * g;
        let max = -Infinity;
        for (let i = 0; i < N; i++) {
          const l = (logw[i] as number) - k * (x[i] as number);
          logw[i] = l;
          if (l > max) max = l;
        }
        let sum = 0;
        for (let i = 0; i < N; i++) {
          const e = Math.exp((logw[i] as number) - max);
          w[i] = e;
          sum += e;
        }
        const lnZ = max + Math.log(sum);
        for (let i = 0; i < N; i++) {
          logw[i] = (logw[i] as number) - lnZ;
          w[i] = (w[i] as number) / sum;
        }
        lastStep = Math.max(0, k * yhat + lnZ);
      }
      // The page's bookkeeping.
      let xx = 0;
      let inf = 0;
      let ub = 0;
      for (let i = 0; i < N; i++) {
        const v = x[i] as number;
        xx += v * v;
        const a = Math.abs(v);
        if (a > inf) inf = a;
        if (v !== 0) ub += (u[i] as number) * v;
      }
      R2 = Math.max(R2, Math.sqrt(xx));
      Rinf = Math.max(Rinf, inf);
      let pmax = 0;
      for (let i = 0; i < N; i++) pmax = Math.max(pmax, Math.abs(x[i] as number));
      let ps = 0;
      for (let i = 0; i < N; i++) {
        const a = Math.abs(x[i] as number) / pmax;
        ps += a === 1 || a === 0 ? a : a ** p;
      }
      Rp = Math.max(Rp, pmax * ps ** (1 / p));
      lu += Math.abs(ub - y);
      Z = Math.max(Z, Math.abs(g));
      step += lastStep;
      lin += g * (yhat - ub);
      let kl = 0;
      for (let i = 0; i < N; i++) {
        const ui = u[i] as number;
        if (ui > 0) kl += ui * (Math.log(ui) - (logw[i] as number));
      }
      const row = [y, R2, Rinf, Rp, Infinity, cum, lu, Z, kl, step, lin, 0, 0];
      for (let c = 0; c < COLS; c++) (cols[c] as Float64Array)[r] = row[c] as number;
    }
    sink += (cols[5] as Float64Array)[count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  return { seconds, cum, w };
}

function sized(run: (T: number) => Outcome): number {
  let T = 64;
  for (;;) {
    const o = run(T);
    if (o.seconds >= MIN_SECONDS || T >= 1 << 16) return T;
    T *= 2;
  }
}

try {
  const check = 200;
  const a = engine(check);
  const b = bare(check);
  const same = a.cum === b.cum && a.w.every((v, i) => v === b.w[i]);
  if (!same)
    throw new Error(`the bare loop does not play the engine's rounds (loss ${a.cum} vs ${b.cum})`);
  const T = sized(bare);
  engine(T);
  const e: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < REPS; i++) {
    e.push((T * N) / engine(T).seconds);
    r.push((T * N) / bare(T).seconds);
  }
  const ups = median(e);
  const bareUps = median(r);
  recordEngine('eg', ups, bareUps);
  console.log(
    `eg (n = ${N}): ${(ups / 1e6).toFixed(1)} M coordinate updates/s, bare loop ${(bareUps / 1e6).toFixed(1)} M/s, ratio ${(ups / bareUps).toFixed(2)} (load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; sink ${sink > 0 ? '+' : '-'})`,
  );
} catch (e) {
  recordProblem(`eg: ${e instanceof Error ? e.message : String(e)}`);
  console.log(`eg: ${e instanceof Error ? e.message : String(e)}`);
}
