/**
 * The multiclass lesson's engine (the multiclass perceptron on six classes, iid stream) against a
 * hand-written loop doing the same arithmetic: the stream's point, the argmax over six blocks,
 * the update, max ‖x̃‖², w*'s margin, hinge sum and mistakes, and the recorded columns (the 18
 * weights among them). Both draw their points from the same stream class, so the comparison is
 * of everything around it. Run with `npx tsx bench/multiclass.bench.ts`; it records its figure
 * through bench/json.ts as `multiclass`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { MulticlassScene } from '../src/scenes/multiclass';
import type { MulticlassConfig } from '../src/scenes/multiclass-config';
import { MulticlassDiskStream } from '../src/streams/multiclass/disk';
import { makeTarget } from '../src/streams/multiclass/target';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const K = 6;
const ROUNDS = 200_000;
const BATCH = 4096;
const REPS = 5;
const GAMMA = 0.02;

const config: MulticlassConfig = {
  lesson: 'multiclass',
  stream: 'iid',
  seed: 1,
  T: ROUNDS,
  k: K,
  gamma: GAMMA,
  R: 1,
  noise: 0,
  points: { x1: new Float64Array(0), x2: new Float64Array(0), label: new Uint8Array(0) },
  names: null,
};

let sink = 0;

function engine(): { seconds: number; M: number } {
  const scene = new MulticlassScene(config);
  const t0 = cpuSeconds();
  let M = 0;
  while (!scene.done) {
    const batch = scene.advance(BATCH);
    M = batch.columns['M']?.[batch.count - 1] ?? M;
    sink += batch.columns['w17']?.[batch.count - 1] ?? 0;
  }
  return { seconds: cpuSeconds() - t0, M };
}

/** The same rounds, inline. */
function bare(): { seconds: number; M: number } {
  const target = makeTarget(config.seed, K, config.R);
  const stream = new MulticlassDiskStream({ seed: config.seed, R: 1, gamma: GAMMA, target });
  const ws = target.w;
  const w = new Float64Array(3 * K);
  const f32 = new Float32Array(BATCH * (2 + 3 * K));
  const f64 = new Float64Array(BATCH * 3);
  const i32 = new Int32Array(BATCH * 2);
  const i8 = new Int8Array(BATCH * 3);
  let M = 0;
  let R2 = 0;
  let margin = Infinity;
  let hinge = 0;
  let wrong = 0;
  const t0 = cpuSeconds();
  for (let t = 0; t < ROUNDS; t++) {
    const i = t % BATCH;
    const r = stream.next();
    const x1 = r.input[0] as number;
    const x2 = r.input[1] as number;
    const y = r.outcome;
    let yhat = 0;
    let top = (w[0] as number) * x1 + (w[1] as number) * x2 + (w[2] as number);
    for (let l = 1; l < K; l++) {
      const s =
        (w[3 * l] as number) * x1 + (w[3 * l + 1] as number) * x2 + (w[3 * l + 2] as number);
      if (s > top) {
        top = s;
        yhat = l;
      }
    }
    const mistake = yhat === y ? 0 : 1;
    if (mistake) {
      M++;
      w[3 * y] = (w[3 * y] as number) + x1;
      w[3 * y + 1] = (w[3 * y + 1] as number) + x2;
      w[3 * y + 2] = (w[3 * y + 2] as number) + 1;
      w[3 * yhat] = (w[3 * yhat] as number) - x1;
      w[3 * yhat + 1] = (w[3 * yhat + 1] as number) - x2;
      w[3 * yhat + 2] = (w[3 * yhat + 2] as number) - 1;
    }
    const r2 = 1 + x1 * x1 + x2 * x2;
    if (r2 > R2) R2 = r2;
    const sy =
      (ws[3 * y] as number) * x1 + (ws[3 * y + 1] as number) * x2 + (ws[3 * y + 2] as number);
    let m = Infinity;
    for (let l = 0; l < K; l++) {
      if (l === y) continue;
      const d =
        sy -
        ((ws[3 * l] as number) * x1 + (ws[3 * l + 1] as number) * x2 + (ws[3 * l + 2] as number));
      if (d < m) m = d;
    }
    if (m < margin) margin = m;
    if (m < GAMMA) hinge += 1 - m / GAMMA;
    if (m <= 0) wrong++;
    const o = i * (2 + 3 * K);
    f32[o] = x1;
    f32[o + 1] = x2;
    for (let j = 0; j < 3 * K; j++) f32[o + 2 + j] = w[j] as number;
    f64[3 * i] = R2;
    f64[3 * i + 1] = margin;
    f64[3 * i + 2] = hinge;
    i32[2 * i] = M;
    i32[2 * i + 1] = wrong;
    i8[3 * i] = y;
    i8[3 * i + 1] = yhat;
    i8[3 * i + 2] = mistake;
  }
  sink += (f32[5] as number) + (f64[1] as number) + (i32[0] as number) + (i8[2] as number);
  return { seconds: cpuSeconds() - t0, M };
}

console.log(
  `multiclass (k = ${K}, ${ROUNDS} rounds): load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; median of ${REPS}`,
);
try {
  const e: number[] = [];
  const b: number[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    const a = engine();
    const c = bare();
    if (a.M !== c.M) throw new Error(`the engine made ${a.M} mistakes, the bare loop ${c.M}`);
    e.push(ROUNDS / a.seconds);
    b.push(ROUNDS / c.seconds);
  }
  const engineRate = median(e);
  const bareRate = median(b);
  console.log(
    `  engine ${Math.round(engineRate).toLocaleString('en')} rounds/s, bare loop ${Math.round(bareRate).toLocaleString('en')} rounds/s, ratio ${(engineRate / bareRate).toFixed(2)}`,
  );
  recordEngine('multiclass', engineRate, bareRate);
} catch (err) {
  const message = `multiclass bench: ${err instanceof Error ? err.message : String(err)}`;
  console.error(message);
  recordProblem(message);
}
if (sink === 0.123456789) console.log('');
