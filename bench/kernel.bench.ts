/**
 * The kernel-perceptron lesson's engine with 1 000 support points (a Gaussian kernel on the
 * circles stream), against a hand-written loop doing the same arithmetic: the stream's point, the
 * dual score Σ y_i K(x_i, x) over the support set, the update, R² = max K(x, x), the target's
 * y·g(x) for the margin and ⟨u, w⟩, and the recorded columns. Both start from the same 1 000
 * support points, so each round costs about 1 000 kernel evaluations. Run with
 * `npx tsx bench/kernel.bench.ts`; it records its figure through bench/json.ts as `kernel`.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Label } from '../src/engine/classification';
import { targetValue, type Target } from '../src/kernels/target';
import {
  KernelPerceptronScene,
  type KernelPerceptronConfig,
} from '../src/scenes/kernel-perceptron';
import { TargetStream } from '../src/streams/kernel/target-stream';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const SUPPORT = 1000;
const ROUNDS = 20_000;
const BATCH = 2048;
const REPS = 5;
const SIGMA = 0.15;

const config: KernelPerceptronConfig = {
  lesson: 'kernel-perceptron',
  stream: 'circles',
  seed: 1,
  T: ROUNDS,
  kernel: { kind: 'gaussian', degree: 2, c: 1, sigma: SIGMA, a: 1, b: 0 },
  gamma: 0.1,
  R: 1,
  points: [],
};

/** The 1 000 support points both loops start from: points of the same target, another seed. */
function supportPoints(): { x0: Float64Array; x1: Float64Array; y: Int8Array } {
  const s = new TargetStream({ shape: 'circles', seed: 99, R: 1, gamma: 0.1 });
  const x0 = new Float64Array(SUPPORT);
  const x1 = new Float64Array(SUPPORT);
  const y = new Int8Array(SUPPORT);
  for (let i = 0; i < SUPPORT; i++) {
    const r = s.next();
    x0[i] = r.input[0] ?? 0;
    x1[i] = r.input[1] ?? 0;
    y[i] = r.outcome;
  }
  return { x0, x1, y };
}

let sink = 0;

function engine(start: ReturnType<typeof supportPoints>): { seconds: number; M: number } {
  const scene = new KernelPerceptronScene(config);
  const s = scene.learner.support;
  for (let i = 0; i < SUPPORT; i++)
    s.push(start.x0[i] as number, start.x1[i] as number, start.y[i] as Label);
  const t0 = cpuSeconds();
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    sink += batch.columns['L0.M']?.[batch.count - 1] ?? 0;
  }
  return { seconds: cpuSeconds() - t0, M: s.size };
}

/** The same rounds, inline. */
function bare(start: ReturnType<typeof supportPoints>): { seconds: number; M: number } {
  const stream = new TargetStream({ shape: 'circles', seed: 1, R: 1, gamma: 0.1 });
  const target: Target = stream.target;
  const cap = SUPPORT + ROUNDS;
  const x0 = new Float64Array(cap);
  const x1 = new Float64Array(cap);
  const ys = new Int8Array(cap);
  x0.set(start.x0);
  x1.set(start.x1);
  ys.set(start.y);
  let size = SUPPORT;
  const k = -1 / (2 * SIGMA * SIGMA);
  const cols = Array.from({ length: 9 }, () => new Float64Array(BATCH));
  let R2 = -Infinity;
  let gMin = Infinity;
  let gSum = 0;
  let wNormSq = 0;
  const t0 = cpuSeconds();
  for (let done = 0; done < ROUNDS;) {
    const n = Math.min(BATCH, ROUNDS - done);
    for (let i = 0; i < n; i++) {
      const r = stream.next();
      const a = r.input[0] as number;
      const b = r.input[1] as number;
      const label = r.outcome;
      let f = 0;
      for (let j = 0; j < size; j++) {
        const d0 = (x0[j] as number) - a;
        const d1 = (x1[j] as number) - b;
        f += (ys[j] as number) * Math.exp(k * (d0 * d0 + d1 * d1));
      }
      const mistake = label * f <= 0 ? 1 : 0;
      const kxx = Math.exp(0);
      if (mistake) {
        wNormSq += 2 * label * f + kxx;
        x0[size] = a;
        x1[size] = b;
        ys[size] = label;
        size++;
      }
      if (kxx > R2) R2 = kxx;
      const yg = label * targetValue(target, a, b);
      if (yg < gMin) gMin = yg;
      if (mistake) gSum += yg;
      (cols[0] as Float64Array)[i] = a;
      (cols[1] as Float64Array)[i] = b;
      (cols[2] as Float64Array)[i] = label;
      (cols[3] as Float64Array)[i] = mistake;
      (cols[4] as Float64Array)[i] = size;
      (cols[5] as Float64Array)[i] = R2;
      (cols[6] as Float64Array)[i] = wNormSq;
      (cols[7] as Float64Array)[i] = gMin;
      (cols[8] as Float64Array)[i] = gSum;
    }
    done += n;
    sink += (cols[4] as Float64Array)[n - 1] ?? 0;
  }
  return { seconds: cpuSeconds() - t0, M: size };
}

console.log(
  `kernel perceptron: load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; ${SUPPORT} support points, ${ROUNDS} rounds, median of ${REPS}`,
);
try {
  const start = supportPoints();
  const e: number[] = [];
  const b: number[] = [];
  let Me = 0;
  let Mb = 0;
  for (let rep = 0; rep < REPS; rep++) {
    const re = engine(start);
    const rb = bare(start);
    e.push(re.seconds);
    b.push(rb.seconds);
    Me = re.M;
    Mb = rb.M;
  }
  // The two loops must have played the same game.
  if (Me !== Mb) throw new Error(`the engine ends with ${Me} support points, the bare loop ${Mb}`);
  const rps = ROUNDS / median(e);
  const bareRps = ROUNDS / median(b);
  recordEngine('kernel', rps, bareRps);
  console.log(
    `  kernel (Gaussian, |S| ≈ ${SUPPORT}–${Me}): ${Math.round(rps)} rounds/s, bare loop ${Math.round(bareRps)} rounds/s, ratio ${(rps / bareRps).toFixed(2)} (sink ${sink % 7})`,
  );
} catch (err) {
  recordProblem(`kernel: ${err instanceof Error ? err.message : String(err)}`);
  console.log(`  kernel: ${err instanceof Error ? err.message : String(err)}`);
}
