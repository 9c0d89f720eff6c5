/**
 * The perceptron engine's throughput against a hand-written loop doing the same arithmetic, for
 * each perceptron learner (w₀ = 0 and w₀ a seeded random unit vector), in one process so both see
 * the same machine state. Run with `npx tsx bench/engine.bench.ts` (part of `npm run bench`, which
 * collects the figures through bench/json.ts).
 */
import { availableParallelism, loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import type { ClassifierId } from '../src/learners/registry';
import { PerceptronScene, targetFor, type PerceptronConfig } from '../src/scenes/perceptron';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const LEARNERS: ClassifierId[] = ['perceptron', 'perceptron-random'];
const WARMUP = 200_000;
const REPS = 3;
const BATCH = 4096;
/** Each timed run lasts at least this long on the fastest variant (≥ 0.3 s is asked). */
const MIN_SECONDS = 0.4;

function configFor(id: ClassifierId, T: number): PerceptronConfig {
  return {
    lesson: 'perceptron',
    stream: 'iid',
    seed: 1,
    T,
    gamma: 0.1,
    R: 1,
    noise: 0,
    learners: [id],
    wstar: null,
    points: [],
  };
}

// Results feed this so the optimiser cannot prove any loop's output unused.
let sink = 0;

/** Seconds for the scene to play T rounds the way the worker does: batches of recorded columns. */
function engineRecorded(id: ClassifierId, T: number): number {
  const scene = new PerceptronScene(configFor(id, T));
  const start = cpuSeconds();
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    sink += batch.columns['L0.M']?.[batch.count - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  sink += scene.run.cumLoss[0] ?? 0;
  return seconds;
}

/** Seconds for the bare game loop (stream, learner, comparator, observer, checkpoints). */
function engineCore(id: ClassifierId, T: number): number {
  const scene = new PerceptronScene(configFor(id, T));
  const start = cpuSeconds();
  for (let t = 0; t < T; t++) scene.run.step();
  const seconds = cpuSeconds() - start;
  sink += scene.run.cumLoss[0] ?? 0;
  return seconds;
}

// The bare loop writes every column the scene records, with the same element types, batch by
// batch like the scene; it reuses one set of buffers, where the scene allocates a fresh batch
// (that allocation is part of the engine's cost).
const cols = {
  x1: new Float32Array(BATCH),
  x2: new Float32Array(BATCH),
  y: new Int8Array(BATCH),
  R: new Float64Array(BATCH),
  gammaTarget: new Float64Array(BATCH),
  comparator: new Int32Array(BATCH),
  mistake: new Int8Array(BATCH),
  M: new Int32Array(BATCH),
  w0: new Float64Array(BATCH),
  w1: new Float64Array(BATCH),
};

interface BareResult {
  seconds: number;
  mistakes: number;
  w: [number, number];
}

/**
 * w₀: 0, or for `perceptron-random` the unit vector src/learners/perceptron.ts draws (two normals
 * from the learner's seeded generator, divided by their norm). The scene seeds learner k with
 * seed + 101k; the bench runs one learner, k = 0.
 */
function initialWeights(id: ClassifierId, seed: number): [number, number] {
  if (id === 'perceptron') return [0, 0];
  const rng = new Rng(seed, 7);
  let a = 0;
  let b = 0;
  let n = 0;
  while (n === 0) {
    a = rng.normal();
    b = rng.normal();
    n = Math.hypot(a, b);
  }
  return [a / n, b / n];
}

/**
 * The same rounds written inline: MarginDiskStream's sampler, the perceptron's update and the
 * observer's running statistics on plain numbers, writing the same columns the scene records for
 * a stream with a target (no data-margin hull: the scene keeps one only when there is no w*).
 */
function bare(id: ClassifierId, T: number, record: boolean): BareResult {
  const config = configFor(id, T);
  const wstar = targetFor(config);
  if (!wstar) throw new Error('the iid stream always has a target');
  const ws0 = wstar[0] ?? 1;
  const ws1 = wstar[1] ?? 0;
  const { R, gamma } = config;
  const rng = new Rng(config.seed, 1);
  const g = Math.min(Math.max(gamma, 0), R);
  const top = Math.sqrt(Math.max(R * R - g * g, 0));
  let [w0, w1] = initialWeights(id, config.seed);
  let M = 0;
  let compMistakes = 0;
  let radius = 0;
  let targetMargin = Infinity;

  const start = cpuSeconds();
  for (let from = 0; from < T; from += BATCH) {
    const n = Math.min(BATCH, T - from);
    for (let i = 0; i < n; i++) {
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
    sink += cols.M[n - 1] ?? 0;
  }
  const seconds = cpuSeconds() - start;
  sink += M + radius + targetMargin + compMistakes;
  return { seconds, mistakes: M, w: [w0, w1] };
}

/** The bare loop is only a fair baseline if it plays exactly the engine's rounds. */
function checkSameRounds(id: ClassifierId, T: number): void {
  const scene = new PerceptronScene(configFor(id, T));
  while (!scene.done) scene.advance(BATCH);
  const w = scene.run.parts.learners[0]?.weights();
  const ref = bare(id, T, true);
  const same = scene.run.cumLoss[0] === ref.mistakes && w?.[0] === ref.w[0] && w?.[1] === ref.w[1];
  if (!same) {
    throw new Error(
      `${id}: bare loop diverges from the engine after ${T} rounds: engine M=${scene.run.cumLoss[0]} ` +
        `w=(${w?.[0]}, ${w?.[1]}), bare M=${ref.mistakes} w=(${ref.w[0]}, ${ref.w[1]})`,
    );
  }
}

const rate = (rounds: number, seconds: number): string =>
  `${(rounds / seconds / 1e6).toFixed(2)} M rounds/s`;

console.log(
  `engine bench: perceptron learners in the plane, iid stream, median of ${REPS} interleaved ` +
    `runs after warm-up, rounds per CPU second (bench/clock.ts), Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
for (const id of LEARNERS) {
  try {
    checkSameRounds(id, WARMUP);
    // Warm-up, which also sizes the timed runs: T such that the fastest variant takes MIN_SECONDS.
    let fastest = Infinity;
    for (let k = 0; k < 3; k++) {
      fastest = Math.min(
        fastest,
        engineRecorded(id, WARMUP),
        engineCore(id, WARMUP),
        bare(id, WARMUP, true).seconds,
        bare(id, WARMUP, false).seconds,
      );
    }
    const N = Math.max(1_000_000, Math.ceil((MIN_SECONDS * WARMUP) / fastest / BATCH) * BATCH);

    const times = {
      recorded: [] as number[],
      core: [] as number[],
      bare: [] as number[],
      bareNoRec: [] as number[],
    };
    // Interleaved, so drift in the machine's load (other processes, thermal) hits every variant
    // alike.
    for (let r = 0; r < REPS; r++) {
      times.recorded.push(engineRecorded(id, N));
      times.bare.push(bare(id, N, true).seconds);
      times.core.push(engineCore(id, N));
      times.bareNoRec.push(bare(id, N, false).seconds);
    }
    const recorded = median(times.recorded);
    const core = median(times.core);
    const bareRec = median(times.bare);
    const bareNoRec = median(times.bareNoRec);

    console.log(
      `${id} engine (recorded): ${rate(N, recorded)} | bare loop (recorded): ${rate(N, bareRec)} | ` +
        `ratio ${(bareRec / recorded).toFixed(2)} | ${N.toLocaleString('en')} rounds per run`,
    );
    console.log(
      `  ${id} core loop (run.step, no recording): ${rate(N, core)} | bare loop (no recording): ` +
        `${rate(N, bareNoRec)} | ratio ${(bareNoRec / core).toFixed(2)}`,
    );
    recordEngine(id, N / recorded, N / bareRec);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(message);
    recordProblem(`engine ${id}: ${message}`);
    process.exitCode = 1;
  }
}
if (!Number.isFinite(sink)) console.log('(checksum not finite)');
