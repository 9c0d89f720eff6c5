/**
 * The ogd lesson's engine throughput (OGD with a constant step, one learner, on the quadratic
 * stream) against a hand-written loop doing the same arithmetic, in one process so both see the
 * same machine state. Run with `npx tsx bench/oco.bench.ts`; it records its figure through
 * bench/json.ts as `ogd`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import { OcoScene, type OcoConfig } from '../src/scenes/oco';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const WARMUP = 100_000;
const REPS = 3;
const BATCH = 4096;
/** Each timed run lasts at least this long on the faster loop. */
const MIN_SECONDS = 0.4;

function configFor(T: number): OcoConfig {
  return {
    lesson: 'ogd',
    stream: 'quadratic',
    seed: 1,
    T,
    B: 1,
    lambda: 1,
    eta: 0.1,
    gamma: 0.1,
    R: 1,
    noise: 0,
    learners: ['ogd'],
    losses: null,
  };
}

// Results feed this so the optimiser cannot prove any loop's output unused.
let sink = 0;

interface Outcome {
  seconds: number;
  cum: number;
  w: [number, number];
}

/** The game loop alone: run.step, no recording. */
function engineCore(T: number): number {
  const scene = new OcoScene(configFor(T));
  const start = cpuSeconds();
  for (let t = 0; t < T; t++) scene.run.step();
  const seconds = cpuSeconds() - start;
  sink += scene.run.cumLoss[0] ?? 0;
  return seconds;
}

/** The scene played the way the worker plays it: batches of 4096 recorded rounds. */
function engine(T: number): Outcome {
  const scene = new OcoScene(configFor(T));
  const start = cpuSeconds();
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    sink += batch.columns['L0.cum']?.[batch.count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  const w = scene.learners[0]?.weights() ?? new Float64Array(2);
  return { seconds, cum: scene.run.cumLoss[0] ?? NaN, w: [w[0] ?? NaN, w[1] ?? NaN] };
}

// The bare loop writes every column the scene records for this configuration, with the same
// element types, batch by batch; it reuses one set of buffers where the scene allocates a fresh
// batch (that allocation is part of the engine's cost).
const cols = {
  a0: new Float64Array(BATCH),
  a1: new Float64Array(BATCH),
  G: new Float64Array(BATCH),
  u0: new Float64Array(BATCH),
  u1: new Float64Array(BATCH),
  cmp: new Float64Array(BATCH),
  m0: new Float32Array(BATCH),
  m1: new Float32Array(BATCH),
  M2: new Float32Array(BATCH),
  loss: new Float32Array(BATCH),
  cum: new Float64Array(BATCH),
  w0: new Float64Array(BATCH),
  w1: new Float64Array(BATCH),
  wt0: new Float32Array(BATCH),
  wt1: new Float32Array(BATCH),
  Gobs: new Float64Array(BATCH),
};

/**
 * The same rounds written inline on plain numbers: the quadratic stream's draws (a seeded mean
 * direction, then a uniform point of the disc of radius 0.4B around 0.6B·(cos, sin)), the loss
 * (λ/2)‖w − z‖², OGD's gradient step and projection, and the comparator's bookkeeping (Lipschitz
 * constant λ(B + ‖z‖) and its running max and sum of squares, West's weighted Welford update of the
 * mean and M2, the projected mean and its loss).
 */
function bare(T: number, record = true): Outcome {
  const { seed, B, lambda, eta } = configFor(T);
  const angle = new Rng(seed, 41).uniform(0, 2 * Math.PI);
  const mu0 = 0.6 * B * Math.cos(angle);
  const mu1 = 0.6 * B * Math.sin(angle);
  const r = 0.4 * B;
  const rng = new Rng(seed, 42);
  let w0 = 0;
  let w1 = 0;
  let cum = 0;
  let gobs = 0;
  let sumG2 = 0;
  let G = 0;
  let sumL2 = 0;
  let n = 0;
  let m0 = 0;
  let m1 = 0;
  let M2 = 0;
  const B2 = B * B;
  // The columns in locals, as a hand-written loop would hold them.
  const { a0, a1, G: Gc, u0: u0c, u1: u1c, cmp: cmpc, m0: m0c, m1: m1c, M2: M2c } = cols;
  const { loss: lossc, cum: cumc, w0: w0c, w1: w1c, wt0, wt1, Gobs } = cols;

  const start = cpuSeconds();
  for (let from = 0; from < T; from += BATCH) {
    const count = Math.min(BATCH, T - from);
    for (let i = 0; i < count; i++) {
      const rho = r * Math.sqrt(rng.next());
      const a = 2 * Math.PI * rng.next();
      const z0 = mu0 + rho * Math.cos(a);
      const z1 = mu1 + rho * Math.sin(a);
      // The learner plays w, suffers f(w), steps.
      const d0 = w0 - z0;
      const d1 = w1 - z1;
      const loss = 0.5 * lambda * (d0 * d0 + d1 * d1);
      cum += loss;
      const g0 = lambda * d0;
      const g1 = lambda * d1;
      const gg = g0 * g0 + g1 * g1;
      sumG2 += gg;
      const gn = Math.sqrt(gg);
      if (gn > gobs) gobs = gn;
      const x0 = w0 - eta * g0;
      const x1 = w1 - eta * g1;
      const n2 = x0 * x0 + x1 * x1;
      if (n2 <= B2) {
        w0 = x0;
        w1 = x1;
      } else {
        const s = B / Math.sqrt(n2);
        w0 = x0 * s;
        w1 = x1 * s;
      }
      // The comparator.
      const zn = Math.sqrt(z0 * z0 + z1 * z1);
      const L = lambda * (B + zn);
      if (L > G) G = L;
      sumL2 += L * L;
      const nn = n + 1;
      const e0 = z0 - m0;
      const e1 = z1 - m1;
      const k = 1 / nn;
      m0 += e0 * k;
      m1 += e1 * k;
      M2 += e0 * (z0 - m0) + e1 * (z1 - m1);
      n = nn;
      let u0 = m0;
      let u1 = m1;
      const mm = m0 * m0 + m1 * m1;
      if (mm > B2) {
        const s = B / Math.sqrt(mm);
        u0 = m0 * s;
        u1 = m1 * s;
      }
      const c0 = u0 - m0;
      const c1 = u1 - m1;
      const cmp = 0.5 * lambda * (n * (c0 * c0 + c1 * c1) + M2);

      if (!record) continue;
      a0[i] = z0;
      a1[i] = z1;
      Gc[i] = G;
      u0c[i] = u0;
      u1c[i] = u1;
      cmpc[i] = cmp;
      m0c[i] = m0;
      m1c[i] = m1;
      M2c[i] = M2;
      lossc[i] = loss;
      cumc[i] = cum;
      w0c[i] = w0;
      w1c[i] = w1;
      wt0[i] = x0;
      wt1[i] = x1;
      Gobs[i] = gobs;
    }
    sink += (cumc[count - 1] ?? 0) + (cmpc[count - 1] ?? 0);
  }
  const seconds = cpuSeconds() - start;
  sink += sumL2 + sumG2;
  return { seconds, cum, w: [w0, w1] };
}

/** The bare loop is only a fair baseline if it plays exactly the engine's rounds. */
function checkSameRounds(T: number): void {
  const e = engine(T);
  const b = bare(T);
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(y));
  if (!(close(b.cum, e.cum) && close(b.w[0], e.w[0]) && close(b.w[1], e.w[1])))
    throw new Error(
      `ogd: bare loop diverges from the engine after ${T} rounds: engine cum=${e.cum} ` +
        `w=(${e.w[0]}, ${e.w[1]}), bare cum=${b.cum} w=(${b.w[0]}, ${b.w[1]})`,
    );
}

const rate = (rounds: number, seconds: number): string =>
  `${(rounds / seconds / 1e6).toFixed(2)} M rounds/s`;

console.log(
  `oco bench: OGD (constant η = 0.1) on the quadratic stream, B = λ = 1, median of ${REPS} ` +
    `interleaved runs after warm-up, rounds per CPU second (bench/clock.ts), Node ` +
    `${process.version}, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
try {
  checkSameRounds(WARMUP);
  let fastest = Infinity;
  for (let k = 0; k < 3; k++)
    fastest = Math.min(fastest, engine(WARMUP).seconds, bare(WARMUP).seconds);
  const N = Math.max(1_000_000, Math.ceil((MIN_SECONDS * WARMUP) / fastest / BATCH) * BATCH);
  checkSameRounds(N);
  const times = {
    engine: [] as number[],
    bare: [] as number[],
    core: [] as number[],
    bareCore: [] as number[],
  };
  // Interleaved, so drift in the machine's load hits every variant alike.
  for (let r = 0; r < REPS; r++) {
    times.engine.push(engine(N).seconds);
    times.bare.push(bare(N).seconds);
    times.core.push(engineCore(N));
    times.bareCore.push(bare(N, false).seconds);
  }
  const e = median(times.engine);
  const b = median(times.bare);
  console.log(
    `ogd engine (recorded): ${rate(N, e)} | bare loop (recorded): ${rate(N, b)} | ` +
      `ratio ${(b / e).toFixed(2)} | ${N.toLocaleString('en')} rounds per run, same cumulative loss and w`,
  );
  console.log(
    `  ogd core loop (run.step, no recording): ${rate(N, median(times.core))} | bare loop (no ` +
      `recording): ${rate(N, median(times.bareCore))} | ratio ${(median(times.bareCore) / median(times.core)).toFixed(2)}`,
  );
  console.log(
    `  every run: engine ${times.engine.map((x) => rate(N, x)).join(', ')}; bare ${times.bare.map((x) => rate(N, x)).join(', ')}`,
  );
  recordEngine('ogd', N / e, N / b);
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  console.error(message);
  recordProblem(`engine ogd: ${message}`);
  process.exitCode = 1;
}
if (!Number.isFinite(sink)) console.log('(checksum not finite)');
