/**
 * Engine throughput against a hand-written loop doing the same arithmetic, in one process so both
 * see the same machine state. Run with `npx tsx bench/engine.bench.ts` (part of `npm run bench`).
 */
import { loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import { PerceptronScene, targetFor, type PerceptronConfig } from '../src/scenes/perceptron';

const N = 1_000_000;
const WARMUP = 200_000;
const REPS = 3;
const BATCH = 4096;

function configFor(T: number): PerceptronConfig {
  return {
    lesson: 'perceptron',
    stream: 'iid',
    seed: 1,
    T,
    gamma: 0.1,
    R: 1,
    noise: 0,
    learners: ['perceptron'],
    wstar: null,
    points: [],
  };
}

// Results feed this so the optimiser cannot prove any loop's output unused.
let sink = 0;

/** Seconds for the scene to play T rounds the way the worker does: batches of recorded columns. */
function engineRecorded(T: number): number {
  const scene = new PerceptronScene(configFor(T));
  const start = performance.now();
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    sink += batch.columns['L0.M']?.[batch.count - 1] ?? 0;
  }
  const seconds = (performance.now() - start) / 1000;
  sink += scene.run.cumLoss[0] ?? 0;
  return seconds;
}

/** Seconds for the bare game loop (stream, learner, comparator, observer, checkpoints). */
function engineCore(T: number): number {
  const scene = new PerceptronScene(configFor(T));
  const start = performance.now();
  for (let t = 0; t < T; t++) scene.run.step();
  const seconds = (performance.now() - start) / 1000;
  sink += scene.run.cumLoss[0] ?? 0;
  return seconds;
}

// The bare loop writes every column the scene records, with the same element types, so that
// recording costs the same memory traffic on both sides; allocated once, outside the timing.
const cols = {
  x1: new Float32Array(N),
  x2: new Float32Array(N),
  y: new Int8Array(N),
  R: new Float64Array(N),
  gammaTarget: new Float64Array(N),
  comparator: new Int32Array(N),
  mistake: new Int8Array(N),
  M: new Int32Array(N),
  w0: new Float64Array(N),
  w1: new Float64Array(N),
};

interface BareResult {
  seconds: number;
  mistakes: number;
  w: [number, number];
}

/**
 * The same rounds written inline: MarginDiskStream's sampler, the perceptron's update and the
 * observer's running statistics on plain numbers, writing the same columns the scene records for
 * a stream with a target (no data-margin hull: the scene keeps one only when there is no w*).
 */
function bare(T: number, record: boolean): BareResult {
  const config = configFor(T);
  const wstar = targetFor(config);
  if (!wstar) throw new Error('the iid stream always has a target');
  const ws0 = wstar[0] ?? 1;
  const ws1 = wstar[1] ?? 0;
  const { R, gamma } = config;
  const rng = new Rng(config.seed, 1);
  const g = Math.min(Math.max(gamma, 0), R);
  const top = Math.sqrt(Math.max(R * R - g * g, 0));
  let w0 = 0;
  let w1 = 0;
  let M = 0;
  let compMistakes = 0;
  let radius = 0;
  let targetMargin = Infinity;

  const start = performance.now();
  for (let i = 0; i < T; i++) {
    let s = g;
    if (top > 0) {
      for (;;) {
        s = rng.uniform(g, R);
        if (rng.next() * top <= Math.sqrt(Math.max(R * R - s * s, 0))) break;
      }
    }
    const half = Math.sqrt(Math.max(R * R - s * s, 0));
    const u = rng.uniform(-half, half);
    const y = rng.sign();
    const a = y * s;
    const x1 = a * ws0 - u * ws1;
    const x2 = a * ws1 + u * ws0;

    const score = w0 * x1 + w1 * x2;
    const mistake = y * score <= 0 ? 1 : 0;
    if (mistake) {
      w0 += y * x1;
      w1 += y * x2;
      M += 1;
    }
    const yTarget = y * (ws0 * x1 + ws1 * x2);
    if (yTarget <= 0) compMistakes += 1;
    radius = Math.max(radius, Math.sqrt(x1 * x1 + x2 * x2));
    targetMargin = Math.min(targetMargin, yTarget);

    if (record) {
      cols.x1[i] = x1;
      cols.x2[i] = x2;
      cols.y[i] = y;
      cols.R[i] = radius;
      cols.gammaTarget[i] = targetMargin;
      cols.comparator[i] = compMistakes;
      cols.mistake[i] = mistake;
      cols.M[i] = M;
      cols.w0[i] = w0;
      cols.w1[i] = w1;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  sink += M + radius + targetMargin + compMistakes;
  return { seconds, mistakes: M, w: [w0, w1] };
}

/** The bare loop is only a fair baseline if it plays exactly the engine's rounds. */
function checkSameRounds(T: number): void {
  const scene = new PerceptronScene(configFor(T));
  while (!scene.done) scene.advance(BATCH);
  const w = scene.run.parts.learners[0]?.weights();
  const ref = bare(T, true);
  const same = scene.run.cumLoss[0] === ref.mistakes && w?.[0] === ref.w[0] && w?.[1] === ref.w[1];
  if (!same) {
    throw new Error(
      `bare loop diverges from the engine after ${T} rounds: engine M=${scene.run.cumLoss[0]} ` +
        `w=(${w?.[0]}, ${w?.[1]}), bare M=${ref.mistakes} w=(${ref.w[0]}, ${ref.w[1]})`,
    );
  }
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const rate = (seconds: number): string => `${(N / seconds / 1e6).toFixed(2)} M rounds/s`;

checkSameRounds(WARMUP);
engineRecorded(WARMUP);
engineCore(WARMUP);
bare(WARMUP, true);
bare(WARMUP, false);

const times = {
  recorded: [] as number[],
  core: [] as number[],
  bare: [] as number[],
  bareNoRec: [] as number[],
};
// Interleaved, so drift in the machine's load (other processes, thermal) hits every variant alike.
for (let r = 0; r < REPS; r++) {
  times.recorded.push(engineRecorded(N));
  times.bare.push(bare(N, true).seconds);
  times.core.push(engineCore(N));
  times.bareNoRec.push(bare(N, false).seconds);
}

const recorded = median(times.recorded);
const core = median(times.core);
const bareRec = median(times.bare);
const bareNoRec = median(times.bareNoRec);

// Wall-clock figures on a shared machine are only comparable alongside its load.
console.log(
  `engine bench: ${N.toLocaleString('en')} rounds, median of ${REPS}, Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `perceptron engine (recorded): ${rate(recorded)} | bare loop (recorded): ${rate(bareRec)} | ` +
    `ratio ${(bareRec / recorded).toFixed(2)}`,
);
console.log(
  `perceptron core loop (run.step, no recording): ${rate(core)} | bare loop (no recording): ` +
    `${rate(bareNoRec)} | ratio ${(bareNoRec / core).toFixed(2)}`,
);
if (!Number.isFinite(sink)) console.log('(checksum not finite)');
